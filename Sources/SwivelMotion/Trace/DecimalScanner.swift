#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a decimal number from bytes, without `String` or Foundation.
///
/// Accepts an optional sign, digits with an optional point, and an optional exponent
/// (`-12.5`, `.25`, `3.`, `1e-3`, `+2E+2`). Up to 19 significant digits are kept (more are
/// rounded off, far below a sensor's resolution). When the significand fits in 53 bits and the
/// power of ten is at most 22 (every number a trace holds) the result is correctly rounded: one
/// exact multiplication or division.
enum DecimalScanner {
  private static let powers: [Double] = (0...22).map { exponent in
    var value = 1.0
    for _ in 0..<exponent { value *= 10 }
    return value
  }

  /// The number the `count` bytes at `pointer` spell, or `nil` when they are not a number.
  @inline(__always)
  static func parse(_ pointer: UnsafePointer<UInt8>, count: Int) -> Double? {
    var index = 0
    var negative = false
    if index < count && (pointer[index] == 0x2D || pointer[index] == 0x2B) {
      negative = pointer[index] == 0x2D
      index += 1
    }
    var significand: UInt64 = 0
    var digits = 0
    var exponent = 0
    var sawDigit = false
    while index < count {
      let digit = pointer[index] &- 0x30
      if digit > 9 { break }
      sawDigit = true
      if digits < 19 {
        significand = significand &* 10 &+ UInt64(digit)
        if significand != 0 { digits += 1 }
      } else {
        exponent += 1
      }
      index += 1
    }
    if index < count && pointer[index] == 0x2E {
      index += 1
      while index < count {
        let digit = pointer[index] &- 0x30
        if digit > 9 { break }
        sawDigit = true
        if digits < 19 {
          significand = significand &* 10 &+ UInt64(digit)
          if significand != 0 { digits += 1 }
          exponent -= 1
        }
        index += 1
      }
    }
    guard sawDigit else { return nil }
    if index < count && (pointer[index] | 0x20) == 0x65 {
      index += 1
      var exponentNegative = false
      if index < count && (pointer[index] == 0x2D || pointer[index] == 0x2B) {
        exponentNegative = pointer[index] == 0x2D
        index += 1
      }
      var value = 0
      var exponentDigits = false
      while index < count {
        let digit = pointer[index] &- 0x30
        if digit > 9 { break }
        exponentDigits = true
        if value < 100_000 { value = value * 10 + Int(digit) }
        index += 1
      }
      guard exponentDigits else { return nil }
      exponent += exponentNegative ? -value : value
    }
    guard index == count else { return nil }
    var result = Double(significand)
    if significand < (1 << 53) && exponent >= -22 && exponent <= 22 {
      result = exponent < 0 ? result / powers[-exponent] : result * powers[exponent]
    } else if significand != 0 {
      result *= pow(10, Double(exponent))
    }
    return negative ? -result : result
  }
}
