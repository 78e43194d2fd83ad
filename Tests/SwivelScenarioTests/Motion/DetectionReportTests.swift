import SwivelCore
import SwivelMotion
import Testing

@testable import SwivelScenario

@Suite struct DetectionReportTests {
  static let changes = [
    OrientationChange(time: 0.06, orientation: .portrait), OrientationChange(time: 1.25, orientation: .landscapeLeft),
  ]

  // Spec section 8: one deviceOrientationDidChange event per change, t the sample's time.
  @Test func jsonLinesAreDeviceOrientationDidChangeEvents() {
    #expect(
      DetectionReport.lines(for: Self.changes, format: .jsonl) == [
        #"{"t": 0.06, "kind": "deviceOrientationDidChange", "orientation": "portrait"}"#,
        #"{"t": 1.25, "kind": "deviceOrientationDidChange", "orientation": "landscapeLeft"}"#,
      ])
  }

  @Test func textNamesTheOrientationLeftTheFirstBeingUnknown() {
    #expect(
      DetectionReport.lines(for: Self.changes, format: .text) == [
        "    0.060 s  unknown → portrait", "    1.250 s  portrait → landscapeLeft",
      ])
  }

  @Test(arguments: zip([0.0, 1.2345, -0.5, 12.0, 0.0004], ["0.000", "1.235", "-0.500", "12.000", "0.000"]))
  func fixedDecimals(value: Double, text: String) {
    #expect(DetectionReport.fixed(value, decimals: 3) == text)
  }

  // Hand-checked: the turn's middle is 0.7 s, the label switches at 1.0 s; reported at 0.8 s
  // (200 ms early); wrong: unknown 0–0.2 s and landscapeLeft 0.8–1.0 s while labelled portrait.
  @Test func theScoreReportShowsEachLabelChange() {
    var samples: [AccelerationSample] = []
    var labels: [DeviceOrientation?] = []
    for index in 0...20 {
      let t = Double(index) / 10
      samples.append(AccelerationSample(time: t, x: t < 0.65 ? 0 : -1, y: t < 0.65 ? -1 : 0, z: 0))
      labels.append(t < 0.95 ? .portrait : .landscapeLeft)
    }
    let trace = MotionTrace(samples: samples, labels: labels)
    let changes = [
      OrientationChange(time: 0.2, orientation: .portrait), OrientationChange(time: 0.8, orientation: .landscapeLeft),
    ]
    let score = TraceScore(trace: trace, changes: changes)!
    #expect(
      MotionScoreReport.lines(for: score) == [
        "label changes: 1, found 1, missed 0",
        "      1.000 s  portrait → landscapeLeft: reported 200 ms before the label",
        "false changes: 0",
        "median latency: -200 ms",
        "time in a wrong orientation: 0.40 s of 2.00 s",
      ])
    #expect(
      MotionScoreReport.jsonLine(for: score)
        == #"{"t": 2.0, "kind": "score", "labelChanges": 1, "found": 1, "missed": 0, "falseChanges": 0, "medianLatency": -0.2, "wrongTime": 0.4}"#
    )
  }
}
