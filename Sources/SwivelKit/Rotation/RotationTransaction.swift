import SwivelCore

/// One rotation of the interface, carried out step by step in virtual time: the callbacks in
/// UIKit's order, the status bar, the window's new bounds and the layout, the animation.
///
/// The ``InterfaceRotator`` makes one when a decision says "rotate", calls ``begin()`` and then
/// ``advance()`` each time the delay returned has passed on the run loop, until the
/// transaction is ``Phase/finished``. Who hears of it is fixed when it is made: the controllers
/// whose views are in the key window (``targets``), so every `will` has its `did` even if the
/// tree changes meanwhile.
///
/// The sequence, era by era (seed 000, "Responding to Orientation Changes in a Visible View
/// Controller", steps 1 to 5):
/// - **iOS 6 and 7 (one step)**: `willRotate` to every target; the status bar turns (posting
///   its notifications); the window and root view take the new geometry and the tree is laid
///   out (`viewWillLayoutSubviews` …, when `statusBarOrientation` already tells the new
///   orientation, step 2); `willAnimateRotation` to every target, inside the animation; the
///   animation's duration passes; `didRotate` to every target.
/// - **iOS 5 and earlier**: as above, except that when some target adopts ``TwoStepRotation``
///   the animation runs in two halves: `willAnimateFirstHalf…` to the two-step targets, half the
///   duration, `didAnimateFirstHalf…`, then the status bar, the new bounds and the layout,
///   `willAnimateSecondHalf…` (and `willAnimateRotation` to the one-step targets), the other
///   half, `didRotate` (seed 002).
/// - **iOS 8 and later**: `willTransition(to:with:)` when the size classes change;
///   `viewWillTransition(to:with:)` with the old bounds (its base implementation sends
///   `willRotate` and asks for `willAnimateRotation` alongside and `didRotate` on completion:
///   an override that does not call `super` gets none of them); the status bar; the new bounds;
///   `traitCollectionDidChange`; the layout; the alongside animations, with the new bounds; the
///   duration; the completions.
///
/// UIKit: the private `-[UIWindow _setRotatableViewOrientation:duration:force:]` and, from iOS 8,
/// `_UIViewControllerTransitionCoordinator`.
final class RotationTransaction {
  /// Where the transaction is.
  enum Phase: Hashable {
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
  /// The controllers that hear of the rotation, parents first.
  let targets: [ViewController]
  private(set) var phase: Phase = .notStarted
  private unowned let application: Application
  private let window: Window
  private let era: SystemBehavior
  private var coordinator: TransitionCoordinator?
  private let isTwoStep: Bool

  init(
    application: Application, window: Window, from: InterfaceOrientation, to: InterfaceOrientation, duration: Double,
    targets: [ViewController]
  ) {
    self.application = application
    self.window = window
    self.from = from
    self.to = to
    self.duration = duration
    self.targets = targets
    era = application.systemBehavior
    isTwoStep =
      !era.hasTransitionCoordinator && era.deliversTwoStepRotationCallbacks
      && targets.contains { $0 is any TwoStepRotation }
  }

  /// Whether the transaction has begun and not finished.
  var isRunning: Bool { phase == .firstHalf || phase == .animating }

  /// Runs the steps up to the animation (or its first half) and returns the delay, in seconds,
  /// after which ``advance()`` must be called.
  func begin() -> Double {
    precondition(phase == .notStarted, "a rotation transaction begins once")
    if era.hasTransitionCoordinator { return beginWithCoordinator() }
    for target in targets { target.sendWillRotate(to: to, duration: duration) }
    if isTwoStep {
      let half = duration / 2
      for target in targets { target.sendWillAnimateFirstHalfOfRotation(to: to, duration: half) }
      phase = .firstHalf
      return half
    }
    takeNewGeometry()
    for target in targets { target.sendWillAnimateRotation(to: to, duration: duration) }
    phase = .animating
    return duration
  }

  /// Runs the next steps once the delay returned by the previous call has passed.
  ///
  /// - Returns: the delay before the next call, or `nil` when the transaction has finished.
  @discardableResult
  func advance() -> Double? {
    switch phase {
    case .notStarted, .finished:
      preconditionFailure("advance() after begin() and before the transaction finishes")
    case .firstHalf:
      let half = duration / 2
      for target in targets { target.sendDidAnimateFirstHalfOfRotation(to: to) }
      takeNewGeometry()
      for target in targets {
        if target is any TwoStepRotation {
          target.sendWillAnimateSecondHalfOfRotation(from: from, duration: half)
        } else {
          target.sendWillAnimateRotation(to: to, duration: duration)
        }
      }
      phase = .animating
      return half
    case .animating:
      phase = .finished
      if let coordinator {
        coordinator.runCompletions()
      } else {
        for target in targets { target.sendDidRotate(from: from) }
      }
      return nil
    }
  }

  private func beginWithCoordinator() -> Double {
    let coordinator = TransitionCoordinator(duration: duration, from: from, to: to)
    self.coordinator = coordinator
    let model = application.device.model
    let oldTraits = model.traitCollection(in: from)
    let newTraits = model.traitCollection(in: to)
    let traitsChange = era.hasTraitCollections && oldTraits != newTraits
    if traitsChange {
      for target in targets { target.sendWillTransition(to: newTraits, with: coordinator) }
    }
    let size = model.screenSize(in: to)
    for target in targets { target.sendViewWillTransition(to: size, with: coordinator) }
    application.setStatusBarOrientation(to)
    for target in targets { target.interfaceOrientation = to }
    // `to` comes from a decision, never `unknown`.
    try! window.setBounds(for: to)
    if traitsChange {
      for target in targets { target.sendTraitCollectionDidChange(oldTraits) }
    }
    window.layoutIfNeeded()
    coordinator.runAlongsideAnimations()
    phase = .animating
    return duration
  }

  /// The status bar turns, then the window and its tree take the new geometry and are laid out.
  private func takeNewGeometry() {
    application.setStatusBarOrientation(to)
    for target in targets { target.interfaceOrientation = to }
    // `to` comes from a decision, never `unknown`.
    try! window.setInterfaceOrientation(to)
  }
}
