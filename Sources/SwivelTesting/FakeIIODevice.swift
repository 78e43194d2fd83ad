import Foundation
import SwivelCore
import SwivelMotion

/// A Linux IIO accelerometer made of files in a temporary directory, laid out as sysfs lays out
/// `/sys/bus/iio/devices/iio:deviceN`: `name`, `in_accel_{x,y,z}_raw`, `in_accel_scale`,
/// `sampling_frequency`. Point `IIOAccelerometer(device:root:)` at ``root`` and ``device`` to
/// read it, and change what it reads with ``hold(_:)`` or ``setRaw(x:y:z:)`` while a watch runs.
///
/// Values follow the IIO sign (iio-sensor-proxy's convention): a device upright in portrait
/// reads +g on y, the opposite of Core Motion's −1 g, which `IIOAccelerometer` turns them into.
///
/// ```swift
/// let fake = try FakeIIODevice()
/// defer { fake.remove() }
/// try fake.hold(.landscapeLeft)
/// let accelerometer = try IIOAccelerometer(device: fake.device, root: fake.root)
/// ```
public final class FakeIIODevice {
  /// The folder holding the device folder: pass it as `root`.
  public let root: String
  /// The device's folder name: pass it as `device`.
  public let device: String
  /// m/s² per raw count: a raw value of 1000 is 1 g.
  public let scale = 9.80665 / 1000

  /// The device's folder.
  public var directory: String { root + "/" + device }

  /// A fake accelerometer named `name` (the `name` attribute iio-sensor-proxy looks for) at
  /// `samplingFrequency` Hz, held upright in portrait.
  ///
  /// - Throws: a file system error when the temporary folder cannot be made or written.
  public init(device: String = "iio:device0", name: String = "accel_3d", samplingFrequency: Double = 100) throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("swivel-fake-iio-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root.appendingPathComponent(device), withIntermediateDirectories: true)
    self.root = root.path
    self.device = device
    try write("name", name)
    try write("in_accel_scale", String(scale))
    try write("sampling_frequency", String(samplingFrequency))
    try hold(.portrait)
  }

  /// Writes the raw values of a device held still in `orientation` (flat ones included;
  /// `unknown` reads no gravity at all).
  public func hold(_ orientation: DeviceOrientation) throws {
    // Core Motion's gravity for the orientation, turned to the IIO sign.
    let (x, y, z): (Int, Int, Int) =
      switch orientation {
      case .portrait: (0, 1000, 0)
      case .portraitUpsideDown: (0, -1000, 0)
      case .landscapeLeft: (1000, 0, 0)
      case .landscapeRight: (-1000, 0, 0)
      case .faceUp: (0, 0, 1000)
      case .faceDown: (0, 0, -1000)
      case .unknown: (0, 0, 0)
      }
    try setRaw(x: x, y: y, z: z)
  }

  /// Writes raw counts for the three axes (1000 counts is 1 g).
  public func setRaw(x: Int, y: Int, z: Int) throws {
    try write("in_accel_x_raw", String(x))
    try write("in_accel_y_raw", String(y))
    try write("in_accel_z_raw", String(z))
  }

  /// Writes an attribute file of the device, as the kernel would show it (with a newline).
  public func write(_ attribute: String, _ text: String) throws {
    try (text + "\n").write(toFile: directory + "/" + attribute, atomically: true, encoding: .utf8)
  }

  /// Deletes an attribute file, as when the device goes away.
  public func removeAttribute(_ attribute: String) throws {
    try FileManager.default.removeItem(atPath: directory + "/" + attribute)
  }

  /// Deletes the whole fake device.
  public func remove() {
    try? FileManager.default.removeItem(atPath: root)
  }
}
