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
