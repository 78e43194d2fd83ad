import Foundation
import Testing

/// The built `swivel` executable, run as a user runs it.
enum SwivelProcess {
  /// The `swivel` executable SwiftPM built next to the test bundle.
  static let executable: URL = {
    let here = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var directory = here.deletingLastPathComponent()
    // On macOS the test bundle is a folder (`…/debug/X.xctest/Contents/MacOS/X`).
    while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("swivel").path),
      directory.path != "/"
    {
      directory = directory.deletingLastPathComponent()
    }
    return directory.appendingPathComponent("swivel")
  }()

  struct Run {
    var status: Int32
    var standardOutput: String
    var standardError: String
  }

  static func run(_ arguments: [String]) throws -> Run {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
      standardError: String(decoding: errorData, as: UTF8.self))
  }
}

/// Spec section 8: input that cannot be understood, the command line included, exits 2 with a
/// message on standard error, never a crash; help exits 0.
@Suite struct ExitStatusTests {
  @Test(
    arguments: [
      (["lint", "--bogus", "a.yaml"], "Error: Unknown option '--bogus'"),
      (["lint"], "Error: Missing expected argument '<files> ...'"),
      (["devices", "--format", "xml"], "Error: The value 'xml' is invalid for '--format <format>'"),
      (["nosuchcommand"], "Error: Unexpected argument 'nosuchcommand'"),
    ] as [([String], String)])
  func aUsageErrorExitsTwoWithTheMessageAndUsageOnStandardError(arguments: [String], message: String) throws {
    let run = try SwivelProcess.run(arguments)
    #expect(run.status == 2)
    #expect(run.standardOutput.isEmpty)
    #expect(run.standardError.hasPrefix(message), "\(run.standardError)")
    #expect(run.standardError.contains("Usage: swivel"))
    #expect(run.standardError.hasSuffix("\n"))
  }

  @Test(arguments: [["--help"], ["lint", "--help"], ["help", "lint"], ["devices", "-h"]])
  func helpExitsZeroOnStandardOutput(arguments: [String]) throws {
    let run = try SwivelProcess.run(arguments)
    #expect(run.status == 0)
    #expect(run.standardOutput.contains("USAGE: swivel"))
    #expect(run.standardError.isEmpty)
  }

  // A command's own exit status is kept: lint's 1 (problems) passes through unchanged.
  @Test func aCommandsOwnExitStatusIsKept() throws {
    let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("SwivelScenarioTests/Fixtures/Scenarios")
    let run = try SwivelProcess.run(["lint", fixtures.appendingPathComponent("problems.yaml").path])
    #expect(run.status == 1)
    #expect(run.standardError.isEmpty)
  }
}
