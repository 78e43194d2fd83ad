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
  static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let result = try SwivelRunner.run(arguments)
    return (result.status, result.output)
  }

  @Test(
    "swivel devices prints the golden output",
    arguments: [(["devices"], "devices.txt"), (["devices", "--format", "json"], "devices.json")]
  )
  func golden(arguments: [String], file: String) throws {
    let (status, output) = try Self.run(arguments)
    #expect(status == 0)
    try SwivelRunner.expectGolden(output, file)
  }

  // A usage error: a message on standard error and exit status 2 (spec section 8; Swivel.main).
  @Test("an unknown format exits with a usage error and prints nothing on standard output")
  func badFormat() throws {
    let (status, output) = try Self.run(["devices", "--format", "xml"])
    #expect(status == 2)
    #expect(output.isEmpty)
  }
}
