import SwivelCore
import SwivelMotion

/// The output of `swivel detect`: the device orientation changes found in a trace, for people
/// or as JSON Lines.
public enum DetectionReport {
  /// How to print the changes.
  public enum Format: String, CaseIterable, Sendable {
    /// One line per change for people: `   1.250 s  portrait → landscapeLeft`.
    case text
    /// One `deviceOrientationDidChange` event per line (Scenario reference, sections 7 and 8).
    case jsonl
  }

  /// The lines that print `changes` in `format`, without line feeds.
  ///
  /// In JSON Lines, each change is `{"t": 1.25, "kind": "deviceOrientationDidChange",
  /// "orientation": "landscapeLeft"}`, `t` being the time of the sample at which it was
  /// reported. The first change is from `unknown`.
  public static func lines(for changes: [OrientationChange], format: Format) -> [String] {
    var previous = DeviceOrientation.unknown
    return changes.map { change in
      defer { previous = change.orientation }
      switch format {
      case .jsonl:
        return "{\"t\": \(jsonNumber(change.time)), \"kind\": \"deviceOrientationDidChange\", "
          + "\"orientation\": \"\(change.orientation.name)\"}"
      case .text:
        return "\(fixed(change.time, decimals: 3).leftPadded(to: 9)) s  \(previous.name) → \(change.orientation.name)"
      }
    }
  }

  /// `value` as a JSON number: the shortest decimal that reads back the same, `1.25`, `2.0`.
  static func jsonNumber(_ value: Double) -> String {
    value.isFinite ? "\(value)" : "null"
  }

  /// `value` with exactly `decimals` decimals.
  static func fixed(_ value: Double, decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let units = (abs(value) * scale).rounded()
    guard units < 9e18 else { return "\(value)" }
    var digits = String(UInt64(units))
    while digits.count <= decimals { digits = "0" + digits }
    let split = digits.index(digits.endIndex, offsetBy: -decimals)
    let sign = value < 0 && units > 0 ? "-" : ""
    return decimals == 0 ? sign + digits : sign + digits[..<split] + "." + digits[split...]
  }
}

extension String {
  func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }

  func rightPadded(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
