import SwivelCore

/// The few orientation facts the rules need, kept small on purpose: SwivelKit's rotation policy
/// holds the full decision; these answer "what would UIKit ask, and what would it get".
extension LintSubject {
  /// What `supportedInterfaceOrientations` returns when not overridden, iOS 6 and later: all
  /// four on iPad, all but upside down on iPhone (seed 000, "Declaring a View Controller's
  /// Supported Interface Orientations").
  static func defaultControllerMask(for idiom: UserInterfaceIdiom) -> InterfaceOrientationMask {
    idiom == .pad ? .all : .allButUpsideDown
  }

  /// The app's mask on a device of the idiom, and where it was set: the delegate's answer, else
  /// the Info.plist list for the idiom (`~ipad` / `~iphone` in place of the plain key), else the
  /// idiom's default (where ``hasAllKeys``; `nil` when the keys are not all known).
  ///
  /// Seed 001: the delegate's `supportedInterfaceOrientationsForWindow:` overrides Info.plist.
  func appMask(for idiom: UserInterfaceIdiom) -> (mask: InterfaceOrientationMask, location: SettingLocation?)? {
    if let delegateMask { return (delegateMask.value, .source(delegateMask.location)) }
    if let declared = keys.supportedInterfaceOrientations(for: idiom) {
      return (declared.mask, declared.location)
    }
    return hasAllKeys ? (Self.defaultControllerMask(for: idiom), nil) : nil
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

    /// Whether this state involves the answer: declared, or just changed by the step.
    func concerns(_ answer: KeyPath<ControllerAnswers, Located<InterfaceOrientationMask>?>) -> Bool {
      changes == nil || changes?[keyPath: answer] != nil
    }
  }
}
