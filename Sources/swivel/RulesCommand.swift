import ArgumentParser
import Foundation
import SwivelScan
import SwivelScenario

/// `swivel rules`: every rule `lint` and `scan` run, and what the configuration does to each.
struct RulesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rules",
    abstract: "List every rule: its id, severity, what it checks and why, and whether the configuration turns it off.",
    discussion: """
      Each rule is printed with its id, its severity (the configuration's when it overrides it, \
      the rule's own in brackets), which command runs it (lint: swivel lint and swivel scan; \
      scan: swivel scan only), what it checks and why, and whether the configuration turns it \
      off (disabled_rules). The configuration is the .swivel.yml found from the current folder \
      upward, or the file --config names; --no-config lists the rules as they are without one.

      --format json prints {"configuration": the file read or null, "rules": [{"id", \
      "severity", "defaultSeverity", "source", "summary", "why", "disabled"}]}.

      No rule is opt-in: every rule runs unless the configuration's disabled_rules names it, or \
      a swivel:disable comment silences it where it stands (see swivel help scan).

      Exit status: 0; 2 when the configuration cannot be read or understood.
      """
  )

  /// The output formats.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text, json
  }

  @Option(help: "How to print the rules: text or json.")
  var format: Format = .text

  @OptionGroup var config: ConfigurationOptions

  func run() throws {
    let configuration = try config.load(near: FileManager.default.currentDirectoryPath)
    switch format {
    case .text: print(Self.text(configuration))
    case .json: print(Self.json(configuration))
    }
  }

  static func text(_ configuration: SwivelConfiguration) -> String {
    var lines: [String] = []
    for rule in RuleCatalog.all {
      let severity = configuration.severity(of: rule.id, default: rule.severity)
      var head = "\(rule.id) (\(severity)"
      if severity != rule.severity { head += ", \(rule.severity) by default" }
      head += "; \(rule.source))"
      if configuration.disables(rule.id) { head += " off: disabled by \(configuration.file ?? "the configuration")" }
      lines.append(head)
      lines.append("  \(rule.summary)")
      lines.append("  Why: \(rule.why).")
      lines.append("")
    }
    let disabled = RuleCatalog.all.count { configuration.disables($0.id) }
    let origin = configuration.file.map { "configuration \($0)" } ?? "no configuration file"
    lines.append("\(RuleCatalog.all.count) rules, \(disabled) disabled (\(origin)).")
    return lines.joined(separator: "\n")
  }

  static func json(_ configuration: SwivelConfiguration) -> String {
    let rules: [[String: Any]] = RuleCatalog.all.map { rule in
      [
        "id": rule.id, "severity": configuration.severity(of: rule.id, default: rule.severity).rawValue,
        "defaultSeverity": rule.severity.rawValue, "source": rule.source, "summary": rule.summary, "why": rule.why,
        "disabled": configuration.disables(rule.id),
      ]
    }
    let object: [String: Any] = ["configuration": configuration.file ?? NSNull(), "rules": rules]
    guard
      let data = try? JSONSerialization.data(
        withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}
