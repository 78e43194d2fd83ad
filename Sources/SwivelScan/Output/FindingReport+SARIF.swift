import Foundation
import SwivelScenario

extension FindingReport {
  /// The findings as a SARIF 2.1.0 log, for code-scanning tools (OASIS, "Static Analysis Results
  /// Interchange Format (SARIF) Version 2.1.0", https://docs.oasis-open.org/sarif/sarif/v2.1.0/sarif-v2.1.0.html):
  /// `swivel scan --format sarif` and `swivel lint --format sarif`.
  ///
  /// One run whose tool's driver is `swivel`, with every rule that ran (id, short and full
  /// description, default level); one result per problem (a scan's ``ScanReport/distinctFindings``:
  /// a file two targets build gives one result, not two) with its `ruleId`, `ruleIndex`, `level`
  /// (`error` or `warning`), `message.text`, one location (the file as a relative URI reference,
  /// percent-encoded, an absolute path becoming a `file://` URI, and the line and column as
  /// `region.startLine` and `startColumn` when known), the names of the targets it concerns in
  /// its property bag, `properties.targets` (SARIF 2.1.0, 3.8 and 3.27.31), and, for a scan,
  /// `partialFingerprints.swivelLine/v1`, the hash of the finding line's trimmed text
  /// (`LineFingerprint`), so that code scanning follows a finding across commits that move it.
  ///
  /// The run's one invocation lists in `toolExecutionNotifications` (3.20.21, 3.58) first what
  /// could not be read (``errors``), each an `error` at its file and line, then what the command
  /// assumed or could not follow (``notes``), each a `note` (with its targets in
  /// `properties.targets` for a scan). The invocation's `executionSuccessful` is `false` when
  /// there is any error (3.20.14), not for notes: a code-scanning upload then shows why a target
  /// has no results instead of nothing.
  public var sarif: String {
    let ruleIndex = Dictionary(rules.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { a, _ in a })
    let scan = tool == "swivel scan"
    let results: [[String: Any]] = findings.map { finding in
      var result: [String: Any] = [
        "ruleId": finding.rule,
        "level": finding.severity.rawValue,
        "message": ["text": finding.message],
        "locations": [Self.sarifLocation(file: finding.file, line: finding.line, column: finding.column)],
      ]
      if scan { result["properties"] = ["targets": finding.targets] }
      if let index = ruleIndex[finding.rule] { result["ruleIndex"] = index }
      // The finding line's fingerprint, as baselines match it (3.27.17).
      if let fingerprint = finding.lineFingerprint {
        result["partialFingerprints"] = ["swivelLine/v1": fingerprint]
      }
      return result
    }
    let errorNotifications: [[String: Any]] = errors.map { error in
      [
        "level": "error", "message": ["text": error.message],
        "locations": [Self.sarifLocation(file: error.file, line: error.line, column: error.column)],
      ]
    }
    let noteNotifications: [[String: Any]] = notes.map { note in
      var notification: [String: Any] = [
        "level": "note", "message": ["text": note.message],
        "locations": [Self.sarifLocation(file: note.file, line: note.line, column: note.column)],
      ]
      if scan { notification["properties"] = ["targets": note.targets] }
      return notification
    }
    let log: [String: Any] = [
      "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
      "version": "2.1.0",
      "runs": [
        [
          "tool": [
            "driver": [
              "name": "swivel",
              "rules": rules.map { rule -> [String: Any] in
                [
                  "id": rule.id,
                  "shortDescription": ["text": rule.summary],
                  "fullDescription": ["text": rule.why],
                  "defaultConfiguration": ["level": rule.severity.rawValue],
                ]
              },
            ]
          ],
          "results": results,
          "invocations": [
            [
              "executionSuccessful": errors.isEmpty,
              "toolExecutionNotifications": errorNotifications + noteNotifications,
            ]
          ],
        ]
      ],
    ]
    guard
      let data = try? JSONSerialization.data(
        withJSONObject: log, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }

  /// A SARIF `location` (3.28) holding a `physicalLocation`: the file as a URI reference, and the
  /// line and column as `region.startLine` and `startColumn` when known.
  private static func sarifLocation(file: String, line: Int?, column: Int?) -> [String: Any] {
    var location: [String: Any] = ["artifactLocation": ["uri": uri(displayPath(file))]]
    if let line {
      var region: [String: Any] = ["startLine": line]
      if let column { region["startColumn"] = column }
      location["region"] = region
    }
    return ["physicalLocation": location]
  }

  /// A file path as a URI reference: percent-encoded, `file://` before an absolute path.
  static func uri(_ path: String) -> String {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: ":")
    let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    return path.hasPrefix("/") ? "file://\(encoded)" : encoded
  }
}

extension ScanReport {
  /// The scan as a SARIF 2.1.0 log (``FindingReport/sarif``).
  public var sarif: String { findingReport.sarif }

  /// Every rule a scan runs: `swivel lint`'s, then the scan's own.
  /// One per id (``RuleCatalog/all``).
  static var sarifRules: [(id: String, severity: LintSeverity, summary: String, why: String)] {
    RuleCatalog.all.map { ($0.id, $0.severity, $0.summary, $0.why) }
  }
}
