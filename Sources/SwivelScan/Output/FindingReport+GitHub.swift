extension FindingReport {
  /// GitHub Actions workflow commands, one line each, which annotate the pull request's diff
  /// ("Workflow commands for GitHub Actions",
  /// https://docs.github.com/en/actions/reference/workflow-commands-for-github-actions):
  ///
  /// ```
  /// ::error file=App/Info.plist,line=12,title=ipad-multitasking-orientations::<message>
  /// ```
  ///
  /// Each finding is an `error` or a `warning` with its file, line (and column, `col`, when
  /// known) and its rule as the title; each file that could not be read an `error` titled
  /// `swivel: cannot read`; each note a `notice`. The command's summary closes the output as
  /// a plain line. Property values escape `%`, CR, LF, `:` and `,`, messages `%`, CR and LF, as
  /// GitHub's own toolkit does (`escapeProperty` and `escapeData` in
  /// https://github.com/actions/toolkit/blob/main/packages/core/src/command.ts), so that a
  /// message holding `::` or a newline cannot end the command early or start another.
  public var github: String {
    var lines: [String] = []
    for finding in findings {
      lines.append(
        Self.command(
          finding.severity == .error ? "error" : "warning", file: finding.file, line: finding.line,
          column: finding.column, title: finding.rule, message: finding.message))
    }
    for error in errors {
      lines.append(
        Self.command(
          "error", file: error.file, line: error.line, column: error.column, title: "swivel: cannot read",
          message: error.message))
    }
    for note in notes {
      lines.append(
        Self.command(
          "notice", file: note.file, line: note.line, column: note.column, title: "swivel: note", message: note.message)
      )
    }
    lines.append(summary)
    return lines.joined(separator: "\n")
  }

  /// One workflow command: `::name file=…,line=…,col=…,title=…::message`.
  static func command(
    _ name: String, file: String, line: Int?, column: Int?, title: String, message: String
  ) -> String {
    var properties = ["file=" + escapeProperty(displayPath(file))]
    if let line { properties.append("line=\(line)") }
    if let column { properties.append("col=\(column)") }
    properties.append("title=" + escapeProperty(title))
    return "::\(name) \(properties.joined(separator: ","))::\(escapeData(message))"
  }

  /// A workflow command's message: `%`, CR and LF percent-encoded.
  static func escapeData(_ text: String) -> String {
    var result = ""
    for character in text.unicodeScalars {
      switch character {
      case "%": result += "%25"
      case "\r": result += "%0D"
      case "\n": result += "%0A"
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }

  /// A workflow command's property value: as a message, and `:` and `,` percent-encoded too.
  static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
  }
}
