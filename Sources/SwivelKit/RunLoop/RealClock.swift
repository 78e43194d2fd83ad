#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The machine's monotonic clock, for running the interface live (`swivel watch`).
///
/// Time is counted from the moment the clock is made, on the standard library's
/// `ContinuousClock`, so it never jumps when the wall-clock time is set. Waiting blocks the
/// calling thread. Tests use ``VirtualClock`` or a clock of their own instead.
public final class RealClock: RunLoopClock {
  private let origin: ContinuousClock.Instant

  /// A clock reading 0 now.
  public init() {
    origin = ContinuousClock.now
  }

  /// Seconds since the clock was made.
  public var now: Double {
    let elapsed = origin.duration(to: ContinuousClock.now).components
    return Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
  }

  /// Blocks the calling thread until `deadline`.
  public func wait(until deadline: Double) {
    var remaining = deadline - now
    while remaining > 0 {
      let seconds = remaining.rounded(.down)
      var request = timespec(tv_sec: Int(seconds), tv_nsec: Int((remaining - seconds) * 1e9))
      _ = nanosleep(&request, nil)
      remaining = deadline - now
    }
  }
}
