import Foundation
import Testing

/// Every `swift run swivel …` line of the README runs as written, on the files that ship with the
/// repository: a newcomer's second command must not fail (issue 13).
@Suite struct ReadmeCommandsTests {
  /// The README's `swift run swivel` command lines, from its `sh` blocks, without their comments.
  static let commands: [(line: String, expectedStatus: Int32)] = {
    let readme =
      (try? String(contentsOf: SwivelRunner.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
    var commands: [(String, Int32)] = []
    var inShellBlock = false
    for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        inShellBlock = line == "```sh" && !inShellBlock
        continue
      }
      guard inShellBlock, line.hasPrefix("swift run swivel") else { continue }
      let parts = line.split(separator: "#", maxSplits: 1)
      let status: Int32 = parts.count > 1 && parts[1].contains("exit status 1") ? 1 : 0
      commands.append((String(parts[0]).trimmingCharacters(in: .whitespaces), status))
    }
    return commands
  }()

  @Test func theReadmeShowsTheCommandsANewcomerRunsFirst() {
    let lines = Self.commands.map(\.line)
    #expect(lines.first == "swift run swivel demo")
    #expect(lines.count >= 8)
  }

  @Test(arguments: commands.map(\.line))
  func eachCommandRunsAsWritten(line: String) throws {
    let expected = try #require(Self.commands.first { $0.line == line }).expectedStatus
    // A fresh folder holding the repository's Examples/ and Tests/ (whose fixture projects
    // `swivel scan` reads), so that files the commands write (run.html, plot.svg) land there.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swivel-readme-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in ["Examples", "Tests"] {
      try FileManager.default.createSymbolicLink(
        at: folder.appendingPathComponent(name),
        withDestinationURL: SwivelRunner.packageRoot.appendingPathComponent(name))
    }
    let command = line.replacing("swift run swivel", with: "'\(SwivelRunner.executable.path)'")
    let result = try SwivelRunner.run(shell: command, in: folder)
    #expect(result.status == expected, "\(line)\n\(result.error)")
    #expect(!result.output.isEmpty || line.contains(">"), "\(line) printed nothing")
    #expect(!result.error.contains("Fatal error"), "\(line)")
  }
}
