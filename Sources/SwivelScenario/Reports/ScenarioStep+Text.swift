import SwivelCore

extension ScenarioStep.Action {
  /// The step in a few words, as the text trace heads its events: `rotate landscapeLeft`,
  /// `present photos (fullScreen)`, `wait 0.5 s`.
  public var summary: String {
    switch self {
    case .launch(let orientation): return "launch \(orientation)"
    case .rotate(let orientation): return "rotate \(orientation)"
    case .wait(let seconds): return "wait \(NumberFormat.short(seconds)) s"
    case .busy(let seconds): return "busy \(NumberFormat.short(seconds)) s"
    case .present(let presentation):
      var details = presentation.style == .automatic ? [] : ["\(presentation.style.name)"]
      if !presentation.isAnimated { details.append("not animated") }
      return "present \(presentation.controller)" + (details.isEmpty ? "" : " (\(details.joined(separator: ", ")))")
    case .dismiss(let controller): return "dismiss \(controller)"
    case .push(let on, let controller): return "push \(controller) on \(on)"
    case .pop(let on): return "pop \(on)"
    case .select(let on, let index): return "select tab \(index) of \(on)"
    case .set(let controller, let answers): return "set \(controller): \(answers.summary)"
    case .attemptRotation: return "attemptRotation"
    case .lock(let orientation): return orientation.map { "lock \($0)" } ?? "lock"
    case .unlock: return "unlock"
    case .motion(let file): return "motion \(file.path)"
    case .setDelegateMask(let mask): return "set app delegateMask \(mask)"
    case .setSceneDelegateMask(let mask): return "set app sceneDelegateMask \(mask)"
    case .setNeedsUpdateOfSupportedInterfaceOrientations(let controller):
      return "setNeedsUpdateOfSupportedInterfaceOrientations \(controller)"
    case .requestGeometryUpdate(let mask): return "requestGeometryUpdate \(mask)"
    case .setDeviceOrientation(let orientation): return "setDeviceOrientation \(orientation)"
    case .background: return "background"
    case .foreground: return "foreground"
    case .fold: return "fold"
    case .unfold: return "unfold"
    case .resize(let size): return "resize \(size)"
    case .windowing(let mode, let share): return "windowing \(mode)" + (share.map { " (\($0))" } ?? "")
    case .setNeedsUpdateOfPrefersInterfaceOrientationLocked(let controller):
      return "setNeedsUpdateOfPrefersInterfaceOrientationLocked \(controller)"
    case .expect: return "expect"
    }
  }
}

extension ControllerAnswers {
  /// The answers given, as `key value` pairs: `supported [portrait], shouldAutorotate false`.
  var summary: String {
    var parts: [String] = []
    if let supported { parts.append("supported \(supported.value)") }
    if let shouldAutorotate { parts.append("shouldAutorotate \(shouldAutorotate.value)") }
    if let preferredForPresentation { parts.append("preferredForPresentation \(preferredForPresentation.value)") }
    if let legacyAutorotate { parts.append("legacyAutorotate \(legacyAutorotate.value)") }
    if let rotationCallbacks { parts.append("rotationCallbacks \(rotationCallbacks.value.rawValue)") }
    if let transitionCallbacks { parts.append("transitionCallbacks \(transitionCallbacks.value)") }
    if let wantsFullScreenLayout { parts.append("wantsFullScreenLayout \(wantsFullScreenLayout.value)") }
    if let prefersLocked { parts.append("prefersLocked \(prefersLocked.value)") }
    if let alternateLandscape { parts.append("alternateLandscape \(alternateLandscape.value)") }
    if let forwards { parts.append("forwards \(forwards.value.name)") }
    if let busy {
      let times = BusyCallback.allCases.compactMap { callback in
        busy.value[callback].map { "\(callback.rawValue) \(NumberFormat.short($0)) s" }
      }
      parts.append("busy {\(times.joined(separator: ", "))}")
    }
    if let prefersStatusBarHidden { parts.append("prefersStatusBarHidden \(prefersStatusBarHidden.value)") }
    if let childForStatusBarHidden { parts.append("childForStatusBarHidden \(childForStatusBarHidden.value)") }
    return parts.joined(separator: ", ")
  }
}
