/// Why an accelerometer trace or sensor could not be read: where, and what is wrong.
///
/// Its ``description`` names the file, line and column, as `swivel` prints it on standard error.
public struct TraceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public enum Reason: Hashable, Sendable {
    /// The file could not be opened or read (the system's message).
    case unreadable(String)
    /// The file or its folder could not be created or written (the system's message).
    case unwritable(String)
    /// The input is empty: not even a header.
    case missingHeader
    /// The first line is not `t,x,y,z` or `t,x,y,z,label`.
    case wrongHeader(found: String)
    /// A row has fewer or more fields than the header.
    case wrongFieldCount(expected: Int, found: Int)
    /// A field is not a decimal number.
    case notANumber(field: String, text: String)
    /// A field is NaN or infinite.
    case notFinite(field: String, text: String)
    /// A sample's magnitude is beyond what an accelerometer measures.
    case absurdMagnitude(Double, limit: Double)
    /// A row's time is earlier than the previous row's.
    case timeWentBackwards(from: Double, to: Double)
    /// The label is not a device orientation name.
    case unknownLabel(String)
    /// A sysfs attribute holds something else than expected.
    case badAttribute(name: String, text: String)
    /// A line is longer than any trace line can be: the input is not a CSV trace (a device such
    /// as `/dev/zero`, or a binary file).
    case lineTooLong(limit: Int)
    /// The path is not a regular file (a device, a FIFO, a socket): reading it may never end.
    case notARegularFile
    /// No IIO device has this name or directory; `found` names the accelerometers that exist.
    case noSuchDevice(found: [String])
    /// The path exists but is not an IIO accelerometer: it has no `in_accel_x_raw`.
    case notAnAccelerometer(found: [String])
  }

  /// The file, or `<stdin>`, or a sysfs directory.
  public var file: String
  /// 1-based line, 0 when the error is not about a line.
  public var line: Int
  /// 1-based column (in bytes), 0 when the error is not about a column.
  public var column: Int
  /// What is wrong.
  public var reason: Reason

  /// An error at `file`:`line`:`column` for `reason`.
  public init(file: String, line: Int = 0, column: Int = 0, reason: Reason) {
    self.file = file
    self.line = line
    self.column = column
    self.reason = reason
  }

  public var description: String {
    var place = file
    if line > 0 { place += ":\(line)" }
    if column > 0 { place += ":\(column)" }
    return "\(place): \(message)"
  }

  private var message: String {
    switch reason {
    case .unreadable(let why): "cannot read: \(why)"
    case .unwritable(let why): "cannot write: \(why)"
    case .missingHeader: "empty trace: expected the header 't,x,y,z' (optionally ',label')"
    case .wrongHeader(let found): "expected the header 't,x,y,z' or 't,x,y,z,label', found '\(Self.quoted(found))'"
    case .wrongFieldCount(let expected, let found): "expected \(expected) fields, found \(found)"
    case .notANumber(let field, let text): "\(field): '\(Self.quoted(text))' is not a number"
    case .notFinite(let field, let text): "\(field): '\(Self.quoted(text))' is not a finite number"
    case .absurdMagnitude(let magnitude, let limit):
      "a magnitude of \(magnitude) g is beyond any accelerometer (limit \(limit) g)"
    case .timeWentBackwards(let from, let to): "time goes backwards, from \(from) to \(to)"
    case .unknownLabel(let text):
      "label '\(Self.quoted(text))' is not a device orientation (unknown, portrait, portraitUpsideDown, landscapeLeft, "
        + "landscapeRight, faceUp, faceDown)"
    case .badAttribute(let name, let text): "\(name): unexpected content '\(Self.quoted(text))'"
    case .lineTooLong(let limit):
      "a line longer than \(limit) bytes: not a CSV accelerometer trace (expected lines such as '0.02,0.01,-0.98,0.03')"
    case .notARegularFile: "not a regular file (a device, FIFO or socket); expected a CSV file"
    case .noSuchDevice(let found): "no such IIO device; \(Self.accelerometerList(found))"
    case .notAnAccelerometer(let found):
      "not an IIO accelerometer (it has no in_accel_x_raw); \(Self.accelerometerList(found))"
    }
  }

  /// `accelerometers found: iio:device0, iio:device2`, or that there are none.
  private static func accelerometerList(_ found: [String]) -> String {
    found.isEmpty
      ? "no IIO accelerometer was found under \(IIOAccelerometer.devicesRoot)"
      : "accelerometers found: \(found.joined(separator: ", "))"
  }

  /// Input as the message quotes it: on one line (a line break shows as `⏎`) and at most 40
  /// characters, cut at a character boundary with `…`, so a file of one huge line does not
  /// become a huge message.
  static func quoted(_ text: String) -> String {
    let limit = 40
    let characters = Array(text.prefix(limit + 1))
    let cut = characters.count > limit
    let line = characters.prefix(cut ? limit - 1 : limit).map { character -> String in
      switch character {
      case "\n", "\r\n", "\r": "⏎"
      case "\t": " "
      default: String(character)
      }
    }.joined()
    return cut ? line + "…" : line
  }
}
