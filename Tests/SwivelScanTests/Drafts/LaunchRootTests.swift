import Foundation
import SwivelCore
import SwivelScenario
import Testing

@testable import SwivelScan

/// The draft's root is the one the app launches with (``LaunchPath``): followed from the app and
/// scene delegates' launch methods through the app's own types, per family, leaving out what only
/// tests, debug builds, error paths and overlay windows set.
///
/// UIKit: assigning `UIWindow.rootViewController` "installs the view controller's view as the
/// content view of the window", removing the old views (Apple, `UIWindow.rootViewController`), so a
/// root the scene delegate sets in `scene(_:willConnectTo:options:)` replaces the main storyboard's
/// initial view controller (Apple, "Specifying the scenes your app supports").
@Suite struct LaunchRootTests {
  /// The drafts of a universal app (iPhone, iPad) made of `sources`, with a main storyboard whose
  /// initial controller is a `Placeholder` when `storyboard` is set.
  private func drafts(_ sources: [String: String], storyboard: Bool = false) throws -> (
    phone: String, pad: String
  ) {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for (name, code) in sources { try ScanFixtures.write("import UIKit\n" + code, to: folder + "/App/" + name) }
    var files = sources.keys.sorted().map { "App/" + $0 }
    var settings = [
      "GENERATE_INFOPLIST_FILE": "YES", "IPHONEOS_DEPLOYMENT_TARGET": "17.0", "TARGETED_DEVICE_FAMILY": "1,2",
      "INFOPLIST_KEY_UILaunchStoryboardName": "Launch",
    ]
    if storyboard {
      try ScanFixtures.write(
        ScanFixtures.singleSceneStoryboard(customClass: "Placeholder"), to: "\(folder)/App/Main.storyboard")
      files.append("App/Main.storyboard")
      settings["INFOPLIST_KEY_UIMainStoryboardFile"] = "Main"
    }
    try ScanFixtures.writeApp(in: folder, settings: settings, sources: files)
    var scanner = ProjectScanner()
    scanner.readsFlows = true
    let target = try #require(scanner.scan(path: folder).targets.first)
    let phone = target.scenarioDraft(on: .phone)
    let pad = target.scenarioDraft(on: .pad)
    // Every draft loads and plays.
    for text in [phone, pad] {
      let run = try ScenarioPlayer().play(try ScenarioLoader().load(yaml: text, file: "draft.yaml"))
      #expect(run.uncaughtError == nil)
    }
    return (phone, pad)
  }

  private func root(_ draft: String) -> String? {
    draft.split(separator: "\n").first { $0.hasPrefix("window: {root: ") }.map {
      String($0.dropFirst("window: {root: ".count).prefix { $0 != "}" })
    }
  }

  private let controllers = """
    final class Placeholder: UIViewController {}
    final class MainTabs: UITabBarController {
      override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    }
    final class RootSplit: UISplitViewController {
      override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
    }
    """

  // A scene delegate hands the window to a coordinator whose `setup()` sets the root per idiom
  // (`switch UIDevice.current.userInterfaceIdiom`), through a local declared without a value: the
  // iPhone's draft starts from the tab bar controller, the iPad's from the split view controller,
  // not the storyboard's placeholder, and each says the chain and the other family's root.
  @Test func aCoordinatorCalledFromTheSceneDelegateSetsTheRootPerIdiom() throws {
    let (phone, pad) = try drafts(
      [
        "SceneDelegate.swift": """
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          var window: UIWindow?
          var coordinator: SceneCoordinator?
          func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
            let coordinator = SceneCoordinator(sceneDelegate: self)
            self.coordinator = coordinator
            coordinator.setup()
          }
        }
        """,
        "SceneCoordinator.swift": """
        final class SceneCoordinator {
          weak var sceneDelegate: SceneDelegate?
          init(sceneDelegate: SceneDelegate) { self.sceneDelegate = sceneDelegate }
          func setup() {
            let root: UIViewController
            switch UIDevice.current.userInterfaceIdiom {
            case .phone:
              let tabs = MainTabs()
              root = tabs
            default:
              root = RootSplit()
            }
            sceneDelegate?.window?.rootViewController = root
          }
        }
        """ + "\n" + controllers,
      ], storyboard: true)
    #expect(root(phone) == "mainTabs")
    #expect(root(pad) == "rootSplit")
    #expect(phone.contains("# - SceneDelegate.scene(_:willConnectTo:options:) runs as the app launches.\n"))
    #expect(
      phone.contains(
        "SceneDelegate.swift:8 in SceneDelegate.scene(_:willConnectTo:options:) calls SceneCoordinator.setup().\n"))
    #expect(
      phone.contains(
        "SceneCoordinator.swift:14 in SceneCoordinator.setup() sets the window's root to MainTabs (the iPhone's branch).\n"
      ))
    #expect(
      phone.contains(
        "# - It replaces the main storyboard's initial view controller, Placeholder, which the app shows only until then.\n"
      ))
    #expect(phone.contains("# - RootSplit, set at "))
    #expect(phone.contains("SceneCoordinator.swift:14, is the iPad's root.\n"))
    #expect(pad.contains("sets the window's root to RootSplit (the iPad's branch).\n"))
  }

  // `isTesting ? Simulated() : Launching()`: the tests' branch of a ternary is left out, and said.
  // `#if DEBUG` and a launch argument's branch too; the root of a toast window raised above the
  // others (`windowLevel = .alert + 1`) is not the app's main window's.
  @Test func testsDebugBuildsAndOverlayWindowsDoNotSetTheRoot() throws {
    let (phone, _) = try drafts([
      "AppDelegate.swift": """
      final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        var toastWindow: UIWindow?
        let isTesting = NSClassFromString("XCTestCase") != nil
        func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
          let toasts = UIWindow(frame: .zero)
          toasts.windowLevel = .alert + 1
          toasts.rootViewController = Toasts()
          toastWindow = toasts
          if ProcessInfo.processInfo.arguments.contains("-ui-testing") {
            window?.rootViewController = Fixtures()
            return true
          }
          #if DEBUG
          if UserDefaults.standard.bool(forKey: "debugMenu") {
            window?.rootViewController = DebugMenu()
            return true
          }
          #endif
          window?.rootViewController = isTesting ? Simulated() : Launching()
          return true
        }
      }
      final class Toasts: UIViewController {}
      final class Fixtures: UIViewController {}
      final class DebugMenu: UIViewController {}
      final class Simulated: UIViewController {}
      final class Launching: UIViewController {
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
      }
      """
    ])
    #expect(root(phone) == "launching")
    #expect(phone.contains("# - Toasts, set at "))
    #expect(
      phone.contains("is left out: the root of toasts, whose windowLevel is raised, not the app's main window.\n"))
    #expect(
      phone.contains(
        "is left out: only when tests run the app (ProcessInfo.processInfo.arguments.contains(\"-ui-testing\")).\n"))
    #expect(phone.contains("# - DebugMenu, set at "))
    #expect(phone.contains("is left out: only in debug builds (#if DEBUG).\n"))
    #expect(phone.contains("# - Simulated, set at "))
    #expect(phone.contains("is left out: only when tests run the app (isTesting).\n"))
  }

  // A root set in `catch` is the error path's: the normal one wins. The root a typed property
  // of another file holds (`let controller: Home`) and one a factory method returns are followed.
  @Test func errorPathsTypedPropertiesAndFactoryMethods() throws {
    let (phone, _) = try drafts([
      "AppDelegate.swift": """
      final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        let coordinator = AppCoordinator()
        func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
          do {
            try Database.open()
            window?.rootViewController = coordinator.controller
          } catch {
            window?.rootViewController = DatabaseFailed()
          }
          return true
        }
      }
      final class DatabaseFailed: UIViewController {}
      """,
      "AppCoordinator.swift": """
      final class AppCoordinator {
        let controller: Home = AppCoordinator.makeHome()
        static func makeHome() -> Home { Home() }
      }
      final class Home: UIViewController {
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
      }
      """,
    ])
    #expect(root(phone) == "home")
    #expect(phone.contains("is left out: only when something failed (catch).\n"))

    let (factory, _) = try drafts([
      "SceneDelegate.swift": """
      final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
          window?.rootViewController = makeRoot()
        }
        private func makeRoot() -> UIViewController {
          let navigation = UINavigationController(rootViewController: Home())
          return navigation
        }
      }
      final class Home: UIViewController {
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
      }
      """
    ])
    #expect(root(factory) == "navigation")
    #expect(factory.contains("controllers:\n  home:"))
  }

  // `isPad ? RootSplit() : MainTabs()`: a ternary on the idiom gives each family its root.
  @Test func aTernaryOnTheIdiomGivesEachFamilyItsRoot() throws {
    let (phone, pad) = try drafts([
      "SceneDelegate.swift": """
      final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
          let isPad = UIDevice.current.userInterfaceIdiom == .pad
          window?.rootViewController = isPad ? RootSplit() : MainTabs()
        }
      }
      """ + "\n" + controllers
    ])
    #expect(root(phone) == "mainTabs")
    #expect(root(pad) == "rootSplit")
  }

  // A root set after launch (once signed in) does not replace the storyboard's initial controller.
  @Test func aRootSetAfterLaunchLeavesTheStoryboardsInitialController() throws {
    let (phone, _) = try drafts(
      [
        "SignIn.swift": """
        final class SignIn: UIViewController {
          func signedIn() { view.window?.rootViewController = MainTabs() }
        }
        """ + "\n" + controllers
      ], storyboard: true)
    #expect(root(phone) == "placeholder")
  }
}

/// The same reading of Objective-C launch code (``ObjCFlowReader``).
@Suite struct ObjCLaunchRootTests {
  private func drafts(_ code: String, infoPlistKeys: String = "", swift: String? = nil) throws -> (
    phone: String, pad: String
  ) {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.write(code, to: folder + "/App/AppDelegate.m")
    if let swift { try ScanFixtures.write(swift, to: folder + "/App/Swift.swift") }
    try ScanFixtures.writeApp(
      in: folder,
      settings: [
        "INFOPLIST_FILE": "App/Info.plist", "IPHONEOS_DEPLOYMENT_TARGET": "15.0", "TARGETED_DEVICE_FAMILY": "1,2",
      ],
      infoPlistKeys: "<key>UILaunchStoryboardName</key><string>Launch</string>" + infoPlistKeys,
      sources: ["App/AppDelegate.m"] + (swift == nil ? [] : ["App/Swift.swift"]))
    var scanner = ProjectScanner()
    scanner.readsFlows = true
    let target = try #require(scanner.scan(path: folder).targets.first)
    return (target.scenarioDraft(on: .phone), target.scenarioDraft(on: .pad))
  }

  private func root(_ draft: String) -> String? {
    draft.split(separator: "\n").first { $0.hasPrefix("window: {root: ") }.map {
      String($0.dropFirst("window: {root: ".count).prefix { $0 != "}" })
    }
  }

  // `if (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad) { split } else { navigation }`:
  // each family its own root (Apple, `UI_USER_INTERFACE_IDIOM()`: "the interface idiom supported
  // by the current thread"). A root set in a method named for an error is the error path's.
  @Test func anIdiomBranchGivesEachFamilyItsRootAndAnErrorMethodsRootIsLeftOut() throws {
    let (phone, pad) = try drafts(
      """
      @implementation Split : UISplitViewController
      @end
      @implementation Lists : UIViewController
      @end
      @implementation Failed : UIViewController
      @end
      @implementation AppDelegate
      + (void)presentDatabaseError {
        UIWindow *window = [[UIWindow alloc] init];
        [window setRootViewController:[[Failed alloc] init]];
      }
      - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
        self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
        if (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad) {
          self.window.rootViewController = [[Split alloc] init];
        } else {
          UINavigationController *navigation = [[UINavigationController alloc] initWithRootViewController:[[Lists alloc] init]];
          self.window.rootViewController = navigation;
        }
        [self.window makeKeyAndVisible];
        return YES;
      }
      @end
      """)
    #expect(root(pad) == "split")
    #expect(root(phone) == "navigation")
    #expect(phone.contains("# - Split, set at "))
    #expect(phone.contains("AppDelegate.m:15, is the iPad's root.\n"))
    #expect(phone.contains("# - Failed, set at "))
    #expect(phone.contains("AppDelegate.m:10, is left out: only when something failed (presentDatabaseError).\n"))
  }

  // Objective-C makes a Swift class by its `@objc(Name)`: the root is that class, with its answers.
  @Test func aSwiftClassMadeByItsObjectiveCName() throws {
    let (phone, _) = try drafts(
      """
      @implementation AppDelegate
      - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
        self.window.rootViewController = [VLCTabs new];
        return YES;
      }
      @end
      """,
      swift: """
        @objc(VLCTabs)
        final class Tabs: UITabBarController {
          override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
        }
        """)
    #expect(root(phone) == "tabs")
    #expect(phone.contains("  tabs:  # "))
    #expect(phone.contains("    class: Tabs\n"))
  }

  // The scene delegate the Info.plist names for the external display's role sets that screen's
  // window, not the app's (Apple, `UIWindowSceneSessionRoleExternalDisplayNonInteractive`).
  @Test func anExternalDisplaysSceneDelegateDoesNotSetTheRoot() throws {
    let (phone, _) = try drafts(
      """
      @implementation Tabs : UITabBarController
      @end
      @implementation External : UIViewController
      @end
      @implementation ExternalSceneDelegate
      - (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session options:(UISceneConnectionOptions *)options {
        UIWindow *window = [[UIWindow alloc] initWithWindowScene:(UIWindowScene *)scene];
        window.rootViewController = [[External alloc] init];
      }
      @end
      @implementation MainSceneDelegate
      - (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session options:(UISceneConnectionOptions *)options {
        UIWindow *window = [[UIWindow alloc] initWithWindowScene:(UIWindowScene *)scene];
        window.rootViewController = [Tabs new];
      }
      @end
      """,
      infoPlistKeys: """
        <key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict>
          <key>UIWindowSceneSessionRoleExternalDisplayNonInteractive</key><array><dict>
            <key>UISceneDelegateClassName</key><string>ExternalSceneDelegate</string></dict></array>
          <key>UIWindowSceneSessionRoleApplication</key><array><dict>
            <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).MainSceneDelegate</string></dict></array>
        </dict></dict>
        """)
    #expect(root(phone) == "tabs")
    #expect(
      phone.contains(
        "is left out: the root of the window of ExternalSceneDelegate's scenes (UIWindowSceneSessionRoleExternalDisplayNonInteractive), not the app's main window.\n"
      ))
  }
}
