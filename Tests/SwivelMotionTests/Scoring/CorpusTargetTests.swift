import SwivelCore
import Testing

@testable import SwivelMotion

/// The targets of issue 6, point 7, on the standard corpus.
@Suite struct CorpusTargetTests {
  static let corpus = MotionCorpus.standard()

  static func describe(_ name: String, _ score: CorpusScore) -> String {
    let median = score.latency(quantile: 0.5).map { "\(Int(($0 * 1000).rounded())) ms" } ?? "-"
    let p90 = score.latency(quantile: 0.9).map { "\(Int(($0 * 1000).rounded())) ms" } ?? "-"
    return "\(name): traces \(score.traceCount), turns \(score.labelChangeCount), misses \(score.missCount), "
      + "false \(score.falseChangeCount), median \(median), p90 \(p90), wrong \(score.wrongTime) s of \(score.duration) s"
  }

  @Test func detectorMeetsTheTargets() {
    let (all, byCategory) = Self.corpus.score { OrientationDetector() }
    // The figures are shown when a target is missed; the comparison with Android's model is a
    // benchmark's (Benchmarks/README.md), not the tests' output.
    let report =
      ([Self.describe("swivel", all)]
      + MotionCorpus.Category.allCases.map {
        Self.describe("  \($0)", byCategory[$0]!)
      }).joined(separator: "\n")
    for category in [MotionCorpus.Category.walking, .tremor, .diagonal, .shake] {
      #expect(byCategory[category]!.falseChangeCount == 0, "\(category)\n\(report)")
    }
    #expect(all.missCount == 0, "\(report)")
    #expect((all.latency(quantile: 0.5) ?? 1) <= 0.150, "\(report)")
  }
}
