import Foundation
import SwivelCore
import SwivelScenario
import Testing

@testable import SwivelScan

/// Drafts that play the app (`swivel scan --emit-scenarios`): the root the code sets, the
/// controllers it presents and pushes, and expectations of what the code declares.
@Suite struct DraftFlowTests {
  private func load(_ text: String, file: String = "draft.yaml") throws -> Scenario {
    try ScenarioLoader().load(yaml: text, file: file)
  }

  private func scan(_ folder: String) throws -> TargetScan {
    var scanner = ProjectScanner()
    scanner.readsFlows = true
    return try #require(scanner.scan(path: folder).targets.first)
  }

  /// A universal app with no storyboard: the scene delegate sets a navigation controller that
  /// asks its top child as the window's root, the home screen (portrait) presents a player
  /// (landscape) full screen and pushes a detail screen (portrait). The iPad may multitask
  /// unless `requiresFullScreen`.
  private func writeCodeRootApp(in folder: String, requiresFullScreen: Bool = false) throws {
    try ScanFixtures.write(
      """
      import UIKit
      final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
          guard let windowScene = scene as? UIWindowScene else { return }
          let window = UIWindow(windowScene: windowScene)
          let home = HomeViewController()
          window.rootViewController = RootNavigationController(rootViewController: home)
          window.makeKeyAndVisible()
          self.window = window
        }
      }
      final class RootNavigationController: UINavigationController {
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
          topViewController?.supportedInterfaceOrientations ?? .portrait
        }
      }
      final class HomeViewController: UIViewController {
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
        func play() {
          let player = PlayerViewController()
          player.modalPresentationStyle = .fullScreen
          present(player, animated: true)
        }
        func open() {
          navigationController?.pushViewController(DetailViewController(), animated: true)
          present(UIAlertController(title: nil, message: nil, preferredStyle: .alert), animated: true)
        }
      }
      final class PlayerViewController: UIViewController {
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
      }
      final class DetailViewController: UIViewController {
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { [.portrait] }
      }
      """, to: folder + "/App/Sources.swift")
    try ScanFixtures.writeApp(
      in: folder,
      settings: [
        "IPHONEOS_DEPLOYMENT_TARGET": "15.0", "TARGETED_DEVICE_FAMILY": "1,2", "INFOPLIST_FILE": "App/Info.plist",
      ],
      infoPlistKeys: """
        <key>UISupportedInterfaceOrientations</key><array>
          <string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationLandscapeLeft</string>
          <string>UIInterfaceOrientationLandscapeRight</string></array>
        <key>UISupportedInterfaceOrientations~ipad</key><array>
          <string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationPortraitUpsideDown</string>
          <string>UIInterfaceOrientationLandscapeLeft</string><string>UIInterfaceOrientationLandscapeRight</string></array>
        <key>UILaunchStoryboardName</key><string>LaunchScreen</string>
        """ + (requiresFullScreen ? "<key>UIRequiresFullScreen</key><true/>" : ""),
      sources: ["App/Sources.swift"])
  }

  // The issue's case: root set in code, a landscape-only player presented full screen, a
  // universal app. On the iPhone the code's intent holds (the root forwards to its top child, and
  // a full-screen presentation decides: seed 001, Apple's `supportedInterfaceOrientations`); on
  // the iPad an app that may multitask is never asked for its controllers' masks (Apple,
  // `supportedInterfaceOrientations`: "the system ignores this method when the app supports
  // multitasking"), so the player's expectation fails there.
  @Test func aUniversalAppWhoseRootIsSetInCodePlaysBothFamilies() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try writeCodeRootApp(in: folder)
    var scanner = ProjectScanner()
    scanner.readsFlows = true
    let report = scanner.scan(path: folder)
    #expect(report.scenarioDrafts.map(\.fileName) == ["App-iPhone.yaml", "App-iPad.yaml"])
    let target = try #require(report.targets.first)

    let phoneText = target.scenarioDraft(on: .phone)
    let phone = try load(phoneText)
    #expect(phone.device.value.model.idiom == .phone)
    #expect(phone.window?.root?.value == "rootNavigation")
    let byID = Dictionary(uniqueKeysWithValues: phone.controllers.map { ($0.id, $0) })
    #expect(byID["rootNavigation"]?.children.map(\.value) == ["home"])
    #expect(byID["rootNavigation"]?.answers.forwards?.value == .top)
    #expect(phoneText.contains("window: {root: rootNavigation}  # set in code, "))
    #expect(phoneText.contains("  - present: {controller: player, style: fullScreen}\n"))
    #expect(phoneText.contains("  - push: {on: rootNavigation, controller: detail}\n"))
    #expect(phoneText.contains("  - expect: {interface: landscape}\n"))
    #expect(phoneText.contains("presentations of classes the target does not declare (UIAlertController)"))
    let phoneRun = try ScenarioPlayer().play(phone)
    #expect(phoneRun.uncaughtError == nil)
    #expect(phoneRun.failedCount == 0)
    #expect(phoneRun.expectations.count > 10)

    let pad = try load(target.scenarioDraft(on: .pad))
    #expect(pad.device.value.model.idiom == .pad)
    #expect(pad.device.value.model.ran(try SystemVersion("15.0")))
    let padRun = try ScenarioPlayer().play(pad)
    #expect(padRun.uncaughtError == nil)
    let failures = padRun.expectations.flatMap(\.failures)
    #expect(!failures.isEmpty)
    #expect(failures.contains { $0.expected == "interface in landscape" })
  }

  // With `UIRequiresFullScreen` the iPad app does not multitask and its controllers decide: the
  // same draft holds on the iPad (Apple, `UIRequiresFullScreen`).
  @Test func anIPadAppThatRequiresFullScreenHoldsItsControllersMasks() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try writeCodeRootApp(in: folder, requiresFullScreen: true)
    let run = try ScenarioPlayer().play(try load(try scan(folder).scenarioDraft(on: .pad)))
    #expect(run.uncaughtError == nil)
    #expect(run.failedCount == 0)
    #expect(run.expectations.count > 10)
  }

  // A plain scan reads no flows (they cost parsing every file that shows a controller); the
  // draft then has no root and says so.
  @Test func flowsAreReadOnlyForDrafts() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try writeCodeRootApp(in: folder)
    let target = try #require(ProjectScanner().scan(path: folder).targets.first)
    #expect(target.flows.isEmpty)
    #expect(target.scenarioDraft.contains("window: {}"))
  }

  // A controller whose mask has nothing in common with the app's: UIKit raises
  // `UIApplicationInvalidInterfaceOrientation` when it decides (seed: "Supported orientations has
  // no common orientation with the application"), and the draft expects it.
  @Test func anEmptyIntersectionExpectsUIKitsException() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.write(
      """
      import UIKit
      final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
          window = UIWindow(frame: UIScreen.main.bounds)
          window?.rootViewController = FeedViewController()
          return true
        }
      }
      final class FeedViewController: UIViewController {
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
      }
      """, to: folder + "/App/Sources.swift")
    try ScanFixtures.writeApp(
      in: folder,
      settings: ["IPHONEOS_DEPLOYMENT_TARGET": "12.0", "INFOPLIST_FILE": "App/Info.plist"],
      infoPlistKeys:
        "<key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string></array>",
      sources: ["App/Sources.swift"])
    let text = try scan(folder).scenarioDraft
    #expect(text.contains("  - expect: {error: {name: UIApplicationInvalidInterfaceOrientation}}\n"))
    let run = try ScenarioPlayer().play(try load(text))
    #expect(run.failedCount == 0)
    #expect(run.uncaughtError?.wasExpected == true)
  }
}

extension DraftFlowTests {
  /// A project of one Swift file `code` (iOS 16, iPhone, all orientations but upside down).
  private func draft(_ code: String) throws -> String {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.write(code, to: folder + "/App/Sources.swift")
    try ScanFixtures.writeApp(
      in: folder, settings: ["IPHONEOS_DEPLOYMENT_TARGET": "16.0", "INFOPLIST_FILE": "App/Info.plist"],
      infoPlistKeys: "<key>UILaunchStoryboardName</key><string>Launch</string>", sources: ["App/Sources.swift"])
    return try scan(folder).scenarioDraft
  }

  // Settings is presented as a navigation controller; its root pushes a detail screen. The push
  // is played inside the presentation; a second presentation of the same class is not played
  // twice; a push from a controller in no navigation stack is said to be left out; a root set
  // outside any delegate is said to be a guess.
  @Test func pushesInsideAPresentationAndOneFlowPerClass() throws {
    let text = try draft(
      """
      final class Launcher {
        func start(window: UIWindow) { window.rootViewController = HomeViewController() }
      }
      final class HomeViewController: UIViewController {
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
        func a() { present(UINavigationController(rootViewController: SettingsViewController()), animated: true) }
        func b() { present(PlayerViewController(), animated: true) }
        func c() { present(PlayerViewController(), animated: false) }
        func d() { navigationController?.pushViewController(AboutViewController(), animated: true) }
      }
      final class SettingsViewController: UIViewController {
        func open() { navigationController?.pushViewController(DetailViewController(), animated: true) }
      }
      final class DetailViewController: UIViewController {
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
      }
      final class PlayerViewController: UIViewController {
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
      }
      final class AboutViewController: UIViewController {}
      """)
    #expect(text.contains("# - the root is what Launcher sets as a window's root ("))
    #expect(text.contains("  - present: navigation\n  - wait: 1\n  - push: {on: navigation, controller: detail}\n"))
    #expect(text.contains("  - pop: navigation\n  - wait: 1\n  - dismiss: navigation\n"))
    #expect(text.components(separatedBy: "  - present: player\n").count == 2)
    #expect(
      text.contains(
        "# - pushes from HomeViewController, which no navigation controller the scan read holds, are not played."))
    let run = try ScenarioPlayer().play(try load(text))
    #expect(run.uncaughtError == nil)
  }
}

/// What a draft expects of a controller UIKit does not ask.
@Suite struct DraftAskedControllerTests {
  // From iOS 6 UIKit's containers answer for themselves (seed 003): a navigation controller's
  // child whose mask has nothing in common with the app's is never asked, so UIKit raises
  // nothing (artsy/energy's iPhone draft expected the exception and `check` failed on it). Under a
  // navigation controller that forwards to its top child it is asked, and UIKit raises.
  @Test func aChildUIKitNeverAsksIsNotExpectedToRaise() throws {
    func draft(navigation: String) throws -> String {
      let folder = try ScanFixtures.temporaryFolder()
      defer { try? FileManager.default.removeItem(atPath: folder) }
      try ScanFixtures.write(
        """
        final class AppDelegate {
          func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            window?.rootViewController = \(navigation)(rootViewController: Home())
            return true
          }
        }
        final class ForwardingNavigationController: UINavigationController {
          override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
            topViewController?.supportedInterfaceOrientations ?? .all
          }
        }
        final class Home: UIViewController {
          override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portraitUpsideDown }
          func open() { navigationController?.pushViewController(Detail(), animated: true) }
        }
        final class Detail: UIViewController {
          override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portraitUpsideDown }
        }
        """, to: folder + "/App/Sources.swift")
      try ScanFixtures.writeApp(
        in: folder, settings: ["IPHONEOS_DEPLOYMENT_TARGET": "16.0", "INFOPLIST_FILE": "App/Info.plist"],
        infoPlistKeys: "<key>UILaunchStoryboardName</key><string>Launch</string>", sources: ["App/Sources.swift"])
      var scanner = ProjectScanner()
      scanner.readsFlows = true
      let target = try #require(scanner.scan(path: folder).targets.first)
      return target.scenarioDraft
    }
    let plain = try draft(navigation: "UINavigationController")
    #expect(plain.contains("window: {root: navigation}"))
    #expect(plain.contains("  - push: {on: navigation, controller: detail}\n"))
    #expect(!plain.contains("UIApplicationInvalidInterfaceOrientation"))
    let forwarding = try draft(navigation: "ForwardingNavigationController")
    #expect(forwarding.contains("  - expect: {error: {name: UIApplicationInvalidInterfaceOrientation}}"))
  }
}

/// How Swift code puts controllers on screen (``SwiftFlowReader``).
@Suite struct SwiftFlowReaderTests {
  private func flows(_ code: String) -> [FlowScan] {
    SwiftSourceReader.read(code, file: "F.swift", flows: true).flows
  }

  @Test func aRootMadeInlineOrThroughAVariable() {
    let read = flows(
      """
      class AppDelegate {
        func go() {
          let tabs = UITabBarController()
          tabs.viewControllers = [UINavigationController(rootViewController: FeedViewController()), SettingsViewController()]
          window?.rootViewController = tabs
        }
      }
      """)
    #expect(read.count == 1)
    #expect(read.first?.kind == .root)
    #expect(read.first?.from == "AppDelegate")
    #expect(
      read.first?.shown
        == .container(
          kind: "tabBar", className: "UITabBarController",
          children: [
            .container(
              kind: "navigation", className: "UINavigationController", children: [.instance("FeedViewController")]),
            .instance("SettingsViewController"),
          ]))
    #expect(read.first?.location.line == 5)
  }

  @Test func presentationsPushesAndShowsWithTheirStyles() {
    let read = flows(
      """
      final class Feed: UIViewController {
        lazy var settings = SettingsViewController()
        func a() {
          let player = PlayerViewController.init()
          player.modalPresentationStyle = .overFullScreen
          self.present(player, animated: true, completion: nil)
        }
        func b() { navigationController?.pushViewController(try! Detail(nibName: nil, bundle: nil), animated: false) }
        func c() { show(self.settings, sender: nil) }
        func d(_ given: UIViewController) { present(given, animated: true) }
      }
      """)
    #expect(read.map(\.kind) == [.present, .push, .show])
    #expect(
      read.map(\.shown) == [
        .instance("PlayerViewController"), .instance("Detail"), .instance("SettingsViewController"),
      ])
    #expect(read.map(\.style) == ["overFullScreen", nil, nil])
    #expect(read.allSatisfy { $0.from == "Feed" })
  }

  @Test func storyboardsByCastIdentifierAndInitialController() {
    let read = flows(
      """
      final class Feed: UIViewController {
        func a() {
          let board = UIStoryboard(name: "Player", bundle: nil)
          let player = board.instantiateViewController(withIdentifier: "player") as! PlayerViewController
          present(player, animated: true)
          present(board.instantiateViewController(withIdentifier: "about"), animated: true)
          if let first = UIStoryboard(name: "Intro", bundle: .main).instantiateInitialViewController() {
            present(first, animated: true)
          }
        }
      }
      """)
    #expect(
      read.map(\.shown) == [
        .instance("PlayerViewController"), .storyboard(storyboard: "Player", identifier: "about"),
        .storyboard(storyboard: "Intro", identifier: nil),
      ])
  }

  @Test func aClassThatSetsItsOwnStyleInItsInitialiser() {
    let facts = SwiftSourceReader.read(
      """
      final class Player: UIViewController {
        init() {
          super.init(nibName: nil, bundle: nil)
          modalPresentationStyle = .fullScreen
        }
        override func viewDidLoad() { self.modalPresentationStyle = .pageSheet }
      }
      """, file: "P.swift", flows: true)
    #expect(facts.ownStyles == ["Player": "fullScreen"])
  }

  // In an app or scene delegate any `rootViewController` assignment is a window's, as in
  // `UIWindow(windowScene:).then { $0.rootViewController = … }`; `.then { … }` is what it configures.
  @Test func aDelegatesRootThroughAConfigurationClosure() {
    let read = flows(
      """
      final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        func scene() {
          let navigation = UINavigationController(rootViewController: BrowserViewController()).then { $0.isNavigationBarHidden = true }
          window = UIWindow(windowScene: scene).then { $0.rootViewController = navigation }
        }
      }
      final class Other { func f() { $0.rootViewController = Nope() } }
      """)
    #expect(
      read.map(\.shown) == [
        .container(
          kind: "navigation", className: "UINavigationController", children: [.instance("BrowserViewController")])
      ])
  }

  @Test func aFileThatShowsNothingIsNotParsedForFlows() {
    #expect(!SwiftFlowReader.mentionsFlow("let x = 1 // presents nothing"))
    #expect(SwiftFlowReader.mentionsFlow("present(x, animated: true)"))
    #expect(flows("func f() { let present = 1 }").isEmpty)
  }
}

/// How Objective-C code puts controllers on screen (``ObjCFlowReader``), from libclang's tokens.
@Suite
struct ObjCFlowReaderTests {
  private func flows(_ code: String) -> (flows: [FlowScan], ownStyles: [String: String]) {
    let tokens = ObjCLexer.tokens(of: code, language: .objectiveC)
    return ObjCFlowReader.flows(of: tokens, file: "F.m")
  }

  @Test func aRootPresentationsAndPushes() {
    let read = flows(
      """
      @implementation AppDelegate
      - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
          self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
          self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:[[HomeViewController alloc] init]];
          return YES;
      }
      @end
      @implementation HomeViewController
      - (void)play {
          PlayerViewController *player = [[PlayerViewController alloc] initWithNibName:nil bundle:nil];
          player.modalPresentationStyle = UIModalPresentationFullScreen;
          [self presentViewController:player animated:YES completion:nil];
      }
      - (void)open {
          [self.navigationController pushViewController:[DetailViewController new] animated:YES];
          UIStoryboard *board = [UIStoryboard storyboardWithName:@"Main" bundle:nil];
          AboutViewController *about = [board instantiateViewControllerWithIdentifier:@"about"];
          [self presentModalViewController:about animated:YES];
          [self presentViewController:[board instantiateViewControllerWithIdentifier:@"help"] animated:YES completion:nil];
      }
      @end
      """)
    #expect(read.flows.map(\.kind) == [.root, .present, .push, .present, .present])
    #expect(
      read.flows.map(\.shown) == [
        .container(
          kind: "navigation", className: "UINavigationController", children: [.instance("HomeViewController")]),
        .instance("PlayerViewController"), .instance("DetailViewController"), .instance("AboutViewController"),
        .storyboard(storyboard: "Main", identifier: "help"),
      ])
    #expect(read.flows.map(\.style) == [nil, "fullScreen", nil, nil, nil])
    #expect(
      read.flows.map(\.from) == [
        "AppDelegate", "HomeViewController", "HomeViewController", "HomeViewController", "HomeViewController",
      ])
    #expect(read.flows.map(\.location.line) == [4, 12, 15, 18, 19])
  }

  @Test func setRootViewControllerAndAnInitialisersOwnStyle() {
    let read = flows(
      """
      @implementation Player
      - (instancetype)init {
          if ((self = [super init])) { self.modalPresentationStyle = UIModalPresentationOverFullScreen; }
          return self;
      }
      @end
      @implementation AppDelegate
      - (void)start {
          UITabBarController *tabs = [[UITabBarController alloc] init];
          tabs.viewControllers = @[[[Feed alloc] init], [Settings new]];
          [self.window setRootViewController:tabs];
          [other setRootViewController:[Feed new]];
      }
      @end
      """)
    #expect(read.ownStyles == ["Player": "overFullScreen"])
    #expect(read.flows.count == 1)
    #expect(
      read.flows.first?.shown
        == .container(
          kind: "tabBar", className: "UITabBarController", children: [.instance("Feed"), .instance("Settings")]))
  }

  // Each `=` read its statement to both ends, and each selector of a message its receiver back
  // to the `[`: `a = a = a = …` or a message that goes on made the reading quadratic (60,000
  // assignments in one statement did not end in two minutes under AddressSanitizer). A statement
  // is read only within `statementTokens` of its `=` or selector; the flows around it still are.
  @Test func aStatementPastTheBoundIsPassedOverAndTheFlowsAroundItRead() {
    let bound = ObjCFlowReader.statementTokens
    let chain = String(repeating: "a = ", count: 2_000) + "b;"
    let longValue =
      "x = [[Player alloc] initWithName:" + String(repeating: "(", count: bound) + "@\"x\""
      + String(repeating: ")", count: bound) + "];"
    let read = flows(
      """
      @implementation AppDelegate
      - (void)start {
          \(chain)
          self.window.rootViewController = [[Feed alloc] init];
          \(longValue)
          [self presentViewController:x animated:YES completion:nil];
          [self presentViewController:[Settings new] animated:YES completion:nil];
      }
      @end
      """)
    #expect(read.flows.map(\.shown) == [.instance("Feed"), .instance("Settings")])
    #expect(read.flows.map(\.location.line) == [4, 7])
  }

  // Within the bound, a statement is read as before: a value of 500 tokens still names its class.
  @Test func aLongStatementWithinTheBoundIsRead() {
    let value =
      "[[Player alloc] initWithName:" + String(repeating: "(", count: 240) + "@\"x\""
      + String(repeating: ")", count: 240) + "]"
    let read = flows(
      "@implementation A\n- (void)f {\n    [self presentViewController:\(value) animated:YES completion:nil];\n}\n@end")
    #expect(read.flows.map(\.shown) == [.instance("Player")])
  }

  // Each malformed statement beside the statement it breaks: the well-formed one is one flow, the
  // malformed one none, and neither stops the reading.
  @Test(arguments: [
    ("[self presentViewController:", "[self presentViewController:[Foo new] animated:YES completion:nil];"),
    ("self.window.rootViewController = ;", "self.window.rootViewController = [Foo new];"),
    (
      "[[[ alloc] init] pushViewController::]", "[self.navigationController pushViewController:[Foo new] animated:YES];"
    ),
    (
      "x.modalPresentationStyle = ; [self showViewController:(Foo *) sender:nil];",
      "x.modalPresentationStyle = UIModalPresentationFullScreen; [self showViewController:[Foo new] sender:nil];"
    ),
  ])
  func malformedCodeGivesFewerFlowsNeverACrash(malformed: String, wellFormed: String) {
    func shown(_ statement: String) -> [ShownController] {
      flows("@implementation X\n- (void)a {\n    \(statement)\n}\n@end\n").flows.map(\.shown)
    }
    #expect(shown(wellFormed) == [.instance("Foo")])
    #expect(shown(malformed) == [])
    // What follows a malformed statement is still read.
    #expect(
      shown(malformed + "\n    [self presentViewController:[Bar new] animated:YES completion:nil];") == [
        .instance("Bar")
      ])
  }
}
