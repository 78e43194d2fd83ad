import SwivelCore
import Testing

/// The era's answers on both sides of each boundary: the last release before the change and the
/// first one with it.
@Suite struct SystemBehaviorTests {
  private func era(_ version: String) throws -> SystemBehavior {
    try SystemBehavior(iOSVersion: version)
  }

  // Seed 001: "In iOS 5 (and before), shouldAutorotateToInterfaceOrientation: is used. It overrides
  // the orientations listed in the project's Deployment Info. In iOS 6 (and later), we instead use
  // supportedInterfaceOrientations"; seed 000, "Controlling What Interface Orientations Are
  // Supported (iOS 6)".
  @Test(
    arguments: zip(["3.0", "4.3", "5.0", "5.1", "6.0", "6.1", "15.8"], [true, true, true, true, false, false, false]))
  func legacyAutorotationDecidesUpToIOS5(version: String, expected: Bool) throws {
    #expect(try era(version).usesLegacyAutorotation == expected)
  }

  // Seed 003: "If your view controller still implements shouldAutorotateToInterfaceOrientation:
  // iOS will convert the values it returns to the appropriate UIInterfaceOrientationMask values."
  @Test(arguments: zip(["5.1", "6.0", "15.8"], [false, true, true]))
  func legacyAnswersBecomeAMaskFromIOS6(version: String, expected: Bool) throws {
    #expect(try era(version).convertsLegacyAutorotationToMask == expected)
  }

  // Seed 003: "supportedInterfaceOrientations: is only called if shouldAutorotate returns YES"
  // (iOS 6); iOS 16 release notes: "[UIViewController shouldAutorotate] has been deprecated is no
  // longer supported" (quoted in dotnet/macios#16292); Apple, shouldAutorotate, "iOS 6.0–16.0".
  @Test(arguments: zip(["5.1", "6.0", "15.8", "16.0", "26.1"], [false, true, true, false, false]))
  func shouldAutorotateIsHonouredFromIOS6ToIOS15(version: String, expected: Bool) throws {
    #expect(try era(version).honorsShouldAutorotate == expected)
  }

  // Seed 000, "Understanding the Rotation Process (iOS 5 and earlier)": "a container view controller
  // asks its children"; seed 003: from iOS 6 only the top-most controller decides.
  @Test(arguments: zip(["5.1", "6.0"], [true, false]))
  func containersAskChildrenUpToIOS5(version: String, expected: Bool) throws {
    #expect(try era(version).containersAskChildren == expected)
  }

  // Apple, navigationControllerSupportedInterfaceOrientations(_:) and
  // tabBarControllerSupportedInterfaceOrientations(_:): "iOS 7.0+".
  @Test(arguments: zip(["6.1", "7.0"], [false, true]))
  func containerDelegatesAnswerFromIOS7(version: String, expected: Bool) throws {
    #expect(try era(version).containersAskDelegateForSupportedOrientations == expected)
  }

  // Seed 001: application:supportedInterfaceOrientationsForWindow: "In iOS 6 (and later)".
  @Test(arguments: zip(["5.1", "6.0"], [false, true]))
  func appDelegateMaskFromIOS6(version: String, expected: Bool) throws {
    #expect(try era(version).asksAppDelegateForSupportedOrientations == expected)
  }

  // Apple, Technical Q&A QA1688: "Beginning with iOS 6, if a root view controller has not been
  // assigned to the app's window, supported orientations are determined only by the
  // UIApplication object."
  @Test(arguments: zip(["5.1", "6.0"], [false, true]))
  func windowsWithoutRootRotateFromIOS6(version: String, expected: Bool) throws {
    #expect(try era(version).rotatesWithoutRootViewController == expected)
  }

  // Seed 000: "By default, view controllers on devices that use the iPad idiom support all four
  // orientations. On devices that use the iPhone idiom, all interface orientations but upside-down
  // portrait are supported." Before iOS 6 the default shouldAutorotateToInterfaceOrientation:
  // answers YES for portrait only (issue 4; jinthagerman/JBTabBarController#2).
  @Test(
    arguments: zip(
      [("5.1", UserInterfaceIdiom.phone), ("5.1", .pad), ("6.0", .phone), ("6.0", .pad), ("15.8", .phone)],
      [InterfaceOrientationMask.portrait, .portrait, .allButUpsideDown, .all, .allButUpsideDown]
    )
  )
  func defaultSupportedOrientationsPerEraAndIdiom(
    version: (String, UserInterfaceIdiom), expected: InterfaceOrientationMask
  ) throws {
    #expect(try era(version.0).defaultSupportedInterfaceOrientations(for: version.1) == expected)
  }

  // Radar 22854526 (lionheart/openradar-mirror#6178): with all four iPad orientations in Info.plist,
  // shouldAutorotate and supportedInterfaceOrientations are ignored on iOS 9.0.1, honoured on
  // 8.4.1. Apple, supportedInterfaceOrientations: "If your app supports multitasking, the system
  // doesn't call this method on your view controller."
  @Test(arguments: zip(["8.4", "9.0", "15.8"], [false, true, true]))
  func multitaskingIgnoresMasksFromIOS9(version: String, expected: Bool) throws {
    #expect(try era(version).multitaskingIgnoresControllerMasks == expected)
    #expect(
      try era(version).ignoresControllerMasksForMultitasking(
        idiom: .pad, infoPlistOrientations: .all, requiresFullScreen: false) == expected)
  }

  // Apple, supportedInterfaceOrientations: "You can opt out of multitasking by enabling Requires
  // full screen on your iOS target or by not declaring support for all possible orientations
  // within the Info.plist file." Phones never multitask.
  @Test(
    arguments: [
      (UserInterfaceIdiom.pad, InterfaceOrientationMask.all, true),
      (.pad, .allButUpsideDown, false),
      (.pad, .landscape, false),
      (.phone, .all, false),
    ]
  )
  func multitaskingEligibilityNeedsAllFourIPadOrientationsAndNoFullScreen(
    idiom: UserInterfaceIdiom, orientations: InterfaceOrientationMask, requiresFullScreen: Bool
  ) throws {
    let ios9 = try era("9.0")
    #expect(
      !ios9.ignoresControllerMasksForMultitasking(
        idiom: idiom, infoPlistOrientations: orientations, requiresFullScreen: requiresFullScreen))
  }

  // Apple, preferredInterfaceOrientationForPresentation: "iOS 6.0+".
  @Test(arguments: zip(["5.1", "6.0"], [false, true]))
  func preferredPresentationOrientationFromIOS6(version: String, expected: Bool) throws {
    #expect(try era(version).hasPreferredInterfaceOrientationForPresentation == expected)
  }

  // Crash reports: phoboslab/Ejecta#236 (2013) and rubymotion-community/BubbleWrap#394 (July
  // 2014, iOS 7) without the class; PDF417/pdf417-ios#7 (iOS 8.3) with
  // `[_UIAlertShimPresentingViewController shouldAutorotate]`.
  @Test(
    arguments: zip(
      ["6.0", "7.1", "8.0", "9.0", "15.8"],
      [
        "Supported orientations has no common orientation with the application, and shouldAutorotate is returning YES",
        "Supported orientations has no common orientation with the application, and shouldAutorotate is returning YES",
        "Supported orientations has no common orientation with the application, and [FeedViewController shouldAutorotate] is returning YES",
        "Supported orientations has no common orientation with the application, and [FeedViewController shouldAutorotate] is returning YES",
        "Supported orientations has no common orientation with the application, and [FeedViewController shouldAutorotate] is returning YES",
      ]
    )
  )
  func noCommonOrientationReasonNamesTheClassFromIOS8(version: String, expected: String) throws {
    #expect(try era(version).noCommonOrientationReason(controllerClassName: "FeedViewController") == expected)
  }

  // Crash reports: the short text on iOS 9 (Appboy/appboy-ios-sdk#54, March 2016); the long one
  // by May 2017 (zhengwenming/WMPlayer#95, before the first iOS 11 beta) and on iOS 13
  // (bytedance/Bytedance-UnionAD#105); nytimes/NYTPhotoViewer#360 gives the exact wording.
  @Test(
    arguments: zip(
      ["6.0", "9.3", "10.0", "12.5", "13.0", "15.8"],
      [
        "preferredInterfaceOrientationForPresentation must return a supported interface orientation!",
        "preferredInterfaceOrientationForPresentation must return a supported interface orientation!",
        "preferredInterfaceOrientationForPresentation 'landscapeRight' must match a supported interface orientation: 'portrait'!",
        "preferredInterfaceOrientationForPresentation 'landscapeRight' must match a supported interface orientation: 'portrait'!",
        "preferredInterfaceOrientationForPresentation 'landscapeRight' must match a supported interface orientation: 'portrait'!",
        "preferredInterfaceOrientationForPresentation 'landscapeRight' must match a supported interface orientation: 'portrait'!",
      ]
    )
  )
  func preferredOrientationReasonNamesOrientationsFromIOS10(version: String, expected: String) throws {
    let reason = try era(version).preferredOrientationReason(
      preferredRawValue: InterfaceOrientation.landscapeRight.rawValue, supported: .portrait)
    #expect(reason == expected)
  }

  // zhengwenming/WMPlayer#95: a value that is no orientation prints as its number in parentheses,
  // and the mask lists landscapeLeft before landscapeRight: "'(7)' must match a supported
  // interface orientation: 'portrait, landscapeLeft, landscapeRight'!".
  @Test func preferredOrientationReasonPrintsAnInvalidValueAsANumber() throws {
    let reason = try era("10.3").preferredOrientationReason(preferredRawValue: 7, supported: .allButUpsideDown)
    #expect(
      reason
        == "preferredInterfaceOrientationForPresentation '(7)' must match a supported interface orientation: 'portrait, landscapeLeft, landscapeRight'!"
    )
  }

  // bytedance/Bytedance-UnionAD#105 (iOS 13): "preferredInterfaceOrientationForPresentation
  // 'portrait' must match a supported interface orientation: 'landscapeLeft, landscapeRight'!".
  @Test func preferredOrientationReasonListsLandscapeLeftFirst() throws {
    let reason = try era("13.0").preferredOrientationReason(
      preferredRawValue: InterfaceOrientation.portrait.rawValue, supported: .landscape)
    #expect(
      reason
        == "preferredInterfaceOrientationForPresentation 'portrait' must match a supported interface orientation: 'landscapeLeft, landscapeRight'!"
    )
  }

  // Apple, attemptRotationToDeviceOrientation(): "iOS 5.0–16.0".
  @Test(arguments: zip(["4.3", "5.0"], [false, true]))
  func attemptRotationExistsFromIOS5(version: String, expected: Bool) throws {
    #expect(try era(version).hasAttemptRotationToDeviceOrientation == expected)
  }
}

/// The era's answers about how a rotation runs and how presentations cover the screen, at their
/// boundaries.
@Suite struct SystemBehaviorRotationTests {
  private func era(_ version: String) throws -> SystemBehavior {
    try SystemBehavior(iOSVersion: version)
  }

  // Apple, "View Controller Advancements in iOS 8" (WWDC 2014, session 214): from iOS 8 the screen
  // and window coordinate spaces follow the interface orientation; before, the window stays in
  // portrait and the root view is turned by a transform.
  @Test(
    arguments: zip(
      ["5.1", "7.1", "8.0", "15.8"],
      [
        SystemBehavior.WindowCoordinateSpace.fixedPortrait, .fixedPortrait, .interfaceOriented, .interfaceOriented,
      ]
    )
  )
  func windowCoordinatesFollowTheInterfaceFromIOS8(version: String, expected: SystemBehavior.WindowCoordinateSpace)
    throws
  {
    let behavior = try era(version)
    #expect(behavior.windowCoordinateSpace == expected)
    // viewWillTransition(to:with:) and trait collections arrived with iOS 8 (same session).
    #expect(behavior.hasTransitionCoordinator == (expected == .interfaceOriented))
    #expect(behavior.hasTraitCollections == (expected == .interfaceOriented))
  }

  // Seed 002: the two-step half-rotation callbacks; deprecated in iOS 5 and no longer sent from iOS 6.
  @Test(arguments: zip(["3.0", "5.1", "6.0"], [true, true, false]))
  func twoStepCallbacksUpToIOS5(version: String, expected: Bool) throws {
    #expect(try era(version).deliversTwoStepRotationCallbacks == expected)
  }

  // Seed 000, step 2 of the rotation: viewWillLayoutSubviews (Apple: "iOS 5.0+").
  @Test(arguments: zip(["4.3", "5.0"], [false, true]))
  func layoutCallbacksFromIOS5(version: String, expected: Bool) throws {
    #expect(try era(version).hasViewLayoutCallbacks == expected)
  }

  // UIViewController.h: the one-step callbacks are deprecated from iOS 8 but still delivered.
  @Test(arguments: zip(["5.1", "8.0", "15.8"], [true, true, true]))
  func oneStepCallbacksThroughIOS15(version: String, expected: Bool) throws {
    #expect(try era(version).deliversLegacyRotationCallbacks == expected)
  }

  // Apple, UIModalPresentationStyle.automatic ("iOS 13.0+"): "For most view controllers, UIKit
  // maps this style to: formSheet in iOS 18 and later; pageSheet in versions of iOS earlier than
  // iOS 18"; before iOS 13 a presentation covered the screen by default.
  @Test(
    arguments: zip(
      ["12.5", "13.0", "17.7", "18.0"], [ModalPresentationStyle.fullScreen, .pageSheet, .pageSheet, .formSheet])
  )
  func automaticStyleIsASheetFromIOS13(version: String, expected: ModalPresentationStyle) throws {
    #expect(try era(version).resolved(.automatic) == expected)
    #expect(try era(version).resolved(.formSheet) == .formSheet)
  }

  // Seed 000: only a controller "presented full screen" decides. Before iOS 13, sheets adapt to
  // full screen in the iPhone's compact width; from iOS 13 they are cards over the presenter
  // (jierong.dev, "supportedInterfaceOrientations": "instead of using the default
  // modalPresentationStyle from iOS 13 - pageSheet, we have to use some styles that fill the window").
  @Test(
    arguments: [
      ("12.5", ModalPresentationStyle.pageSheet, UserInterfaceIdiom.phone, true),
      ("13.0", .pageSheet, .phone, false),
      ("12.5", .formSheet, .pad, false),
      ("12.5", .automatic, .pad, true),
      ("13.0", .automatic, .phone, false),
      ("13.0", .fullScreen, .pad, true),
      ("13.0", .overFullScreen, .phone, false),
      ("13.0", .popover, .phone, true),
      ("13.0", .popover, .pad, false),
    ]
  )
  func whichPresentationsCoverTheScreen(
    version: String, style: ModalPresentationStyle, idiom: UserInterfaceIdiom, expected: Bool
  ) throws {
    #expect(try era(version).presentsFullScreen(style, idiom: idiom) == expected)
  }

  // Apple, UIRequiresFullScreen: "iOS 9.0–26.0".
  @Test(arguments: zip(["18.7", "26.0"], [false, true]))
  func requiresFullScreenDeprecatedInIOS26(version: String, expected: Bool) throws {
    #expect(try era(version).deprecatesRequiresFullScreen == expected)
  }

  // Apple, UIWindowSceneDelegate.supportedInterfaceOrientations(for:): "iOS 27.0+"; the app
  // delegate's application(_:supportedInterfaceOrientationsFor:): "iOS 6.0–27.0" (deprecated with
  // the 27 SDK, judged by the SDK).
  @Test func theSceneDelegateMaskArrivesAndTheAppDelegatesIsDeprecatedInIOS27() throws {
    #expect(try !era("26.7").asksSceneDelegateForSupportedOrientations)
    #expect(try era("27.0").asksSceneDelegateForSupportedOrientations)
    #expect(try !era("27.0").builtWith(sdk: SystemVersion("26.2")).deprecatesAppDelegateSupportedOrientations)
    #expect(try era("26.7").builtWith(sdk: SystemVersion("27.0")).deprecatesAppDelegateSupportedOrientations)
  }

  // Apple, "UIKit updates" (June 2026) and TN3187: built with the iOS 27 SDK an app without the
  // scene life cycle fails to launch; iOS 26 logs "UIScene lifecycle will soon be required".
  // iOS 27 release notes 162044221: statusBarOrientation is a no-op on 27.0 with its SDK.
  // Release notes 168247372: the 27.0 SDK requires a launch screen.
  @Test(
    arguments: [
      ("26.7", nil, false, true, false, false), ("27.1", nil, true, false, true, true),
      ("27.1", "26.2", false, true, false, false), ("26.7", "27.0", false, true, false, true),
    ] as [(String, String?, Bool, Bool, Bool, Bool)]
  )
  func theSDKDecidesWhatIOS27ChangesForAnApp(
    ios: String, sdk: String?, required: Bool, warns: Bool, noOp: Bool, launchScreen: Bool
  ) throws {
    var behavior = try era(ios)
    if let sdk { behavior = behavior.builtWith(sdk: try SystemVersion(sdk)) }
    #expect(behavior.requiresSceneLifeCycle == required)
    #expect(behavior.warnsOfSceneLifeCycle == warns)
    #expect(behavior.statusBarOrientationIsNoOp == noOp)
    #expect(behavior.requiresLaunchScreen == launchScreen)
  }

  @Test func anotherSDKIsNamedInTheEra() throws {
    #expect(try era("27.1").builtWith(sdk: SystemVersion("26.2")).description == "iOS 27.1 (26.2 SDK)")
    #expect(try era("27.1").description == "iOS 27.1")
  }

  // Apple called it iPhone OS before iOS 4.
  @Test(arguments: zip(["3.1", "4.0", "6.0"], ["iPhone OS 3.1", "iOS 4.0", "iOS 6.0"]))
  func describesTheEraWithApplesName(version: String, expected: String) throws {
    #expect(try era(version).description == expected)
  }
}
