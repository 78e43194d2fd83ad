import SwivelCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A byte-level, incremental parser of CSV accelerometer traces (Scenario reference, section 8).
///
/// Give it the bytes as they come, in chunks of any size (a line may span chunks); it calls back
/// once per row. It reads numbers itself from the bytes, without `String` or Foundation, so a
/// trace is parsed at hundreds of megabytes per second.
///
/// The format: a header `t,x,y,z` or `t,x,y,z,label` (an UTF-8 byte order mark before it is
/// skipped), then one row per sample: the time in seconds, the acceleration in g (Core Motion's
/// axes and sign, see ``AccelerationSample``) and, with the label column, the true device
/// orientation's name or nothing. Decimal numbers as C and JSON write them (`-0.5`, `1e-3`,
/// `.25`). Lines end with `\n` or `\r\n`; empty lines are skipped, wherever they are.
///
/// Errors, each a ``TraceError`` naming the line and column: a missing or wrong header, a
/// wrong number of fields, a field that is not a number, NaN or infinity, a magnitude over
/// ``magnitudeLimit``, a time earlier than the previous row's, an unknown label.
public struct CSVTraceParser: Sendable {
  /// The largest magnitude a row may have, in g: 16 g, the widest range of phone accelerometers.
  public static let magnitudeLimit = 16.0

  /// The longest line accepted, in bytes: a row of four numbers and a label is well under 200;
  /// anything longer is not a trace, and keeping it would let `/dev/zero` fill the memory.
  public static let lineLengthLimit = 4096

  /// The file name used in errors (`<stdin>` for standard input).
  public let file: String
  /// Whether the header has a label column; `nil` before the header is read.
  public private(set) var hasLabels: Bool?
  /// The number of the line read last (1-based).
  public private(set) var line = 0

  private var pending: [UInt8] = []
  private var lastTime = -Double.infinity

  /// A parser for the trace named `file` in its errors.
  public init(file: String) {
    self.file = file
  }

  /// Parses the next bytes of the trace, calling `row` for each complete row.
  ///
  /// - Parameters:
  ///   - bytes: the next chunk; a line cut at its end is kept for the next call.
  ///   - isFinal: `true` for the last chunk (the last line needs no line feed); then a trace
  ///     without a header is an error.
  ///   - row: called with each sample, its label (`nil` without a label column or when the
  ///     field is empty), and whether the trace has a label column.
  /// - Throws: ``TraceError`` at the first bad line, or what `row` throws.
  public mutating func parse(
    _ bytes: UnsafeRawBufferPointer, isFinal: Bool,
    row: (AccelerationSample, DeviceOrientation?, Bool) throws -> Void
  ) throws {
    var start = 0
    let count = bytes.count
    if let base = bytes.baseAddress {
      let bytePointer = base.assumingMemoryBound(to: UInt8.self)
      if !pending.isEmpty {
        // Finish the line cut at the end of the previous chunk.
        if let newline = memchr(base, 0x0A, count) {
          let end = UnsafeRawPointer(newline) - base
          pending.append(contentsOf: UnsafeBufferPointer(start: bytePointer, count: end))
          try parsePending(row: row)
          start = end + 1
        } else {
          pending.append(contentsOf: UnsafeBufferPointer(start: bytePointer, count: count))
          start = count
          try checkPendingLength()
        }
      }
      while start < count, let newline = memchr(base + start, 0x0A, count - start) {
        let end = UnsafeRawPointer(newline) - base
        if end - start > Self.lineLengthLimit {
          throw TraceError(file: file, line: line + 1, reason: .lineTooLong(limit: Self.lineLengthLimit))
        }
        try parseLine(bytePointer + start, count: end - start, row: row)
        start = end + 1
      }
      if start < count {
        pending.append(contentsOf: UnsafeBufferPointer(start: bytePointer + start, count: count - start))
        try checkPendingLength()
      }
    }
    if isFinal {
      if !pending.isEmpty { try parsePending(row: row) }
      if hasLabels == nil { throw TraceError(file: file, line: max(line, 1), reason: .missingHeader) }
    }
  }

  /// Refuses a line cut at a chunk's end once it is longer than any trace line.
  private func checkPendingLength() throws {
    if pending.count > Self.lineLengthLimit {
      throw TraceError(file: file, line: line + 1, reason: .lineTooLong(limit: Self.lineLengthLimit))
    }
  }

  private mutating func parsePending(row: (AccelerationSample, DeviceOrientation?, Bool) throws -> Void) throws {
    let line = pending
    pending.removeAll(keepingCapacity: true)
    try line.withUnsafeBufferPointer { buffer in
      try parseLine(buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!, count: buffer.count, row: row)
    }
  }

  private static let header: [UInt8] = Array("t,x,y,z".utf8)
  private static let labelledHeader: [UInt8] = Array("t,x,y,z,label".utf8)

  private mutating func parseLine(
    _ pointer: UnsafePointer<UInt8>, count: Int,
    row: (AccelerationSample, DeviceOrientation?, Bool) throws -> Void
  ) throws {
    line += 1
    var end = count
    if end > 0 && pointer[end - 1] == 0x0D { end -= 1 }
    var begin = 0
    if line == 1 && end >= 3 && pointer[0] == 0xEF && pointer[1] == 0xBB && pointer[2] == 0xBF { begin = 3 }
    if begin == end { return }
    guard let labelled = hasLabels else {
      let text = UnsafeBufferPointer(start: pointer + begin, count: end - begin)
      if text.elementsEqual(Self.header) {
        hasLabels = false
      } else if text.elementsEqual(Self.labelledHeader) {
        hasLabels = true
      } else {
        throw TraceError(
          file: file, line: line, column: 1, reason: .wrongHeader(found: String(decoding: text, as: UTF8.self)))
      }
      return
    }
    let expected = labelled ? 5 : 4
    var values = (0.0, 0.0, 0.0, 0.0)
    var label: DeviceOrientation?
    var field = 0
    var fieldStart = begin
    var index = begin
    while true {
      if index == end || pointer[index] == 0x2C {
        if field >= expected {
          throw TraceError(
            file: file, line: line, column: fieldStart + 1,
            reason: .wrongFieldCount(expected: expected, found: Self.countFields(pointer, begin, end)))
        }
        if field < 4 {
          let value = try number(pointer, fieldStart, index, field: field)
          switch field {
          case 0: values.0 = value
          case 1: values.1 = value
          case 2: values.2 = value
          default: values.3 = value
          }
        } else {
          label = try orientation(pointer, fieldStart, index)
        }
        field += 1
        if index == end { break }
        fieldStart = index + 1
      }
      index += 1
    }
    if field < expected {
      throw TraceError(
        file: file, line: line, column: end + 1, reason: .wrongFieldCount(expected: expected, found: field))
    }
    let sample = AccelerationSample(time: values.0, x: values.1, y: values.2, z: values.3)
    let magnitude = sample.magnitude
    if magnitude > Self.magnitudeLimit {
      throw TraceError(
        file: file, line: line, column: 1, reason: .absurdMagnitude(magnitude, limit: Self.magnitudeLimit))
    }
    if sample.time < lastTime {
      throw TraceError(file: file, line: line, column: 1, reason: .timeWentBackwards(from: lastTime, to: sample.time))
    }
    lastTime = sample.time
    try row(sample, label, labelled)
  }

  private static func countFields(_ pointer: UnsafePointer<UInt8>, _ begin: Int, _ end: Int) -> Int {
    var fields = 1
    for index in begin..<end where pointer[index] == 0x2C { fields += 1 }
    return fields
  }

  private static let fieldNames = ["t", "x", "y", "z", "label"]

  private func number(_ pointer: UnsafePointer<UInt8>, _ start: Int, _ end: Int, field: Int) throws -> Double {
    if let value = DecimalScanner.parse(pointer + start, count: end - start) {
      if value.isFinite { return value }
    }
    let text = String(decoding: UnsafeBufferPointer(start: pointer + start, count: end - start), as: UTF8.self)
    var word = Substring(text.lowercased())
    if word.first == "+" || word.first == "-" { word = word.dropFirst() }
    let isNonFinite =
      ["nan", "inf", "infinity"].contains(word) || DecimalScanner.parse(pointer + start, count: end - start) != nil
    let name = Self.fieldNames[field]
    throw TraceError(
      file: file, line: line, column: start + 1,
      reason: isNonFinite ? .notFinite(field: name, text: text) : .notANumber(field: name, text: text))
  }

  private static let labelNames: [[UInt8]] = DeviceOrientation.allCases.map { Array($0.name.utf8) }

  private func orientation(_ pointer: UnsafePointer<UInt8>, _ start: Int, _ end: Int) throws -> DeviceOrientation? {
    if start == end { return nil }
    let text = UnsafeBufferPointer(start: pointer + start, count: end - start)
    for (index, name) in Self.labelNames.enumerated() where name.count == text.count && text.elementsEqual(name) {
      return DeviceOrientation.allCases[index]
    }
    throw TraceError(
      file: file, line: line, column: start + 1, reason: .unknownLabel(String(decoding: text, as: UTF8.self)))
  }
}
