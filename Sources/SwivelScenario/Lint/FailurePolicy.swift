/// Which findings fail a run of `swivel lint`, `swivel scan` or `swivel scan-sources`: the
/// configuration's `strict:`, `lenient:` and `warning_threshold:`, and the command line's
/// `--strict` and `--lenient`.
///
/// As SwiftLint does, an error fails the run and a warning does not: the exit status is 0 with
/// warnings only. Strict makes every warning an error, lenient every error a warning, in the
/// output as in the status, so that Xcode, GitHub and the JUnit report show what failed. The
/// status for bad input stays 2, apart from the 1 of failing findings (README, "Exit statuses").
public struct FailurePolicy: Hashable, Sendable {
  /// How severities are changed before they are counted.
  public enum Mode: String, Hashable, Sendable, CaseIterable {
    /// Severities as the rules and the configuration's `severity:` give them.
    case normal
    /// Every warning is an error: any finding fails the run.
    case strict
    /// Every error is a warning: no finding fails the run, unless the warnings reach the threshold.
    case lenient
  }

  /// The mode.
  public var mode: Mode
  /// With so many warnings or more, the run fails (SwiftLint's `warning_threshold`); `nil`: never.
  public var warningThreshold: Int?

  /// A policy; by default, errors fail and warnings do not.
  public init(mode: Mode = .normal, warningThreshold: Int? = nil) {
    self.mode = mode
    self.warningThreshold = warningThreshold
  }

  /// The severity a finding is reported with, after the configuration's `severity:` gave `severity`.
  public func severity(_ severity: LintSeverity) -> LintSeverity {
    switch mode {
    case .normal: severity
    case .strict: .error
    case .lenient: .warning
    }
  }

  /// Whether findings of these counts (severities already changed by ``severity(_:)``) fail the run.
  public func fails(errors: Int, warnings: Int) -> Bool {
    errors > 0 || reachesThreshold(warnings: warnings)
  }

  /// Whether this many warnings reach `warning_threshold`.
  public func reachesThreshold(warnings: Int) -> Bool {
    guard let warningThreshold else { return false }
    return warnings >= warningThreshold
  }

  /// The summary's words when the warnings fail the run: `; the 12 warnings reach warning_threshold (10)`.
  public func thresholdNote(warnings: Int) -> String {
    guard let warningThreshold, reachesThreshold(warnings: warnings) else { return "" }
    return
      "; \(warnings == 1 ? "the warning reaches" : "the \(warnings) warnings reach") warning_threshold (\(warningThreshold))"
  }

  /// The exit status of a run: 2 when some input could not be read (it outweighs findings), 1 when
  /// the findings fail the run, else 0.
  public func exitStatus(unreadable: Bool, errors: Int, warnings: Int) -> Int32 {
    if unreadable { return 2 }
    return fails(errors: errors, warnings: warnings) ? 1 : 0
  }

  /// The exit status of a run with findings of these severities, each counted as the policy
  /// reports it (so a policy set after the severities were given still decides).
  public func exitStatus(unreadable: Bool, severities: [LintSeverity]) -> Int32 {
    let errors = severities.count { severity($0) == .error }
    return exitStatus(unreadable: unreadable, errors: errors, warnings: severities.count - errors)
  }
}
