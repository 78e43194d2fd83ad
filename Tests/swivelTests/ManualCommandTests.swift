import Foundation
import Testing

@testable import swivel

/// The man page (`swivel manual`, installed as swivel.1): groff renders it without a warning,
/// keeps the symbols the help uses and its examples as written, and says every command's exit
/// statuses (issue 55; man(7) for the macros, groff_char(7) for `\[uXXXX]`).
@Suite(.enabled(if: Groff.executable != nil || TestEnvironment.isInCI, Groff.skipReason))
struct ManualCommandTests {
  /// Renders the page with groff for a UTF-8 terminal: its output and its warnings (`-ww`).
  static func render(_ page: String) throws -> (output: String, warnings: String) {
    let groff = try #require(Groff.executable, "groff is not installed; in CI, .ci/run installs groff-base")
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("swivel-\(UUID()).1")
    try page.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: groff)
    process.arguments = ["-man", "-ww", "-Tutf8", file.path]
    process.environment = ["PATH": "/usr/bin:/bin", "LC_ALL": "C.UTF-8"]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let text = output.fileHandleForReading.readDataToEndOfFile()
    let warnings = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    // Strip the terminal's overstriking (bold is c\bc, underline _\bc) to read the text.
    let plain = String(decoding: text, as: UTF8.self).replacing(/.\x{8}/, with: "")
    return (plain, String(decoding: warnings, as: UTF8.self))
  }

  @Test func thePageRendersWithoutAWarningAndKeepsItsSymbolsAndExamples() throws {
    let run = try SwivelRunner.run(["manual"])
    #expect(run.status == 0)
    #expect(run.output.hasPrefix(".TH SWIVEL 1 "))
    let (page, warnings) = try Self.render(run.output)
    #expect(warnings.isEmpty, "\(warnings)")
    let words = page.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(words.contains("✓ it holds, ✗ it fails"), "the matrix's marks")
    #expect(page.contains("→") && page.contains("∩"))
    // A rule of the list is kept on its own line, as the help prints it, not run into the next.
    #expect(
      page.split(separator: "\n").contains {
        $0.trimmingCharacters(in: .whitespaces) == "device-orientation-setter (warning)"
      })
    // Options copy as typed: ASCII hyphens.
    #expect(page.contains("--strict") && page.contains("--force-exclude"))
  }

  @Test func theExitStatusSectionNamesEveryCommand() throws {
    let (page, _) = try Self.render(ManualCommand.page)
    let section = try #require(page.range(of: "EXIT STATUS\n")).upperBound
    let end = try #require(page.range(of: "SEE ALSO\n")).lowerBound
    let text = page[section..<end].split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for command in ManualCommand.commands {
      let name = "swivel " + (command.configuration.commandName ?? "")
      #expect(text.contains(name), "\(name) has no exit statuses")
    }
    #expect(text.contains("1 when findings fail it"))
  }
}

/// groff on the PATH, if any (Debian's groff-base; `.ci/run` installs it).
enum Groff {
  static let executable: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/groff" }.first(where: FileManager.default.isExecutableFile(atPath:))
  }()

  static let skipReason: Comment = "groff is not installed (apt-get install groff-base): the man page is not rendered"
}
