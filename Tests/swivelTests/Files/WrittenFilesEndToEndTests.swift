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

  // --output on simulate, check and matrix (issue 55): the file holds exactly what standard
  // output would, standard output nothing, and the status is the command's; a path that cannot
  // be written is exit status 2 and leaves what was there.
  @Test(
    arguments: [
      ["simulate", "Examples/001-photo-viewer.yaml"],
      ["check", "Examples/001-photo-viewer.yaml", "Examples/ios6-masks-and-errors.yaml"],
      ["matrix", "Examples/001-photo-viewer.yaml", "--devices", "iphone-8", "--ios", "16.0"],
    ])
  func outputWritesWhatStandardOutputWouldHold(arguments: [String]) throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let printed = try SwivelRunner.run(arguments)
    let written = try SwivelRunner.run(arguments + ["--output", folder + "/report.txt"])
    #expect(!printed.output.isEmpty)
    #expect(written.output.isEmpty)
    #expect(written.status == printed.status)
    #expect(try String(contentsOfFile: folder + "/report.txt", encoding: .utf8) == printed.output)

    let refused = try SwivelRunner.run(arguments + ["--output", folder + "/out.xml"])
    #expect(refused.status == 2)
    #expect(refused.error.contains("\(folder)/out.xml: error: cannot write the report: "))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/out.xml") == ["kept"])
  }
}
