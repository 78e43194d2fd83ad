import Foundation
import SwivelCore
import Testing

@testable import SwivelScenario

/// `swivel lint`'s rules of the iOS 27 SDK (issue 57, point 8): judged by the SDK the app is built
/// with, the scenario's `sdk:` or `--sdk` for an Info.plist alone.
@Suite struct IOS27LintTests {
  static func findings(_ yaml: String) throws -> [LintFinding] {
    let scenario = try ScenarioLoader(fileExists: { _ in true }).load(yaml: yaml, file: "s.yaml")
    return LintRule.all.findings(in: LintSubject(scenario: scenario))
  }

  static func scenario(ios: String, sdk: String? = nil, app: [String]) -> String {
    """
    swivel: 1
    ios: "\(ios)"
    \(sdk.map { "sdk: \"\($0)\"" } ?? "")
    device: iphone-16-pro
    app:
    \(app.map { "  " + $0 }.joined(separator: "\n"))
    controllers:
      feed: {}
    window: {root: feed}
    steps:
      - launch: portrait
    """
  }

  static func infoPlist(_ entries: String) throws -> LocatedInfoPlist {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      <key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string></array>
      \(entries)
      </dict></plist>
      """
    let data = Data(text.utf8)
    let dictionary = try #require(
      try PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any])
    return try InfoPlistReader.contents(of: dictionary, file: "Info.plist")
  }

  static let manifest =
    "<key>UIApplicationSceneManifest</key><dict><key>UIApplicationSupportsMultipleScenes</key><false/></dict>"
  static let launch = "<key>UILaunchStoryboardName</key><string>LaunchScreen</string>"

  // Apple, "UIKit updates" (June 2026) and TN3187: "apps built with the latest SDK must use the
  // scene-based life cycle or they fail to launch"; adoption is read from
  // UIApplicationSceneManifest (slint-ui/slint#13433).
  @Test func anInfoPlistWithoutASceneManifestFailsToLaunchOnceBuiltWithTheIOS27SDK() throws {
    let keys = try Self.infoPlist(Self.launch)
    let found = LintRule.sceneLifeCycleRequired.findings(in: LintSubject(infoPlist: keys))
    #expect(
      found.map(\.description) == [
        "Info.plist: error: the Info.plist has no UIApplicationSceneManifest, so the app, built with the iOS 27.1 SDK, does not adopt the scene life cycle; add a UIApplicationSceneManifest whose default configuration names a UIWindowSceneDelegate (TN3187 shows the move), or keep building with the iOS 26 SDK until then; apps built with the iOS 27 SDK must use the scene-based life cycle or they fail to launch on iOS 27 and later (Apple, TN3187) [scene-life-cycle-required]"
      ])
    let old = SystemBehavior.newest.builtWith(sdk: try SystemVersion("26.2"))
    #expect(LintRule.sceneLifeCycleRequired.findings(in: LintSubject(infoPlist: keys, behavior: old)).isEmpty)
    let adopted = try Self.infoPlist(Self.launch + Self.manifest)
    #expect(adopted.sceneManifest == .infoPlistKey(file: "Info.plist", key: "UIApplicationSceneManifest"))
    #expect(LintRule.all.findings(in: LintSubject(infoPlist: adopted)).isEmpty)
  }

  // iOS 27 release notes, 168247372: the launch screen is required with the 27.0 SDK, on iPhone
  // too, where ITMS-90475 never asked for one.
  @Test func anIPhoneAppBuiltWithTheIOS27SDKMustDeclareALaunchScreen() throws {
    let keys = try Self.infoPlist(Self.manifest)
    let found = LintRule.launchScreenMissing.findings(in: LintSubject(infoPlist: keys))
    #expect(
      found.map(\.message) == [
        "the app, built with the iOS 27.1 SDK, declares no launch screen; add UILaunchStoryboardName naming a launch storyboard, or a UILaunchScreen dictionary"
      ])
    #expect(found.first?.why.contains("168247372") == true)
    let old = SystemBehavior.newest.builtWith(sdk: try SystemVersion("26.2"))
    #expect(LintRule.launchScreenMissing.findings(in: LintSubject(infoPlist: keys, behavior: old)).isEmpty)
    // A UILaunchScreen dictionary counts (the release note names it).
    let dictionary = try Self.infoPlist(Self.manifest + "<key>UILaunchScreen</key><dict/>")
    #expect(LintRule.launchScreenMissing.findings(in: LintSubject(infoPlist: dictionary)).isEmpty)
  }

  // A scenario's sceneLifeCycle: false is told where it is written when the scenario's SDK is 27
  // (its default on iOS 27), and not with sdk: "26.2".
  @Test func aScenarioWithoutTheSceneLifeCycleIsToldAtTheKey() throws {
    let found = try Self.findings(Self.scenario(ios: "27.1", app: ["sceneLifeCycle: false"]))
    #expect(found.map { "\($0.ruleID)@\($0.location)" } == ["scene-life-cycle-required@s.yaml:6:19"])
    #expect(found.first?.message.contains("say sdk: \"26.2\"") == true)
    #expect(try Self.findings(Self.scenario(ios: "27.1", sdk: "26.2", app: ["sceneLifeCycle: false"])).isEmpty)
    #expect(try Self.findings(Self.scenario(ios: "26.2", app: ["sceneLifeCycle: false"])).isEmpty)
  }

  // Apple, application(_:supportedInterfaceOrientationsFor:): "iOS 6.0–27.0". With the scene
  // delegate's answer beside it (UIWindowSceneDelegate.supportedInterfaceOrientations(for:),
  // iOS 27.0), the app has migrated and keeps the old one for older systems.
  @Test func theAppDelegatesMaskIsDeprecatedWithTheIOS27SDK() throws {
    let found = try Self.findings(Self.scenario(ios: "27.1", app: ["delegateMask: portrait"]))
    #expect(found.map { "\($0.ruleID)@\($0.location)" } == ["app-delegate-mask-deprecated@s.yaml:6:17"])
    #expect(found.first?.severity == .warning)
    #expect(
      try Self.findings(
        Self.scenario(ios: "27.1", app: ["delegateMask: portrait", "sceneDelegateMask: portrait"])
      ).isEmpty)
    #expect(try Self.findings(Self.scenario(ios: "26.7", app: ["delegateMask: portrait"])).isEmpty)
    #expect(try Self.findings(Self.scenario(ios: "27.1", sdk: "26.2", app: ["delegateMask: portrait"])).isEmpty)
  }

  // --sdk: any released version; a bad one is a clear error naming the option.
  @Test func lintsSDKOptionIsCheckedAndKept() throws {
    let target = try InfoPlistLintTarget(deviceID: nil, iOSVersion: "27.1", sdk: "26.2")
    #expect(target.behavior.sdk == (try SystemVersion("26.2")))
    #expect(target.behavior.version == (try SystemVersion("27.1")))
    #expect(throws: InfoPlistLintTargetError.self) {
      try InfoPlistLintTarget(deviceID: nil, iOSVersion: nil, sdk: "26.9")
    }
    do {
      _ = try InfoPlistLintTarget(deviceID: nil, iOSVersion: nil, sdk: "x")
    } catch {
      #expect(error.description.hasPrefix("--sdk: "))
    }
  }

  // A UIApplicationSceneManifest that is no dictionary is an error naming the key: iOS cannot
  // read scene configurations from it.
  @Test func aSceneManifestThatIsNoDictionaryIsAnError() throws {
    #expect(throws: InfoPlistError.self) {
      try InfoPlistReader.contents(of: ["UIApplicationSceneManifest": "yes"], file: "Info.plist")
    }
    do {
      _ = try InfoPlistReader.contents(of: ["UIApplicationSceneManifest": "yes"], file: "Info.plist")
    } catch {
      #expect(error.key == "UIApplicationSceneManifest")
    }
  }

  // MARK: - lock-ignored-when-resizable, the scenario form

  static func duo(device: String = "iphone-duo-inner", sdk: String? = nil, requiresFullScreen: Bool = false) -> String {
    """
    swivel: 1
    ios: "27.1"
    \(sdk.map { "sdk: \"\($0)\"" } ?? "")
    device: \(device)
    app: {UISupportedInterfaceOrientations: [UIInterfaceOrientationPortrait], UIRequiresFullScreen: \(requiresFullScreen)}
    controllers:
      feed: {supported: portrait, prefersLocked: true}
      player: {supported: all}
    window: {root: feed}
    steps:
      - launch: portrait
      - requestGeometryUpdate: landscape
    """
  }

  // Apple, Tech Talk 111461: the Duo's inner display "doesn't honor your supported interface
  // orientations"; measured (Flutter's Duo probe): requestGeometryUpdate refused with code 101.
  // Told once per lock, at its key: the app's mask, the controller's mask and lock, the request;
  // a mask of every orientation restricts nothing and is not told.
  @Test func eachLockTheInnerDisplayIgnoresIsToldAtItsKey() throws {
    let found = try Self.findings(Self.duo()).filter { $0.ruleID == "lock-ignored-when-resizable" }
    #expect(found.map(\.location.description) == ["s.yaml:5:41", "s.yaml:7:21", "s.yaml:7:46", "s.yaml:12:5"])
    #expect(found.allSatisfy { $0.severity == .warning })
    #expect(
      found[0].message.hasPrefix(
        "the app supports [portrait], but on iphone-duo-inner (iOS 27.1) the scene is resizable"))
    #expect(found[3].message.contains("refused with code 101"))
  }

  // On a resizable scene UIKit asks no mask, so nothing raises and nothing is "never asked" for
  // another reason: no-common-orientation and mask-never-asked keep quiet there.
  @Test func theMaskRulesKeepQuietWhereNoMaskIsAsked() throws {
    let yaml = Self.duo().replacingOccurrences(
      of: "{supported: portrait, prefersLocked: true}", with: "{supported: landscape}")
    let ids = Set(try Self.findings(yaml).map(\.ruleID))
    #expect(!ids.contains("no-common-orientation"))
    #expect(!ids.contains("mask-never-asked"))
    #expect(ids.contains("lock-ignored-when-resizable"))
  }

  // The outer display "behaves like any other iPhone"; UIRequiresFullScreen keeps the
  // orientations ("iPhone Duo respects your supported interface orientations, but your app will
  // scale", Tech Talk 111461); an app built with the 26 SDK is not opted in to resizability
  // (WWDC26 Platforms State of the Union).
  @Test(arguments: [
    duo(device: "iphone-duo"), duo(requiresFullScreen: true), duo(sdk: "26.2"),
  ])
  func whereTheLockHoldsNothingIsTold(yaml: String) throws {
    #expect(try Self.findings(yaml).allSatisfy { $0.ruleID != "lock-ignored-when-resizable" })
  }

  static func mirrored(requiresFullScreen: Bool = false) -> String {
    """
    swivel: 1
    ios: "27.0"
    device: iphone-16-pro
    windowing: mirroring
    app: {UISupportedInterfaceOrientations: [UIInterfaceOrientationLandscapeRight], UIRequiresFullScreen: \(requiresFullScreen)}
    controllers:
      game: {supported: landscapeRight, prefersLocked: true}
      menu: {supported: allButUpsideDown}
    window: {root: game}
    steps:
      - launch: portrait
      - requestGeometryUpdate: landscape
    """
  }

  // WWDC26 session 278: "iPhone Mirroring always reports the interface orientation as portrait,
  // regardless of the aspect ratio", and "once the user begins resizing, supported orientations
  // are ignored": a mask without portrait, a lock and a geometry request are each told; a mask
  // with portrait is not. With UIRequiresFullScreen the resizing is discrete and the masks keep
  // counting (iOS 27 release notes), so the app's finding does not say they end.
  @Test func eachLockIPhoneMirroringDefeatsIsToldAtItsKey() throws {
    let found = try Self.findings(Self.mirrored()).filter { $0.ruleID == "lock-ignored-when-resizable" }
    #expect(found.map(\.location.description) == ["s.yaml:5:41", "s.yaml:7:21", "s.yaml:7:52", "s.yaml:12:5"])
    #expect(
      found[0].message.hasPrefix(
        "the app supports [landscapeRight], but in iPhone Mirroring (iOS 27.0) the interface is always portrait, and once resized no mask counts"
      ))
    #expect(found[3].message.contains("refused with code 101"))
    let discrete = try Self.findings(Self.mirrored(requiresFullScreen: true)).filter {
      $0.ruleID == "lock-ignored-when-resizable"
    }
    #expect(discrete.count == 4)
    #expect(!discrete[0].message.contains("once resized"))
  }
}
