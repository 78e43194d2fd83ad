import ArgumentParser
import Foundation
import Testing

@testable import swivel

/// `--format github`, `checkstyle`, `junit`, `gitlab` and `--output` of `swivel scan` and
/// `swivel lint` (issue 28, point 4): each format's whole output on a fixture is golden
/// (`Tests/Golden/scan-universal.*`, `lint-examples.*`; `SWIVEL_UPDATE_GOLDEN=1` rewrites them),
/// and the exit status does not depend on the format.
@Suite struct CIFormatTests {
  static let universal = ScanCommandTests.fixture("Universal/Universal.xcodeproj")
  static let plists = "Tests/SwivelScenarioTests/Fixtures/InfoPlist/"

  @Test(arguments: [
    ("github", "scan-universal.github.txt"), ("checkstyle", "scan-universal.checkstyle.xml"),
    ("junit", "scan-universal.junit.xml"), ("gitlab", "scan-universal.gitlab.json"),
  ])
  func scanFormatsAreGolden(format: String, golden: String) throws {
    let run = try SwivelRunner.run(["scan", Self.universal, "--format", format])
    #expect(run.status == 1, "\(run.error)")
    #expect(run.error.isEmpty)
    try SwivelRunner.expectGolden(run.output, golden)
  }

  // Examples/*.yaml err and warn on purpose; an Info.plist's findings have no line, only keys;
  // landscape.plist, without UIDeviceFamily, gets a note.
  @Test(arguments: [
    ("github", "lint-examples.github.txt"), ("checkstyle", "lint-examples.checkstyle.xml"),
    ("junit", "lint-examples.junit.xml"), ("gitlab", "lint-examples.gitlab.json"),
  ])
  func lintFormatsAreGolden(format: String, golden: String) throws {
    let examples = try FileManager.default.contentsOfDirectory(
      atPath: SwivelRunner.packageRoot.appendingPathComponent("Examples").path
    ).filter { $0.hasSuffix(".yaml") }.sorted().map { "Examples/" + $0 }
    let run = try SwivelRunner.run(
      ["lint", "--format", format, Self.plists + "landscape.plist", Self.plists + "universal-portrait-only.plist"]
        + examples)
    #expect(run.status == 1, "\(run.error)")
    #expect(run.error.isEmpty)
    try SwivelRunner.expectGolden(run.output, golden)
  }

  @Test func theTextFormatIsUnchangedByTheNewOnes() throws {
    let run = try SwivelRunner.run(["scan", Self.universal])
    let finding = try #require(
      run.output.split(separator: "\n").first { $0.hasSuffix("[ipad-multitasking-orientations]") })
    // file:line: severity: message [rule] at the start of the line, for line-anchored problem matchers.
    #expect(finding.hasPrefix("\(Self.universal.replacing("Universal.xcodeproj", with: ""))Universal/Info.plist:9: "))
    #expect(finding.contains(": error: "))
  }

  @Test(arguments: ["scan", "lint"])
  func outputWritesTheReportToAFileAndKeepsTheExitStatus(command: String) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swivel-output-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("report.xml").path
    let input = command == "scan" ? Self.universal : "Examples/Info.plist"
    let printed = try SwivelRunner.run([command, input, "--format", "checkstyle"])
    let written = try SwivelRunner.run([command, input, "--format", "checkstyle", "--output", file])
    #expect(written.status == printed.status)
    #expect(written.output.isEmpty)
    #expect(try String(contentsOfFile: file, encoding: .utf8) == printed.output)
  }

  @Test(arguments: ["scan", "lint"])
  func anUnwritableOutputExitsTwoWithAClearError(command: String) throws {
    let input = command == "scan" ? Self.universal : "Examples/Info.plist"
    let missing = "/nonexistent-swivel-folder/report.json"
    let run = try SwivelRunner.run([command, input, "--format", "gitlab", "--output", missing])
    #expect(run.status == 2)
    #expect(run.error.hasPrefix("\(missing): error: cannot write the report: "), "\(run.error)")
    #expect(!run.error.contains("Fatal"))
    // A folder is no file either.
    let directory = FileManager.default.temporaryDirectory.path
    let folder = try SwivelRunner.run([command, input, "--output", directory])
    #expect(folder.status == 2)
    #expect(folder.error.hasPrefix("\(directory): error: cannot write the report: "), "\(folder.error)")
  }

  @Test(arguments: ["scan", "lint"])
  func anUnknownFormatExitsTwo(command: String) throws {
    let run = try SwivelRunner.run([command, "--format", "codeclimate", "Examples/Info.plist"])
    #expect(run.status == 2)
    #expect(run.error.contains("The value 'codeclimate' is invalid for '--format <format>'"), "\(run.error)")
    #expect(run.error.contains("github"))
  }

  // What could not be read is in the report too, and the exit status stays 2.
  @Test(arguments: ["github", "checkstyle", "junit", "gitlab"])
  func anUnreadableFileIsInEveryFormat(format: String) throws {
    let run = try SwivelRunner.run(["lint", "--format", format, "no-such-file.yaml"])
    #expect(run.status == 2)
    #expect(run.error.contains("no-such-file.yaml"))
    #expect(run.output.contains("no-such-file.yaml"), "\(run.output)")
  }

  @Test func theHelpExplainsTheFormats() {
    for command in [ScanCommand.self, LintCommand.self] as [any ParsableCommand.Type] {
      let help = Swivel.helpMessage(for: command, columns: 1000)
      #expect(help.contains("--format github prints GitHub Actions workflow commands"))
      #expect(help.contains("--output <file>"))
      #expect(help.contains("a test case per finding") || help.contains("a failing <testcase> per finding"))
    }
  }
}
