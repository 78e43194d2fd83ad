import Testing

@testable import SwivelScenario

/// Scenario reference, Steps: a key, a presentation style or a step the scenario's era could not
/// have is refused at load, at its own line, naming it and its first version.
@Suite struct FirstVersionTests {
  static func loadError(_ body: String, ios: String, device: String = "iphone-8") -> String {
    let yaml = "swivel: 1\nios: \"\(ios)\"\ndevice: \(device)\n" + body
    do {
      _ = try ScenarioLoader().load(yaml: yaml, file: "t.yaml")
      return "loaded"
    } catch {
      return error.description
    }
  }

  // Apple, Geometry.isInterfaceOrientationLocked: iOS 26.0+; an expectation cannot read it before.
  @Test func theLockedExpectationBeforeIOS26IsRefused() {
    #expect(
      Self.loadError("steps:\n  - expect: {locked: false}\n", ios: "18.0", device: "iphone-16-pro").hasPrefix(
        "t.yaml:5:22: error: the scene's isInterfaceOrientationLocked is available from iOS 26.0; this scenario reproduces iOS 18.0"
      ))
  }

  // An app may override prefersInterfaceOrientationLocked (iOS 26.0+) and still run on iOS 18,
  // which never asks it: the answer loads (and plays as nothing), and lint reports it.
  @Test func prefersLockedLoadsBeforeIOS26() {
    let body =
      "controllers:\n  game: {prefersLocked: true}\nwindow: {root: game}\nsteps:\n  - launch: portrait\n  - set: {controller: game, prefersLocked: false}\n"
    #expect(Self.loadError(body, ios: "18.0", device: "iphone-16-pro") == "loaded")
  }

  // Apple, UIModalPresentationStyle: pageSheet, formSheet and currentContext iOS 3.2+, custom
  // 7.0+, overFullScreen, overCurrentContext and popover 8.0+, automatic 13.0+.
  @Test(arguments: [
    ("automatic", "12.5", "13.0"), ("popover", "7.1", "8.0"), ("overFullScreen", "7.1", "8.0"),
    ("custom", "6.1", "7.0"), ("pageSheet", "3.1", "3.2"),
  ])
  func aPresentationStyleBeforeItsFirstVersionIsRefused(style: String, ios: String, first: String) {
    let body =
      "controllers: {a: {}, b: {}}\nwindow: {root: a}\nsteps:\n  - launch: portrait\n  - present: {controller: b, style: \(style)}\n"
    let device = ios.hasPrefix("3.") ? "iphone-4s" : "iphone-8"
    #expect(
      Self.loadError(body, ios: ios, device: device).hasPrefix(
        "t.yaml:8:37: error: the \(style) presentation style is available from iOS \(first); this scenario reproduces iOS \(ios)"
      ))
    #expect(Self.loadError(body, ios: first, device: device) == "loaded")
  }

  // A presentation that names no style takes the era's default, in any era.
  @Test func aPresentationWithoutAStyleLoadsInAnyEra() {
    let body = "controllers: {a: {}, b: {}}\nwindow: {root: a}\nsteps:\n  - launch: portrait\n  - present: b\n"
    #expect(Self.loadError(body, ios: "3.0", device: "iphone-4s") == "loaded")
  }

  // The user's rotation lock: an iPhone's Portrait Orientation Lock arrived with iOS 4; an iPad's
  // side switch locked rotation from its first release, iPhone OS 3.2 (Apple, "iPad:
  // Understanding screen rotation lock": "Beginning with iOS 4.2, the switch previously used for
  // screen rotation lock functions as a silence switch").
  @Test(arguments: [("- lock", "3.1", "iphone-4s"), ("- unlock", "3.1", "iphone-4s")])
  func theRotationLockBeforeItsFirstVersionIsRefused(step: String, ios: String, device: String) {
    let body = "steps:\n  \(step)\n"
    #expect(
      Self.loadError(body, ios: ios, device: device).hasPrefix(
        "t.yaml:5:5: error: the iPhone's Portrait Orientation Lock is available from iOS 4.0; this scenario reproduces iOS 3.1"
      ))
    #expect(Self.loadError(body, ios: "4.0", device: device) == "loaded")
  }

  @Test func anIPadsRotationLockLoadsFromIPhoneOS3Point2() {
    #expect(Self.loadError("steps:\n  - lock\n", ios: "3.2", device: "ipad-9.7") == "loaded")
    #expect(
      Self.loadError("steps:\n  - lock\n", ios: "3.1", device: "ipad-9.7").contains(
        "the iPad's rotation lock is available from iOS 3.2"))
  }
}
