import SwivelCore
import Testing

@testable import SwivelMotion

@Suite struct TraceScoreTests {
  /// 10 Hz, 0…2 s: portrait readings until 0.6 s, landscapeLeft from 0.7 s; labels portrait
  /// until 1.0 s, landscapeLeft from 1.0 s. The middle of the turn is 0.7 s.
  static let trace: MotionTrace = {
    var samples: [AccelerationSample] = []
    var labels: [DeviceOrientation?] = []
    for index in 0...20 {
      let t = Double(index) / 10
      samples.append(
        t < 0.65 ? AccelerationSample(time: t, x: 0, y: -1, z: 0) : AccelerationSample(time: t, x: -1, y: 0, z: 0))
      labels.append(t < 0.95 ? .portrait : .landscapeLeft)
    }
    return MotionTrace(samples: samples, labels: labels)
  }()

  func change(_ time: Double, _ orientation: DeviceOrientation) -> OrientationChange {
    OrientationChange(time: time, orientation: orientation)
  }

  @Test func aReportAfterTheSwitchHasAPositiveLatency() throws {
    let score = try #require(
      TraceScore(trace: Self.trace, changes: [change(0.2, .portrait), change(1.1, .landscapeLeft)]))
    #expect(score.labelChanges.count == 1)
    #expect(abs(score.labelChanges[0].middle - 0.7) < 1e-9)
    #expect(abs(score.latencies[0] - 0.1) < 1e-9)
    #expect(score.falseChanges.isEmpty && score.misses.isEmpty)
    #expect(abs(score.acquisition! - 0.2) < 1e-9)
    // Unknown from 0 to 0.2, portrait while the label is landscapeLeft from 1.0 to 1.1.
    #expect(abs(score.wrongTime - 0.3) < 1e-9)
    #expect(abs(score.duration - 2) < 1e-9)
  }

  @Test func aReportPastTheMiddleOfTheTurnCountsWithANegativeLatency() throws {
    let score = try #require(
      TraceScore(trace: Self.trace, changes: [change(0.2, .portrait), change(0.8, .landscapeLeft)]))
    #expect(abs(score.latencies[0] + 0.2) < 1e-9)
    #expect(score.falseChanges.isEmpty)
  }

  @Test func aReportBeforeTheMiddleIsFalseAndTheTurnIsMissed() throws {
    let score = try #require(
      TraceScore(trace: Self.trace, changes: [change(0.2, .portrait), change(0.5, .landscapeLeft)]))
    #expect(score.falseChanges == [change(0.5, .landscapeLeft)])
    #expect(score.misses.count == 1)
  }

  @Test func aFalseExcursionCountsOnceAndTheReturnIsNotFalse() throws {
    let changes = [change(0.2, .portrait), change(0.3, .faceUp), change(0.4, .portrait), change(1.2, .landscapeLeft)]
    let score = try #require(TraceScore(trace: Self.trace, changes: changes))
    #expect(score.falseChanges == [change(0.3, .faceUp)])
    #expect(score.misses.isEmpty)
    #expect(abs(score.latencies[0] - 0.2) < 1e-9)
  }

  @Test func ignoringFlatDropsFlatLabelsAndReports() throws {
    var trace = Self.trace
    for index in 12...15 { trace.labels[index] = .faceUp }
    let changes = [change(0.2, .portrait), change(1.25, .faceUp), change(1.6, .landscapeLeft)]
    let full = try #require(TraceScore(trace: trace, changes: changes))
    #expect(full.labelChanges.map(\.to) == [.landscapeLeft, .faceUp, .landscapeLeft])
    let rotations = try #require(TraceScore(trace: trace, changes: changes, options: .init(ignoresFlat: true)))
    #expect(rotations.labelChanges.map(\.to) == [.landscapeLeft])
    #expect(rotations.falseChanges.isEmpty)
    #expect(abs(rotations.latencies[0] - 0.6) < 1e-9)
  }

  @Test func anUnlabelledTraceHasNoScore() {
    let trace = MotionTrace(samples: Self.trace.samples)
    #expect(TraceScore(trace: trace, changes: []) == nil)
  }

  @Test func theCorpusSummaryTakesQuantiles() {
    var corpus = CorpusScore()
    for latency in [0.3, -0.1, 0.1, 0.2, 0.0] {
      let trace = Self.trace
      let score = TraceScore(trace: trace, changes: [change(0.2, .portrait), change(1 + latency, .landscapeLeft)])!
      corpus.add(score, name: "\(latency)")
    }
    #expect(corpus.traceCount == 5)
    #expect(abs(corpus.latency(quantile: 0.5)! - 0.1) < 1e-9)
    #expect(abs(corpus.latency(quantile: 1)! - 0.3) < 1e-9)
    #expect(corpus.falseChangeCount == 0 && corpus.missCount == 0 && corpus.labelChangeCount == 5)
  }
}
