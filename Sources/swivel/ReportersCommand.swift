import ArgumentParser
import SwivelScenario

/// `swivel reporters`: every `--format` value, what it is for, and which commands take it (as
/// `swiftlint reporters` lists SwiftLint's).
struct ReportersCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "reporters",
    abstract: "List every --format value: what it is for, and which commands take it.",
    discussion: """
      Each line is a format's name, the commands that take it as --format NAME, and what it \
      is for. The findings of swivel scan and swivel lint can be written in each of the CI \
      formats (github, checkstyle, junit, gitlab) and in sarif; --output FILE writes any \
      command's report to a file.

      Exit status: 0.
      """
  )

  /// What each format is for, by name.
  static let purposes: [String: String] = [
    "text": "for people: aligned, with a closing summary",
    "json": "one JSON document for programs (scan's shape is Schemas/swivel-scan.schema.json)",
    "jsonl": "one JSON object per line: trace events, or detected orientation changes",
    "html": "a self-contained web page: each step drawn, or the matrix's grids coloured",
    "sarif": "a SARIF 2.1.0 log for code scanning (GitHub code scanning, other SARIF readers)",
    "github": "GitHub Actions workflow commands: annotations on the pull request's diff",
    "checkstyle": "Checkstyle XML (Jenkins, reviewdog, Danger)",
    "junit": "JUnit XML for CI test reports: a test case per finding, a suite per rule",
    "gitlab": "GitLab code quality JSON (artifacts: reports: codequality:)",
  ]

  /// Each command's formats, in the help's order.
  static let commandFormats: [(command: String, formats: [String])] = [
    ("scan", ScanCommand.Format.allCases.map(\.rawValue)),
    ("lint", LintCommand.Format.allCases.map(\.rawValue)),
    ("simulate", TraceFormat.allCases.map(\.rawValue)),
    ("matrix", MatrixFormat.allCases.map(\.rawValue)),
    ("detect", DetectionReport.Format.allCases.map(\.rawValue)),
    ("watch", DetectionReport.Format.allCases.map(\.rawValue)),
    ("devices", DeviceCatalogReport.Format.allCases.map(\.rawValue)),
    ("rules", RulesCommand.Format.allCases.map(\.rawValue)),
  ]

  /// Every format, in the order a command first names it.
  static var formats: [String] {
    var seen: [String] = []
    for (_, formats) in commandFormats { for format in formats where !seen.contains(format) { seen.append(format) } }
    return seen
  }

  /// The lines: `NAME  COMMANDS  PURPOSE`, aligned.
  static var text: String {
    let rows = formats.map { format in
      (
        format, commandFormats.filter { $0.formats.contains(format) }.map(\.command).joined(separator: ", "),
        purposes[format] ?? ""
      )
    }
    let nameWidth = rows.map(\.0.count).max() ?? 0
    let commandsWidth = rows.map(\.1.count).max() ?? 0
    return rows.map { row in
      row.0.padding(toLength: nameWidth + 2, withPad: " ", startingAt: 0)
        + row.1.padding(toLength: commandsWidth + 2, withPad: " ", startingAt: 0) + row.2
    }.joined(separator: "\n")
  }

  func run() {
    print(Self.text)
  }
}
