import Foundation
import Testing

@testable import SwivelScan

/// Swift files are parsed on a thread of their own with a large stack, for a limited time
/// (`BoundedThread`): swift-syntax's recursion on some malformed code overflowed a thread's usual
/// 8 MiB and crashed the scan, and its recovery from other code takes minutes.
struct BoundedThreadTests {
  /// A recursion whose frames each hold 512 bytes on the stack (a SIMD vector is a value there).
  private static func depth(_ levels: Int) -> Int {
    var frame = SIMD64<UInt64>(repeating: UInt64(levels))
    frame[levels % 64] &+= 1
    return levels == 0 ? 0 : 1 + depth(levels - 1) + Int(frame[levels % 64] >> 63)
  }

  @Test func theThreadsStackHoldsARecursionThatWouldOverflowEightMebibytes() {
    // 20,000 levels of more than 512 bytes: more than 10 MB of stack. (Not deeper: the
    // ThreadSanitizer build keeps a call stack of its own of 65,536 frames a thread.)
    let outcome = BoundedThread.run(stackSize: BoundedThread.maximumStackSize, timeLimit: .seconds(120)) {
      Self.depth(20_000)
    }
    guard case .finished(let levels) = outcome else {
      Issue.record("the recursion did not finish: \(outcome)")
      return
    }
    #expect(levels == 20_000)
  }

  @Test func workPastTheTimeLimitGivesNothing() {
    let started = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let outcome = BoundedThread.run(stackSize: BoundedThread.minimumStackSize, timeLimit: .milliseconds(10)) {
      started.signal()
      release.wait()
      return 1
    }
    guard case .timedOut = outcome else {
      Issue.record("expected a time-out, got \(outcome)")
      return
    }
    started.wait()
    release.signal()
  }

  // The stack is sized to the text, so that a process whose address space is limited (`ulimit
  // -v`) still makes threads for ordinary files: with 1 GiB each, a scan under `ulimit -v 800000`
  // made none and reported no problem at all.
  @Test func theStackFollowsTheTextsLength() {
    #expect(BoundedThread.stackSize(forTextOfLength: 0) == 16 << 20)
    #expect(BoundedThread.stackSize(forTextOfLength: 10_000) == 163_840_000)
    #expect(BoundedThread.stackSize(forTextOfLength: BoundedThread.maximumTextLength) == 4 << 30)
    #expect(BoundedThread.stackSize(forTextOfLength: Int.max) == 4 << 30)
    #expect(BoundedThread.maximumTextLength == 256 * 1024)
  }

  // A thread the system cannot make (here a stack of a pebibyte, more address space than a
  // process has) is reported with the system's reason, and the work does not run.
  @Test func aThreadThatCannotBeMadeIsReportedNotWaitedFor() {
    let ran = Flag()
    let outcome = BoundedThread.run(stackSize: 1 << 50, timeLimit: .seconds(120)) { ran.set() }
    guard case .notStarted(let reason) = outcome else {
      Issue.record("expected no thread, got \(outcome)")
      return
    }
    #expect(!reason.isEmpty)
    #expect(!ran.isSet)
    #expect(
      SwiftSourceReader.threadNotStartedNote("Resource temporarily unavailable", stackSize: 40 << 20)
        == "no thread with a stack of 40 MiB could be made to parse the file (Resource temporarily unavailable; "
        + "is the process's address space limited, as by ulimit -v?); the file is not read")
  }

  // Found by trying repeated keywords against the fuzz build: `if ` 1,500 times overflowed the
  // stack there (AddressSanitizer: stack-overflow); read on the large stack, it parses (in 0.3 s
  // in a debug build; the limit leaves room for the sanitizers' builds, many times slower).
  // `if ` is the deepest recursion known for its length, and the stack the reader gives grows
  // with the text, so this also checks `stackBytesPerTextByte` for the build it runs in: with
  // 4 KiB a byte it crashed a debug build.
  @Test func deepRecursionInSwiftSyntaxIsRead() {
    let text = "// shouldAutorotate\n" + String(repeating: "if ", count: 3_000)
    #expect(SwiftSourceReader.read(text, file: "A.swift", timeLimit: .seconds(120)).notes.isEmpty)
  }

  // `a ? b : ` repeated in a class body: swift-syntax's recovery takes time that grows with the
  // square of the file (16 s for 12 KB in the fuzz build). Past the limit, the file is a note.
  @Test func aFileSwiftSyntaxTakesTooLongOverIsANote() {
    let text = "// shouldAutorotate\nclass A {\n" + String(repeating: "a ? b : ", count: 100)
    let facts = SwiftSourceReader.read(text, file: "A.swift", timeLimit: .milliseconds(1))
    #expect(facts.controllers.isEmpty)
    #expect(facts.notes.map(\.message) == [SwiftSourceReader.timeLimitNote(.milliseconds(1))])
    #expect(facts.notes.map(\.location) == [ScanLocation(file: "A.swift")])
    // The same note through the public entry the fuzzer's harness uses to save such inputs.
    let notes = ProjectScanner.swiftSource(text, file: "A.swift", timeLimit: .milliseconds(1)).notes
    #expect(notes.map(\.message) == [ProjectScanner.swiftTimeLimitNote(.milliseconds(1))])
    #expect(
      SwiftSourceReader.timeLimitNote(.milliseconds(500)).hasPrefix(
        "swift-syntax did not finish parsing the file within 0.5 s"))
  }

  @Test func aFileLongerThanTheThreadIsGivenIsANote() {
    let text = "// shouldAutorotate\n" + String(repeating: "let a = 1\n", count: 26_215)
    #expect(text.utf8.count > BoundedThread.maximumTextLength)
    let facts = SwiftSourceReader.read(text, file: "A.swift")
    #expect(facts.notes.map(\.message) == [SwiftSourceReader.tooLongNote])
    #expect(SwiftSourceReader.tooLongNote.hasPrefix("the file is longer than 256 KiB"))
  }
}

/// Whether work ran on another thread.
///
/// `@unchecked Sendable`: `value` is read and written under `lock` only.
private final class Flag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false

  var isSet: Bool { lock.withLock { value } }
  func set() { lock.withLock { value = true } }
}
