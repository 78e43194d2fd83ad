import SwivelCore

extension LintRule {
  /// A step that calls an API the scenario's era ignores or deprecates, reported at the step with
  /// what to use instead.
  public static let apiIgnoredInEra = LintRule(
    id: "api-ignored-in-era", severity: .warning,
    summary: "A step uses an API the era deprecates or ignores (attemptRotation and setDeviceOrientation from iOS 16).",
    why:
      "from iOS 16 setting UIDevice.orientation changes nothing and attemptRotationToDeviceOrientation is deprecated; use setNeedsUpdateOfSupportedInterfaceOrientations or requestGeometryUpdate"
  ) { subject, rule in
    guard let scenario = subject.scenario, subject.behavior.hasGeometryRequests else { return [] }
    var findings: [LintFinding] = []
    for step in scenario.steps {
      switch step.action {
      case .setDeviceOrientation:
        findings.append(
          rule.finding(
            "setDeviceOrientation does nothing on \(subject.behavior) but log \"BUG IN CLIENT OF UIKIT\"; write requestGeometryUpdate (iOS 16.0+) instead",
            at: .source(step.location)))
      case .attemptRotation:
        findings.append(
          rule.finding(
            "attemptRotation (attemptRotationToDeviceOrientation) is deprecated on \(subject.behavior); write setNeedsUpdateOfSupportedInterfaceOrientations on the controller whose answers changed",
            at: .source(step.location)))
      default:
        continue
      }
    }
    return findings
  }
}

extension LintRule {
  /// A controller's `supported:` that can never count: UIKit never asks that controller.
  public static let maskNeverAsked = LintRule(
    id: "mask-never-asked", severity: .warning,
    summary:
      "A controller declares supported: but never decides: every controller of an iPad app that multitasks, or one only ever presented as a sheet from iOS 13.",
    why:
      "UIKit asks only the controller that decides: an iPad app that multitasks is never asked for its controllers' masks, and a sheet from iOS 13 does not decide (its presenter does)"
  ) { subject, rule in
    guard let scenario = subject.scenario, let device = subject.device, !subject.behavior.usesLegacyAutorotation
    else { return [] }
    let era = subject.behavior
    if device.idiom == .pad && subject.isMultitasking(on: .pad) {
      return scenario.controllers.compactMap { controller in
        controller.answers.supported.map { supported in
          rule.finding(
            "controller '\(controller.id)' declares supported: but this iPad app multitasks on \(era), so UIKit never asks it; set UIRequiresFullScreen or leave an orientation out of Info.plist if the app must not multitask",
            at: .source(supported.location))
        }
      }
    }
    // Controllers that decide in some way: the root, children (their container may forward),
    // what a container forwards to when presented, and what is presented so as to decide.
    let root = scenario.window?.root?.value
    let children = Set(scenario.controllers.flatMap { $0.children.map(\.value) })
    let forwardsToPresented = scenario.controllers.contains {
      $0.answers.forwards?.value.targets.contains(.presented) == true
    }
    var presentedAsSheetOnly: [String: Bool] = [:]
    for step in scenario.steps {
      guard case .present(let presentation) = step.action else { continue }
      let decides = era.presentsFullScreen(presentation.style, idiom: device.idiom)
      presentedAsSheetOnly[presentation.controller] =
        (presentedAsSheetOnly[presentation.controller] ?? true) && !decides
    }
    var findings: [LintFinding] = []
    for controller in scenario.controllers {
      guard let supported = controller.answers.supported, presentedAsSheetOnly[controller.id] == true,
        controller.id != root, !children.contains(controller.id), !forwardsToPresented
      else { continue }
      findings.append(
        rule.finding(
          "controller '\(controller.id)' declares supported: but is only presented as a sheet, which does not decide on \(era); its presenter's mask counts — present it fullScreen to let it decide",
          at: .source(supported.location)))
    }
    return findings
  }
}
