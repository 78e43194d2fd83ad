import SwivelCore
import SwivelKit

extension EventPattern {
  /// How far apart two numbers of a pattern and an event may be and still match: `t`,
  /// `duration`, `size` and `bounds` within 0.001, as frames are compared.
  public static let numberTolerance = 0.001

  /// Whether `event` matches: every field the pattern names is one of the event's fields, with an
  /// equal value (Scenario reference, section 6.1).
  ///
  /// `kind` is compared with the event's kind name and `t` with its time; masks are compared as
  /// sets of orientations; numbers within ``numberTolerance``; names and texts exactly.
  public func matches(_ event: TraceEvent) -> Bool {
    // The kind and the time first: they are read without building the event's fields (a
    // decision's `reason` is its whole explanation in words), and most events fail on them.
    if let kind = fields[.kind], !Self.value(kind, matchesField: .kind, of: event) { return false }
    if let time = fields[.t], !Self.value(time, matchesField: .t, of: event) { return false }
    var eventFields: KeyValuePairs<String, TraceValue>?
    for (field, value) in fields where field != .kind && field != .t {
      let all = eventFields ?? event.fields
      eventFields = all
      guard let actual = all.first(where: { $0.key == field.rawValue })?.value, Self.value(value, equals: actual)
      else { return false }
    }
    return true
  }

  static func value(_ value: Value, matchesField field: Field, of event: TraceEvent) -> Bool {
    switch field {
    case .kind:
      return value == .text(event.kind.name)
    case .t:
      guard case .number(let number) = value else { return false }
      return abs(number - event.time) <= numberTolerance
    default:
      guard let actual = event.fields.first(where: { $0.key == field.rawValue })?.value else { return false }
      return self.value(value, equals: actual)
    }
  }

  static func value(_ value: Value, equals actual: TraceValue) -> Bool {
    switch (value, actual) {
    case (.text(let expected), .text(let found)):
      return expected == found
    case (.number(let expected), .number(let found)):
      return abs(expected - found) <= numberTolerance
    case (.numbers(let expected), .numbers(let found)):
      return expected.count == found.count
        && zip(expected, found).allSatisfy { abs($0 - $1) <= numberTolerance }
    case (.mask(let expected), .names(let names)):
      let found = names.compactMap(InterfaceOrientation.init(name:))
      return found.count == names.count && InterfaceOrientationMask(found) == expected
    case (.null, .null):
      return true
    case (.bool(let expected), .bool(let found)):
      return expected == found
    default:
      return false
    }
  }
}

extension EventPattern: CustomStringConvertible {
  /// The pattern as the scenario writes it, fields in the trace's order:
  /// `{controller: photos, kind: willRotateToInterfaceOrientation, to: landscapeRight}`.
  public var description: String {
    let parts = Field.allCases.compactMap { field in
      fields[field].map { "\(field.rawValue): \(Self.text(of: $0))" }
    }
    return "{" + parts.joined(separator: ", ") + "}"
  }

  static func text(of value: Value) -> String {
    switch value {
    case .text(let text): text
    case .number(let number): NumberFormat.short(number)
    case .numbers(let numbers): "[" + numbers.map(NumberFormat.short).joined(separator: ", ") + "]"
    case .mask(let mask): "\(mask)"
    case .null: "null"
    case .bool(let value): "\(value)"
    }
  }
}
