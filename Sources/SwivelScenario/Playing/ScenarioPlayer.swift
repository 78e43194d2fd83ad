import SwivelCore
import SwivelKit

/// Plays a loaded ``Scenario`` in virtual time: builds the live application it describes, runs
/// its steps, checks its expectations, and keeps the whole trace.
///
/// ```swift
/// let scenario = try ScenarioLoader().load(contentsOf: "photo.yaml")
/// let run = try ScenarioPlayer().play(scenario)
/// print(TraceTextReport().rendered(run))
/// ```
///
/// **Time and turns** (Scenario reference, section 6). Time starts at 0 and moves only in `wait`
/// steps and while an `expect` lets the run loop settle. Steps with no `wait` between them happen
/// in the same turn of the run loop: the notifications they cause are delivered at once, and
/// the work they defer (a perform after a delay of 0, the end of an animated rotation) runs at
/// the next `wait` or `expect`. After the last step the run loop settles, so that the trace
/// holds the end of everything the steps started.
///
/// **Errors.** An exception UIKit raises ends the scenario at the end of the step that raised
/// it, as an uncaught exception ends the app: the trace gets an `error` event, and later steps
/// do not run, except an `expect` right after it, which checks it with `error:`. A step that
/// cannot be performed at all (a `dismiss:` of a controller that is not presented) is an input
/// error, a ``ScenarioPlayError`` naming the step.
public struct ScenarioPlayer: Sendable {
  /// A player; it keeps no state between scenarios.
  public init() {}

  /// Plays `scenario` to its end.
  ///
  /// - Parameters:
  ///   - scenario: a loaded scenario (``ScenarioLoader``).
  ///   - onEvent: called with each trace event as it is recorded; `nil` by default.
  /// - Returns: the trace, the steps and the expectations' results.
  /// - Throws: ``ScenarioPlayError`` when a file the scenario names cannot be read, or a step
  ///   cannot be performed (a `dismiss:` of a controller that is not presented at that step).
  public func play(
    _ scenario: Scenario, onEvent: (@Sendable (TraceEvent) -> Void)? = nil
  ) throws(ScenarioPlayError) -> ScenarioRun {
    try play(scenario, onEvent: onEvent, listingViews: true)
  }

  /// Plays `scenario`; when not `listingViews`, its snapshots leave out the declared views on
  /// screen (``ScenarioRun/Snapshot/viewsOnScreen`` is empty), which only pictures of the run
  /// read: everything else is the same.
  func play(
    _ scenario: Scenario, onEvent: (@Sendable (TraceEvent) -> Void)? = nil, listingViews: Bool
  ) throws(ScenarioPlayError) -> ScenarioRun {
    let world = try ScenarioWorld(scenario: scenario)
    world.snapshotsListViews = listingViews
    let runner = StepRunner(scenario: scenario, world: world)
    if let onEvent { world.application.trace.onRecord = onEvent }
    return try runner.run()
  }
}
