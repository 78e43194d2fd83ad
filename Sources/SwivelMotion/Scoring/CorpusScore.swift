/// The scores of many traces, summed up: for a corpus, or a category of it.
public struct CorpusScore: Hashable, Sendable {
  /// The traces' scores, with their names.
  public var traces: [(name: String, score: TraceScore)] {
    zip(names, scores).map { ($0, $1) }
  }

  private var names: [String] = []
  private var scores: [TraceScore] = []

  /// An empty summary.
  public init() {}

  /// Adds the score of the trace called `name`.
  public mutating func add(_ score: TraceScore, name: String) {
    names.append(name)
    scores.append(score)
  }

  /// How many traces.
  public var traceCount: Int { scores.count }
  /// How many label changes in all.
  public var labelChangeCount: Int { scores.reduce(0) { $0 + $1.labelChanges.count } }
  /// How many were missed.
  public var missCount: Int { scores.reduce(0) { $0 + $1.misses.count } }
  /// How many false changes in all.
  public var falseChangeCount: Int { scores.reduce(0) { $0 + $1.falseChanges.count } }
  /// Seconds in a wrong orientation, in all.
  public var wrongTime: Double { scores.reduce(0) { $0 + $1.wrongTime } }
  /// Seconds of trace, in all.
  public var duration: Double { scores.reduce(0) { $0 + $1.duration } }
  /// Every latency, sorted.
  public var latencies: [Double] { scores.flatMap(\.latencies).sorted() }

  /// The latency at quantile `q` (0.5 is the median), by the nearest rank; `nil` without finds.
  public func latency(quantile q: Double) -> Double? {
    let sorted = latencies
    guard !sorted.isEmpty else { return nil }
    let rank = Int((q * Double(sorted.count - 1)).rounded())
    return sorted[max(0, min(sorted.count - 1, rank))]
  }

  public static func == (lhs: CorpusScore, rhs: CorpusScore) -> Bool {
    lhs.names == rhs.names && lhs.scores == rhs.scores
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(names)
    hasher.combine(scores)
  }
}

extension MotionCorpus {
  /// Scores a detector on every trace: one summary per category, and one for all.
  ///
  /// - Parameters:
  ///   - makeDetector: makes a fresh detector for each trace.
  ///   - options: the scoring options (``TraceScore/Options``).
  public func score<Detector: OrientationDetecting>(
    options: TraceScore.Options = TraceScore.Options(), _ makeDetector: () -> Detector
  ) -> (all: CorpusScore, byCategory: [Category: CorpusScore]) {
    var all = CorpusScore()
    var byCategory: [Category: CorpusScore] = [:]
    for entry in entries {
      let trace = entry.trace()
      var detector = makeDetector()
      let changes = detector.changes(in: trace.samples)
      guard let score = TraceScore(trace: trace, changes: changes, options: options) else { continue }
      all.add(score, name: entry.name)
      byCategory[entry.category, default: CorpusScore()].add(score, name: entry.name)
    }
    return (all, byCategory)
  }
}
