import Foundation
import SwivelCore
import SwivelMotion
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Runs the built `swivel` executable and compares its output with golden text: the exit
/// statuses of spec section 8 and the JSON Lines of `swivel detect`.
@Suite struct DetectEndToEndTests {
  /// Runs `swivel arguments…` as `SwivelRunner` does for every command's end-to-end tests.
  func swivel(_ arguments: [String], input: String? = nil) throws -> (status: Int32, output: String, error: String) {
    let result = try SwivelRunner.run(arguments, input: input)
    return (result.status, result.output, result.error)
  }

  func temporaryFile(_ text: String) -> String {
    var template = Array("/tmp/swivel-detect-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    _ = text.withCString { write(descriptor, $0, strlen($0)) }
    close(descriptor)
    return template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
  }

  /// Portrait for 1 s, then landscapeLeft for 1 s, at 10 Hz, labelled.
  static let trace: String = {
    var text = "t,x,y,z,label\n"
    for index in 0..<20 {
      let t = DetectionTime.text(Double(index) / 10)
      text += index < 10 ? "\(t),0,-1,0,portrait\n" : "\(t),-1,0,0,landscapeLeft\n"
    }
    return text
  }()

  // Hand-checked: at 1.0 s the filtered vector is 68° round (proposal landscapeLeft), but it
  // turns at 380°/s, then 220°/s at 1.1 s; at 1.2 s the turning speed is under 100°/s: reported.
  @Test func detectPrintsJSONLinesAndExitsZero() throws {
    let path = temporaryFile(Self.trace)
    defer { unlink(path) }
    let result = try swivel(["detect", path, "--format", "jsonl"])
    #expect(result.status == 0)
    #expect(
      result.output == """
        {"t": 0.1, "kind": "deviceOrientationDidChange", "orientation": "portrait"}
        {"t": 1.2, "kind": "deviceOrientationDidChange", "orientation": "landscapeLeft"}

        """)
    #expect(result.error.isEmpty)
  }

  @Test func detectReadsStandardInputForADash() throws {
    let path = temporaryFile(Self.trace)
    defer { unlink(path) }
    let result = try swivel(["detect", "-", "--format", "jsonl", "--score"], input: path)
    #expect(result.status == 0)
    #expect(result.output.split(separator: "\n").count == 3)
    #expect(result.output.contains(#""kind": "score", "labelChanges": 1, "found": 1"#))
  }

  @Test func detectScoresALabelledTrace() throws {
    let path = temporaryFile(Self.trace)
    defer { unlink(path) }
    let result = try swivel(["detect", path, "--score"])
    #expect(result.status == 0)
    #expect(result.output.contains("label changes: 1, found 1, missed 0"))
    #expect(result.output.contains("false changes: 0"))
  }

  @Test func badInputNamesFileLineAndColumnAndExitsTwo() throws {
    let path = temporaryFile("t,x,y,z\n0,0,-1,0\n0.1,0,-1\n")
    defer { unlink(path) }
    let result = try swivel(["detect", path])
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.error == "swivel: \(path):3:9: expected 4 fields, found 3\n")
  }

  @Test func aMissingFileExitsTwo() throws {
    let result = try swivel(["detect", "/nonexistent/trace.csv"])
    #expect(result.status == 2)
    #expect(result.error == "swivel: /nonexistent/trace.csv: cannot read: No such file or directory\n")
  }

  @Test func watchReadsStandardInputUntilItsEnd() throws {
    let path = temporaryFile(Self.trace)
    defer { unlink(path) }
    let result = try swivel(["watch", "--stdin", "--format", "jsonl"], input: path)
    #expect(result.status == 0)
    #expect(result.output.split(separator: "\n").count == 2)
  }
}

extension DetectEndToEndTests {
  /// SwivelMotionTests' fake sysfs trees.
  static let fixtures: String = {
    let path = #filePath
    let tests = path[..<path.firstRange(of: "/swivelTests/")!.lowerBound]
    return tests + "/SwivelMotionTests/Fixtures"
  }()

  @Test func watchPollsAFakeIIODeviceForItsDuration() throws {
    let result = try swivel([
      "watch", "--iio", Self.fixtures + "/iio-mounted", "--duration", "0.3", "--format", "jsonl",
    ])
    #expect(result.status == 0)
    #expect(result.output.hasSuffix("\"kind\": \"deviceOrientationDidChange\", \"orientation\": \"portrait\"}\n"))
    #expect(result.output.split(separator: "\n").count == 1)
  }

  @Test func watchOnAMissingDeviceExitsTwo() throws {
    let result = try swivel(["watch", "--iio", Self.fixtures + "/iio-missing-raw"])
    #expect(result.status == 2)
    #expect(result.error.hasSuffix("iio-missing-raw/in_accel_z_raw: cannot read: No such file or directory\n"))
  }
}

/// Times written as the trace's generator writes them.
enum DetectionTime {
  static func text(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }
}

/// Issue 14: inputs that never end, or spans that never finish drawing, end quickly with a clear
/// error or a small picture.
@Suite struct DetectBoundedInputTests {
  @Test func detectRefusesADeviceAtOnce() throws {
    let result = try SwivelRunner.run(["detect", "/dev/zero"])
    #expect(result.status == 2)
    #expect(result.error == "swivel: /dev/zero: not a regular file (a device, FIFO or socket); expected a CSV file\n")
  }

  @Test func aMotionStepNamingADeviceIsAnInputError() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("swivel-zero-\(UUID()).yaml")
    try "swivel: 1\ndevice: iphone-8\nwindow: {}\nsteps:\n  - launch: portrait\n  - motion: /dev/zero\n".write(
      to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try SwivelRunner.run(["check", file.path])
    #expect(result.status == 2)
    #expect(result.error.contains(":6:5: error: cannot use the motion trace: /dev/zero: not a regular file"))
  }

  @Test func aHugeTimeSpanIsDrawnQuickly() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swivel-span-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let trace = folder.appendingPathComponent("span.csv")
    try "t,x,y,z\n0,0,-1,0\n1e12,0,-1,0\n".write(to: trace, atomically: true, encoding: .utf8)
    let svg = folder.appendingPathComponent("plot.svg").path
    let result = try SwivelRunner.run(["detect", trace.path, "--svg", svg])
    #expect(result.status == 0)
    #expect(
      (try? FileManager.default.attributesOfItem(atPath: svg)[.size] as? Int).flatMap { $0 }.map { $0 < 100_000 }
        == true)
  }
}
