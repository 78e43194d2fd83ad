import Foundation
import Testing

/// The exit statuses of `swivel scan`, `lint` and `scan-sources` (README, "Exit statuses"): 0
/// when no finding fails the run, 1 when findings fail it, 2 for input that cannot be read, with
/// `--strict`, `--lenient` and the configuration's `strict:`, `lenient:`, `warning_threshold:`
/// and `severity:` deciding which findings fail. SwiftLint's convention, which CI scripts
/// expect: warnings alone pass (SwiftLint's README: `--strict` "upgrades warnings to serious
/// violations", `--lenient` "downgrades serious violations to warnings").
@Suite struct ExitStatusCommandTests {
  /// The Player fixture's scan has one error (preferred-orientation-unsupported) and six warnings
  /// (one of them iOS 27's lock-ignored-when-resizable).
  static let player = ScanConfigurationCommandTests.player

  static func severities(_ output: String) -> [String] {
    output.split(separator: "\n").compactMap { line in
      if line.contains(": error: ") { return "error" }
      if line.contains(": warning: ") { return "warning" }
      return nil
    }
  }

  /// The report's closing line.
  static func summary(_ output: String) -> String? { output.split(separator: "\n").last.map(String.init) }

  @Test func anErrorFailsAndWarningsAlonePass() throws {
    let folder = try Self.player()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try SwivelRunner.run(["scan", "Player"], in: folder)
    #expect(run.status == 1)
    #expect(Self.summary(run.output) == "7 problems (1 error, 6 warnings) in 1 app target of 1 project.")
    // A severity override that makes the error a warning makes the run pass.
    try ScanConfigurationCommandTests.write(
      "severity: {preferred-orientation-unsupported: warning}", ".swivel.yml", in: folder)
    let overridden = try SwivelRunner.run(["scan", "Player"], in: folder)
    #expect(overridden.status == 0, "\(overridden.output)")
    #expect(Self.severities(overridden.output) == Array(repeating: "warning", count: 7))
    // And one that makes a warning an error makes it fail again.
    try ScanConfigurationCommandTests.write(
      "severity: {preferred-orientation-unsupported: warning, device-orientation-setter: error}", ".swivel.yml",
      in: folder)
    let back = try SwivelRunner.run(["scan", "Player"], in: folder)
    #expect(back.status == 1)
    #expect(back.output.contains("PlayerViewController.swift:15: error: UIDevice's orientation is set"))
  }

  @Test func strictFailsOnWarningsAndLenientPassesErrors() throws {
    let folder = try Self.player()
    defer { try? FileManager.default.removeItem(at: folder) }
    try ScanConfigurationCommandTests.write(
      "severity: {preferred-orientation-unsupported: warning}", ".swivel.yml", in: folder)
    let strict = try SwivelRunner.run(["scan", "--strict", "Player"], in: folder)
    #expect(strict.status == 1)
    #expect(Self.severities(strict.output) == Array(repeating: "error", count: 7))
    #expect(Self.summary(strict.output) == "7 problems (7 errors, 0 warnings) in 1 app target of 1 project.")
    // Every format shows the changed severity: SARIF's level too.
    let sarif = try SwivelRunner.run(["scan", "--strict", "--format", "sarif", "Player"], in: folder)
    #expect(sarif.status == 1)
    let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.output.utf8)) as? [String: Any])
    let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    #expect(results.map { $0["level"] as? String } == Array(repeating: "error", count: 7))

    try ScanConfigurationCommandTests.write("strict: true", ".swivel.yml", in: folder)
    #expect(try SwivelRunner.run(["scan", "Player"], in: folder).status == 1)
    // The command line's --lenient wins over the configuration's strict: true.
    let lenient = try SwivelRunner.run(["scan", "--lenient", "Player"], in: folder)
    #expect(lenient.status == 0, "\(lenient.error)")
    #expect(Self.severities(lenient.output) == Array(repeating: "warning", count: 7))

    try ScanConfigurationCommandTests.write("lenient: true", ".swivel.yml", in: folder)
    #expect(try SwivelRunner.run(["scan", "Player"], in: folder).status == 0)
    #expect(try SwivelRunner.run(["scan", "--strict", "Player"], in: folder).status == 1)

    let both = try SwivelRunner.run(["scan", "--strict", "--lenient", "Player"], in: folder)
    #expect(both.status == 2)
    #expect(both.error.contains("--strict and --lenient cannot be used together."))
  }

  @Test func theWarningThresholdFailsARunWithThatManyWarnings() throws {
    let folder = try Self.player()
    defer { try? FileManager.default.removeItem(at: folder) }
    try ScanConfigurationCommandTests.write("lenient: true\nwarning_threshold: 8", ".swivel.yml", in: folder)
    let under = try SwivelRunner.run(["scan", "Player"], in: folder)
    #expect(under.status == 0)
    try ScanConfigurationCommandTests.write("lenient: true\nwarning_threshold: 7", ".swivel.yml", in: folder)
    let reached = try SwivelRunner.run(["scan", "Player"], in: folder)
    #expect(reached.status == 1)
    #expect(
      Self.summary(reached.output)
        == "7 problems (0 errors, 7 warnings) in 1 app target of 1 project; the 7 warnings reach warning_threshold (7)."
    )
  }

  @Test func unreadableInputIsTwoWhateverThePolicy() throws {
    let folder = try Self.player()
    defer { try? FileManager.default.removeItem(at: folder) }
    try ScanConfigurationCommandTests.write("lenient: true", ".swivel.yml", in: folder)
    let missing = try SwivelRunner.run(["scan", "Nowhere"], in: folder)
    #expect(missing.status == 2)
    try ScanConfigurationCommandTests.write("warning_threshold: none", ".swivel.yml", in: folder)
    let bad = try SwivelRunner.run(["scan", "Player"], in: folder)
    #expect(bad.status == 2)
    #expect(bad.error.contains(".swivel.yml:1:20: error: warning_threshold is 'none'"))
  }

  @Test func lintFollowsTheSameStatuses() throws {
    // ios16-kvc-orientation.yaml has warnings only; ios6-masks-and-errors.yaml an error.
    let warnings = "Examples/ios16-kvc-orientation.yaml"
    let errors = "Examples/ios6-masks-and-errors.yaml"
    let plain = try SwivelRunner.run(["lint", "--no-config", warnings])
    #expect(plain.status == 0, "\(plain.output)")
    #expect(!plain.output.contains(": error: ") && plain.output.contains(": warning: "))
    #expect(try SwivelRunner.run(["lint", "--no-config", "--strict", warnings]).status == 1)
    #expect(try SwivelRunner.run(["lint", "--no-config", errors]).status == 1)
    let lenient = try SwivelRunner.run(["lint", "--no-config", "--lenient", errors])
    #expect(lenient.status == 0)
    #expect(!lenient.output.contains(": error: "))
  }
}
