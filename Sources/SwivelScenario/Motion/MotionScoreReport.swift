import SwivelCore
import SwivelMotion

/// The score of a detector against labels, for people: `swivel detect --score` and
/// `swivel detect --corpus`.
public enum MotionScoreReport {
  /// The lines describing the score of one trace.
  public static func lines(for score: TraceScore) -> [String] {
    var lines: [String] = []
    let found = score.labelChanges.filter { $0.reported != nil }.count
    lines.append("label changes: \(score.labelChanges.count), found \(found), missed \(score.misses.count)")
    for change in score.labelChanges {
      let what =
        "\(DetectionReport.fixed(change.time, decimals: 3).leftPadded(to: 9)) s  \(change.from.name) → \(change.to.name)"
      if let latency = change.latency {
        let when = latency < 0 ? "\(milliseconds(-latency)) before the label" : "after \(milliseconds(latency))"
        lines.append("  \(what): reported \(when)")
      } else {
        lines.append("  \(what): MISSED")
      }
    }
    lines.append("false changes: \(score.falseChanges.count)")
    for change in score.falseChanges {
      lines.append(
        "  \(DetectionReport.fixed(change.time, decimals: 3).leftPadded(to: 9)) s  \(change.orientation.name)")
    }
    let latencies = score.latencies.sorted()
    if !latencies.isEmpty {
      lines.append("median latency: \(milliseconds(latencies[(latencies.count - 1) / 2]))")
    }
    lines.append(
      "time in a wrong orientation: \(DetectionReport.fixed(score.wrongTime, decimals: 2)) s of "
        + "\(DetectionReport.fixed(score.duration, decimals: 2)) s")
    return lines
  }

  /// The lines of a table comparing detectors on a corpus, one row per detector and category.
  ///
  /// - Parameter rows: a name for each detector and its scores (all, and by category).
  public static func lines(
    comparing rows: [(name: String, all: CorpusScore, byCategory: [MotionCorpus.Category: CorpusScore])]
  ) -> [String] {
    var lines = [
      "detector".rightPadded(to: 26) + "category".rightPadded(to: 10) + "traces".leftPadded(to: 7)
        + "turns".leftPadded(to: 7) + "missed".leftPadded(to: 7) + "false".leftPadded(to: 7)
        + "median".leftPadded(to: 9) + "p90".leftPadded(to: 9) + "wrong s".leftPadded(to: 9)
    ]
    for row in rows {
      let categories = MotionCorpus.Category.allCases.compactMap { category in
        row.byCategory[category].map { (category.rawValue, $0) }
      }
      for (category, score) in [("all", row.all)] + categories {
        lines.append(
          row.name.rightPadded(to: 26) + category.rightPadded(to: 10) + "\(score.traceCount)".leftPadded(to: 7)
            + "\(score.labelChangeCount)".leftPadded(to: 7) + "\(score.missCount)".leftPadded(to: 7)
            + "\(score.falseChangeCount)".leftPadded(to: 7)
            + (score.latency(quantile: 0.5).map(milliseconds) ?? "-").leftPadded(to: 9)
            + (score.latency(quantile: 0.9).map(milliseconds) ?? "-").leftPadded(to: 9)
            + DetectionReport.fixed(score.wrongTime, decimals: 1).leftPadded(to: 9))
      }
    }
    return lines
  }

  static func milliseconds(_ seconds: Double) -> String {
    "\(Int((seconds * 1000).rounded())) ms"
  }
}

extension MotionScoreReport {
  /// `seconds` as a JSON number rounded to the microsecond, without trailing zeros.
  static func microseconds(_ seconds: Double) -> String {
    MotionPlot.trimmed(seconds, decimals: 6)
  }

  /// The score as one JSON Lines event of kind `score` (an extra kind, Scenario reference, section 7), `t`
  /// being the trace's duration: label changes, found, missed, false changes, median latency
  /// in seconds (`null` without finds), time in a wrong orientation in seconds; both rounded to
  /// the microsecond.
  public static func jsonLine(for score: TraceScore) -> String {
    let latencies = score.latencies.sorted()
    let median = latencies.isEmpty ? "null" : microseconds(latencies[(latencies.count - 1) / 2])
    return "{\"t\": \(DetectionReport.jsonNumber(score.duration)), \"kind\": \"score\", "
      + "\"labelChanges\": \(score.labelChanges.count), \"found\": \(score.latencies.count), "
      + "\"missed\": \(score.misses.count), \"falseChanges\": \(score.falseChanges.count), "
      + "\"medianLatency\": \(median), \"wrongTime\": \(microseconds(score.wrongTime))}"
  }
}
