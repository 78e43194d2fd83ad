import SwivelCore

extension RotationPolicy {
  /// Decides what `setNeedsUpdateOfSupportedInterfaceOrientations()` does (iOS 16 and later):
  /// UIKit asks the deciding chain and the app again and resolves the scene's orientation from
  /// the device's, as `attemptRotationToDeviceOrientation()` did before it (Apple,
  /// `attemptRotationToDeviceOrientation()`: "Attempts to rotate all windows to the orientation
  /// of the device", deprecated in iOS 16 for this method; Apple,
  /// `setNeedsUpdateOfSupportedInterfaceOrientations()`: "Notifies the view controller about a
  /// change in supported interface orientations"). So:
  /// - the device's orientation (the rotation lock's, when it is on), now allowed, is turned to,
  ///   animated, even when the current one is still allowed: a player that starts allowing
  ///   landscape while the phone is held sideways turns at once;
  /// - otherwise an orientation still allowed stays;
  /// - otherwise the interface turns to the first allowed in UIKit's order, as for a
  ///   presentation (``decidePresentation(of:in:era:)``).
  /// The iOS 26 lock (`prefersInterfaceOrientationLocked`) keeps an allowed orientation. A scene
  /// that moved to another screen (a foldable device folding or opening) is resolved the same way
  /// on the new screen, where the current orientation may not be shown (upside down on a phone).
  static func decideSupportedOrientationsUpdate(
    _ state: RotationState, trigger: RotationDecision.Trigger, era: SystemBehavior
  ) -> RotationDecision {
    var decision = RotationDecision(state: state, trigger: trigger)
    decision.target = state.interfaceOrientation
    guard let allowed = allowedOrientations(state, era: era, into: &decision) else { return decision }
    let sought = state.rotationLock ?? state.deviceOrientation(for: trigger).interfaceOrientation
    if let sought, sought != state.interfaceOrientation, allowed.contains(sought),
      state.device.supportsInterfaceOrientation(sought), !state.isInterfaceOrientationLocked
    {
      return turn(decision, to: sought, reason: .allowed, state: state)
    }
    if allowed.contains(state.interfaceOrientation),
      state.device.supportsInterfaceOrientation(state.interfaceOrientation)
    {
      decision.reason = .stillAllowed
      return decision
    }
    return turn(
      decision, to: fallbackOrientation(in: allowed, state: state, trigger: trigger), reason: .firstAllowedOrientation,
      state: state)
  }

  /// Decides what `UIWindowScene.requestGeometryUpdate(.iOS(interfaceOrientations:))` does (iOS 16
  /// and later): the scene turns to an orientation of the request that the deciding controller and
  /// the app allow, whatever way the device is held (the device's own when it is one of them,
  /// else the first in UIKit's order); the interface stays when it already shows one (Apple
  /// developer forums thread 716583: no `viewWillTransition(to:with:)` then). The rotation lock
  /// does not hold it: the request turns the scene, not the device.
  ///
  /// Refused, with `UISceneErrorDomain` code 101 for the error handler and nothing raised: when
  /// none of the requested orientations is allowed ("None of the requested orientations are
  /// supported by the view controller"), when the app multitasks on iPad, whose windowing
  /// mode "does not allow for programmatic changes to interface orientation", and on a resizable
  /// scene (iOS 27, the iPhone Duo's inner display: the same error, measured by Flutter's Duo probe)
  /// (``RotationDecision/geometryRequestError``).
  static func decideGeometryRequest(
    _ requested: InterfaceOrientationMask, in state: RotationState, era: SystemBehavior
  ) -> RotationDecision {
    var decision = RotationDecision(state: state, trigger: .geometryRequest(requested))
    // iPhone Mirroring refuses as a resizable scene does (inferred: no Mirroring error text
    // was measured), the masks asked only for the trace until the first resize.
    if state.app.windowing == .mirroring, !state.app.ignoresSupportedOrientations {
      _ = allowedOrientations(state, era: era, into: &decision, judging: false)
      decision.reason = .windowingModeRefusesRequests
      return decision
    }
    if resizableSceneAllows(state, era: era, into: &decision) != nil {
      decision.reason = .windowingModeRefusesRequests
      return decision
    }
    if state.app.isMultitasking(on: state.device.idiom, in: era) {
      let app = state.app.mask(in: era)
      decision.arbiter = .multitaskingApplication
      (decision.appMask, decision.appMaskSource, decision.allowed) = (app.mask, app.source, app.mask)
      decision.reason = .windowingModeRefusesRequests
      return decision
    }
    guard let allowed = allowedOrientations(state, era: era, into: &decision) else { return decision }
    let candidates = requested.intersection(allowed).intersection(state.device.supportedInterfaceOrientations)
    guard let first = candidates.orientations.first else {
      decision.reason = .requestedOrientationsNotSupported
      return decision
    }
    decision.reason = .requested
    if candidates.contains(state.interfaceOrientation) {
      decision.target = state.interfaceOrientation
      return decision
    }
    let device = state.deviceOrientation(for: decision.trigger).interfaceOrientation
    let target = device.flatMap { candidates.contains($0) ? $0 : nil } ?? first
    return turn(decision, to: target, reason: .requested, state: state)
  }
}
