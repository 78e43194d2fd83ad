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
