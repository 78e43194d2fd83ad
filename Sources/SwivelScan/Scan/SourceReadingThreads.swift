import Foundation

/// The threads a target's sources are read on: one per core, each with a stack large enough for
/// swift-syntax to parse a small Swift file (up to 4 KiB, most of an app's) on it, so that the
/// file is not handed to a thread of its own and back (``BoundedThread``): the two threads waking
/// each other cost a 2,500-file project's scan a tenth of its time. A larger file is still parsed
/// on a thread of its own.
///
/// A parse on a reading thread has the same time limit as on its own thread, watched from the
/// calling thread: past it, the file is given up with the same note, the reading thread is left
/// to finish it (its result dropped), and another takes its place for the files left. The
/// reading of an Objective-C file is watched the same way (``Parser/watched(pending:_:)``).
///
/// `@unchecked Sendable`: every access to the mutable fields holds `lock`.
final class SourceReadingThreads: @unchecked Sendable {
  /// The stack of each reading thread: what ``BoundedThread/stackSize(forTextOfLength:)`` gives
  /// a text of 4 KiB.
  static let stackSize = 64 << 20

  /// Runs a Swift parse on the reading thread when its stack holds it, else on a thread of its
  /// own; the file's facts so far are kept for the case where it runs past the time limit.
  struct Parser: Sendable {
    fileprivate let threads: SourceReadingThreads
    fileprivate let index: Int

    /// The outcome of `work`, which needs a stack of `stackSize`, with the file's facts so far.
    func run(
      stackSize: Int, pending: SourceFacts, _ work: @escaping @Sendable () -> SourceFacts
    ) -> BoundedThread.Outcome<SourceFacts> {
      guard stackSize <= SourceReadingThreads.stackSize else {
        return BoundedThread.run(stackSize: stackSize, timeLimit: threads.timeLimit, work)
      }
      return .finished(watched(pending: pending, work))
    }

    /// `work` run here, on the reading thread, under the time limit: past it, the file is given
    /// up with `pending` (and what `work` returns later is dropped).
    func watched(pending: SourceFacts, _ work: () -> SourceFacts) -> SourceFacts {
      threads.lock.withLock { threads.parsing[index] = (DispatchTime.now(), pending) }
      defer { threads.lock.withLock { threads.parsing[index] = nil } }
      return work()
    }
  }

  let count: Int
  let timeLimit: Duration
  private let threadCount: Int
  private let lock = NSLock()
  private var next = 0
  private var remaining: Int
  private var parsing: [Int: (start: DispatchTime, pending: SourceFacts)] = [:]
  private var givenUp: Set<Int> = []
  private let allDone = DispatchSemaphore(value: 0)

  /// Threads for `count` files, one per core unless `threads` says otherwise.
  init(count: Int, timeLimit: Duration, threads: Int = ProcessInfo.processInfo.activeProcessorCount) {
    self.count = count
    self.timeLimit = timeLimit
    threadCount = min(max(threads, 1), 64)
    remaining = count
  }

  /// Runs `body` for each index, then returns; `false`, having run nothing, when no reading thread
  /// could be made (a process whose address space is limited).
  ///
  /// - Parameters:
  ///   - body: reads one file and keeps its result through `keep`.
  ///   - givenUp: keeps the result of a file given up past the time limit, from its facts so far.
  func run(
    _ body: @escaping @Sendable (_ index: Int, _ parser: Parser?, _ keep: (() -> Void) -> Void) -> Void,
    givenUp keepGivenUp: (_ index: Int, _ pending: SourceFacts) -> Void
  ) -> Bool {
    guard count > 0 else { return true }
    let loop: @Sendable () -> Void = { [self] in
      while let index = take() {
        body(index, Parser(threads: self, index: index)) { store in finish(index, store) }
      }
    }
    var started = 0
    for _ in 0..<threadCount where BoundedThread.detach(stackSize: Self.stackSize, loop) == nil { started += 1 }
    guard started > 0 else { return false }
    while true {
      let deadline: DispatchTime = lock.withLock {
        let earliest = parsing.values.map(\.start).min() ?? DispatchTime.now()
        return earliest + Self.dispatchInterval(timeLimit)
      }
      if allDone.wait(timeout: deadline) == .success { return true }
      // Give up each parse past the limit, and start a thread for the files left in its place.
      let now = DispatchTime.now()
      var replacements = 0
      lock.withLock {
        for (index, parse) in parsing where parse.start + Self.dispatchInterval(timeLimit) <= now {
          parsing[index] = nil
          givenUp.insert(index)
          keepGivenUp(index, parse.pending)
          replacements += 1
          remaining -= 1
          if remaining == 0 { allDone.signal() }
        }
      }
      for _ in 0..<replacements where BoundedThread.detach(stackSize: Self.stackSize, loop) != nil {
        // No thread for the files left: read them here, each parse on a thread of its own.
        while let index = take() { body(index, nil) { store in finish(index, store) } }
      }
    }
  }

  /// The next file to read, if any.
  private func take() -> Int? {
    lock.withLock {
      guard next < count else { return nil }
      defer { next += 1 }
      return next
    }
  }

  /// Keeps a file's result (unless it was given up) and counts it done.
  private func finish(_ index: Int, _ store: () -> Void) {
    lock.withLock {
      guard !givenUp.contains(index) else { return }
      store()
      remaining -= 1
      if remaining == 0 { allDone.signal() }
    }
  }

  private static func dispatchInterval(_ duration: Duration) -> DispatchTimeInterval {
    let (seconds, attoseconds) = duration.components
    return .nanoseconds(Int(clamping: seconds * 1_000_000_000 + attoseconds / 1_000_000_000))
  }
}
