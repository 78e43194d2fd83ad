import SwivelCore

extension RotationPolicy {
  /// Decides what `setNeedsUpdateOfSupportedInterfaceOrientations()` does (iOS 16 and later):
  /// UIKit asks the deciding chain and the app again and, when the interface orientation is no
  /// longer allowed, turns the interface, animated, to an allowed one: the device's if it is
  /// allowed, else the first allowed in UIKit's order (Apple,
  /// `setNeedsUpdateOfSupportedInterfaceOrientations()`: "Notifies the view controller that a
  /// change occurred that affects supported interface orientations"; the engine's choice of
  /// orientation is the one it makes for a presentation, ``decidePresentation(of:in:era:)``).
  /// An orientation still allowed stays, even when the device is held in another one.
  static func decideSupportedOrientationsUpdate(
    _ state: RotationState, trigger: RotationDecision.Trigger, era: SystemBehavior
  ) -> RotationDecision {
    var decision = RotationDecision(state: state, trigger: trigger)
    decision.target = state.interfaceOrientation
    guard let allowed = allowedOrientations(state, era: era, into: &decision) else { return decision }
    if allowed.contains(state.interfaceOrientation) {
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
  /// supported by the view controller"), and when the app multitasks on iPad, whose windowing
  /// mode "does not allow for programmatic changes to interface orientation"
  /// (``RotationDecision/geometryRequestError``).
  static func decideGeometryRequest(
    _ requested: InterfaceOrientationMask, in state: RotationState, era: SystemBehavior
  ) -> RotationDecision {
    var decision = RotationDecision(state: state, trigger: .geometryRequest(requested))
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
