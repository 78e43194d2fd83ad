import Foundation

/// Runs work on a thread of its own, with a stack large enough for swift-syntax's deepest
/// recursion, and waits for it no longer than a time limit.
///
/// swift-syntax recurses once or more for each token of some malformed shapes (`a<a<a<…`,
/// `if if if …`, `repeat repeat …`): a thread's usual 8 MiB stack overflowed, and `swivel scan`
/// crashed with a backtrace, on 3,000 levels (a 6 KB file, debug build). Its recovery from other
/// malformed shapes takes time that grows with the square of the file (`a ? b : ` repeated in
/// a class body: 16 s for 12 KB in the fuzz build). The time limit bounds what such a file costs
/// the caller; the work then goes on to its end on its own thread, its result dropped.
enum BoundedThread {
  /// The stack reserved for the thread. Linux and macOS map the address space and use memory only
  /// as the recursion reaches it; ``maximumTextLength`` keeps the deepest recursion within it.
  static let stackSize = 1 << 30

  /// The longest text given to such a thread to parse: 256 KiB, whose deepest recursion (two
  /// bytes a level) fits ``stackSize`` with room to spare (about 2.7 KB a level in a debug build).
  static let maximumTextLength = 256 * 1024

  /// `work`'s result, or `nil` when it has not finished within `timeLimit`.
  static func run<Value: Sendable>(timeLimit: Duration, _ work: @escaping @Sendable () -> Value) -> Value? {
    let outcome = Outcome<Value>()
    let thread = Thread { outcome.finish(work()) }
    thread.stackSize = stackSize
    thread.start()
    return outcome.wait(timeLimit)
  }
}

/// The result one thread hands another.
///
/// `@unchecked Sendable`: `value` is read and written under `lock` only.
private final class Outcome<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value?
  private let done = DispatchSemaphore(value: 0)

  func finish(_ value: Value) {
    lock.withLock { self.value = value }
    done.signal()
  }

  func wait(_ limit: Duration) -> Value? {
    let (seconds, attoseconds) = limit.components
    let nanoseconds = seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    guard done.wait(timeout: .now() + .nanoseconds(Int(clamping: nanoseconds))) == .success else { return nil }
    return lock.withLock { value }
  }
}
