import SwivelCore

/// What the rotation policy decided, and why: the result, who decided, the masks it compared,
/// and a reason.
///
/// It prints as the command line shows it (``description``), for example
/// `device landscapeLeft → feed decides: feed [portrait] ∩ app [portrait, landscapeRight, landscapeLeft] = [portrait] → stays portrait`,
/// and is the `rotationDecision` trace event, whose fields it gives (``traceResult``, ``traceMask``,
/// ``explanation``, ``Trigger/name``; Scenario reference, section 7).
public struct RotationDecision: Hashable, Sendable {
  /// What happens to the interface.
  public enum Result: Hashable, Sendable {
    /// The interface rotates to this orientation.
    case rotate(to: InterfaceOrientation)
    /// The interface keeps its orientation.
    case stay
    /// The deciding controller's `shouldAutorotate` answered NO (iOS 6 to 15): the rotation is
    /// suppressed and the interface keeps its orientation (seed 000: "If it returns NO, then the
    /// rotation is suppressed").
    case suppressed
    /// UIKit raises this exception.
    case raises(RaisedException)

    /// The trace's name for the result: `rotate`, `stay`, `suppressed`; `raises` for an
    /// exception, which the trace reports as an `error` event.
    public var name: String {
      switch self {
      case .rotate: "rotate"
      case .stay: "stay"
      case .suppressed: "suppressed"
      case .raises: "raises"
      }
    }
  }

  /// Why the result is what it is.
  public enum Reason: String, Hashable, Sendable, CaseIterable {
    /// The orientation sought is in the allowed mask.
    case allowed
    /// The interface already shows the orientation sought.
    case alreadyInOrientation
    /// The device lies flat or its orientation is unknown: such an orientation never changes the
    /// interface (seed 004: faceUp, faceDown and unknown are ignored; UIKit:
    /// `UIDeviceOrientationIsValidInterfaceOrientation`).
    case notAnInterfaceOrientation
    /// The rotation lock holds the interface in its orientation.
    case rotationLocked
    /// The device cannot show the orientation: a phone without a Home button has no
    /// portraitUpsideDown (Scenario reference, section 3).
    case unsupportedByDevice
    /// The orientation sought is not in the allowed mask.
    case notSupported
    /// The deciding controller's `shouldAutorotate` answered NO.
    case shouldAutorotateReturnedNo
    /// The deciding controller's mask and the app's have nothing in common.
    case noCommonOrientation
    /// iOS 5 and earlier: a window without a root view controller does not rotate (Apple, QA1688).
    case noRootViewController
    /// A presentation: the presented controller's `preferredInterfaceOrientationForPresentation`.
    case preferredForPresentation
    /// A presentation: the preferred orientation is outside the allowed mask.
    case preferredOrientationNotSupported
    /// A presentation without a preferred orientation keeps the status bar orientation (Apple,
    /// `preferredInterfaceOrientationForPresentation`: "If you do not implement this method, the
    /// system presents the view controller using the current orientation of the status bar").
    case statusBarOrientation
    /// A presentation without a preferred orientation whose status bar orientation the new
    /// decider does not allow: UIKit picks an allowed one, the device's if it can.
    case firstAllowedOrientation
    /// The era has no such trigger (`attemptRotationToDeviceOrientation` before iOS 5).
    case unavailableInEra
    /// `setNeedsUpdateOfSupportedInterfaceOrientations`: the interface orientation is still
    /// allowed, so nothing turns.
    case stillAllowed
    /// A geometry request: the orientation turned to is one requested and allowed.
    case requested
    /// The deciding controller prefers the interface orientation locked (iOS 26).
    case interfaceOrientationLocked
    /// A geometry request none of whose orientations the deciding controller and the app allow:
    /// refused with `UISceneErrorDomain` code 101.
    case requestedOrientationsNotSupported
    /// A geometry request in a windowing mode that does not allow programmatic changes (an iPad
    /// app that multitasks): refused with `UISceneErrorDomain` code 101.
    case windowingModeRefusesRequests
    /// iPhone Mirroring: the orientation sought is allowed, but the interface is always portrait
    /// there (iOS 27; WWDC26 session 278).
    case mirroringShowsPortrait
  }

  /// What asked for the decision: every way the interface orientation may change enters the
  /// rotation subsystem as one of these (``InterfaceRotator``).
  public enum Trigger: Hashable, Sendable {
    /// The device changed orientation (`UIDeviceOrientationDidChangeNotification`), the rotation
    /// lock's engaging included.
    case deviceOrientationChange
    /// A controller was presented full screen and now decides.
    case presentation(ControllerIdentity)
    /// The presented controller was dismissed; its presenter decides again.
    case dismissal
    /// `UIViewController.attemptRotationToDeviceOrientation()`.
    case attemptRotation
    /// The key window got a new root view controller.
    case rootViewControllerChange
    /// `setNeedsUpdateOfSupportedInterfaceOrientations()` on this controller (iOS 16 and later).
    case supportedOrientationsUpdate(ControllerIdentity)
    /// `UIWindowScene.requestGeometryUpdate(_:)` for these orientations (iOS 16 and later).
    case geometryRequest(InterfaceOrientationMask)
    /// The app came back from the background and catches up with the device.
    case foreground
    /// The scene moved to another screen: a foldable device folded or opened (iOS 27.1, the
    /// iPhone Duo; ``Application/moveScene(to:)``).
    case screenMove
    /// The user resized the scene's window to this size (iPhone Mirroring;
    /// ``Application/resizeScene(to:)``).
    case sceneResize(Size)

    /// The trace's `trigger` field: `deviceOrientationChange`, `presentation`, `dismissal`,
    /// `attemptRotation`, `rootViewControllerChange`, `supportedOrientationsUpdate`,
    /// `geometryRequest`, `foreground`, `screenMove`, `sceneResize`.
    public var name: String {
      switch self {
      case .deviceOrientationChange: "deviceOrientationChange"
      case .presentation: "presentation"
      case .dismissal: "dismissal"
      case .attemptRotation: "attemptRotation"
      case .rootViewControllerChange: "rootViewControllerChange"
      case .supportedOrientationsUpdate: "supportedOrientationsUpdate"
      case .geometryRequest: "geometryRequest"
      case .foreground: "foreground"
      case .screenMove: "screenMove"
      case .sceneResize: "sceneResize"
      }
    }
  }

  /// Who made the decision.
  public enum Arbiter: Hashable, Sendable {
    /// Nobody decides: before iOS 6 a window without a root view controller does not rotate, and
    /// `attemptRotationToDeviceOrientation` does not exist before iOS 5. (A stay that asked
    /// nobody, because the orientation sought is already shown, is not an interface
    /// orientation, or the lock holds it, still names who decides now: see
    /// ``RotationDecision/wasJudged``.)
    case nobody
    /// This controller's answers decided.
    case controller(ControllerIdentity)
    /// The app's mask alone decided: the window has no root view controller (iOS 6 and later).
    case applicationWithoutRoot
    /// The app's mask alone decided: the app is eligible for iPad multitasking, so its
    /// controllers are not asked (iOS 9 and later).
    case multitaskingApplication
    /// Nobody's mask decided: the scene is resizable (iOS 27, the iPhone Duo's inner display), so
    /// UIKit ignores the supported orientations and the interface follows the device.
    case resizableScene
    /// iPhone Mirroring decided, once the user has resized the window: the supported
    /// orientations no longer count, and the interface is always portrait (iOS 27; WWDC26
    /// session 278). Before the first resize the masks are asked as anywhere, and a turn they
    /// allow away from portrait stays (``Reason/mirroringShowsPortrait``).
    case mirroredScene
  }

  /// Where the deciding controller's mask came from.
  public enum MaskSource: String, Hashable, Sendable, CaseIterable {
    /// Its `supportedInterfaceOrientations` override.
    case overridden
    /// UIKit's default for the idiom (iOS 6+), or portrait only (iOS 5 and earlier).
    case defaultForIdiom
    /// Its `shouldAutorotateToInterfaceOrientation:` answers, as the iOS 5 decision or turned
    /// into a mask (iOS 6 and later, seed 003).
    case legacyAnswers
    /// The container delegate's `…SupportedInterfaceOrientations:` (iOS 7 and later).
    case containerDelegate
    /// iOS 5 and earlier: a tab bar controller rotates only to orientations every tab accepts.
    case everyChild
  }

  /// What asked for the decision.
  public var trigger: Trigger
  /// The device's orientation at the time.
  public var deviceOrientation: DeviceOrientation
  /// The rotation lock at the time, if any.
  public var rotationLock: InterfaceOrientation?
  /// The device orientation the decision went by when it is not the device's own: the last
  /// upright one, for a trigger other than a device turn while the device lies flat or is unknown.
  public var uprightDeviceOrientation: DeviceOrientation?
  /// The interface orientation before the decision.
  public var interfaceOrientation: InterfaceOrientation
  /// The interface orientation sought: the device's, the lock's, or the presentation's; `nil`
  /// when the device's is not one the interface can take.
  public var target: InterfaceOrientation?
  /// What happens to the interface.
  public var result: Result
  /// Why the result is what it is.
  public var reason: Reason
  /// Who made the decision.
  public var arbiter: Arbiter
  /// The controller whose overrides gave the answer, when the decider passed the question on (a
  /// forwarding container, or an iOS 5 navigation controller asking its top child).
  public var answeredBy: ControllerIdentity?
  /// The deciding controller's mask, if one was asked.
  public var deciderMask: InterfaceOrientationMask?
  /// Where the deciding controller's mask came from, if one was asked.
  public var maskSource: MaskSource?
  /// The app's mask, when it took part (not in iOS 5 and earlier, where the controller's answers
  /// override Info.plist).
  public var appMask: InterfaceOrientationMask?
  /// Where the app's mask came from, when it took part.
  public var appMaskSource: AppOrientationSettings.Source?
  /// The orientations allowed: decider ∩ app, or whichever of them alone decided.
  public var allowed: InterfaceOrientationMask?

  /// A decision as given: for reports and tests that need one without asking the policy. The
  /// policy's own decisions come from ``RotationPolicy``.
  public init(
    trigger: Trigger, deviceOrientation: DeviceOrientation, interfaceOrientation: InterfaceOrientation,
    result: Result, reason: Reason, arbiter: Arbiter = .nobody, allowed: InterfaceOrientationMask? = nil,
    rotationLock: InterfaceOrientation? = nil
  ) {
    self.trigger = trigger
    self.deviceOrientation = deviceOrientation
    self.rotationLock = rotationLock
    self.interfaceOrientation = interfaceOrientation
    self.target = nil
    self.result = result
    self.reason = reason
    self.arbiter = arbiter
    self.allowed = allowed
  }

  init(state: RotationState, trigger: Trigger) {
    self.trigger = trigger
    self.deviceOrientation = state.deviceOrientation
    let goneBy = state.deviceOrientation(for: trigger)
    self.uprightDeviceOrientation = goneBy != state.deviceOrientation ? goneBy : nil
    self.rotationLock = state.rotationLock
    self.interfaceOrientation = state.interfaceOrientation
    self.target = nil
    self.result = .stay
    self.reason = .notAnInterfaceOrientation
    self.arbiter = .nobody
  }

  /// Whether the orientation sought was weighed against the allowed ones; `false` for a stay that
  /// needed no answer (already in the orientation, flat device, rotation lock), whose ``decider``
  /// and masks are recorded all the same.
  public var wasJudged: Bool {
    switch reason {
    case .alreadyInOrientation, .notAnInterfaceOrientation, .rotationLocked, .interfaceOrientationLocked: false
    default: true
    }
  }

  /// The controller that decides, if a controller does: named even when the interface stays
  /// without asking it (Scenario reference, section 7: `decider` is null only when there is no root, or when
  /// the app decides alone).
  public var decider: ControllerIdentity? {
    if case .controller(let identity) = arbiter { return identity }
    return nil
  }

  /// The interface orientation after the decision: the new one if it rotates, else the current one.
  public var resultingOrientation: InterfaceOrientation {
    if case .rotate(let orientation) = result { return orientation }
    return interfaceOrientation
  }

  /// The error a refused geometry request hands to its error handler, if this decision refused one.
  public var geometryRequestError: GeometryRequestError? {
    guard case .geometryRequest(let requested) = trigger else { return nil }
    switch reason {
    case .requestedOrientationsNotSupported:
      return .notSupported(requested: requested, supported: allowed ?? [])
    case .windowingModeRefusesRequests:
      return .windowingMode
    default:
      return nil
    }
  }

  /// The exception UIKit raises, if any.
  public var exception: RaisedException? {
    if case .raises(let exception) = result { return exception }
    return nil
  }

  /// The trace's `result` field (Scenario reference, section 7): a raise is a stay there, the
  /// exception following as an `error` event.
  public var traceResult: TraceEvent.DecisionResult {
    switch result {
    case .rotate: .rotate
    case .stay, .raises: .stay
    case .suppressed: .suppressed
    }
  }

  /// The trace's `mask` field: the orientations allowed now; empty when nobody decides.
  public var traceMask: InterfaceOrientationMask { allowed ?? [] }
}
