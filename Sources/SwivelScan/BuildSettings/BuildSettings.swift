import Foundation
import SwivelScenario

/// A target's build settings for one configuration, evaluated as Xcode evaluates them.
///
/// A value is the highest assignment whose conditions hold (``BuildSettingTable``), with its
/// references expanded: `$(NAME)`, `${NAME}` and `$NAME` are replaced by that setting's value
/// (empty when it has none, as in Xcode), `$(inherited)` by the value of the next lower
/// assignment, `$(NAME:lower)`-style operators are applied (`lower`, `upper`, `default=…`,
/// `identifier`, `c99extidentifier`, `rfc1034identifier`, `base`, `file`, `dir`, `suffix`; any
/// other leaves the value as it is), references nest (`$(FOO_$(BAR))`) and `$$` is a dollar sign.
/// A reference cycle expands to an empty string after 32 levels instead of looping, and a text
/// longer than 64 KiB is left unexpanded; the references of one evaluation make at most 64 KiB of
/// text, beyond which they expand to nothing.
///
/// The conditions are those of a Release build of an app for a device: `sdk` matches
/// `iphoneos`, `arch` `arm64`, `variant` `normal`, `config` the configuration's name.
struct BuildSettings: Sendable {
  /// The assignments, lowest level first.
  var table: BuildSettingTable
  /// The configuration's name, for `[config=…]` conditions.
  var configuration: String

  /// The deepest nesting of references evaluated before giving up on a cycle.
  static let maximumDepth = 32

  /// The longest text whose references are expanded; a longer one (no real setting is) is kept as
  /// it is, so that an adversarial file cannot make expansion take quadratic time.
  static let maximumExpandedLength = 65_536

  /// Whether any assignment of the setting holds, even an empty one.
  func isAssigned(_ name: String) -> Bool {
    !matching(name).isEmpty
  }

  /// The setting's value, fully expanded; empty when it is not assigned.
  func value(_ name: String) -> String {
    value(name, depth: 0, budget: ExpansionBudget())
  }

  /// The setting's value and how many references its evaluation expanded (values already
  /// evaluated included): what the evaluation's time follows, so tests can check it stays in
  /// proportion to the settings rather than to the paths between them.
  func valueCountingReferences(_ name: String) -> (value: String, references: Int) {
    let budget = ExpansionBudget()
    let value = value(name, depth: 0, budget: budget)
    return (value, ExpansionBudget.references - budget.references)
  }

  /// Where the assignment that gives the setting's value was written; `nil` when it is not
  /// assigned or is one of Xcode's own.
  func origin(_ name: String) -> ScanLocation? {
    matching(name).last?.origin
  }

  /// A text with its build-setting references expanded (how Xcode expands an Info.plist's values).
  func expand(_ text: String) -> String {
    expand(text, inherited: { "" }, depth: 0, budget: ExpansionBudget())
  }

  /// Whether the setting's value reads as true: `YES`, `true` or a non-zero number, as Xcode's
  /// Boolean settings read (NSString's `boolValue`).
  func isTrue(_ name: String) -> Bool {
    Self.boolValue(value(name))
  }

  /// The value of a string-list setting (`INFOPLIST_KEY_UISupportedInterfaceOrientations`): split
  /// at white space, quotes keeping white space in an element, a backslash escaping the next
  /// character, as Xcode splits list settings.
  func list(_ name: String) -> [String] {
    Self.splitList(value(name))
  }

  // MARK: - Evaluation

  private func matching(_ name: String) -> [BuildSettingAssignment] {
    (table.assignments[name] ?? []).filter { assignment in assignment.conditions.allSatisfy(holds) }
  }

  private func holds(_ condition: BuildSettingCondition) -> Bool {
    let candidates: [String]
    switch condition.parameter {
    case "sdk": candidates = ["iphoneos"]
    case "arch": candidates = ["arm64"]
    case "variant": candidates = ["normal"]
    case "config": candidates = [configuration]
    default: return false
    }
    return candidates.contains { fnmatch(condition.pattern, $0, 0) == 0 }
  }

  /// How much work one evaluation may do: references evaluated and characters they produce (and
  /// that their operators read). Once spent, further references expand to nothing, so that
  /// settings referring to each other many times over (`A = $(B)$(B)`, `B = $(C)$(C)` …) cannot
  /// take exponential time or memory.
  ///
  /// It also keeps each value evaluated, by setting, assignments taken and depth: a setting that
  /// the others refer to many times over (`A = $(B:base)$(B:file)`, `B = $(A:base)$(A:file)`,
  /// a cycle branching at each level) is evaluated once at each depth, not once for each path to
  /// it, so that the evaluation's time stays in proportion to the settings and the text made.
  private final class ExpansionBudget {
    /// The references one evaluation may expand.
    static let references = 100_000
    var references = ExpansionBudget.references
    var characters = BuildSettings.maximumExpandedLength
    var evaluated: [EvaluatedValue: String] = [:]
  }

  /// A value evaluated: the setting, how many of its assignments were taken (fewer for
  /// `$(inherited)`), and the depth it was evaluated at.
  private struct EvaluatedValue: Hashable {
    var name: String
    var assignments: Int
    var depth: Int
  }

  private func value(_ name: String, depth: Int, budget: ExpansionBudget) -> String {
    value(of: matching(name)[...], name: name, depth: depth, budget: budget)
  }

  private func value(
    of assignments: ArraySlice<BuildSettingAssignment>, name: String, depth: Int, budget: ExpansionBudget
  ) -> String {
    guard let top = assignments.last, depth < Self.maximumDepth else { return "" }
    let key = EvaluatedValue(name: name, assignments: assignments.count, depth: depth)
    if let known = budget.evaluated[key] { return known }
    let result = expand(
      top.value, inherited: { value(of: assignments.dropLast(), name: name, depth: depth + 1, budget: budget) },
      depth: depth + 1, budget: budget)
    budget.evaluated[key] = result
    return result
  }

  private func expand(_ text: String, inherited: () -> String, depth: Int, budget: ExpansionBudget) -> String {
    guard text.contains("$"), depth < Self.maximumDepth, text.utf8.count <= Self.maximumExpandedLength else {
      return text
    }
    var result = ""
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      let next = text.index(after: index)
      guard character == "$", next < text.endIndex else {
        result.append(character)
        index = next
        continue
      }
      let opener = text[next]
      if opener == "$" {
        result.append("$")
        index = text.index(after: next)
      } else if opener == "(" || opener == "{", let close = Self.matchingClose(in: text, from: next) {
        let inner = expand(
          String(text[text.index(after: next)..<close]), inherited: inherited, depth: depth + 1, budget: budget)
        result += reference(inner, inherited: inherited, depth: depth, budget: budget)
        index = text.index(after: close)
      } else if opener.isASCII, opener.isLetter || opener == "_" {
        let name = text[next...].prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        result += reference(String(name), inherited: inherited, depth: depth, budget: budget)
        index = name.endIndex
      } else {
        result.append(character)
        index = next
      }
    }
    return result
  }

  /// The value of one reference's body, `NAME` or `NAME:operator:…`.
  private func reference(_ body: String, inherited: () -> String, depth: Int, budget: ExpansionBudget) -> String {
    guard budget.references > 0, budget.characters > 0 else { return "" }
    budget.references -= 1
    let parts = body.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    let name = String(parts[0])
    var value = name == "inherited" ? inherited() : self.value(name, depth: depth + 1, budget: budget)
    let operations = parts.count > 1 ? parts[1].split(separator: ":") : []
    if !operations.isEmpty {
      // Each operator reads the whole value, whatever it leaves (`:file` of a long path is short).
      budget.characters -= value.utf8.count * operations.count
      guard budget.characters >= 0 else { return "" }
    }
    for operation in operations {
      value = Self.apply(String(operation), to: value)
    }
    budget.characters -= value.utf8.count
    return budget.characters >= 0 ? value : ""
  }

  /// The index of the bracket closing the one at `open`, nested brackets of the same kind counted.
  private static func matchingClose(in text: String, from open: String.Index) -> String.Index? {
    let opener = text[open]
    let closer: Character = opener == "(" ? ")" : "}"
    var depth = 0
    var index = open
    while index < text.endIndex {
      if text[index] == opener {
        depth += 1
      } else if text[index] == closer {
        depth -= 1
        if depth == 0 { return index }
      }
      index = text.index(after: index)
    }
    return nil
  }

  /// A reference operator (swift-build's `MacroEvaluationScope` supports these and more).
  static func apply(_ operation: String, to value: String) -> String {
    if operation.hasPrefix("default=") { return value.isEmpty ? String(operation.dropFirst(8)) : value }
    switch operation {
    case "lower": return value.lowercased()
    case "upper": return value.uppercased()
    case "identifier", "c99extidentifier":
      return String(value.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
    case "rfc1034identifier":
      return String(value.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == ".") ? $0 : "-" })
    case "base": return PathName.stem(of: value)
    case "file": return PathName.last(of: value)
    case "dir": return PathName.parent(of: value)
    case "suffix":
      let ext = PathName.fileExtension(of: value)
      return ext.isEmpty ? "" : ".\(ext)"
    default: return value
    }
  }

  /// NSString's `boolValue`: true when, after white space and an optional sign and zeros, the text
  /// begins with `Y`, `y`, `T`, `t` or a digit 1 to 9.
  static func boolValue(_ text: String) -> Bool {
    var rest = text.drop { $0.isWhitespace }
    if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
    rest = rest.drop { $0 == "0" }
    guard let first = rest.first else { return false }
    return "YyTt123456789".contains(first)
  }

  /// Splits a list setting's value at white space; quotes (`"…"`, `'…'`) keep white space in an
  /// element and a backslash escapes the next character.
  static func splitList(_ text: String) -> [String] {
    var elements: [String] = []
    var current = ""
    var hasElement = false
    var quote: Character?
    var escaped = false
    for character in text {
      if escaped {
        current.append(character)
        escaped = false
        hasElement = true
      } else if character == "\\" {
        escaped = true
      } else if let open = quote {
        if character == open { quote = nil } else { current.append(character) }
      } else if character == "\"" || character == "'" {
        quote = character
        hasElement = true
      } else if character.isWhitespace {
        if hasElement || !current.isEmpty { elements.append(current) }
        current = ""
        hasElement = false
      } else {
        current.append(character)
        hasElement = true
      }
    }
    if hasElement || !current.isEmpty { elements.append(current) }
    return elements
  }
}
