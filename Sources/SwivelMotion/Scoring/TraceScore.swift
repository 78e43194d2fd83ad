import SwivelCore

/// How well reported orientation changes match a labelled trace.
///
/// Made by ``TraceScore/init(trace:changes:options:)``:
/// - **Label changes.** Each switch of the label from A to B is a turn to find. The *middle*
///   of the turn is where the raw vector was last closer to pose A than to pose B before the
///   switch, each pose being the mean direction over the 0.5 s after its label began (the
///   hold that follows a turn). The first report of B from the middle of the turn on
///   (until the next turn's middle) finds it; its *latency* is the report's time minus the
///   label's switch, negative for a report before the turn ended.
/// - **Misses.** Label changes that no report finds.
/// - **False changes.** Reports that are neither a find nor a return to the current label
///   (after a false change): reports that the labels do not have.
/// - **Wrong time.** Seconds during which the reported orientation (unknown before the first
///   report) differs from the label.
public struct TraceScore: Hashable, Sendable {
  /// One switch of the label, and the report that found it.
  public struct LabelChange: Hashable, Sendable {
    /// When the label switched.
    public var time: Double
    /// The label before.
    public var from: DeviceOrientation
    /// The label after.
    public var to: DeviceOrientation
    /// Where the turn was halfway (see the type's discussion).
    public var middle: Double
    /// When it was reported, `nil` if missed.
    public var reported: Double?

    /// Seconds from the label's switch to the report; `nil` if missed.
    public var latency: Double? { reported.map { $0 - time } }
  }

  /// Options of the scoring.
  public struct Options: Hashable, Sendable {
    /// Scores only the four rotations: a flat label counts as the rotation before it, flat
    /// reports are ignored. For detectors that never report faceUp or faceDown (Android's).
    /// Default `false`.
    public var ignoresFlat = false

    /// The defaults, as documented.
    public init(ignoresFlat: Bool = false) {
      self.ignoresFlat = ignoresFlat
    }
  }

  /// Every switch of the label, in order.
  public var labelChanges: [LabelChange]
  /// The reports that the labels do not have.
  public var falseChanges: [OrientationChange]
  /// Seconds with a reported orientation different from the label.
  public var wrongTime: Double
  /// Seconds from the first sample to the last.
  public var duration: Double
  /// Seconds from the first sample to the first report, `nil` without reports.
  public var acquisition: Double?

  /// The label changes that no report found.
  public var misses: [LabelChange] { labelChanges.filter { $0.reported == nil } }

  /// The latencies of the label changes found, in order.
  public var latencies: [Double] { labelChanges.compactMap(\.latency) }
}

extension TraceScore {
  /// Scores `changes` against the labels of `trace`.
  ///
  /// - Returns: the score, or `nil` when some sample of `trace` has no label.
  public init?(trace: MotionTrace, changes: [OrientationChange], options: Options = Options()) {
    guard trace.isLabelled, let first = trace.samples.first, let last = trace.samples.last else { return nil }
    let samples = trace.samples
    var labels = trace.labels.map { $0! }
    var reports = changes
    if options.ignoresFlat {
      let firstRotation = labels.first { !$0.isFlat } ?? .unknown
      var previous = firstRotation
      for index in labels.indices {
        if labels[index].isFlat { labels[index] = previous } else { previous = labels[index] }
      }
      var kept: [OrientationChange] = []
      for change in reports where !change.orientation.isFlat {
        if kept.last?.orientation != change.orientation { kept.append(change) }
      }
      reports = kept
    }

    // The label changes and the middles of their turns.
    var switches: [LabelChange] = []
    var segmentStart = 0
    for index in labels.indices.dropFirst() where labels[index] != labels[index - 1] {
      let from = labels[index - 1]
      let to = labels[index]
      let a = Self.meanDirection(samples, from: segmentStart)
      let b = Self.meanDirection(samples, from: index)
      var j = index - 1
      while j >= segmentStart {
        let s = samples[j]
        if s.x * a.0 + s.y * a.1 + s.z * a.2 > s.x * b.0 + s.y * b.1 + s.z * b.2 { break }
        j -= 1
      }
      let middle = samples[max(j + 1, segmentStart)].time
      switches.append(LabelChange(time: samples[index].time, from: from, to: to, middle: middle, reported: nil))
      segmentStart = index
    }

    // Match the reports.
    var falseChanges: [OrientationChange] = []
    var labelIndex = 0
    for report in reports {
      while labelIndex + 1 < samples.count && samples[labelIndex + 1].time <= report.time { labelIndex += 1 }
      let label = labels[labelIndex]
      // The turn whose window holds the report: from its middle to the next turn's middle.
      var found = false
      for k in switches.indices.reversed() where switches[k].middle <= report.time {
        let nextMiddle = k + 1 < switches.count ? switches[k + 1].middle : .infinity
        if report.time < nextMiddle && switches[k].reported == nil && report.orientation == switches[k].to {
          switches[k].reported = report.time
          found = true
        } else if report.time < switches[k].time && report.orientation == switches[k].from {
          found = true
        }
        break
      }
      if found { continue }
      // A return to the current label (the first report, or after a false change) is no error.
      if report.orientation == label { continue }
      falseChanges.append(report)
    }
    let acquisition = reports.first.map { $0.time - first.time }

    // Time in a wrong orientation.
    var wrongTime = 0.0
    var state = DeviceOrientation.unknown
    var reportIndex = 0
    for index in samples.indices.dropLast() {
      while reportIndex < reports.count && reports[reportIndex].time <= samples[index].time {
        state = reports[reportIndex].orientation
        reportIndex += 1
      }
      if state != labels[index] { wrongTime += samples[index + 1].time - samples[index].time }
    }
    self.init(
      labelChanges: switches, falseChanges: falseChanges, wrongTime: wrongTime, duration: last.time - first.time,
      acquisition: acquisition)
  }

  /// How long after a label's switch its pose is measured: 0.5 s.
  static let poseWindow = 0.5

  /// The direction of the mean reading over ``poseWindow`` seconds from sample `start`: the pose
  /// held after a label's switch.
  static func meanDirection(_ samples: [AccelerationSample], from start: Int) -> (Double, Double, Double) {
    var sum = (0.0, 0.0, 0.0)
    var index = start
    while index < samples.count && samples[index].time < samples[start].time + poseWindow {
      sum.0 += samples[index].x
      sum.1 += samples[index].y
      sum.2 += samples[index].z
      index += 1
    }
    let length = max(1e-12, (sum.0 * sum.0 + sum.1 * sum.1 + sum.2 * sum.2).squareRoot())
    return (sum.0 / length, sum.1 / length, sum.2 / length)
  }
}
