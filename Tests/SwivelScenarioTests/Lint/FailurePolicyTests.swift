import Testing

@testable import SwivelScenario

/// Which findings fail a run. The convention is SwiftLint's: warnings pass unless `--strict`,
/// errors fail unless `--lenient`, and `warning_threshold` fails a run with that many warnings
/// or more (SwiftLint's README, "Configuration": "warning_threshold"; its `--strict` "upgrades
/// warnings to serious violations" and `--lenient` "downgrades serious violations to warnings").
/// Unreadable input keeps Swivel's status 2, apart from the 1 of failing findings.
@Suite struct FailurePolicyTests {
  @Test func warningsPassAndErrorsFailByDefault() {
    let policy = FailurePolicy()
    #expect(policy.exitStatus(unreadable: false, errors: 0, warnings: 0) == 0)
    #expect(policy.exitStatus(unreadable: false, errors: 0, warnings: 40) == 0)
    #expect(policy.exitStatus(unreadable: false, errors: 1, warnings: 0) == 1)
    #expect(policy.exitStatus(unreadable: true, errors: 1, warnings: 3) == 2)
    #expect(policy.severity(.warning) == .warning)
    #expect(policy.severity(.error) == .error)
  }

  @Test func strictMakesEveryFindingAnErrorAndLenientAWarning() {
    #expect(FailurePolicy(mode: .strict).severity(.warning) == .error)
    #expect(FailurePolicy(mode: .strict).severity(.error) == .error)
    #expect(FailurePolicy(mode: .lenient).severity(.error) == .warning)
    #expect(FailurePolicy(mode: .lenient).severity(.warning) == .warning)
  }

  @Test func theThresholdFailsARunWithThatManyWarningsOrMore() {
    let policy = FailurePolicy(mode: .lenient, warningThreshold: 3)
    #expect(policy.exitStatus(unreadable: false, errors: 0, warnings: 2) == 0)
    #expect(policy.exitStatus(unreadable: false, errors: 0, warnings: 3) == 1)
    #expect(policy.thresholdNote(warnings: 2) == "")
    #expect(policy.thresholdNote(warnings: 4) == "; the 4 warnings reach warning_threshold (3)")
    #expect(
      FailurePolicy(warningThreshold: 1).thresholdNote(warnings: 1) == "; the warning reaches warning_threshold (1)")
  }
}
