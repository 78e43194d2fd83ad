import SwivelCore
import SwivelKit

/// The orientation facts the rules need, asked of SwivelKit's rotation policy rather than
/// re-derived, so that lint answers exactly as the policy does: the app's mask
/// (`AppOrientationSettings`, the delegate replacing Info.plist from iOS 6), whether
/// an iPad app multitasks, and what a controller answers
/// (`RotationPolicy.supportedInterfaceOrientations(of:idiom:era:)`: the era's
/// defaults, legacy answers, containers).
extension LintSubject {
  /// The app's mask settings on a device of the idiom, as the policy reads them: the Info.plist
  /// orientations for the idiom (its default when none are declared), the delegate's answer, and
  /// `UIRequiresFullScreen` for the idiom (its `~ipad` / `~iphone` key, else the plain key).
  func appSettings(for idiom: UserInterfaceIdiom) -> AppOrientationSettings {
    AppOrientationSettings(
      infoPlistOrientations: keys.infoPlist.effectiveSupportedInterfaceOrientations(for: idiom),
      delegateOrientations: delegateMask?.value,
      sceneDelegateOrientations: scenario?.app.sceneDelegateMask?.value,
      requiresFullScreen: keys.infoPlist.requiresFullScreen(for: idiom, in: behavior) ?? false)
  }

  /// The app's mask on a device of the idiom in this era, and where it was set: the policy's
  /// (`AppOrientationSettings.mask(in:)`). The location is `nil` for the idiom's
  /// default; the result is `nil` when the mask comes from Info.plist keys that are not all known
  /// (``hasAllKeys``).
  func appMask(for idiom: UserInterfaceIdiom) -> (mask: InterfaceOrientationMask, location: SettingLocation?)? {
    let app = appSettings(for: idiom).mask(in: behavior)
    switch app.source {
    case .delegate:
      return (app.mask, delegateMask.map { .source($0.location) })
    case .sceneDelegate:
      return (app.mask, scenario?.app.sceneDelegateMask.map { .source($0.location) })
    case .infoPlist:
      guard hasAllKeys else { return nil }
      return (app.mask, keys.supportedInterfaceOrientations(for: idiom)?.location)
    }
  }

  /// Whether the app, on the idiom and in this era, multitasks on iPad and so is never asked for
  /// its controllers' masks (`AppOrientationSettings.isMultitasking(on:in:)`);
  /// `false` when its Info.plist keys are not all known.
  func isMultitasking(on idiom: UserInterfaceIdiom) -> Bool {
    hasAllKeys && appSettings(for: idiom).isMultitasking(on: idiom, in: behavior)
  }

  /// Whether the scene runs resizable on the scenario's device, so UIKit asks no mask at all
  /// (`SystemBehavior.ignoresSupportedOrientations(on:requiresFullScreen:)`: iOS 27 on the iPhone
  /// Duo's inner display, without `UIRequiresFullScreen`); `false` without a device or when the
  /// Info.plist keys are not all known.
  var ignoresSupportedOrientations: Bool {
    device.map(ignoresSupportedOrientations(on:)) ?? false
  }

  /// Whether the scene runs resizable on this display (see ``ignoresSupportedOrientations``).
  func ignoresSupportedOrientations(on display: DeviceModel) -> Bool {
    hasAllKeys
      && behavior.ignoresSupportedOrientations(
        on: display, requiresFullScreen: keys.infoPlist.requiresFullScreen(for: display.idiom, in: behavior) ?? false)
  }

  /// The display the scenario plays on, or opens to (`unfold`), where the scene runs resizable
  /// and UIKit ignores every mask; `nil` when there is none.
  var resizableDisplay: DeviceModel? {
    guard let device else { return nil }
    if ignoresSupportedOrientations(on: device) { return device }
    guard scenario?.folds == true, let inner = DeviceCatalog.display(after: device, folding: false) else { return nil }
    return ignoresSupportedOrientations(on: inner) ? inner : nil
  }

  /// The window's root as declared, when its mask has nothing in common with Info.plist's for the
  /// idiom while the app's mask once launched is a delegate's (the app's or the scene's): the engine installs the root
  /// during launch, when only Info.plist's orientations apply, and raises
  /// (`RotationPolicy.decideRootViewControllerChange(_:era:)`). `nil` without a delegate mask in
  /// effect, without a root, with unknown Info.plist keys, or when the root's `shouldAutorotate`
  /// is NO (the policy suppresses instead).
  func launchRootConflict(
    on idiom: UserInterfaceIdiom
  ) -> (root: String, answer: ControllerMask, infoPlist: InterfaceOrientationMask)? {
    guard hasAllKeys, appSettings(for: idiom).mask(in: behavior).source != .infoPlist,
      let id = scenario?.window?.root?.value, let root = scenario?.controller(id: id)
    else { return nil }
    let answers = orientationAnswers(of: root, answers: root.answers)
    if behavior.honorsShouldAutorotate && !RotationPolicy.shouldAutorotate(answers, idiom: idiom, era: behavior) {
      return nil
    }
    let infoPlist = keys.infoPlist.effectiveSupportedInterfaceOrientations(for: idiom)
    guard let answer = supportedInterfaceOrientations(of: root, answers: root.answers),
      answer.mask.intersection(infoPlist).isEmpty
    else { return nil }
    return (id, answer, infoPlist)
  }

  /// A controller's answers as the rotation policy reads them, its children's with it for a container.
  ///
  /// Children give their declared answers; a `set:` step changes only the controller it names.
  func orientationAnswers(of controller: ControllerSpecification, answers: ControllerAnswers) -> OrientationAnswers {
    var container: ContainerAnswers?
    if let kind = controller.containerKind {
      var children = controller.children.compactMap { scenario?.controller(id: $0.value) }
      // A custom container naming the child it forwards to: that child is its visible one.
      if kind == .custom, let named = answers.forwards?.value.child,
        let child = children.first(where: { $0.id == named })
      {
        children = [child]
      }
      // A split view's column on top: its secondary (the last), as when expanded.
      let selected = kind == .split ? max(0, children.count - 1) : controller.selected?.value ?? 0
      container = ContainerAnswers(
        kind: kind, children: children.map { orientationAnswers(of: $0, answers: $0.answers) },
        selectedIndex: selected, forwarding: answers.forwards?.value.containerForwarding ?? .none,
        delegateSupportedInterfaceOrientations: controller.delegateMask?.value,
        delegatePreferredInterfaceOrientationForPresentation: controller.delegatePreferredForPresentation?.value)
    }
    return OrientationAnswers(
      id: controller.id, className: controller.resolvedClassName,
      supportedInterfaceOrientations: answers.supported?.value,
      shouldAutorotate: answers.shouldAutorotate?.value ?? true,
      preferredInterfaceOrientationForPresentation: answers.preferredForPresentation?.value,
      legacyAutorotateOrientations: answers.legacyAutorotate?.value, container: container)
  }

  /// What a controller answers when UIKit asks it, as the policy resolves it on the scenario's
  /// device and era, and where that answer was written: its `supported:` or `legacyAutorotate:`,
  /// else the controller's own entry (a default). `nil` without a device.
  func supportedInterfaceOrientations(
    of controller: ControllerSpecification, answers: ControllerAnswers
  ) -> ControllerMask? {
    guard let device else { return nil }
    let resolved = RotationPolicy.supportedInterfaceOrientations(
      of: orientationAnswers(of: controller, answers: answers), idiom: device.idiom, era: behavior)
    let declared: SourceLocation? =
      switch resolved.source {
      case .overridden: answers.supported?.location
      case .legacyAnswers: answers.legacyAutorotate?.location
      case .defaultForIdiom, .containerDelegate, .everyChild: nil
      }
    return ControllerMask(mask: resolved.mask, declaredAt: declared, location: declared ?? controller.location)
  }

  /// A controller's mask as the policy resolved it.
  struct ControllerMask {
    var mask: InterfaceOrientationMask
    /// Where the controller's own answer was written; `nil` when UIKit's default applies.
    var declaredAt: SourceLocation?
    /// Where to point a finding: the answer, else the controller.
    var location: SourceLocation
  }

  /// Each controller's answers as declared, then after each `set:` step that changes them: the
  /// states lint checks, with the step's place for a changed state.
  func answerStates() -> [AnswerState] {
    guard let scenario else { return [] }
    var current = Dictionary(scenario.controllers.map { ($0.id, $0.answers) }, uniquingKeysWith: { first, _ in first })
    var states = scenario.controllers.map { AnswerState(controller: $0, answers: $0.answers, changes: nil) }
    for step in scenario.steps {
      guard case .set(let id, let changes) = step.action, let controller = scenario.controller(id: id) else { continue }
      let merged = (current[id] ?? controller.answers).merging(changes)
      current[id] = merged
      states.append(AnswerState(controller: controller, answers: merged, changes: changes))
    }
    return states
  }

  /// A controller's answers at some point of the scenario.
  struct AnswerState {
    var controller: ControllerSpecification
    var answers: ControllerAnswers
    /// The answers a `set:` step gave; `nil` for the declared state.
    var changes: ControllerAnswers?

    /// Whether this state involves one of the answers: declared, or just changed by the step.
    func concerns(_ answers: KeyPath<ControllerAnswers, Located<InterfaceOrientationMask>?>...) -> Bool {
      changes == nil || answers.contains { changes?[keyPath: $0] != nil }
    }
  }
}
