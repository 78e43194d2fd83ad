import Foundation
import SwivelCore
import Testing

@testable import SwivelScan

/// The scan's controller rules judge what each controller answers on each family, following
/// `super`, forwarding and iOS 5's method, and only view controllers are controllers.
@Suite struct ControllerAnswerRulesTests {
  /// An app with the given Swift sources (file name → text) and build settings, scanned.
  private func scan(_ sources: [String: String], settings: [String: String]) throws -> TargetScan {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for (name, text) in sources { try ScanFixtures.write(text, to: "\(folder)/App/\(name)") }
    try ScanFixtures.writeApp(
      in: folder,
      settings: [
        "GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_KEY_UILaunchStoryboardName": "L",
        "IPHONEOS_DEPLOYMENT_TARGET": "17.0",
      ].merging(settings) { $1 }, sources: sources.keys.sorted().map { "App/\($0)" })
    return try #require(ProjectScanner().scan(path: folder).targets.first)
  }

  /// A universal app whose iPad multitasks (all four orientations there, no UIRequiresFullScreen).
  private let multitasking = ["TARGETED_DEVICE_FAMILY": "1,2"]

  private func getter(_ className: String, superclass: String = "UIViewController", _ body: String) -> String {
    "class \(className): \(superclass) {\n  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {\n    \(body)\n  }\n}\n"
  }

  // Apple, supportedInterfaceOrientations: a multitasking iPad app is not asked. A controller
  // that allows every orientation on iPad (an idiom test giving .all there, or super, UIKit's
  // default, "all for the iPad idiom") would allow the same if asked: nothing to report.
  @Test(arguments: [
    "UIDevice.current.userInterfaceIdiom == .pad ? .all : .portrait",
    "UIDevice.current.userInterfaceIdiom == .pad ? super.supportedInterfaceOrientations : .portrait",
    "isPad ? .all : .portrait",
  ])
  func aControllerAllowingAllOnIPadIsNotToldItIsNeverAsked(body: String) throws {
    let target = try scan(["P.swift": getter("P", body)], settings: multitasking)
    #expect(target.controllers.count == 1)
    #expect(!target.findings.contains { $0.rule == "mask-never-asked" })
  }

  @Test func aControllerRestrictingTheIPadIsToldWithItsIPadAnswer() throws {
    let target = try scan(
      ["P.swift": getter("P", "UIDevice.current.userInterfaceIdiom == .pad ? .landscape : .portrait")],
      settings: multitasking)
    let finding = try #require(target.findings.first { $0.rule == "mask-never-asked" })
    #expect(finding.message.hasPrefix("The app multitasks on iPad"))
    #expect(finding.message.contains("P.swift:"))
    #expect(finding.message.contains(": supportedInterfaceOrientations, landscape on iPad)"), "\(finding.message)")
  }

  // The cause of a mask never asked is the app's multitasking, not each controller: one finding
  // for the target, at the iPad's orientations (here the build setting they are written from),
  // listing every controller it concerns with its place (issue 52: on a real app the warning was
  // six findings, two of them on lines another rule already named). Apple,
  // supportedInterfaceOrientations: "If your app supports multitasking, the system doesn't call
  // this method".
  @Test func theControllersNeverAskedAreOneFindingOfTheTarget() throws {
    let target = try scan(
      ["Feed.swift": getter("Feed", ".portrait"), "Player.swift": getter("Player", ".landscape")],
      settings: multitasking.merging([
        "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad":
          "UIInterfaceOrientationPortrait UIInterfaceOrientationPortraitUpsideDown UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight"
      ]) { $1 })
    let never = target.findings.filter { $0.rule == "mask-never-asked" }
    #expect(never.count == 1)
    let finding = try #require(never.first)
    #expect(finding.location.file.hasSuffix("project.pbxproj"), "\(finding.location)")
    #expect(finding.message.contains("2 controllers' answers do not hold on iPad: Feed ("), "\(finding.message)")
    #expect(finding.message.contains("Feed.swift:2: supportedInterfaceOrientations, portrait), Player ("))
    #expect(finding.message.contains("; on iPhone they decide as before. To fix: lay these screens out"))
    #expect(!target.findings.contains { $0.location.file.hasSuffix(".swift") && $0.rule == "mask-never-asked" })
  }

  // A mask the project names itself, in an extension of UIInterfaceOrientationMask in another
  // file (mastodon/mastodon-ios's `.portraitOnPhone`: portrait on iPhone, all on iPad), is read
  // where it is defined, per family: all on iPad restricts nothing there, so nothing is said of
  // it. A stored one that restricts the iPad is told with its answer; one the sources do not
  // define stays `depends`, and is not judged (issue 52: what it restricts is not known).
  @Test func aMaskTheProjectNamesItselfIsReadWhereItIsDefined() throws {
    let masks = """
      import UIKit

      public extension UIInterfaceOrientationMask {
        static var portraitOnPhone: Self {
          return UIDevice.current.userInterfaceIdiom == .phone ? .portrait : .all
        }
        static let wide: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
        var isWide: Bool { self == .landscape }
      }
      """
    let target = try scan(
      [
        "Masks.swift": masks, "Account.swift": getter("Account", ".portraitOnPhone"),
        "Player.swift": getter("Player", "return UIInterfaceOrientationMask.wide"),
        "Alert.swift": getter("Alert", ".portraitSomewhere"),
      ], settings: multitasking)
    let supported = Dictionary(uniqueKeysWithValues: target.controllers.map { ($0.className, $0.supported ?? "") })
    #expect(supported == ["Account": "phone: portrait; pad: all", "Player": "landscape", "Alert": "depends"])
    let never = target.findings.filter { $0.rule == "mask-never-asked" }
    #expect(never.count == 1)
    #expect(never.first?.message.contains("1 controller's answer does not hold on iPad: Player (") == true)
    #expect(never.first?.message.contains(": supportedInterfaceOrientations, landscape)") == true)
    #expect(never.first?.message.contains("Alert") == false)
  }

  // A container that answers with its top child's leaves the question to the child: the warning
  // is the child's, and said once. So does a controller answering with a controller it holds
  // (rileytestut/Delta's launch controller and its game controller).
  @Test func aForwardingContainerIsNotToldItsMaskIsNeverAsked() throws {
    let target = try scan(
      [
        "Navigation.swift": getter(
          "Navigation", superclass: "UINavigationController",
          "topViewController?.supportedInterfaceOrientations ?? .all"),
        "Launch.swift": getter(
          "Launch", "self.player?.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations"),
        "Player.swift": getter("Player", ".landscape"),
      ], settings: multitasking)
    let never = target.findings.filter { $0.rule == "mask-never-asked" }
    #expect(never.count == 1)
    #expect(never.first?.message.contains(": Player (") == true)
    #expect(never.first?.message.contains("Navigation") == false)
    #expect(never.first?.message.contains("Launch") == false)
  }

  // `super` in a subclass of the app's own base class gives the base class's answer.
  @Test func superGivesTheSuperclassAnswer() throws {
    let target = try scan(
      [
        "Base.swift": getter("Base", ".portrait"),
        "Feed.swift": getter("Feed", superclass: "Base", "super.supportedInterfaceOrientations"),
      ],
      settings: [
        "TARGETED_DEVICE_FAMILY": "1",
        "INFOPLIST_KEY_UISupportedInterfaceOrientations": "UIInterfaceOrientationLandscapeLeft",
      ])
    // Both answer portrait, which an app allowing only landscape left has nothing in common with.
    let clashes = target.findings.filter { $0.rule == "no-common-orientation" }
    #expect(clashes.map { ($0.location.file as NSString).lastPathComponent }.sorted() == ["Base.swift", "Feed.swift"])
  }

  // Per family: portrait on iPhone, all on iPad; an iPhone app allowing only landscape has nothing
  // in common with it there (UIKit raises UIApplicationInvalidInterfaceOrientation), the iPad does.
  @Test func anAnswerPerFamilyIsJudgedOnEachFamily() throws {
    let target = try scan(
      ["P.swift": getter("P", "UIDevice.current.userInterfaceIdiom == .pad ? .all : .portrait")],
      settings: [
        "TARGETED_DEVICE_FAMILY": "1,2", "INFOPLIST_KEY_UIRequiresFullScreen": "YES",
        "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone":
          "UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight",
      ])
    let clash = try #require(target.findings.first { $0.rule == "no-common-orientation" })
    #expect(clash.message.hasPrefix("P supports portrait and the app landscape on iPhone"))
    #expect(target.findings.filter { $0.rule == "no-common-orientation" }.count == 1)
  }

  // Only view controllers are controllers: a helper that answers supportedInterfaceOrientations
  // for a protocol of its own is not one (Apple: supportedInterfaceOrientations is a property of
  // UIViewController). A class whose superclass the scan cannot see is kept, as a guess.
  @Test func onlyViewControllersAreControllers() throws {
    let target = try scan(
      [
        "Helper.swift":
          "class Helper: NSObject, Rotating {\n  var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }\n}\nclass Policy: NSObject {\n  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }\n}\n",
        "Chat.swift": getter("Chat", superclass: "SLKTextViewController", ".portrait"),
        "Sub.swift": getter("Sub", superclass: "Base", ".portrait")
          + getter("Base", superclass: "UITableViewController", ".all"),
        // A superclass of another module with the class's own name is not the class itself.
        "Game.swift": getter("Game", superclass: "Engine.Game", ".landscape"),
        "Defaults.swift":
          "protocol Rotating {}\nextension Rotating where Self: UIViewController {\n  var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }\n}\n",
      ], settings: ["TARGETED_DEVICE_FAMILY": "1"])
    #expect(target.controllers.map(\.className).sorted() == ["Base", "Chat", "Game", "Sub"])
    #expect(target.controllers.first { $0.className == "Chat" }?.unknownAncestor == "SLKTextViewController")
    #expect(target.controllers.first { $0.className == "Game" }?.unknownAncestor == "Engine.Game")
    #expect(target.controllers.first { $0.className == "Sub" }?.unknownAncestor == nil)
  }
}

/// iOS 5's `shouldAutorotateToInterfaceOrientation:` becomes the controller's mask from iOS 6
/// where it gives none (iOS 6.0 release notes: the method "is used to synthesize the information
/// that would be returned by the supportedInterfaceOrientations method").
@Suite struct LegacyAnswerRulesTests {
  @Test func theLegacyMethodsMaskIsJudgedLikeAMask() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.write(
      """
      @interface Game : UIViewController
      @end
      @implementation Game
      - (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)interfaceOrientation {
          return interfaceOrientation == UIInterfaceOrientationPortrait;
      }
      @end
      @interface Helper : NSObject
      @end
      @implementation Helper
      - (UIInterfaceOrientationMask)supportedInterfaceOrientations { return UIInterfaceOrientationMaskPortrait; }
      @end
      """, to: "\(folder)/App/Game.m")
    try ScanFixtures.writeApp(
      in: folder,
      settings: [
        "GENERATE_INFOPLIST_FILE": "YES", "TARGETED_DEVICE_FAMILY": "1", "IPHONEOS_DEPLOYMENT_TARGET": "5.0",
        "INFOPLIST_KEY_UISupportedInterfaceOrientations":
          "UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight",
      ], sources: ["App/Game.m"])
    let target = try #require(ProjectScanner().scan(path: folder).targets.first)
    #expect(target.controllers.map(\.className) == ["Game"])
    #expect(target.controllers.first?.legacyAutorotate == "portrait")
    let clash = try #require(target.findings.first { $0.rule == "no-common-orientation" })
    #expect(clash.location.line == 4)
    #expect(clash.message.hasPrefix("Game supports portrait and the app landscape on iPhone"))
  }
}

/// Shapes of real code the readers met (jellyfin/Swiftfin's PreferencesView package).
@Suite struct RealShapesTests {
  // A class built for iOS and tvOS keeps its iOS overrides in `#if os(iOS)`; a generic superclass
  // (`UIHostingController<AnyView>`) is the class it names.
  @Test func overridesInsideIfConfigOfAGenericSubclassAreRead() throws {
    let facts = SwiftSourceReader.read(
      """
      public class Host: UIHostingController<AnyView> {
        #if os(iOS)
          override public var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
        #else
          var other = 1
        #endif
      }
      """, file: "Host.swift"
    ).keepingViewControllers()
    let host = try #require(facts.controllers.first)
    #expect(host.className == "Host")
    #expect(host.supported == "portrait")
    #expect(host.unknownAncestor == nil)
  }
}

/// Rules that leave a question to whom the code passes it, and storyboards shown on one family.
@Suite struct PassedOnAnswersTests {
  // A shouldAutorotate that returns its top child's lets the child decide: the child's own
  // override is what iOS 16 ignores, and is reported there (PdParty's NavigationController).
  @Test func aForwardingShouldAutorotateIsNotReported() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.write(
      """
      class Navigation: UINavigationController {
        override var shouldAutorotate: Bool { topViewController?.shouldAutorotate ?? true }
      }
      class Player: UIViewController {
        override var shouldAutorotate: Bool { false }
      }
      """, to: "\(folder)/App/P.swift")
    try ScanFixtures.writeApp(
      in: folder,
      settings: [
        "GENERATE_INFOPLIST_FILE": "YES", "TARGETED_DEVICE_FAMILY": "1", "IPHONEOS_DEPLOYMENT_TARGET": "15.0",
      ],
      sources: ["App/P.swift"])
    let target = try #require(ProjectScanner().scan(path: folder).targets.first)
    #expect(target.findings.filter { $0.rule == "should-autorotate-ignored" }.map(\.location.line) == [5])
  }

  // Apple, Information Property List: a key with the `~ipad` suffix applies to iPad only. A
  // storyboard the app starts with on iPad alone is judged on iPad alone.
  @Test func aStoryboardForIPadIsJudgedOnIPad() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.write(
      "class Feed: UIViewController { override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait } }",
      to: "\(folder)/App/Feed.swift")
    try ScanFixtures.write(
      ScanFixtures.navigationStoryboard(childClass: "Feed"), to: "\(folder)/App/Main_iPad.storyboard")
    try ScanFixtures.write(ScanFixtures.singleSceneStoryboard(customClass: "Feed"), to: "\(folder)/App/Main.storyboard")
    try ScanFixtures.writeApp(
      in: folder,
      settings: [
        "INFOPLIST_FILE": "App/Info.plist", "TARGETED_DEVICE_FAMILY": "1,2", "IPHONEOS_DEPLOYMENT_TARGET": "15.0",
      ],
      infoPlistKeys: """
        <key>UIMainStoryboardFile</key><string>Main</string>
        <key>UIMainStoryboardFile~ipad</key><string>Main_iPad</string>
        <key>UILaunchStoryboardName</key><string>Launch</string>
        <key>UIRequiresFullScreen</key><true/>
        """,
      sources: ["App/Feed.swift", "App/Main_iPad.storyboard", "App/Main.storyboard"])
    let target = try #require(ProjectScanner().scan(path: folder).targets.first)
    let ignored = target.findings.filter { $0.rule == "container-ignores-children" }
    #expect(ignored.count == 1)
    #expect(ignored.first?.message.contains("which answers all on iPad") == true)
    #expect(SourceRules.storyboardFamilies(["UIMainStoryboardFile": "Main"]) == [:])
    #expect(
      SourceRules.storyboardFamilies(["UIMainStoryboardFile": "Main", "UIMainStoryboardFile~ipad": "Pad"]) == [
        "Main": [.phone], "Pad": [.pad],
      ])
  }
}
