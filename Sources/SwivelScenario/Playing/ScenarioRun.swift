import SwivelCore
import SwivelKit

/// What playing a scenario gave: the whole trace, what each step did, and how each expectation
/// fared.
///
/// Made by ``ScenarioPlayer/play(_:onEvent:)``. Reports read it: the trace as text or JSON Lines,
/// `swivel check`'s failures, the demo's timeline.
public struct ScenarioRun: Sendable {
  /// The scenario played.
  public var scenario: Scenario
  /// Every event, in order of happening.
  public var events: [TraceEvent]
  /// The steps, in order, with what each did; the steps after an uncaught error did not run,
  /// except an `expect` with `error:` right after it.
  public var steps: [StepRecord]
  /// Every `expect:` step that ran, in order.
  public var expectations: [ExpectationResult]
  /// The exception that ended the app, if one did.
  public var uncaughtError: UncaughtError?
  /// The virtual time when the run ended, in seconds.
  public var duration: Double

  /// A run with the given trace, step records and results.
  public init(
    scenario: Scenario, events: [TraceEvent], steps: [StepRecord], expectations: [ExpectationResult],
    uncaughtError: UncaughtError?, duration: Double
  ) {
    self.duration = duration
    self.scenario = scenario
    self.events = events
    self.steps = steps
    self.expectations = expectations
    self.uncaughtError = uncaughtError
  }

  /// One step, and the events it caused.
  public struct StepRecord: Hashable, Sendable {
    /// The step as written.
    public var step: ScenarioStep
    /// Its position in `steps:`, from 0.
    public var index: Int
    /// The virtual time when it began.
    public var time: Double
    /// The indices in ``ScenarioRun/events`` of the events recorded while it ran (for an
    /// `expect`, those of the settling run loop).
    public var events: Range<Int>
    /// Whether it ran: steps after an uncaught error do not.
    public var didRun: Bool
    /// How things stood once it had run (the last step's after the run loop settled); `nil` for
    /// a step that did not run.
    public var snapshot: Snapshot?

    /// The record of a step.
    public init(
      step: ScenarioStep, index: Int, time: Double, events: Range<Int>, didRun: Bool, snapshot: Snapshot? = nil
    ) {
      self.step = step
      self.index = index
      self.time = time
      self.events = events
      self.didRun = didRun
      self.snapshot = snapshot
    }
  }

  /// How things stood after a step: what an `expect:` would see, and where the declared views
  /// on screen are, for pictures of the run (`--format html`).
  public struct Snapshot: Hashable, Sendable {
    /// The values an `expect:` reads.
    public var state: ObservedState
    /// The declared views in the key window, in its coordinates (portrait ones before iOS 8,
    /// where the window does not turn), by id, in the order they were declared.
    public var viewsOnScreen: [ViewOnScreen]

    /// A snapshot of the given state and views.
    public init(state: ObservedState, viewsOnScreen: [ViewOnScreen]) {
      self.state = state
      self.viewsOnScreen = viewsOnScreen
    }
  }

  /// A declared view in the key window.
  public struct ViewOnScreen: Hashable, Sendable {
    /// Its id in the scenario.
    public var id: String
    /// Its frame in the window's coordinates.
    public var frameInWindow: Rect

    /// The view `id` at `frameInWindow`.
    public init(id: String, frameInWindow: Rect) {
      self.id = id
      self.frameInWindow = frameInWindow
    }
  }

  /// One `expect:` step's result.
  public struct ExpectationResult: Hashable, Sendable {
    /// Where the `expect:` was written.
    public var location: SourceLocation
    /// The index of its step.
    public var stepIndex: Int
    /// Its failed keys; empty when it holds.
    public var failures: [ExpectationFailure]

    /// The result of an `expect:` step.
    public init(location: SourceLocation, stepIndex: Int, failures: [ExpectationFailure]) {
      self.location = location
      self.stepIndex = stepIndex
      self.failures = failures
    }

    /// Whether every key held.
    public var passed: Bool { failures.isEmpty }
  }

  /// An exception UIKit raised, which ended the app as an uncaught exception does.
  public struct UncaughtError: Hashable, Sendable {
    /// UIKit's exception.
    public var exception: RaisedException
    /// The step during which it was raised.
    public var stepIndex: Int
    /// Where that step was written.
    public var location: SourceLocation
    /// Whether the `expect:` right after the step checked it with `error:`; an error nobody
    /// expected fails the run.
    public var wasExpected: Bool

    /// The record of an uncaught exception.
    public init(exception: RaisedException, stepIndex: Int, location: SourceLocation, wasExpected: Bool) {
      self.exception = exception
      self.stepIndex = stepIndex
      self.location = location
      self.wasExpected = wasExpected
    }
  }

  /// Every failure, in the order of the file: the failed keys of the expectations, and an
  /// uncaught error that no `expect: {error: …}` right after it checked.
  public var failures: [ExpectationFailure] {
    var failures = expectations.flatMap(\.failures)
    if let error = uncaughtError, !error.wasExpected {
      let raised = error.exception
      failures.append(
        ExpectationFailure(
          location: error.location, key: "error",
          expected: "no uncaught error (an `expect` with `error:` right after this step checks one)",
          got: "\(raised.name.rawValue) '\(raised.reason)'; the app ended there and the later steps did not run"))
    }
    return failures
  }

  /// How many `expect:` steps held.
  public var passedCount: Int { expectations.count { $0.passed } }

  /// How many checks failed: the `expect:` steps that did not hold, and an unexpected uncaught error.
  public var failedCount: Int {
    expectations.count { !$0.passed } + (uncaughtError.map { $0.wasExpected ? 0 : 1 } ?? 0)
  }

  /// Whether every expectation held and no error went unexpected.
  public var passed: Bool { failedCount == 0 }
}
