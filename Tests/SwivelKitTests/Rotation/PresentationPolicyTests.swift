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

  // Apple, preferredInterfaceOrientationForPresentation: "iOS 6.0+". Before, the controller appears
  // in the current orientation.
  @Test func beforeIOS6APresentationKeepsTheCurrentOrientation() {
    let player = Fixtures.controller("player", supported: .landscape, preferred: .landscapeRight, legacy: .landscape)
    let decision = RotationPolicy.decidePresentation(
      of: player, in: Fixtures.state(decider: Self.feed), era: Fixtures.era("5.1"))
    #expect(decision.result == .stay)
    #expect(decision.deciderMask == .landscape)
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

  // Before iOS 6 there is no presentation orientation: the presenter's answers decide toward the
  // device's orientation only.
  @Test func legacyDismissalOnlyLooksAtTheDevice() {
    let state = Fixtures.state(
      decider: Fixtures.controller("feed", legacy: .portrait), deviceOrientation: .landscapeLeft,
      interface: .landscapeRight)
    #expect(RotationPolicy.decideAfterDismissal(state, era: Fixtures.era("5.1")).result == .stay)
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
