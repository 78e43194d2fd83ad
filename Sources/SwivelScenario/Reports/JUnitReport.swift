import SwivelCore
import SwivelKit

/// `swivel check --junit PATH`: the results as JUnit XML, which CI systems (Jenkins, GitLab,
/// GitHub Actions reporters) read.
///
/// One `<testsuite>` per scenario file, named by the file; one `<testcase>` per `expect:` step,
/// named `expect at line N`, with a `<failure>` per failed key; an uncaught exception nobody
/// expected is a test case of its own (`uncaught exception`); a file that checks nothing has one
/// test case, `nothing checked`, marked `<skipped>`; a file that cannot be read is a
/// suite with one `<error>` test case. `time` is the real time the file took to check, in
/// seconds (0 when it was not measured); the virtual time the scenario covers is the suite's
/// `virtualTime` property, since CI systems add `time` up as the time the tests took.
public struct JUnitReport: Sendable {
  /// The results to write.
  public let check: CheckReport

  /// A JUnit report of the given results.
  public init(check: CheckReport) {
    self.check = check
  }

  /// The XML document.
  public var xml: String {
    var suites: [String] = []
    var total = (tests: 0, failures: 0, errors: 0, skipped: 0)
    for (index, (file, outcome)) in check.results.enumerated() {
      let wallTime = index < check.wallTimes.count ? Self.seconds(check.wallTimes[index]) : "0"
      switch outcome {
      case .played(let run):
        var cases: [String] = []
        for result in run.expectations {
          let name = "expect at line \(result.location.line)"
          let failures = result.failures.map { failure in
            "      <failure message=\(XMLEscaping.attribute(failure.message)) type=\(XMLEscaping.attribute(failure.key))>"
              + XMLEscaping.text(
                ([failure.message] + failure.nearbyEvents.map { "  " + $0.patternText }).joined(separator: "\n"))
              + "</failure>"
          }
          cases.append(testCase(name: name, className: run.scenario.name, body: failures))
        }
        var skipped = 0
        if run.checksNothing {
          // A file without expectations is a skipped test, not a passed one.
          cases.append(
            testCase(
              name: "nothing checked", className: run.scenario.name,
              body: ["      <skipped message=\"no expect: step\"/>"]))
          skipped = 1
        }
        if let error = run.uncaughtError, !error.wasExpected, let failure = run.failures.last {
          cases.append(
            testCase(
              name: "uncaught exception", className: run.scenario.name,
              body: [
                "      <failure message=\(XMLEscaping.attribute(failure.message)) type=\(XMLEscaping.attribute(error.exception.name.rawValue))>"
                  + XMLEscaping.text(error.exception.description) + "</failure>"
              ]))
        }
        let virtualTime = NumberFormat.short(run.duration)
        suites.append(
          "  <testsuite name=\(XMLEscaping.attribute(file)) tests=\"\(cases.count)\" failures=\"\(run.failedCount)\" errors=\"0\"\(skipped > 0 ? " skipped=\"\(skipped)\"" : "") time=\"\(wallTime)\">\n"
            + "    <properties><property name=\"virtualTime\" value=\"\(virtualTime)\"/></properties>\n"
            + cases.joined() + "  </testsuite>\n")
        total.tests += cases.count
        total.failures += run.failedCount
        total.skipped += skipped
      case .unreadable(let message):
        let body = [
          "      <error message=\(XMLEscaping.attribute(message)) type=\"input\">\(XMLEscaping.text(message))</error>"
        ]
        suites.append(
          "  <testsuite name=\(XMLEscaping.attribute(file)) tests=\"1\" failures=\"0\" errors=\"1\" time=\"\(wallTime)\">\n"
            + testCase(name: "load", className: file, body: body) + "  </testsuite>\n")
        total.tests += 1
        total.errors += 1
      }
    }
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      + "<testsuites name=\"swivel check\" tests=\"\(total.tests)\" failures=\"\(total.failures)\" errors=\"\(total.errors)\"\(total.skipped > 0 ? " skipped=\"\(total.skipped)\"" : "")>\n"
      + suites.joined() + "</testsuites>\n"
  }

  private func testCase(name: String, className: String, body: [String]) -> String {
    let open = "    <testcase name=\(XMLEscaping.attribute(name)) classname=\(XMLEscaping.attribute(className))"
    guard !body.isEmpty else { return open + "/>\n" }
    return open + ">\n" + body.map { $0 + "\n" }.joined() + "    </testcase>\n"
  }

  /// A duration in seconds with millisecond precision: `0.012`.
  static func seconds(_ duration: Duration) -> String {
    let milliseconds = duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
    return
      "\(milliseconds / 1000).\(String(repeating: "0", count: 3 - String(milliseconds % 1000).count))\(milliseconds % 1000)"
  }
}
