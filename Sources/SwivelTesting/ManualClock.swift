/// A `Clock` whose time moves only when someone sleeps on it: each sleep jumps to its deadline at
/// once, then calls ``onSleep`` with the new time, so a test can change the world between two
/// polls. Give it to `OrientationWatcher.watch(_:rate:clock:duration:detector:_:)` to test a
/// live watch without waiting.
///
/// ```swift
/// let clock = ManualClock()
/// clock.onSleep = { time in if time == .seconds(1) { try device.hold(.landscapeLeft) } }
/// ```
///
/// `@unchecked Sendable`: a test sets ``onSleep`` before the watch starts, and from then on only
/// the one task that runs the watch reads the time and sleeps; nothing is shared concurrently.
public final class ManualClock: Clock, @unchecked Sendable {
  /// A point in the clock's time: an offset from its start.
  public struct Instant: InstantProtocol {
    /// Time since the clock started.
    public var offset: Duration

    public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    public func duration(to other: Instant) -> Duration { other.offset - offset }
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private var current = Instant(offset: .zero)
  /// Called after each sleep with the time slept to, before the sleeper goes on; an error it
  /// throws is the sleep's.
  public var onSleep: (Duration) throws -> Void = { _ in }
  /// How many times someone slept on the clock.
  public private(set) var sleeps = 0

  /// A clock at its start.
  public init() {}

  public var now: Instant { current }
  public var minimumResolution: Duration { .zero }

  public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    if current < deadline { current = deadline }
    sleeps += 1
    try onSleep(current.offset)
  }
}
