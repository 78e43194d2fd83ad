import SwivelCore
import Testing

@testable import SwivelMotion

@Suite struct IIOAccelerometerTests {
  @Test func aSharedScaleGivesGInCoreMotionSign() throws {
    // IIO reads +9.8 m/s² on y for an upright device (iio-sensor-proxy's "normal" is y > 0);
    // Core Motion reads −1 g on y (Apple's CMAcceleration documentation).
    let accelerometer = try IIOAccelerometer(directory: fixtures + "/iio-identity")
    #expect(accelerometer.samplingFrequency == 100)
    let sample = try accelerometer.read(at: 1.5)
    #expect(sample.time == 1.5)
    #expect(abs(sample.x) < 1e-9 && abs(sample.y + 1) < 1e-6 && abs(sample.z) < 1e-9)
  }

  @Test func perAxisScalesOffsetsAndTheMountMatrixApply() throws {
    let accelerometer = try IIOAccelerometer(directory: fixtures + "/iio-mounted")
    #expect(accelerometer.mountMatrix == [[0, 1, 0], [-1, 0, 0], [0, 0, 1]])
    #expect(accelerometer.offset.x == 2 && accelerometer.offset.y == -2)
    #expect(accelerometer.samplingFrequency == 12.5)
    // The sensor reads −500 × 0.0196 m/s² on its x axis; the matrix turns that into +9.8 on
    // the device's y: portrait.
    let sample = try accelerometer.read(at: 0)
    #expect(abs(sample.x) < 1e-9 && abs(sample.y + 1) < 1e-6 && abs(sample.z) < 1e-9)
    var detector = OrientationDetector()
    let changes = detector.changes(in: (0..<20).map { try! accelerometer.read(at: Double($0) / 20) })
    #expect(changes.map(\.orientation) == [.portrait])
  }

  @Test func aMissingRawFileIsAnError() {
    #expect {
      _ = try IIOAccelerometer(directory: fixtures + "/iio-missing-raw")
    } throws: { error in
      guard let error = error as? TraceError else { return false }
      return error.file.hasSuffix("iio-missing-raw/in_accel_z_raw")
        && error.reason == .unreadable("No such file or directory")
    }
  }

  @Test func aMissingScaleIsAnError() {
    #expect {
      _ = try IIOAccelerometer(directory: fixtures + "/iio-no-scale")
    } throws: { error in
      guard case .unreadable(let why) = (error as? TraceError)?.reason else { return false }
      return why.contains("in_accel_x_scale")
    }
  }

  @Test func aMalformedMountMatrixIsAnError() {
    #expect {
      _ = try IIOAccelerometer(directory: fixtures + "/iio-bad-matrix")
    } throws: { error in
      (error as? TraceError)?.reason == .badAttribute(name: "mount_matrix", text: "1, 0; 0, 1")
    }
  }

  @Test func aMissingDeviceIsAnError() {
    #expect(throws: TraceError.self) { try IIOAccelerometer(directory: fixtures + "/no-such-device") }
  }

  @Test func aDeviceNameIsLookedUpUnderTheRoot() {
    #expect(IIOAccelerometer.directory(of: "iio:device0") == "/sys/bus/iio/devices/iio:device0")
    #expect(IIOAccelerometer.directory(of: "iio:device1", root: "/tmp/sys") == "/tmp/sys/iio:device1")
    #expect(IIOAccelerometer.directory(of: "./tree/iio:device0") == "./tree/iio:device0")
  }

  // Issue 13: `watch --iio /nonexistent` said "the scale is unknown"; a device that does not exist
  // is told apart from one that is not an accelerometer, and both list the accelerometers there are.
  @Test func aDeviceThatDoesNotExistIsNoSuchDeviceAndTheAccelerometersAreListed() {
    #expect {
      _ = try IIOAccelerometer(device: "iio:device9", root: fixtures)
    } throws: { error in
      let error = error as? TraceError
      return error?.reason
        == .noSuchDevice(found: ["iio-bad-matrix", "iio-identity", "iio-missing-raw", "iio-mounted", "iio-no-scale"])
        && error?.description.hasPrefix("iio:device9: no such IIO device; accelerometers found: iio-bad-matrix, ")
          == true
    }
    #expect {
      _ = try IIOAccelerometer(device: "/nonexistent", root: fixtures + "/none")
    } throws: { error in
      (error as? TraceError)?.description
        == "/nonexistent: no such IIO device; no IIO accelerometer was found under /sys/bus/iio/devices"
    }
  }

  @Test func aFolderWithoutRawReadingsIsNotAnAccelerometer() {
    #expect {
      _ = try IIOAccelerometer(device: fixtures, root: fixtures)
    } throws: { error in
      guard case .notAnAccelerometer(let found) = (error as? TraceError)?.reason else { return false }
      return found.count == 5
    }
  }

  @Test func anExistingDeviceOpensByName() throws {
    let accelerometer = try IIOAccelerometer(device: "iio-identity", root: fixtures)
    #expect(accelerometer.samplingFrequency == 100)
  }
}
