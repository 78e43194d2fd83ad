import SwivelScenario

extension FindingReport {
  /// JUnit XML, which CI systems show as test results (GitLab's test report, Jenkins, Azure
  /// Pipelines, GitHub Actions' JUnit reporters): one `<testsuite>` per rule that ran, named by
  /// the rule, holding one failing `<testcase>` per finding, or one passing test case, `no
  /// finding`, when the rule found nothing; then, if files could not be read, a suite `unreadable`
  /// with one `<error>` test case per file.
  ///
  /// A test case per finding, rather than one per rule, because CI systems list failed test
  /// cases one by one, with their name and message: each place to fix is then its own line
  /// (`App/Info.plist:12`), and a rule that passes is still counted as a passed test. A test
  /// case's `classname` is `swivel.` and the rule, so those that group by class group by rule; its
  /// `file` and `line` attributes say where (reporters that annotate code read them); its
  /// `<failure>` has the message as `message`, the severity as `type`, and the finding's
  /// `file:line: severity: message [rule]` line as its text. Warnings are failures too: `swivel`
  /// exits 1 for them. `time` is not written (the scan is not timed per rule).
  public var junit: String {
    var suites: [String] = []
    var total = (tests: 0, failures: 0, errors: 0)
    for rule in rules {
      let found = findings.filter { $0.rule == rule.id }
      var cases: [String] = []
      for finding in found {
        let place = Self.place(finding.file, finding.line, finding.column)
        let text = "\(place): \(finding.severity): \(finding.message) [\(finding.rule)]"
        cases.append(
          Self.testCase(
            name: place, className: "swivel.\(rule.id)", file: finding.file, line: finding.line,
            body:
              "      <failure message=\(XMLEscaping.attribute(finding.message)) type=\"\(finding.severity)\">\(XMLEscaping.text(text))</failure>"
          ))
      }
      if found.isEmpty {
        cases.append(Self.testCase(name: "no finding", className: "swivel.\(rule.id)", file: nil, line: nil, body: nil))
      }
      suites.append(
        "  <testsuite name=\(XMLEscaping.attribute(rule.id)) tests=\"\(cases.count)\" failures=\"\(found.count)\" errors=\"0\">\n"
          + cases.joined() + "  </testsuite>\n")
      total.tests += cases.count
      total.failures += found.count
    }
    // A finding of a rule not among `rules` (none today) still fails a test.
    let known = Set(rules.map(\.id))
    let others = findings.filter { !known.contains($0.rule) }
    if !others.isEmpty {
      let cases = others.map { finding in
        let place = Self.place(finding.file, finding.line, finding.column)
        return Self.testCase(
          name: place, className: "swivel.\(finding.rule)", file: finding.file, line: finding.line,
          body:
            "      <failure message=\(XMLEscaping.attribute(finding.message)) type=\"\(finding.severity)\">\(XMLEscaping.text("\(place): \(finding.severity): \(finding.message) [\(finding.rule)]"))</failure>"
        )
      }
      suites.append(
        "  <testsuite name=\"other rules\" tests=\"\(cases.count)\" failures=\"\(cases.count)\" errors=\"0\">\n"
          + cases.joined() + "  </testsuite>\n")
      total.tests += cases.count
      total.failures += cases.count
    }
    if !errors.isEmpty {
      let cases = errors.map { error in
        Self.testCase(
          name: Self.place(error.file, error.line, error.column), className: "swivel.unreadable", file: error.file,
          line: error.line,
          body:
            "      <error message=\(XMLEscaping.attribute(error.message)) type=\"unreadable\">\(XMLEscaping.text(error.message))</error>"
        )
      }
      suites.append(
        "  <testsuite name=\"unreadable\" tests=\"\(cases.count)\" failures=\"0\" errors=\"\(cases.count)\">\n"
          + cases.joined() + "  </testsuite>\n")
      total.tests += cases.count
      total.errors += cases.count
    }
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      + "<testsuites name=\(XMLEscaping.attribute(tool)) tests=\"\(total.tests)\" failures=\"\(total.failures)\" errors=\"\(total.errors)\">\n"
      + suites.joined() + "</testsuites>"
  }

  /// `file:line:column`, as far as known.
  private static func place(_ file: String, _ line: Int?, _ column: Int?) -> String {
    var place = displayPath(file)
    if let line { place += ":\(line)" + (column.map { ":\($0)" } ?? "") }
    return place
  }

  private static func testCase(name: String, className: String, file: String?, line: Int?, body: String?) -> String {
    var open = "    <testcase name=\(XMLEscaping.attribute(name)) classname=\(XMLEscaping.attribute(className))"
    if let file { open += " file=\(XMLEscaping.attribute(displayPath(file)))" }
    if let line { open += " line=\"\(line)\"" }
    guard let body else { return open + "/>\n" }
    return open + ">\n" + body + "\n    </testcase>\n"
  }
}
