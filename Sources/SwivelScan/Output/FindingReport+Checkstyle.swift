import SwivelScenario

extension FindingReport {
  /// Checkstyle's XML report, which Jenkins (warnings-ng), reviewdog, Danger and many editors read:
  ///
  /// ```xml
  /// <?xml version="1.0" encoding="UTF-8"?>
  /// <checkstyle version="4.3">
  ///   <file name="App/Info.plist">
  ///     <error line="12" severity="error" message="…" source="swivel.ipad-multitasking-orientations"/>
  ///   </file>
  /// </checkstyle>
  /// ```
  ///
  /// One `<file>` per file, in the order first met, holding its findings (`severity` `error` or
  /// `warning`, `source` `swivel.` and the rule), the errors of the files that could not be read
  /// (`source` `swivel.unreadable`) and the notes (`severity` `info`, `source` `swivel.note`).
  /// `line` and `column` are written when known: a finding on an Info.plist key (`swivel lint`)
  /// has none, and its key begins its message.
  public var checkstyle: String {
    var files: [String] = []
    var entries: [String: [String]] = [:]
    func add(_ file: String, line: Int?, column: Int?, severity: String, message: String, source: String) {
      let name = Self.displayPath(file)
      if entries[name] == nil { files.append(name) }
      var attributes: [String] = []
      if let line { attributes.append("line=\"\(line)\"") }
      if let column { attributes.append("column=\"\(column)\"") }
      attributes += [
        "severity=\"\(severity)\"", "message=\(XMLEscaping.attribute(message))",
        "source=\(XMLEscaping.attribute(source))",
      ]
      entries[name, default: []].append("    <error \(attributes.joined(separator: " "))/>")
    }
    for finding in findings {
      add(
        finding.file, line: finding.line, column: finding.column, severity: finding.severity.rawValue,
        message: finding.message, source: "swivel.\(finding.rule)")
    }
    for error in errors {
      add(
        error.file, line: error.line, column: error.column, severity: "error", message: error.message,
        source: "swivel.unreadable")
    }
    for note in notes {
      add(
        note.file, line: note.line, column: note.column, severity: "info", message: note.message, source: "swivel.note")
    }
    var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<checkstyle version=\"4.3\">"]
    for file in files {
      lines.append("  <file name=\(XMLEscaping.attribute(file))>")
      lines += entries[file] ?? []
      lines.append("  </file>")
    }
    lines.append("</checkstyle>")
    return lines.joined(separator: "\n")
  }
}
