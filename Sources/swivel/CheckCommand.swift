import ArgumentParser
import Foundation
import SwivelMotion
import SwivelScenario

/// `swivel check FILE...`: plays scenarios and reports the expectations that failed (Scenario reference, section 8).
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Play scenarios and report every expectation that does not hold.",
    discussion: """
      Plays each scenario as `swivel simulate` does and checks its `expect:` steps. For each key \
      that does not hold it prints one line, with the place it was written, what was expected and \
      what happened; when an `events:` pattern finds no match, the events nearest to where it was \
      looked for follow, written as patterns you can copy into the scenario:

      photo.yaml:31: expected interface landscapeRight, got portrait
      photo.yaml:35: expected event {controller: photos, kind: didRotateFromInterfaceOrientation}, got none of the 4 events since the previous expect matches
          nearest events:
            {t: 0, kind: deviceOrientationDidChange, orientation: landscapeLeft}

      Then a summary alone on its line: N passed, M failed. An expectation is one `expect:` step; \
      an exception that ends the app without an `expect` with `error:` after it is one more \
      failure. A file that plays but checks nothing (no `expect:` step) gets its own line, \
      `photo.yaml: nothing checked: no expect: step`, and a count in the summary (N passed, \
      M failed, K nothing checked): a check that cannot fail is not a success.

      --junit PATH also writes the results as JUnit XML, for CI systems: one test suite per file, \
      one test case per `expect:` step, and a skipped one for a file that checks nothing.

      --output FILE writes the report to FILE (whole: a temporary file renamed over it) instead \
      of standard output; a FILE that cannot be written is an error (exit status 2), and the \
      exit status is otherwise the same.

      Exit status: 0 when something was checked in every file and every expectation holds, 1 when \
      one failed or a file checked nothing (--allow-empty lets such a file pass), 2 when a file \
      cannot be read, \
      understood or played (its error, with file, line and column, goes to standard error; the \
      other files are still checked).
      """
  )

  @Argument(help: "Scenario files to check (YAML or JSON).")
  var files: [String]

  @Option(name: .long, help: ArgumentHelp("Also write the results as JUnit XML to this file.", valueName: "path"))
  var junit: String?

  @Flag(name: .long, help: "Let a file without expect: steps pass (it is still said to check nothing).")
  var allowEmpty = false

  @Option(help: ArgumentHelp("Write the report to this file instead of standard output.", valueName: "file"))
  var output: String?

  func run() throws {
    let report = CheckReport(files: files, allowsEmpty: allowEmpty)
    FileHandle.standardError.write(Data(report.errors.map { $0 + "\n" }.joined().utf8))
    try ReportOutput.emit(report.output, to: output, terminator: "")
    if let junit {
      do throws(FileWriteError) {
        try WholeFileWriter.write(JUnitReport(check: report).xml, to: junit)
      } catch {
        FileHandle.standardError.write(Data("\(junit): error: cannot write the JUnit report: \(error.reason)\n".utf8))
        throw ExitCode(2)
      }
    }
    if report.exitStatus != 0 { throw ExitCode(report.exitStatus) }
  }
}
