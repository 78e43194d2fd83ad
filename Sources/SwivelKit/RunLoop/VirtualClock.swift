/// A clock whose time moves only when a run loop waits on it: virtual time.
///
/// It starts at the given time (0 by default, the start of a scenario) and jumps straight to
/// each deadline it is asked to wait for, so a simulated minute costs nothing.
public final class VirtualClock: RunLoopClock {
  /// The current virtual time, in seconds.
  public private(set) var now: Double

  /// A virtual clock that reads `start` seconds (0 by default).
  public init(start: Double = 0) {
    now = start
  }

  /// Jumps to `deadline`, or stays put if the clock is already past it.
  public func wait(until deadline: Double) {
    if deadline > now { now = deadline }
  }
}
