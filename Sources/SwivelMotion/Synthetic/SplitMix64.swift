#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small, fast, seeded random number generator (Steele, Lea and Flood's SplitMix64), so that
/// a seed always gives the same synthetic motion, on every platform.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator whose sequence is determined by `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits of the sequence.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

extension RandomNumberGenerator {
  /// A uniform number in `[0, 1)`.
  mutating func unit() -> Double {
    Double(next() >> 11) * (1.0 / 9_007_199_254_740_992.0)
  }

  /// A normally distributed number with mean 0 and the given standard deviation (Box–Muller).
  mutating func gaussian(_ deviation: Double) -> Double {
    let u1 = max(unit(), 1e-300)
    let u2 = unit()
    return deviation * (-2 * log(u1)).squareRoot() * cos(2 * Double.pi * u2)
  }
}
