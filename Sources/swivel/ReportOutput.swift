import ArgumentParser
import Foundation
import SwivelMotion
import SwivelScan

/// The CI formats `swivel scan` and `swivel lint` share (`--format github`, `checkstyle`,
/// `junit`, `gitlab`), and where their report goes (`--output FILE`).
enum CIFormat: String, CaseIterable, Sendable {
  case github, checkstyle, junit, gitlab

  /// The report in this format.
  func render(_ report: FindingReport) -> String {
    switch self {
    case .github: report.github
    case .checkstyle: report.checkstyle
    case .junit: report.junit
    case .gitlab: report.gitlab
    }
  }

  /// The help's paragraph on the CI formats and `--output`.
  static let discussion = """
    --format github prints GitHub Actions workflow commands, one line per finding \
    (::error file=App/Info.plist,line=12,title=RULE::message; a warning is ::warning, a file \
    that could not be read an ::error titled "swivel: cannot read", a note a ::notice), then \
    the summary: run in a workflow step, each becomes an annotation on the pull request's diff. \
    --format checkstyle prints Checkstyle's XML (<file name> holding <error line column \
    severity message source="swivel.RULE">; notes have severity info). --format junit prints \
    JUnit XML for CI test reports: a <testsuite> per rule, a failing <testcase> per finding \
    (named file:line, classname swivel.RULE, with file and line attributes), a passing one named \
    "no finding" for a rule that found nothing, and a suite "unreadable" with an <error> per \
    file that could not be read. --format gitlab prints GitLab's code quality JSON (an array of \
    issues: description, check_name, fingerprint, severity, location.path, location.lines.begin; \
    an error is critical, a warning minor, a file that could not be read a blocker; the \
    fingerprint hashes rule, file and message, not the line). Paths lose a leading ./. \
    --output FILE writes the report to FILE (whole: a temporary file renamed over it; a \
    symbolic link's target gets it, and a device or a FIFO is written through) instead of \
    standard output; a FILE that cannot be written, or a standard output that cannot, is an \
    error (exit status 2). The exit status does not depend on the format.
    """

  /// What each format is for, for `--format`'s help.
  static let help =
    "github (workflow commands annotating a pull request), checkstyle (XML), junit (XML: a test case per finding), gitlab (code quality JSON)"
}

/// Prints a report, or writes it whole to `--output`'s file.
enum ReportOutput {
  /// Prints `text` and `terminator` on standard output, or, given a path, writes them to that file
  /// whole (a temporary file renamed over it); a file that cannot be written is an error on
  /// standard error and exit status 2.
  static func emit(_ text: String, to path: String?, terminator: String = "\n") throws {
    guard let path else {
      try printChecked(text + terminator)
      return
    }
    do throws(FileWriteError) {
      try WholeFileWriter.write(Array((text + terminator).utf8), to: path)
    } catch {
      FileHandle.standardError.write(Data("\(path): error: cannot write the report: \(error.reason)\n".utf8))
      throw ExitCode(2)
    }
  }
}

extension ReportOutput {
  /// Prints on standard output and flushes it, so that a report that cannot be written (`>
  /// /dev/full`, a closed pipe) is a message on standard error and exit status 2, not a report
  /// lost without a word.
  static func printChecked(_ text: String) throws {
    // What print() has buffered goes first, then the report straight to descriptor 1.
    var failed = fflush(nil) != 0
    let bytes = Array(text.utf8)
    var offset = 0
    while !failed, offset < bytes.count {
      let written = bytes.withUnsafeBytes { Foundation.write(1, $0.baseAddress! + offset, bytes.count - offset) }
      if written < 0 {
        if errno == EINTR { continue }
        failed = true
      } else {
        offset += written
      }
    }
    guard failed else { return }
    let reason = String(cString: strerror(errno))
    FileHandle.standardError.write(Data("swivel: cannot write the report to standard output: \(reason)\n".utf8))
    throw ExitCode(2)
  }
}
