import SwivelCore

extension OrientationDetecting {
  /// Streams the CSV trace at `path` through this detector, a chunk at a time, without keeping
  /// the samples.
  ///
  /// - Returns: every change reported, in order, and whether the trace has a label column.
  /// - Throws: ``TraceError`` when the trace cannot be read or understood.
  public mutating func changes(inTraceAt path: String) throws -> (changes: [OrientationChange], hasLabels: Bool) {
    var changes: [OrientationChange] = []
    var labelled = false
    var detector = self
    try CSVTraceReader.forEachSample(path: path) { sample, _, hasLabels in
      labelled = hasLabels
      if let orientation = detector.ingest(sample) {
        changes.append(OrientationChange(time: sample.time, orientation: orientation))
      }
    }
    self = detector
    return (changes, labelled)
  }
}
