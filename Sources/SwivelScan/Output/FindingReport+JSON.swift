import Foundation

extension FindingReport {
  /// `swivel lint --format json`: one object, `{"findings": [...], "errors": [...], "notes":
  /// [...], "summary": "..."}`; a finding has its rule, severity, file, line and column when
  /// known, and message; an error or note its file, line and column when known, and message.
  /// Keys are sorted, as in `swivel scan --format json`.
  public var json: String {
    func place(_ file: String, _ line: Int?, _ column: Int?) -> [String: Any] {
      var object: [String: Any] = ["file": Self.displayPath(file)]
      if let line { object["line"] = line }
      if let column { object["column"] = column }
      return object
    }
    let object: [String: Any] = [
      "findings": findings.map { finding in
        place(finding.file, finding.line, finding.column).merging([
          "rule": finding.rule, "severity": finding.severity.rawValue, "message": finding.message,
        ]) { a, _ in a }
      },
      "errors": errors.map { place($0.file, $0.line, $0.column).merging(["message": $0.message]) { a, _ in a } },
      "notes": notes.map { place($0.file, $0.line, $0.column).merging(["message": $0.message]) { a, _ in a } },
      "summary": summary,
    ]
    guard
      let data = try? JSONSerialization.data(
        withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}
