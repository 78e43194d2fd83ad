import SwivelCore
import SwivelKit

/// Writing an event the way a scenario's `events:` patterns are written.
extension TraceEvent {
  /// The event written as an `events:` pattern that matches it, time first:
  /// `{t: 1, kind: willRotateToInterfaceOrientation, controller: photos, to: landscapeRight, duration: 0.4}`.
  ///
  /// Failed expectations print events this way, so a user can copy one into a scenario.
  public var patternText: String {
    var parts = ["t: \(NumberFormat.short(time))", "kind: \(kind.name)"]
    for (name, value) in fields { parts.append("\(name): \(Self.patternText(of: value))") }
    return "{" + parts.joined(separator: ", ") + "}"
  }

  static func patternText(of value: TraceValue) -> String {
    switch value {
    case .text(let text):
      // Texts with YAML's punctuation (a decision's reason) are quoted, as a scenario must.
      text.contains(where: { ",:{}[]#\"".contains($0) }) ? "\"" + text.replacing("\"", with: "\\\"") + "\"" : text
    case .number(let number): NumberFormat.short(number)
    case .names(let names): "[" + names.joined(separator: ", ") + "]"
    case .numbers(let numbers): "[" + numbers.map(NumberFormat.short).joined(separator: ", ") + "]"
    case .bool(let value): "\(value)"
    case .null: "null"
    }
  }
}
