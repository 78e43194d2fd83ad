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

  // Issue 56: --output naming a link, a FIFO or a device replaced it with a regular file. A link's
  // target gets the report and the link stays; a FIFO's reader gets it; /dev/full's error is said.
  @Test func outputWritesThroughALinkAFIFOAndADevice() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swivel-through-\(UUID())").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let scenario = "Examples/001-photo-viewer.yaml"
    let expected = try SwivelRunner.run(["simulate", scenario]).output

    try "old".write(toFile: folder + "/target.txt", atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: folder + "/link.txt", withDestinationPath: "target.txt")
    let linked = try SwivelRunner.run(["simulate", scenario, "--output", folder + "/link.txt"])
    #expect(linked.status == 0, "\(linked.error)")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/link.txt") == "target.txt")
    #expect(try String(contentsOfFile: folder + "/target.txt", encoding: .utf8) == expected)

    #expect(mkfifo(folder + "/pipe", 0o600) == 0)
    let swivel = SwivelRunner.executable.path
    let piped = try SwivelRunner.run(
      shell:
        "cat pipe > read.txt & '\(swivel)' simulate '\(SwivelRunner.packageRoot.path)/\(scenario)' --output pipe; status=$?; wait; exit $status",
      in: URL(fileURLWithPath: folder))
    #expect(piped.status == 0, "\(piped.error)")
    #expect(try String(contentsOfFile: folder + "/read.txt", encoding: .utf8) == expected)
    var status = stat()
    #expect(stat(folder + "/pipe", &status) == 0 && status.st_mode & S_IFMT == S_IFIFO, "the FIFO is still one")

    let full = try SwivelRunner.run(["simulate", scenario, "--output", "/dev/full"])
    #expect(full.status == 2)
    #expect(full.error.contains("/dev/full: error: cannot write the report: No space left on device"), "\(full.error)")
  }

  // Issue 56: with standard output unwritable (> /dev/full), the reports were lost and the status
  // was the command's own; now a message and exit status 2.
  @Test(arguments: [
    ["simulate", "Examples/001-photo-viewer.yaml"], ["scan", "Tests/SwivelScanTests/Fixtures/Player"],
    ["matrix", "Examples/001-photo-viewer.yaml", "--devices", "iphone-8", "--ios", "16.0"],
    ["lint", "Examples/ios16-kvc-orientation.yaml"],
  ])
  func aReportThatCannotReachStandardOutputIsAnError(arguments: [String]) throws {
    let line = ([SwivelRunner.executable.path] + arguments).map { "'\($0)'" }.joined(separator: " ") + " > /dev/full"
    let run = try SwivelRunner.run(shell: line, in: SwivelRunner.packageRoot)
    #expect(run.status == 2)
    #expect(
      run.error.contains("swivel: cannot write the report to standard output: No space left on device"), "\(run.error)")
  }
}
