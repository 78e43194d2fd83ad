import Testing

@testable import SwivelScenario

/// `swivel lint`'s exit statuses and summary (spec section 8: 0 clean, 1 problems found; 2 for unreadable input).
@Suite struct ScenarioLinterTests {
  @Test func aCleanFileExitsZero() {
    let report = ScenarioLinter().lint(files: [Fixture.path("clean.yaml")])
    #expect(report.exitStatus == 0)
    #expect(report.summary == "No problems in 1 file.")
  }

  @Test func problemsExitOne() {
    let report = ScenarioLinter().lint(files: [Fixture.path("clean.yaml"), Fixture.path("problems.yaml")])
    #expect(report.exitStatus == 1)
    #expect(
      report.findings.map(\.ruleID) == [
        "no-common-orientation", "preferred-orientation-unsupported", "interface-orientation-ignored",
      ])
    #expect(report.summary == "3 problems (2 errors, 1 warning) in 2 files.")
  }

  @Test func anUnreadableFileExitsTwoEvenBesideProblems() {
    let report = ScenarioLinter().lint(files: [Fixture.path("problems.yaml"), Fixture.path("broken.yaml")])
    #expect(report.exitStatus == 2)
    #expect(report.errors.count == 1)
    #expect(report.findings.count == 3)
    #expect(report.summary == "3 problems (2 errors, 1 warning) in 2 files; 1 could not be read.")
  }
}
