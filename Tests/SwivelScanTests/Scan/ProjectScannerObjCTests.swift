import Foundation
import Testing

@testable import SwivelScan

/// The Legacy fixture: an Objective-C iPhone app (deployment target iOS 15.0) supporting all but
/// upside down, whose app delegate answers allButUpsideDown, with a storyboard like the Player
/// fixture's. Every source rule is found on its Objective-C code, as on Swift. The tests that need
/// libclang are skipped where it is not installed.
@Suite struct ProjectScannerObjCTests {
  private static let report = ScanFixtures.scan("Legacy/Legacy.xcodeproj")

  private func file(_ name: String) -> String { ScanFixtures.path("Legacy/Legacy/\(name)") }

  private func short(_ location: ScanLocation) -> String {
    "\((location.file as NSString).lastPathComponent):\(location.line)"
  }

  @Test func theTargetsObjectiveCFilesGiveItsControllersAndMechanisms() throws {
    let target = try #require(Self.report.targets.first)
    #expect(
      target.controllers.map { "\($0.className):\($0.superclass ?? "-"):\($0.supported ?? "-")@\(short($0.location))" }
        == [
          "FeedViewController:UITableViewController:portrait@FeedViewController.m:7",
          "PlayerViewController:BaseViewController:landscape@PlayerViewController.m:3",
          "SettingsViewController:UIViewController:portrait@SettingsViewController.mm:7",
          "KioskViewController:UIViewController:portraitUpsideDown@KioskViewController.m:3",
        ])
    #expect(
      target.mechanisms.map { "\($0.api)@\(short($0.location))" } == [
        "beginGeneratingDeviceOrientationNotifications()@AppDelegate.m:6",
        "application(_:supportedInterfaceOrientationsFor:)@AppDelegate.m:10",
        "setValue(_:forKey: \"orientation\")@PlayerViewController.m:17",
        "attemptRotationToDeviceOrientation()@PlayerViewController.m:18",
        "requestGeometryUpdate(_:errorHandler:)@PlayerViewController.m:22",
        "setNeedsUpdateOfSupportedInterfaceOrientations()@PlayerViewController.m:23",
        "statusBarOrientation@PlayerViewController.m:25",
      ])
    #expect(target.notes.isEmpty)
  }

  // Each rule's sources are cited where the rule is declared (LintRule, ScanRule); here they run on
  // Objective-C unchanged: the storyboard's navigation controller never asks FeedViewController
  // (iOS 6 release notes), its default presentation of SettingsViewController is a sheet from iOS
  // 13, shouldAutorotate is not asked from iOS 16, PlayerViewController prefers portrait but
  // supports landscape, KioskViewController shares nothing with the delegate's allButUpsideDown
  // (UIApplicationInvalidInterfaceOrientation), the setter and attemptRotation calls, and a read
  // of statusBarOrientation (UIApplication.h: deprecated in iOS 13).
  @Test func eachSourceRuleFindsItsMistakeInObjectiveC() throws {
    let target = try #require(Self.report.targets.first)
    #expect(
      target.findings.map { "\($0.rule)@\(short($0.location))" } == [
        // iOS 27 SDK (the default): the app delegate's mask with no scene delegate's beside it.
        "app-delegate-mask-deprecated@AppDelegate.m:10",
        "sheet-does-not-decide@Main.storyboard:28",
        "container-ignores-children@FeedViewController.m:9",
        "should-autorotate-ignored@FeedViewController.m:13",
        "no-common-orientation@KioskViewController.m:5",
        "lock-ignored-when-resizable@PlayerViewController.m:7",
        "preferred-orientation-unsupported@PlayerViewController.m:11",
        "device-orientation-setter@PlayerViewController.m:17",
        "attempt-rotation-deprecated@PlayerViewController.m:18",
        "deprecated-rotation-api@PlayerViewController.m:25",
      ])
    let setter = try #require(target.findings.first { $0.rule == "device-orientation-setter" })
    #expect(setter.message.contains("it works only on iOS 15 and earlier"))
    let kiosk = try #require(target.findings.first { $0.rule == "no-common-orientation" })
    #expect(kiosk.message.hasPrefix("KioskViewController supports portraitUpsideDown and the app allButUpsideDown"))
    #expect(Self.report.exitStatus == 1)
  }

  @Test func theOutputsCarryTheObjectiveCLocations() throws {
    #expect(Self.report.json.contains("PlayerViewController.m"))
    #expect(Self.report.sarif.contains("KioskViewController.m"))
    #expect(Self.report.text.contains("FeedViewController.m:13: warning:"))
  }

  // Broken.m: an @implementation never closed, a second one inside a method body, binary junk and
  // NUL bytes. It gives no controller and stops nothing.
  @Test func aMalformedFileGivesNothingAndTheScanGoesOn() throws {
    let target = try #require(Self.report.targets.first)
    #expect(!target.controllers.contains { $0.className == "Broken" })
    #expect(!target.findings.contains { $0.location.file.hasSuffix("Broken.m") })
  }

  /// `Base.m`, whose class answers landscape, and `Feed.m`, whose class overrides nothing, with
  /// the header named `header` saying `@interface Feed : Base`, in `folder/App`.
  private func writeFeedInheritingFromBase(in folder: String, header: String) throws {
    try ScanFixtures.write(
      "@implementation Base\n- (UIInterfaceOrientationMask)supportedInterfaceOrientations { return UIInterfaceOrientationMaskLandscape; }\n@end\n",
      to: "\(folder)/App/Base.m")
    try ScanFixtures.write("@interface Feed : Base\n@end\n", to: "\(folder)/App/\(header)")
    try ScanFixtures.write("#import \"Feed.h\"\n@implementation Feed\n@end\n", to: "\(folder)/App/Feed.m")
  }

  // An Objective-C class's superclass is in its header's @interface (The Objective-C Programming
  // Language, "Defining a Class"): a class that overrides nothing inherits its base class's answer.
  @Test func aControllerInheritsItsBaseClassesAnswerThroughItsHeader() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try writeFeedInheritingFromBase(in: folder, header: "Feed.h")
    try ScanFixtures.write(ScanFixtures.singleSceneStoryboard(customClass: "Feed"), to: "\(folder)/App/Main.storyboard")
    try ScanFixtures.writeApp(
      in: folder,
      settings: [
        "GENERATE_INFOPLIST_FILE": "YES", "IPHONEOS_DEPLOYMENT_TARGET": "17.0",
        "INFOPLIST_KEY_UIMainStoryboardFile": "Main",
      ],
      sources: ["App/Base.m", "App/Feed.h", "App/Feed.m", "App/Main.storyboard"])
    let target = try #require(ProjectScanner().scan(path: folder).targets.first)
    #expect(target.superclasses["Feed"] == "Base")
    #expect(target.scenarioDraft.contains("    class: Feed\n    supported: landscape\n    # Inherited from Base ("))
  }

  // A header the project does not list is found beside its source as macOS finds it, ignoring
  // case (Apple, "File System Formats": APFS is case-insensitive by default): `feed.h` is the
  // header `#import "Feed.h"` opens there, so its @interface gives Feed's superclass.
  @Test func aHeaderBesideItsSourceIsFoundIgnoringCase() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try writeFeedInheritingFromBase(in: folder, header: "feed.h")
    try ScanFixtures.writeApp(
      in: folder, settings: ["GENERATE_INFOPLIST_FILE": "YES", "IPHONEOS_DEPLOYMENT_TARGET": "17.0"],
      sources: ["App/Base.m", "App/Feed.m"])
    let target = try #require(ProjectScanner().scan(path: folder).targets.first)
    #expect(target.superclasses["Feed"] == "Base")
  }

  @Test func swiftAndObjectiveCFilesOfOneTargetAreReadInTheirOrder() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.write(
      "class S: UIViewController {\n  override var shouldAutorotate: Bool { false }\n}", to: "\(folder)/App/S.swift")
    try ScanFixtures.write(
      "@implementation M\n- (BOOL)shouldAutorotate { return NO; }\n@end\n", to: "\(folder)/App/M.m")
    try ScanFixtures.writeApp(
      in: folder, settings: ["GENERATE_INFOPLIST_FILE": "YES", "IPHONEOS_DEPLOYMENT_TARGET": "17.0"],
      sources: ["App/M.m", "App/S.swift"])
    let target = try #require(ProjectScanner().scan(path: folder).targets.first)
    #expect(target.controllers.map(\.className) == ["M", "S"])
    #expect(target.findings.map(\.rule) == ["should-autorotate-ignored", "should-autorotate-ignored"])
  }
}

/// Objective-C is tokenised by Swivel's own lexer (``ObjCLexer``): a machine without libclang
/// reads it as well, and nothing says libclang is missing.
@Suite struct ProjectScannerWithoutLibclangTests {
  @Test func objectiveCFilesAreReadWithoutLibclang() throws {
    let report = ProjectScanner().scan(path: ScanFixtures.path("Legacy/Legacy.xcodeproj"))
    let target = try #require(report.targets.first)
    #expect(target.controllers.map(\.className).contains("PlayerViewController"))
    #expect(!target.notes.contains { $0.message.contains("libclang") })
  }
}
