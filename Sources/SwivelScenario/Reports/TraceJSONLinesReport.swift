import SwivelCore
import SwivelKit

/// The trace as JSON Lines (Scenario reference, section 7): one object per event, in order of
/// happening, `{"t": 1.25, "kind": "...", ...fields}`.
///
/// `t` is in seconds of virtual time, rounded to the microsecond; orientations and styles are
/// names, masks lists of names, sizes `[width, height]`, rects `[x, y, width, height]`, a missing
/// decider `null`. The fields come in the Scenario reference's order.
public struct TraceJSONLinesReport: Sendable {
  /// The JSON Lines report.
  public init() {}

  /// The whole trace, one line per event, each ending with a newline.
  public func rendered(_ events: some Sequence<TraceEvent>) -> String {
    var output = ""
    for event in events {
      output += line(for: event)
      output += "\n"
    }
    return output
  }

  /// One event as one JSON object, without the newline.
  public func line(for event: TraceEvent) -> String {
    var parts = ["\"t\": \(NumberFormat.short(event.time))", "\"kind\": \(Self.string(event.kind.name))"]
    for (name, value) in event.fields { parts.append("\(Self.string(name)): \(Self.json(value))") }
    return "{" + parts.joined(separator: ", ") + "}"
  }

  static func json(_ value: TraceValue) -> String {
    switch value {
    case .text(let text): string(text)
    case .number(let number): NumberFormat.short(number)
    case .names(let names): "[" + names.map(string).joined(separator: ", ") + "]"
    case .numbers(let numbers): "[" + numbers.map(NumberFormat.short).joined(separator: ", ") + "]"
    case .bool(let value): "\(value)"
    case .null: "null"
    }
  }

  /// A JSON string literal, escaped as RFC 8259 requires.
  static func string(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
