import Synchronization

/// A clock whose time moves only when someone sleeps on it: each sleep jumps to its deadline
/// at once, then calls `onSleep` with the new time (so a test can change the world between
/// two polls).
///
/// `@unchecked Sendable`: its state sits behind a `Mutex`; `onSleep` is set before use and
/// only called from the task that sleeps.
final class ManualClock: Clock, @unchecked Sendable {
  struct Instant: InstantProtocol {
    var offset: Duration

    func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    func duration(to other: Instant) -> Duration { other.offset - offset }
    static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private let current = Mutex(Instant(offset: .zero))
  var onSleep: (Duration) throws -> Void = { _ in }
  private(set) var sleeps = 0

  var now: Instant { current.withLock { $0 } }
  var minimumResolution: Duration { .zero }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    let time = current.withLock { now in
      if now < deadline { now = deadline }
      return now.offset
    }
    sleeps += 1
    try onSleep(time)
  }
}
