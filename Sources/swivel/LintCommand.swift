import ArgumentParser
import Foundation
import SwivelScenario

/// `swivel lint FILE...`: prints what UIKit or App Store review would punish in scenarios.
struct LintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Check scenarios for orientation mistakes UIKit or App Store review would punish.",
    discussion: discussion
  )

  @Argument(help: "Scenario files to check (YAML or JSON).")
  var files: [String]

  func run() throws {
    let report = ScenarioLinter().lint(files: files)
    for result in report.results {
      switch result.outcome {
      case .linted(let findings): for finding in findings { print(finding) }
      case .unreadable(let error): FileHandle.standardError.write(Data("\(error)\n".utf8))
      }
    }
    print(report.summary)
    if report.exitStatus != 0 { throw ExitCode(report.exitStatus) }
  }

  /// The help text: how to read a finding, every rule with its reason, and the exit statuses.
  static var discussion: String {
    // Unindented paragraphs, so that the help's wrapping keeps them readable.
    let rules = LintRule.all.map { rule in
      "\(rule.id) (\(rule.severity))\n\(rule.summary) Why: \(rule.why)."
    }
    return """
      Each finding is one line: where (file:line:column, or an Info.plist key), the severity, what is \
      wrong, why it matters, and the rule's id in brackets:

      photo.yaml:17:16: error: controller 'photos' prefers landscapeLeft but supports [portrait]; UIKit \
      raises UIApplicationInvalidInterfaceOrientation when the controller is presented full screen \
      (seed 000) [preferred-orientation-unsupported]

      Rules are judged in the scenario's era (ios:) and on its device. An error is something UIKit \
      raises or App Store review rejects; a warning is something UIKit ignores.

      Rules:

      \(rules.joined(separator: "\n\n"))

      Exit status: 0 when every file is clean, 1 when problems were found, 2 when a file cannot be \
      read or understood (its error is printed on standard error with file, line and column).
      """
  }
}
