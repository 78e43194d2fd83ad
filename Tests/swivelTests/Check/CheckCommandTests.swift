import ArgumentParser
import Foundation
import SwivelScenario
import Testing

@testable import swivel

@Suite struct CheckCommandTests {
  @Test func parsesFilesAndTheJUnitPath() throws {
    let command = try #require(
      try Swivel.parseAsRoot(["check", "a.yaml", "b.yaml", "--junit", "out.xml"]) as? CheckCommand)
    #expect(command.files == ["a.yaml", "b.yaml"])
    #expect(command.junit == "out.xml")
    let plain = try #require(try Swivel.parseAsRoot(["check", "a.yaml"]) as? CheckCommand)
    #expect(plain.junit == nil)
  }

  // Foundation's deletingLastPathComponent (Swift 6.3, Linux) traps on a one-character path,
  // which `check` used for the scenario's folder: `swivel check m` crashed (Fuzz/README.md).
  @Test func aScenarioFileWithAOneCharacterNameIsChecked() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swivel-one-character-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(
      at: SwivelRunner.golden.appendingPathComponent("check-failing.yaml"), to: folder.appendingPathComponent("m"))
    let result = try SwivelRunner.run(["check", "m"], in: folder)
    #expect(result.status == 1)
    #expect(result.output.contains("m:"))
  }

  @Test func refusesNoFiles() {
    #expect(throws: (any Error).self) { try Swivel.parseAsRoot(["check"]) }
  }

  // The examples are the project's own specification: `swivel check Examples/*.yaml` holds.
  @Test func everyExampleHolds() throws {
    let examples = try FileManager.default.contentsOfDirectory(
      atPath: SwivelRunner.packageRoot.appendingPathComponent("Examples").path
    ).filter { $0.hasSuffix(".yaml") }.sorted().map { "Examples/" + $0 }
    #expect(examples.count >= 9)
    let result = try SwivelRunner.run(["check"] + examples)
    #expect(result.status == 0)
    #expect(result.error == "")
    let summary = result.output.split(separator: "\n").last.map(String.init) ?? ""
    #expect(summary.hasSuffix(" passed, 0 failed"))
    #expect(result.output.split(separator: "\n").count == 1)
  }

  // Spec section 8: one line per failed expectation (file:line: what was expected, what
  // happened) and a summary; exit status 1.
  @Test func failuresPrintTheGoldenLinesAndExitOne() throws {
    let result = try SwivelRunner.run(["check", "check-failing.yaml"], in: SwivelRunner.golden)
    #expect(result.status == 1)
    #expect(result.error == "")
    try SwivelRunner.expectGolden(result.output, "check-failing.txt")
  }

  @Test func junitWritesTheGoldenXML() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("swivel-junit-\(getpid()).xml").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = try SwivelRunner.run(["check", "check-failing.yaml", "--junit", path], in: SwivelRunner.golden)
    #expect(result.status == 1)
    // The real time a file took varies from run to run: the golden file holds 0.
    let xml = try String(contentsOfFile: path, encoding: .utf8).replacing(/time="[0-9.]+"/, with: "time=\"0\"")
    try SwivelRunner.expectGolden(xml, "check-failing.junit.xml")
  }

  // Spec section 8: a file that cannot be read: its error on standard error, exit status 2; the
  // other files are still checked and summed up.
  @Test func anUnreadableFileExitsTwoAfterCheckingTheOthers() throws {
    let result = try SwivelRunner.run(["check", "Examples/001-photo-viewer.yaml", "Examples/missing.yaml"])
    #expect(result.status == 2)
    #expect(result.error.hasPrefix("Examples/missing.yaml: error: cannot read the file"))
    #expect(result.output == "5 passed, 0 failed; 1 file could not be read or played.\n")
  }

  @Test func aJUnitPathThatCannotBeWrittenExitsTwo() throws {
    let result = try SwivelRunner.run(["check", "Examples/001-photo-viewer.yaml", "--junit", "/no/such/dir/out.xml"])
    #expect(result.status == 2)
    #expect(result.error.contains("/no/such/dir/out.xml: error: cannot write the JUnit report"))
  }
}
