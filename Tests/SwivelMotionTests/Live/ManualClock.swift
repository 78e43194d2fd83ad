/// A clock whose time moves only when someone sleeps on it: each sleep jumps to its deadline
/// at once, then calls `onSleep` with the new time (so a test can change the world between
/// two polls).
///
/// `@unchecked Sendable`: a test sets `onSleep` before the watch starts, and from then on only
/// the one task that runs the watch reads the time and sleeps; nothing is shared concurrently.
final class ManualClock: Clock, @unchecked Sendable {
  struct Instant: InstantProtocol {
    var offset: Duration

    func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    func duration(to other: Instant) -> Duration { other.offset - offset }
    static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private var current = Instant(offset: .zero)
  var onSleep: (Duration) throws -> Void = { _ in }
  private(set) var sleeps = 0

  var now: Instant { current }
  var minimumResolution: Duration { .zero }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    if current < deadline { current = deadline }
    sleeps += 1
    try onSleep(current.offset)
  }
}
