import Foundation
import Testing

/// Spec section 8: input that cannot be understood, the command line included, exits 2 with a
/// message on standard error, never a crash; help exits 0.
@Suite struct ExitStatusTests {
  @Test(
    arguments: [
      (["lint", "--bogus", "a.yaml"], "Error: Unknown option '--bogus'"),
      (["simulate"], "Error: Missing expected argument '<file>'"),
      (["devices", "--format", "xml"], "Error: The value 'xml' is invalid for '--format <format>'"),
      (["nosuchcommand"], "Error: Unexpected argument 'nosuchcommand'"),
    ] as [([String], String)])
  func aUsageErrorExitsTwoWithTheMessageAndUsageOnStandardError(arguments: [String], message: String) throws {
    let run = try SwivelRunner.run(arguments)
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.error.hasPrefix(message), "\(run.error)")
    #expect(run.error.contains("Usage: swivel"))
    #expect(run.error.hasSuffix("\n"))
  }

  @Test(arguments: [["--help"], ["lint", "--help"], ["help", "lint"], ["devices", "-h"]])
  func helpExitsZeroOnStandardOutput(arguments: [String]) throws {
    let run = try SwivelRunner.run(arguments)
    #expect(run.status == 0)
    #expect(run.output.contains("USAGE: swivel"))
    #expect(run.error.isEmpty)
  }

  // A command's own exit status is kept: lint's 1 (problems) passes through unchanged.
  @Test func aCommandsOwnExitStatusIsKept() throws {
    let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("SwivelScenarioTests/Fixtures/Scenarios")
    let run = try SwivelRunner.run(["lint", fixtures.appendingPathComponent("problems.yaml").path])
    #expect(run.status == 1)
    #expect(run.error.isEmpty)
  }
}
