import SwivelCore

/// UIKit's interface-orientation policy, as pure functions of the state and the era.
///
/// Given a ``RotationState`` (the deciding controller's answers, the app's mask settings, the
/// device and its orientation, the interface orientation, the rotation lock) and a
/// `SystemBehavior`, each function returns a ``RotationDecision`` saying whether the interface
/// rotates, stays, is suppressed or raises, who decided, which masks took part and why. Nothing
/// here keeps state or touches the controller tree: the live classes build the state, call the
/// policy and carry out the decision (the rotation transaction).
///
/// The input is a value rather than a protocol the live classes conform to: a snapshot is cheap
/// to build (a few fields per controller; containers' children only where the era or a
/// forwarding subclass asks them), makes every rule a row in a test table, and lets a decision be
/// recorded and replayed. The answers share their storage (``OrientationAnswers``), so a decision
/// allocates nothing on its common paths (a raise builds its reason text): 65–120 ns for a lone
/// controller and 200–300 ns for ten nested forwarding containers in a release build on this
/// project's shared 2-core Linux machine (`RotationPolicyBenchmark` in the `SwivelExamples` library).
///
/// The policy runs only when something may rotate the interface: a device orientation change
/// (``decide(_:era:)``), a full-screen presentation (``decidePresentation(of:in:era:)``), a
/// dismissal (``decideAfterDismissal(_:era:)``) and `attemptRotationToDeviceOrientation`
/// (``decideAttemptRotation(_:era:)``). Changing a mask alone rotates nothing.
///
/// The rules, era by era (iPhone OS 3 to iOS 15; iOS 16 and later are a later issue and use the
/// iOS 15 rules except where `SystemBehavior` already answers otherwise):
/// - The decider is the topmost controller presented full screen, else the key window's root
///   (seed 000). Without a root, the app's mask alone decides from iOS 6 (QA1688); before, nothing
///   rotates.
/// - iOS 5 and earlier: `shouldAutorotateToInterfaceOrientation:` decides per orientation and
///   overrides Info.plist (seed 001); the default answers YES for portrait only.
/// - iOS 6 and later: the interface rotates to the device's orientation only if it is a valid
///   interface orientation, the decider's `shouldAutorotate` is true (iOS 6 to 15), it is in the
///   decider's mask ∩ the app's mask, and the device supports it (seed 000; Apple,
///   `supportedInterfaceOrientations`). An empty intersection raises
///   `UIApplicationInvalidInterfaceOrientation`.
/// - iOS 9 and later on iPad: an app eligible for multitasking is never asked for its
///   controllers' masks.
/// - Flat and unknown device orientations never change the interface; the rotation lock holds it.
public enum RotationPolicy {
  /// Decides what `trigger` does to the interface: the one question the rotation subsystem asks
  /// (``InterfaceRotator``), whatever asked it.
  ///
  /// - Parameters:
  ///   - state: the deciding controller's answers (for a presentation, the presented
  ///     controller's), the app, the device and the orientations now.
  ///   - trigger: what asked.
  ///   - era: the UIKit era to reproduce.
  public static func decide(
    _ state: RotationState, for trigger: RotationDecision.Trigger, era: SystemBehavior
  ) -> RotationDecision {
    var decision = decideAnywhere(state, for: trigger, era: era)
    // iPhone Mirroring asks as anywhere, but the interface stays portrait (WWDC26 session 278:
    // "iPhone Mirroring always reports the interface orientation as portrait").
    if state.app.windowing == .mirroring, case .rotate(let target) = decision.result, target != .portrait {
      decision.result = .stay
      decision.reason = .mirroringShowsPortrait
    }
    return decision
  }

  private static func decideAnywhere(
    _ state: RotationState, for trigger: RotationDecision.Trigger, era: SystemBehavior
  ) -> RotationDecision {
    switch trigger {
    case .deviceOrientationChange: decide(state, trigger: trigger, era: era)
    case .attemptRotation: decideAttemptRotation(state, era: era)
    case .dismissal, .rootViewControllerChange: decideForNewDecider(state, trigger: trigger, era: era)
    case .foreground: decide(state, trigger: trigger, era: era)
    case .supportedOrientationsUpdate, .screenMove:
      decideSupportedOrientationsUpdate(state, trigger: trigger, era: era)
    case .sceneResize:
      decideSceneResize(state, trigger: trigger, era: era)
    case .geometryRequest(let requested): decideGeometryRequest(requested, in: state, era: era)
    case .presentation:
      if let presented = state.decider {
        presentationDecision(state, presented: presented, trigger: trigger, era: era)
      } else {
        // A presentation always has a controller; without one there is nothing to decide.
        RotationDecision(state: state, trigger: trigger)
      }
    }
  }

  /// Decides what a change of the device's orientation does to the interface.
  ///
  /// The orientation sought is the lock's if the rotation lock is on, else the device's: engaging
  /// an iPhone's portrait lock while the interface is in landscape turns it to portrait when
  /// allowed, and later device turns leave it there (the device reports the locked orientation).
  /// iOS 8 did so (radar 18403875, lionheart/openradar-mirror#3124: "the UI snaps to portrait
  /// orientation"); a radar against iOS 9.0's first release reported the app staying in landscape
  /// (radar 21417356), but shipping iOS 9 and later turn it too ("when you swipe up and select the
  /// orientation lock button, the iPhone switches back to portrait mode. Apple's official answer:
  /// it's working as designed", whatweretheythinkingblog, 2016, iPhone 6s). An iPad's lock holds
  /// the orientation the interface is in, so engaging it turns nothing. When the interface
  /// already shows the orientation sought, nobody is asked: the interface stays, and the
  /// decision only records who decides and the masks (never a suppression nor an exception);
  /// likewise for a flat device and the lock. Otherwise the interface rotates to it only when
  /// the decider (or the app, without a root or when multitasking) allows it and the device can
  /// show it; the decider is asked first, so a suppression or an exception comes before the
  /// device's own limits.
  ///
  /// - Parameters:
  ///   - state: the deciding controller's answers, the app, the device and the orientations now.
  ///   - era: the UIKit era to reproduce.
  /// - Returns: the decision, with its reason and the masks it compared.
  public static func decide(_ state: RotationState, era: SystemBehavior) -> RotationDecision {
    decide(state, trigger: .deviceOrientationChange, era: era)
  }

  static func decide(_ state: RotationState, trigger: RotationDecision.Trigger, era: SystemBehavior) -> RotationDecision
  {
    var decision = RotationDecision(state: state, trigger: trigger)
    let target: InterfaceOrientation
    if let lock = state.rotationLock {
      target = lock
      decision.target = lock
    } else if let deviceTarget = state.deviceOrientation(for: trigger).interfaceOrientation {
      target = deviceTarget
    } else {
      decision.reason = .notAnInterfaceOrientation
      _ = allowedOrientations(state, era: era, into: &decision, judging: false)
      return decision
    }
    decision.target = target
    // iOS 26: the deciding controller prefers the orientation locked; turns of the device (and
    // what goes by them) leave the interface where it is.
    if state.isInterfaceOrientationLocked && target != state.interfaceOrientation
      && (trigger == .deviceOrientationChange || trigger == .attemptRotation || trigger == .foreground)
    {
      decision.reason = .interfaceOrientationLocked
      _ = allowedOrientations(state, era: era, into: &decision, judging: false)
      return decision
    }
    if target == state.interfaceOrientation {
      let lockHolds = state.rotationLock != nil && state.deviceOrientation(for: trigger).interfaceOrientation != target
      decision.reason = lockHolds ? .rotationLocked : .alreadyInOrientation
      _ = allowedOrientations(state, era: era, into: &decision, judging: false)
      return decision
    }
    guard let allowed = allowedOrientations(state, era: era, into: &decision) else { return decision }
    if !state.device.supportsInterfaceOrientation(target) {
      decision.reason = .unsupportedByDevice
    } else if allowed.contains(target) {
      decision.result = .rotate(to: target)
      decision.reason = .allowed
    } else {
      decision.reason = .notSupported
    }
    return decision
  }

  /// Asks whoever decides which orientations are allowed and records the answer in `decision`:
  /// who decided (``RotationDecision/arbiter``) and the masks compared.
  ///
  /// When the interface already shows the orientation sought, or cannot turn to it (flat device,
  /// rotation lock), nothing is at stake: the policy still records who decides and the masks, so
  /// that the trace names the decider (Scenario reference, section 7: `decider` is null only without a root),
  /// but it does not judge (`judging: false`): such a stay never becomes a suppression or an
  /// exception, and builds no text.
  ///
  /// - Parameters:
  ///   - judging: whether a `shouldAutorotate` NO suppresses and an empty intersection raises.
  /// - Returns: the allowed orientations; `nil` when the decision is already made (suppressed,
  ///   raised, or no root to ask before iOS 6) or, when not judging, `shouldAutorotate` said NO.
  static func allowedOrientations(
    _ state: RotationState, era: SystemBehavior, into decision: inout RotationDecision, judging: Bool = true
  ) -> InterfaceOrientationMask? {
    let idiom = state.device.idiom
    if let allowed = resizableSceneAllows(state, era: era, into: &decision) { return allowed }
    if !era.usesLegacyAutorotation, state.app.isMultitasking(on: idiom, in: era) {
      let app = state.app.mask(in: era)
      decision.arbiter = .multitaskingApplication
      (decision.appMask, decision.appMaskSource, decision.allowed) = (app.mask, app.source, app.mask)
      return app.mask
    }
    guard let decider = state.decider else {
      guard era.rotatesWithoutRootViewController else {
        if judging { decision.reason = .noRootViewController }
        return nil
      }
      let app = state.app.mask(in: era)
      decision.arbiter = .applicationWithoutRoot
      (decision.appMask, decision.appMaskSource, decision.allowed) = (app.mask, app.source, app.mask)
      return app.mask
    }
    decision.arbiter = .controller(decider.identity)
    if era.usesLegacyAutorotation {
      let resolved = ResolvedAnswers.legacy(decider, era: era)
      decision.answeredBy = resolved.answeredBy?.identity
      (decision.deciderMask, decision.maskSource, decision.allowed) = (resolved.mask, resolved.source, resolved.mask)
      return resolved.mask
    }
    let resolved = ResolvedAnswers.modern(decider, idiom: idiom, era: era)
    decision.answeredBy = resolved.answeredBy?.identity
    if judging && era.honorsShouldAutorotate && !resolved.shouldAutorotate {
      decision.result = .suppressed
      decision.reason = .shouldAutorotateReturnedNo
      return nil
    }
    let app = state.app.mask(in: era)
    let allowed = resolved.mask.intersection(app.mask)
    (decision.deciderMask, decision.maskSource) = (resolved.mask, resolved.source)
    (decision.appMask, decision.appMaskSource, decision.allowed) = (app.mask, app.source, allowed)
    if judging && allowed.isEmpty {
      decision.result = .raises(.noCommonOrientation(controllerClassName: decider.className, era: era))
      decision.reason = .noCommonOrientation
      return nil
    }
    return allowed
  }

  /// What a new size of the scene's window on the same screen does (a resize in iPhone
  /// Mirroring, a windowing mode's share of an iPad's screen): it turns nothing, and asks nobody;
  /// who decides is recorded for the trace.
  static func decideSceneResize(
    _ state: RotationState, trigger: RotationDecision.Trigger, era: SystemBehavior
  ) -> RotationDecision {
    var decision = RotationDecision(state: state, trigger: trigger)
    decision.target = state.interfaceOrientation
    decision.reason = .alreadyInOrientation
    _ = allowedOrientations(state, era: era, into: &decision, judging: false)
    return decision
  }

  /// On a resizable scene (``AppOrientationSettings/ignoresSupportedOrientations``) every
  /// orientation is allowed, the masks recorded but not asked; in iPhone Mirroring once resized,
  /// portrait alone ("iPhone Mirroring always reports the interface orientation as portrait,
  /// regardless of the aspect ratio", Apple, WWDC26 session 278), so no mask can raise there;
  /// `nil` elsewhere.
  static func resizableSceneAllows(
    _ state: RotationState, era: SystemBehavior, into decision: inout RotationDecision
  ) -> InterfaceOrientationMask? {
    guard state.app.ignoresSupportedOrientations else { return nil }
    if state.app.windowing == .mirroring {
      let app = state.app.mask(in: era)
      decision.arbiter = .mirroredScene
      (decision.appMask, decision.appMaskSource, decision.allowed) = (app.mask, app.source, .portrait)
      return .portrait
    }
    let app = state.app.mask(in: era)
    decision.arbiter = .resizableScene
    (decision.appMask, decision.appMaskSource, decision.allowed) = (app.mask, app.source, .all)
    return .all
  }

  /// The controller that decides the interface orientation: the topmost one presented full
  /// screen, else the root.
  ///
  /// Only a presentation that covers the screen hands the decision over (seed 000: "the presented
  /// view controller is used instead of the root view controller"; Apple,
  /// `supportedInterfaceOrientations`: "the root view controller or the topmost modal view
  /// controller that fills the window"). Which styles cover the screen depends on the era and
  /// idiom (`SystemBehavior.presentsFullScreen(_:idiom:)`).
  ///
  /// - Parameters:
  ///   - root: the key window's root view controller; `nil` if it has none.
  ///   - presentations: the modal presentations from the root up, bottom first.
  ///   - idiom: the device's idiom.
  ///   - era: the UIKit era to reproduce.
  public static func decider(
    root: OrientationAnswers?, presentations: [PresentationAnswers], idiom: UserInterfaceIdiom, era: SystemBehavior
  ) -> OrientationAnswers? {
    decider(root: root, presentations: presentations.lazy.map { ($0.presented, $0.style) }, idiom: idiom, era: era)
  }

  /// The one decider rule, for whatever stands for a controller: the live application's
  /// controllers (``Application/decidingViewController``) and the answers above alike.
  static func decider<Controller, Presentations: Sequence>(
    root: Controller?, presentations: Presentations, idiom: UserInterfaceIdiom, era: SystemBehavior
  ) -> Controller? where Presentations.Element == (Controller, ModalPresentationStyle) {
    var decider = root
    for (presented, style) in presentations where era.presentsFullScreen(style, idiom: idiom) { decider = presented }
    return decider
  }
}
