import SwivelCore
import SwivelKit
import Testing

@testable import SwivelScenario

@Suite struct TraceTextReportTests {
  // The brief's example line: a decision with who decided and why.
  @Test func aDeviceDecisionReadsAsRotationDecisionDescribesIt() {
    let event = TraceEvent(
      time: 1,
      kind: .rotationDecision(
        device: .landscapeLeft, decider: "feed", mask: [.portrait], result: .stay,
        reason:
          "feed decides: feed [portrait] ∩ app [portrait, landscapeRight, landscapeLeft] = [portrait] → stays portrait")
    )
    #expect(
      TraceTextReport.timedLine(for: event)
        == "   1.000  device landscapeLeft → feed decides: feed [portrait] ∩ app [portrait, landscapeRight, landscapeLeft] = [portrait] → stays portrait"
    )
  }

  @Test func aDecisionBeforeAPresentationIsThePresentations() {
    let events: [TraceEvent] = [
      TraceEvent(
        time: 0, kind: .rotationDecision(device: .portrait, decider: "photos", mask: .all, result: .stay, reason: "r")),
      TraceEvent(time: 0, kind: .viewWillAppear(controller: "photos")),
      TraceEvent(time: 0, kind: .presented(controller: "photos", style: .fullScreen)),
      TraceEvent(
        time: 0, kind: .rotationDecision(device: .portrait, decider: "nav", mask: .all, result: .stay, reason: "r")),
      TraceEvent(time: 0, kind: .dismissed(controller: "photos", style: .fullScreen)),
    ]
    let triggers = TraceTextReport.triggers(of: events[...], action: .rotate(.portrait))
    #expect(triggers == [0: "present photos", 3: "dismiss, device portrait"])
  }

  // An animated presentation ends in a later step (its `presented` comes after the transition's
  // duration): the decision is still the presentation's; and one whose transition a device change
  // ended early is the first decision of its `present` step.
  @Test func aDecisionWhosePresentationEndsLaterIsStillThePresentations() {
    let events: [TraceEvent] = [
      TraceEvent(
        time: 0, kind: .rotationDecision(device: .portrait, decider: "photos", mask: .all, result: .stay, reason: "r")),
      TraceEvent(time: 0, kind: .viewWillAppear(controller: "photos")),
      TraceEvent(time: 0.4, kind: .presented(controller: "photos", style: .fullScreen)),
    ]
    let present = ScenarioStep.Action.present(Presentation(controller: "photos"))
    #expect(TraceTextReport.triggers(of: events[..<2], in: events, action: present) == [0: "present photos"])
    #expect(TraceTextReport.triggers(of: events[..<2], action: present) == [0: "present photos"])
    #expect(TraceTextReport.triggers(of: events[..<2], in: events, action: .rotate(.portrait)) == [0: "present photos"])
    #expect(TraceTextReport.triggers(of: events[..<2], action: .rotate(.portrait)).isEmpty)
  }

  @Test func theTextGroupsEventsUnderTheirStepsWithVerdicts() throws {
    let run = try play(
      """
      controllers: {feed: {supported: portrait}}
      window: {root: feed}
      steps:
        - launch: portrait
        - wait: 1
        - rotate: landscapeLeft
        - expect: {interface: landscapeRight}
        - expect: {interface: portrait}
      """)
    let text = TraceTextReport().rendered(run)
    #expect(text.hasPrefix("test — iOS 6.0 on iphone-8\n\nstep 1, line 7: launch portrait\n"))
    #expect(text.contains("step 3, line 9: rotate landscapeLeft\n   1.000  device turns to landscapeLeft\n"))
    #expect(text.contains("         ✗ line 10: expected interface landscapeRight, got portrait\n"))
    #expect(text.contains("step 5, line 11: expect\n         ✓ holds\n"))
    #expect(text.hasSuffix("\n2 expectations: 1 passed, 1 failed\n"))
  }
}
