import SwivelCore

/// Writes accelerometer traces as CSV (Scenario reference, section 8), byte by byte.
///
/// Times with 5 decimals (10 µs), accelerations with 4 (0.1 mg, finer than phone sensors
/// resolve), the `label` column when the trace has labels; a value too large for fixed
/// decimals (over 10¹³) is written in Swift's shortest form. ``CSVTraceParser`` reads the output
/// back to the same values, rounded to those decimals.
public struct CSVTraceWriter: Sendable {
  /// The CSV text written so far.
  public private(set) var bytes: [UInt8] = []
  private let labelled: Bool

  /// A writer that has written the header: `t,x,y,z`, plus `,label` when `labelled`.
  public init(labelled: Bool) {
    self.labelled = labelled
    bytes.append(contentsOf: (labelled ? "t,x,y,z,label\n" : "t,x,y,z\n").utf8)
  }

  /// The whole `trace` as CSV text.
  public static func csv(for trace: MotionTrace) -> [UInt8] {
    var writer = CSVTraceWriter(labelled: !trace.labels.isEmpty)
    for (index, sample) in trace.samples.enumerated() {
      writer.append(sample, label: trace.labels.isEmpty ? nil : trace.labels[index])
    }
    return writer.bytes
  }

  /// Appends one row; `label` is written only when the writer was made `labelled`.
  public mutating func append(_ sample: AccelerationSample, label: DeviceOrientation?) {
    appendFixed(sample.time, decimals: 5)
    bytes.append(0x2C)
    appendFixed(sample.x, decimals: 4)
    bytes.append(0x2C)
    appendFixed(sample.y, decimals: 4)
    bytes.append(0x2C)
    appendFixed(sample.z, decimals: 4)
    if labelled {
      bytes.append(0x2C)
      if let label { bytes.append(contentsOf: label.name.utf8) }
    }
    bytes.append(0x0A)
  }

  /// Empties the text written so far (the header included), to write the next part of a long trace.
  public mutating func removeAll() {
    bytes.removeAll(keepingCapacity: true)
  }

  private static let scales: [Double] = [1, 10, 100, 1000, 10000, 100000]

  private mutating func appendFixed(_ value: Double, decimals: Int) {
    let scaled = (abs(value) * Self.scales[decimals]).rounded()
    guard scaled < 9e18 else {
      // Too large for fixed decimals (or not finite): Swift's shortest form, which the parser reads back.
      bytes.append(contentsOf: "\(value)".utf8)
      return
    }
    var units = UInt64(scaled)
    if value < 0 && units != 0 { bytes.append(0x2D) }
    var digits:
      (
        UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
        UInt8, UInt8, UInt8, UInt8
      ) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    var count = 0
    withUnsafeMutableBytes(of: &digits) { buffer in
      repeat {
        buffer[count] = UInt8(units % 10) + 0x30
        units /= 10
        count += 1
      } while units > 0 || count <= decimals
      for index in stride(from: count - 1, through: 0, by: -1) {
        bytes.append(buffer[index])
        if index == decimals && decimals > 0 { bytes.append(0x2E) }
      }
    }
  }
}

extension MotionCorpus {
  /// Writes every trace as `directory/category-seed.csv`, labelled.
  ///
  /// - Returns: the paths written, in order.
  /// - Throws: ``TraceError`` (`unwritable`) when the folder cannot be made (its parent must
  ///   exist) or a file cannot be written; each file is written whole by ``WholeFileWriter``.
  @discardableResult
  public func write(to directory: String) throws -> [String] {
    do throws(FileWriteError) {
      try WholeFileWriter.makeDirectory(directory)
      var paths: [String] = []
      for entry in entries {
        let path = directory + "/" + entry.name
        try WholeFileWriter.write(CSVTraceWriter.csv(for: entry.trace()), to: path)
        paths.append(path)
      }
      return paths
    } catch {
      throw TraceError(file: error.path, reason: .unwritable(error.reason))
    }
  }
}
