import Foundation
import SwivelCore
import SwivelScenario
import Testing

@testable import SwivelScan

/// What rebuilding with the iOS 27 SDK changes, as `swivel scan` tells it (issue 57, point 8):
/// each rule on a project made to break it once, at its line, and nothing of it with `--sdk 26.2`.
@Suite struct IOS27RulesTests {
  /// An iPhone app made to break each iOS 27 rule once: no scene manifest, no launch screen, the
  /// app delegate's mask, two locks, a `statusBarOrientation` read and a window scene's
  /// `interfaceOrientation` read.
  static let appDelegate = """
    import UIKit

    @main
    final class AppDelegate: UIResponder, UIApplicationDelegate {
      func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        .allButUpsideDown
      }
    }
    """

  static let player = """
    import UIKit

    final class PlayerViewController: UIViewController {
      override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
      func enterFullScreen() {
        view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight))
      }
      func layout() {
        if UIApplication.shared.statusBarOrientation.isLandscape { view.setNeedsLayout() }
        if view.window?.windowScene?.interfaceOrientation == .portrait { view.setNeedsLayout() }
      }
    }
    """

  /// Writes the app and scans it as built with `sdk`.
  static func scan(
    sdk: String? = nil, families: String = "1", extraKeys: String = "", adoptsSceneLifeCycle: Bool = false,
    sources: [String: String] = ["AppDelegate.swift": appDelegate, "Player.swift": player]
  ) throws -> (TargetScan, folder: String) {
    let folder = try ScanFixtures.temporaryFolder()
    for (name, text) in sources { try ScanFixtures.write(text, to: "\(folder)/App/\(name)") }
    try ScanFixtures.writeApp(
      in: folder,
      settings: [
        "TARGETED_DEVICE_FAMILY": families, "IPHONEOS_DEPLOYMENT_TARGET": "17.0", "INFOPLIST_FILE": "App/Info.plist",
      ],
      infoPlistKeys: """
        <key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string>\
        <string>UIInterfaceOrientationLandscapeLeft</string><string>UIInterfaceOrientationLandscapeRight</string></array>
        <key>UISupportedInterfaceOrientations~ipad</key><array><string>UIInterfaceOrientationPortrait</string>\
        <string>UIInterfaceOrientationPortraitUpsideDown</string>\
        <string>UIInterfaceOrientationLandscapeLeft</string><string>UIInterfaceOrientationLandscapeRight</string></array>
        \(extraKeys)
        """,
      sources: sources.keys.sorted().map { "App/\($0)" }, adoptsSceneLifeCycle: adoptsSceneLifeCycle,
      declaresLaunchScreen: false)
    var scanner = ProjectScanner()
    if let sdk { scanner.sdk = try SystemVersion(sdk) }
    let report = scanner.scan(path: folder)
    #expect(report.errors.isEmpty, "\(report.errors)")
    return (try #require(report.targets.first), folder)
  }

  static func found(_ target: TargetScan) -> [String] {
    target.findings.map { "\($0.rule)@\(($0.location.file as NSString).lastPathComponent):\($0.location.line)" }
  }

  // With the newest SDK (27.1, the default): each rule once, at the line to change.
  // - scene-life-cycle-required: "apps built with the latest SDK must use the scene-based life
  //   cycle or they fail to launch" (Apple, "UIKit updates", June 2026; TN3187).
  // - launch-screen-missing: the iOS 27.0 SDK requires a launch screen (iOS 27 release notes,
  //   168247372), on iPhone too.
  // - app-delegate-mask-deprecated: Apple, application(_:supportedInterfaceOrientationsFor:),
  //   "iOS 6.0–27.0".
  // - lock-ignored-when-resizable: WWDC26 278, release notes 178555304 and 178561952, Tech Talk
  //   111461; one finding for the target's two locks.
  // - deprecated-rotation-api: statusBarOrientation "is a no-op on 27.0 and later" (release note
  //   162044221; libsdl-org/SDL#16330 quotes the console line); UIWindowScene.interfaceOrientation
  //   deprecated in 26.0 ("Use effectiveGeometry.interfaceOrientation instead").
  @Test func eachRuleOfTheIOS27SDKIsToldOnceAtItsLine() throws {
    let (target, folder) = try Self.scan()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(
      Self.found(target) == [
        "app-delegate-mask-deprecated@AppDelegate.swift:5",
        "launch-screen-missing@Info.plist:1",
        "scene-life-cycle-required@Info.plist:1",
        "lock-ignored-when-resizable@Player.swift:4",
        "deprecated-rotation-api@Player.swift:9",
        "deprecated-rotation-api@Player.swift:10",
      ])
    let lock = try #require(target.findings.first { $0.rule == "lock-ignored-when-resizable" })
    #expect(lock.message.hasPrefix("PlayerViewController supports landscape of the app's allButUpsideDown"))
    #expect(lock.message.contains("so is the other lock: requestGeometryUpdate is called"))
    #expect(lock.message.contains("on iPad after the first resize"), "an iPhone-only app runs on iPad resizable")
    #expect(lock.message.contains("UIRequiresFullScreen"))
    let statusBar = try #require(target.findings.first { $0.location.line == 9 })
    #expect(statusBar.message.contains(SystemBehavior.statusBarOrientationNoOpConsoleLine))
    let scene = try #require(target.findings.first { $0.location.line == 10 })
    #expect(scene.message.contains("UIWindowScene.interfaceOrientation, deprecated in iOS 26.0"))
    #expect(scene.message.contains("effectiveGeometry.interfaceOrientation"))
    let launch = try #require(target.findings.first { $0.rule == "launch-screen-missing" })
    #expect(launch.message.contains("168247372"))
  }

  // Built with the iOS 26 SDK the app keeps the old behaviour (Apple, WWDC26 Platforms State of
  // the Union: "Once you rebuild with the latest SDK, your app is automatically opted in"; that
  // the old SDK keeps the rest is Swivel's inference, documented with `sdk:`).
  @Test func theIOS26SDKKeepsTheOldJudgement() throws {
    let (target, folder) = try Self.scan(sdk: "26.2")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(
      Self.found(target) == ["deprecated-rotation-api@Player.swift:9", "deprecated-rotation-api@Player.swift:10"])
    let statusBar = try #require(target.findings.first)
    #expect(statusBar.message.contains("once the app is built with the iOS 27 SDK it is a no-op on iOS 27 and later"))
  }

  // What each rule takes as done: a scene manifest, a launch storyboard, the scene delegate's own
  // mask beside the app delegate's (Apple, UIWindowSceneDelegate.supportedInterfaceOrientations(for:),
  // iOS 27.0), UIRequiresFullScreen, which makes the resizing discrete and honours the
  // orientations (WWDC26 278; release note 178558224).
  @Test func theFixesSilenceTheirRules() throws {
    let sceneDelegate = """
      import UIKit

      final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        func supportedInterfaceOrientations(for windowScene: UIWindowScene) -> UIInterfaceOrientationMask { .allButUpsideDown }
      }
      """
    let (target, folder) = try Self.scan(
      extraKeys: """
        <key>UILaunchStoryboardName</key><string>LaunchScreen</string>
        <key>UIRequiresFullScreen</key><true/>
        """, adoptsSceneLifeCycle: true,
      sources: [
        "AppDelegate.swift": Self.appDelegate, "Player.swift": Self.player, "SceneDelegate.swift": sceneDelegate,
      ])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(
      Self.found(target) == ["deprecated-rotation-api@Player.swift:9", "deprecated-rotation-api@Player.swift:10"])
    #expect(target.mechanisms.contains { $0.api == MechanismScan.sceneDelegateMask })
  }

  // Objective-C's scene delegate answers with -supportedInterfaceOrientationsForWindowScene:.
  @Test func anObjectiveCSceneDelegateMaskIsRead() {
    let facts = ObjCSourceReader.read(
      """
      @implementation SceneDelegate
      - (UIInterfaceOrientationMask)supportedInterfaceOrientationsForWindowScene:(UIWindowScene *)windowScene {
        return UIInterfaceOrientationMaskAll;
      }
      @end
      """, file: "SceneDelegate.m")
    #expect(facts.mechanisms.map(\.api) == [MechanismScan.sceneDelegateMask])
  }

  // A universal app runs on iPad as an iPad app, not as a resizable iPhone app: the lock's
  // message names Mirroring and the Duo only.
  @Test func aUniversalAppIsNotToldOfTheIPhoneAppOnIPad() throws {
    let (target, folder) = try Self.scan(families: "1,2", adoptsSceneLifeCycle: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let lock = try #require(target.findings.first { $0.rule == "lock-ignored-when-resizable" })
    #expect(!lock.message.contains("on iPad after the first resize"))
    #expect(lock.message.contains("in iPhone Mirroring once the user resizes the window"))
  }

  // TN3187: apps using the SwiftUI app life cycle already use scenes; Xcode's SwiftUI template
  // writes INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES (swift-build generates the
  // manifest from it).
  @Test func aSwiftUIAppAndAGeneratedManifestAdoptTheSceneLifeCycle() throws {
    let swiftUI = """
      import SwiftUI

      @main
      struct PhotosApp: App {
        var body: some Scene { WindowGroup { Text("Photos") } }
      }
      """
    let (target, folder) = try Self.scan(sources: ["PhotosApp.swift": swiftUI])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(!target.findings.contains { $0.rule == "scene-life-cycle-required" })
    #expect(SwiftUIAppLifeCycle.mainAppLine(in: swiftUI) == 3)
    #expect(SwiftUIAppLifeCycle.mainAppLine(in: "@main\nstruct Tool {\n static func main() {}\n}") == nil)
    #expect(SwiftUIAppLifeCycle.mainAppLine(in: "@main final class AppDelegate: UIResponder, App {}") == nil)

    let generated = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: generated) }
    try ScanFixtures.writeApp(
      in: generated,
      settings: [
        "GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_KEY_UIApplicationSceneManifest_Generation": "YES",
        "INFOPLIST_KEY_UILaunchScreen_Generation": "YES",
      ])
    let app = try #require(ProjectScanner().scan(path: generated).targets.first)
    #expect(app.findings.isEmpty, "\(app.findings)")
    let without = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: without) }
    try ScanFixtures.writeApp(
      in: without, settings: ["GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_KEY_UILaunchScreen_Generation": "YES"],
      adoptsSceneLifeCycle: false)
    let bare = try #require(ProjectScanner().scan(path: without).targets.first)
    #expect(bare.findings.map(\.rule) == ["scene-life-cycle-required"])
    #expect(bare.findings.first?.message.contains("INFOPLIST_KEY_UIApplicationSceneManifest_Generation") == true)
  }

  // With --sdk, a finding judged for a later iPadOS than the deployment target's says which:
  // the SDK's, not "the newest" (iPadOS 26 deprecates UIRequiresFullScreen, Apple TN3192).
  @Test func aFindingJudgedForTheSDKNamesIt() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.writeApp(
      in: folder,
      settings: [
        "GENERATE_INFOPLIST_FILE": "YES", "IPHONEOS_DEPLOYMENT_TARGET": "17.0", "TARGETED_DEVICE_FAMILY": "1,2",
        "INFOPLIST_KEY_UIRequiresFullScreen": "YES",
      ])
    var scanner = ProjectScanner()
    scanner.sdk = try SystemVersion("26.2")
    let target = try #require(scanner.scan(path: folder).targets.first)
    let finding = try #require(target.findings.first { $0.rule == "requires-full-screen-deprecated" })
    #expect(
      finding.message.contains("Judged for iPadOS 26.2 (--sdk), which the app runs on from its deployment target"))
  }

  // An app cannot be built with an SDK older than its deployment target: a located error at the
  // build setting, and the target is not judged.
  @Test func anSDKOlderThanTheDeploymentTargetIsALocatedError() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.writeApp(
      in: folder, settings: ["GENERATE_INFOPLIST_FILE": "YES", "IPHONEOS_DEPLOYMENT_TARGET": "27.0"])
    var scanner = ProjectScanner()
    scanner.sdk = try SystemVersion("26.2")
    let report = scanner.scan(path: folder)
    let error = try #require(report.errors.first)
    #expect(error.file.hasSuffix("project.pbxproj"))
    #expect(error.line != nil)
    #expect(
      error.message.contains(
        "its deployment target, iOS 27.0, is newer than --sdk 26.2, and Xcode cannot build an app with an SDK older than its deployment target"
      ))
    #expect(report.exitStatus == 2)
  }
}
