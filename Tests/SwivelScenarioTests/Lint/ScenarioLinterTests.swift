import Foundation
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
    // Issue 13: the unreadable file is counted apart from the files read.
    #expect(report.summary == "3 problems (2 errors, 1 warning) in 1 file; 1 file could not be read.")
  }

  // Issue 13: "No problems in 1 file; 1 could not be read" called an unread file clean.
  @Test func aSummaryNeverCallsAnUnreadFileClean() {
    let broken = ScenarioLinter().lint(files: [Fixture.path("broken.yaml")])
    #expect(broken.summary == "Nothing linted: 1 file could not be read.")
    let mixed = ScenarioLinter().lint(files: [Fixture.path("clean.yaml"), Fixture.path("broken.yaml")])
    #expect(mixed.summary == "No problems in the 1 file read; 1 file could not be read.")
  }

  // Spec section 4: the scenario's `infoPlist:` file is read; its keys give the app's mask.
  @Test func theNamedInfoPlistsKeysAreLintedWithTheScenario() {
    let report = ScenarioLinter().lint(files: [Fixture.path("named-info-plist.yaml")])
    #expect(report.findings.map(\.ruleID) == ["no-common-orientation"])
    #expect(
      report.findings.first?.message
        == "controller 'feed' supports [landscapeRight, landscapeLeft] and the app [portrait]: nothing in common")
  }

  // Spec section 4: inline keys override infoPlist's.
  @Test func inlineKeysOverrideTheNamedInfoPlists() {
    let report = ScenarioLinter().lint(files: [Fixture.path("overridden-info-plist.yaml")])
    #expect(report.exitStatus == 0)
  }

  @Test func aFindingOnTheNamedInfoPlistNamesItsFileAndKey() throws {
    let report = ScenarioLinter().lint(files: [Fixture.path("empty-info-plist.yaml")])
    let finding = try #require(report.findings.first)
    #expect(report.findings.count == 1)
    #expect(finding.ruleID == "app-supports-no-orientation")
    #expect("\(finding.location)".hasSuffix("InfoPlist/empty-supported.binary.plist: UISupportedInterfaceOrientations"))
  }

  @Test func anInvalidNamedInfoPlistMakesTheScenarioUnreadableWithTheReadersError() throws {
    let report = ScenarioLinter().lint(files: [Fixture.path("bad-info-plist.yaml")])
    #expect(report.exitStatus == 2)
    let error = try #require(report.errors.first)
    guard case .infoPlist(let plistError) = error else {
      Issue.record("expected the Info.plist reader's error, got \(error)")
      return
    }
    #expect(plistError.file.hasSuffix("InfoPlist/element-not-a-string.plist"))
    #expect(plistError.key == "UISupportedInterfaceOrientations[1]")
    #expect(plistError.problem == .wrongType(expected: "an orientation string", found: "a number"))
  }

  // The named Info.plist's typos are findings at its file and key; the scenario is linted, and
  // plays, with the values iOS would read (the typo and the build setting skipped, "YES" true).
  @Test func theNamedInfoPlistsTyposAreFindingsAndTheScenarioPlaysOn() throws {
    let file = Fixture.path("typo-info-plist.yaml")
    let report = ScenarioLinter().lint(files: [file])
    // Three warnings: they pass, as SwiftLint's do (README, "Exit statuses").
    #expect(report.exitStatus == 0)
    #expect(report.findings.map(\.severity) == [.warning, .warning, .warning])
    #expect(
      report.findings.map(\.ruleID) == ["unknown-orientation-value", "unexpanded-build-setting", "not-a-boolean"])
    #expect(
      "\(report.findings[0].location)".hasSuffix("InfoPlist/value-typos.plist: UISupportedInterfaceOrientations[0]"))
    #expect(report.results.first?.notes.isEmpty == true)
    let run = try ScenarioPlayer().play(try ScenarioLoader().load(contentsOf: file))
    #expect(run.failures.isEmpty)
  }

  // MARK: - Info.plist files given to lint

  static func plist(_ name: String) -> String { Fixture.infoPlist(name) }

  @Test(
    arguments: zip(
      ["landscape.plist", "landscape.binary.plist", "universal.plist", "universal-portrait-only.binary.plist"],
      // universal.plist has two warnings, which pass; the portrait-only one two errors (README,
      // "Exit statuses").
      [Int32(0), 0, 0, 1]))
  func plistFilesAreLintedByTheirKeys(name: String, status: Int32) {
    let report = ScenarioLinter().lint(files: [Self.plist(name)])
    #expect(report.exitStatus == status)
    #expect(report.errors.isEmpty)
  }

  @Test(
    arguments: [
      ("junk-text.plist", nil), ("empty-file.plist", nil), ("openstep.plist", nil),
      ("device-family-string.plist", "UIDeviceFamily[0]"),
      ("element-not-a-string.plist", "UISupportedInterfaceOrientations[1]"),
    ] as [(String, String?)])
  func anInvalidPlistFileExitsTwoWithTheReadersError(name: String, key: String?) throws {
    let report = ScenarioLinter().lint(files: [Self.plist(name)])
    #expect(report.exitStatus == 2)
    let error = try #require(report.errors.first)
    guard case .infoPlist(let plistError) = error else {
      Issue.record("expected the Info.plist reader's error, got \(error)")
      return
    }
    #expect(plistError.file == Self.plist(name))
    #expect(plistError.key == key)
  }

  // A typo is a finding, and the rest of the file is still linted: with the typo skipped, the
  // iPad list holds portrait alone (ITMS-90474 for an iPad app), and the app, which multitasks,
  // has no launch storyboard (ITMS-90475).
  @Test func aValueTypoIsAFindingAndTheFileIsLintedOn() throws {
    let report = ScenarioLinter().lint(files: [Self.plist("unknown-orientation.binary.plist")])
    #expect(report.exitStatus == 1)
    #expect(report.errors.isEmpty)
    #expect(
      report.findings.map(\.ruleID) == [
        "unknown-orientation-value", "ipad-multitasking-orientations", "launch-screen-missing",
      ])
  }

  // Beside the name, the content decides: a property list is an Info.plist whatever its name.
  @Test(
    arguments: zip(
      [
        "bplist00\u{01}", "<?xml version=\"1.0\"?>", "\u{FEFF}\n  <!DOCTYPE plist PUBLIC", "<plist version=\"1.0\">",
        "swivel: 1\n", "{\"swivel\": 1}", "# <?xml\n", "",
      ],
      [true, true, true, true, false, false, false, false]))
  func propertyListsAreKnownByTheirFirstBytes(head: String, isPropertyList: Bool) {
    #expect(ScenarioLinter.isPropertyList(head: Data(head.utf8)) == isPropertyList)
  }

  @Test func aPropertyListNamedLikeAScenarioIsLintedAsAnInfoPlist() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swivel-lint-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let copy = directory.appendingPathComponent("Info.yaml").path
    try FileManager.default.copyItem(atPath: Self.plist("universal-portrait-only.binary.plist"), toPath: copy)
    #expect(
      ScenarioLinter().lint(files: [copy]).findings.map(\.ruleID) == [
        "ipad-multitasking-orientations", "launch-screen-missing",
      ])
    // A name ending in .plist is enough, whatever the content (so junk gets the Info.plist reader's error).
    #expect(ScenarioLinter.isPropertyList(Self.plist("junk-text.plist")))
    #expect(ScenarioLinter.isPropertyList("/nonexistent/Info.PLIST"))
    #expect(!ScenarioLinter.isPropertyList("/nonexistent/scenario.yaml"))
    #expect(!ScenarioLinter.isPropertyList(Fixture.path("clean.yaml")))
  }
}
