import Foundation
import Testing

/// `swivel scan-sources`, the build-tool plugin's tool: findings a package target's code shows
/// without an app, as compiler diagnostics, and as warnings only with `--as-warnings`.
@Suite struct ScanSourcesCommandTests {
  static let sample = "Examples/UIKitPackage/Sources/Screens/Screens.swift"

  @Test func itPrintsTheCodesFindingsAsDiagnosticsAndExitsOne() throws {
    let run = try SwivelRunner.run(["scan-sources", "Examples/UIKitPackage/Sources"])
    #expect(run.status == 1, "\(run.error)")
    let lines = run.output.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(
      lines[0].hasPrefix("\(Self.sample):15: error: PlayerViewController prefers portrait but supports landscape"))
    #expect(lines[0].hasSuffix("[preferred-orientation-unsupported]"))
    #expect(lines[1].hasPrefix("\(Self.sample):18: warning: UIDevice's orientation is set with setValue"))
    #expect(lines[1].hasSuffix("[device-orientation-setter]"))
  }

  @Test func asWarningsPrintsEveryFindingAsAWarningWritesTheStampAndExitsZero() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swivel-stamp-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let stamp = folder.appendingPathComponent("SwivelFindings.swift").path
    let run = try SwivelRunner.run(["scan-sources", "--as-warnings", "--stamp", stamp, Self.sample])
    #expect(run.status == 0, "\(run.error)")
    let lines = run.output.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.allSatisfy { $0.contains(": warning: ") })
    #expect(lines[0].hasSuffix("[preferred-orientation-unsupported, an error]"))
    // The stamp is Swift that compiles to nothing: comments only.
    let written = try String(contentsOfFile: stamp, encoding: .utf8)
    #expect(written.split(separator: "\n").allSatisfy { $0.hasPrefix("// ") })
    #expect(written.contains("2 finding(s) in 1 file(s)"))
  }

  // Rules that need the app's Info.plist are not run: a controller mask alone is no finding.
  @Test func aCleanFileExitsZeroAndPrintsNothing() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swivel-sources-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Clean.swift")
    try """
    import UIKit
    final class Reader: UIViewController {
      override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    }
    """.write(to: file, atomically: true, encoding: .utf8)
    let run = try SwivelRunner.run(["scan-sources", file.path])
    #expect(run.status == 0, "\(run.output)\(run.error)")
    #expect(run.output.isEmpty)
  }

  @Test func anEraChangesTheJudgement() throws {
    let run = try SwivelRunner.run(["scan-sources", "--ios", "15.0", Self.sample])
    #expect(run.status == 1)
    #expect(run.output.contains("it works only on iOS 15 and earlier"))
  }

  @Test(
    arguments: [
      (["scan-sources", "no-such-file.swift"], "no-such-file.swift: error: no such file or folder"),
      (["scan-sources", "--ios", "99", sample], "Error: --ios 99: "),
      (
        ["scan-sources", "--stamp", "/nonexistent-swivel-folder/S.swift", sample],
        "/nonexistent-swivel-folder/S.swift: error: cannot write the stamp: "
      ),
    ] as [([String], String)])
  func badInputExitsTwoWithAClearError(arguments: [String], message: String) throws {
    let run = try SwivelRunner.run(arguments)
    #expect(run.status == 2)
    #expect(run.error.contains(message), "\(run.error)")
    #expect(!run.error.contains("Fatal error"))
  }
}
