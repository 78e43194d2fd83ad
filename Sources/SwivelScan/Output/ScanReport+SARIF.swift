import Foundation
import SwivelScenario

extension ScanReport {
  /// The findings as a SARIF 2.1.0 log, for code-scanning tools (OASIS, "Static Analysis Results
  /// Interchange Format (SARIF) Version 2.1.0", https://docs.oasis-open.org/sarif/sarif/v2.1.0/sarif-v2.1.0.html).
  ///
  /// One run whose tool's driver is `swivel`, with every rule a scan runs (id, short and full
  /// description, default level); one result per finding with its `ruleId`, `ruleIndex`, `level`
  /// (`error` or `warning`), `message.text` and one location: the file as a relative URI
  /// reference (percent-encoded; an absolute path becomes a `file://` URI) and the line as
  /// `region.startLine`. What could not be read (``errors``) is the run's one invocation's
  /// `toolExecutionNotifications`, each an `error` at its file and line, and the invocation's
  /// `executionSuccessful` is `false` when there is any (SARIF 2.1.0, 3.20 and 3.58): a
  /// code-scanning upload then shows why a target has no results instead of nothing.
  public var sarif: String {
    let rules = Self.sarifRules
    let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($0.element.id, $0.offset) })
    let results: [[String: Any]] = findings.map { finding in
      var result: [String: Any] = [
        "ruleId": finding.rule,
        "level": finding.severity.rawValue,
        "message": ["text": finding.message],
        "locations": [
          [
            "physicalLocation": [
              "artifactLocation": ["uri": Self.uri(finding.location.file)],
              "region": ["startLine": finding.location.line],
            ]
          ]
        ],
      ]
      if let index = ruleIndex[finding.rule] { result["ruleIndex"] = index }
      return result
    }
    let notifications: [[String: Any]] = errors.map { error in
      var region: [String: Any] = [:]
      if let line = error.line { region["startLine"] = line }
      var location: [String: Any] = ["artifactLocation": ["uri": Self.uri(error.file)]]
      if !region.isEmpty { location["region"] = region }
      return ["level": "error", "message": ["text": error.message], "locations": [["physicalLocation": location]]]
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
          "invocations": [["executionSuccessful": errors.isEmpty, "toolExecutionNotifications": notifications]],
        ]
      ],
    ]
    guard
      let data = try? JSONSerialization.data(
        withJSONObject: log, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }

  /// Every rule a scan runs: `swivel lint`'s, then the scan's own.
  static var sarifRules: [(id: String, severity: LintSeverity, summary: String, why: String)] {
    LintRule.all.map { ($0.id, $0.severity, $0.summary, $0.why) }
      + ScanRule.all.map { ($0.id, $0.severity, $0.summary, $0.why) }
  }

  /// A file path as a URI reference: percent-encoded, `file://` before an absolute path.
  static func uri(_ path: String) -> String {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: ":")
    let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    return path.hasPrefix("/") ? "file://\(encoded)" : encoded
  }
}
