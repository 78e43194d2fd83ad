import SwivelCore
import SwivelKit
import Testing

@testable import SwivelScenario

/// The steps and expectations of iOS 16 and later (Scenario reference, Steps and Expectations).
@Suite struct ModernEraStepTests {
  // Apple, setNeedsUpdateOfSupportedInterfaceOrientations(): the app delegate's new mask counts
  // once UIKit asks again; the change alone rotates nothing.
  @Test func theAppDelegateLockWithSetNeedsUpdate() throws {
    let run = try play(
      """
      app: {delegateMask: portrait}
      controllers: {feed: {supported: allButUpsideDown}}
      window: {root: feed}
      steps:
        - launch: portrait
        - rotate: landscapeLeft
        - wait: 1
        - expect: {interface: portrait}
        - set: {app: {delegateMask: landscape}}
        - expect: {interface: portrait}
        - setNeedsUpdateOfSupportedInterfaceOrientations: feed
        - wait: 1
        - expect:
            interface: landscapeRight
            events: [{kind: supportedOrientationsUpdate, controller: feed}, {kind: rotationDecision, trigger: supportedOrientationsUpdate, result: rotate}]
      """, ios: "16.0", device: "iphone-14")
    #expect(run.failureMessages == [])
  }

  // capawesome-team/capacitor-plugins#100: code 101 and UIKit's text; granted requests turn the
  // scene whatever the device does.
  @Test func geometryRequestsAndTheirErrors() throws {
    let run = try play(
      """
      controllers:
        feed: {supported: portrait}
        player: {supported: landscape}
      window: {root: feed}
      steps:
        - launch: portrait
        - requestGeometryUpdate: landscapeRight
        - wait: 0
        - expect:
            interface: portrait
            geometryError: {code: 101, message: "None of the requested orientations are supported by the view controller. Requested: landscapeRight; Supported: portrait"}
            events: [{kind: geometryRequest, result: denied}, {kind: geometryRequestError, code: 101}]
        - present: {controller: player, style: fullScreen}
        - requestGeometryUpdate: landscapeLeft
        - wait: 1
        - expect: {interface: landscapeLeft, device: portrait, noGeometryError: true}
      """, ios: "17.0", device: "iphone-15")
    #expect(run.failureMessages == [])
  }

  @Test(arguments: zip(["15.0", "16.0"], ["landscapeRight", "portrait"]))
  func theKeyValueCodingSetter(ios: String, interface: String) throws {
    let console = ios == "16.0" ? "console: [\"BUG IN CLIENT OF UIKIT\"]" : "noEvents: [{kind: console}]"
    let run = try play(
      """
      controllers: {feed: {supported: allButUpsideDown}}
      window: {root: feed}
      steps:
        - launch: portrait
        - setDeviceOrientation: landscapeLeft
        - wait: 1
        - expect: {interface: \(interface), \(console)}
      """, ios: ios, device: "iphone-13-mini")
    #expect(run.failureMessages == [])
  }

  @Test func turnsInTheBackgroundAreCaughtUpOnReturn() throws {
    let run = try play(
      """
      controllers: {feed: {supported: allButUpsideDown}}
      window: {root: feed}
      steps:
        - launch: portrait
        - background
        - rotate: landscapeLeft
        - wait: 1
        - expect: {interface: portrait, device: landscapeLeft, background: true}
        - foreground
        - wait: 1
        - expect: {interface: landscapeRight, background: false}
      """, ios: "17.0", device: "iphone-15")
    #expect(run.failureMessages == [])
  }

  // Scenario reference: a step before its first version is refused at load, naming the API.
  @Test(arguments: [
    (
      "requestGeometryUpdate: landscape",
      "requestGeometryUpdate is available from iOS 16.0; this scenario reproduces iOS 15.4"
    ),
    (
      "setNeedsUpdateOfSupportedInterfaceOrientations: feed",
      "setNeedsUpdateOfSupportedInterfaceOrientations is available from iOS 16.0; this scenario reproduces iOS 15.4"
    ),
  ])
  func aStepBeforeItsEraIsRefused(step: String, message: String) {
    let error = #expect(throws: ScenarioError.self) {
      _ = try play(
        """
        controllers: {feed: {}}
        window: {root: feed}
        steps:
          - launch: portrait
          - \(step)
        """, ios: "15.4")
    }
    #expect(error?.description.hasPrefix("test.yaml:8:5: error: \(message)") == true, "\(error?.description ?? "")")
  }

  @Test func anEmptyRequestIsRefused() {
    let error = #expect(throws: ScenarioError.self) {
      _ = try play("steps:\n  - requestGeometryUpdate: []\n", ios: "17.0", device: "iphone-15")
    }
    #expect(error?.description.contains("an empty request") == true)
  }
}

/// iPad windowing modes (Scenario reference, Windowing): in a mode other than full screen the app
/// multitasks, so its controllers' masks are not asked and geometry requests are refused
/// ("The current windowing mode does not allow for programmatic changes to interface
/// orientation", getsentry/SnapshotPreviews#161).
@Suite struct WindowingTests {
  @Test func inSplitViewMasksAreIgnoredAndRequestsRefused() throws {
    let run = try play(
      """
      app: {UIRequiresFullScreen: true}
      controllers: {feed: {supported: portrait}}
      window: {root: feed}
      steps:
        - launch: portrait
        - rotate: landscapeLeft
        - wait: 1
        - expect: {interface: portrait, windowing: fullScreen}
        - windowing: splitView
        - rotate: portrait
        - rotate: landscapeRight
        - wait: 1
        - expect:
            interface: landscapeLeft
            windowing: splitView
            events: [{kind: windowingDidChange, mode: splitView}]
        - requestGeometryUpdate: portrait
        - wait: 0
        - expect: {geometryError: {code: 101, message: "The current windowing mode does not allow"}}
      """, ios: "17.0", device: "ipad-pro-11")
    #expect(run.failureMessages == [])
  }

  @Test(arguments: [
    ("iphone-8", "17.0", "windowing splitView on a phone"),
    ("ipad-pro-11", "15.0", "stageManager is available from iPadOS 16.0; this scenario reproduces iOS 15.0"),
  ])
  func aModeTheDeviceOrEraLacksIsRefused(device: String, ios: String, message: String) {
    let mode = device == "iphone-8" ? "splitView" : "stageManager"
    let error = #expect(throws: ScenarioError.self) {
      _ = try play("windowing: \(mode)\nsteps: []\n", ios: ios, device: device)
    }
    #expect(error?.description.contains(message) == true, "\(error?.description ?? "")")
  }
}

/// iOS 26: `prefersInterfaceOrientationLocked` (Apple, "iOS 26.0+": a view controller asks that
/// the scene's orientation not change while it is shown; `setNeedsUpdateOfPrefersInterfaceOrientationLocked()`
/// reports a change; the scene's `isInterfaceOrientationLocked` tells whether it holds).
@Suite struct PrefersLockedTests {
  @Test func aControllerThatPrefersTheOrientationLockedHoldsIt() throws {
    let run = try play(
      """
      controllers:
        game: {supported: allButUpsideDown, prefersLocked: true}
      window: {root: game}
      steps:
        - launch: landscapeLeft
        - wait: 1
        - expect: {interface: landscapeRight, locked: true}
        - rotate: portrait
        - wait: 1
        - expect: {interface: landscapeRight, locked: true}
        - set: {controller: game, prefersLocked: false}
        - expect: {locked: true}
        - setNeedsUpdateOfPrefersInterfaceOrientationLocked: game
        - expect: {locked: false}
        - rotate: landscapeLeft
        - rotate: portrait
        - wait: 1
        - expect: {interface: portrait}
      """, ios: "26.0", device: "iphone-16-pro")
    #expect(run.failureMessages == [])
  }

  @Test func beforeIOS26TheStepIsRefused() {
    let error = #expect(throws: ScenarioError.self) {
      _ = try play(
        "controllers: {game: {}}\nwindow: {root: game}\nsteps:\n  - launch: portrait\n  - setNeedsUpdateOfPrefersInterfaceOrientationLocked: game\n",
        ios: "18.0", device: "iphone-16-pro")
    }
    #expect(error?.description.contains("is available from iOS 26.0; this scenario reproduces iOS 18.0") == true)
  }
}

/// `currentContext` and `custom` presentations (Scenario reference, Steps). Apple,
/// `supportedInterfaceOrientations`: "the root view controller or the topmost modal view
/// controller that fills the window" decides; a custom presentation controller that removes the
/// presenter's view (`shouldRemovePresentersView`) fills it, and Swivel lets it decide.
@Suite struct PresentationStyleTests {
  @Test(arguments: [
    ("{controller: player, style: custom, removesPresentersView: true}", "landscapeRight"),
    ("{controller: player, style: custom}", "portrait"),
    ("{controller: player, style: currentContext}", "portrait"),
  ])
  func whichPresentationsDecide(present: String, interface: String) throws {
    let run = try play(
      """
      controllers:
        feed: {supported: portrait}
        player: {supported: landscape}
      window: {root: feed}
      steps:
        - launch: portrait
        - present: \(present)
        - rotate: landscapeLeft
        - wait: 1
        - expect: {interface: \(interface)}
      """, ios: "17.0", device: "iphone-15")
    #expect(run.failureMessages == [])
  }

  @Test func removesPresentersViewBelongsToCustom() {
    let error = #expect(throws: ScenarioError.self) {
      _ = try play(
        "controllers: {a: {}, b: {}}\nwindow: {root: a}\nsteps:\n  - launch: portrait\n  - present: {controller: b, style: fullScreen, removesPresentersView: true}\n",
        ios: "17.0", device: "iphone-15")
    }
    #expect(error?.description.contains("removesPresentersView with style fullScreen") == true)
  }
}
