import SwivelCore

/// The rotation subsystem's one entry point and the default ``RotationHandler``: every change
/// that may turn the interface comes here as a ``RotationDecision/Trigger``, the policy is asked
/// once, the decision is recorded, and a rotation transaction carries it out.
///
/// ```
/// trigger ──▶ reconsider(_:) ──▶ RotationState ──▶ RotationPolicy.decide ──▶ RotationDecision
///   (device turn, present,          (live tree)          (pure)                │ trace
///    dismiss, new root,                                                        ▼
///    attemptRotation, lock)                 RotationExecutor ◀── RotationTransaction
///                                           (callbacks, status bar,      (state machine)
///                                            window, layout)
/// ```
///
/// For each trigger it builds the policy's snapshot from the live tree (the deciding
/// controller's answers: the presented controller for a presentation, else the topmost
/// controller presented full screen, else the root; the app's masks; the device, its
/// orientation and lock; the status bar orientation), asks ``RotationPolicy/decide(_:for:era:)``,
/// records the `rotationDecision` event (the typed decision, trigger included), and, if the
/// decision is "rotate", turns the interface: with rotation callbacks in virtual time for a
/// device turn or `attemptRotationToDeviceOrientation`, at once and without callbacks for a
/// presentation, a dismissal or a new root (the controller appears that way: nothing on screen
/// rotates). An exception the decision raises ends the app: an `error` event is recorded and
/// ``Application/terminatingException`` set, after which nothing more is handled.
///
/// **During a rotation.** A device change that comes while a rotation runs is not acted on at
/// once: the rotation finishes, then the policy is asked again about the device's orientation
/// at that time (UIKit lets a rotation animation finish and then rotates to the latest
/// orientation). A presentation, a dismissal or a root change during a rotation first finishes
/// the rotation at once (the application ends what animates first), so every `will` still has its `did`.
///
/// **Duration.** A quarter turn takes ``Configuration/quarterTurnDuration`` (0.3 s by default,
/// UIKit's `statusBarOrientationAnimationDuration` on iPhone); a half turn twice that.
///
/// Installed at launch when no other handler was set (so a window without a root view
/// controller follows the app's mask, from iOS 6), or by ``Application/enableAutorotation(_:)``
/// with another configuration. With another handler, or none, the application asks nobody: the
/// interface keeps its orientation on every path but the ones that handler takes.
///
/// UIKit: the private machinery behind `-[UIApplication _handleDeviceOrientationChange:]` and
/// `-[UIWindow _updateToInterfaceOrientation:animated:]`.
public final class InterfaceRotator: RotationHandler {
  /// How rotations are timed.
  public struct Configuration: Hashable, Sendable {
    /// Seconds of virtual time for a quarter turn; a half turn takes twice as long. The default
    /// is 0.3 s.
    public var quarterTurnDuration: Double

    /// A configuration; by default a quarter turn takes 0.3 s.
    public init(quarterTurnDuration: Double = 0.3) {
      precondition(
        quarterTurnDuration.isFinite && quarterTurnDuration >= 0, "a duration must be finite and not negative")
      self.quarterTurnDuration = quarterTurnDuration
    }
  }

  /// The timing of rotations.
  public var configuration: Configuration

  /// The application it rotates.
  public private(set) weak var application: Application?

  /// The last decision made, whatever triggered it.
  public private(set) var lastDecision: RotationDecision?

  /// The rotation under way, if any.
  private(set) var rotation: RotationExecutor?
  private var pendingStep: PerformRequest?
  /// A device change came during the rotation: ask again when it is over.
  private var needsReevaluation = false

  /// A rotator for `application`. Install it as its ``Application/rotationHandler``.
  public init(application: Application, configuration: Configuration = Configuration()) {
    self.application = application
    self.configuration = configuration
  }

  /// Whether a rotation is under way (between its first callback and its last).
  public var isRotating: Bool { rotation != nil }

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
    // An exception has ended the app and is in the trace; nothing is left to do with it here.
    _ = try? reconsider(.deviceOrientationChange)
  }

  // MARK: - The entry point

  /// What may turn the interface, as the application hands it to the rotator: a trigger, with
  /// the controller a presentation brings.
  enum Request {
    case deviceOrientationChange
    case attemptRotation
    /// A controller about to be presented full screen: it decides before it is on screen.
    case presentation(ViewController)
    case dismissal
    /// A presentation that did not decide (a sheet) was dismissed, from iOS 16: the decider,
    /// on screen all along, is asked again and turns with rotation callbacks.
    case nonDecidingDismissal
    case rootViewControllerChange
    case supportedOrientationsUpdate(ViewController)
    case geometryRequest(InterfaceOrientationMask)
    case foreground
    /// The scene moved to another screen, where it had `previousTraits`: the window resizes to
    /// the new screen with a size transition even when its orientation stays.
    case screenMove(previousTraits: TraitCollection)
    /// The scene's window took this size on the same screen, from `previousTraits` (a resize in
    /// iPhone Mirroring, a windowing mode's share): a size transition, the orientation staying.
    case sceneResize(Size, previousTraits: TraitCollection)

    /// Whether the interface turns with rotation callbacks: only what turns what is on screen.
    var rotatesWithCallbacks: Bool {
      switch self {
      case .deviceOrientationChange, .attemptRotation, .nonDecidingDismissal, .supportedOrientationsUpdate,
        .geometryRequest, .foreground, .screenMove, .sceneResize:
        true
      case .presentation, .dismissal, .rootViewControllerChange: false
      }
    }
  }

  /// Asks the policy what `request` does to the interface, records the decision, runs `change`
  /// (the tree change a presentation makes once it is known not to raise), and carries the
  /// decision out.
  ///
  /// - Returns: the decision, or `nil` when nothing was asked (no application, or it has ended).
  /// - Throws: the exception the decision raises, before `change` runs; the app has ended.
  @discardableResult
  func reconsider(_ request: Request, around change: () -> Void = {}) throws(RaisedException) -> RotationDecision? {
    guard let application, application.terminatingException == nil else {
      change()
      return nil
    }
    var state = makeState(application)
    let trigger: RotationDecision.Trigger
    switch request {
    case .deviceOrientationChange: trigger = .deviceOrientationChange
    case .attemptRotation: trigger = .attemptRotation
    case .dismissal, .nonDecidingDismissal: trigger = .dismissal
    case .rootViewControllerChange: trigger = .rootViewControllerChange
    case .supportedOrientationsUpdate(let controller):
      trigger = .supportedOrientationsUpdate(controller.orientationAnswers().identity)
    case .geometryRequest(let requested): trigger = .geometryRequest(requested)
    case .foreground: trigger = .foreground
    case .screenMove: trigger = .screenMove
    case .sceneResize(let size, _): trigger = .sceneResize(size)
    case .presentation(let presented):
      let answers = presented.orientationAnswers()
      state.decider = answers
      trigger = .presentation(answers.identity)
    }
    let decision = RotationPolicy.decide(state, for: trigger, era: application.systemBehavior)
    try record(decision, in: application)
    change()
    // A scene on a new screen, or resized, takes its size even where its orientation stays.
    var previousTraits: TraitCollection?
    if case .screenMove(let traits) = request { previousTraits = traits }
    if case .sceneResize(_, let traits) = request { previousTraits = traits }
    let orientation: InterfaceOrientation
    if case .rotate(let target) = decision.result {
      orientation = target
    } else if previousTraits != nil {
      orientation = application.statusBarOrientation
    } else {
      return decision
    }
    guard let window = application.keyWindow, let geometry = try? window.geometry(for: orientation) else {
      return decision
    }
    if request.rotatesWithCallbacks {
      beginRotation(to: geometry, in: application, window: window, previousTraits: previousTraits)
    } else {
      RotationExecutor.take(
        geometry, controllers: controllersOnScreen(application, window), in: application, window: window)
    }
    return decision
  }

  /// Records the decision and, if it raises, the error; the exception ends the app.
  private func record(_ decision: RotationDecision, in application: Application) throws(RaisedException) {
    lastDecision = decision
    application.trace.record(.rotationDecision(decision))
    if let exception = decision.exception {
      application.terminate(with: exception)
      throw exception
    }
  }

  /// The policy's snapshot of the application now.
  func makeState(_ application: Application) -> RotationState {
    RotationState(
      decider: application.decidingViewController?.orientationAnswers(), app: application.orientationSettings,
      device: application.device.model, deviceOrientation: application.device.orientation,
      interfaceOrientation: application.statusBarOrientation, rotationLock: application.device.rotationLock,
      lastUprightDeviceOrientation: application.device.lastUprightOrientation,
      isInterfaceOrientationLocked: application.isInterfaceOrientationLocked)
  }

  /// The controllers whose views are in the window, parents first.
  private func controllersOnScreen(_ application: Application, _ window: Window) -> [ViewController] {
    var controllers: [ViewController] = []
    application.rootViewController?.appendControllersOnScreen(to: &controllers, window: window)
    return controllers
  }

  /// The controllers on screen and those a full-screen presentation hides, parents first: who
  /// hears `viewWillTransition(to:with:)` (iOS 8 and later).
  private func controllersHearingSizeTransitions(_ application: Application, _ window: Window) -> [ViewController] {
    guard application.systemBehavior.hasTransitionCoordinator else { return [] }
    var controllers: [ViewController] = []
    application.rootViewController?.appendControllersHearingSizeTransitions(to: &controllers, window: window)
    return controllers
  }

  // MARK: - Rotating

  /// Starts an animated rotation with callbacks to the controllers on screen; a modal transition
  /// under way ends first, so that its `did` callbacks come before the rotation's.
  /// `previousTraits`: the scene's traits before it moved or resized (``Request/screenMove(previousTraits:)``).
  private func beginRotation(
    to geometry: WindowGeometry, in application: Application, window: Window, previousTraits: TraitCollection? = nil
  ) {
    application.modalTransition.finishNow()
    let from = application.statusBarOrientation
    let rotation = RotationExecutor(
      application: application, window: window, to: geometry, previousTraits: previousTraits,
      duration: duration(from: from, to: geometry.interfaceOrientation),
      targets: controllersOnScreen(application, window),
      sizeTransitionTargets: controllersHearingSizeTransitions(application, window))
    self.rotation = rotation
    advance()
  }

  private func advance() {
    guard let rotation, let application else { return }
    if let delay = rotation.advance() {
      pendingStep = application.runLoop.perform("advanceRotation", target: self, afterDelay: delay) { rotator in
        rotator.pendingStep = nil
        rotator.advance()
      }
      return
    }
    self.rotation = nil
    if needsReevaluation {
      needsReevaluation = false
      _ = try? reconsider(.deviceOrientationChange)
    }
  }

  /// Runs the rotation under way to its end now, without re-evaluating: the caller's own
  /// decision follows.
  func finishRotationNow() {
    guard let rotation, let application else { return }
    if let pendingStep { application.runLoop.cancel(pendingStep) }
    pendingStep = nil
    while rotation.advance() != nil {}
    self.rotation = nil
  }
}
