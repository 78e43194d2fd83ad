import Foundation
import Testing

@testable import swivel

/// `swivel scan PATH --emit-scenarios DIR`, run as a user runs it: the scenarios it writes pass
/// `swivel check`; standard output stays one document; a DIR that is a file is an input error.
@Suite struct ScanEmitEndToEndTests {
  private static let player = "Tests/SwivelScanTests/Fixtures/Player/Player.xcodeproj"

  private func makeFolder() throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swivel-emit-\(UUID())").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func theOptionTakesAFolder() throws {
    let command = try #require(
      try Swivel.parseAsRoot(["scan", "App.xcodeproj", "--emit-scenarios", "out"]) as? ScanCommand)
    #expect(command.scenarioDirectory == "out")
    let plain = try #require(try Swivel.parseAsRoot(["scan", "App.xcodeproj"]) as? ScanCommand)
    #expect(plain.scenarioDirectory == nil)
  }

  // The draft plays the app and checks what its code declares: on the Player fixture the feed
  // answers portrait inside UIKit's own navigation controller, which does not ask it, so `swivel
  // check` fails where UIKit does otherwise, each failure at its line.
  @Test func theWrittenScenariosPlayAndCheckWhatTheCodeDeclares() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let out = folder + "/out"
    let scan = try SwivelRunner.run(["scan", Self.player, "--emit-scenarios", out])
    #expect(scan.status == 1)  // the Player fixture has findings
    #expect(scan.output.hasSuffix("Scenarios written: \(out)/Player.yaml\n"))
    #expect(scan.error == "")
    let check = try SwivelRunner.run(["check", out + "/Player.yaml"])
    #expect(check.status == 1)
    #expect(check.output.hasPrefix("\(out)/Player.yaml:43: expected interface portrait, got landscapeRight\n"))
    #expect(check.output.hasSuffix("4 passed, 7 failed\n"))
    #expect(check.error == "")
    let simulate = try SwivelRunner.run(["simulate", out + "/Player.yaml", "--format", "jsonl"])
    #expect(simulate.status == 1)
    #expect(simulate.output.contains("\"kind\": \"rotationDecision\""))
  }

  @Test func jsonOutputStaysOneDocument() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let scan = try SwivelRunner.run(["scan", Self.player, "--format", "json", "--emit-scenarios", folder])
    #expect(scan.status == 1)
    #expect(try JSONSerialization.jsonObject(with: Data(scan.output.utf8)) is [String: Any])
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["Player.yaml"])
  }

  @Test func aFolderThatIsAFileExitsTwoAndKeepsTheFile() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/out"
    try "keep me".write(toFile: path, atomically: false, encoding: .utf8)
    let scan = try SwivelRunner.run(["scan", Self.player, "--emit-scenarios", path])
    #expect(scan.status == 2)
    #expect(scan.error == "\(path): error: cannot write the scenarios: it is a file, not a folder\n")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "keep me")
  }

  // A scenario that cannot take a folder's place: exit 2, the folder kept, no temporary file.
  @Test func aScenarioThatCannotBeWrittenExitsTwoAndLeavesNoTemporaryFile() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder + "/Player.yaml/kept", withIntermediateDirectories: true)
    let scan = try SwivelRunner.run(["scan", Self.player, "--emit-scenarios", folder])
    #expect(scan.status == 2)
    #expect(scan.error.hasPrefix("\(folder)/Player.yaml: error: cannot write the scenarios: "))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["Player.yaml"])
  }
}
