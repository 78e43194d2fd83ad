import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs work on a thread of its own, with a stack large enough for swift-syntax's deepest
/// recursion, and waits for it no longer than a time limit.
///
/// swift-syntax recurses once or more for each token of some malformed shapes (`a<a<a<…`,
/// `if if if …`, `repeat repeat …`): a thread's usual 8 MiB stack overflowed, and `swivel scan`
/// crashed with a backtrace, on 3,000 levels (a 6 KB file, debug build). Its recovery from other
/// malformed shapes takes time that grows with the square of the file (`a ? b : ` repeated in
/// a class body: 16 s for 12 KB in the fuzz build). The time limit bounds what such a file costs
/// the caller; the work then goes on to its end on its own thread, its result dropped.
///
/// The thread is a POSIX thread rather than a Foundation `Thread`: `Thread.start()` ignores
/// `pthread_create`'s failure, and a process whose address space is limited (`ulimit -v`) could
/// not make a thread with a large stack, so the work never ran and each file looked like one
/// swift-syntax had not finished in time (a scan under `ulimit -v 800000` found no problem at all).
enum BoundedThread {
  /// How a run ended.
  enum Outcome<Value: Sendable>: Sendable {
    /// The work's result, within the time limit.
    case finished(Value)
    /// The time limit passed first; the work goes on, its result dropped.
    case timedOut
    /// No thread could be made (the system's reason, from `pthread_create`); the work did not run.
    case notStarted(reason: String)
  }

  /// The stack reserved for each byte of text to parse: 16 KiB. The deepest recursion known,
  /// swift-syntax's on `if ` repeated, takes about 4.2 KB of stack a byte in a debug build and
  /// 8.1 KB under AddressSanitizer (`a<` repeated: 2.4 KB in a debug build); this leaves twice the
  /// latter. Every size made from it is a multiple of 16 KiB, the page size macOS requires a
  /// thread's stack size to be a multiple of on Apple silicon.
  static let stackBytesPerTextByte = 16 << 10

  /// The least stack a thread is given, for the work around the recursion: twice a thread's usual.
  static let minimumStackSize = 16 << 20

  /// The longest text given to such a thread to parse: 256 KiB.
  static let maximumTextLength = 256 << 10

  /// The most stack a thread is given: 4 GiB, for a text of ``maximumTextLength``. Linux and
  /// macOS map the address space and use memory only as the recursion reaches it.
  static let maximumStackSize = Int(clamping: Int64(maximumTextLength) * Int64(stackBytesPerTextByte))

  /// The stack for parsing a text of `length` bytes: only what its deepest recursion could use, so
  /// that a process with a limited address space still makes threads for the files it reads.
  static func stackSize(forTextOfLength length: Int) -> Int {
    let (stack, overflow) = length.multipliedReportingOverflow(by: stackBytesPerTextByte)
    return overflow ? maximumStackSize : min(max(minimumStackSize, stack), maximumStackSize)
  }

  /// Runs `work` on a new thread with a stack of `stackSize` bytes and waits for it at most
  /// `timeLimit`.
  static func run<Value: Sendable>(
    stackSize: Int, timeLimit: Duration, _ work: @escaping @Sendable () -> Value
  ) -> Outcome<Value> {
    let handoff = Handoff<Value>()
    if let reason = detach(stackSize: stackSize, { handoff.finish(work()) }) {
      return .notStarted(reason: reason)
    }
    guard let value = handoff.wait(timeLimit) else { return .timedOut }
    return .finished(value)
  }

  /// Starts a detached POSIX thread (its resources are freed when it ends, whether or not anyone
  /// waits) that runs `work`; the system's reason when none could be made. Unlike work given to
  /// Dispatch, which may run only once a worker is free, the system schedules the thread whatever
  /// the caller waits for.
  static func detach(stackSize: Int, _ work: @escaping @Sendable () -> Void) -> String? {
    let start = Start(work)
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    var status = pthread_attr_setstacksize(&attributes, stackSize)
    if status == 0 { status = pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED)) }
    guard status == 0 else { return String(cString: strerror(status)) }
    let context = Unmanaged.passRetained(start).toOpaque()
    #if canImport(Darwin)
      var thread: pthread_t?
    #else
      var thread = pthread_t()
    #endif
    status = pthread_create(&thread, &attributes, { context in Start.run(context) }, context)
    guard status == 0 else {
      Unmanaged<Start>.fromOpaque(context).release()
      return String(cString: strerror(status))
    }
    return nil
  }
}

/// The work a new thread runs, handed to it through `pthread_create`'s context pointer.
private final class Start: Sendable {
  private let work: @Sendable () -> Void

  init(_ work: @escaping @Sendable () -> Void) { self.work = work }

  /// The thread's body: takes back the reference its creator passed, and runs the work.
  /// (The context is optional on Linux and not on macOS; this takes either.)
  static func run(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    guard let context else { return nil }
    Unmanaged<Start>.fromOpaque(context).takeRetainedValue().work()
    return nil
  }
}

/// The result one thread hands another.
///
/// `@unchecked Sendable`: `value` is read and written under `lock` only.
private final class Handoff<Value: Sendable>: @unchecked Sendable {
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
