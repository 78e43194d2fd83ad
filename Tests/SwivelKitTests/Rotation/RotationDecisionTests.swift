import SwivelCore
import Testing

@testable import SwivelKit

/// How decisions print, as the command line shows them, and the trace fields they give.
@Suite struct RotationDecisionTests {
  private func text(_ state: RotationState, _ era: String) -> String {
    RotationPolicy.decide(state, era: Fixtures.era(era)).description
  }

  // Issue 4's example line.
  @Test func stayPrintsBothMasksAndTheirIntersection() {
    let state = Fixtures.state(decider: Fixtures.controller("feed", supported: .portrait))
    #expect(
      text(state, "6.0")
        == "device landscapeLeft → feed decides: feed [portrait] ∩ app [portrait, landscapeRight, landscapeLeft] = [portrait] → stays portrait"
    )
  }

  @Test(
    arguments: [
      (
        Fixtures.state(decider: Fixtures.controller("photos", supported: .all)), "8.0",
        "device landscapeLeft → photos decides: photos [portrait, portraitUpsideDown, landscapeRight, landscapeLeft] ∩ app [portrait, landscapeRight, landscapeLeft] = [portrait, landscapeRight, landscapeLeft] → rotates to landscapeRight"
      ),
      (
        Fixtures.state(decider: Fixtures.controller("video", shouldAutorotate: false)), "8.0",
        "device landscapeLeft → video decides: video shouldAutorotate NO → suppressed, stays portrait"
      ),
      (
        Fixtures.state(decider: Fixtures.controller("plain")), "8.0",
        "device landscapeLeft → plain decides: plain [portrait, landscapeRight, landscapeLeft] (default) ∩ app [portrait, landscapeRight, landscapeLeft] = [portrait, landscapeRight, landscapeLeft] → rotates to landscapeRight"
      ),
      (
        Fixtures.state(decider: Fixtures.controller("landscape", supported: .landscape), infoPlist: .portrait), "7.1",
        "device landscapeLeft → landscape decides: landscape [landscapeRight, landscapeLeft] ∩ app [portrait] = [] → raises UIApplicationInvalidInterfaceOrientation: Supported orientations has no common orientation with the application, and shouldAutorotate is returning YES"
      ),
      (
        Fixtures.state(decider: Fixtures.controller("feed", legacy: .portrait)), "5.1",
        "device landscapeLeft → feed decides: feed [portrait] (shouldAutorotateToInterfaceOrientation:) → stays portrait"
      ),
      (
        Fixtures.state(
          decider: Fixtures.navigation(
            stack: [Fixtures.controller("feed", supported: .portrait)], forwarding: .visibleChild)),
        "8.0",
        "device landscapeLeft → nav decides: nav via feed [portrait] ∩ app [portrait, landscapeRight, landscapeLeft] = [portrait] → stays portrait"
      ),
      (
        Fixtures.state(decider: nil), "6.0",
        "device landscapeLeft → no root view controller, app decides: app [portrait, landscapeRight, landscapeLeft] → rotates to landscapeRight"
      ),
      (
        Fixtures.state(decider: nil), "5.1",
        "device landscapeLeft → stays portrait (no root view controller)"
      ),
      (
        Fixtures.state(decider: Fixtures.controller("feed"), infoPlist: .all, device: Fixtures.pad), "9.0",
        "device landscapeLeft → multitasking app decides: app [portrait, portraitUpsideDown, landscapeRight, landscapeLeft] → rotates to landscapeRight"
      ),
      (
        Fixtures.state(decider: Fixtures.controller("feed"), deviceOrientation: .faceUp), "8.0",
        "device faceUp → stays portrait (faceUp is not an interface orientation)"
      ),
      (
        Fixtures.state(decider: Fixtures.controller("feed"), lock: .portrait), "8.0",
        "device landscapeLeft, locked portrait → stays portrait (rotation lock)"
      ),
      (
        Fixtures.state(
          decider: Fixtures.controller("photos", supported: .all), infoPlist: .all,
          device: Fixtures.phoneWithoutHomeButton,
          deviceOrientation: .portraitUpsideDown), "12.5",
        "device portraitUpsideDown → photos decides: photos [portrait, portraitUpsideDown, landscapeRight, landscapeLeft] ∩ app [portrait, portraitUpsideDown, landscapeRight, landscapeLeft] = [portrait, portraitUpsideDown, landscapeRight, landscapeLeft] → stays portrait (portraitUpsideDown needs a Home button)"
      ),
    ]
  )
  func decisionsPrintWhoDecidedWithWhichMasks(state: RotationState, era: String, expected: String) {
    #expect(text(state, era) == expected)
  }

  @Test func presentationPrintsThePreferredOrientation() {
    let player = Fixtures.controller("player", supported: .landscape, preferred: .landscapeRight)
    let decision = RotationPolicy.decidePresentation(
      of: player, in: Fixtures.state(decider: nil, deviceOrientation: .portrait), era: Fixtures.era("10.0"))
    #expect(
      decision.description
        == "present player → player decides: player [landscapeRight, landscapeLeft] ∩ app [portrait, landscapeRight, landscapeLeft] = [landscapeRight, landscapeLeft]; prefers landscapeRight → rotates to landscapeRight"
    )
  }

  // Spec section 7: a rotationDecision event has `decider` (controller id or null), `mask`
  // (list) and `result`: rotate | stay | suppressed.
  @Test func traceFields() {
    let feed = Fixtures.controller("feed", supported: .portrait)
    let stay = RotationPolicy.decide(Fixtures.state(decider: feed), era: Fixtures.era("6.0"))
    #expect(stay.traceResult == .stay)
    #expect(stay.traceMask == .portrait)
    #expect(stay.decider?.id == "feed")
    let flat = RotationPolicy.decide(
      Fixtures.state(decider: feed, deviceOrientation: .faceDown), era: Fixtures.era("6.0"))
    #expect(flat.traceMask == .portrait)
    #expect(flat.decider?.id == "feed")
    let noRoot = RotationPolicy.decide(
      Fixtures.state(decider: nil, deviceOrientation: .faceDown), era: Fixtures.era("5.1"))
    #expect(noRoot.traceMask == [])
    #expect(noRoot.decider == nil)
    let suppressed = RotationPolicy.decide(
      Fixtures.state(decider: Fixtures.controller("video", shouldAutorotate: false)), era: Fixtures.era("6.0"))
    #expect(suppressed.traceResult == .suppressed)
    let rotate = RotationPolicy.decide(Fixtures.state(decider: nil), era: Fixtures.era("6.0"))
    #expect(rotate.traceResult == .rotate)
    #expect(rotate.resultingOrientation == .landscapeRight)
  }
}
