import Foundation

/// One assignment of a build setting: its value as written, the conditions it holds under, and
/// where it was written.
struct BuildSettingAssignment: Hashable, Sendable {
  /// The value as written, `$(VAR)` references unexpanded.
  var value: String
  /// The `[sdk=iphoneos*]`-style conditions, all of which must hold; none for a plain assignment.
  var conditions: [BuildSettingCondition]
  /// Where it was written; `nil` for the values Xcode itself defines (`SRCROOT`, `TARGET_NAME`).
  var origin: ScanLocation?

  init(value: String, conditions: [BuildSettingCondition] = [], origin: ScanLocation? = nil) {
    self.value = value
    self.conditions = conditions
    self.origin = origin
  }
}

/// A condition on a build setting's assignment, `[sdk=iphoneos*]`: a parameter (`sdk`, `arch`,
/// `config`, `variant`) and a shell-style pattern its value must match.
struct BuildSettingCondition: Hashable, Sendable {
  var parameter: String
  var pattern: String

  /// Splits `NAME[sdk=iphoneos*][arch=*]` into the name and its conditions; `nil` when the text is
  /// no setting name (a letter or `_` first, then letters, digits and `_`).
  static func parse(_ text: String) -> (name: String, conditions: [BuildSettingCondition])? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    let name = trimmed.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    guard let first = name.first, first.isLetter || first == "_" else { return nil }
    var rest = trimmed.dropFirst(name.count)
    var conditions: [BuildSettingCondition] = []
    while rest.hasPrefix("[") {
      guard let close = rest.firstIndex(of: "]") else { return nil }
      let body = rest[rest.index(after: rest.startIndex)..<close]
      guard let equals = body.firstIndex(of: "=") else { return nil }
      conditions.append(
        BuildSettingCondition(
          parameter: body[..<equals].trimmingCharacters(in: .whitespaces).lowercased(),
          pattern: body[body.index(after: equals)...].trimmingCharacters(in: .whitespaces)))
      rest = rest[rest.index(after: close)...]
    }
    guard rest.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
    return (String(name), conditions)
  }
}

/// Build settings in Xcode's order of levels: for each name, its assignments from the lowest
/// level to the highest (Xcode's defaults, the project's `.xcconfig`, the project's settings, the
/// target's `.xcconfig`, the target's settings; within an `.xcconfig`, line by line through its
/// `#include`s).
///
/// The highest assignment whose conditions hold gives the value; `$(inherited)` in it stands for
/// the value of the next one down (Apple, Xcode Help, "Build settings reference": "inherited" is
/// the value at the next lower level; swift-build's `MacroValueAssignmentTable` keeps each
/// name's assignments as such a stack and evaluates `$(inherited)` against the next one).
struct BuildSettingTable: Sendable {
  private(set) var assignments: [String: [BuildSettingAssignment]] = [:]

  /// Adds an assignment above every earlier one of the same name.
  mutating func assign(_ name: String, _ assignment: BuildSettingAssignment) {
    assignments[name, default: []].append(assignment)
  }

  /// Adds a plain value with no conditions.
  mutating func assign(_ name: String, value: String, origin: ScanLocation?) {
    assign(name, BuildSettingAssignment(value: value, conditions: [], origin: origin))
  }

  /// Adds a `buildSettings` dictionary of a `project.pbxproj`: its plain settings, then its
  /// conditional ones, each sorted by name (a dictionary has no order; a matching condition is
  /// the more specific). A list value is joined with spaces, an element holding white space
  /// quoted, as Xcode reads list settings.
  ///
  /// - Parameter line: the line of a setting's entry, for its origin.
  mutating func assign(buildSettings: [String: Any], file: String, line: (String) -> Int) {
    var entries: [(key: String, name: String, conditions: [BuildSettingCondition], value: String)] = []
    for (key, value) in buildSettings {
      guard let (name, conditions) = BuildSettingCondition.parse(key), let text = Self.text(of: value) else {
        continue
      }
      entries.append((key, name, conditions, text))
    }
    entries.sort { ($0.conditions.isEmpty ? 0 : 1, $0.key) < ($1.conditions.isEmpty ? 0 : 1, $1.key) }
    for entry in entries {
      assign(
        entry.name,
        BuildSettingAssignment(
          value: entry.value, conditions: entry.conditions, origin: ScanLocation(file: file, line: line(entry.key))))
    }
  }

  /// A setting's value as text: a string as it is, a list joined with spaces.
  static func text(of value: Any) -> String? {
    if let string = value as? String { return string }
    if let list = value as? [Any] {
      return list.compactMap { $0 as? String }.map { element in
        element.contains(where: \.isWhitespace) && !element.hasPrefix("\"") ? "\"\(element)\"" : element
      }.joined(separator: " ")
    }
    if let number = value as? NSNumber { return number.stringValue }
    return nil
  }
}
