import ArgumentParser
import Foundation
import SwivelScenario

/// `swivel lint FILE...`: prints what UIKit or App Store review would punish in scenarios and
/// Info.plist files.
struct LintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Check scenarios and Info.plists for orientation mistakes UIKit or App Store review would punish.",
    discussion: discussion
  )

  @Argument(help: "Scenario files (YAML or JSON) and Info.plist files (XML or binary) to check.")
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
      Each finding is one line: where (file:line:column, or an Info.plist's file and key, \
      Info.plist: UIRequiresFullScreen), the severity, what is wrong, why it matters, and the \
      rule's id in brackets:

      photo.yaml:17:16: error: controller 'photos' prefers landscapeLeft but supports [portrait]; UIKit \
      raises UIApplicationInvalidInterfaceOrientation when the controller is presented full screen \
      (Apple, View Controller Programming Guide) [preferred-orientation-unsupported]

      A file whose name ends in .plist, or whose content is a property list (binary, or XML \
      beginning with <?xml, <!DOCTYPE plist or <plist), is an Info.plist; any other file is a \
      scenario. Scenarios are judged in their era (ios:) and on their device, with the \
      keys of the Info.plist they name (infoPlist:) under their inline keys. An Info.plist alone is \
      judged in the newest era, on the devices of its UIDeviceFamily (when absent, on iPhone and \
      on those its ~ipad and ~iphone keys name), by the rules that need no controllers. An error is something \
      UIKit raises or App Store review rejects; a warning is something UIKit ignores.

      Rules:

      \(rules.joined(separator: "\n\n"))

      Exit status: 0 when every file is clean, 1 when problems were found, 2 when a file cannot be \
      read or understood (its error is printed on standard error with file, line and column, or \
      for an Info.plist with the file and key).
      """
  }
}
