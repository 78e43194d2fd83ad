import Foundation
import Testing

/// Issue 14, item 4, end to end: `detect --svg` and `check --junit` write through
/// `WholeFileWriter`, so a write that fails leaves what was at the path, and no temporary file.
/// (`scan --emit-scenarios`: `ScanEmitEndToEndTests`.)
@Suite struct WrittenFilesEndToEndTests {
  private func makeFolder() throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swivel-written-\(UUID())").path
    try FileManager.default.createDirectory(atPath: folder + "/out.svg/kept", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: folder + "/out.xml/kept", withIntermediateDirectories: true)
    return folder
  }

  @Test func anSVGThatCannotTakeAFoldersPlaceExitsTwoAndLeavesTheFolder() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let trace = folder + "/turns.csv"
    try "t,x,y,z\n0,0,-1,0\n1,-1,0,0\n".write(toFile: trace, atomically: false, encoding: .utf8)
    let result = try SwivelRunner.run(["detect", trace, "--svg", folder + "/out.svg"])
    #expect(result.status == 2)
    #expect(result.error.hasPrefix("swivel: \(folder)/out.svg: cannot write: "))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["out.svg", "out.xml", "turns.csv"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/out.svg") == ["kept"])
  }

  @Test func aJUnitReportThatCannotTakeAFoldersPlaceExitsTwoAndLeavesTheFolder() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = try SwivelRunner.run(["check", "Examples/001-photo-viewer.yaml", "--junit", folder + "/out.xml"])
    #expect(result.status == 2)
    #expect(result.error.hasPrefix("\(folder)/out.xml: error: cannot write the JUnit report: "))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["out.svg", "out.xml"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/out.xml") == ["kept"])
  }

  @Test func aJUnitReportReplacesTheOldOneWhole() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swivel-written-\(UUID())").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/report.xml"
    try String(repeating: "an old, longer report\n", count: 1000).write(
      toFile: path, atomically: false, encoding: .utf8)
    let result = try SwivelRunner.run(["check", "Examples/001-photo-viewer.yaml", "--junit", path])
    #expect(result.status == 0)
    let xml = try String(contentsOfFile: path, encoding: .utf8)
    #expect(xml.hasPrefix("<?xml"))
    #expect(!xml.contains("an old, longer report"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["report.xml"])
  }
}
