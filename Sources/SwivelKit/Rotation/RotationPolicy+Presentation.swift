import SwivelCore

extension RotationPolicy {
  /// Decides the orientation a controller presented full screen appears in.
  ///
  /// From iOS 6 the presented controller decides, and appears in its
  /// `preferredInterfaceOrientationForPresentation`, which must be one of the orientations it may
  /// take (its mask ∩ the app's), else UIKit raises `UIApplicationInvalidInterfaceOrientation`
  /// with the era's reason (seed 000, "Declaring a Preferred Presentation Orientation"). Without
  /// an override it keeps the status bar orientation (Apple,
  /// `preferredInterfaceOrientationForPresentation`); when the controller does not allow that
  /// one, it appears in the device's orientation if allowed, else in the first allowed
  /// orientation (UIKit's `_preferredInterfaceOrientationGivenStatusBarAndDeviceAndOrientation:`,
  /// named in crash logs, picks among these three; the order among the rest is Swivel's choice).
  /// The rotation lock does not hold a presentation. For an app eligible for multitasking, the
  /// controller appears in the current orientation.
  ///
  /// Before iOS 6 there is no presentation orientation: the presented controller's
  /// `shouldAutorotateToInterfaceOrientation:` answers decide alone, overriding Info.plist (seed
  /// 001: the method "overrides the orientations listed in the project's Deployment Info"). It
  /// appears in the current orientation if it accepts it, else in the device's orientation if it
  /// accepts that, else in the first one it accepts, portrait first (seed 000, "Understanding
  /// the Rotation Process (iOS 5 and earlier)": the window asks the controller about the
  /// orientation and turns only to one it accepts). A controller that accepts none keeps the
  /// current orientation.
  ///
  /// - Parameters:
  ///   - presented: the controller presented full screen, which now decides.
  ///   - state: the app, device and orientations; its `decider` is ignored.
  ///   - era: the UIKit era to reproduce.
  /// - Returns: the decision: rotate to the presentation orientation, stay, or raise.
  public static func decidePresentation(
    of presented: OrientationAnswers, in state: RotationState, era: SystemBehavior
  ) -> RotationDecision {
    var state = state
    state.decider = presented
    return presentationDecision(state, presented: presented, trigger: .presentation(presented.identity), era: era)
  }

  /// Decides what happens when the presented controller is dismissed and the next decider (its
  /// presenter's side, see ``decider(root:presentations:idiom:era:)``) takes over.
  ///
  /// The new decider is asked about the device's current orientation, as for a device change.
  /// If the interface then stays in an orientation the new decider does not allow, the interface
  /// turns as for a presentation (``decidePresentation(of:in:era:)``). From iOS 6 that is the
  /// new decider's presentation orientation, which is checked as for a presentation: dismissal
  /// crashes with the presenter's preferred orientation outside its mask
  /// (bytedance/Bytedance-UnionAD#105, "dismiss"; nytimes/NYTPhotoViewer#360). In iOS 5 and
  /// earlier, where `shouldAutorotateToInterfaceOrientation:` overrides Info.plist (seed 001),
  /// it is the device's orientation if the new decider accepts it, else the first orientation it
  /// accepts, portrait first.
  ///
  /// - Parameters:
  ///   - state: the state after the dismissal; its `decider` is the new decider.
  ///   - era: the UIKit era to reproduce.
  public static func decideAfterDismissal(_ state: RotationState, era: SystemBehavior) -> RotationDecision {
    decideForNewDecider(state, trigger: .dismissal, era: era)
  }

  /// Decides what happens when the key window gets a new root view controller (at launch, or
  /// when an app swaps its root as seed 002's delegate does): the same rule as after a
  /// dismissal (``decideAfterDismissal(_:era:)``): the new decider is asked about the device's
  /// orientation, and if the interface would stay in an orientation it does not allow, the
  /// interface turns to its presentation orientation. An empty intersection raises, as UIKit
  /// raises at launch ("Supported orientations has no common orientation with the
  /// application").
  public static func decideRootViewControllerChange(_ state: RotationState, era: SystemBehavior) -> RotationDecision {
    decideForNewDecider(state, trigger: .rootViewControllerChange, era: era)
  }

  static func decideForNewDecider(
    _ state: RotationState, trigger: RotationDecision.Trigger, era: SystemBehavior
  ) -> RotationDecision {
    let decision = decide(state, trigger: trigger, era: era)
    switch decision.result {
    case .rotate, .raises, .suppressed: return decision
    case .stay: break
    }
    guard let decider = state.decider else { return decision }
    let allowed: InterfaceOrientationMask
    if era.usesLegacyAutorotation {
      allowed = ResolvedAnswers.legacy(decider, era: era).mask
    } else {
      guard !state.app.isMultitasking(on: state.device.idiom, in: era) else { return decision }
      let resolved = ResolvedAnswers.modern(decider, idiom: state.device.idiom, era: era)
      allowed = resolved.mask.intersection(state.app.mask(in: era).mask)
    }
    if allowed.contains(state.interfaceOrientation) { return decision }
    return presentationDecision(state, presented: decider, trigger: trigger, era: era)
  }

  /// Decides what `attemptRotationToDeviceOrientation()` does: the decider is asked again about
  /// the device's current orientation, and only that one (Apple,
  /// `attemptRotationToDeviceOrientation()`: "Attempts to rotate all windows to the orientation
  /// of the device"). Changing a mask alone rotates nothing; this is how an app asks UIKit to
  /// look again. Before iOS 5 the method does not exist and nothing happens.
  public static func decideAttemptRotation(_ state: RotationState, era: SystemBehavior) -> RotationDecision {
    guard era.hasAttemptRotationToDeviceOrientation else {
      var decision = RotationDecision(state: state, trigger: .attemptRotation)
      decision.reason = .unavailableInEra
      return decision
    }
    return decide(state, trigger: .attemptRotation, era: era)
  }

  static func presentationDecision(
    _ state: RotationState, presented: OrientationAnswers, trigger: RotationDecision.Trigger, era: SystemBehavior
  ) -> RotationDecision {
    var decision = RotationDecision(state: state, trigger: trigger)
    let current = state.interfaceOrientation
    decision.target = current
    decision.reason = .statusBarOrientation
    let idiom = state.device.idiom
    if era.usesLegacyAutorotation {
      decision.arbiter = .controller(presented.identity)
      let resolved = ResolvedAnswers.legacy(presented, era: era)
      decision.answeredBy = resolved.answeredBy?.identity
      (decision.deciderMask, decision.maskSource, decision.allowed) = (resolved.mask, resolved.source, resolved.mask)
      guard !resolved.mask.isEmpty, !resolved.mask.contains(current) else { return decision }
      return turn(
        decision, to: fallbackOrientation(in: resolved.mask, state: state, trigger: trigger),
        reason: .firstAllowedOrientation,
        state: state)
    }
    if resizableSceneAllows(state, era: era, into: &decision) != nil { return decision }
    if state.app.isMultitasking(on: idiom, in: era) {
      let app = state.app.mask(in: era)
      decision.arbiter = .multitaskingApplication
      (decision.appMask, decision.appMaskSource, decision.allowed) = (app.mask, app.source, app.mask)
      return decision
    }
    decision.arbiter = .controller(presented.identity)
    let resolved = ResolvedAnswers.modern(presented, idiom: idiom, era: era)
    let app = state.app.mask(in: era)
    let allowed = resolved.mask.intersection(app.mask)
    decision.answeredBy = resolved.answeredBy?.identity
    (decision.deciderMask, decision.maskSource) = (resolved.mask, resolved.source)
    (decision.appMask, decision.appMaskSource, decision.allowed) = (app.mask, app.source, allowed)
    if allowed.isEmpty {
      if era.honorsShouldAutorotate && !resolved.shouldAutorotate {
        decision.result = .suppressed
        decision.reason = .shouldAutorotateReturnedNo
      } else {
        decision.result = .raises(.noCommonOrientation(controllerClassName: presented.className, era: era))
        decision.reason = .noCommonOrientation
      }
      return decision
    }
    let target: InterfaceOrientation
    if let preferred = resolved.preferredForPresentation {
      decision.target = preferred
      guard allowed.contains(preferred) else {
        decision.result = .raises(.preferredOrientationNotSupported(preferred, supported: allowed, era: era))
        decision.reason = .preferredOrientationNotSupported
        return decision
      }
      target = preferred
      decision.reason = .preferredForPresentation
    } else if allowed.contains(current) {
      target = current
    } else {
      return turn(
        decision, to: fallbackOrientation(in: allowed, state: state, trigger: trigger),
        reason: .firstAllowedOrientation, state: state)
    }
    return turn(decision, to: target, reason: decision.reason, state: state)
  }

  /// The orientation a new decider that refuses the current one appears in: the device's if it
  /// is allowed and the device can show it, else the first allowed one the device can show, in
  /// UIKit's order (`InterfaceOrientation.valid`: portrait, portraitUpsideDown, landscapeRight, landscapeLeft), else the first allowed.
  ///
  /// - Precondition: `allowed` is not empty.
  static func fallbackOrientation(
    in allowed: InterfaceOrientationMask, state: RotationState, trigger: RotationDecision.Trigger
  ) -> InterfaceOrientation {
    let supported = allowed.intersection(state.device.supportedInterfaceOrientations)
    if let device = state.deviceOrientation(for: trigger).interfaceOrientation, supported.contains(device) {
      return device
    }
    return supported.orientations.first ?? allowed.orientations[0]
  }

  /// The decision turning to `target` for `reason`, unless the device cannot show it or the
  /// interface already shows it.
  static func turn(
    _ decision: RotationDecision, to target: InterfaceOrientation, reason: RotationDecision.Reason,
    state: RotationState
  ) -> RotationDecision {
    var decision = decision
    decision.target = target
    decision.reason = reason
    if !state.device.supportsInterfaceOrientation(target) {
      decision.reason = .unsupportedByDevice
    } else if target != decision.interfaceOrientation {
      decision.result = .rotate(to: target)
    }
    return decision
  }
}
