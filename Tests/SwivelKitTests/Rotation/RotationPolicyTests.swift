import SwivelCore
import Testing

@testable import SwivelKit

/// One row of a policy table: a state, an era, and what UIKit does.
struct PolicyCase: Sendable, CustomTestStringConvertible {
  var name: String
  var era: String
  var state: RotationState
  var result: RotationDecision.Result
  var reason: RotationDecision.Reason

  var testDescription: String { "\(name) (iOS \(era))" }
}

/// The policy for a device orientation change, era by era.
@Suite struct RotationPolicyTests {
  private static let feedPortrait = Fixtures.controller("feed", supported: .portrait)
  private static let photosAll = Fixtures.controller("photos", supported: .all)

  // Seed 000, "Controlling What Interface Orientations Are Supported (iOS 6)": the interface
  // rotates when the decider and the app both allow the new orientation; "Otherwise the device
  // orientation is ignored". Seed 003: the controller's mask is compared with the app's.
  static let modernMasks: [PolicyCase] = ["6.0", "8.0", "12.5", "15.8"].flatMap { era in
    [
      PolicyCase(
        name: "decider portrait only", era: era, state: Fixtures.state(decider: feedPortrait),
        result: .stay, reason: .notSupported),
      PolicyCase(
        name: "decider all, app allButUpsideDown", era: era, state: Fixtures.state(decider: photosAll),
        result: .rotate(to: .landscapeRight), reason: .allowed),
      PolicyCase(
        name: "app mask restricts", era: era,
        state: Fixtures.state(decider: photosAll, infoPlist: .portrait), result: .stay, reason: .notSupported),
      // Seed 000: "On devices that use the iPhone idiom, all interface orientations but
      // upside-down portrait are supported" by default.
      PolicyCase(
        name: "iPhone default refuses upside down", era: era,
        state: Fixtures.state(
          decider: Fixtures.controller("plain"), infoPlist: .all, deviceOrientation: .portraitUpsideDown),
        result: .stay, reason: .notSupported),
      // Seed 000: "By default, view controllers on devices that use the iPad idiom support all four
      // orientations" (UIRequiresFullScreen keeps the iPad app out of multitasking).
      PolicyCase(
        name: "iPad default allows upside down", era: era,
        state: Fixtures.state(
          decider: Fixtures.controller("plain"), infoPlist: .all, requiresFullScreen: true, device: Fixtures.pad,
          deviceOrientation: .portraitUpsideDown),
        result: .rotate(to: .portraitUpsideDown), reason: .allowed),
      // Scenario spec section 3: "A phone without a Home button never supports
      // portraitUpsideDown as an interface orientation, whatever the masks say."
      PolicyCase(
        name: "no upside down without a Home button", era: era,
        state: Fixtures.state(
          decider: photosAll, infoPlist: .all, device: Fixtures.phoneWithoutHomeButton,
          deviceOrientation: .portraitUpsideDown),
        result: .stay, reason: .unsupportedByDevice),
      PolicyCase(
        name: "iPad without a Home button still turns upside down", era: era,
        state: Fixtures.state(
          decider: photosAll, infoPlist: .all, requiresFullScreen: true, device: Fixtures.padWithoutHomeButton,
          deviceOrientation: .portraitUpsideDown),
        result: .rotate(to: .portraitUpsideDown), reason: .allowed),
      // Seed 000: "If it returns NO, then the rotation is suppressed."
      PolicyCase(
        name: "shouldAutorotate NO suppresses", era: era,
        state: Fixtures.state(decider: Fixtures.controller("video", supported: .all, shouldAutorotate: false)),
        result: .suppressed, reason: .shouldAutorotateReturnedNo),
      // Seed 001: application:supportedInterfaceOrientationsForWindow: "override[s] the
      // orientations listed in the Deployment Info".
      PolicyCase(
        name: "app delegate overrides Info.plist", era: era,
        state: Fixtures.state(decider: photosAll, infoPlist: .portrait, delegateMask: .all),
        result: .rotate(to: .landscapeRight), reason: .allowed),
      // Seed 003: "If your view controller still implements shouldAutorotateToInterfaceOrientation:
      // iOS will convert the values it returns to the appropriate UIInterfaceOrientationMask values."
      PolicyCase(
        name: "legacy answers become a mask: refuses", era: era,
        state: Fixtures.state(decider: Fixtures.controller("old", legacy: .portrait)), result: .stay,
        reason: .notSupported),
      PolicyCase(
        name: "legacy answers become a mask: allows", era: era,
        state: Fixtures.state(decider: Fixtures.controller("old", legacy: [.portrait, .landscapeRight])),
        result: .rotate(to: .landscapeRight), reason: .allowed),
      PolicyCase(
        name: "supportedInterfaceOrientations wins over legacy answers", era: era,
        state: Fixtures.state(decider: Fixtures.controller("both", supported: .portrait, legacy: .all)),
        result: .stay, reason: .notSupported),
      // Apple, QA1688: "Beginning with iOS 6, if a root view controller has not been assigned to
      // the app's window, supported orientations are determined only by the UIApplication object."
      PolicyCase(
        name: "no root: the app decides", era: era, state: Fixtures.state(decider: nil),
        result: .rotate(to: .landscapeRight), reason: .allowed),
      PolicyCase(
        name: "no root: the app refuses", era: era, state: Fixtures.state(decider: nil, infoPlist: .portrait),
        result: .stay, reason: .notSupported),
    ]
  }

  @Test(arguments: modernMasks)
  func modernEraDecidesWithMasks(_ row: PolicyCase) {
    let decision = RotationPolicy.decide(row.state, era: Fixtures.era(row.era))
    #expect(decision.result == row.result)
    #expect(decision.reason == row.reason)
  }

  // Seed 001: "In iOS 5 (and before), shouldAutorotateToInterfaceOrientation: is used. It overrides
  // the orientations listed in the project's Deployment Info." Issue 4: UIViewController's default
  // answers YES for portrait only. supportedInterfaceOrientations and shouldAutorotate are iOS 6 API.
  static let legacyAnswers: [PolicyCase] = ["3.0", "4.3", "5.1"].flatMap { era in
    [
      PolicyCase(
        name: "legacy YES rotates, even outside Info.plist", era: era,
        state: Fixtures.state(decider: Fixtures.controller("photos", legacy: .all), infoPlist: .portrait),
        result: .rotate(to: .landscapeRight), reason: .allowed),
      PolicyCase(
        name: "legacy NO stays", era: era,
        state: Fixtures.state(decider: Fixtures.controller("feed", legacy: .portrait)),
        result: .stay, reason: .notSupported),
      PolicyCase(
        name: "default answers portrait only", era: era, state: Fixtures.state(decider: Fixtures.controller("plain")),
        result: .stay, reason: .notSupported),
      PolicyCase(
        name: "default answers portrait only on iPad too", era: era,
        state: Fixtures.state(decider: Fixtures.controller("plain"), infoPlist: .all, device: Fixtures.pad),
        result: .stay, reason: .notSupported),
      PolicyCase(
        name: "supportedInterfaceOrientations is not asked", era: era,
        state: Fixtures.state(decider: Fixtures.controller("modern", supported: .all)), result: .stay,
        reason: .notSupported),
      PolicyCase(
        name: "shouldAutorotate is not asked", era: era,
        state: Fixtures.state(decider: Fixtures.controller("photos", shouldAutorotate: false, legacy: .all)),
        result: .rotate(to: .landscapeRight), reason: .allowed),
      PolicyCase(
        name: "legacy YES for upside down", era: era,
        state: Fixtures.state(
          decider: Fixtures.controller("photos", legacy: .all), deviceOrientation: .portraitUpsideDown),
        result: .rotate(to: .portraitUpsideDown), reason: .allowed),
      // Apple, QA1688 ("Beginning with iOS 6 …"): before iOS 6 rotation is the root controller's
      // answer, so a window without one does not rotate.
      PolicyCase(
        name: "no root: nothing rotates", era: era, state: Fixtures.state(decider: nil, infoPlist: .all),
        result: .stay, reason: .noRootViewController),
    ]
  }

  @Test(arguments: legacyAnswers)
  func legacyEraAsksShouldAutorotateToInterfaceOrientation(_ row: PolicyCase) {
    let decision = RotationPolicy.decide(row.state, era: Fixtures.era(row.era))
    #expect(decision.result == row.result)
    #expect(decision.reason == row.reason)
    if row.state.decider != nil {
      // The app's mask takes no part: the controller's answers override Info.plist (seed 001).
      #expect(decision.appMask == nil)
    }
  }

  // iOS 16 release notes (quoted in dotnet/macios#16292): "[UIViewController shouldAutorotate] has
  // been deprecated is no longer supported."
  @Test(arguments: zip(["15.8", "16.0"], [RotationDecision.Result.suppressed, .rotate(to: .landscapeRight)]))
  func shouldAutorotateNoLongerSuppressesFromIOS16(era: String, expected: RotationDecision.Result) {
    let state = Fixtures.state(decider: Fixtures.controller("video", supported: .all, shouldAutorotate: false))
    #expect(RotationPolicy.decide(state, era: Fixtures.era(era)).result == expected)
  }

  // Radar 22854526 (lionheart/openradar-mirror#6178): an iPad app listing all four orientations
  // rotates on iOS 9.0.1 even though its controller answers shouldAutorotate NO and portrait only;
  // on 8.4.1 the controller is honoured. Apple, supportedInterfaceOrientations: "If your app
  // supports multitasking, the system doesn't call this method on your view controller."
  static let multitasking: [PolicyCase] = [
    PolicyCase(
      name: "multitasking iPad ignores the controller", era: "9.0",
      state: Fixtures.state(
        decider: Fixtures.controller("locked", supported: .portrait, shouldAutorotate: false), infoPlist: .all,
        device: Fixtures.pad),
      result: .rotate(to: .landscapeRight), reason: .allowed),
    PolicyCase(
      name: "multitasking iPad ignores the controller", era: "15.8",
      state: Fixtures.state(
        decider: Fixtures.controller("locked", supported: .portrait), infoPlist: .all, device: Fixtures.pad),
      result: .rotate(to: .landscapeRight), reason: .allowed),
    PolicyCase(
      name: "before multitasking the controller is asked", era: "8.4",
      state: Fixtures.state(
        decider: Fixtures.controller("locked", supported: .portrait, shouldAutorotate: false), infoPlist: .all,
        device: Fixtures.pad),
      result: .suppressed, reason: .shouldAutorotateReturnedNo),
    // Apple, supportedInterfaceOrientations: "You can opt out of multitasking by enabling
    // Requires full screen … or by not declaring support for all possible orientations".
    PolicyCase(
      name: "UIRequiresFullScreen opts out", era: "9.0",
      state: Fixtures.state(
        decider: Fixtures.controller("locked", supported: .portrait), infoPlist: .all, requiresFullScreen: true,
        device: Fixtures.pad),
      result: .stay, reason: .notSupported),
    PolicyCase(
      name: "three orientations opt out", era: "9.0",
      state: Fixtures.state(
        decider: Fixtures.controller("locked", supported: .portrait), infoPlist: .allButUpsideDown,
        device: Fixtures.pad),
      result: .stay, reason: .notSupported),
    PolicyCase(
      name: "phones never multitask", era: "9.0",
      state: Fixtures.state(decider: Fixtures.controller("locked", supported: .portrait), infoPlist: .all),
      result: .stay, reason: .notSupported),
  ]

  @Test(arguments: multitasking)
  func multitaskingIPadAppsAreNeverAsked(_ row: PolicyCase) {
    let decision = RotationPolicy.decide(row.state, era: Fixtures.era(row.era))
    #expect(decision.result == row.result)
    #expect(decision.reason == row.reason)
  }

  @Test func multitaskingDecisionNamesTheApplication() {
    let state = Fixtures.state(
      decider: Fixtures.controller("locked", supported: .portrait), infoPlist: .all, device: Fixtures.pad)
    let decision = RotationPolicy.decide(state, era: Fixtures.era("9.0"))
    #expect(decision.arbiter == .multitaskingApplication)
    #expect(decision.decider == nil)
    #expect(decision.deciderMask == nil)
  }

  // Seed 004 ignores faceUp, faceDown and unknown; UIKit only turns the interface to a device
  // orientation for which UIDeviceOrientationIsValidInterfaceOrientation holds. Every era.
  @Test(
    arguments: ["3.0", "5.1", "6.0", "9.0", "15.8"],
    [DeviceOrientation.faceUp, .faceDown, .unknown]
  )
  func flatAndUnknownNeverChangeTheInterface(era: String, orientation: DeviceOrientation) {
    let state = Fixtures.state(
      decider: Self.photosAll, infoPlist: .all, deviceOrientation: orientation, interface: .landscapeLeft)
    let decision = RotationPolicy.decide(state, era: Fixtures.era(era))
    #expect(decision.result == .stay)
    #expect(decision.reason == .notAnInterfaceOrientation)
    #expect(decision.target == nil)
    #expect(decision.resultingOrientation == .landscapeLeft)
  }

  // Issue 4: "the rotation lock holds it" — the locked orientation stands in for the device's.
  @Test(arguments: ["5.1", "6.0", "15.8"])
  func rotationLockHoldsTheInterface(era: String) {
    let state = Fixtures.state(
      decider: Fixtures.controller("photos", supported: .all, legacy: .all), infoPlist: .all, lock: .portrait)
    let decision = RotationPolicy.decide(state, era: Fixtures.era(era))
    #expect(decision.result == .stay)
    #expect(decision.reason == .rotationLocked)
  }

  // Radar 18403875 (iOS 8): engaging the lock on an iPhone in landscape, "the UI snaps to portrait
  // orientation"; shipping iOS 9 and later do the same ("the iPhone switches back to portrait
  // mode. Apple's official answer: it's working as designed", whatweretheythinkingblog, 2016).
  // Radar 21417356 reported iOS 9.0's first release keeping landscape; that did not ship.
  @Test(
    arguments: zip(
      ["6.0", "8.4", "9.0", "15.8", "26.0"],
      [
        RotationDecision.Result.rotate(to: .portrait), .rotate(to: .portrait), .rotate(to: .portrait),
        .rotate(to: .portrait), .rotate(to: .portrait),
      ]
    )
  )
  func engagingTheLockInAnotherOrientation(era: String, expected: RotationDecision.Result) {
    let state = Fixtures.state(
      decider: Self.photosAll, infoPlist: .all, deviceOrientation: .portrait, interface: .landscapeRight,
      lock: .portrait)
    let decision = RotationPolicy.decide(state, era: Fixtures.era(era))
    #expect(decision.result == expected)
    #expect(decision.target == .portrait)
    #expect(decision.reason == (expected == .stay ? .rotationLocked : .allowed))
  }

  @Test func engagingTheLockNamesItInTheDecision() {
    let state = Fixtures.state(
      decider: Self.photosAll, infoPlist: .all, deviceOrientation: .portrait, interface: .landscapeRight,
      lock: .portrait)
    let decision = RotationPolicy.decide(state, era: Fixtures.era("12.5"))
    #expect(decision.description.hasPrefix("device portrait, locked portrait → photos decides: "))
    #expect(decision.description.hasSuffix("→ rotates to portrait"))
  }

  // A controller that does not allow the locked orientation keeps the interface where it is.
  @Test func engagingTheLockStaysWhenTheDeciderRefusesPortrait() {
    let state = Fixtures.state(
      decider: Fixtures.controller("game", supported: .landscape), infoPlist: .all, deviceOrientation: .portrait,
      interface: .landscapeRight, lock: .portrait)
    let decision = RotationPolicy.decide(state, era: Fixtures.era("17.0"))
    #expect(decision.result == .stay)
    #expect(decision.reason == .notSupported)
  }

  // Spec section 7: a rotationDecision's `decider` is the controller id, null only without a root;
  // `mask` the allowed orientations. A stay that needs no answer still names them, and never
  // raises or suppresses: nothing is at stake (issue 4, finding 8).
  @Test func theSameOrientationStaysWithoutAskingAnyoneButNamesTheDecider() {
    let state = Fixtures.state(decider: Self.feedPortrait, deviceOrientation: .portrait, interface: .portrait)
    let decision = RotationPolicy.decide(state, era: Fixtures.era("6.0"))
    #expect(decision.result == .stay)
    #expect(decision.reason == .alreadyInOrientation)
    #expect(decision.decider?.id == "feed")
    #expect(decision.deciderMask == .portrait)
    #expect(decision.appMask == .allButUpsideDown)
    #expect(decision.traceMask == .portrait)
    #expect(!decision.wasJudged)
    #expect(decision.explanation == "stays portrait")
  }

  @Test(arguments: [
    (DeviceOrientation.landscapeLeft, InterfaceOrientation.landscapeRight, InterfaceOrientation?.none),
    (.faceUp, .portrait, nil), (.landscapeLeft, .portrait, .portrait),
  ])
  func aStayThatNeedsNoAnswerNeverRaisesOrSuppresses(
    device: DeviceOrientation, interface: InterfaceOrientation, lock: InterfaceOrientation?
  ) {
    let noCommon = Fixtures.state(
      decider: Fixtures.controller("feed", supported: .portrait), infoPlist: .landscape, deviceOrientation: device,
      interface: interface, lock: lock)
    let stay = RotationPolicy.decide(noCommon, era: Fixtures.era("9.0"))
    #expect(stay.result == .stay)
    #expect(stay.decider?.id == "feed")
    #expect(stay.allowed == [])
    let refusing = Fixtures.state(
      decider: Fixtures.controller("video", shouldAutorotate: false), deviceOrientation: device, interface: interface,
      lock: lock)
    let kept = RotationPolicy.decide(refusing, era: Fixtures.era("9.0"))
    #expect(kept.result == .stay)
    #expect(kept.decider?.id == "video")
    #expect(kept.traceMask == .allButUpsideDown)
  }

  // iOS 5: the legacy answers are recorded as the mask; without a root nobody decides.
  @Test func aLegacyStayNamesTheDeciderAndANoRootStayNobody() {
    let state = Fixtures.state(
      decider: Fixtures.controller("feed", legacy: .portrait), deviceOrientation: .portrait, interface: .portrait)
    let decision = RotationPolicy.decide(state, era: Fixtures.era("5.1"))
    #expect(decision.decider?.id == "feed")
    #expect(decision.traceMask == .portrait)
    #expect(decision.appMask == nil)
    let noRoot = RotationPolicy.decide(
      Fixtures.state(decider: nil, deviceOrientation: .portrait, interface: .portrait), era: Fixtures.era("5.1"))
    #expect(noRoot.arbiter == .nobody)
    #expect(noRoot.reason == .alreadyInOrientation)
    #expect(noRoot.traceMask == [])
  }

  // Seed 000: "The result of this calculation must never be 0. If it is, the system throws a
  // UIApplicationInvalidInterfaceOrientationException exception." Texts per era: crash reports
  // phoboslab/Ejecta#236 (iOS 7, no class) and PDF417/pdf417-ios#7 (iOS 8.3, with the class).
  @Test(
    arguments: zip(
      ["6.0", "7.1", "8.0", "15.8"],
      [
        "Supported orientations has no common orientation with the application, and shouldAutorotate is returning YES",
        "Supported orientations has no common orientation with the application, and shouldAutorotate is returning YES",
        "Supported orientations has no common orientation with the application, and [LandscapeViewController shouldAutorotate] is returning YES",
        "Supported orientations has no common orientation with the application, and [LandscapeViewController shouldAutorotate] is returning YES",
      ]
    )
  )
  func emptyIntersectionRaisesWithTheErasReason(era: String, reason: String) {
    let state = Fixtures.state(decider: Fixtures.controller("landscape", supported: .landscape), infoPlist: .portrait)
    let decision = RotationPolicy.decide(state, era: Fixtures.era(era))
    #expect(decision.result == .raises(RaisedException(name: .invalidInterfaceOrientation, reason: reason)))
    #expect(decision.reason == .noCommonOrientation)
    #expect(decision.allowed == [])
  }

  // Seed 003: "supportedInterfaceOrientations: is only called if shouldAutorotate returns YES";
  // the exception's reason itself says "and shouldAutorotate is returning YES".
  @Test func emptyIntersectionDoesNotRaiseWhenShouldAutorotateIsNo() {
    let state = Fixtures.state(
      decider: Fixtures.controller("landscape", supported: .landscape, shouldAutorotate: false), infoPlist: .portrait)
    let decision = RotationPolicy.decide(state, era: Fixtures.era("8.0"))
    #expect(decision.result == .suppressed)
  }

  @Test func decisionRecordsTheMasksItCompared() {
    let state = Fixtures.state(decider: Self.feedPortrait, infoPlist: .allButUpsideDown)
    let decision = RotationPolicy.decide(state, era: Fixtures.era("6.0"))
    #expect(decision.decider == ControllerIdentity(id: "feed", className: "FeedViewController"))
    #expect(decision.deciderMask == .portrait)
    #expect(decision.maskSource == .overridden)
    #expect(decision.appMask == .allButUpsideDown)
    #expect(decision.appMaskSource == .infoPlist)
    #expect(decision.allowed == .portrait)
    #expect(decision.target == .landscapeRight)
  }

  // Seed 000: "the presented view controller is used instead of the root view controller";
  // Apple, supportedInterfaceOrientations: "the topmost modal view controller that fills the
  // window". Which styles fill the window: SystemBehavior.presentsFullScreen.
  static let deciders: [(String, UserInterfaceIdiom, [PresentationAnswers], String?)] = [
    ("12.5", .phone, [], "root"),
    ("12.5", .phone, [PresentationAnswers(presented: photosAll, style: .fullScreen)], "photos"),
    ("12.5", .pad, [PresentationAnswers(presented: photosAll, style: .formSheet)], "root"),
    ("12.5", .phone, [PresentationAnswers(presented: photosAll, style: .formSheet)], "photos"),
    ("12.5", .phone, [PresentationAnswers(presented: photosAll, style: .automatic)], "photos"),
    ("13.0", .phone, [PresentationAnswers(presented: photosAll, style: .automatic)], "root"),
    ("13.0", .phone, [PresentationAnswers(presented: photosAll, style: .overFullScreen)], "root"),
    (
      "13.0", .pad,
      [
        PresentationAnswers(presented: photosAll, style: .fullScreen),
        PresentationAnswers(presented: feedPortrait, style: .formSheet),
      ], "photos"
    ),
    (
      "13.0", .phone,
      [
        PresentationAnswers(presented: photosAll, style: .fullScreen),
        PresentationAnswers(presented: feedPortrait, style: .fullScreen),
      ], "feed"
    ),
  ]

  @Test(arguments: deciders)
  func deciderIsTheTopmostFullScreenPresentationElseTheRoot(
    era: String, idiom: UserInterfaceIdiom, presentations: [PresentationAnswers], expected: String?
  ) {
    let root = Fixtures.controller("root")
    let decider = RotationPolicy.decider(
      root: root, presentations: presentations, idiom: idiom, era: Fixtures.era(era))
    #expect(decider?.id == expected)
  }

  @Test func noRootAndNoPresentationMeansNoDecider() {
    #expect(RotationPolicy.decider(root: nil, presentations: [], idiom: .phone, era: Fixtures.era("6.0")) == nil)
  }
}
