import Foundation
import SwivelScenario

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `swivel:` comments of one file, which silence findings where they stand:
///
/// - `// swivel:disable:next RULE…` (or `/* … */`, `<!-- … -->`): the findings of the rules on
///   the next line; `swivel:disable:this` on the comment's own line (after the code it is about),
///   `swivel:disable:previous` on the line before it, as SwiftLint's directives do;
/// - `// swivel:disable RULE…` … `// swivel:enable RULE…`: the findings of the rules from the
///   `disable` line to the `enable` one, or to the end of the file without one.
///
/// `all` stands for every rule. Rule ids are separated by spaces or commas; a reason may follow
/// ` -- `. A comment is a directive only when `swivel:` follows the comment's opening (`//`,
/// `/*`, `<!--`) directly, white space aside, so prose that mentions the tool is not one; only
/// the first `swivel:` of a line is read.
///
/// Each rule named is one ``Scope``; one that silences no finding, a rule id that does not
/// exist and a directive misspelt are ``ScanRule/unusedSuppression`` findings.
final class FileSuppressions {
  /// The lines on which a rule's findings are silenced, and the directive that says so.
  struct Scope {
    /// A rule id, or `all`.
    var rule: String
    var lines: ClosedRange<Int>
    /// The line of the `disable` comment.
    var line: Int
    /// The directive as written, for the message.
    var directive: String
    var used = false
  }

  let file: String
  private(set) var scopes: [Scope] = []
  /// Misspelt directives, unknown rule ids, an `enable` of nothing: line and message.
  private(set) var problems: [(line: Int, message: String)] = []

  /// The marker every directive holds.
  static let marker = Array("swivel:".utf8)

  /// Whether the bytes hold `swivel:` anywhere: a file without it has no directive, and is not
  /// read further.
  static func mentionsMarker(_ bytes: UnsafeRawBufferPointer) -> Bool {
    firstMarker(in: bytes, from: 0) != nil
  }

  /// The offset of the first `swivel:` at or after `start`: `memchr` finds each `w`, then the
  /// bytes around it are compared. Every file a scan reads is searched, and `w` is five times
  /// rarer in code than the `s` before it (0.6% of the bytes of 3,000 real Swift and Objective-C
  /// files, against 3.6%).
  static func firstMarker(in bytes: UnsafeRawBufferPointer, from start: Int) -> Int? {
    guard let base = bytes.baseAddress, start >= 0 else { return nil }
    let anchor = 1  // the offset of `w` in the marker
    var offset = start + anchor
    while offset - anchor + marker.count <= bytes.count {
      let left = bytes.count - (offset - anchor + marker.count) + 1  // places the anchor may be at
      guard let found = memchr(base + offset, Int32(marker[anchor]), left) else { return nil }
      let position = base.distance(to: UnsafeRawPointer(found)) - anchor
      if memcmp(base + position, marker, marker.count) == 0 { return position }
      offset = position + anchor + 1
    }
    return nil
  }

  /// The directives of a file's bytes.
  init(_ data: Data, file: String) {
    self.file = file
    let bytes = [UInt8](data)
    var lineNumber = 1
    var counted = 0  // bytes whose newlines are counted in lineNumber
    var searchFrom = 0
    var open: [String: (line: Int, directive: String)] = [:]
    var finished: [Scope] = []
    while searchFrom < bytes.count {
      let found = bytes.withUnsafeBytes { Self.firstMarker(in: $0, from: searchFrom) }
      guard let position = found else { break }
      lineNumber += bytes[counted..<position].count { $0 == UInt8(ascii: "\n") }
      counted = position
      // Only the first `swivel:` of a line is looked at, and the search goes on after the line:
      // each byte is visited a bounded number of times, however long the line.
      var lineStart = position
      while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
      var lineEnd = position
      while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
      searchFrom = lineEnd
      let before = String(decoding: bytes[max(lineStart, position - 256)..<position], as: UTF8.self)
        .trimmingCharacters(in: .whitespaces)
      guard before.hasSuffix("//") || before.hasSuffix("/*") || before.hasSuffix("<!--") else { continue }
      let start = position + Self.marker.count
      // A comment longer than the limit is read to the limit and said so, never cut silently
      // (a rule id past a silent cut was dropped).
      if lineEnd - start > Self.commentLimit {
        problems.append(
          (
            lineNumber,
            "a swivel: comment longer than \(Self.commentLimit) bytes is read to its first \(Self.commentLimit) only, so a rule id past them suppresses nothing; expected a shorter comment (split it)"
          ))
      }
      let end = min(lineEnd, start + Self.commentLimit)
      parse(String(decoding: bytes[start..<end], as: UTF8.self), line: lineNumber, open: &open, finished: &finished)
    }
    for (rule, start) in open {
      finished.append(Scope(rule: rule, lines: start.line...Int.max, line: start.line, directive: start.directive))
    }
    scopes = finished.sorted { ($0.line, $0.rule) < ($1.line, $1.rule) }
  }

  /// The longest `swivel:` comment read, in bytes after the marker to the line's end: far past
  /// any list of rule ids, and a bound on the work a line makes.
  static let commentLimit = 65_536

  /// The directives a file's `swivel:` comments may give.
  static let directives = ["disable", "disable:next", "disable:this", "disable:previous", "enable"]

  /// The directives, as the messages list them.
  private static let directiveList =
    "swivel:disable, swivel:disable:next, swivel:disable:this, swivel:disable:previous or swivel:enable"

  private func parse(
    _ text: String, line: Int, open: inout [String: (line: Int, directive: String)], finished: inout [Scope]
  ) {
    var body = Substring(text)
    for end in ["*/", "-->"] {
      if let range = body.range(of: end) { body = body[..<range.lowerBound] }
    }
    var words = body.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," || $0 == "\r" })
    guard let first = words.first else {
      problems.append(
        (
          line,
          "a swivel: comment without a directive; expected \(Self.directiveList) and rule ids"
        ))
      return
    }
    let directive = String(first)
    words.removeFirst()
    guard Self.directives.contains(directive) else {
      let hint = NearestName.find(directive, among: Self.directives).map { " (did you mean 'swivel:\($0)'?)" } ?? ""
      problems.append(
        (
          line,
          "unknown directive 'swivel:\(QuotedInput.shortened(directive))'\(hint) suppresses nothing; expected \(Self.directiveList)"
        ))
      return
    }
    // A reason follows ` -- `; another comment on the line ends the list too.
    if let reason = words.firstIndex(where: {
      $0 == "--" || $0 == "-" || $0.hasPrefix("—") || $0.hasPrefix("//") || $0.hasPrefix("/*") || $0.hasPrefix("<!--")
    }) {
      words = Array(words[..<reason])
    }
    guard !words.isEmpty else {
      problems.append((line, "swivel:\(directive) names no rule, so it suppresses nothing; expected rule ids or all"))
      return
    }
    for word in words {
      let rule = String(word)
      guard rule == "all" || RuleCatalog.rule(id: rule) != nil else {
        let hint = RuleCatalog.nearest(to: rule).map { " (did you mean '\($0)'?)" } ?? ""
        problems.append(
          (
            line,
            "unknown rule '\(QuotedInput.shortened(rule))' in swivel:\(directive)\(hint), so it suppresses nothing; expected a rule id (`swivel rules` lists them) or all"
          ))
        continue
      }
      switch directive {
      case "disable:next":
        finished.append(Scope(rule: rule, lines: (line + 1)...(line + 1), line: line, directive: directive))
      case "disable:this":
        finished.append(Scope(rule: rule, lines: line...line, line: line, directive: directive))
      case "disable:previous":
        // On the first line there is no line before: a scope of no line, which silences nothing.
        finished.append(Scope(rule: rule, lines: (line - 1)...(line - 1), line: line, directive: directive))
      case "disable":
        if open[rule] == nil { open[rule] = (line, directive) }
      default:
        let closing = rule == "all" ? Array(open.keys) : (open[rule] == nil ? [] : [rule])
        guard !closing.isEmpty else {
          problems.append(
            (line, "swivel:enable \(rule) enables a rule no swivel:disable above disabled, so it does nothing"))
          continue
        }
        for name in closing {
          if let start = open.removeValue(forKey: name) {
            finished.append(Scope(rule: name, lines: start.line...line, line: start.line, directive: start.directive))
          }
        }
      }
    }
  }

  /// Whether a finding of `rule` at `line` is silenced; every scope that silences it is used.
  func suppresses(rule: String, line: Int) -> Bool {
    var silenced = false
    for index in scopes.indices where scopes[index].lines.contains(line) {
      if scopes[index].rule == rule || scopes[index].rule == "all" {
        scopes[index].used = true
        silenced = true
      }
    }
    return silenced
  }

  /// The findings of the directives that silenced nothing (a rule the configuration disables
  /// excepted: it had nothing to find), of misspelt directives and of unknown rule ids.
  func unusedFindings(severity: LintSeverity, disabled: Set<String>) -> [ScanFinding] {
    let rule = ScanRule.unusedSuppression
    var findings = problems.map { problem in
      ScanFinding(
        rule: rule.id, severity: severity, location: ScanLocation(file: file, line: problem.line),
        message: problem.message)
    }
    for scope in scopes where !scope.used && !disabled.contains(scope.rule) {
      let what =
        switch scope.directive {
        case "disable:next": "the next line"
        case "disable:this": "its own line"
        case "disable:previous":
          scope.line == 1 ? "the line before it, which the file does not have" : "the line before it"
        default: "the lines it covers"
        }
      findings.append(
        ScanFinding(
          rule: rule.id, severity: severity, location: ScanLocation(file: file, line: scope.line),
          message:
            "swivel:\(scope.directive) \(scope.rule) suppresses nothing: \(scope.rule == "all" ? "no rule finds anything" : "\(scope.rule) finds nothing") on \(what); remove it, or it will hide the next finding written there"
        ))
    }
    return findings
  }
}

/// The files, among those a scan reads from several threads, that hold `swivel:`.
///
/// `@unchecked Sendable`: every access to `files` holds `lock`.
final class MarkedFiles: @unchecked Sendable {
  private let lock = NSLock()
  private var files: Set<String> = []

  /// Notes the file when its bytes hold `swivel:`.
  func check(_ data: Data, file: String) {
    guard data.withUnsafeBytes(FileSuppressions.mentionsMarker) else { return }
    lock.lock()
    defer { lock.unlock() }
    files.insert(file)
  }

  var all: Set<String> {
    lock.lock()
    defer { lock.unlock() }
    return files
  }
}
