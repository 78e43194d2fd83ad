import Foundation
import SwivelCore
import SwivelMotion
import Testing

@testable import SwivelTesting

@Suite struct FakeIIODeviceTests {
  // The fake reads as a real device through the real reader: upright is Core Motion's −1 g on
  // y (Apple, CMAcceleration), and each held orientation is detected as itself.
  @Test(arguments: [DeviceOrientation.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown, .faceUp])
  func theRealReaderReadsWhatTheFakeHolds(orientation: DeviceOrientation) throws {
    let fake = try FakeIIODevice()
    defer { fake.remove() }
    #expect(IIOAccelerometer.accelerometers(root: fake.root) == [fake.device])
    try fake.hold(orientation)
    let accelerometer = try IIOAccelerometer(device: fake.device, root: fake.root)
    var detector = OrientationDetector()
    let samples = try (0..<40).map { try accelerometer.read(at: Double($0) / 20) }
    #expect(detector.changes(in: samples).last?.orientation == orientation)
  }

  @Test func aRemovedAttributeIsAReadError() throws {
    let fake = try FakeIIODevice()
    defer { fake.remove() }
    let accelerometer = try IIOAccelerometer(device: fake.device, root: fake.root)
    try fake.removeAttribute("in_accel_y_raw")
    #expect(throws: TraceError.self) { try accelerometer.read(at: 0) }
  }
}

@Suite struct ManualClockTests {
  @Test func sleepingJumpsToTheDeadlineAndTellsTheTest() async throws {
    let clock = ManualClock()
    var heard: [Duration] = []
    clock.onSleep = { heard.append($0) }
    try await clock.sleep(until: clock.now.advanced(by: .seconds(2)), tolerance: nil)
    try await clock.sleep(until: clock.now.advanced(by: .milliseconds(500)), tolerance: nil)
    #expect(heard == [.seconds(2), .milliseconds(2500)])
    #expect(clock.sleeps == 2)
  }
}

@Suite struct ScenarioCheckingTests {
  private func write(_ text: String) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("swivel-\(UUID().uuidString).yaml").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  private static let scenario = """
    swivel: 1
    ios: "9.0"
    device: iphone-8
    controllers: {feed: {supported: portrait}}
    window: {root: feed}
    steps:
      - launch: portrait
      - rotate: landscapeLeft
      - expect: {interface: %@}
    """

  @Test func aScenarioThatHoldsRecordsNothing() throws {
    let path = try write(Self.scenario.replacingOccurrences(of: "%@", with: "portrait"))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = checkScenario(at: path)
    #expect(run?.passedCount == 1)
  }

  // A failed expectation is an issue at the YAML file and line of the `expect:`.
  @Test func aFailureIsRecordedAtTheScenariosLine() throws {
    let path = try write(Self.scenario.replacingOccurrences(of: "%@", with: "landscapeRight"))
    defer { try? FileManager.default.removeItem(atPath: path) }
    var recorded: [(String, Testing.SourceLocation)] = []
    checkScenario(at: path) { recorded.append(($0, $1)) }
    #expect(recorded.count == 1)
    #expect(recorded.first?.0 == "expected interface landscapeRight, got portrait")
    #expect(recorded.first?.1.filePath == path)
    #expect(recorded.first?.1.line == 9)
  }

  // A scenario without expect: steps would pass whatever the app did: one issue at its first line.
  @Test func aScenarioThatChecksNothingIsAnIssue() throws {
    let path = try write("swivel: 1\ndevice: iphone-15\nios: \"17.0\"\nsteps:\n  - launch: portrait\n")
    defer { try? FileManager.default.removeItem(atPath: path) }
    var recorded: [(String, Testing.SourceLocation)] = []
    checkScenario(at: path) { recorded.append(($0, $1)) }
    #expect(recorded.map(\.0) == ["nothing checked: the scenario has no expect: step"])
    #expect(recorded.first?.1.line == 1)
  }

  @Test func aFileThatCannotBeLoadedIsOneIssueAtItsPlace() throws {
    let path = try write("swivel: 1\ndevice: iphone-99\n")
    defer { try? FileManager.default.removeItem(atPath: path) }
    var recorded: [(String, Testing.SourceLocation)] = []
    #expect(checkScenario(at: path) { recorded.append(($0, $1)) } == nil)
    #expect(recorded.map(\.1.line) == [2])
    #expect(recorded.first?.0.contains("unknown device 'iphone-99'") == true)
  }
}

/// The README's example, as written there, on the scenarios that ship in `Examples/`.
@Suite struct ReadmeScenarioCheckingTests {
  static let examples: [String] = {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Examples").path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.filter { $0.hasSuffix(".yaml") }.sorted().map { directory + "/" + $0 }
  }()

  @Test(arguments: examples)
  func scenarioHolds(path: String) {
    checkScenario(at: path)
  }

  @Test func theReadmeShowsThisExample() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains("func scenarioHolds(path: String) {\n  checkScenario(at: path)\n}"))
    #expect(!Self.examples.isEmpty)
  }
}
