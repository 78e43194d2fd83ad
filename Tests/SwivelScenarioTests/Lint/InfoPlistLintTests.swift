import Foundation
import SwivelCore
import SwivelKit
import Testing

@testable import SwivelScenario

/// Rules that need only Info.plist keys run on a standalone Info.plist, located by key.
@Suite struct InfoPlistLintTests {
  static func keys(_ infoPlist: InfoPlist) -> LocatedInfoPlist {
    var keys = LocatedInfoPlist(infoPlist)
    for key in InfoPlist.Key.allCases { keys.locations[key] = .infoPlistKey(file: "Info.plist", key: key.rawValue) }
    return keys
  }

  @Test func plistOnlyRulesReportTheKey() {
    let keys = Self.keys(InfoPlist(supportedInterfaceOrientations: .portrait, interfaceOrientation: .landscapeLeft))
    let findings = LintRule.all.findings(in: LintSubject(infoPlist: keys, idioms: [.phone, .pad]))
    #expect(
      findings.map { "\($0.location) [\($0.ruleID)]" } == [
        "Info.plist: UISupportedInterfaceOrientations [ipad-multitasking-orientations]",
        "Info.plist: UIInterfaceOrientation [interface-orientation-ignored]",
      ])
  }

  @Test func rulesThatNeedControllersOrADeviceFindNothingInAPlist() {
    let keys = Self.keys(InfoPlist(supportedInterfaceOrientationsByIdiom: [.phone: .portraitUpsideDown]))
    let subject = LintSubject(infoPlist: keys, idioms: [.phone])
    #expect(LintRule.noCommonOrientation.findings(in: subject).isEmpty)
    #expect(LintRule.upsideDownWithoutHomeButton.findings(in: subject).isEmpty)
    #expect(LintRule.containerIgnoresChildren.findings(in: subject).isEmpty)
  }

  @Test func withoutADeviceFamilyTheIPadKeyMakesAnAppAnIPadApp() {
    var keys = Self.keys(InfoPlist(supportedInterfaceOrientationsByIdiom: [.pad: .landscapeLeft]))
    #expect(LintSubject(infoPlist: keys).idioms == [.phone, .pad])
    #expect(LintRule.ipadMultitaskingOrientations.findings(in: LintSubject(infoPlist: keys)).count == 1)
    // UIDeviceFamily is what App Store review and iOS go by: Xcode's templates write the ~ipad
    // keys in iPhone-only apps too.
    keys.deviceFamily = [.phone]
    #expect(LintSubject(infoPlist: keys).idioms == [.phone])
    #expect(LintRule.ipadMultitaskingOrientations.findings(in: LintSubject(infoPlist: keys)).isEmpty)
    #expect(LintSubject(infoPlist: keys, idioms: [.pad]).idioms == [.pad])
  }

  // UIRequiresFullScreen only concerns iPad multitasking (Apple, UIRequiresFullScreen: "whether
  // the system puts an iPad app into a compatibility mode", iOS 9.0–26.0): an iPhone-only app
  // (UIDeviceFamily 1) that sets it is not told of its deprecation, nor of ITMS-90474 for its ~ipad key.
  @Test func anIPhoneOnlyAppIsNotToldOfTheIPadKeys() throws {
    let keys = try InfoPlistReader.load(contentsOf: Self.fixture("iphone-only-full-screen.plist"))
    #expect(keys.deviceFamily == [.phone])
    #expect(LintRule.all.findings(in: LintSubject(infoPlist: keys)).isEmpty)
    var universal = keys
    universal.deviceFamily = [.phone, .pad]
    #expect(
      LintRule.all.findings(in: LintSubject(infoPlist: universal)).map(\.ruleID) == ["requires-full-screen-deprecated"])
  }

  @Test func withoutADeviceFamilyThePlainFullScreenKeyIsAnIPhoneAppsAndNotReported() {
    let keys = Self.keys(InfoPlist(requiresFullScreen: true))
    #expect(LintRule.requiresFullScreenDeprecated.findings(in: LintSubject(infoPlist: keys)).isEmpty)
    #expect(LintRule.requiresFullScreenDeprecated.findings(in: LintSubject(infoPlist: keys, idioms: [.pad])).count == 1)
  }

  @Test func anUnreadInfoPlistFileLeavesTheAppMaskUnknown() throws {
    let scenario = try ScenarioLoader(fileExists: { _ in true }).load(
      yaml: "swivel: 1\ndevice: iphone-8\napp: {infoPlist: Info.plist}\ncontrollers: {a: {supported: []}}\n",
      file: "s.yaml")
    #expect(LintRule.noCommonOrientation.findings(in: LintSubject(scenario: scenario)).isEmpty)
    let file = Self.keys(InfoPlist(supportedInterfaceOrientations: .portrait))
    #expect(LintRule.noCommonOrientation.findings(in: LintSubject(scenario: scenario, infoPlist: file)).count == 1)
  }

  // MARK: - Info.plist files, XML and binary

  static func fixture(_ name: String) -> String { Fixture.infoPlist(name) }

  /// Each rule that needs only Info.plist keys, on a file that breaks it, as XML and as binary;
  /// findings name the file and the key.
  @Test(
    arguments: [
      // Seed 000: the app's mask must never be empty (UIApplicationInvalidInterfaceOrientation).
      ("empty-supported", ["UISupportedInterfaceOrientations [app-supports-no-orientation]"]),
      // ITMS-90474: an iPad app (UIDeviceFamily 2) needs all four orientations or UIRequiresFullScreen;
      // ITMS-90475: one that multitasks needs a launch storyboard.
      (
        "universal-portrait-only",
        [
          "UISupportedInterfaceOrientations [ipad-multitasking-orientations]",
          "UISupportedInterfaceOrientations [launch-screen-missing]",
        ]
      ),
      // Apple TN3192 (UIRequiresFullScreen deprecated in iPadOS 26); Apple, UIInterfaceOrientation
      // ("If you add the UISupportedInterfaceOrientations key …, the system ignores this key").
      (
        "universal",
        [
          "UIRequiresFullScreen [requires-full-screen-deprecated]",
          "UIInterfaceOrientation [interface-orientation-ignored]",
        ]
      ),
      ("landscape", []),
    ] as [(String, [String])],
    [".plist", ".binary.plist"])
  func eachPlistRuleOnAnXMLAndABinaryFile(fixture: (name: String, findings: [String]), suffix: String) throws {
    let path = Self.fixture(fixture.name + suffix)
    let subject = LintSubject(infoPlist: try InfoPlistReader.load(contentsOf: path))
    let findings = LintRule.all.findings(in: subject)
    #expect(findings.map { "\($0.location) [\($0.ruleID)]" } == fixture.findings.map { "\(path): \($0)" })
  }

  // Apple, UIDeviceFamily: "Number or Array"; 2 is iPad.
  @Test func aSingleDeviceFamilyNumberMakesAnIPadApp() throws {
    let path = Self.fixture("ipad-landscape-only.plist")
    let subject = LintSubject(infoPlist: try InfoPlistReader.load(contentsOf: path))
    #expect(subject.idioms == [.pad])
    #expect(
      LintRule.all.findings(in: subject).map(\.description) == [
        "\(path): UISupportedInterfaceOrientations: error: the iPad orientations [landscapeRight, landscapeLeft] are not all four and UIRequiresFullScreen is not true; \(LintRule.ipadMultitaskingOrientations.why) [ipad-multitasking-orientations]",
        "\(path): UISupportedInterfaceOrientations: error: the app runs on iPad without UIRequiresFullScreen, which App Store review takes to multitask, but declares no launch screen; add UILaunchStoryboardName naming a launch storyboard (or a UILaunchScreen dictionary from iOS 14), or set UIRequiresFullScreen to true; \(LintRule.launchScreenMissing.why) [launch-screen-missing]",
      ])
  }

  // Core Foundation puts UIRequiresFullScreen~ipad in the plain key's place on iPad
  // (swift-corelibs-foundation, CFBundle_InfoPlist.c, _CFBundleInfoPlistProcessInfoDictionary):
  // the iPad requires full screen, so ITMS-90474 does not apply, and the deprecation names that key.
  @Test func theIPadFullScreenKeyIsTheOneTheIPadReads() throws {
    let path = Self.fixture("requires-full-screen-ipad.plist")
    let keys = try InfoPlistReader.load(contentsOf: path)
    #expect(keys.infoPlist.requiresFullScreen == false)
    #expect(keys.infoPlist.requiresFullScreenByIdiom == [.pad: true])
    let findings = LintRule.all.findings(in: LintSubject(infoPlist: keys))
    #expect(
      findings.map(\.description) == [
        "\(path): UIRequiresFullScreen~ipad: warning: UIRequiresFullScreen~ipad is set (true) for iOS 27.1; \(LintRule.requiresFullScreenDeprecated.why) [requires-full-screen-deprecated]"
      ])
  }

  // The device suffix is case-sensitive (swift-corelibs-foundation, CFBundle_InfoPlist.c,
  // _isOverrideKey): iOS never reads "~iPad", so the iPad takes the plain list, portrait alone,
  // and the upload fails with ITMS-90474; both are said.
  @Test func aMiscasedIPadKeyIsReportedWithWhatTheIPadReadsInstead() throws {
    let all = InterfaceOrientation.valid.compactMap(\.infoPlistName)
    let keys = try InfoPlistReader.contents(
      of: [
        "UIDeviceFamily": [1, 2], "UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"],
        "UIApplicationSceneManifest": [String: Any](),
        "UISupportedInterfaceOrientations~iPad": all,
      ], file: "Info.plist")
    #expect(
      LintRule.all.findings(in: LintSubject(infoPlist: keys)).map { "\($0.location): \($0.message)" } == [
        "Info.plist: UISupportedInterfaceOrientations~iPad: 'UISupportedInterfaceOrientations~iPad' is not a key iOS reads: the case differs (did you mean 'UISupportedInterfaceOrientations~ipad'?)",
        "Info.plist: UISupportedInterfaceOrientations: the iPad orientations [portrait] are not all four and UIRequiresFullScreen is not true",
        "Info.plist: UISupportedInterfaceOrientations: the app runs on iPad without UIRequiresFullScreen, which App Store review takes to multitask, but declares no launch screen; add UILaunchStoryboardName naming a launch storyboard (or a UILaunchScreen dictionary from iOS 14), or set UIRequiresFullScreen to true",
      ])
  }

  // Each remark the reader makes is one rule's finding, at the file and key path, whatever the family.
  @Test func eachRemarkIsAFindingOfItsRule() {
    let place = SettingLocation.infoPlistKey(file: "Info.plist", key: "K")
    let keys = LocatedInfoPlist(
      deviceFamily: [.phone],
      remarks: [
        InfoPlistRemark(.misspelledKey("UIDeviceFamilly", suggestion: "UIDeviceFamily"), at: place),
        InfoPlistRemark(.unknownOrientation("sideways", suggestion: nil), at: place),
        InfoPlistRemark(.buildSettingReference("${X}"), at: place),
        InfoPlistRemark(.notABoolean(written: "<string>NO</string>", readAs: false), at: place),
      ])
    let findings = LintRule.all.findings(in: LintSubject(infoPlist: keys))
    #expect(
      findings.map { "\($0.location) \($0.severity) \($0.message) [\($0.ruleID)]" } == [
        "Info.plist: K warning 'UIDeviceFamilly' is not a key iOS reads (did you mean 'UIDeviceFamily'?) [misspelled-key]",
        "Info.plist: K warning 'sideways' is no interface orientation [unknown-orientation-value]",
        "Info.plist: K warning '${X}' is a build setting, skipped [unexpanded-build-setting]",
        "Info.plist: K warning <string>NO</string> is read as false (write <false/>) [not-a-boolean]",
      ])
  }

  // Apple, UIDeviceFamily: 1 (iPhone) is the default.
  @Test func withoutADeviceFamilyAPlistIsAnIPhoneApp() throws {
    let subject = LintSubject(infoPlist: try InfoPlistReader.load(contentsOf: Self.fixture("landscape.plist")))
    #expect(subject.idioms == [.phone])
  }

  @Test func theEraOfAPlistIsTheNewestUnlessGiven() throws {
    let file = try InfoPlistReader.load(contentsOf: Self.fixture("universal.plist"))
    #expect(LintSubject(infoPlist: file).behavior == .newest)
    let ios18 = LintSubject(infoPlist: file, behavior: try SystemBehavior(iOSVersion: "18.0"))
    #expect(LintRule.requiresFullScreenDeprecated.findings(in: ios18).isEmpty)
  }

  @Test(arguments: [
    "empty-supported.plist", "universal-portrait-only.binary.plist", "universal.plist", "ipad-landscape-only.plist",
  ])
  func rulesThatNeedControllersOrADeviceStaySilentOnAPlist(name: String) throws {
    let subject = LintSubject(infoPlist: try InfoPlistReader.load(contentsOf: Self.fixture(name)))
    for rule in [
      LintRule.noCommonOrientation, .preferredOrientationUnsupported, .upsideDownWithoutHomeButton,
      .containerIgnoresChildren, .shouldAutorotateIgnored, .apiIgnoredInEra, .maskNeverAsked,
    ] {
      #expect(rule.findings(in: subject).isEmpty, "\(rule.id)")
    }
  }

  // ITMS-90475 ("iPad Multitasking support requires launch storyboard in bundle"; UILaunchScreen
  // is taken "if the app's MinimumOSVersion is 14 or higher"): a launch storyboard always counts,
  // a UILaunchScreen dictionary from iOS 14, UIRequiresFullScreen opts out, and an iPhone-only app
  // is not concerned.
  @Test(
    arguments: [
      ("a storyboard", "17.0", nil),
      ("an empty UILaunchScreen", "14.0", nil),
      ("a UILaunchScreen", "13.0", "UILaunchScreen"),
      ("nothing", "17.0", "UISupportedInterfaceOrientations~ipad"),
      ("full screen", "17.0", nil),
      ("an iPhone-only app", "17.0", nil),
      // Before iOS 9 an iPad app does not multitask.
      ("nothing", "8.0", nil),
    ] as [(String, String, String?)])
  func aMultitaskingIPadAppNeedsALaunchScreen(with extra: String, ios: String, findingAt key: String?) throws {
    let all = InterfaceOrientation.valid.compactMap(\.infoPlistName)
    var dictionary: [String: Any] = ["UIDeviceFamily": [1, 2], "UISupportedInterfaceOrientations~ipad": all]
    switch extra {
    case "a storyboard": dictionary["UILaunchStoryboardName"] = "LaunchScreen"
    case "an empty UILaunchScreen": dictionary["UILaunchScreen"] = [String: Any]()
    case "a UILaunchScreen": dictionary["UILaunchScreen"] = ["UIColorName": "Background"]
    case "full screen": dictionary["UIRequiresFullScreen"] = true
    case "an iPhone-only app": dictionary["UIDeviceFamily"] = [1]
    default: break
    }
    let keys = try InfoPlistReader.contents(of: dictionary, file: "Info.plist")
    let subject = LintSubject(infoPlist: keys, behavior: try SystemBehavior(iOSVersion: ios))
    let findings = LintRule.launchScreenMissing.findings(in: subject)
    #expect(findings.map { "\($0.location)" } == (key.map { ["Info.plist: \($0)"] } ?? []))
  }

  // A scenario's inline keys describe an app: they are not held to App Store review's rule, and
  // they may name the launch screen (Scenario reference, section 4).
  @Test func aScenarioWithoutAnInfoPlistFileIsNotHeldToTheLaunchScreenRule() throws {
    let scenario = try ScenarioLoader(fileExists: { _ in true }).load(
      yaml: """
        swivel: 1
        ios: "17.0"
        device: ipad-pro-11
        app: {UILaunchStoryboardName: LaunchScreen, UILaunchScreen: {UIColorName: Background}}
        steps: [{launch: portrait}]
        """, file: "s.yaml")
    #expect(scenario.app.keys.infoPlist.launchScreen == .storyboard("LaunchScreen"))
    #expect(LintRule.launchScreenMissing.findings(in: LintSubject(scenario: scenario)).isEmpty)
    var bare = scenario
    bare.app.keys = LocatedInfoPlist()
    #expect(LintRule.launchScreenMissing.findings(in: LintSubject(scenario: bare)).isEmpty)
  }
}
