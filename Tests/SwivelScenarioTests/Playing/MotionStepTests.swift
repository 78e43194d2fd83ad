import Foundation
import SwivelCore
import SwivelKit
import Testing

@testable import SwivelScenario

/// The `motion:` step (spec section 6): an accelerometer trace played through the orientation
/// detector into the device, in virtual time, from the step on.
@Suite struct MotionStepTests {
  /// The folder of `turn.csv` (50 Hz: upright in portrait for 1 s, a quarter turn to
  /// landscapeLeft over 0.2 s, then held; Core Motion's axes, spec section 8) and `bad.csv`
  /// (a sample whose time is not a number).
  static let directory = Fixture.fixtures.appendingPathComponent("Motion").path

  static func scenario(_ steps: String) throws -> Scenario {
    try ScenarioLoader().load(
      yaml: """
        swivel: 1
        ios: "8.0"
        device: iphone-8
        controllers: {feed: {supported: allButUpsideDown}}
        window: {root: feed}
        steps:
        \(steps)
        """, file: "motion.yaml", directory: directory)
  }

  @Test func theDeviceTurnsWhenTheTraceDoesAndTheInterfaceFollows() throws {
    let run = try ScenarioPlayer().play(
      Self.scenario(
        """
          - launch: portrait
          - wait: 0.5
          - motion: turn.csv
          - wait: 0.9
          - expect: {device: portrait, interface: portrait}
          - wait: 1
          - expect:
              device: landscapeLeft
              interface: landscapeRight
              events: [{kind: deviceOrientationDidChange, orientation: landscapeLeft}, {kind: didRotateFromInterfaceOrientation}]
        """))
    #expect(run.failureMessages == [])
    // The change comes at the trace's turn (1 s after the step at 0.5 s) plus the detector's
    // filtering and settling, well before the end of the turn's hold.
    let change = try #require(run.events(named: "deviceOrientationDidChange").last)
    #expect(change.time > 1.5 && change.time < 2.0)
  }

  // An `expect` finishes what the app started, but does not fast-forward the sensor.
  @Test func anExpectDoesNotPlayTheRestOfTheTrace() throws {
    let run = try ScenarioPlayer().play(
      Self.scenario(
        """
          - launch: portrait
          - motion: turn.csv
          - expect: {device: portrait}
          - wait: 0.2
          - expect: {device: portrait}
        """))
    #expect(run.failureMessages == [])
    #expect(run.duration < 0.3)
  }

  @Test func aTraceThatCannotBeReadIsATypedErrorAtItsStep() throws {
    let scenario = try Self.scenario("  - launch: portrait\n  - motion: bad.csv\n")
    #expect {
      try ScenarioPlayer().play(scenario)
    } throws: { error in
      guard let error = error as? ScenarioPlayError, case .unreadableMotionTrace(let message) = error.problem else {
        return false
      }
      return error.location.line == 8 && message.contains("bad.csv")
    }
  }
}
