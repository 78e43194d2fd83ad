import Foundation

extension FindingReport {
  /// GitLab's code quality report (a subset of Code Climate's issue format), which a merge
  /// request shows in its widget and diff when a job uploads it as `artifacts: reports:
  /// codequality:` (GitLab, "Code Quality", "Code Quality report format",
  /// https://docs.gitlab.com/ci/testing/code_quality/#code-quality-report-format):
  ///
  /// ```json
  /// [{"check_name": "ipad-multitasking-orientations", "description": "…",
  ///   "fingerprint": "…", "location": {"lines": {"begin": 12}, "path": "App/Info.plist"},
  ///   "severity": "critical"}]
  /// ```
  ///
  /// One issue per finding: `check_name` the rule, `description` the message, `severity`
  /// `critical` for an error (UIKit raises, or App Store review rejects) and `minor` for a
  /// warning (UIKit ignores what was written); `location.lines.begin` the line, 1 for an
  /// Info.plist key (which has none; the key begins the description). `fingerprint` is
  /// ``Finding/fingerprint`` (rule, file and message, not the line, so a finding an edit moved is
  /// not new); GitLab keeps one issue per fingerprint, so a second identical finding in the same
  /// file gets `-2` appended, a third `-3`. A file that could not be read is an issue too,
  /// `check_name` `unreadable`, severity `blocker`, so that the widget does not show a clean
  /// merge request for a scan that could not read it; notes are not issues and are left out.
  public var gitlab: String {
    var seen: [String: Int] = [:]
    func unique(_ fingerprint: String) -> String {
      seen[fingerprint, default: 0] += 1
      let count = seen[fingerprint] ?? 1
      return count == 1 ? fingerprint : "\(fingerprint)-\(count)"
    }
    var issues: [[String: Any]] = findings.map { finding in
      [
        "check_name": finding.rule, "description": finding.message,
        "fingerprint": unique(finding.fingerprint),
        "severity": finding.severity == .error ? "critical" : "minor",
        "location": ["path": Self.displayPath(finding.file), "lines": ["begin": finding.line ?? 1]],
      ]
    }
    issues += errors.map { error in
      [
        "check_name": "unreadable", "description": error.message,
        "fingerprint": unique(ScanFinding.fingerprint(rule: "unreadable", file: error.file, message: error.message)),
        "severity": "blocker",
        "location": ["path": Self.displayPath(error.file), "lines": ["begin": error.line ?? 1]],
      ]
    }
    guard
      let data = try? JSONSerialization.data(
        withJSONObject: issues, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    else { return "[]" }
    return String(decoding: data, as: UTF8.self)
  }
}
