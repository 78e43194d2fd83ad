import SwivelCore
import SwivelMotion
import Testing

@testable import SwivelScenario

/// Issue 14: `detect TRACE --svg` on a trace from t = 0 to 10¹² s never finished (a tick every
/// 1,200 s is 10⁹ ticks).
@Suite struct MotionPlotLimitTests {
  @Test(arguments: [1.0, 30, 600, 7_200, 86_400, 1e6, 1e12, 1e300])
  func aTraceOfAnyLengthGetsAtMostTwelveTicks(span: Double) {
    let step = MotionPlot.tickStep(span: span)
    #expect(step > 0 && span / step <= 12.0001)
  }

  @Test func aHugeSpanDrawsQuickly() {
    let samples = [
      AccelerationSample(time: 0, x: 0, y: -1, z: 0), AccelerationSample(time: 1e12, x: 0, y: -1, z: 0),
    ]
    let svg = MotionPlot().svg(trace: MotionTrace(samples: samples, labels: []), changes: [], score: nil, title: "")
    #expect(svg.count < 100_000)
  }
}
