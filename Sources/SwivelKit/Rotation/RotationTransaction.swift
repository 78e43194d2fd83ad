import SwivelCore

/// One rotation of the interface as a state machine: given where it is, it says what happens
/// next, in UIKit's order, and how long to wait before asking again. It touches nothing: the
/// ``RotationExecutor`` carries out each ``Step`` on the application, the window and the
/// controllers, and the ``InterfaceRotator`` waits on the run loop.
///
/// The sequence, era by era (seed 000, "Responding to Orientation Changes in a Visible View
/// Controller", steps 1 to 5):
/// - **iOS 6 and 7 (one step)**: `willRotate` to every target; the new geometry (the status bar
///   turns, posting its notifications; the window and root view take the new bounds) and the
///   layout, when `statusBarOrientation` already tells the new orientation (step 2);
///   `willAnimateRotation`, inside the animation; the animation's duration; `didRotate`.
/// - **iOS 5 and earlier, with a ``TwoStepRotation`` target**: `willRotate`;
///   `willAnimateFirstHalf…`; half the duration; `didAnimateFirstHalf…`; the new geometry and the
///   layout; `willAnimateSecondHalf…` (`willAnimateRotation` to the one-step targets); the other
///   half; `didRotate` (seed 002).
/// - **iOS 8 and later**: `willTransition(to:with:)` when the size classes change;
///   `viewWillTransition(to:with:)` with the old bounds; the new geometry;
///   `traitCollectionDidChange`; the layout; the coordinator's alongside animations; the
///   duration; its completions (the base `viewWillTransition(to:with:)` sends the legacy
///   callbacks through the coordinator: an override that does not call `super` gets none).
///
/// The shape follows the state machines of swift-async-algorithms: a value whose transitions
/// return what to do, tested on its own, and a thin executor that does it.
///
/// UIKit: the private `-[UIWindow _setRotatableViewOrientation:duration:force:]` and, from iOS 8,
/// `_UIViewControllerTransitionCoordinator`.
struct RotationTransaction: Hashable, Sendable {
  /// How the era animates a rotation.
  enum Style: Hashable, Sendable {
    /// iOS 6 and 7, or iOS 5 and earlier without a two-step target.
    case oneStep
    /// iOS 5 and earlier with a ``TwoStepRotation`` target.
    case twoStep
    /// iOS 8 and later: a transition coordinator; `traitsChange` when the size classes change.
    case coordinator(traitsChange: Bool)
  }

  /// One thing the executor does.
  enum Step: Hashable, Sendable {
    /// `willTransition(to:with:)` with the new traits.
    case willTransitionToTraits
    /// `viewWillTransition(to:with:)` with the new size.
    case viewWillTransitionToSize
    /// `willRotateToInterfaceOrientation:duration:`.
    case willRotate
    /// `willAnimateFirstHalfOfRotationToInterfaceOrientation:duration:` to the two-step targets.
    case willAnimateFirstHalf
    /// `didAnimateFirstHalfOfRotationToInterfaceOrientation:` to the two-step targets.
    case didAnimateFirstHalf
    /// The status bar turns, the targets take the orientation, the window takes its bounds.
    case takeNewGeometry
    /// `traitCollectionDidChange:` with the old traits.
    case traitCollectionDidChange
    /// The window lays its tree out.
    case layout
    /// `willAnimateRotationToInterfaceOrientation:duration:`; in a two-step rotation,
    /// `willAnimateSecondHalfOfRotationFromInterfaceOrientation:duration:` to the two-step targets.
    case willAnimateRotation
    /// The coordinator's alongside animations.
    case runAlongsideAnimations
    /// The coordinator's completions.
    case runCompletions
    /// `didRotateFromInterfaceOrientation:`.
    case didRotate
  }

  /// What to do now: the steps, then wait `delay` seconds and ask again; `delay` is `nil` when
  /// the rotation is over.
  struct Action: Hashable, Sendable {
    var steps: [Step]
    var delay: Double?
  }

  /// Where the transaction is.
  enum Phase: Hashable, Sendable {
    case notStarted
    /// The first half of a two-step rotation is animating.
    case firstHalf
    /// The (second half of the) animation is running.
    case animating
    case finished
  }

  let from: InterfaceOrientation
  let to: InterfaceOrientation
  /// The whole animation's duration.
  let duration: Double
  let style: Style
  private(set) var phase: Phase = .notStarted

  init(from: InterfaceOrientation, to: InterfaceOrientation, duration: Double, style: Style) {
    self.from = from
    self.to = to
    self.duration = duration
    self.style = style
  }

  /// Whether the transaction has begun and not finished.
  var isRunning: Bool { phase == .firstHalf || phase == .animating }

  /// The next steps and the delay before the following call; a finished transaction does nothing.
  mutating func next() -> Action {
    switch (phase, style) {
    case (.notStarted, .oneStep):
      phase = .animating
      return Action(steps: [.willRotate, .takeNewGeometry, .layout, .willAnimateRotation], delay: duration)
    case (.notStarted, .twoStep):
      phase = .firstHalf
      return Action(steps: [.willRotate, .willAnimateFirstHalf], delay: duration / 2)
    case (.notStarted, .coordinator(let traitsChange)):
      phase = .animating
      var steps: [Step] = traitsChange ? [.willTransitionToTraits] : []
      steps += [.viewWillTransitionToSize, .takeNewGeometry]
      if traitsChange { steps.append(.traitCollectionDidChange) }
      steps += [.layout, .runAlongsideAnimations]
      return Action(steps: steps, delay: duration)
    case (.firstHalf, _):
      phase = .animating
      return Action(
        steps: [.didAnimateFirstHalf, .takeNewGeometry, .layout, .willAnimateRotation], delay: duration / 2)
    case (.animating, .coordinator):
      phase = .finished
      return Action(steps: [.runCompletions], delay: nil)
    case (.animating, _):
      phase = .finished
      return Action(steps: [.didRotate], delay: nil)
    case (.finished, _):
      return Action(steps: [], delay: nil)
    }
  }
}
