import SwivelCore
import SwivelKit
import Testing

@testable import SwivelScenario

/// While the phone lies on the table (faceUp), what is not a device turn goes by the last upright
/// orientation the device reported: the app a person set down in landscape stays in landscape
/// when it presents, dismisses or asks UIKit to look again (Azure/communication-ui-library-ios#367:
/// a landscape call on a flat surface must not turn when a drawer opens). A device turn to faceUp
/// itself never turns the interface (`UIDeviceOrientationIsValidInterfaceOrientation`).
@Suite struct FlatDeviceDecisionTests {
  @Test func attemptRotationWhileFlatGoesByTheLastUprightOrientation() throws {
    let run = try play(
      """
      controllers: {feed: {supported: portrait}}
      window: {root: feed}
      steps:
        - launch: portrait
        - rotate: landscapeLeft
        - rotate: faceUp
        - wait: 1
        - set: {controller: feed, supported: allButUpsideDown}
        - attemptRotation
        - wait: 1
        - expect: {interface: landscapeRight, device: faceUp}
      """, ios: "9.0")
    #expect(run.failureMessages == [])
    #expect(TraceTextReport().rendered(run).contains("attemptRotation, device faceUp (last upright landscapeLeft) →"))
  }

  @Test func aPresentationWhileFlatAppearsInTheLastUprightOrientation() throws {
    // The status bar's portrait is not allowed: UIKit turns to the device's orientation, which
    // for a phone on the table is the last upright one (landscapeRight: interface landscapeLeft),
    // rather than the first allowed (landscapeRight).
    let run = try play(
      """
      controllers:
        feed: {supported: portrait}
        player: {supported: landscape}
      window: {root: feed}
      steps:
        - launch: portrait
        - rotate: landscapeRight
        - rotate: faceUp
        - wait: 1
        - present: player
        - expect: {interface: landscapeLeft}
      """)
    #expect(run.failureMessages == [])
  }

  @Test func aDismissalWhileFlatGoesByTheLastUprightOrientation() throws {
    let run = try play(
      """
      controllers:
        feed: {supported: [portrait, landscapeLeft]}
        player: {supported: landscape, preferredForPresentation: landscapeRight}
      window: {root: feed}
      steps:
        - launch: portrait
        - rotate: landscapeRight
        - wait: 1
        - expect: {interface: landscapeLeft}
        - present: player
        - expect: {interface: landscapeRight}
        - rotate: faceUp
        - wait: 1
        - dismiss: player
        - expect: {interface: landscapeLeft}
      """)
    #expect(run.failureMessages == [])
  }

  // The device's own turn to faceUp changes nothing, whatever came before.
  @Test func turningFlatTurnsNothing() throws {
    let run = try play(
      """
      controllers: {feed: {supported: allButUpsideDown}}
      window: {root: feed}
      steps:
        - launch: portrait
        - rotate: landscapeLeft
        - wait: 1
        - rotate: faceUp
        - wait: 1
        - expect: {interface: landscapeRight}
      """)
    #expect(run.failureMessages == [])
  }
}
