import ArgumentParser
import Foundation
import SwivelScenario
import Testing

@testable import swivel

@Suite("swivel devices")
struct DevicesCommandTests {
  @Test("parses with the text format by default")
  func defaultFormat() throws {
    let command = try #require(try Swivel.parseAsRoot(["devices"]) as? DevicesCommand)
    #expect(command.format == .text)
  }

  @Test("parses --format", arguments: zip(["text", "json"], DeviceCatalogReport.Format.allCases))
  func format(name: String, expected: DeviceCatalogReport.Format) throws {
    let command = try #require(try Swivel.parseAsRoot(["devices", "--format", name]) as? DevicesCommand)
    #expect(command.format == expected)
  }

  @Test(
    "refuses an unknown format, a missing value and stray arguments",
    arguments: [["--format", "xml"], ["--format"], ["extra"], ["--formats", "json"]]
  )
  func refuses(arguments: [String]) {
    #expect(throws: (any Error).self) { try Swivel.parseAsRoot(["devices"] + arguments) }
  }

  @Test("prints the catalog report in the chosen format")
  func output() throws {
    let text = try #require(try Swivel.parseAsRoot(["devices"]) as? DevicesCommand)
    #expect(text.output == DeviceCatalogReport().table())
    let json = try #require(try Swivel.parseAsRoot(["devices", "--format", "json"]) as? DevicesCommand)
    #expect(json.output == DeviceCatalogReport().json())
  }
}

/// End to end: the built `swivel` binary's output, compared with the golden files in
/// `Tests/Golden/` (outside the test target, so SwiftPM does not take them for resources).
/// Set `SWIVEL_UPDATE_GOLDEN=1` to rewrite them after a deliberate change to the catalog.
@Suite("swivel devices, end to end")
struct DevicesGoldenTests {
  static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Golden")

  /// The `swivel` executable next to the test bundle in the build directory.
  static func binary() throws -> URL {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    // On macOS the runner lives inside the .xctest bundle: climb out of it.
    while directory.pathComponents.contains(where: { $0.hasSuffix(".xctest") }) {
      directory.deleteLastPathComponent()
    }
    let url = directory.appendingPathComponent("swivel")
    try #require(FileManager.default.isExecutableFile(atPath: url.path), "no swivel binary at \(url.path)")
    return url
  }

  static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = try binary()
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test(
    "swivel devices prints the golden output",
    arguments: [(["devices"], "devices.txt"), (["devices", "--format", "json"], "devices.json")]
  )
  func golden(arguments: [String], file: String) throws {
    let (status, output) = try Self.run(arguments)
    #expect(status == 0)
    let url = Self.goldenDirectory.appendingPathComponent(file)
    if ProcessInfo.processInfo.environment["SWIVEL_UPDATE_GOLDEN"] == "1" {
      try output.write(to: url, atomically: true, encoding: .utf8)
    }
    let golden = try String(contentsOf: url, encoding: .utf8)
    #expect(output == golden)
  }

  // A usage error: a message on standard error and exit status 2 (spec section 8; Swivel.main).
  @Test("an unknown format exits with a usage error and prints nothing on standard output")
  func badFormat() throws {
    let (status, output) = try Self.run(["devices", "--format", "xml"])
    #expect(status == 2)
    #expect(output.isEmpty)
  }
}
