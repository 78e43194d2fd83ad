import SwivelCore

/// An accelerometer trace: samples in time order, each with the true orientation when it is known.
///
/// The in-memory form of the CSV traces of the scenario format (Scenario reference, section 8): read one with
/// ``CSVTraceReader``, write one with ``CSVTraceWriter``, make one with ``MotionGenerator``.
public struct MotionTrace: Hashable, Sendable {
  /// The samples, times never decreasing.
  public var samples: [AccelerationSample]
  /// The true device orientation at each sample (the optional `label` column), or empty when
  /// the trace has no labels; otherwise as long as ``samples``, `nil` where a row left it empty.
  public var labels: [DeviceOrientation?]

  /// A trace of `samples` with `labels` (empty, or one per sample).
  public init(samples: [AccelerationSample] = [], labels: [DeviceOrientation?] = []) {
    precondition(labels.isEmpty || labels.count == samples.count, "one label per sample, or none")
    self.samples = samples
    self.labels = labels
  }

  /// Whether every sample carries a label.
  public var isLabelled: Bool { !labels.isEmpty && labels.allSatisfy { $0 != nil } }

  /// Seconds from the first sample to the last; 0 for fewer than two samples.
  public var duration: Double {
    guard let first = samples.first, let last = samples.last else { return 0 }
    return last.time - first.time
  }
}
