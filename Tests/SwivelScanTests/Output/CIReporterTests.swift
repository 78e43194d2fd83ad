import Foundation
import SwivelScenario
import Testing

@testable import SwivelScan

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The CI reporters (issue 28, point 4): GitHub workflow commands, Checkstyle, JUnit and GitLab
/// code quality, from ``FindingReport``; and `--format json` and `gitlab` checked against their
/// schemas (SARIF's own check is ``SARIFSchemaTests``).
@Suite struct CIReporterTests {
  static let schemas = ScanFixtures.path("Schemas")
  /// Swivel's own JSON report schema, published beside the sources.
  static let swivelSchema = URL(fileURLWithPath: ScanFixtures.folder).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Schemas/swivel-scan.schema.json")
    .path

  private func json(_ text: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(text.utf8))
  }

  /// A report with every awkward character in messages, paths and rules.
  static let awkward = FindingReport(
    tool: "swivel scan",
    rules: [
      FindingReport.Rule(id: "rule-a", severity: .error, summary: "A."),
      .init(id: "rule-b", severity: .warning, summary: "B."),
    ],
    findings: [
      FindingReport.Finding(
        rule: "rule-a", severity: .error, file: "./My App, v2/Info: plist.plist", line: 3,
        message: "100% wrong:: <b>&\"quoted\"</b>\nsecond line\r\u{1}end"),
      FindingReport.Finding(rule: "rule-a", severity: .error, file: "A.swift", line: 9, message: "same"),
      FindingReport.Finding(rule: "rule-a", severity: .error, file: "A.swift", line: 12, message: "same"),
      FindingReport.Finding(
        rule: "rule-b", severity: .warning, file: "Info.plist", line: nil, message: "UIRequiresFullScreen: ignored"),
    ],
    errors: [FindingReport.Remark(file: "Broken.plist", line: 7, message: "not a property list")],
    notes: [FindingReport.Remark(file: "App.xcodeproj/project.pbxproj", line: 4, message: "assumed")],
    summary: "4 problems (3 errors, 1 warning) in 1 app target of 1 project; 1 file could not be read.")

  // MARK: - Schemas

  @Test(arguments: ScenarioDraftTests.fixtures)
  func everyFixturesJSONIsValidAgainstSwivelsSchema(fixture: String) throws {
    let schema = try JSONSchema(contentsOf: Self.swivelSchema)
    #expect(schema.violations(of: try json(ScanFixtures.scan(fixture).json)) == [])
  }

  @Test(arguments: ScenarioDraftTests.fixtures)
  func everyFixturesGitLabReportIsValidAgainstGitLabsFormat(fixture: String) throws {
    let schema = try JSONSchema(contentsOf: Self.schemas + "/gitlab-code-quality.schema.json")
    let report = ScanFixtures.scan(fixture).findingReport
    let issues = try #require(try json(report.gitlab) as? [[String: Any]])
    #expect(schema.violations(of: issues) == [])
    #expect(issues.count == report.findings.count + report.errors.count)
    // GitLab keeps one issue per fingerprint: they must differ.
    let fingerprints = issues.compactMap { $0["fingerprint"] as? String }
    #expect(Set(fingerprints).count == issues.count)
  }

  @Test func theAwkwardReportIsValidToo() throws {
    let gitlab = try JSONSchema(contentsOf: Self.schemas + "/gitlab-code-quality.schema.json")
    let issues = try #require(try json(Self.awkward.gitlab) as? [[String: Any]])
    #expect(gitlab.violations(of: issues) == [])
    let fingerprints = issues.compactMap { $0["fingerprint"] as? String }
    #expect(Set(fingerprints).count == 5)
    // The second identical finding of a file is told apart; the file's lost line is 1.
    #expect(fingerprints[2] == fingerprints[1] + "-2")
    #expect(((issues[3]["location"] as? [String: Any])?["lines"] as? [String: Any])?["begin"] as? Int == 1)
    #expect((issues[0]["location"] as? [String: Any])?["path"] as? String == "My App, v2/Info: plist.plist")
    #expect(issues.map { $0["severity"] as? String } == ["critical", "critical", "critical", "minor", "blocker"])
  }

  // The validators find what the schemas refuse, so that a pass means something.
  @Test(
    arguments: zip(
      [
        #"{"findings": []}"#,
        #"{"findings": [], "targets": [], "extra": 1}"#,
        #"{"findings": [{"rule": "r", "severity": "fatal", "file": "f", "line": 1, "message": "m", "targets": ["A"]}], "targets": []}"#,
        #"{"findings": [{"rule": "r", "severity": "error", "file": "f", "line": 0, "message": "m", "targets": ["A"]}], "targets": []}"#,
        #"{"findings": [{"rule": "r", "severity": "error", "file": "f", "line": 1, "message": "m", "targets": []}], "targets": []}"#,
        #"{"findings": [], "targets": [{"name": "A"}]}"#,
      ],
      [
        "$: missing required property 'targets'",
        "$.extra: not an allowed property",
        "$.findings[0].severity: fatal is not one of error, warning",
        "$.findings[0].line: 0 is below the minimum 1",
        "$.findings[0].targets: fewer than 1 items",
        "$.targets[0]: missing required property 'launch'",
      ]))
  func swivelsSchemaRefusesWhatItShould(document: String, violation: String) throws {
    let violations = try JSONSchema(contentsOf: Self.swivelSchema).violations(of: try json(document))
    #expect(violations.contains(violation), "\(violations)")
  }

  @Test(
    arguments: zip(
      [
        #"{}"#,
        #"[{"description": "d", "check_name": "c", "fingerprint": "f", "severity": "error", "location": {"path": "p", "lines": {"begin": 1}}}]"#,
        #"[{"description": "d", "check_name": "c", "fingerprint": "f", "severity": "minor", "location": {"path": "p"}}]"#,
        #"[{"description": "d", "check_name": "c", "severity": "minor", "location": {"path": "p", "lines": {"begin": 1}}}]"#,
        #"[{"description": "d", "check_name": "c", "fingerprint": "f", "severity": "minor", "location": {"path": "p", "lines": {"begin": "1"}}}]"#,
      ],
      [
        "$: not of type array",
        "$[0].severity: error is not one of info, minor, major, critical, blocker",
        "$[0].location: matches none of anyOf",
        "$[0]: missing required property 'fingerprint'",
        "$[0].location.lines.begin: not of type integer",
      ]))
  func gitLabsFormatRefusesWhatItShould(document: String, violation: String) throws {
    let schema = try JSONSchema(contentsOf: Self.schemas + "/gitlab-code-quality.schema.json")
    let violations = schema.violations(of: try json(document))
    #expect(violations.contains(violation), "\(violations)")
  }

  // MARK: - GitHub

  // GitHub's toolkit (command.ts): escapeData for the message, escapeProperty for values.
  @Test func githubEscapesPropertiesAndMessagesAsGitHubsToolkitDoes() {
    let lines = Self.awkward.github.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(
      lines[0]
        == "::error file=My App%2C v2/Info%3A plist.plist,line=3,title=rule-a::100%25 wrong:: <b>&\"quoted\"</b>%0Asecond line%0D\u{1}end"
    )
    #expect(lines[3] == "::warning file=Info.plist,title=rule-b::UIRequiresFullScreen: ignored")
    #expect(lines[4] == "::error file=Broken.plist,line=7,title=swivel%3A cannot read::not a property list")
    #expect(lines[5] == "::notice file=App.xcodeproj/project.pbxproj,line=4,title=swivel%3A note::assumed")
    #expect(lines.last == Self.awkward.summary)
    #expect(lines.count == 7)
  }

  @Test func githubWritesTheColumnWhenKnown() {
    let line = FindingReport.command(
      "warning", file: "a.yaml", line: 4, column: 7, title: "r", message: "m")
    #expect(line == "::warning file=a.yaml,line=4,col=7,title=r::m")
  }

  // MARK: - XML

  /// Parses XML, returning the elements' names with their attributes, in order; `nil` if not well-formed.
  private func elements(_ xml: String) -> [(String, [String: String])]? {
    final class Collector: NSObject, XMLParserDelegate {
      var elements: [(String, [String: String])] = []
      func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
      ) {
        elements.append((name, attributes))
      }
    }
    let parser = XMLParser(data: Data(xml.utf8))
    let collector = Collector()
    parser.delegate = collector
    return parser.parse() ? collector.elements : nil
  }

  @Test func checkstyleIsWellFormedAndKeepsEveryCharacterOfTheMessage() throws {
    let parsed = try #require(elements(Self.awkward.checkstyle), "\(Self.awkward.checkstyle)")
    #expect(
      parsed.map(\.0) == [
        "checkstyle", "file", "error", "file", "error", "error", "file", "error", "file", "error", "file", "error",
      ])
    #expect(parsed[1].1["name"] == "My App, v2/Info: plist.plist")
    let first = parsed[2].1
    // The control character XML 1.0 cannot hold is dropped; the rest comes back as written.
    #expect(first["message"] == "100% wrong:: <b>&\"quoted\"</b>\nsecond line\rend")
    #expect(first["line"] == "3")
    #expect(first["severity"] == "error")
    #expect(first["source"] == "swivel.rule-a")
    let noLine = try #require(parsed.first { $0.1["message"] == "UIRequiresFullScreen: ignored" })
    #expect(noLine.1["line"] == nil)
    #expect(noLine.1["severity"] == "warning")
    #expect(parsed.contains { $0.1["source"] == "swivel.unreadable" && $0.1["line"] == "7" })
    #expect(parsed.contains { $0.1["source"] == "swivel.note" && $0.1["severity"] == "info" })
  }

  @Test func junitHasASuitePerRuleAFailurePerFindingAndCountsThem() throws {
    let parsed = try #require(elements(Self.awkward.junit), "\(Self.awkward.junit)")
    let root = try #require(parsed.first)
    #expect(root.0 == "testsuites")
    #expect(root.1["tests"] == "5")
    #expect(root.1["failures"] == "4")
    #expect(root.1["errors"] == "1")
    let suites = parsed.filter { $0.0 == "testsuite" }.map { $0.1["name"] ?? "" }
    #expect(suites == ["rule-a", "rule-b", "unreadable"])
    let cases = parsed.filter { $0.0 == "testcase" }
    #expect(
      cases.map { $0.1["name"] } == [
        "My App, v2/Info: plist.plist:3", "A.swift:9", "A.swift:12", "Info.plist", "Broken.plist:7",
      ])
    #expect(cases[0].1["classname"] == "swivel.rule-a")
    #expect(cases[0].1["line"] == "3")
    let failures = parsed.filter { $0.0 == "failure" }
    #expect(failures.count == 4)
    #expect(failures[3].1["type"] == "warning")
  }

  @Test func aRuleThatFoundNothingIsAPassedTestCase() throws {
    let clean = FindingReport(
      tool: "swivel lint", rules: [FindingReport.Rule(id: "rule-a", severity: .error, summary: "A.")], findings: [],
      summary: "No problems in 1 file.")
    let parsed = try #require(elements(clean.junit))
    #expect(parsed.map(\.0) == ["testsuites", "testsuite", "testcase"])
    #expect(parsed[2].1["name"] == "no finding")
    #expect(parsed[0].1["failures"] == "0")
  }

  // MARK: - Fingerprints

  @Test func aFingerprintIgnoresTheLineAndALeadingDotSlashButNotTheRest() {
    func finding(_ file: String, line: Int, _ message: String, rule: String = "r") -> ScanFinding {
      ScanFinding(rule: rule, severity: .error, location: ScanLocation(file: file, line: line), message: message)
    }
    let base = finding("App/Info.plist", line: 3, "m").fingerprint
    #expect(base.count == 32)
    #expect(base.allSatisfy { $0.isHexDigit })
    #expect(finding("App/Info.plist", line: 40, "m").fingerprint == base)
    #expect(finding("./App/Info.plist", line: 3, "m").fingerprint == base)
    #expect(finding("App/Other.plist", line: 3, "m").fingerprint != base)
    #expect(finding("App/Info.plist", line: 3, "n").fingerprint != base)
    #expect(finding("App/Info.plist", line: 3, "m", rule: "s").fingerprint != base)
    // The fields are kept apart: moving text from one to the next changes it.
    #expect(
      finding("App/Info.plist", line: 3, "m", rule: "r\u{0}x").fingerprint != finding("x", line: 3, "m").fingerprint)
  }

  // MARK: - Lint

  @Test func lintsInfoPlistFindingsHaveNoLineAndLeadWithTheirKey() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let plist = folder + "/Info.plist"
    try ScanFixtures.write(
      ScanFixtures.plist(
        "<key>UIDeviceFamily</key><array><integer>2</integer></array><key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string></array>"
      ), to: plist)
    let lint = ScenarioLinter().lint(files: [plist, folder + "/missing.yaml"])
    let report = lint.findingReport()
    let finding = try #require(report.findings.first)
    #expect(finding.line == nil)
    #expect(finding.file == plist)
    #expect(finding.message.hasPrefix("UISupportedInterfaceOrientations"), "\(finding.message)")
    #expect(finding.message.hasSuffix(try #require(lint.findings.first).why))
    #expect(report.errors.map(\.file) == [folder + "/missing.yaml"])
    #expect(report.rules.count == LintRule.all.count)
    #expect(report.summary == lint.summary)
  }
}
