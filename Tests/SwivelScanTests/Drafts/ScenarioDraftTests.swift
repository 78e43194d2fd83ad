import Foundation
import SwivelCore
import SwivelMotion
import SwivelScenario
import Testing

@testable import SwivelScan

/// `swivel scan --emit-scenarios DIR` (Scenario reference, section 10: "writes one scenario per
/// target, its app section and controllers filled from what was read, as a starting point for
/// `swivel check`").
@Suite struct ScenarioDraftTests {
  /// Every fixture project with an app target.
  static let fixtures = [
    "Player/Player.xcodeproj", "Photos/Photos.xcodeproj", "Universal/Universal.xcodeproj",
    "Generated/Generated.xcodeproj", "Nibs/Nibs.xcodeproj", "Linked/Linked.xcodeproj",
  ]

  private func load(_ text: String, file: String = "draft.yaml") throws -> Scenario {
    try ScenarioLoader().load(yaml: text, file: file)
  }

  private func draft(_ fixture: String, target: String? = nil) throws -> String {
    let report = ScanFixtures.scan(fixture)
    let scan = try #require(report.targets.first { target == nil || $0.name == target })
    return scan.scenarioDraft
  }

  // The contract: each draft (one per family of a universal app) loads with the scenario loader
  // and plays through `swivel check`'s player to its end or to an exception it expects.
  @Test(arguments: fixtures)
  func everyTargetsDraftLoadsAndPlays(fixture: String) throws {
    let report = ScanFixtures.scan(fixture)
    #expect(!report.targets.isEmpty)
    for draft in report.scenarioDrafts {
      let scenario = try load(draft.text, file: draft.fileName)
      _ = try ScenarioPlayer().play(scenario)
      #expect(report.targets.contains { scenario.name.hasPrefix($0.name) })
    }
  }

  /// A project in `folder` whose main storyboard starts with a tab bar controller holding a
  /// navigation controller (root: `Feed`) and `Settings`, whose sources give every answer, and
  /// whose deployment target is `version`.
  private func writeTabbedApp(
    in folder: String, version: String, families: String,
    infoPlistKeys: String = "<key>UIMainStoryboardFile</key><string>Main</string>"
  ) throws {
    try ScanFixtures.write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="tab">
          <scenes>
              <scene sceneID="s1"><objects>
                  <tabBarController id="tab" sceneMemberID="viewController"><connections>
                      <segue destination="nav" kind="relationship" relationship="viewControllers" id="r1"/>
                      <segue destination="set" kind="relationship" relationship="viewControllers" id="r2"/>
                  </connections></tabBarController>
              </objects></scene>
              <scene sceneID="s2"><objects>
                  <navigationController id="nav" sceneMemberID="viewController"><connections>
                      <segue destination="feed" kind="relationship" relationship="rootViewController" id="r3"/>
                  </connections></navigationController>
                  <viewController id="feed" customClass="FeedViewController" customModule="App" sceneMemberID="viewController"><connections>
                      <segue destination="set" kind="presentation" modalPresentationStyle="formSheet" id="p1"/>
                  </connections></viewController>
                  <viewController id="set" customClass="SettingsViewController" sceneMemberID="viewController"/>
              </objects></scene>
          </scenes>
      </document>
      """, to: folder + "/App/Main.storyboard")
    try ScanFixtures.write(
      """
      import UIKit
      final class AppDelegate: UIResponder, UIApplicationDelegate {
        func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
          .allButUpsideDown
        }
      }
      final class FeedViewController: UIViewController {
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
        override var shouldAutorotate: Bool { true }
        override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
        override var prefersInterfaceOrientationLocked: Bool { false }
      }
      final class SettingsViewController: UIViewController {
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
      }
      """, to: folder + "/App/Sources.swift")
    try ScanFixtures.writeApp(
      in: folder,
      settings: [
        "IPHONEOS_DEPLOYMENT_TARGET": version, "TARGETED_DEVICE_FAMILY": families, "INFOPLIST_FILE": "App/Info.plist",
      ],
      infoPlistKeys: infoPlistKeys, sources: ["App/Sources.swift", "App/Main.storyboard"])
  }

  // From iPhone OS 4.3 to iOS 26, on iPhone and iPad: every key written is one the era's loader
  // takes, and the tab bar's tree is the window's root.
  // Issue 56: a storyboard's customClass holding a newline (`&#10;`) or a `#` went raw into a
  // comment of the draft, which `swivel check` then refused; every draft loads.
  @Test(arguments: ["Feed&#10;Controller", "Feed&#13;&#10;# steps: []", "Feed\u{2028}Controller"])
  func aStoryboardClassWithANewlineStillGivesADraftThatLoads(customClass: String) throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="feed">
        <scenes><scene sceneID="s1"><objects>
          <viewController id="feed" customClass="\(customClass)" sceneMemberID="viewController">
            <connections><segue destination="other" kind="presentation" id="p1"/></connections>
          </viewController>
          <viewController id="other" customClass="\(customClass)2" sceneMemberID="viewController"/>
        </objects></scene></scenes>
      </document>
      """, to: folder + "/App/Main.storyboard")
    try ScanFixtures.writeApp(
      in: folder,
      settings: ["IPHONEOS_DEPLOYMENT_TARGET": "17.0", "INFOPLIST_FILE": "App/Info.plist"],
      infoPlistKeys: "<key>UIMainStoryboardFile</key><string>Main</string>", sources: ["App/Main.storyboard"])
    var scanner = ProjectScanner()
    scanner.readsFlows = true
    let report = scanner.scan(path: folder)
    let draft = try #require(report.scenarioDrafts.first)
    let scenario = try #require(try? load(draft.text), "the draft does not load:\n\(draft.text)")
    #expect(scenario.controllers.count >= 1)
  }

  // Found by FuzzDraft (issue 56): with no root view controller read, a flow the code shows was
  // still played, and the loader refused the draft ("nothing to present from").
  @Test func aDraftWithNoRootPlaysNoFlowAndLoads() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.write(
      """
      import UIKit
      final class FeedViewController: UIViewController {
        func play() { present(PlayerViewController(), animated: true) }
      }
      final class PlayerViewController: UIViewController {
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
      }
      """, to: folder + "/App/Sources.swift")
    try ScanFixtures.writeApp(
      in: folder, settings: ["IPHONEOS_DEPLOYMENT_TARGET": "17.0", "INFOPLIST_FILE": "App/Info.plist"],
      infoPlistKeys: "", sources: ["App/Sources.swift"])
    var scanner = ProjectScanner()
    scanner.readsFlows = true
    let draft = try #require(scanner.scan(path: folder).scenarioDrafts.first)
    #expect(!draft.text.contains("- present:"), "\(draft.text)")
    #expect(draft.text.contains("# The flow the scan read is not played: with no root view controller"))
    #expect((try? load(draft.text)) != nil, "the draft does not load:\n\(draft.text)")
  }

  // An app without UIApplicationSceneManifest is drafted as one (sceneLifeCycle: false): on its
  // deployment target's iOS it launches, iOS 26 logging TN3187's line; retargeted to iOS 27 as
  // built with its SDK it fails to launch, as Apple says (TN3187). With a manifest, nothing is said.
  @Test(arguments: [false, true])
  func aDraftSaysWhetherTheAppAdoptsTheSceneLifeCycle(adopts: Bool) throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.writeApp(
      in: folder, settings: ["IPHONEOS_DEPLOYMENT_TARGET": "26.0", "INFOPLIST_FILE": "App/Info.plist"],
      infoPlistKeys: "", adoptsSceneLifeCycle: adopts)
    let target = try #require(ProjectScanner().scan(path: folder).targets.first)
    #expect(target.adoptsSceneLifeCycle == adopts)
    #expect(target.scenarioDraft.contains("  sceneLifeCycle: false  # no UIApplicationSceneManifest") == !adopts)
    let scenario = try load(target.scenarioDraft)
    #expect(scenario.app.usesSceneLifeCycle == adopts)
    let trace = try ScenarioPlayer().play(scenario)
    #expect(trace.events.contains { "\($0)".contains("UIScene lifecycle will soon be required") } == !adopts)
  }

  // Apple, UIRequiresFullScreenIgnoredStartingWithVersion (iOS 26.2+): the draft keeps the key, so
  // the matrix plays UIRequiresFullScreen as absent from that version.
  @Test func aDraftKeepsTheVersionFromWhichUIRequiresFullScreenIsIgnored() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.writeApp(
      in: folder, settings: ["IPHONEOS_DEPLOYMENT_TARGET": "26.0", "INFOPLIST_FILE": "App/Info.plist"],
      infoPlistKeys:
        "<key>UIRequiresFullScreen</key><true/><key>UIRequiresFullScreenIgnoredStartingWithVersion</key><string>27.0</string>"
    )
    let target = try #require(ProjectScanner().scan(path: folder).targets.first)
    #expect(target.scenarioDraft.contains("  UIRequiresFullScreenIgnoredStartingWithVersion: \"27.0\"\n"))
    let scenario = try load(target.scenarioDraft)
    #expect(
      scenario.app.keys.infoPlist.requiresFullScreenIgnoredStartingWithVersion == SystemVersion(anyNumbered: "27.0"))
  }

  @Test(arguments: ["4.3", "5.1", "6.0", "8.0", "13.0", "16.0", "26.0"], ["1", "2", "1,2"])
  func aTabbedAppsDraftLoadsAndPlaysInEveryEra(version: String, families: String) throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try writeTabbedApp(in: folder, version: version, families: families)
    let target = try #require(ProjectScanner().scan(path: folder).targets.first)
    let scenario = try load(target.scenarioDraft)
    #expect(scenario.behavior.value.version.description == version)
    #expect(scenario.device.value.model.ran(scenario.behavior.value.version))
    #expect(scenario.window?.root?.value == "tabBar")
    let byID = Dictionary(uniqueKeysWithValues: scenario.controllers.map { ($0.id, $0) })
    #expect(byID["tabBar"]?.children.map(\.value) == ["navigation", "settings"])
    #expect(byID["navigation"]?.children.map(\.value) == ["feed"])
    #expect(byID["feed"]?.answers.prefersLocked?.value == false)
    #expect(scenario.app.delegateMask?.value == .allButUpsideDown)
    let run = try ScenarioPlayer().play(scenario)
    #expect(run.uncaughtError == nil)
    // The settings scene is a tab and is presented by a segue, which makes another controller of
    // its class. Only its expectations may fail: a form sheet does not decide on an iPad, nor on
    // an iPhone from iOS 13, where it is a sheet (Apple, `UIModalPresentationStyle.formSheet`).
    #expect(target.scenarioDraft.contains("  - present: {controller: settings2, style: formSheet}\n"))
    #expect(run.expectations.flatMap(\.failures).allSatisfy { $0.expected == "interface portrait" })
    let major = scenario.behavior.value.version.major
    if families.hasPrefix("1"), major < 13 { #expect(run.failedCount == 0) }  // the iPhone draft
    if families == "2", major >= 6 { #expect(run.failedCount > 0) }
  }

  // An app with scenes names its storyboard in the default scene configuration only (Apple,
  // Information Property List, `UIApplicationSceneManifest` › `UISceneConfigurations` ›
  // `UIWindowSceneSessionRoleApplication` › `UISceneStoryboardFile`).
  @Test func aSceneConfigurationsStoryboardIsTheMainOne() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try writeTabbedApp(
      in: folder, version: "17.0", families: "1",
      infoPlistKeys: """
        <key>UIApplicationSceneManifest</key><dict>
          <key>UISceneConfigurations</key><dict>
            <key>UIWindowSceneSessionRoleApplication</key><array>
              <dict><key>UISceneConfigurationName</key><string>Default Configuration</string>
                <key>UISceneStoryboardFile</key><string>Main</string></dict>
            </array>
          </dict>
        </dict>
        """)
    let target = try #require(ProjectScanner().scan(path: folder).targets.first)
    #expect(target.mainStoryboard?.name == "Main")
    #expect(target.mainStoryboard?.initialController == "UITabBarController")
    #expect(try load(target.scenarioDraft).window?.root?.value == "tabBar")
  }

  // A storyboard edited by hand (or a merge gone wrong) can hold what Interface Builder never
  // writes and UIKit refuses: a cycle, a navigation controller in a navigation stack, a container
  // holding itself, the initial controller inside a container. The draft leaves those children
  // out, and loads.
  @Test func relationshipsUIKitRefusesAreLeftOut() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    func segue(_ destination: String) -> String {
      "<segue destination=\"\(destination)\" kind=\"relationship\" relationship=\"viewControllers\" id=\"r-\(destination)\"/>"
    }
    try ScanFixtures.write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="feed">
          <scenes><scene sceneID="s"><objects>
              <tabBarController id="tab" sceneMemberID="viewController"><connections>\(segue("nav"))\(segue("tab"))</connections></tabBarController>
              <navigationController id="nav" sceneMemberID="viewController"><connections>\(segue("tab"))\(segue("inner"))\(segue("feed"))</connections></navigationController>
              <navigationController id="inner" sceneMemberID="viewController"/>
              <viewController id="feed" sceneMemberID="viewController"/>
          </objects></scene></scenes>
      </document>
      """, to: folder + "/App/Main.storyboard")
    try ScanFixtures.writeApp(
      in: folder, settings: ["INFOPLIST_FILE": "App/Info.plist"],
      infoPlistKeys: "<key>UIMainStoryboardFile</key><string>Main</string>", sources: ["App/Main.storyboard"])
    let target = try #require(ProjectScanner().scan(path: folder).targets.first)
    let scenario = try load(target.scenarioDraft)
    let byID = Dictionary(uniqueKeysWithValues: scenario.controllers.map { ($0.id, $0) })
    #expect(byID["tabBar"]?.children.map(\.value) == ["navigation"])
    #expect(byID["navigation"]?.children.map(\.value) == [])
    #expect(scenario.window?.root?.value == "view")
    #expect(try ScenarioPlayer().play(scenario).failedCount == 0)
  }

  // The draft checks what the code declares against what UIKit does: the feed answers portrait,
  // but UIKit's own navigation controller does not ask its children from iOS 6 (Apple,
  // `supportedInterfaceOrientations`: "the system asks the root view controller"), so the turns
  // with the feed on screen fail; a settings sheet does not decide either from iOS 13 (seed
  // research, page sheets); the player's preferred orientation is not one it supports, which
  // UIKit raises on when it is presented full screen.
  @Test func thePlayerDraftChecksWhatTheCodeDeclares() throws {
    let text = try draft("Player/Player.xcodeproj")
    #expect(text.contains("  - present: {controller: player, style: fullScreen}\n"))
    #expect(
      text.contains("  # On screen: navigation > feed. feed declares portrait; the app allows allButUpsideDown.\n"))
    let run = try ScenarioPlayer().play(try load(text))
    #expect(run.failedCount == 7)
    #expect(run.uncaughtError?.exception.name.rawValue == "UIApplicationInvalidInterfaceOrientation")
    #expect(run.uncaughtError?.wasExpected == false)
  }

  // Storyboard: the initial navigation controller is the window's root with the feed as its
  // child; the sources' constant answers are on the scenes of their classes.
  @Test func thePlayerDraftHasTheStoryboardTreeAndTheConstantAnswers() throws {
    let scenario = try load(try draft("Player/Player.xcodeproj"))
    #expect(scenario.window?.root?.value == "navigation")
    let byID = Dictionary(uniqueKeysWithValues: scenario.controllers.map { ($0.id, $0) })
    #expect(scenario.controllers.map(\.id) == ["navigation", "feed", "player", "settings", "navigation2"])
    #expect(byID["navigation"]?.resolvedKind == .navigation)
    #expect(byID["navigation"]?.resolvedClassName == "UINavigationController")
    #expect(byID["navigation"]?.children.map(\.value) == ["feed"])
    #expect(byID["feed"]?.answers.supported?.value == .portrait)
    #expect(byID["feed"]?.answers.shouldAutorotate?.value == false)
    #expect(byID["player"]?.answers.supported?.value == .landscape)
    #expect(byID["player"]?.answers.preferredForPresentation?.value == .portrait)
    // `NavigationController: UINavigationController` in the sources: a navigation controller.
    #expect(byID["navigation2"]?.resolvedClassName == "NavigationController")
    #expect(byID["navigation2"]?.resolvedKind == .navigation)
  }

  // A navigation controller subclass whose supportedInterfaceOrientations returns its top
  // controller's: the draft says `forwards: top`, which plays what the code does (seeds 001 and
  // 003: a container subclass that asks its top child).
  @Test func aForwardingContainerForwardsInTheDraft() throws {
    let text = try draft("Player/Player.xcodeproj")
    let scenario = try load(text)
    let navigation = try #require(scenario.controllers.first { $0.id == "navigation2" })
    #expect(navigation.answers.supported == nil)
    #expect(navigation.answers.forwards?.value == .top)
    #expect(text.contains("    forwards: top  # supportedInterfaceOrientations returns topViewController's"))
  }

  @Test func theHeaderSaysWhereItComesFromAndThatItIsAStartingPoint() throws {
    let text = try draft("Player/Player.xcodeproj")
    #expect(text.hasPrefix("# Generated by `swivel scan` from \(ScanFixtures.path("Player/Player.xcodeproj"))\n"))
    #expect(text.contains("# (target Player, configuration Release).\n"))
    #expect(text.contains("each `expect:` says what the code\n# declares"))
  }

  // The era is the deployment target's; the device one of the family that ran it.
  @Test func theEraAndTheDeviceComeFromTheTarget() throws {
    let player = try load(try draft("Player/Player.xcodeproj"))
    #expect(player.behavior.value.version.description == "16.0")
    #expect(player.device.value.model.id == "iphone-15")
    // iPad only, iOS 9.
    let nibs = try load(try draft("Nibs/Nibs.xcodeproj"))
    #expect(nibs.behavior.value.version.description == "9.0")
    #expect(nibs.device.value.model.idiom == .pad)
    #expect(nibs.device.value.model.ran(nibs.behavior.value.version) == true)
  }

  // `IPHONEOS_DEPLOYMENT_TARGET = 17` is iOS 17.0; 17.9 never existed, so the nearest release is
  // played, and the comment says so.
  @Test(
    arguments: zip(
      ["17", "17.9"],
      [
        "ios: \"17.0\"  # IPHONEOS_DEPLOYMENT_TARGET: the oldest iOS the app runs on\n",
        "ios: \"17.7\"  # IPHONEOS_DEPLOYMENT_TARGET is 17.9; the nearest iOS Swivel reproduces\n",
      ]))
  func theDeploymentTargetsEraIsSaid(deploymentTarget: String, line: String) throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.writeApp(in: folder, settings: ["IPHONEOS_DEPLOYMENT_TARGET": deploymentTarget])
    let text = try #require(ProjectScanner().scan(path: folder).targets.first).scenarioDraft
    #expect(text.contains(line))
    #expect(
      text.contains("  # No supported orientations for iPhone in the Info.plist: UIKit's default, allButUpsideDown.\n"))
    _ = try load(text)
  }

  // A universal app has a draft per family, each on a device of the family that ran its era.
  @Test func aUniversalAppHasADraftPerFamily() throws {
    let drafts = ScanFixtures.scan("Universal/Universal.xcodeproj").scenarioDrafts
    #expect(drafts.map(\.fileName) == ["Universal-iPhone.yaml", "Universal-iPad.yaml"])
    let phone = try load(drafts[0].text)
    let pad = try load(drafts[1].text)
    #expect(phone.device.value.model.idiom == .phone)
    #expect(pad.device.value.model.idiom == .pad)
    #expect(pad.device.value.model.ran(pad.behavior.value.version))
    #expect(drafts[0].text.contains("the target is universal (iPhone and iPad)"))
    #expect(drafts[0].text.contains("its iPad draft is beside it"))
  }

  @Test(arguments: zip(["6.0", "16.0", "26.0"], ["iphone-se-1", "iphone-15", "iphone-air"]))
  func thePhoneIsTheNewestScreenThatRanTheEra(version: String, id: String) throws {
    let version = try SystemVersion(version)
    let model = ScenarioDraft.device(.phone, ran: version)
    #expect(model.ran(version))
    #expect(model.id == id)
  }

  // The Info.plist's orientation keys as the built app has them, and the delegate's constant.
  @Test func theAppSectionHoldsTheInfoPlistKeysAndTheDelegateMask() throws {
    let scenario = try load(try draft("Nibs/Nibs.xcodeproj"))
    #expect(scenario.app.keys.infoPlist.supportedInterfaceOrientations(for: .pad) == .all)
    #expect(scenario.app.keys.infoPlist.supportedInterfaceOrientations == nil)
    #expect(scenario.app.keys.infoPlist.requiresFullScreen == true)
    #expect(scenario.app.delegateMask?.value == .all)
    let library = try #require(scenario.controllers.first { $0.id == "library" })
    #expect(library.answers.supported?.value == .landscape)
    #expect(library.answers.shouldAutorotate == nil)
    #expect(scenario.window?.root == nil)
  }

  @Test func aDelegateWhoseMaskDependsIsAComment() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.write(
      """
      import UIKit
      final class AppDelegate: UIResponder, UIApplicationDelegate {
        var lock: UIInterfaceOrientationMask = .portrait
        func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
          lock
        }
      }
      """, to: folder + "/App/AppDelegate.swift")
    try ScanFixtures.writeApp(
      in: folder, settings: ["IPHONEOS_DEPLOYMENT_TARGET": "17.0"], sources: ["App/AppDelegate.swift"])
    let text = try #require(ProjectScanner().scan(path: folder).targets.first).scenarioDraft
    let scenario = try load(text)
    #expect(scenario.app.delegateMask == nil)
    #expect(text.contains("returns a mask the scan could not know (it depends on the app's state)"))
  }

  // Names YAML would read otherwise are quoted and read back as written; class names become ids.
  @Test func namesThatAreNotIdsOrPlainTextAreSanitised() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.write(
      """
      import UIKit
      final class 日本ViewController: UIViewController {
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
      }
      final class URLViewController: UIViewController {
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { [.portrait, .landscapeLeft] }
      }
      """, to: folder + "/App/Controllers.swift")
    let name = "My \"App\": #1\nyes"
    try ScanFixtures.writeApp(
      in: folder, settings: ["IPHONEOS_DEPLOYMENT_TARGET": "17.0"], name: name, sources: ["App/Controllers.swift"])
    let report = ProjectScanner().scan(path: folder)
    let draft = try #require(report.scenarioDrafts.first)
    #expect(draft.fileName == "My--App----1-yes.yaml")
    let scenario = try load(draft.text)
    #expect(scenario.name == name)
    #expect(scenario.controllers.map(\.id) == ["controller", "url"])
    #expect(scenario.controllers.map(\.resolvedClassName) == ["日本ViewController", "URLViewController"])
    #expect(scenario.controllers[1].answers.supported?.value == [.portrait, .landscapeLeft])
    // A comment never runs onto the next line.
    #expect(!draft.text.contains("\nyes,"))
  }

  @Test(
    arguments: zip(
      [
        "UINavigationController", "Player.FeedViewController", "URLViewController", "ViewController", "2FAController",
        "Café", "", "_", "yes", "UITabBarController", "UIViewController",
      ],
      ["navigation", "feed", "url", "view", "fa", "caf", "controller", "controller", "yes2", "tabBar", "view"]))
  func aClassNameBecomesAnID(className: String, id: String) {
    var ids = IdentifierSet()
    #expect(ids.make(from: className) == id)
  }

  @Test func repeatedNamesGetANumber() {
    var ids = IdentifierSet()
    #expect(
      ["Feed", "FeedViewController", "feed", "Feed2"].map { ids.make(from: $0) } == [
        "feed", "feed2", "feed3", "feed22",
      ])
  }

  @Test(
    arguments: zip(
      ["Player", "Player.App", "My App", "true", "No", "12", "a: b", "say \"hi\"", "tab\there", "x#y", "é\u{2028}"],
      [
        "Player", "Player.App", "\"My App\"", "\"true\"", "\"No\"", "\"12\"", "\"a: b\"", "\"say \\\"hi\\\"\"",
        "\"tab\\there\"", "\"x#y\"", "\"é\\u2028\"",
      ]))
  func aScalarIsPlainOnlyWhenYAMLReadsItBackAsWritten(text: String, written: String) throws {
    #expect(YAMLText.scalar(text) == written)
    let scenario = try load("swivel: 1\nname: \(written)\ndevice: iphone-8\nwindow: {}\nsteps: []\n")
    #expect(scenario.name == text)
  }

  // Two targets of the same name (two projects of a workspace), whatever the case: two files.
  @Test func fileNamesAreUniqueWhateverTheCase() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.writeApp(in: folder + "/One", settings: [:], name: "App")
    try ScanFixtures.writeApp(in: folder + "/Two", settings: [:], name: "app")
    let report = ProjectScanner().scan(path: folder)
    #expect(report.scenarioDrafts.map(\.fileName) == ["App.yaml", "app-2.yaml"])
  }

  // MARK: - Writing

  @Test func theFolderIsMadeAndAnOldFileIsReplacedWhole() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let report = ScanFixtures.scan("Player/Player.xcodeproj")
    let out = folder + "/out"
    try String(repeating: "an older, longer draft\n", count: 500).write(
      toFile: folder + "/placeholder", atomically: false, encoding: .utf8)
    #expect(try report.writeScenarios(to: out) == [out + "/Player.yaml"])
    try "old".write(toFile: out + "/Player.yaml", atomically: false, encoding: .utf8)
    #expect(try report.writeScenarios(to: out + "/") == [out + "/Player.yaml"])
    #expect(try String(contentsOfFile: out + "/Player.yaml", encoding: .utf8) == report.targets[0].scenarioDraft)
    #expect(try FileManager.default.contentsOfDirectory(atPath: out) == ["Player.yaml"])
  }

  @Test func aFolderThatIsAFileIsAClearError() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/out"
    try "keep me".write(toFile: path, atomically: false, encoding: .utf8)
    #expect(throws: FileWriteError(path: path, reason: "it is a file, not a folder")) {
      try ScanFixtures.scan("Player/Player.xcodeproj").writeScenarios(to: path)
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "keep me")
  }

  // The draft's file is a folder: the write fails, the folder stays, no temporary file is left.
  @Test func aDraftThatCannotTakeAFoldersPlaceLeavesItAndNoTemporaryFile() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder + "/Player.yaml/kept", withIntermediateDirectories: true)
    #expect(throws: FileWriteError.self) {
      try ScanFixtures.scan("Player/Player.xcodeproj").writeScenarios(to: folder)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["Player.yaml"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/Player.yaml") == ["kept"])
  }
}
