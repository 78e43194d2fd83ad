import SwivelCore

/// The default ``RotationHandler``: asks the rotation policy what a change means and carries out
/// the decision with a rotation transaction, recording both in the trace.
///
/// For each device orientation change it builds the policy's snapshot from the live tree (the
/// deciding controller's answers: the topmost controller presented full screen, else the root;
/// the app's masks; the device, its orientation and lock; the status bar orientation), records
/// the `rotationDecision` event, and, if the decision is "rotate", runs the rotation in virtual
/// time. An exception the decision raises ends the app: an `error` event is recorded and
/// ``Application/terminatingException`` set, after which nothing more is handled.
///
/// **During a rotation.** A device change that comes while a rotation runs is not acted on at
/// once: the rotation finishes, then the policy is asked again about the device's orientation
/// at that time (UIKit lets a rotation animation finish and then rotates to the latest
/// orientation). A presentation, a dismissal or a root change during a rotation first finishes
/// the rotation at once, so every `will` still has its `did`.
///
/// **Duration.** A quarter turn takes ``Configuration/quarterTurnDuration`` (0.3 s by default,
/// UIKit's `statusBarOrientationAnimationDuration` on iPhone); a half turn twice that.
///
/// **Modal transitions.** It also times animated presentations and dismissals
/// (``Configuration/presentationTransitionDuration``): their `will` callbacks come when they
/// start, their `did` callbacks, `presented`/`dismissed` event and completion when the animation
/// ends. A rotation, a presentation, a dismissal, a root change, a push, a pop or a tab selection
/// that comes meanwhile ends the transition at once first, as a presentation ends a rotation.
///
/// Installed at launch when no other handler was set (so a window without a root view
/// controller follows the app's mask, from iOS 6), or by ``Application/enableAutorotation(_:)``
/// with another configuration.
///
/// UIKit: the private machinery behind `-[UIApplication _handleDeviceOrientationChange:]` and
/// `-[UIWindow _updateToInterfaceOrientation:animated:]`.
public final class InterfaceRotator: RotationHandler {
  /// How rotations and modal transitions are timed.
  public struct Configuration: Hashable, Sendable {
    /// Seconds of virtual time for a quarter turn; a half turn takes twice as long. The default
    /// is 0.3 s.
    public var quarterTurnDuration: Double

    /// Seconds of virtual time an animated modal presentation or dismissal takes, from its
    /// `viewWillAppear`/`viewWillDisappear` to its `viewDidAppear`/`viewDidDisappear` and
    /// completion. The default is 0.4 s: UIKit does not publish the duration of its built-in
    /// modal transitions; 0.4 s is the duration observed for its `crossDissolve` transition
    /// (quanshousio/ToastUI#35, "current duration is 0.4", a transition "internally handled by
    /// UIKit"), which Swivel uses for every style. A transition that is not animated takes no time.
    public var presentationTransitionDuration: Double

    /// A configuration; by default a quarter turn takes 0.3 s and a modal transition 0.4 s.
    public init(quarterTurnDuration: Double = 0.3, presentationTransitionDuration: Double = 0.4) {
      precondition(
        quarterTurnDuration.isFinite && quarterTurnDuration >= 0, "a duration must be finite and not negative")
      precondition(
        presentationTransitionDuration.isFinite && presentationTransitionDuration >= 0,
        "a duration must be finite and not negative")
      self.quarterTurnDuration = quarterTurnDuration
      self.presentationTransitionDuration = presentationTransitionDuration
    }
  }

  /// The timing of rotations.
  public var configuration: Configuration

  /// The application it rotates.
  public private(set) weak var application: Application?

  /// The last decision made, whatever triggered it.
  public private(set) var lastDecision: RotationDecision?

  /// The rotation under way, if any.
  private(set) var transaction: RotationTransaction?
  private var pendingStep: PerformRequest?
  /// A device change came during the rotation: ask again when it is over.
  private var needsReevaluation = false
  /// The end of the modal transition under way (its `did` callbacks, its trace event, its
  /// completion), if one is animating.
  private var transitionEnd: (() -> Void)?
  private var pendingTransitionEnd: PerformRequest?
  /// Reused by ``turnWithoutCallbacks(to:in:)`` so that collecting the controllers on screen
  /// allocates only when it grows; emptied after each use, so it keeps no controller alive.
  private var targetBuffer: [ViewController] = []

  /// A rotator for `application`. Install it as its ``Application/rotationHandler``.
  public init(application: Application, configuration: Configuration = Configuration()) {
    self.application = application
    self.configuration = configuration
  }

  /// Whether a rotation is under way (between its first callback and its last).
  public var isRotating: Bool { transaction != nil }

  /// Whether an animated modal presentation or dismissal is under way (between its `will`
  /// callbacks and its `did` callbacks).
  public var isTransitioning: Bool { transitionEnd != nil }

  /// The duration of a rotation between two orientations: one quarter-turn duration per quarter turn.
  public func duration(from: InterfaceOrientation, to: InterfaceOrientation) -> Double {
    Double(from.quarterTurns(to: to) ?? 1) * configuration.quarterTurnDuration
  }

  // MARK: - RotationHandler

  /// Asks the rotation policy what the new device orientation means for the interface and carries
  /// out the decision; during a rotation, the question waits until the rotation ends.
  public func application(_ application: Application, deviceOrientationDidChange orientation: DeviceOrientation) {
    guard application.terminatingException == nil else { return }
    if isRotating {
      needsReevaluation = true
      return
    }
    try? evaluate(.deviceOrientationChange)
  }

  // MARK: - Deciding

  /// What asks the policy.
  enum Trigger {
    case deviceOrientationChange
    case attemptRotation
  }

  /// Asks the policy about the device's current orientation and carries out the decision.
  func evaluate(_ trigger: Trigger) throws(RaisedException) {
    guard let application else { return }
    let state = makeState(application)
    let era = application.systemBehavior
    let decision: RotationDecision
    switch trigger {
    case .deviceOrientationChange: decision = RotationPolicy.decide(state, era: era)
    case .attemptRotation: decision = RotationPolicy.decideAttemptRotation(state, era: era)
    }
    try record(decision, in: application)
    if case .rotate(let orientation) = decision.result { beginRotation(to: orientation, in: application) }
  }

  /// Records the decision and, if it raises, the error; the exception ends the app.
  func record(_ decision: RotationDecision, in application: Application) throws(RaisedException) {
    lastDecision = decision
    let result: TraceEvent.DecisionResult
    switch decision.result {
    case .rotate: result = .rotate
    case .stay, .raises: result = .stay
    case .suppressed: result = .suppressed
    }
    application.trace.record(
      .rotationDecision(
        device: decision.deviceOrientation, decider: decision.decider?.id, mask: decision.traceMask, result: result,
        reason: decision.explanation))
    if let exception = decision.exception {
      application.terminate(with: exception)
      throw exception
    }
  }

  /// The policy's snapshot of the application now.
  func makeState(_ application: Application, decider: ViewController?? = nil) -> RotationState {
    let deciding = decider ?? deciderController(application)
    return RotationState(
      decider: deciding?.orientationAnswers(), app: application.orientationSettings, device: application.device.model,
      deviceOrientation: application.device.orientation, interfaceOrientation: application.statusBarOrientation,
      rotationLock: application.device.rotationLock)
  }

  /// The controller that decides: the topmost one presented so as to hide what is under it
  /// (full screen, for the era and idiom), else the root (``RotationPolicy/decider(root:presentations:idiom:era:)``).
  func deciderController(_ application: Application) -> ViewController? {
    application.decidingViewController
  }

  // MARK: - Rotating

  /// Starts an animated rotation to `orientation` with callbacks to the controllers on screen; a
  /// modal transition under way ends first, so that its `did` callbacks come before the
  /// rotation's.
  func beginRotation(to orientation: InterfaceOrientation, in application: Application) {
    finishTransitionNow()
    guard let window = application.keyWindow else { return }
    let from = application.statusBarOrientation
    var targets: [ViewController] = []
    application.rootViewController?.appendControllersOnScreen(to: &targets, window: window)
    let transaction = RotationTransaction(
      application: application, window: window, from: from, to: orientation,
      duration: duration(from: from, to: orientation), targets: targets)
    self.transaction = transaction
    let delay = transaction.begin()
    schedule(after: delay, in: application)
  }

  private func schedule(after delay: Double, in application: Application) {
    pendingStep = application.runLoop.perform("advanceRotation", target: self, afterDelay: delay) { rotator in
      rotator.pendingStep = nil
      rotator.advance()
    }
  }

  private func advance() {
    guard let transaction, let application else { return }
    if let delay = transaction.advance() {
      schedule(after: delay, in: application)
      return
    }
    self.transaction = nil
    if needsReevaluation {
      needsReevaluation = false
      guard application.terminatingException == nil else { return }
      try? evaluate(.deviceOrientationChange)
    }
  }

  /// Ends whatever animates now, before a presentation, a dismissal, a root change, a push, a
  /// pop or a tab selection: the modal transition under way, then the rotation under way (at
  /// most one of them runs: each ends the other before it starts). Every `will` keeps its `did`.
  func finishAnimationsNow() {
    finishTransitionNow()
    finishRotationNow()
  }

  // MARK: - Modal transitions

  /// Runs the end of a modal transition (`end`: its `did` callbacks, its trace event, its
  /// completion) after ``Configuration/presentationTransitionDuration`` of virtual time if
  /// `animated`, else at once.
  func runTransition(animated: Bool, in application: Application, end: @escaping () -> Void) {
    finishTransitionNow()
    let duration = configuration.presentationTransitionDuration
    guard animated, duration > 0 else {
      end()
      return
    }
    transitionEnd = end
    pendingTransitionEnd = application.runLoop.perform(
      "endPresentationTransition", target: self, afterDelay: duration
    ) { rotator in
      rotator.pendingTransitionEnd = nil
      rotator.endTransition()
    }
  }

  /// Ends the modal transition under way now, if any.
  func finishTransitionNow() {
    if let pendingTransitionEnd, let application { application.runLoop.cancel(pendingTransitionEnd) }
    pendingTransitionEnd = nil
    endTransition()
  }

  private func endTransition() {
    let end = transitionEnd
    transitionEnd = nil
    end?()
  }

  /// Runs the rotation under way to its end now, without re-evaluating: the caller's own
  /// decision follows.
  func finishRotationNow() {
    guard let transaction, let application else { return }
    if let pendingStep { application.runLoop.cancel(pendingStep) }
    pendingStep = nil
    while transaction.advance() != nil {}
    self.transaction = nil
  }

  /// Takes `orientation` at once, without rotation callbacks: the status bar turns and the
  /// window takes the new geometry (laid out by the caller). For a controller that appears in
  /// another orientation (a presentation, a dismissal, a new root), whose views were not on
  /// screen through a rotation.
  func turnWithoutCallbacks(to orientation: InterfaceOrientation, in application: Application) {
    application.setStatusBarOrientation(orientation)
    guard let window = application.keyWindow else { return }
    // `orientation` comes from a decision, never `unknown`.
    try! window.setBounds(for: orientation)
    targetBuffer.removeAll(keepingCapacity: true)
    application.rootViewController?.appendControllersOnScreen(to: &targetBuffer, window: window)
    for controller in targetBuffer { controller.interfaceOrientation = orientation }
    targetBuffer.removeAll(keepingCapacity: true)
  }
}
