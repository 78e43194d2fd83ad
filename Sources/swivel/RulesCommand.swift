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

      swivel rules ID shows that rule alone, with an example that triggers it and one that does \
      not (an Info.plist's keys, a scenario, or the files of an iPhone app of iOS 17); the \
      tests lint or scan each, so they do what they say. An unknown ID is an error with the \
      nearest one (exit status 2).

      --format json prints {"configuration": the file read or null, "rules": [{"id", \
      "severity", "defaultSeverity", "source", "summary", "why", "disabled"}]}; for one rule, \
      its entry also holds "triggers" and "passes", each a list of files ({"name", "text"}).

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

  @Argument(
    help: ArgumentHelp(
      "Show only this rule, with an example that triggers it and one that does not.", valueName: "rule"))
  var rule: String?

  func validate() throws {
    if let rule, RuleCatalog.rule(id: rule) == nil {
      let nearest = RuleCatalog.nearestID(to: rule).map { " (did you mean '\($0)'?)" } ?? ""
      throw ValidationError("no rule '\(QuotedInput.shortened(rule))'\(nearest); `swivel rules` lists them")
    }
  }

  func run() throws {
    let configuration = try config.load(near: FileManager.default.currentDirectoryPath)
    if let rule, let entry = RuleCatalog.rule(id: rule) {
      switch format {
      case .text: print(Self.detail(entry, configuration))
      case .json: print(Self.json(configuration, only: entry))
      }
      return
    }
    switch format {
    case .text: print(Self.text(configuration))
    case .json: print(Self.json(configuration))
    }
  }

  /// A rule's head line: `id (severity; source)`, with the configuration's override and whether
  /// it turns the rule off.
  static func head(_ rule: RuleCatalog.Entry, _ configuration: SwivelConfiguration) -> String {
    let severity = configuration.severity(of: rule.id, default: rule.severity)
    var head = "\(rule.id) (\(severity)"
    if severity != rule.severity { head += ", \(rule.severity) by default" }
    head += "; \(rule.source))"
    if configuration.disables(rule.id) { head += " off: disabled by \(configuration.file ?? "the configuration")" }
    return head
  }

  /// `swivel rules ID`: the rule, why it matters, and its two examples, each file named.
  static func detail(_ rule: RuleCatalog.Entry, _ configuration: SwivelConfiguration) -> String {
    var lines = [head(rule, configuration), "  \(rule.summary)", "  Why: \(rule.why).", ""]
    if let pair = RuleExamples.all[rule.id] {
      for (title, example) in [("Triggers it:", pair.triggers), ("Does not trigger it:", pair.passes)] {
        lines.append(title)
        for file in example.files {
          let what = file.name == "Info.plist" ? "Info.plist, in its <dict>" : file.name
          lines.append("  // \(what)")
          var text = Substring(file.text)
          while text.hasSuffix("\n") { text = text.dropLast() }
          lines += text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "  \($0)" }
        }
        lines.append("")
      }
    }
    lines.append("Silence it with swivel:disable:next \(rule.id), or disabled_rules: [\(rule.id)] in .swivel.yml.")
    return lines.joined(separator: "\n")
  }

  static func text(_ configuration: SwivelConfiguration) -> String {
    var lines: [String] = []
    for rule in RuleCatalog.all {
      lines.append(head(rule, configuration))
      lines.append("  \(rule.summary)")
      lines.append("  Why: \(rule.why).")
      lines.append("")
    }
    let disabled = RuleCatalog.all.count { configuration.disables($0.id) }
    let origin = configuration.file.map { "configuration \($0)" } ?? "no configuration file"
    lines.append("\(RuleCatalog.all.count) rules, \(disabled) disabled (\(origin)).")
    return lines.joined(separator: "\n")
  }

  /// The rules as JSON; with `only`, that rule alone, with its examples (`triggers` and
  /// `passes`: each a list of files, `name` and `text`).
  static func json(_ configuration: SwivelConfiguration, only: RuleCatalog.Entry? = nil) -> String {
    let rules: [[String: Any]] = (only.map { [$0] } ?? RuleCatalog.all).map { rule in
      var object: [String: Any] = [
        "id": rule.id, "severity": configuration.severity(of: rule.id, default: rule.severity).rawValue,
        "defaultSeverity": rule.severity.rawValue, "source": rule.source, "summary": rule.summary, "why": rule.why,
        "disabled": configuration.disables(rule.id),
      ]
      if only != nil, let pair = RuleExamples.all[rule.id] {
        func files(_ example: RuleExamples.Example) -> [[String: String]] {
          example.files.map { ["name": $0.name, "text": $0.text] }
        }
        object["triggers"] = files(pair.triggers)
        object["passes"] = files(pair.passes)
      }
      return object
    }
    let object: [String: Any] = ["configuration": configuration.file ?? NSNull(), "rules": rules]
    guard
      let data = try? JSONSerialization.data(
        withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}
