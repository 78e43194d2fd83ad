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

  // The build-tool plugin passes --package: the manifest's platforms (iOS 15 here) are the era,
  // as is a configuration's ios: without it; --ios wins over both.
  @Test func thePackagesPlatformsOrTheConfigurationsIOSAreTheEra() throws {
    let package = try SwivelRunner.run(["scan-sources", "--package", "Examples/UIKitPackage", Self.sample])
    #expect(package.output.contains("it works only on iOS 15 and earlier"), "\(package.output)")
    let newest = try SwivelRunner.run([
      "scan-sources", "--package", "Examples/UIKitPackage", "--ios", "26.0", Self.sample,
    ])
    #expect(!newest.output.contains("it works only on iOS 15 and earlier"))

    let folder = try Self.copyOfTheSample(configuration: "ios: \"15.0\"")
    defer { try? FileManager.default.removeItem(at: folder) }
    let configured = try SwivelRunner.run(["scan-sources", "Screens.swift"], in: folder)
    #expect(configured.output.contains("it works only on iOS 15 and earlier"), "\(configured.output)")
  }

  /// The sample and a `.swivel.yml` in a new folder of their own.
  static func copyOfTheSample(configuration: String, edit: (String) -> String = { $0 }) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swivel-sources-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let text = try String(contentsOf: SwivelRunner.packageRoot.appendingPathComponent(sample), encoding: .utf8)
    try edit(text).write(to: folder.appendingPathComponent("Screens.swift"), atomically: true, encoding: .utf8)
    try configuration.write(to: folder.appendingPathComponent(".swivel.yml"), atomically: true, encoding: .utf8)
    return folder
  }

  // The configuration and the swivel: comments count as in a scan, so that Xcode shows what CI does.
  @Test func itHonoursTheConfigurationAndTheSuppressions() throws {
    let disabled = try Self.copyOfTheSample(configuration: "disabled_rules: [preferred-orientation-unsupported]")
    defer { try? FileManager.default.removeItem(at: disabled) }
    let run = try SwivelRunner.run(["scan-sources", "."], in: disabled)
    #expect(run.status == 0, "only the setter's warning is left: \(run.output)")
    #expect(run.output.split(separator: "\n").count == 1)
    #expect(run.output.hasPrefix("Screens.swift:18: warning: UIDevice's orientation is set with setValue"))
    #expect(!run.output.contains("[preferred-orientation-unsupported]"))

    // A suppression silences the error; one naming an app rule, which scan-sources does not run,
    // is no unused-suppression; one that silences nothing is.
    let commented = try Self.copyOfTheSample(configuration: "strict: true") { text in
      text.replacing(
        "    override var preferredInterfaceOrientationForPresentation",
        with:
          "    // swivel:disable:next preferred-orientation-unsupported\n    override var preferredInterfaceOrientationForPresentation"
      ).replacing(
        "  /// A list that stays in portrait",
        with:
          "  // swivel:disable:next ipad-multitasking-orientations\n  // swivel:disable:next device-orientation-setter\n  /// A list that stays in portrait"
      )
    }
    defer { try? FileManager.default.removeItem(at: commented) }
    let silenced = try SwivelRunner.run(["scan-sources", "Screens.swift"], in: commented)
    let lines = silenced.output.split(separator: "\n").map(String.init)
    #expect(lines.count == 2, "\(silenced.output)")
    #expect(lines.first?.hasPrefix("Screens.swift:19: error: UIDevice's orientation is set") == true, "strict: true")
    #expect(lines.last?.hasPrefix("Screens.swift:24: error: ") == true)
    #expect(lines.last?.hasSuffix("[unused-suppression]") == true)
    #expect(silenced.status == 1)

    // An excluded file is not read, even when named.
    try "excluded: [Screens.swift]".write(
      to: commented.appendingPathComponent(".swivel.yml"), atomically: true, encoding: .utf8)
    let excluded = try SwivelRunner.run(["scan-sources", "Screens.swift"], in: commented)
    #expect(excluded.status == 0)
    #expect(excluded.output.isEmpty)
  }

  @Test func asWarningsOutweighsTheConfigurationsStrictness() throws {
    let folder = try Self.copyOfTheSample(configuration: "strict: true\nwarning_threshold: 1")
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try SwivelRunner.run(["scan-sources", "--as-warnings", "Screens.swift"], in: folder)
    #expect(run.status == 0)
    #expect(run.output.split(separator: "\n").allSatisfy { $0.contains(": warning: ") })
    let both = try SwivelRunner.run(["scan-sources", "--as-warnings", "--strict", "Screens.swift"], in: folder)
    #expect(both.status == 2)
    #expect(both.error.contains("--as-warnings and --strict cannot be used together."))
  }

  @Test(
    arguments: [
      (["scan-sources", "no-such-file.swift"], "no-such-file.swift: error: no such file or folder"),
      (["scan-sources", "--ios", "99", sample], "Error: --ios 99: "),
      (["scan-sources", "--package", "no-such-folder", sample], "Error: --package no-such-folder: no such folder"),
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

  // Issue 56: a source whose name is not UTF-8 gave "no such file" named with U+FFFD, and in a
  // folder it was passed over; either way its findings were lost and the run exited 0. (Made
  // and named through the shell's printf: Foundation cannot name such a file.)
  @Test func aSourceWhoseNameIsNotUTF8IsAnInputErrorNamedWithItsBytes() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swivel-bytes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { _ = try? SwivelRunner.run(shell: "rm -rf '\(folder.path)'", in: folder.deletingLastPathComponent()) }
    let made = try SwivelRunner.run(
      shell: "cp '\(SwivelRunner.packageRoot.path)/\(Self.sample)' \"$(printf 'Vue\\351.swift')\"", in: folder)
    guard made.status == 0 else { return }  // a file system that keeps names UTF-8
    let swivel = SwivelRunner.executable.path
    let named = try SwivelRunner.run(shell: "'\(swivel)' scan-sources \"$(printf 'Vue\\351.swift')\"", in: folder)
    #expect(named.status == 2)
    #expect(
      named.error
        == "error: the argument 'Vue\\xE9.swift' is not UTF-8 (each \\x is a byte that is not); Swivel reads only UTF-8 arguments and file names: rename the file\n"
    )
    let found = try SwivelRunner.run(shell: "'\(swivel)' scan-sources .", in: folder)
    #expect(found.status == 2)
    #expect(found.error.contains("Vue\\xE9.swift: error: not read: the name is not UTF-8"), "\(found.error)")
  }
}
