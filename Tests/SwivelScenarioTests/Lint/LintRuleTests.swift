import SwivelCore
import Testing

@testable import SwivelScenario

/// Each rule with a scenario that breaks it and one that does not.
@Suite struct LintRuleTests {
  static func findings(_ rule: LintRule, _ yaml: String) throws -> [LintFinding] {
    let scenario = try ScenarioLoader(fileExists: { _ in true }).load(yaml: yaml, file: "s.yaml")
    return rule.findings(in: LintSubject(scenario: scenario))
  }

  static func lines(_ rule: LintRule, _ yaml: String) throws -> [String] {
    try findings(rule, yaml).map { "\($0.location): \($0.message)" }
  }

  // MARK: - app-supports-no-orientation

  // Seed 000: "The result of this calculation must never be 0"; spec section 3: a phone without
  // a Home button never supports portraitUpsideDown.
  @Test func anAppMaskAPhoneWithoutHomeButtonCannotShowIsAnError() throws {
    let yaml =
      "swivel: 1\ndevice: iphone-15\napp: {UISupportedInterfaceOrientations: [UIInterfaceOrientationPortraitUpsideDown]}\n"
    #expect(
      try Self.lines(.appSupportsNoOrientation, yaml) == [
        "s.yaml:3:41: the app supports [portraitUpsideDown] on an iPhone without a Home button, which can show none of them"
      ])
  }

  @Test func anEmptyDelegateMaskIsAnError() throws {
    let yaml = "swivel: 1\ndevice: ipad-9.7\napp: {delegateMask: []}\n"
    #expect(
      try Self.lines(.appSupportsNoOrientation, yaml) == [
        "s.yaml:3:21: the app supports [] on iPad, which can show none of them"
      ])
  }

  @Test func anAppMaskWithAnOrientationTheDeviceShowsIsClean() throws {
    let yaml =
      "swivel: 1\ndevice: iphone-8\napp: {UISupportedInterfaceOrientations: [UIInterfaceOrientationPortraitUpsideDown]}\n"
    #expect(try Self.findings(.appSupportsNoOrientation, yaml).isEmpty)
  }

  // MARK: - no-common-orientation

  // Seed 000: the topmost controller's mask is ANDed with the app's; 0 raises
  // UIApplicationInvalidInterfaceOrientationException.
  @Test func aControllerWithNothingInCommonWithTheAppIsAnError() throws {
    let yaml = """
      swivel: 1
      device: iphone-8
      app: {UISupportedInterfaceOrientations: [UIInterfaceOrientationPortrait]}
      controllers:
        photos: {supported: landscape}
        feed: {}
      """
    #expect(
      try Self.lines(.noCommonOrientation, yaml) == [
        "s.yaml:5:23: controller 'photos' supports [landscapeRight, landscapeLeft] and the app [portrait]: nothing in common"
      ])
  }

  @Test func aSetStepThatEmptiesTheIntersectionIsAnErrorAtTheStep() throws {
    let yaml = """
      swivel: 1
      device: iphone-8
      app: {delegateMask: portrait}
      controllers: {feed: {}}
      steps:
        - set: {controller: feed, supported: landscapeLeft}
      """
    #expect(
      try Self.lines(.noCommonOrientation, yaml) == [
        "s.yaml:6:40: controller 'feed' supports [landscapeLeft] and the app [portrait]: nothing in common"
      ])
  }

  // The default mask of iOS 6+ on iPhone is all but upside down (seed 000).
  @Test func theDefaultMaskAgainstAnUpsideDownOnlyAppIsAnError() throws {
    let yaml = """
      swivel: 1
      device: iphone-8
      app: {UISupportedInterfaceOrientations: [UIInterfaceOrientationPortraitUpsideDown]}
      controllers: {feed: {}}
      """
    #expect(try Self.lines(.noCommonOrientation, yaml).count == 1)
  }

  @Test func overlappingMasksAndTheLegacyEraAreClean() throws {
    let overlapping = """
      swivel: 1
      device: iphone-8
      app: {UISupportedInterfaceOrientations: [UIInterfaceOrientationPortrait]}
      controllers: {feed: {supported: [portrait, landscapeLeft]}}
      """
    #expect(try Self.findings(.noCommonOrientation, overlapping).isEmpty)
    // iOS 5: masks do not decide (seed 000, "Understanding the Rotation Process (iOS 5 and earlier)").
    let legacy =
      "swivel: 1\nios: \"5.1\"\ndevice: iphone-8\napp: {delegateMask: portrait}\ncontrollers: {a: {supported: landscape}}\n"
    #expect(try Self.findings(.noCommonOrientation, legacy).isEmpty)
  }

  // Seed 001 and issue 3: the delegate's mask "replaces … the Info.plist mask once the app has
  // launched"; the root installed while launching meets Info.plist's orientations, and the engine
  // raises there (RotationPolicy.decideRootViewControllerChange): lint must say so too.
  static func launchScenario(root: String, ios: String = "6.0") -> String {
    """
    swivel: 1
    ios: "\(ios)"
    device: iphone-8
    app:
      UISupportedInterfaceOrientations: [UIInterfaceOrientationLandscapeRight]
      delegateMask: all
    controllers:
      a: \(root)
      b: {supported: landscapeRight}
    window: {root: a}
    """
  }

  @Test(arguments: ["6.0", "12.0", "17.0"])
  func aRootWithNothingInCommonWithInfoPlistAtLaunchIsAnError(ios: String) throws {
    #expect(
      try Self.lines(.noCommonOrientation, Self.launchScenario(root: "{supported: portrait}", ios: ios)) == [
        "s.yaml:8:18: the window's root 'a' supports [portrait] and Info.plist [landscapeRight]: nothing in common at launch, where only Info.plist's orientations apply (the delegate's mask [portrait, portraitUpsideDown, landscapeRight, landscapeLeft] applies once the app has launched)"
      ])
  }

  @Test func theLaunchCheckAgreesWithTheEngine() throws {
    for (root, raises) in [
      ("{supported: portrait}", true), ("{supported: [portrait, landscapeRight]}", false),
      ("{supported: portrait, shouldAutorotate: false}", false),
      ("{kind: navigation, children: [b], forwards: top}", false),
      ("{kind: navigation, children: [b], supported: portrait}", true),
    ] {
      let yaml = Self.launchScenario(root: root) + "\nsteps:\n  - launch: portrait\n  - wait: 1\n"
      let found = try !Self.findings(.noCommonOrientation, yaml).isEmpty
      let played = try ScenarioPlayer().play(ScenarioLoader().load(yaml: yaml, file: "s.yaml"))
      #expect(found == raises, "\(root)")
      #expect((played.uncaughtError != nil) == raises, "\(root)")
    }
  }

  @Test func aRootOutsideInfoPlistIsCleanWithoutADelegateMaskOrInTheLegacyEra() throws {
    // Only a controller that is not the root, and no delegate: Info.plist is the app's mask all
    // along, and the existing check covers the controllers.
    let noDelegate = Self.launchScenario(root: "{supported: landscapeRight}")
    #expect(try Self.findings(.noCommonOrientation, noDelegate).isEmpty)
    #expect(
      try Self.findings(.noCommonOrientation, Self.launchScenario(root: "{supported: portrait}", ios: "5.1")).isEmpty)
  }

  // Seed 003: from iOS 6 the legacy answers are the mask when supportedInterfaceOrientations is not overridden.
  @Test func legacyAnswersWithNothingInCommonAreAnError() throws {
    let yaml = """
      swivel: 1
      ios: "7.0"
      device: iphone-8
      app: {UISupportedInterfaceOrientations: [UIInterfaceOrientationPortrait]}
      controllers:
        old: {legacyAutorotate: landscape}
      """
    let lines = try Self.lines(.noCommonOrientation, yaml)
    #expect(
      lines == [
        "s.yaml:6:27: controller 'old' supports [landscapeRight, landscapeLeft] and the app [portrait]: nothing in common"
      ])
  }

  // Apple, supportedInterfaceOrientations: "If your app supports multitasking, the system doesn't
  // call this method on your view controller" (iOS 9+, iPad, all four, no UIRequiresFullScreen).
  @Test(arguments: zip(["17.0", "8.4"], [0, 1]))
  func aMultitaskingIPadAppIsNeverAskedForControllerMasks(era: String, count: Int) throws {
    let yaml =
      "swivel: 1\nios: \"\(era)\"\ndevice: ipad-9.7\napp: {delegateMask: portrait}\ncontrollers: {a: {supported: landscape, preferredForPresentation: landscapeLeft}}\n"
    #expect(try Self.findings(.noCommonOrientation, yaml).count == count)
  }

  // MARK: - preferred-orientation-unsupported

  // Seed 000: "The preferred interface orientation must be one of the orientations supported by the view controller."
  @Test func aPreferredOrientationOutsideTheMaskIsAnError() throws {
    let yaml =
      "swivel: 1\ndevice: iphone-8\ncontrollers:\n  photos: {supported: portrait, preferredForPresentation: landscapeLeft}\n"
    #expect(
      try Self.lines(.preferredOrientationUnsupported, yaml) == [
        "s.yaml:4:59: controller 'photos' prefers landscapeLeft but supports [portrait]"
      ])
  }

  @Test func aPreferredOrientationOutsideThePhoneDefaultIsAnError() throws {
    let yaml = "swivel: 1\ndevice: iphone-8\ncontrollers:\n  photos: {preferredForPresentation: portraitUpsideDown}\n"
    #expect(try Self.findings(.preferredOrientationUnsupported, yaml).count == 1)
    let pad = "swivel: 1\ndevice: ipad-9.7\ncontrollers:\n  photos: {preferredForPresentation: portraitUpsideDown}\n"
    #expect(try Self.findings(.preferredOrientationUnsupported, pad).isEmpty)
  }

  // The policy checks the preferred orientation against the controller's mask ∩ the app's
  // (RotationPolicy.decidePresentation).
  @Test func aPreferredOrientationTheAppDoesNotSupportIsAnError() throws {
    let yaml = """
      swivel: 1
      device: iphone-8
      app: {UISupportedInterfaceOrientations: [UIInterfaceOrientationPortrait, UIInterfaceOrientationLandscapeRight]}
      controllers:
        photos: {supported: landscape, preferredForPresentation: landscapeLeft}
      """
    #expect(
      try Self.lines(.preferredOrientationUnsupported, yaml) == [
        "s.yaml:5:60: controller 'photos' prefers landscapeLeft, which the app does not support ([portrait, landscapeRight])"
      ])
  }

  @Test func aPreferredOrientationInsideTheMaskIsClean() throws {
    let yaml =
      "swivel: 1\ndevice: iphone-8\ncontrollers:\n  photos: {supported: landscape, preferredForPresentation: landscapeLeft}\n"
    #expect(try Self.findings(.preferredOrientationUnsupported, yaml).isEmpty)
  }

  // MARK: - ipad-multitasking-orientations

  // ITMS-90474: "iPad Multitasking support requires these orientations: 'UIInterfaceOrientationPortrait,
  // UIInterfaceOrientationPortraitUpsideDown,UIInterfaceOrientationLandscapeLeft,UIInterfaceOrientationLandscapeRight'"
  // (App Store Connect upload error, quoted in expo/expo-cli#3710).
  @Test func anIPadListOfTwoWithoutFullScreenIsAnError() throws {
    let yaml = """
      swivel: 1
      device: ipad-9.7
      app:
        UISupportedInterfaceOrientations: [UIInterfaceOrientationPortrait, UIInterfaceOrientationPortraitUpsideDown]
      """
    #expect(
      try Self.lines(.ipadMultitaskingOrientations, yaml) == [
        "s.yaml:4:37: the iPad orientations [portrait, portraitUpsideDown] are not all four and UIRequiresFullScreen is not true"
      ])
  }

  @Test func theIPadKeyOfAPhoneScenarioIsCheckedToo() throws {
    let yaml =
      "swivel: 1\ndevice: iphone-8\napp:\n  UISupportedInterfaceOrientations~ipad: [UIInterfaceOrientationPortrait]\n"
    #expect(try Self.findings(.ipadMultitaskingOrientations, yaml).count == 1)
  }

  @Test(arguments: [
    "UISupportedInterfaceOrientations~ipad: [UIInterfaceOrientationPortrait, UIInterfaceOrientationPortraitUpsideDown, UIInterfaceOrientationLandscapeLeft, UIInterfaceOrientationLandscapeRight]\n  UISupportedInterfaceOrientations: [UIInterfaceOrientationPortrait]",
    "UISupportedInterfaceOrientations: [UIInterfaceOrientationPortrait]\n  UIRequiresFullScreen: true",
  ])
  func allFourOrFullScreenIsClean(app: String) throws {
    let yaml = "swivel: 1\ndevice: ipad-9.7\napp:\n  \(app)\n"
    #expect(try Self.findings(.ipadMultitaskingOrientations, yaml).isEmpty)
  }

  // Core Foundation puts a key's `~ipad` variant in the plain key's place on iPad
  // (swift-corelibs-foundation, CFBundle_InfoPlist.c, _CFBundleInfoPlistProcessInfoDictionary).
  @Test(arguments: zip(["true", "false"], [0, 1]))
  func theIPadFullScreenKeyDecidesOverThePlainKey(ipad: String, count: Int) throws {
    let yaml = """
      swivel: 1
      device: ipad-9.7
      app:
        UISupportedInterfaceOrientations: [UIInterfaceOrientationPortrait]
        UIRequiresFullScreen: \(ipad == "true" ? "false" : "true")
        UIRequiresFullScreen~ipad: \(ipad)
      """
    #expect(try Self.findings(.ipadMultitaskingOrientations, yaml).count == count)
  }

  @Test func beforeMultitaskingThereIsNoSuchRule() throws {
    let yaml =
      "swivel: 1\nios: \"8.4\"\ndevice: ipad-9.7\napp: {UISupportedInterfaceOrientations: [UIInterfaceOrientationPortrait]}\n"
    #expect(try Self.findings(.ipadMultitaskingOrientations, yaml).isEmpty)
  }

  // MARK: - requires-full-screen-deprecated

  // Apple TN3192: "Starting in iPadOS 26, UIRequiresFullscreen and its associated compatibility mode are deprecated".
  @Test func fullScreenOnIPadOS26IsAWarning() throws {
    let yaml = "swivel: 1\nios: \"26.0\"\ndevice: ipad-9.7\napp: {UIRequiresFullScreen: true}\n"
    #expect(
      try Self.lines(.requiresFullScreenDeprecated, yaml) == [
        "s.yaml:4:29: UIRequiresFullScreen is set (true) for iOS 26.0"
      ])
  }

  @Test func theDeprecationNamesTheKeyTheIPadReads() throws {
    let yaml = "swivel: 1\nios: \"26.0\"\ndevice: ipad-9.7\napp: {UIRequiresFullScreen~ipad: false}\n"
    #expect(
      try Self.lines(.requiresFullScreenDeprecated, yaml) == [
        "s.yaml:4:34: UIRequiresFullScreen~ipad is set (false) for iOS 26.0, which changes nothing (false is the default)"
      ])
  }

  // Apple, UIRequiresFullScreen: "whether the system puts an iPad app into a compatibility mode".
  @Test func fullScreenInAnIPhoneScenarioIsClean() throws {
    let yaml = "swivel: 1\nios: \"26.0\"\ndevice: iphone-15\napp: {UIRequiresFullScreen: true}\n"
    #expect(try Self.findings(.requiresFullScreenDeprecated, yaml).isEmpty)
  }

  @Test func fullScreenBeforeIPadOS26IsClean() throws {
    let yaml = "swivel: 1\nios: \"18.0\"\ndevice: ipad-9.7\napp: {UIRequiresFullScreen: true}\n"
    #expect(try Self.findings(.requiresFullScreenDeprecated, yaml).isEmpty)
  }

  // MARK: - interface-orientation-ignored

  // Apple, UIInterfaceOrientation: "If you add the UISupportedInterfaceOrientations key to the
  // information property list, the system ignores this key."
  @Test func anInitialOrientationBesideTheListIsAWarning() throws {
    let yaml = """
      swivel: 1
      device: iphone-8
      app:
        UISupportedInterfaceOrientations~iphone: [UIInterfaceOrientationPortrait]
        UIInterfaceOrientation: UIInterfaceOrientationLandscapeRight
      """
    #expect(
      try Self.lines(.interfaceOrientationIgnored, yaml) == [
        "s.yaml:5:27: UIInterfaceOrientation (landscapeRight) is set beside UISupportedInterfaceOrientations"
      ])
  }

  @Test func anInitialOrientationAloneIsClean() throws {
    let yaml = "swivel: 1\ndevice: iphone-8\napp: {UIInterfaceOrientation: UIInterfaceOrientationLandscapeRight}\n"
    #expect(try Self.findings(.interfaceOrientationIgnored, yaml).isEmpty)
  }

  // MARK: - upside-down-without-home-button

  // Spec section 3: "A phone without a Home button never supports portraitUpsideDown as an interface orientation".
  @Test func upsideDownOnAnIPhoneWithoutHomeButtonIsAWarning() throws {
    let yaml = """
      swivel: 1
      device: iphone-15
      app: {UISupportedInterfaceOrientations: [UIInterfaceOrientationPortrait, UIInterfaceOrientationPortraitUpsideDown]}
      """
    #expect(
      try Self.lines(.upsideDownWithoutHomeButton, yaml) == [
        "s.yaml:3:41: portraitUpsideDown is listed for iphone-15, an iPhone without a Home button"
      ])
  }

  @Test(arguments: ["iphone-8", "ipad-pro-12.9"])
  func upsideDownWithAHomeButtonOrOnIPadIsClean(device: String) throws {
    let yaml =
      "swivel: 1\ndevice: \(device)\napp: {UISupportedInterfaceOrientations: [UIInterfaceOrientationPortraitUpsideDown, UIInterfaceOrientationPortrait]}\n"
    #expect(try Self.findings(.upsideDownWithoutHomeButton, yaml).isEmpty)
  }

  // MARK: - container-ignores-children

  // Seed 003: from iOS 6 only the top-most controller decides; a UINavigationController does not ask its children.
  @Test func aChildMaskTheNavigationControllerNeverAsksIsAWarning() throws {
    let yaml = """
      swivel: 1
      ios: "6.0"
      device: iphone-8
      controllers:
        photos: {supported: portrait}
        nav: {kind: navigation, children: [photos]}
      """
    #expect(
      try Self.lines(.containerIgnoresChildren, yaml) == [
        "s.yaml:5:23: navigation controller 'nav' answers [portrait, landscapeRight, landscapeLeft] and never asks its child 'photos', which supports [portrait]"
      ])
  }

  // UIRequiresFullScreen: a multitasking iPad app is never asked for its controllers' masks.
  @Test func aTabBarControllerIsCheckedToo() throws {
    let yaml = """
      swivel: 1
      device: ipad-9.7
      app: {UIRequiresFullScreen: true}
      controllers:
        a: {supported: landscape}
        tabs: {kind: tabBar, children: [a], supported: all}
      """
    #expect(try Self.findings(.containerIgnoresChildren, yaml).count == 1)
  }

  @Test(arguments: [
    "nav: {kind: navigation, children: [photos], forwards: top}",  // a subclass that forwards
    "nav: {kind: navigation, children: [photos], supported: portrait}",  // the same mask
    "nav: {kind: navigation, children: [other]}\n  other: {}",  // children without masks of their own
  ])
  func forwardingOrAgreeingContainersAreClean(container: String) throws {
    let yaml = "swivel: 1\ndevice: iphone-8\ncontrollers:\n  photos: {supported: portrait}\n  \(container)\n"
    #expect(try Self.findings(.containerIgnoresChildren, yaml).isEmpty)
  }

  // The container's answer is the policy's: its own legacy answers from iOS 6 (seed 003).
  @Test func theContainersAnswerIsThePolicys() throws {
    let yaml =
      "swivel: 1\nios: \"6.0\"\ndevice: iphone-8\ncontrollers:\n  photos: {supported: portrait}\n  nav: {kind: navigation, children: [photos], legacyAutorotate: [portrait]}\n"
    #expect(try Self.findings(.containerIgnoresChildren, yaml).isEmpty)
  }

  // Seed 000: on iOS 5 and earlier containers do ask their children.
  @Test func onIOS5ContainersAskTheirChildren() throws {
    let yaml =
      "swivel: 1\nios: \"5.0\"\ndevice: iphone-8\ncontrollers:\n  photos: {supported: portrait}\n  nav: {kind: navigation, children: [photos]}\n"
    #expect(try Self.findings(.containerIgnoresChildren, yaml).isEmpty)
  }

  // MARK: - should-autorotate-ignored

  // UIKit release notes, iOS 16: shouldAutorotate is deprecated and no longer honoured (SystemBehavior.honorsShouldAutorotate).
  @Test func shouldAutorotateFalseOnIOS16IsAWarning() throws {
    let yaml = "swivel: 1\nios: \"16.0\"\ndevice: iphone-8\ncontrollers:\n  a: {shouldAutorotate: false}\n"
    #expect(
      try Self.lines(.shouldAutorotateIgnored, yaml) == [
        "s.yaml:5:25: controller 'a' answers shouldAutorotate false on iOS 16.0"
      ])
  }

  @Test func shouldAutorotateFalseOnIOS6IsClean() throws {
    let yaml = "swivel: 1\nios: \"6.0\"\ndevice: iphone-8\ncontrollers:\n  a: {shouldAutorotate: false}\n"
    #expect(try Self.findings(.shouldAutorotateIgnored, yaml).isEmpty)
  }

  // MARK: - api-ignored-in-era

  // The UIKit console line on iOS 16 ("Setting UIDevice.orientation is not supported. Please use
  // UIWindowScene.requestGeometryUpdate(_:)"); Apple, attemptRotationToDeviceOrientation()
  // (deprecated 16.0, "Use setNeedsUpdateOfSupportedInterfaceOrientations() instead").
  @Test func stepsTheEraIgnoresOrDeprecatesAreReportedAtTheStep() throws {
    let yaml =
      "swivel: 1\nios: \"16.0\"\ndevice: iphone-14\ncontrollers: {a: {}}\nwindow: {root: a}\nsteps:\n  - launch: portrait\n  - setDeviceOrientation: landscapeLeft\n  - attemptRotation\n"
    let lines = try Self.lines(.apiIgnoredInEra, yaml)
    #expect(lines.count == 2)
    #expect(lines.first?.hasPrefix("s.yaml:8:5: setDeviceOrientation does nothing on iOS 16.0") == true)
    #expect(
      lines.last?.hasPrefix("s.yaml:9:5: attemptRotation (attemptRotationToDeviceOrientation) is deprecated") == true)
  }

  @Test func theSameStepsBeforeIOS16AreClean() throws {
    let yaml =
      "swivel: 1\nios: \"15.0\"\ndevice: iphone-13-mini\ncontrollers: {a: {}}\nwindow: {root: a}\nsteps:\n  - launch: portrait\n  - setDeviceOrientation: landscapeLeft\n  - attemptRotation\n"
    #expect(try Self.findings(.apiIgnoredInEra, yaml).isEmpty)
  }

  // Apple, supportedInterfaceOrientations and shouldAutorotate: iOS 6.0+; seed 001: "In iOS 5
  // (and before), shouldAutorotateToInterfaceOrientation: is used".
  @Test func iOS6AnswersOnIOS5AreReportedWhereWritten() throws {
    let yaml =
      "swivel: 1\nios: \"5.1\"\ndevice: iphone-4s\ncontrollers:\n  a: {supported: landscape, shouldAutorotate: false}\n  b: {legacyAutorotate: all}\nwindow: {root: a}\nsteps:\n  - launch: portrait\n  - set: {controller: b, supported: portrait}\n"
    let lines = try Self.lines(.apiIgnoredInEra, yaml)
    #expect(
      lines == [
        "s.yaml:5:18: supported: of controller 'a' is never asked on iOS 5.1; write legacyAutorotate: (shouldAutorotateToInterfaceOrientation:) instead",
        "s.yaml:5:47: shouldAutorotate: of controller 'a' is never asked on iOS 5.1; write legacyAutorotate: (shouldAutorotateToInterfaceOrientation:) instead",
        "s.yaml:10:37: supported: of controller 'b' is never asked on iOS 5.1; write legacyAutorotate: (shouldAutorotateToInterfaceOrientation:) instead",
      ])
    #expect(
      try Self.findings(.apiIgnoredInEra, yaml).allSatisfy {
        $0.why.hasPrefix("supportedInterfaceOrientations and shouldAutorotate arrive in iOS 6;")
      })
    #expect(
      try Self.findings(.apiIgnoredInEra, yaml.replacing("ios: \"5.1\"", with: "ios: \"6.0\"")).isEmpty)
  }

  // Apple, prefersInterfaceOrientationLocked: iOS 26.0+; before, UIKit never asks it.
  @Test func prefersLockedBeforeIOS26IsReportedWhereWritten() throws {
    let yaml =
      "swivel: 1\nios: \"18.0\"\ndevice: iphone-16-pro\ncontrollers:\n  game: {prefersLocked: true}\nwindow: {root: game}\n"
    #expect(
      try Self.lines(.apiIgnoredInEra, yaml) == [
        "s.yaml:5:25: prefersLocked: of controller 'game' is never asked on iOS 18.0"
      ])
    let why = try Self.findings(.apiIgnoredInEra, yaml).first?.why
    #expect(why?.hasPrefix("prefersInterfaceOrientationLocked arrives in iOS 26;") == true)
    #expect(try Self.findings(.apiIgnoredInEra, yaml.replacing("ios: \"18.0\"", with: "ios: \"26.0\"")).isEmpty)
  }

  // Apple, prefersStatusBarHidden and childForStatusBarHidden: iOS 7.0+; before, UIKit never asks them.
  @Test func statusBarAnswersBeforeIOS7AreReportedWhereWritten() throws {
    let yaml =
      "swivel: 1\nios: \"6.1\"\ndevice: iphone-se-1\ncontrollers:\n  a: {prefersStatusBarHidden: true, childForStatusBarHidden: a}\nwindow: {root: a}\n"
    #expect(
      try Self.lines(.apiIgnoredInEra, yaml) == [
        "s.yaml:5:31: prefersStatusBarHidden: of controller 'a' is never asked on iOS 6.1",
        "s.yaml:5:62: childForStatusBarHidden: of controller 'a' is never asked on iOS 6.1",
      ])
    let why = try Self.findings(.apiIgnoredInEra, yaml).first?.why
    #expect(why?.hasPrefix("prefersStatusBarHidden and childForStatusBarHidden arrive in iOS 7;") == true)
    #expect(try Self.findings(.apiIgnoredInEra, yaml.replacing("ios: \"6.1\"", with: "ios: \"7.0\"")).isEmpty)
  }

  // MARK: - mask-never-asked

  // Apple, UIRequiresFullScreen: an iPad app that allows every orientation and does not require
  // full screen takes part in multitasking, and its controllers are not asked for their masks.
  @Test func aMultitaskingIPadAppsMasksAreNeverAsked() throws {
    let yaml =
      "swivel: 1\nios: \"17.0\"\ndevice: ipad-pro-11\ncontrollers:\n  feed: {supported: portrait}\nwindow: {root: feed}\n"
    let lines = try Self.lines(.maskNeverAsked, yaml)
    #expect(lines.count == 1)
    #expect(
      lines.first?.hasPrefix("s.yaml:5:21: controller 'feed' declares supported: but this iPad app multitasks") == true)
    // Allowing every orientation, as the multitasking app does, it would change nothing if asked.
    #expect(try Self.findings(.maskNeverAsked, yaml.replacing("supported: portrait", with: "supported: all")).isEmpty)
  }

  // Apple, supportedInterfaceOrientations: "the root view controller or the topmost modal view
  // controller that fills the window" decides; a sheet from iOS 13 does not fill it.
  @Test func aControllerOnlyPresentedAsASheetNeverDecides() throws {
    let yaml =
      "swivel: 1\nios: \"17.0\"\ndevice: iphone-15\ncontrollers:\n  feed: {}\n  sheet: {supported: landscape}\nwindow: {root: feed}\nsteps:\n  - launch: portrait\n  - present: {controller: sheet, style: pageSheet}\n"
    #expect(
      try Self.lines(.maskNeverAsked, yaml).first?.hasPrefix(
        "s.yaml:6:22: controller 'sheet' declares supported: but is only presented as a sheet") == true)
    let fullScreen = yaml.replacingOccurrences(of: "style: pageSheet", with: "style: fullScreen")
    #expect(try Self.findings(.maskNeverAsked, fullScreen).isEmpty)
    // A presentation over the full screen is no sheet: the message names its style.
    let over = yaml.replacingOccurrences(of: "style: pageSheet", with: "style: overFullScreen")
    #expect(
      try Self.lines(.maskNeverAsked, over).first?.hasPrefix(
        "s.yaml:6:22: controller 'sheet' declares supported: but is only presented with style overFullScreen, which does not decide"
      ) == true)
    let before13 = yaml.replacingOccurrences(of: "17.0", with: "12.0").replacingOccurrences(
      of: "iphone-15", with: "iphone-8")
    #expect(try Self.findings(.maskNeverAsked, before13).isEmpty)
  }

  // MARK: - The catalog

  @Test func ruleIDsAreUniqueAndEveryRuleIsListed() {
    let ids = LintRule.all.map(\.id)
    #expect(Set(ids).count == ids.count)
    #expect(ids.count == 20)
    #expect(LintRule.rule(id: "no-common-orientation")?.severity == .error)
    #expect(LintRule.rule(id: "nothing") == nil)
  }

  @Test func aFindingPrintsWhereWhatWhyAndItsRule() throws {
    let yaml =
      "swivel: 1\ndevice: iphone-8\ncontrollers:\n  photos: {supported: portrait, preferredForPresentation: landscapeLeft}\n"
    let finding = try #require(try Self.findings(.preferredOrientationUnsupported, yaml).first)
    #expect(
      finding.description
        == "s.yaml:4:59: error: controller 'photos' prefers landscapeLeft but supports [portrait]; UIKit raises UIApplicationInvalidInterfaceOrientation when the controller is presented full screen (Apple, View Controller Programming Guide) [preferred-orientation-unsupported]"
    )
  }

  // Issue 10: the catalog knows which iOS versions each screen ran (Apple's iOS compatibility
  // lists: the iPhone 15 family came with iOS 17, the 14 Pro with 16; the iPhone 5 with iOS 6).
  @Test(
    arguments: zip(
      ["iphone-15", "iphone-15", "iphone-se-1", "iphone-se-1", "iphone-4s", "iphone-8", "ipad-9.7"],
      ["8.0", "16.0", "6.0", "5.1", "5.1", "17.0", "3.2"]))
  func aDeviceInAnEraItNeverRanIsAWarning(device: String, ios: String) throws {
    let findings = try Self.findings(
      .deviceNeverRanEra, "swivel: 1\nios: \"\(ios)\"\ndevice: \(device)\n")
    let model = try #require(DeviceCatalog.model(id: device))
    let version = try SystemVersion(ios)
    #expect(findings.count == (model.ran(version) ? 0 : 1))
    if let finding = findings.first {
      #expect(finding.location.description == "s.yaml:3:9")
      #expect(finding.message.hasPrefix("device \(device) ("))
    }
  }

  @Test func theCatalogsRangesAreTheKnownOnes() throws {
    #expect(DeviceCatalog.model(id: "iphone-15")?.systemMajorVersions == 16...27)
    #expect(DeviceCatalog.model(id: "iphone-se-1")?.systemMajorVersions == 6...15)
    #expect(DeviceCatalog.model(id: "iphone-8")?.systemMajorVersions == 8...16)
    #expect(DeviceCatalog.all.allSatisfy { $0.systemMajorVersions != nil })
    // An inline device has no range: any era.
    let inline = DeviceModel(idiom: .phone, portraitSize: Size(width: 390, height: 844), hasHomeButton: false)
    #expect(inline.ran(try SystemVersion("8.0")))
    #expect(
      try Self.findings(
        .deviceNeverRanEra, "swivel: 1\nios: \"8.0\"\ndevice: {idiom: phone, size: [390, 844], homeButton: false}\n"
      ).isEmpty)
  }

  // Issue 13: users do not know the project's seed documents; a finding names public sources.
  @Test func noRuleSpeaksOfSeeds() {
    for rule in LintRule.all {
      #expect(!rule.why.contains("seed") && !rule.summary.contains("seed"), "\(rule.id)")
    }
  }

  @Test func aCleanScenarioHasNoFindings() throws {
    let scenario = try ScenarioLoader().load(contentsOf: Fixture.path("clean.yaml"))
    #expect(LintRule.all.findings(in: LintSubject(scenario: scenario)).isEmpty)
  }
}
