import Foundation
import SwivelCore
import SwivelMotion

/// An SVG picture of a trace, readable at a glance: the three axes over time, the detected
/// orientation as a band of colours under them, and the labels (the true orientation) in a
/// second band beside it, with the label switches drawn across the plot.
///
/// `swivel detect TRACE.csv --svg PLOT.svg` writes it.
public struct MotionPlot: Sendable {
  /// The picture's width in pixels. Default 960.
  public var width = 960.0
  /// The height of the axes plot in pixels. Default 240.
  public var plotHeight = 240.0

  /// A plot of the default size.
  public init() {}

  /// The colour of each orientation in the bands.
  static func color(of orientation: DeviceOrientation) -> String {
    switch orientation {
    case .unknown: "#d0d0d0"
    case .portrait: "#4e79a7"
    case .portraitUpsideDown: "#f28e2b"
    case .landscapeLeft: "#59a14f"
    case .landscapeRight: "#e15759"
    case .faceUp: "#b07aa1"
    case .faceDown: "#9c755f"
    }
  }

  private static let axisColors = ["#d62728", "#2ca02c", "#1f77b4"]

  /// The time between ticks for a trace lasting `span` seconds: a round step giving at most 12
  /// ticks, however long the trace (a trace from 0 to 10¹² s gets 10¹¹-second ticks, not 10⁹ ticks).
  static func tickStep(span: Double) -> Double {
    let steps: [Double] = [0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300, 600]
    if let step = steps.first(where: { span / $0 <= 12 }) { return step }
    guard span.isFinite, span > 0 else { return 1 }
    // Past two hours: 1, 2 or 5 times a power of ten.
    let base = pow(10, log10(span / 12).rounded(.down))
    return [1.0, 2, 5, 10].map { $0 * base }.first { span / $0 <= 12 } ?? 10 * base
  }

  /// The SVG document for `trace` and the `changes` detected in it.
  ///
  /// - Parameters:
  ///   - trace: the samples to plot, and the labels when the trace has them.
  ///   - changes: the orientation changes detected in `trace`, drawn as the detected band.
  ///   - score: when given, its false changes are marked with red triangles on the
  ///     detected band, and its missed label changes with red crosses on the label band.
  ///   - title: the title drawn above the plot; by default none.
  public func svg(
    trace: MotionTrace, changes: [OrientationChange], score: TraceScore? = nil, title: String = ""
  ) -> String {
    let samples = trace.samples
    let left = 66.0
    let right = 170.0
    let top = title.isEmpty ? 12.0 : 32.0
    let bandHeight = 18.0
    let hasLabels = !trace.labels.isEmpty
    let plotWidth = width - left - right
    let bandsTop = top + plotHeight + 8
    let axisTop = bandsTop + (hasLabels ? 2 * bandHeight + 6 : bandHeight) + 4
    let height = axisTop + 28
    let start = samples.first?.time ?? 0
    let end = max(samples.last?.time ?? 1, start + 1e-3)
    var low = -1.2
    var high = 1.2
    for sample in samples {
      low = min(low, sample.x, sample.y, sample.z)
      high = max(high, sample.x, sample.y, sample.z)
    }
    low = max(low, -4)
    high = min(high, 4)
    func xPosition(_ time: Double) -> Double { left + (time - start) / (end - start) * plotWidth }
    func yPosition(_ value: Double) -> Double {
      top + (high - min(high, max(low, value))) / (high - low) * plotHeight
    }
    func number(_ value: Double) -> String { DetectionReport.fixed(value, decimals: 1) }

    var svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(number(width))" height="\(number(height))" \
      viewBox="0 0 \(number(width)) \(number(height))" font-family="Helvetica, Arial, sans-serif" font-size="11">
      <rect width="100%" height="100%" fill="white"/>

      """
    if !title.isEmpty {
      svg +=
        "<text x=\"\(number(left))\" y=\"20\" font-size=\"13\" font-weight=\"bold\">\(Self.escaped(title))</text>\n"
    }
    // Grid: g values and time ticks.
    var value = (low * 2).rounded(.up) / 2
    while value <= high {
      let y = yPosition(value)
      let stroke = value == 0 ? "#999" : "#e5e5e5"
      svg +=
        "<line x1=\"\(number(left))\" y1=\"\(number(y))\" x2=\"\(number(left + plotWidth))\" y2=\"\(number(y))\" stroke=\"\(stroke)\"/>\n"
      svg +=
        "<text x=\"\(number(left - 6))\" y=\"\(number(y + 4))\" text-anchor=\"end\">\(DetectionReport.fixed(value, decimals: 1)) g</text>\n"
      value += 0.5
    }
    let span = end - start
    let step = Self.tickStep(span: span)
    var tick = (start / step).rounded(.up) * step
    while tick <= end {
      let x = xPosition(tick)
      svg +=
        "<line x1=\"\(number(x))\" y1=\"\(number(top))\" x2=\"\(number(x))\" y2=\"\(number(axisTop))\" stroke=\"#f0f0f0\"/>\n"
      svg +=
        "<text x=\"\(number(x))\" y=\"\(number(axisTop + 14))\" text-anchor=\"middle\">\(Self.trimmed(tick)) s</text>\n"
      tick += step
    }
    // The three axes: per pixel column, the minimum and the maximum, so spikes stay visible.
    let columns = max(1, Int(plotWidth))
    for axis in 0..<3 {
      var points: [String] = []
      var column = -1
      var lowest = 0.0
      var highest = 0.0
      var firstTime = 0.0
      func flush() {
        guard column >= 0 else { return }
        points.append("\(number(xPosition(firstTime))),\(number(yPosition(highest)))")
        if lowest != highest { points.append("\(number(xPosition(firstTime))),\(number(yPosition(lowest)))") }
      }
      for sample in samples {
        let v = axis == 0 ? sample.x : axis == 1 ? sample.y : sample.z
        let c = min(columns - 1, Int((sample.time - start) / (end - start) * Double(columns)))
        if c != column {
          flush()
          column = c
          lowest = v
          highest = v
          firstTime = sample.time
        } else {
          lowest = min(lowest, v)
          highest = max(highest, v)
        }
      }
      flush()
      svg +=
        "<polyline fill=\"none\" stroke=\"\(Self.axisColors[axis])\" stroke-width=\"1\" points=\"\(points.joined(separator: " "))\"/>\n"
    }
    // The bands.
    func band(_ segments: [(from: Double, to: Double, orientation: DeviceOrientation)], y: Double, name: String) {
      svg += "<text x=\"\(number(left - 6))\" y=\"\(number(y + 13))\" text-anchor=\"end\">\(name)</text>\n"
      for segment in segments where segment.to > segment.from {
        let x = xPosition(segment.from)
        let w = max(0.5, xPosition(segment.to) - x)
        svg +=
          "<rect x=\"\(number(x))\" y=\"\(number(y))\" width=\"\(number(w))\" height=\"\(number(bandHeight))\" fill=\"\(Self.color(of: segment.orientation))\"><title>\(segment.orientation.name) \(Self.trimmed(segment.from))–\(Self.trimmed(segment.to)) s</title></rect>\n"
      }
    }
    var detected: [(from: Double, to: Double, orientation: DeviceOrientation)] = []
    var current = (from: start, orientation: DeviceOrientation.unknown)
    for change in changes {
      detected.append((current.from, change.time, current.orientation))
      current = (change.time, change.orientation)
    }
    detected.append((current.from, end, current.orientation))
    band(detected, y: bandsTop, name: "detected")
    if hasLabels {
      var labelled: [(from: Double, to: Double, orientation: DeviceOrientation)] = []
      var segmentStart = start
      var label = trace.labels.first ?? nil
      for (index, sample) in samples.enumerated() where trace.labels[index] != label {
        labelled.append((segmentStart, sample.time, label ?? .unknown))
        segmentStart = sample.time
        label = trace.labels[index]
        svg +=
          "<line x1=\"\(number(xPosition(sample.time)))\" y1=\"\(number(top))\" x2=\"\(number(xPosition(sample.time)))\" y2=\"\(number(bandsTop + 2 * bandHeight + 6))\" stroke=\"#555\" stroke-dasharray=\"3,3\"/>\n"
      }
      labelled.append((segmentStart, end, label ?? .unknown))
      band(labelled, y: bandsTop + bandHeight + 6, name: "label")
    }
    // What the score found wrong.
    if let score {
      for change in score.falseChanges {
        let x = xPosition(change.time)
        svg +=
          "<path d=\"M \(number(x - 5)) \(number(bandsTop - 7)) L \(number(x + 5)) \(number(bandsTop - 7)) L \(number(x)) \(number(bandsTop + 1)) Z\" fill=\"#d00\"><title>false change to \(change.orientation.name) at \(Self.trimmed(change.time, decimals: 3)) s</title></path>\n"
      }
      if hasLabels {
        let y = bandsTop + bandHeight + 6 + bandHeight / 2
        for miss in score.misses {
          let x = xPosition(miss.time)
          svg +=
            "<path d=\"M \(number(x - 5)) \(number(y - 5)) L \(number(x + 5)) \(number(y + 5)) M \(number(x - 5)) \(number(y + 5)) L \(number(x + 5)) \(number(y - 5))\" stroke=\"#d00\" stroke-width=\"2.5\"><title>missed \(miss.from.name) → \(miss.to.name) at \(Self.trimmed(miss.time, decimals: 3)) s</title></path>\n"
        }
      }
    }
    // Legend.
    var y = top + 10
    let legendX = left + plotWidth + 16
    for (axis, name) in ["x", "y", "z"].enumerated() {
      svg +=
        "<line x1=\"\(number(legendX))\" y1=\"\(number(y - 4))\" x2=\"\(number(legendX + 18))\" y2=\"\(number(y - 4))\" stroke=\"\(Self.axisColors[axis])\" stroke-width=\"2\"/>\n"
      svg += "<text x=\"\(number(legendX + 24))\" y=\"\(number(y))\">\(name) (g)</text>\n"
      y += 16
    }
    y += 6
    for orientation in DeviceOrientation.allCases {
      svg +=
        "<rect x=\"\(number(legendX))\" y=\"\(number(y - 10))\" width=\"18\" height=\"12\" fill=\"\(Self.color(of: orientation))\"/>\n"
      svg += "<text x=\"\(number(legendX + 24))\" y=\"\(number(y))\">\(orientation.name)</text>\n"
      y += 16
    }
    if score != nil {
      y += 6
      svg +=
        "<path d=\"M \(number(legendX + 4)) \(number(y - 9)) L \(number(legendX + 14)) \(number(y - 9)) L \(number(legendX + 9)) \(number(y - 1)) Z\" fill=\"#d00\"/>\n"
      svg += "<text x=\"\(number(legendX + 24))\" y=\"\(number(y))\">false change</text>\n"
      y += 16
      svg +=
        "<path d=\"M \(number(legendX + 4)) \(number(y - 9)) L \(number(legendX + 14)) \(number(y + 1)) M \(number(legendX + 4)) \(number(y + 1)) L \(number(legendX + 14)) \(number(y - 9))\" stroke=\"#d00\" stroke-width=\"2.5\"/>\n"
      svg += "<text x=\"\(number(legendX + 24))\" y=\"\(number(y))\">missed change</text>\n"
    }
    svg += "</svg>\n"
    return svg
  }

  /// `value` with at most `decimals` decimals, trailing zeros removed (`1.5`, `2`).
  static func trimmed(_ value: Double, decimals: Int = 2) -> String {
    var text = DetectionReport.fixed(value, decimals: decimals)
    guard text.contains(".") else { return text }
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }

  static func escaped(_ text: String) -> String {
    text.replacingOccurrences("&", "&amp;").replacingOccurrences("<", "&lt;").replacingOccurrences(">", "&gt;")
  }
}

extension String {
  fileprivate func replacingOccurrences(_ target: Character, _ replacement: String) -> String {
    var result = ""
    for character in self { if character == target { result += replacement } else { result.append(character) } }
    return result
  }
}
