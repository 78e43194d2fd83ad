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
    print(Self.describe("swivel", all))
    for category in MotionCorpus.Category.allCases {
      print(Self.describe("  \(category)", byCategory[category]!))
      for (name, score) in byCategory[category]!.traces where !score.falseChanges.isEmpty || !score.misses.isEmpty {
        print("    \(name): false \(score.falseChanges) misses \(score.misses)")
      }
    }
    let (android, androidByCategory) = Self.corpus.score(options: .init(ignoresFlat: true)) { WindowOrientationModel() }
    let (mine, _) = Self.corpus.score(options: .init(ignoresFlat: true)) { OrientationDetector() }
    print(Self.describe("android (rotations only)", android))
    for category in MotionCorpus.Category.allCases {
      print(Self.describe("  \(category)", androidByCategory[category]!))
    }
    print(Self.describe("swivel (rotations only)", mine))
    for category in [MotionCorpus.Category.walking, .tremor, .diagonal, .shake] {
      #expect(byCategory[category]!.falseChangeCount == 0, "\(category)")
    }
    #expect(all.missCount == 0)
    #expect((all.latency(quantile: 0.5) ?? 1) <= 0.150)
  }
}
