import ArgumentParser
import Foundation
import SwivelScan
import SwivelScenario

/// `swivel lint FILE...`: prints what UIKit or App Store review would punish in scenarios and
/// Info.plist files.
struct LintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Check scenarios and Info.plists for orientation mistakes UIKit or App Store review would punish.",
    discussion: discussion
  )

  @Argument(
    help:
      "Scenario files (YAML or JSON) and Info.plist files (XML or binary) to check; those under the current folder when none is given."
  )
  var files: [String] = []

  @Option(
    name: .customLong("device"),
    help: ArgumentHelp(
      "Lint Info.plist files for this device of the catalog (`swivel devices` lists the ids).", valueName: "id"))
  var deviceID: String?

  @Option(
    name: .customLong("ios"),
    help: ArgumentHelp("Lint Info.plist files in this iOS version's era (\"17.4\").", valueName: "version"))
  var iOSVersion: String?

  @Option(
    name: .customLong("sdk"),
    help: ArgumentHelp(
      "Lint Info.plist files as built with this iOS SDK (\"26.2\"); by default the --ios version's. Scenarios say their own (sdk:).",
      valueName: "version"))
  var sdk: String?

  @OptionGroup var config: ConfigurationOptions

  @OptionGroup var failure: FailureOptions

  @OptionGroup var quiet: QuietOption

  /// The output formats.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text, json, sarif
    case github, checkstyle, junit, gitlab
  }

  @Option(
    help: ArgumentHelp(
      "How to print the findings: text (for people), json, sarif (SARIF 2.1.0, for code-scanning tools), \(CIFormat.help)."
    ))
  var format: Format = .text

  @Option(help: ArgumentHelp("Write the report to this file instead of standard output.", valueName: "file"))
  var output: String?

  /// The device and era Info.plist files are linted for, the command line's over the
  /// configuration's; a bad `--device` or `--ios` is a usage error (exit 2).
  func target(_ configuration: SwivelConfiguration = SwivelConfiguration()) throws -> InfoPlistLintTarget {
    do throws(InfoPlistLintTargetError) {
      return try InfoPlistLintTarget(
        deviceID: deviceID ?? configuration.device, iOSVersion: iOSVersion ?? configuration.iOSVersion,
        sdk: sdk ?? configuration.sdk)
    } catch {
      throw ValidationError(error.description)
    }
  }

  func validate() throws {
    _ = try target()
  }

  func run() throws {
    // The configuration is the one found from the first file upward.
    let configuration = try config.load(near: files.first ?? ".", announce: !quiet.quiet)
    let rules = LintRule.all.filter { !configuration.disables($0.id) }
    let linter = ScenarioLinter(rules: rules, infoPlistTarget: try target(configuration))
    var named = files.map(PathName.displayed)
    if named.isEmpty {
      let search = LintFileSearch.files(under: ".", filter: configuration.paths)
      for name in search.notUTF8 {
        FileHandle.standardError.write(
          Data(
            "swivel: \(name) not searched: \(UndecodableNames.reason); rename it\n"
              .utf8))
      }
      if search.truncated {
        FileHandle.standardError.write(
          Data(
            "swivel: the search stopped after \(LintFileSearch.entryLimit) entries: name the files to lint, or exclude folders\n"
              .utf8))
      }
      guard !search.files.isEmpty else {
        FileHandle.standardError.write(
          Data(
            "swivel: no scenario (a YAML or JSON file with a top-level steps: key) or Info.plist under the current folder; name the files to lint\n"
              .utf8))
        throw ExitCode(2)
      }
      named = search.files
    }
    var report = linter.lint(files: named)
    report.setSeverities(
      { file, rule, severity in
        let local = configuration.local(for: file)
        return local.disables(rule) ? nil : local.severity(of: rule, default: severity)
      }, policy: failure.policy(configuration))
    try ConfigurationOptions.failOnNestedErrors(configuration)
    var lines: [String] = []
    for result in report.results {
      if !quiet.quiet { lines += result.notes.map(\.description) }
      switch result.outcome {
      case .linted(let findings): for finding in findings { lines.append("\(finding)") }
      case .unreadable(let error): FileHandle.standardError.write(Data("\(error)\n".utf8))
      }
    }
    if !quiet.quiet { lines.append(report.summary) }
    let findingReport = report.findingReport(rules: linter.rules)
    switch format {
    case .text: try ReportOutput.emit(lines.joined(separator: "\n"), to: output, terminator: lines.isEmpty ? "" : "\n")
    case .json: try ReportOutput.emit(findingReport.json, to: output)
    case .sarif: try ReportOutput.emit(findingReport.sarif, to: output)
    default:
      if let ci = CIFormat(rawValue: format.rawValue) { try ReportOutput.emit(ci.render(findingReport), to: output) }
    }
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

      With no file, lint checks those under the current folder: the scenarios (.yaml, .yml \
      and .json files with a top-level steps: key; other YAML files are left alone) and the \
      files named Info.plist or ending in -Info.plist that hold CFBundleIdentifier (as a \
      bundle's does, and Firebase's GoogleService-Info.plist does not), except in hidden \
      folders, DerivedData, \
      bundles (.app, .framework, .xcodeproj…) and what the configuration's excluded: (or \
      included:) leaves out; symbolic links are not followed. Finding none is an error (exit \
      status 2).

      A file whose name ends in .plist, or whose content is a property list (binary, or XML \
      beginning with <?xml, <!DOCTYPE plist or <plist), is an Info.plist; any other file is a \
      scenario. Scenarios are judged in their era (ios:) and on their device, with the \
      keys of the Info.plist they name (infoPlist:) under their inline keys. An Info.plist alone is \
      judged by the rules that need no controllers, in the newest era, on the devices of its \
      UIDeviceFamily; when it has none, on iPhone and on those its ~ipad and ~iphone keys name, \
      and a note says so (Xcode adds the family when it builds the app). --device ID lints it \
      for that device instead (its family and hardware), in the newest era the device ran; \
      --ios X.Y sets the era. --sdk X.Y says the iOS SDK the app is built with (by default the \
      era's own), which the iOS 27 rules judge: an app built with the iOS 27 SDK must adopt the \
      scene life cycle and declare a launch screen. Scenarios keep their own device, era and SDK \
      (sdk:). In an Info.plist, a \
      misspelt key or orientation, a $(VAR) build setting or a Boolean written as a string is a \
      finding, and the rest of the file is read as iOS reads it. An error is something \
      UIKit raises or App Store review rejects; a warning is something UIKit ignores or takes \
      other than written.

      Rules:

      \(rules.joined(separator: "\n\n"))

      Configuration: the nearest .swivel.yml from the first file's folder upward, or the file \
      --config names (--no-config: none), as swivel scan finds it (see swivel help scan), and \
      named on standard error unless --quiet is given; --quiet also prints, in the text format, \
      only the findings: no notes and no summary. Lint \
      reads its disabled_rules, its severity overrides, strict, lenient and warning_threshold \
      (--strict and --lenient win over them), and device, ios and sdk, the defaults of --device, \
      --ios and --sdk (the command line wins). The files named on the command line are \
      always linted: excluded and included only shape the search when none is named. swivel:disable comments are the \
      scan's too. `swivel rules` lists every rule.

      In the CI formats, JSON and SARIF, a finding's message is followed by the rule's reason, \
      as in the text; an Info.plist's finding has no line, and its key begins the message. \
      --format json prints one object: findings (rule, severity, file, line and column when \
      known, message), errors and notes (file, line and column when known, message), and \
      summary, the closing line. --format sarif prints a SARIF 2.1.0 log as swivel scan does \
      (see swivel help scan), with each finding's column as region.startColumn.

      \(CIFormat.discussion)

      Exit status: 0 when no finding fails the run (none, or warnings only), 1 when findings \
      fail it (an error; with --strict or strict: true, a warning too; or warning_threshold \
      warnings or more), 2 when a file cannot be read or understood (its error is printed on standard error with file, line and column, or \
      for an Info.plist with the file and key), or when --device or --ios names no device or \
      version, or a pair that never existed, or when the configuration cannot be read or \
      understood.
      """
  }
}
