import SwivelScenario

/// The findings of `swivel scan` or `swivel lint` as the CI reporters write them (`--format
/// github`, `checkstyle`, `junit`, `gitlab`): every problem once with its rule, severity, place
/// and message; the files that could not be read; the notes; and the rules that ran.
///
/// Both commands' reports become one of these (``ScanReport/findingReport``,
/// ``LintReport/findingReport(rules:)``), so each CI format is written once for both.
public struct FindingReport: Sendable {
  /// One problem, as CI systems show it.
  public struct Finding: Hashable, Sendable {
    /// The rule's id (`ipad-multitasking-orientations`).
    public var rule: String
    /// How bad it is.
    public var severity: LintSeverity
    /// The file as the command named it.
    public var file: String
    /// The line, from 1; `nil` when the finding concerns a key of an Info.plist, which has no line.
    public var line: Int?
    /// The column, from 1, when known (scenarios).
    public var column: Int?
    /// What is wrong, and why it matters.
    public var message: String
    /// The targets that have it (`swivel scan`); empty for `swivel lint`.
    public var targets: [String]
    /// The hash of its line's trimmed text (``LineFingerprint``), as baselines match it; SARIF's
    /// `partialFingerprints.swivelLine/v1`.
    public var lineFingerprint: String?

    /// A finding at the given place.
    public init(
      rule: String, severity: LintSeverity, file: String, line: Int?, column: Int? = nil, message: String,
      targets: [String] = [], lineFingerprint: String? = nil
    ) {
      self.rule = rule
      self.severity = severity
      self.file = file
      self.line = line
      self.column = column
      self.message = message
      self.targets = targets
      self.lineFingerprint = lineFingerprint
    }

    /// A stable id of the problem, the same from run to run while rule, file and message stay
    /// (``ScanFinding/fingerprint(rule:file:message:)``), whatever line it moved to.
    public var fingerprint: String { ScanFinding.fingerprint(rule: rule, file: file, message: message) }
  }

  /// A file that could not be read or understood, or something the command assumed (a note).
  public struct Remark: Hashable, Sendable {
    /// The file as the command named it.
    public var file: String
    /// The line, from 1, when known.
    public var line: Int?
    /// The column, from 1, when known.
    public var column: Int?
    /// What is wrong, or what was assumed.
    public var message: String
    /// The targets it concerns (a scan's notes); empty otherwise.
    public var targets: [String]

    /// A remark at the given place.
    public init(file: String, line: Int? = nil, column: Int? = nil, message: String, targets: [String] = []) {
      self.file = file
      self.line = line
      self.column = column
      self.message = message
      self.targets = targets
    }
  }

  /// A rule that ran: its id, severity and what it checks.
  public struct Rule: Hashable, Sendable {
    /// The rule's id.
    public var id: String
    /// Its severity.
    public var severity: LintSeverity
    /// What it looks for, in one line.
    public var summary: String
    /// What UIKit or App Store review does, which makes it matter.
    public var why: String

    /// A rule with the given id, severity, summary and reason.
    public init(id: String, severity: LintSeverity, summary: String, why: String = "") {
      self.id = id
      self.severity = severity
      self.summary = summary
      self.why = why
    }
  }

  /// The command, `swivel scan` or `swivel lint`: the name of the JUnit test suites.
  public var tool: String
  /// Every rule that ran, in the command's order.
  public var rules: [Rule]
  /// Every problem, once, in the command's order.
  public var findings: [Finding]
  /// What could not be read (exit status 2).
  public var errors: [Remark]
  /// What the command assumed or could not follow; no problem.
  public var notes: [Remark]
  /// The command's closing line (`2 problems (1 error, 1 warning) in …`).
  public var summary: String

  /// A report of the given findings.
  public init(
    tool: String, rules: [Rule], findings: [Finding], errors: [Remark] = [], notes: [Remark] = [], summary: String
  ) {
    self.tool = tool
    self.rules = rules
    self.findings = findings
    self.errors = errors
    self.notes = notes
    self.summary = summary
  }

  /// A path as CI systems want it: relative to where the command ran, without a leading `./`
  /// (GitHub, GitLab and Checkstyle consumers match paths against the repository's files).
  static func displayPath(_ path: String) -> String { PathName.displayed(path) }
}

extension ScanReport {
  /// The scan as the CI reporters write it: each distinct finding (``distinctFindings``) with its
  /// targets, the errors, the distinct notes and every rule the scan ran (those the configuration
  /// turns off did not: JUnit lists no passing test for them).
  public var findingReport: FindingReport {
    let fingerprints = lineFingerprints
    return FindingReport(
      tool: "swivel scan",
      rules: Self.sarifRules.filter { !disabledRules.contains($0.id) }.map {
        FindingReport.Rule(id: $0.id, severity: $0.severity, summary: $0.summary, why: $0.why)
      },
      findings: distinctFindings.map { distinct in
        let finding = distinct.finding
        return FindingReport.Finding(
          rule: finding.rule, severity: finding.severity, file: finding.location.file, line: finding.location.line,
          message: finding.message, targets: distinct.targets, lineFingerprint: fingerprints[finding.location])
      },
      errors: errors.map { FindingReport.Remark(file: $0.file, line: $0.line, column: $0.column, message: $0.message) },
      notes: distinctNotes.map {
        FindingReport.Remark(
          file: $0.note.location.file, line: $0.note.location.line, message: $0.note.message, targets: $0.targets)
      },
      summary: summary)
  }
}

extension LintReport {
  /// The lint as the CI reporters write it: each finding (its message followed by the rule's
  /// reason, as the text report prints it), the files that could not be read, the notes, and the
  /// given rules (those the linter ran; all of them by default).
  public func findingReport(rules: [LintRule] = LintRule.all) -> FindingReport {
    FindingReport(
      tool: "swivel lint",
      rules: rules.map { FindingReport.Rule(id: $0.id, severity: $0.severity, summary: $0.summary, why: $0.why) },
      findings: findings.map { finding in
        let place = Self.place(finding.location)
        // An Info.plist's finding has no line: its key leads the message, as the text report shows it.
        let text = "\(finding.message); \(finding.why)"
        return FindingReport.Finding(
          rule: finding.ruleID, severity: finding.severity, file: place.file, line: place.line, column: place.column,
          message: place.key.map { "\($0): \(text)" } ?? text)
      },
      errors: errors.map(Self.remark),
      notes: results.flatMap(\.notes).map { FindingReport.Remark(file: $0.file, message: $0.message) },
      summary: summary)
  }

  /// A setting's file, line and column (scenarios; line 0 is the whole file), or its Info.plist key.
  private static func place(_ location: SettingLocation) -> (file: String, line: Int?, column: Int?, key: String?) {
    switch location {
    case .source(let source):
      source.line > 0
        ? (source.file, source.line, source.column > 0 ? source.column : nil, nil) : (source.file, nil, nil, nil)
    case .infoPlistKey(let file, let key): (file, nil, nil, key.isEmpty ? nil : key)
    }
  }

  /// A file lint could not read, at its place, with what is wrong.
  private static func remark(_ error: LintInputError) -> FindingReport.Remark {
    switch error {
    case .scenario(let error):
      let line = error.location.line > 0 ? error.location.line : nil
      return FindingReport.Remark(
        file: error.location.file, line: line,
        column: line == nil || error.location.column < 1 ? nil : error.location.column,
        message: "\(error.problem)")
    case .infoPlist(let error):
      // The description begins with the place the remark carries apart.
      let located = error.line.map { "\(error.file):\($0)" } ?? error.file
      let text = error.description
      let message = text.hasPrefix(located + ": ") ? String(text.dropFirst(located.count + 2)) : text
      return FindingReport.Remark(file: error.file, line: error.line, message: message)
    }
  }
}
