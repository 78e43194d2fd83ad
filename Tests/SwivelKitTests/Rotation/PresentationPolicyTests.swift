import SwivelCore
import Testing

@testable import SwivelKit

/// Presenting full screen, dismissing, and attemptRotationToDeviceOrientation.
@Suite struct PresentationPolicyTests {
  private static let feed = Fixtures.controller("feed", supported: .portrait)

  // Seed 000, "Declaring a Preferred Presentation Orientation": "If the view controller is
  // presented full screen, the user interface is presented in the preferred orientation"; Apple,
  // preferredInterfaceOrientationForPresentation: without an override "the system presents the
  // view controller using the current orientation of the status bar".
  @Test(arguments: ["6.0", "10.0", "15.8"])
  func presentationUsesThePreferredOrientation(era: String) {
    let player = Fixtures.controller("player", supported: .landscape, preferred: .landscapeRight)
    let decision = RotationPolicy.decidePresentation(
      of: player, in: Fixtures.state(decider: Self.feed, deviceOrientation: .portrait), era: Fixtures.era(era))
    #expect(decision.result == .rotate(to: .landscapeRight))
    #expect(decision.reason == .preferredForPresentation)
    #expect(decision.trigger == .presentation(player.identity))
    #expect(decision.decider?.id == "player")
  }

  @Test func presentationWithoutAPreferenceKeepsTheStatusBarOrientation() {
    let photos = Fixtures.controller("photos", supported: .all)
    let decision = RotationPolicy.decidePresentation(
      of: photos, in: Fixtures.state(decider: Self.feed, deviceOrientation: .landscapeLeft), era: Fixtures.era("8.0"))
    #expect(decision.result == .stay)
    #expect(decision.reason == .statusBarOrientation)
  }

  // UIKit's -[UIViewController _preferredInterfaceOrientationGivenStatusBarAndDeviceAndOrientation:]
  // (named in crash logs, e.g. calimarkus/JDStatusBarNotification#105) picks among the status bar's,
  // the device's and an allowed orientation when the controller does not allow the status bar's.
  @Test(
    arguments: zip(
      [DeviceOrientation.portrait, .landscapeLeft, .landscapeRight, .faceUp],
      [InterfaceOrientation.landscapeRight, .landscapeRight, .landscapeLeft, .landscapeRight]
    )
  )
  func presentationOfAControllerThatRefusesTheStatusBarOrientation(
    device: DeviceOrientation, expected: InterfaceOrientation
  ) {
    let landscapeOnly = Fixtures.controller("player", supported: .landscape)
    let decision = RotationPolicy.decidePresentation(
      of: landscapeOnly, in: Fixtures.state(decider: Self.feed, deviceOrientation: device), era: Fixtures.era("12.5"))
    #expect(decision.result == .rotate(to: expected))
    #expect(decision.reason == .firstAllowedOrientation)
  }

  // Seed 000: "The preferred interface orientation must be one of the orientations supported by
  // the view controller." Crash reports: the short text on iOS 7 to 9 (thiagoperes/IDMPhotoBrowser#31,
  // jamonholmgren/ProMotion#607, Appboy/appboy-ios-sdk#54), the long one from iOS 10
  // (zhengwenming/WMPlayer#95, nytimes/NYTPhotoViewer#360).
  @Test(
    arguments: zip(
      ["6.0", "9.3", "10.0", "13.0", "15.8"],
      [
        "preferredInterfaceOrientationForPresentation must return a supported interface orientation!",
        "preferredInterfaceOrientationForPresentation must return a supported interface orientation!",
        "preferredInterfaceOrientationForPresentation 'landscapeRight' must match a supported interface orientation: 'portrait'!",
        "preferredInterfaceOrientationForPresentation 'landscapeRight' must match a supported interface orientation: 'portrait'!",
        "preferredInterfaceOrientationForPresentation 'landscapeRight' must match a supported interface orientation: 'portrait'!",
      ]
    )
  )
  func preferredOrientationOutsideTheMaskRaises(era: String, reason: String) {
    let wrong = Fixtures.controller("wrong", supported: .portrait, preferred: .landscapeRight)
    let decision = RotationPolicy.decidePresentation(
      of: wrong, in: Fixtures.state(decider: Self.feed), era: Fixtures.era(era))
    #expect(decision.result == .raises(RaisedException(name: .invalidInterfaceOrientation, reason: reason)))
    #expect(decision.reason == .preferredOrientationNotSupported)
  }

  // Issue 4: the preferred orientation must be in the controller's mask ∩ the app's mask.
  @Test func preferredOrientationOutsideTheAppMaskRaises() {
    let photos = Fixtures.controller("photos", supported: .all, preferred: .landscapeLeft)
    let decision = RotationPolicy.decidePresentation(
      of: photos, in: Fixtures.state(decider: Self.feed, infoPlist: .portrait), era: Fixtures.era("13.0"))
    #expect(
      decision.exception?.reason
        == "preferredInterfaceOrientationForPresentation 'landscapeLeft' must match a supported interface orientation: 'portrait'!"
    )
  }

  // listenzz/HBDNavigationBar#88 and yuwind/HHTransition#16: "preferredInterfaceOrientationForPresentation
  // 'unknown' must match a supported interface orientation: 'portrait'!".
  @Test func unknownPreferredOrientationRaises() {
    let broken = Fixtures.controller("broken", supported: .portrait, preferred: .unknown)
    let decision = RotationPolicy.decidePresentation(
      of: broken, in: Fixtures.state(decider: Self.feed), era: Fixtures.era("13.0"))
    #expect(
      decision.exception?.reason
        == "preferredInterfaceOrientationForPresentation 'unknown' must match a supported interface orientation: 'portrait'!"
    )
  }

  // Seed 000: the mask of the topmost controller ANDed with the app's "must never be 0".
  @Test func presentingAControllerWithNoCommonOrientationRaises() {
    let landscape = Fixtures.controller("landscape", supported: .landscape)
    let decision = RotationPolicy.decidePresentation(
      of: landscape, in: Fixtures.state(decider: Self.feed, infoPlist: .portrait), era: Fixtures.era("9.0"))
    #expect(decision.reason == .noCommonOrientation)
    #expect(decision.exception?.name == .invalidInterfaceOrientation)
  }

  // Apple, preferredInterfaceOrientationForPresentation: "iOS 6.0+". Before, nobody asks for it: a
  // controller that accepts the current orientation appears in it; one that refuses it appears in
  // the device's orientation when it accepts that (seed 000, iOS 5 rotation process).
  @Test func beforeIOS6APresentationIgnoresThePreferredOrientation() {
    let player = Fixtures.controller("player", supported: .landscape, preferred: .landscapeLeft, legacy: .landscape)
    let refused = RotationPolicy.decidePresentation(
      of: player, in: Fixtures.state(decider: Self.feed), era: Fixtures.era("5.1"))
    #expect(refused.result == .rotate(to: .landscapeRight))
    #expect(refused.reason == .firstAllowedOrientation)
    #expect(refused.deciderMask == .landscape)
    let accepted = RotationPolicy.decidePresentation(
      of: player, in: Fixtures.state(decider: Self.feed, interface: .landscapeRight), era: Fixtures.era("5.1"))
    #expect(accepted.result == .stay)
    #expect(accepted.reason == .statusBarOrientation)
  }

  // Apple, supportedInterfaceOrientations: a multitasking app's controllers are not asked.
  @Test func multitaskingAppPresentsInTheCurrentOrientation() {
    let player = Fixtures.controller("player", supported: .landscape, preferred: .landscapeRight)
    let state = Fixtures.state(decider: Self.feed, infoPlist: .all, device: Fixtures.pad)
    let decision = RotationPolicy.decidePresentation(of: player, in: state, era: Fixtures.era("9.0"))
    #expect(decision.result == .stay)
    #expect(decision.arbiter == .multitaskingApplication)
  }

  @Test func rotationLockDoesNotHoldAPresentation() {
    let player = Fixtures.controller("player", supported: .landscape, preferred: .landscapeRight)
    let state = Fixtures.state(decider: Self.feed, deviceOrientation: .portrait, lock: .portrait)
    #expect(
      RotationPolicy.decidePresentation(of: player, in: state, era: Fixtures.era("12.5")).result
        == .rotate(to: .landscapeRight))
  }

  // Seed 001's photo viewer: dismissed in landscape, the portrait-only presenter decides again and
  // the interface returns to portrait.
  @Test(arguments: ["6.0", "12.5", "15.8"])
  func dismissalReturnsToAnOrientationThePresenterAllows(era: String) {
    let state = Fixtures.state(decider: Self.feed, deviceOrientation: .landscapeLeft, interface: .landscapeRight)
    let decision = RotationPolicy.decideAfterDismissal(state, era: Fixtures.era(era))
    #expect(decision.result == .rotate(to: .portrait))
    #expect(decision.trigger == .dismissal)
  }

  @Test func dismissalTowardTheDeviceOrientation() {
    let state = Fixtures.state(
      decider: Fixtures.controller("photos", supported: .all), deviceOrientation: .landscapeLeft, interface: .portrait)
    let decision = RotationPolicy.decideAfterDismissal(state, era: Fixtures.era("8.0"))
    #expect(decision.result == .rotate(to: .landscapeRight))
    #expect(decision.reason == .allowed)
  }

  @Test func dismissalKeepsAnOrientationThePresenterAllows() {
    let state = Fixtures.state(
      decider: Fixtures.controller("feed", supported: .allButUpsideDown), deviceOrientation: .faceUp,
      interface: .landscapeRight)
    let decision = RotationPolicy.decideAfterDismissal(state, era: Fixtures.era("8.0"))
    #expect(decision.result == .stay)
  }

  // nytimes/NYTPhotoViewer#360: dismissing in landscape over a portrait-only presenter raises
  // "preferredInterfaceOrientationForPresentation 'landscapeRight' must match a supported interface
  // orientation: 'portrait'!" when the presenter prefers landscapeRight.
  @Test func dismissalChecksThePresentersPreferredOrientation() {
    let presenter = Fixtures.controller("feed", supported: .portrait, preferred: .landscapeRight)
    let state = Fixtures.state(decider: presenter, deviceOrientation: .landscapeLeft, interface: .landscapeRight)
    let decision = RotationPolicy.decideAfterDismissal(state, era: Fixtures.era("15.8"))
    #expect(
      decision.exception?.reason
        == "preferredInterfaceOrientationForPresentation 'landscapeRight' must match a supported interface orientation: 'portrait'!"
    )
  }

  // Seed 001: in iOS 5 shouldAutorotateToInterfaceOrientation: "overrides the orientations listed in
  // the project's Deployment Info"; seed 000, "Understanding the Rotation Process (iOS 5 and
  // earlier)": the window turns only to an orientation the deciding controller accepts. A
  // portrait-only presenter that decides again after a dismissal in landscape turns the interface
  // back: to the device's orientation if it accepts it, else to the first one it accepts, portrait
  // first.
  private static let legacyDismissals: [(InterfaceOrientationMask, DeviceOrientation, InterfaceOrientation)] = [
    (.portrait, .landscapeLeft, .portrait),
    (.landscapeLeft, .faceDown, .landscapeLeft),
    (.portrait, .faceUp, .portrait),
    ([.portraitUpsideDown, .landscapeLeft], .portrait, .portraitUpsideDown),
  ]

  @Test(arguments: zip(["3.0", "4.3", "5.1", "5.1"], legacyDismissals))
  func legacyDismissalTurnsToAnOrientationThePresenterAccepts(
    era: String, row: (legacy: InterfaceOrientationMask, device: DeviceOrientation, expected: InterfaceOrientation)
  ) {
    let state = Fixtures.state(
      decider: Fixtures.controller("feed", legacy: row.legacy), infoPlist: .all, deviceOrientation: row.device,
      interface: .landscapeRight)
    let decision = RotationPolicy.decideAfterDismissal(state, era: Fixtures.era(era))
    #expect(decision.result == .rotate(to: row.expected))
    #expect(decision.reason == .firstAllowedOrientation)
    #expect(decision.decider?.id == "feed")
    #expect(decision.allowed == row.legacy)
  }

  // Seed 001: the iOS 5 answers override Info.plist, so Info.plist allowing the current orientation
  // does not keep it, and a presenter that accepts it keeps it whatever Info.plist says.
  @Test func legacyDismissalIgnoresInfoPlist() {
    let refusing = Fixtures.state(
      decider: Fixtures.controller("feed", legacy: .portrait), infoPlist: .all, deviceOrientation: .landscapeLeft,
      interface: .landscapeRight)
    #expect(RotationPolicy.decideAfterDismissal(refusing, era: Fixtures.era("5.1")).result == .rotate(to: .portrait))
    let accepting = Fixtures.state(
      decider: Fixtures.controller("photos", legacy: .landscape), infoPlist: .portrait, deviceOrientation: .faceUp,
      interface: .landscapeRight)
    #expect(RotationPolicy.decideAfterDismissal(accepting, era: Fixtures.era("5.1")).result == .stay)
  }

  // UIKit logs "… returned NO from -shouldAutorotateToInterfaceOrientation: for all interface
  // orientations. It should support at least one orientation." and leaves the interface as it is.
  @Test func legacyControllerThatAcceptsNothingKeepsTheOrientation() {
    let state = Fixtures.state(
      decider: Fixtures.controller("feed", legacy: []), deviceOrientation: .landscapeLeft, interface: .landscapeRight)
    #expect(RotationPolicy.decideAfterDismissal(state, era: Fixtures.era("5.1")).result == .stay)
  }

  // Seed 000 and seed 001 (iOS 5 rotation process): a new root that refuses the orientation the app
  // launched in turns the interface, at launch as after a swap (the device's orientation is not
  // known yet at launch: UIDevice reports it on the next turn of the run loop).
  @Test(arguments: ["3.0", "5.1"])
  func legacyNewRootTurnsToAnOrientationItAccepts(era: String) {
    let state = Fixtures.state(
      decider: Fixtures.controller("feed", legacy: .portrait), infoPlist: .all, deviceOrientation: .unknown,
      interface: .landscapeRight)
    let decision = RotationPolicy.decideRootViewControllerChange(state, era: Fixtures.era(era))
    #expect(decision.result == .rotate(to: .portrait))
    #expect(decision.trigger == .rootViewControllerChange)
  }

  // Seed 000 (iOS 5): a controller presented full screen decides alone; one that refuses the
  // current orientation appears in the device's orientation if it accepts it, else in the first it
  // accepts; one that accepts the current orientation appears in it.
  @Test(
    arguments: zip(
      [InterfaceOrientationMask.portrait, .landscape, [.portrait, .landscapeLeft], .all],
      [InterfaceOrientation.portrait, .landscapeRight, .landscapeLeft, .landscapeRight]
    )
  )
  func legacyFullScreenPresentationAppearsInAnOrientationItAccepts(
    legacy: InterfaceOrientationMask, expected: InterfaceOrientation
  ) {
    let presented = Fixtures.controller("photos", legacy: legacy)
    let state = Fixtures.state(
      decider: Fixtures.controller("feed", legacy: .all), infoPlist: .all, deviceOrientation: .landscapeRight,
      interface: .landscapeRight)
    let decision = RotationPolicy.decidePresentation(of: presented, in: state, era: Fixtures.era("5.0"))
    #expect(decision.resultingOrientation == expected)
    #expect(decision.decider?.id == "photos")
  }

  // Apple, attemptRotationToDeviceOrientation(): "Attempts to rotate all windows to the orientation
  // of the device." Issue 4: "Changing a mask alone rotates nothing": toward the device only.
  @Test func attemptRotationTurnsTowardTheDevice() {
    let state = Fixtures.state(decider: Fixtures.controller("feed", supported: .all), deviceOrientation: .landscapeLeft)
    let decision = RotationPolicy.decideAttemptRotation(state, era: Fixtures.era("8.0"))
    #expect(decision.result == .rotate(to: .landscapeRight))
    #expect(decision.trigger == .attemptRotation)
  }

  @Test func attemptRotationDoesNotLeaveTheDevicesOrientation() {
    // The mask now refuses portrait, but the device is in portrait: nothing to rotate toward.
    let state = Fixtures.state(
      decider: Fixtures.controller("feed", supported: .landscape), deviceOrientation: .portrait, interface: .portrait)
    let decision = RotationPolicy.decideAttemptRotation(state, era: Fixtures.era("8.0"))
    #expect(decision.result == .stay)
  }

  // Apple, attemptRotationToDeviceOrientation(): "iOS 5.0–16.0".
  @Test func attemptRotationDoesNothingBeforeIOS5() {
    let state = Fixtures.state(decider: Fixtures.controller("feed", legacy: .all), deviceOrientation: .landscapeLeft)
    let decision = RotationPolicy.decideAttemptRotation(state, era: Fixtures.era("4.3"))
    #expect(decision.result == .stay)
    #expect(decision.reason == .unavailableInEra)
    #expect(
      RotationPolicy.decideAttemptRotation(state, era: Fixtures.era("5.0")).result == .rotate(to: .landscapeRight))
  }
}
