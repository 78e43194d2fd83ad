#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A Linux Industrial I/O accelerometer, read through sysfs, in Core Motion's axes and sign.
///
/// A device directory (`/sys/bus/iio/devices/iio:device0`) holds one file per attribute:
/// - `in_accel_x_raw`, `in_accel_y_raw`, `in_accel_z_raw`: the raw readings (required);
/// - `in_accel_x_scale` … per axis, or `in_accel_scale` shared: m/s² per raw unit (required);
/// - `in_accel_x_offset` … or `in_accel_offset`: added to the raw value before scaling
///   (optional, 0);
/// - the mounting matrix, in the first of `in_accel_mount_matrix`, `mount_matrix`,
///   `in_mount_matrix`, `in_accel_matrix` that exists (optional, identity), written
///   `"a, b, c; d, e, f; g, h, i"`, rows first: the device-frame vector is the matrix times
///   the sensor's vector;
/// - `in_accel_sampling_frequency` or `sampling_frequency`: samples per second (optional).
///
/// IIO reports the reaction to gravity (a device upright reads +9.8 m/s² on y), Core Motion
/// the opposite in g: a reading is `−M · (raw + offset) · scale / 9.80665`.
public struct IIOAccelerometer: Sendable {
  /// Standard gravity, m/s² per g.
  public static let standardGravity = 9.80665

  /// The device's sysfs directory.
  public let directory: String
  /// m/s² per raw unit, per axis.
  public let scale: (x: Double, y: Double, z: Double)
  /// Added to the raw values before scaling, per axis.
  public let offset: (x: Double, y: Double, z: Double)
  /// The mounting matrix, rows first (identity when the device has none).
  public let mountMatrix: [[Double]]
  /// Samples per second, when the device tells.
  public let samplingFrequency: Double?

  /// Where Linux lists its IIO devices.
  public static let devicesRoot = "/sys/bus/iio/devices"

  /// The directory of `device`: itself when it holds a `/`, else `root`/`device`
  /// (`iio:device0` → `/sys/bus/iio/devices/iio:device0`).
  public static func directory(of device: String, root: String = devicesRoot) -> String {
    device.contains("/") ? device : root + "/" + device
  }

  /// The names of the accelerometers under `root` (the devices with an `in_accel_x_raw`), sorted.
  public static func accelerometers(root: String = devicesRoot) -> [String] {
    guard let folder = opendir(root) else { return [] }
    defer { closedir(folder) }
    var names: [String] = []
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      guard name != ".", name != ".." else { continue }
      if access(root + "/" + name + "/in_accel_x_raw", F_OK) == 0 { names.append(name) }
    }
    return names.sorted()
  }

  /// Opens the accelerometer called `device` (a name under `root`, or a directory), telling a
  /// device that does not exist from one that is not an accelerometer or cannot be read.
  ///
  /// - Throws: ``TraceError``: ``TraceError/Reason/noSuchDevice(found:)`` when nothing is at that
  ///   path, ``TraceError/Reason/notAnAccelerometer(found:)`` when it has no raw readings; each
  ///   lists the accelerometers under `root`. Otherwise as ``init(directory:)``.
  public init(device: String, root: String = devicesRoot) throws {
    let directory = Self.directory(of: device, root: root)
    var status = stat()
    guard stat(directory, &status) == 0 else {
      throw TraceError(file: device, reason: .noSuchDevice(found: Self.accelerometers(root: root)))
    }
    guard (status.st_mode & S_IFMT) == S_IFDIR, access(directory + "/in_accel_x_raw", F_OK) == 0 else {
      throw TraceError(file: device, reason: .notAnAccelerometer(found: Self.accelerometers(root: root)))
    }
    try self.init(directory: directory)
  }

  /// Opens the accelerometer in `directory`: reads its scale, offset, mounting matrix and
  /// sampling frequency, and checks that its raw files can be read.
  ///
  /// - Throws: ``TraceError``: ``TraceError/Reason/unreadable(_:)`` for a missing required file,
  ///   ``TraceError/Reason/badAttribute(name:text:)`` for a file that holds something else.
  public init(directory: String) throws {
    self.directory = directory
    func number(_ name: String) throws -> Double? {
      guard let text = try Self.readAttribute(directory, name, required: false) else { return nil }
      return try Self.parseNumber(text, name: name, directory: directory)
    }
    let shared = try number("in_accel_scale")
    var scales: [Double] = []
    for axis in ["x", "y", "z"] {
      guard let value = try number("in_accel_\(axis)_scale") ?? shared else {
        throw TraceError(
          file: directory, reason: .unreadable("no in_accel_\(axis)_scale or in_accel_scale: the scale is unknown"))
      }
      scales.append(value)
    }
    scale = (scales[0], scales[1], scales[2])
    let sharedOffset = try number("in_accel_offset") ?? 0
    offset = (
      try number("in_accel_x_offset") ?? sharedOffset, try number("in_accel_y_offset") ?? sharedOffset,
      try number("in_accel_z_offset") ?? sharedOffset
    )
    var matrix: [[Double]] = [[1, 0, 0], [0, 1, 0], [0, 0, 1]]
    for name in ["in_accel_mount_matrix", "mount_matrix", "in_mount_matrix", "in_accel_matrix"] {
      if let text = try Self.readAttribute(directory, name, required: false) {
        matrix = try Self.parseMatrix(text, name: name, directory: directory)
        break
      }
    }
    mountMatrix = matrix
    samplingFrequency = try number("in_accel_sampling_frequency") ?? number("sampling_frequency")
    _ = try readRaw()
  }

  /// Reads the three raw values now and returns them as a sample at `time`, in g, Core Motion's sign.
  ///
  /// - Throws: ``TraceError`` when a raw file is missing or holds something else than a number.
  public func read(at time: Double) throws -> AccelerationSample {
    let raw = try readRaw()
    let sensor = [
      (raw.0 + offset.x) * scale.x, (raw.1 + offset.y) * scale.y, (raw.2 + offset.z) * scale.z,
    ]
    var device = [0.0, 0.0, 0.0]
    for row in 0..<3 {
      device[row] = mountMatrix[row][0] * sensor[0] + mountMatrix[row][1] * sensor[1] + mountMatrix[row][2] * sensor[2]
    }
    let g = -1 / Self.standardGravity
    return AccelerationSample(time: time, x: device[0] * g, y: device[1] * g, z: device[2] * g)
  }

  private func readRaw() throws -> (Double, Double, Double) {
    func raw(_ axis: String) throws -> Double {
      let name = "in_accel_\(axis)_raw"
      let text = try Self.readAttribute(directory, name, required: true)!
      return try Self.parseNumber(text, name: name, directory: directory)
    }
    return (try raw("x"), try raw("y"), try raw("z"))
  }

  /// The trimmed content of `directory/name`; `nil` when it does not exist and is not `required`.
  static func readAttribute(_ directory: String, _ name: String, required: Bool) throws -> String? {
    let path = directory + "/" + name
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else {
      let error = errno
      if error == ENOENT && !required { return nil }
      throw TraceError(file: path, reason: .unreadable(String(cString: strerror(error))))
    }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 256)
    while true {
      let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, 256) }
      if count < 0 {
        if errno == EINTR { continue }
        throw TraceError(file: path, reason: .unreadable(String(cString: strerror(errno))))
      }
      if count == 0 { break }
      bytes.append(contentsOf: buffer[0..<count])
      if bytes.count > 4096 { break }
    }
    let text = String(decoding: bytes, as: UTF8.self)
    return String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }

  /// A sysfs attribute holding one number (`0.009576`, `-512`), as the reader parses it.
  ///
  /// - Throws: ``TraceError`` (``TraceError/Reason/badAttribute(name:text:)``) for anything else.
  public static func parseNumber(_ text: String, name: String, directory: String) throws -> Double {
    let bytes = Array(text.utf8)
    let value: Double? =
      bytes.isEmpty ? nil : bytes.withUnsafeBufferPointer { DecimalScanner.parse($0.baseAddress!, count: $0.count) }
    guard let value, value.isFinite else {
      throw TraceError(file: directory + "/" + name, reason: .badAttribute(name: name, text: text))
    }
    return value
  }

  /// A mounting matrix, `"a, b, c; d, e, f; g, h, i"`, rows first, as the reader parses it.
  ///
  /// - Throws: ``TraceError`` (``TraceError/Reason/badAttribute(name:text:)``) for anything else.
  public static func parseMatrix(_ text: String, name: String, directory: String) throws -> [[Double]] {
    let rows = text.split(separator: ";", omittingEmptySubsequences: false)
    guard rows.count == 3 else {
      throw TraceError(file: directory + "/" + name, reason: .badAttribute(name: name, text: text))
    }
    var matrix: [[Double]] = []
    for row in rows {
      let cells = row.split(separator: ",", omittingEmptySubsequences: false)
      guard cells.count == 3 else {
        throw TraceError(file: directory + "/" + name, reason: .badAttribute(name: name, text: text))
      }
      var values: [Double] = []
      for cell in cells {
        let trimmed = String(cell.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        guard !trimmed.isEmpty, let value = try? parseNumber(trimmed, name: name, directory: directory) else {
          throw TraceError(file: directory + "/" + name, reason: .badAttribute(name: name, text: text))
        }
        values.append(value)
      }
      matrix.append(values)
    }
    return matrix
  }
}
