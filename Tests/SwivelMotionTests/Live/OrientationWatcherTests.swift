import SwivelCore
import SwivelTesting
import Testing

@testable import SwivelMotion

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct OrientationWatcherTests {
  /// The attribute files of a fixture tree.
  static let attributes = [
    "in_accel_x_raw", "in_accel_y_raw", "in_accel_z_raw", "in_accel_scale", "sampling_frequency", "name",
  ]

  /// A copy of a fixture tree in a fresh temporary directory; the caller removes it with
  /// `removeCopy(_:)`.
  func copyOfFixture(_ name: String) throws -> String {
    var template = Array("/tmp/swivel-iio-XXXXXX".utf8CString)
    let directory = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
    for file in Self.attributes {
      let text = try #require(try IIOAccelerometer.readAttribute(fixtures + "/" + name, file, required: true))
      write(directory + "/" + file, text)
    }
    return directory
  }

  func removeCopy(_ directory: String) {
    for file in Self.attributes { unlink(directory + "/" + file) }
    rmdir(directory)
  }

  func write(_ path: String, _ text: String) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    _ = (text + "\n").withCString { Glibc.write(descriptor, $0, strlen($0)) }
    close(descriptor)
  }

  @Test func pollsAnIIODeviceOnTheInjectedClockAndReportsTurns() async throws {
    let directory = try copyOfFixture("iio-identity")
    defer { removeCopy(directory) }
    let accelerometer = try IIOAccelerometer(directory: directory)
    #expect(OrientationWatcher.pollingRate(for: accelerometer) == 100)
    let clock = ManualClock()
    // At 1 s the device turns to landscapeLeft: IIO +9.8 m/s² on x.
    clock.onSleep = { time in
      if time == .seconds(1) {
        self.write(directory + "/in_accel_x_raw", "1000")
        self.write(directory + "/in_accel_y_raw", "0")
      }
    }
    var detector = OrientationDetector()
    var changes: [OrientationChange] = []
    try await OrientationWatcher.watch(
      accelerometer, rate: 50, clock: clock, duration: .seconds(2), detector: &detector
    ) { changes.append($0) }
    #expect(changes.map(\.orientation) == [.portrait, .landscapeLeft])
    // A jump is a very fast turn: reported once the swing has died down.
    #expect(changes[1].time > 1 && changes[1].time < 1.5)
    // 50 Hz for 2 s: about 100 polls, without any real waiting.
    #expect(clock.sleeps >= 100 && clock.sleeps <= 102)
  }

  @Test func aDeviceThatDisappearsStopsTheWatchWithAnError() async throws {
    let directory = try copyOfFixture("iio-identity")
    defer { removeCopy(directory) }
    let accelerometer = try IIOAccelerometer(directory: directory)
    let clock = ManualClock()
    clock.onSleep = { time in
      if time == .milliseconds(500) { unlink(directory + "/in_accel_y_raw") }
    }
    var detector = OrientationDetector()
    await #expect(throws: TraceError.self) {
      try await OrientationWatcher.watch(accelerometer, rate: 10, clock: clock, detector: &detector) { _ in }
    }
  }

  @Test func watchesSamplesFromAFileDescriptor() throws {
    var descriptors: [Int32] = [0, 0]
    #expect(pipe(&descriptors) == 0)
    var text = "t,x,y,z\n"
    for index in 0..<50 { text += "\(Double(index) / 50),0,-1,0\n" }
    for index in 50..<100 { text += "\(Double(index) / 50),1,0,0\n" }
    _ = text.withCString { Glibc.write(descriptors[1], $0, strlen($0)) }
    close(descriptors[1])
    var detector = OrientationDetector()
    var changes: [OrientationChange] = []
    try OrientationWatcher.watch(fileDescriptor: descriptors[0], detector: &detector) { changes.append($0) }
    close(descriptors[0])
    #expect(changes.map(\.orientation) == [.portrait, .landscapeRight])
  }

  @Test func badInputOnTheDescriptorIsAnErrorWithItsLine() throws {
    var descriptors: [Int32] = [0, 0]
    #expect(pipe(&descriptors) == 0)
    _ = "t,x,y,z\n0,0,-1,0\n0.1,0,nan,0\n".withCString { Glibc.write(descriptors[1], $0, strlen($0)) }
    close(descriptors[1])
    defer { close(descriptors[0]) }
    var detector = OrientationDetector()
    #expect {
      try OrientationWatcher.watch(fileDescriptor: descriptors[0], detector: &detector) { _ in }
    } throws: { error in
      (error as? TraceError)?.description == "<stdin>:3:7: y: 'nan' is not a finite number"
    }
  }
}
