import SwivelCore
import SwivelMotion
import Testing

@testable import SwivelScenario

@Suite struct MotionPlotTests {
  static let trace: MotionTrace = {
    var script = MotionScript(start: .held(.portrait))
    script.then(.hold, for: 1)
    script.then(.turn(to: .held(.landscapeLeft)), for: 0.5)
    script.then(.hold, for: 1)
    return MotionGenerator().trace(of: script, seed: 1)
  }()

  @Test func drawsThreeAxesAndBothBands() {
    var detector = OrientationDetector()
    let changes = detector.changes(in: Self.trace.samples)
    let svg = MotionPlot().svg(trace: Self.trace, changes: changes, title: "turn <1>")
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(svg.hasSuffix("</svg>\n"))
    #expect(svg.components(separatedBy: "<polyline").count - 1 == 3)
    // Detected: unknown, portrait, landscapeLeft; labels: portrait, landscapeLeft.
    #expect(svg.contains(">unknown 0–"))
    #expect(svg.contains("fill=\"\(MotionPlot.color(of: .landscapeLeft))\"><title>landscapeLeft"))
    let hasLabelBand = svg.contains(">label</text>")
    let hasDetectedBand = svg.contains(">detected</text>")
    #expect(hasLabelBand)
    #expect(hasDetectedBand)
    #expect(svg.contains("turn &lt;1&gt;"))
  }

  @Test func marksFalseChangesAndMisses() {
    // Reports faceUp in mid-trace and never landscapeLeft: one false change, one miss.
    let changes = [
      OrientationChange(time: 0.2, orientation: .portrait), OrientationChange(time: 0.5, orientation: .faceUp),
    ]
    let score = TraceScore(trace: Self.trace, changes: changes)!
    #expect(score.falseChanges.count == 1 && score.misses.count == 1)
    let svg = MotionPlot().svg(trace: Self.trace, changes: changes, score: score)
    let hasFalseMark = svg.contains("<title>false change to faceUp at 0.5 s</title>")
    let hasMissMark = svg.contains("<title>missed portrait → landscapeLeft at ")
    #expect(hasFalseMark)
    #expect(hasMissMark)
  }

  @Test func everyOrientationHasItsOwnColor() {
    #expect(Set(DeviceOrientation.allCases.map(MotionPlot.color(of:))).count == DeviceOrientation.allCases.count)
  }

  @Test func anUnlabelledTraceHasNoLabelBand() {
    let trace = MotionTrace(samples: Self.trace.samples)
    let svg = MotionPlot().svg(trace: trace, changes: [])
    #expect(!svg.contains(">label</text>"))
  }
}

extension String {
  fileprivate func components(separatedBy separator: String) -> [Substring] {
    var parts: [Substring] = []
    var rest = self[...]
    while let range = rest.firstRange(of: separator) {
      parts.append(rest[..<range.lowerBound])
      rest = rest[range.upperBound...]
    }
    parts.append(rest)
    return parts
  }
}
