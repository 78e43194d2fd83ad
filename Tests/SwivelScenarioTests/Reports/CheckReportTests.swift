import Foundation
import SwivelCore
import SwivelKit
import Testing

@testable import SwivelScenario

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite struct CheckReportTests {
  static func run(_ body: String) throws -> ScenarioRun { try play(body) }

  static let failing = """
    controllers: {feed: {supported: portrait}}
    window: {root: feed}
    steps:
      - launch: portrait
      - wait: 1
      - rotate: landscapeLeft
      - expect:
          interface: landscapeRight
          events: [{controller: feed, kind: didRotateFromInterfaceOrientation}]
      - expect: {interface: portrait}
    """

  @Test func failuresComeOneLineEachWithTheNearestEventsThenTheSummary() throws {
    let report = CheckReport(results: [("test.yaml", .played(try Self.run(Self.failing)))])
    #expect(
      report.output == """
        test.yaml:11: expected interface landscapeRight, got portrait
        test.yaml:12: expected event {kind: didRotateFromInterfaceOrientation, controller: feed}, got none of the 11 events since the previous expect matches
            nearest events:
              {t: 0, kind: rotationDecision, device: unknown, decider: feed, mask: [portrait], result: stay, reason: stays portrait (unknown is not an interface orientation), trigger: rootViewControllerChange}
              {t: 0, kind: viewWillLayoutSubviews, controller: feed, bounds: [0, 0, 375, 647]}
              {t: 0, kind: viewDidLayoutSubviews, controller: feed, bounds: [0, 0, 375, 647]}
              {t: 0, kind: viewDidAppear, controller: feed}
              {t: 0, kind: deviceOrientationDidChange, orientation: portrait}
              {t: 0, kind: rotationDecision, device: portrait, decider: feed, mask: [portrait], result: stay, reason: stays portrait, trigger: deviceOrientationChange}
              {t: 1, kind: deviceOrientationDidChange, orientation: landscapeLeft}
              {t: 1, kind: rotationDecision, device: landscapeLeft, decider: feed, mask: [portrait], result: stay, reason: "feed decides: feed [portrait] ∩ app [portrait, landscapeRight, landscapeLeft] = [portrait] → stays portrait", trigger: deviceOrientationChange}
        1 passed, 1 failed

        """)
    #expect(report.exitStatus == 1)
  }

  // Spec section 8: 0 all hold, 1 some failed, 2 a file cannot be read.
  @Test func theExitStatusIsTwoForAnUnreadableFileThenOneForAFailureThenZero() throws {
    let passing = try Self.run("steps:\n  - launch: portrait\n  - expect: {statusBar: portrait}\n")
    let failing = try Self.run(Self.failing)
    #expect(CheckReport(results: [("a", .played(passing))]).exitStatus == 0)
    #expect(CheckReport(results: [("a", .played(passing)), ("b", .played(failing))]).exitStatus == 1)
    let unreadable = CheckReport(results: [("b", .played(failing)), ("c", .unreadable("c: error: no"))])
    #expect(unreadable.exitStatus == 2)
    #expect(unreadable.errors == ["c: error: no"])
    // Issue 13: a file that could not be checked is said in the summary, not left out of it.
    #expect(unreadable.summary == "1 passed, 1 failed; 1 file could not be read or played.")
  }

  @Test func filesThatCannotBeReadAreErrorsNamingTheFile() {
    let report = CheckReport(files: ["/no/such/file.yaml"])
    #expect(report.errors.count == 1)
    #expect(report.errors.first?.hasPrefix("/no/such/file.yaml: error: cannot read the file") == true)
    // Issue 13: "0 passed, 0 failed" then exit status 2 read as if nothing was wrong.
    #expect(report.output == "Nothing checked: 1 file could not be read or played.\n")
  }

  @Test func junitTimeIsTheRealTimeMeasuredNotTheScenariosVirtualTime() throws {
    // Issue 13: JUnit's `time` is how long a test took; CI systems add it up. The scenario's
    // virtual seconds go in a property instead.
    let run = try Self.run(Self.failing)
    #expect(run.duration > 0)
    let report = CheckReport(
      results: [("test.yaml", .played(run)), ("bad.yaml", .unreadable("bad"))],
      wallTimes: [.milliseconds(12), .milliseconds(1500)])
    let xml = JUnitReport(check: report).xml
    #expect(xml.contains("errors=\"0\" time=\"0.012\">"))
    #expect(xml.contains("errors=\"1\" time=\"1.500\">"))
    #expect(xml.contains("<property name=\"virtualTime\" value=\"\(NumberFormat.short(run.duration))\"/>"))
    #expect(!xml.contains("time=\"\(NumberFormat.short(run.duration))\""))
  }

  // Each file's time is from the clock read before it to the clock read after it: on a clock
  // whose every reading is known, the times are known to the millisecond.
  @Test func checkingFilesMeasuresEachWithTheClockItIsGiven() {
    let clock = ReadingClock(readings: [.milliseconds(1), .milliseconds(4), .milliseconds(9), .milliseconds(25)])
    let report = CheckReport(files: ["/no/such/a.yaml", "/no/such/b.yaml"], clock: clock)
    #expect(report.wallTimes == [.milliseconds(3), .milliseconds(16)])
    #expect(clock.readCount == 4)
  }

  @Test func junitCountsTestsAndFailuresAndIsWellFormed() throws {
    let report = CheckReport(results: [
      ("test.yaml", .played(try Self.run(Self.failing))), ("bad.yaml", .unreadable("bad.yaml:1:1: error: <&>")),
    ])
    let xml = JUnitReport(check: report).xml
    #expect(
      xml.hasPrefix(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"swivel check\" tests=\"3\" failures=\"1\" errors=\"1\">"
      ))
    #expect(xml.contains("<testcase name=\"expect at line 13\" classname=\"test\"/>"))
    #expect(xml.contains("&lt;&amp;&gt;"))
    #if canImport(FoundationXML) || os(macOS)
      let document = try XMLDocument(xmlString: xml)
      #expect(try document.nodes(forXPath: "//testcase").count == 3)
      #expect(try document.nodes(forXPath: "//failure").count == 2)
    #endif
  }
}

/// A check that cannot fail is no success: a file without expectations is said to check nothing.
@Suite struct NothingCheckedTests {
  private static let empty = "steps:\n  - launch: portrait\n  - rotate: landscapeLeft\n"
  private static let passing = "steps:\n  - launch: portrait\n  - expect: {statusBar: portrait}\n"

  @Test func aFileWithoutExpectationsIsSaidAndFailsTheRun() throws {
    let report = CheckReport(results: [
      ("a.yaml", .played(try CheckReportTests.run(Self.passing))),
      ("b.yaml", .played(try CheckReportTests.run(Self.empty))),
    ])
    #expect(report.emptyFiles == ["b.yaml"])
    #expect(report.output == "b.yaml: nothing checked: no expect: step\n1 passed, 0 failed, 1 nothing checked\n")
    #expect(report.exitStatus == 1)
    var allowed = report
    allowed.allowsEmpty = true
    #expect(allowed.exitStatus == 0)
    #expect(allowed.summary == "1 passed, 0 failed, 1 nothing checked")
  }

  // An uncaught exception nobody expected fails the file: it checked something.
  @Test func anUncaughtExceptionIsNoEmptyFile() throws {
    let crashing = try CheckReportTests.run(
      "app: {UISupportedInterfaceOrientations: [UIInterfaceOrientationPortrait]}\ncontrollers: {feed: {supported: landscape}}\nwindow: {root: feed}\nsteps:\n  - launch: portrait\n"
    )
    let report = CheckReport(results: [("c.yaml", .played(crashing))])
    #expect(report.emptyFiles.isEmpty)
    #expect(report.exitStatus == 1)
  }

  // JUnit XML (the schema CI systems read, as Jenkins and GitLab document it): a skipped test
  // case carries <skipped/>, and suites count it in `skipped`.
  @Test func junitMarksItSkipped() throws {
    let report = CheckReport(results: [("b.yaml", .played(try CheckReportTests.run(Self.empty)))])
    let xml = JUnitReport(check: report).xml
    #expect(xml.contains("<testsuites name=\"swivel check\" tests=\"1\" failures=\"0\" errors=\"0\" skipped=\"1\">"))
    #expect(xml.contains("<testcase name=\"nothing checked\""))
    #expect(xml.contains("<skipped message=\"no expect: step\"/>"))
  }
}

/// A clock whose `now` is each of `readings` in turn, one reading each time it is asked (then the
/// last again): a test knows what any time measured on it must be.
private final class ReadingClock: Clock, @unchecked Sendable {
  // Sendable: every access to `next` holds `lock`.
  struct Instant: InstantProtocol {
    var offset: Duration
    func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    func duration(to other: Instant) -> Duration { other.offset - offset }
    static func < (left: Instant, right: Instant) -> Bool { left.offset < right.offset }
  }

  private let readings: [Duration]
  private let lock = NSLock()
  private var next = 0

  init(readings: [Duration]) { self.readings = readings }

  var now: Instant {
    lock.withLock {
      defer { next += 1 }
      return Instant(offset: readings[min(next, readings.count - 1)])
    }
  }

  var readCount: Int { lock.withLock { next } }
  var minimumResolution: Duration { .nanoseconds(1) }
  func sleep(until deadline: Instant, tolerance: Duration?) async throws {}
}
