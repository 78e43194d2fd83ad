import SwivelCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension OrientationDetecting {
  /// Streams the CSV trace at `path` through this detector, a chunk at a time, without keeping
  /// the samples.
  ///
  /// - Returns: every change reported, in order, and whether the trace has a label column.
  /// - Throws: ``TraceError`` when the trace cannot be read or understood.
  public mutating func changes(inTraceAt path: String) throws -> (changes: [OrientationChange], hasLabels: Bool) {
    let descriptor = try CSVTraceReader.openRegularFile(path)
    defer { close(descriptor) }
    return try changes(inTraceFrom: descriptor, name: path)
  }

  /// Streams the CSV trace read from an open file descriptor (standard input is 0) through this
  /// detector until its end, without keeping the samples.
  ///
  /// - Parameters:
  ///   - fileDescriptor: the open descriptor to read; it is left open.
  ///   - name: the name errors give the input (`<stdin>`).
  /// - Returns: every change reported, in order, and whether the trace has a label column.
  /// - Throws: ``TraceError`` when the trace cannot be read or understood.
  public mutating func changes(
    inTraceFrom fileDescriptor: Int32, name: String
  ) throws -> (changes: [OrientationChange], hasLabels: Bool) {
    var changes: [OrientationChange] = []
    var labelled = false
    var detector = self
    try CSVTraceReader.forEachSample(fileDescriptor: fileDescriptor, name: name) { sample, _, hasLabels in
      labelled = hasLabels
      if let orientation = detector.ingest(sample) {
        changes.append(OrientationChange(time: sample.time, orientation: orientation))
      }
    }
    self = detector
    return (changes, labelled)
  }
}
