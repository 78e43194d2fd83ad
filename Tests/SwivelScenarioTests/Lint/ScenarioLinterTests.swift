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

  @Test func theNamedInfoPlistsKeysAreLintedWithTheScenario() {
    let keys = InfoPlistOrientationKeys(
      supportedInterfaceOrientations: InfoPlistSetting(
        [.portrait], at: .infoPlistKey(file: "Info.plist", key: "UISupportedInterfaceOrientations")))
    let report = ScenarioLinter(infoPlistKeys: { _ in keys }).lint(files: [Fixture.path("named-info-plist.yaml")])
    #expect(report.findings.map(\.ruleID) == ["no-common-orientation"])
    // Without the file's keys, the app's mask is unknown and the rule stays silent.
    #expect(ScenarioLinter().lint(files: [Fixture.path("named-info-plist.yaml")]).findings.isEmpty)
  }

  @Test func anUnreadableInfoPlistMakesTheScenarioUnreadable() {
    let failure = ScenarioError(.unreadableFile(reason: "not a property list"), at: SourceLocation(file: "Info.plist"))
    let linter = ScenarioLinter(infoPlistKeys: { _ throws(ScenarioError) in throw failure })
    let report = linter.lint(files: [Fixture.path("named-info-plist.yaml")])
    #expect(report.exitStatus == 2)
    #expect(report.errors == [failure])
  }
}
