import ArgumentParser

/// `swivel manual`: the man page, in man(7) roff, made from the same help every command prints,
/// so that `man swivel` and `swivel help` agree. `make install` installs it as `swivel.1`.
///
/// Each command is a subsection: its abstract, its usage, arguments and options as the help
/// prints them (kept as written), and its discussion, a paragraph at a time: a paragraph of one
/// line is filled text; of several lines (a list of rules), each starts a line; an indented one
/// (an example) is kept as written.
/// Each command's `Exit status:` paragraph goes to the page's EXIT STATUS section. Every
/// character outside ASCII is written as groff's `\[uXXXX]`, so that ✓, ✗, → and ∩ show on a
/// UTF-8 terminal without a preprocessor, and `-` as `\-`, so that options copy as typed.
struct ManualCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "manual",
    abstract: "Print swivel's man page (roff), as make install installs it.",
    discussion: "The page is made from each command's help.\n\nExit status: 0.",
    shouldDisplay: false
  )

  func run() {
    print(Self.page, terminator: "")
  }

  /// The commands the page describes: those `swivel --help` lists.
  static var commands: [any ParsableCommand.Type] {
    Swivel.configuration.subcommands.filter { $0.configuration.shouldDisplay }
  }

  /// The whole page.
  static var page: String {
    var lines: [String] = [
      ".TH SWIVEL 1 \"\" \"swivel \(VersionCommand.current)\" \"User Commands\"",
      // No hyphenation (an option split across lines would not copy) and a ragged right.
      ".nh",
      ".ad l",
      ".SH NAME",
      "swivel \\- " + escaped(Swivel.configuration.abstract),
      ".SH SYNOPSIS",
      ".B swivel",
      ".I command",
      ".RI [ options ]",
      ".SH DESCRIPTION",
      escaped(
        "Swivel rebuilds UIKit's interface-orientation system in portable Swift: it plays scenarios in virtual time, lints them and Info.plists, and scans Xcode projects for orientation mistakes. Each command is described below; swivel help COMMAND prints the same text."
      ),
      ".SH COMMANDS",
    ]
    var exitStatuses: [(String, String)] = []
    for command in commands {
      let name = "swivel " + (command.configuration.commandName ?? "")
      lines.append(".SS \"\(escaped(name))\"")
      lines.append(escaped(command.configuration.abstract))
      lines.append(".PP")
      lines += preformatted(usage(of: command))
      for paragraph in paragraphs(command.configuration.discussion) {
        if paragraph.hasPrefix("Exit status: ") {
          exitStatuses.append((name, String(paragraph.dropFirst("Exit status: ".count))))
          continue
        }
        lines.append(".PP")
        lines += Self.lines(of: paragraph)
      }
    }
    lines.append(".SH EXIT STATUS")
    for (name, status) in exitStatuses {
      lines += [".TP", ".B \(escaped(name))", escaped(status)]
    }
    lines += [
      ".SH SEE ALSO",
      escaped(
        "swivel help COMMAND; the README and the Scenario reference (Sources/SwivelScenario/Documentation.docc) in Swivel's repository."
      ),
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The help's usage, arguments and options, as `swivel help COMMAND` prints them, narrow
  /// enough for the page's indentation.
  static func usage(of command: any ParsableCommand.Type) -> String {
    let help = Swivel.helpMessage(for: command, columns: 72)
    guard let start = help.range(of: "USAGE: ") else { return help }
    var text = String(help[start.lowerBound...])
    while text.hasSuffix("\n") { text.removeLast() }
    return text
  }

  /// A discussion's paragraphs, trimmed, empty ones left out.
  static func paragraphs(_ text: String) -> [String] {
    text.components(separatedBy: "\n\n").map { paragraph in
      var paragraph = Substring(paragraph)
      while paragraph.hasPrefix("\n") { paragraph = paragraph.dropFirst() }
      while paragraph.hasSuffix("\n") || paragraph.hasSuffix(" ") { paragraph = paragraph.dropLast() }
      return String(paragraph)
    }.filter { !$0.isEmpty }
  }

  /// A discussion paragraph: one line is filled text; several lines each start a line (`.br`),
  /// filled, as a list of rules; and when one is indented (an example), all are kept as written.
  static func lines(of paragraph: String) -> [String] {
    let split = paragraph.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if split.count == 1 { return [escaped(paragraph)] }
    if split.contains(where: { $0.hasPrefix(" ") }) { return preformatted(paragraph) }
    return Array(split.map(escaped).map { [$0] }.joined(separator: [".br"]))
  }

  /// Lines kept as written: `.nf` … `.fi`.
  static func preformatted(_ text: String) -> [String] {
    [".nf"] + text.split(separator: "\n", omittingEmptySubsequences: false).map { escaped(String($0)) } + [".fi"]
  }

  /// Text roff prints as written: `\` as `\e`, `-` as `\-`, characters outside ASCII as
  /// `\[uXXXX]`, and a leading `.` or `'` (a request) or blank after `\&`.
  static func escaped(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": out += "\\e"
      case "-": out += "\\-"
      case _ where scalar.value > 0x7F:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        out += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
      default: out.unicodeScalars.append(scalar)
      }
    }
    if out.hasPrefix(".") || out.hasPrefix("'") || out.hasPrefix(" ") { out = "\\&" + out }
    return out
  }
}
