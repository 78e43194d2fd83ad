import Foundation
import Testing

@testable import SwivelScan

/// A target's sources are read on threads with stacks that hold a small file's parse
/// (`SourceReadingThreads`); a parse there keeps the time limit it has on a thread of its own.
@Suite struct SourceReadingThreadsTests {
  /// What the threads kept, and the files given up.
  private final class Kept: @unchecked Sendable {
    private let lock = NSLock()
    private var kept: [Int] = []
    private var givenUp: [Int: Set<String>] = [:]
    func keep(_ index: Int) { lock.withLock { kept.append(index) } }
    func giveUp(_ index: Int, _ pending: SourceFacts) { lock.withLock { givenUp[index] = pending.declaredClasses } }
    var all: (kept: [Int], givenUp: [Int: Set<String>]) { lock.withLock { (kept.sorted(), givenUp) } }
  }

  // One thread, and its file's parse never ends within the limit: the file is given up with its
  // facts so far, and a thread made in its place reads the files left.
  @Test func aParsePastTheLimitIsGivenUpAndTheRestIsRead() {
    let kept = Kept()
    let release = DispatchSemaphore(value: 0)
    let threads = SourceReadingThreads(count: 3, timeLimit: .milliseconds(50), threads: 1)
    let ran = threads.run(
      { index, parser, keep in
        if index == 1, let parser {
          let pending = SourceFacts(declaredClasses: ["Slow"], superclasses: [:])
          _ = parser.run(stackSize: 1 << 20, pending: pending) {
            release.wait()
            return SourceFacts()
          }
        }
        keep { kept.keep(index) }
      },
      givenUp: { index, pending in kept.giveUp(index, pending) })
    #expect(ran)
    #expect(kept.all.kept == [0, 2])
    #expect(kept.all.givenUp == [1: ["Slow"]])
    // The given-up parse ends later; what it reads is dropped.
    release.signal()
    Thread.sleep(forTimeInterval: 0.05)
    #expect(kept.all.kept == [0, 2])
  }

  @Test func noFilesIsDoneAtOnce() {
    let threads = SourceReadingThreads(count: 0, timeLimit: .seconds(10))
    let ran = threads.run({ _, _, _ in Issue.record("nothing to read") }, givenUp: { _, _ in })
    #expect(ran)
  }

  // A parse whose stack is larger than the reading threads' goes to a thread of its own (here one
  // the system cannot make, so it is reported, as a thread of its own is).
  @Test func aLargerParseGoesToAThreadOfItsOwn() {
    let outcomes = Kept()
    let threads = SourceReadingThreads(count: 1, timeLimit: .seconds(10))
    _ = threads.run(
      { index, parser, keep in
        if case .notStarted? = parser?.run(stackSize: 1 << 50, pending: SourceFacts(), { SourceFacts() }) {
          keep { outcomes.keep(index) }
        }
      },
      givenUp: { _, _ in })
    #expect(outcomes.all.kept == [0])
  }

  // A Swift file of 4 KiB is parsed on a reading thread: its stack holds swift-syntax's deepest
  // known recursion for that length (`if ` repeated; see BoundedThreadTests).
  @Test func theDeepestRecursionOfASmallFileFitsAReadingThread() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let text = "// shouldAutorotate\n" + String(repeating: "if ", count: 1_350)
    #expect(BoundedThread.stackSize(forTextOfLength: text.utf8.count) <= SourceReadingThreads.stackSize)
    try ScanFixtures.write(text, to: "\(folder)/Deep.swift")
    let read = ProjectScanner.readSources(["\(folder)/Deep.swift"], timeLimit: .seconds(120))
    #expect(read.unopened.isEmpty && read.facts.notes.isEmpty)
  }

  // Past the limit on a reading thread, the file has the note a thread of its own gives.
  @Test func aSlowSmallFileIsTheSameNote() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.write(
      "// shouldAutorotate\nclass A {\n" + String(repeating: "a ? b : ", count: 400), to: "\(folder)/Slow.swift")
    let read = ProjectScanner.readSources(["\(folder)/Slow.swift"], timeLimit: .milliseconds(1))
    #expect(read.facts.notes.map(\.message) == [SwiftSourceReader.timeLimitNote(.milliseconds(1))])
    #expect(read.facts.notes.map(\.location) == [ScanLocation(file: "\(folder)/Slow.swift")])
  }

  // An Objective-C file's reading has the same time limit. The reader is Swivel's own and
  // bounded, but a shape of code it reads slowly should make the file a finding, not the scan
  // take minutes: past the limit, the file is given up with a note of its own, and with time
  // enough the same file is read. (That the rest of a target is read meanwhile is the first
  // test's.)
  @Test func aSlowObjectiveCFileIsGivenUpWithItsOwnNote() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let method = "- (NSUInteger)supportedInterfaceOrientations { return UIInterfaceOrientationMaskAll; }\n"
    let file = "\(folder)/Slow.m"
    try ScanFixtures.write("@implementation Slow\n" + String(repeating: method, count: 4_000) + "@end\n", to: file)

    let limited = ProjectScanner.readSources([file], timeLimit: .milliseconds(1))
    #expect(limited.facts.notes.map(\.message) == [ProjectScanner.objectiveCTimeLimitNote(.milliseconds(1))])
    #expect(limited.facts.notes.map(\.location) == [ScanLocation(file: file)])
    #expect(ProjectScanner.objectiveCTimeLimitNote(.milliseconds(1)).contains("within 0.001 seconds"))
    #expect(limited.facts.controllers.isEmpty)

    let whole = ProjectScanner.readSources([file], timeLimit: .seconds(120))
    #expect(whole.facts.notes.isEmpty)
    #expect(whole.facts.controllers.map(\.className) == ["Slow"])
  }
}
