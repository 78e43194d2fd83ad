/// How reports write numbers: short, stable, and the same on every platform.
enum NumberFormat {
  /// The number rounded to the microsecond (so that `0.1 + 0.2` prints `0.3`), without trailing
  /// zeros: `1.25`, `667`, `0`, `-0.5`.
  static func short(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    let micro = (value * 1_000_000).rounded()
    if micro == 0 { return "0" }
    guard abs(micro) < 9e15 else { return "\(value)" }
    let scaled = Int64(micro)
    let sign = scaled < 0 ? "-" : ""
    let magnitude = scaled.magnitude
    let whole = magnitude / 1_000_000
    var fraction = String(magnitude % 1_000_000)
    if fraction == "0" { return "\(sign)\(whole)" }
    fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return "\(sign)\(whole).\(fraction)"
  }

  /// Seconds with three decimals, as the text timeline prints times: `1.000`, `12.345`.
  static func seconds(_ value: Double) -> String {
    // Beyond the integers a Double counts exactly, Swift's own form (the loader keeps scenario
    // times far below it).
    guard value.isFinite, abs(value * 1000) < 9e15 else { return short(value) }
    let milli = Int64((value * 1000).rounded())
    let sign = milli < 0 ? "-" : ""
    let magnitude = milli.magnitude
    let fraction = String(magnitude % 1000)
    return "\(sign)\(magnitude / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
  }
}
