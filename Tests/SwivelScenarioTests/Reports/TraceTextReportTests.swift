import SwivelCore
import SwivelKit
import Testing

@testable import SwivelScenario

@Suite struct TraceTextReportTests {
  // The brief's example line: a decision with what asked, who decided and why.
  @Test func aDeviceDecisionReadsAsRotationDecisionDescribesIt() throws {
    let run = try play(
      """
      controllers: {feed: {supported: portrait}}
      window: {root: feed}
      steps:
        - launch: portrait
        - rotate: landscapeLeft
      """)
    #expect(
      TraceTextReport().rendered(run).contains(
        "   0.000  device landscapeLeft → feed decides: feed [portrait] ∩ app [portrait, landscapeRight, landscapeLeft] = [portrait] → stays portrait\n"
      ))
  }

  // The trigger is the decision's own, carried in the trace, not guessed from the events around
  // it: an animated presentation's `presented` comes a step later, a dismissal's decision has
  // no `dismissed` yet when the step ends, and `attemptRotation` and a new root say so.
  @Test func eachDecisionNamesWhatAskedForIt() throws {
    let run = try play(
      """
      controllers:
        feed: {supported: portrait}
        photos: {supported: allButUpsideDown}
      window: {root: feed}
      steps:
        - launch: portrait
        - present: {controller: photos, animated: true}
        - rotate: landscapeLeft
        - attemptRotation
        - dismiss: photos
        - wait: 1
      """)
    let text = TraceTextReport().rendered(run)
    #expect(text.contains("new root, device unknown → stays portrait (unknown is not an interface orientation)"))
    #expect(text.contains("present photos → photos decides:"))
    #expect(text.contains("attemptRotation, device landscapeLeft → stays landscapeRight"))
    #expect(text.contains("dismiss, device landscapeLeft → feed decides:"))
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

  // Apple, UIWindowSceneDelegate.windowScene(_:didUpdate:interfaceOrientation:traitCollection:)
  // (iOS 13.0+): the scene delegate hears of each rotation. A pattern names its fields, the text
  // says it in words and JSON Lines gives the fields.
  @Test func theSceneGeometryUpdateIsAPatternALineAndAnObject() throws {
    let run = try play(
      """
      controllers: {feed: {supported: allButUpsideDown}}
      window: {root: feed}
      steps:
        - launch: portrait
        - rotate: landscapeLeft
        - wait: 1
        - expect:
            events: [{kind: windowSceneDidUpdateGeometry, orientation: landscapeRight, size: [852, 393]}]
      """, ios: "17.0", device: "iphone-15")
    #expect(run.failureMessages == [])
    #expect(TraceTextReport().rendered(run).contains("   0.000  scene geometry updated: landscapeRight [852, 393]\n"))
    #expect(
      TraceJSONLinesReport().rendered(run.events).contains(
        #"{"t": 0, "kind": "windowSceneDidUpdateGeometry", "orientation": "landscapeRight", "size": [852, 393]}"#))
  }
}
