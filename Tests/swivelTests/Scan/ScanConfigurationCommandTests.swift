import Foundation
import Testing

@testable import swivel

/// `swivel scan` and `swivel lint` with `.swivel.yml`, `--config`, suppressions and baselines,
/// and `swivel rules`, run as a user runs them on a copy of the Player fixture.
@Suite struct ScanConfigurationCommandTests {
  /// A copy of `Tests/SwivelScanTests/Fixtures/Player` in a new temporary folder (a folder of its
  /// own: a `.swivel.yml` is looked for upward).
  static func player() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swivel-config-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: SwivelRunner.packageRoot.appendingPathComponent("Tests/SwivelScanTests/Fixtures/Player"),
      to: folder.appendingPathComponent("Player"))
    return folder
  }

  static func write(_ text: String, _ path: String, in folder: URL) throws {
    try text.write(to: folder.appendingPathComponent(path), atomically: true, encoding: .utf8)
  }

  /// The source's lines with `lines` inserted before line `before` (from 1).
  static func insert(_ lines: [String], before: Int, in folder: URL) throws {
    let url = folder.appendingPathComponent("Player/Player/PlayerViewController.swift")
    var text = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
    text.insert(contentsOf: lines, at: before - 1)
    try text.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
  }

  /// The `[rule]` of each finding line of a text report.
  static func rules(_ output: String) -> [String] {
    output.split(separator: "\n").filter {
      $0.contains(": warning: ") || $0.contains(": error: ")
    }
    .compactMap { line in line.range(of: " [", options: .backwards).map { String(line[$0.upperBound...].dropLast()) } }
  }

  @Test func theConfigurationFoundUpwardDisablesExcludesAndOverrides() throws {
    let folder = try Self.player()
    defer { try? FileManager.default.removeItem(at: folder) }
    let before = try SwivelRunner.run(["scan", "Player"], in: folder)
    #expect(before.status == 1)
    #expect(Self.rules(before.output).contains("device-orientation-setter"))
    #expect(Self.rules(before.output).contains("sheet-does-not-decide"))
    try Self.write(
      """
      disabled_rules: [device-orientation-setter]
      excluded: ["Player/Player/Base.lproj"]
      severity: {attempt-rotation-deprecated: error}
      """, ".swivel.yml", in: folder)
    let after = try SwivelRunner.run(["scan", "Player/Player.xcodeproj"], in: folder)
    #expect(after.status == 1, "\(after.error)")
    #expect(!Self.rules(after.output).contains("device-orientation-setter"))
    #expect(!Self.rules(after.output).contains("sheet-does-not-decide"))
    #expect(
      after.output.contains("PlayerViewController.swift:16: error: attemptRotationToDeviceOrientation()"),
      "\(after.output)")
    // --no-config ignores it; --config names another.
    let none = try SwivelRunner.run(["scan", "--no-config", "Player"], in: folder)
    #expect(Self.rules(none.output) == Self.rules(before.output))
    try Self.write("disabled_rules: [sheet-does-not-decide]\n", "other.yml", in: folder)
    let other = try SwivelRunner.run(["scan", "--config", "other.yml", "Player"], in: folder)
    #expect(!Self.rules(other.output).contains("sheet-does-not-decide"))
    #expect(Self.rules(other.output).contains("device-orientation-setter"))
  }

  @Test func theCommandLineWinsOverTheFile() throws {
    let folder = try Self.player()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.write("configuration: Debug\ntargets: [Nothing]\n", ".swivel.yml", in: folder)
    let fromFile = try SwivelRunner.run(["scan", "Player"], in: folder)
    #expect(fromFile.status == 2)
    // At its line in the configuration, where the mistake is (issue 56), not at the project.
    #expect(
      fromFile.error.contains(
        "/.swivel.yml:2:11: error: no iOS application target named 'Nothing'; expected one of Player"))
    let flags = try SwivelRunner.run(
      ["scan", "--target", "Player", "--configuration", "Release", "Player"], in: folder)
    #expect(flags.status == 1, "\(flags.error)")
    #expect(flags.output.contains("target Player (Release)"))
    try Self.write("configuration: Debug\n", ".swivel.yml", in: folder)
    #expect(try SwivelRunner.run(["scan", "Player"], in: folder).output.contains("target Player (Debug)"))
  }

  @Test(
    arguments: [
      (
        "disabled_rules: [device-orientation-settr]\n",
        ".swivel.yml:1:18: error: unknown rule 'device-orientation-settr' in disabled_rules (did you mean 'device-orientation-setter'?)"
      ),
      (
        "exclude: [Pods]\n",
        ".swivel.yml:1:1: error: unknown key 'exclude' in the configuration (did you mean 'excluded'?)"
      ),
    ] as [(String, String)])
  func aBadConfigurationIsALocatedErrorAndExitsTwo(yaml: String, message: String) throws {
    let folder = try Self.player()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.write(yaml, ".swivel.yml", in: folder)
    for arguments in [["scan", "Player"], ["lint", "Player/Player/Info.plist"]] {
      let run = try SwivelRunner.run(arguments, in: folder)
      #expect(run.status == 2)
      #expect(run.output.isEmpty)
      #expect(run.error.hasSuffix(message + "\n") || run.error.contains(message), "\(run.error)")
      #expect(run.error.contains(folder.path) || run.error.contains(".swivel.yml"))
    }
    let rules = try SwivelRunner.run(["rules"], in: folder)
    #expect(rules.status == 2)
    #expect(rules.error.contains(message))
  }

  @Test func aBaselineRoundTripsEndToEnd() throws {
    let folder = try Self.player()
    defer { try? FileManager.default.removeItem(at: folder) }
    let written = try SwivelRunner.run(["scan", "--write-baseline", "baseline.json", "Player"], in: folder)
    #expect(written.status == 0, "\(written.output)\(written.error)")
    #expect(written.output.contains("in the baseline not shown."))
    let json = try String(contentsOf: folder.appendingPathComponent("baseline.json"), encoding: .utf8)
    #expect(json.contains("\"file\" : \"Player/Player/PlayerViewController.swift\""))
    #expect(json.contains("\"version\" : 1"))

    // Lines added above the findings: still baselined.
    try Self.insert(["// The player.", "import AVKit", ""], before: 2, in: folder)
    let moved = try SwivelRunner.run(["scan", "--baseline", "baseline.json", "Player"], in: folder)
    #expect(moved.status == 0, "\(moved.output)")
    #expect(moved.output.hasSuffix("in the baseline not shown.\n"))

    // A new finding, added by hand: reported alone.
    try Self.insert(
      ["    UIDevice.current.setValue(UIInterfaceOrientation.portrait.rawValue, forKey: \"orientation\")"], before: 19,
      in: folder)
    let added = try SwivelRunner.run(["scan", "--strict", "--baseline", "baseline.json", "Player"], in: folder)
    #expect(added.status == 1, "--strict: the warning fails the run")
    #expect(Self.rules(added.output) == ["device-orientation-setter"], "\(added.output)")
    #expect(added.output.contains("PlayerViewController.swift:19: error:"), "--strict reports it as an error")

    // The same, silenced where it stands.
    try Self.insert(
      ["    // swivel:disable:next device-orientation-setter -- back to portrait on iOS 15"], before: 19, in: folder)
    let silenced = try SwivelRunner.run(["scan", "--baseline", "baseline.json", "Player"], in: folder)
    #expect(silenced.status == 0, "\(silenced.output)")
  }

  @Test(
    arguments: [
      ("missing.json", nil, "missing.json: error: cannot read the baseline: no such file"),
      ("bad.json", "{", "bad.json:1:2: error: not a swivel baseline: the file is not valid JSON here"),
      ("binary.json", "\u{0}\u{1}", "binary.json:1:1: error: not a swivel baseline: the file is not valid JSON here"),
    ] as [(String, String?, String)])
  func aMissingOrCorruptBaselineExitsTwo(name: String, contents: String?, message: String) throws {
    let folder = try Self.player()
    defer { try? FileManager.default.removeItem(at: folder) }
    if let contents { try Self.write(contents, name, in: folder) }
    let run = try SwivelRunner.run(["scan", "--baseline", name, "Player"], in: folder)
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.error.hasPrefix(message), "\(run.error)")
  }

  @Test func baselineAndWriteBaselineTogetherAreAUsageError() throws {
    let run = try SwivelRunner.run(["scan", "--baseline", "a.json", "--write-baseline", "b.json", "."])
    #expect(run.status == 2)
    #expect(run.error.contains("--baseline and --write-baseline cannot be used together"))
  }

  @Test func rulesListsEveryRuleAndWhatTheConfigurationTurnsOff() throws {
    let folder = try Self.player()
    defer { try? FileManager.default.removeItem(at: folder) }
    let plain = try SwivelRunner.run(["rules"], in: folder)
    #expect(plain.status == 0)
    #expect(plain.output.contains("ipad-multitasking-orientations (error; lint)"))
    #expect(plain.output.contains("unused-suppression (warning; scan)"))
    #expect(!plain.output.contains(" off: "))
    try Self.write(
      "disabled_rules: [attempt-rotation-deprecated]\nseverity: {file-not-read: error}\n", ".swivel.yml", in: folder)
    let configured = try SwivelRunner.run(["rules"], in: folder)
    #expect(configured.output.contains("attempt-rotation-deprecated (warning; scan) off: disabled by "))
    #expect(configured.output.contains("file-not-read (error, warning by default; scan)"))
    let json = try SwivelRunner.run(["rules", "--format", "json"], in: folder)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let rules = try #require(object["rules"] as? [[String: Any]])
    #expect(rules.count > 20)
    let attempt = try #require(rules.first { $0["id"] as? String == "attempt-rotation-deprecated" })
    #expect(attempt["disabled"] as? Bool == true)
    #expect((object["configuration"] as? String)?.hasSuffix(".swivel.yml") == true)
    #expect(rules.allSatisfy { ($0["why"] as? String)?.isEmpty == false && $0["source"] is String })
  }

  @Test func theHelpTellsTheKeysTheCommentsAndTheBaselines() {
    let scan = Swivel.helpMessage(for: ScanCommand.self, columns: 1000)
    for text in [
      "disabled_rules", "excluded and included", "swivel:disable:next", "unused-suppression", "--write-baseline",
    ] {
      #expect(scan.contains(text), "\(text)")
    }
    let rules = Swivel.helpMessage(for: RulesCommand.self, columns: 1000)
    #expect(rules.contains("No rule is opt-in"))
    #expect(rules.contains("--format json"))
    let lint = Swivel.helpMessage(for: LintCommand.self, columns: 1000)
    #expect(lint.contains("device, ios and sdk, the defaults of --device, --ios and --sdk"))
  }

  // The Player fixture's iPad orientations are three of four without UIRequiresFullScreen: an
  // error on an iPad from iOS 9, the first with multitasking (Apple, "Adopting Multitasking
  // Enhancements on iPad"), and none on an iPhone, lint's device when none is said.
  @Test func lintTakesTheDeviceAndRulesFromTheConfiguration() throws {
    let folder = try Self.player()
    defer { try? FileManager.default.removeItem(at: folder) }
    let plist = "Player/Player/Info.plist"
    let multitasking = "[ipad-multitasking-orientations]"
    let plain = try SwivelRunner.run(["lint", plist], in: folder)
    #expect(plain.status == 0, "\(plain.error)")
    #expect(plain.output.contains("so linted for iPhone only"))
    #expect(plain.output.hasSuffix("No problems in 1 file.\n"))

    try Self.write("device: ipad-10.2\nios: '17.4'\n", ".swivel.yml", in: folder)
    let configured = try SwivelRunner.run(["lint", plist], in: folder)
    #expect(configured.status == 1, "\(configured.error)")
    #expect(configured.output.contains("UISupportedInterfaceOrientations: error: the iPad orientations"))
    #expect(configured.output.contains(multitasking))
    #expect(!configured.output.contains("so linted for iPhone only"))

    // The configuration's era decides too: before iOS 9 an iPad did not multitask.
    try Self.write("device: ipad-9.7\nios: '8.4'\n", ".swivel.yml", in: folder)
    let beforeMultitasking = try SwivelRunner.run(["lint", plist], in: folder)
    #expect(beforeMultitasking.status == 0, "\(beforeMultitasking.error)")
    #expect(beforeMultitasking.output == "No problems in 1 file.\n")

    // A flag wins over the configuration.
    try Self.write("device: ipad-10.2\nios: '17.4'\n", ".swivel.yml", in: folder)
    let flag = try SwivelRunner.run(["lint", "--device", "iphone-15", plist], in: folder)
    #expect(flag.status == 0, "\(flag.error)")
    #expect(flag.output == "No problems in 1 file.\n")

    try Self.write(
      "disabled_rules: [ipad-multitasking-orientations, launch-screen-missing]\ndevice: ipad-10.2\n", ".swivel.yml",
      in: folder)
    let disabled = try SwivelRunner.run(["lint", plist], in: folder)
    #expect(disabled.status == 0, "\(disabled.error)")
    #expect(disabled.output == "No problems in 1 file.\n")
  }

  // Issue 55: a vendored project that cannot be read made every `swivel scan .` exit 2, whatever
  // `excluded:` said. Now it is never opened, and the scan's status is the app's.
  @Test func excludedKeepsTheScanOutOfAVendoredProject() throws {
    let folder = try Self.player()
    defer { try? FileManager.default.removeItem(at: folder) }
    let vendor = folder.appendingPathComponent("ThirdParty/Vendor")
    try FileManager.default.createDirectory(at: vendor, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: SwivelRunner.packageRoot.appendingPathComponent("Tests/SwivelScanTests/Fixtures/Corrupt/Corrupt.xcodeproj"),
      to: vendor.appendingPathComponent("Corrupt.xcodeproj"))
    let unconfigured = try SwivelRunner.run(["scan", "."], in: folder)
    #expect(unconfigured.status == 2)
    #expect(unconfigured.error.contains("ThirdParty/Vendor/Corrupt.xcodeproj/project.pbxproj:"))

    try Self.write("excluded: [ThirdParty]\n", ".swivel.yml", in: folder)
    let excluded = try SwivelRunner.run(["scan", "."], in: folder)
    #expect(excluded.status == 1, "\(excluded.error)")
    // The one line on standard error names the configuration used, as SwiftLint names its own.
    #expect(excluded.error == "Using the configuration .swivel.yml\n")
    #expect(excluded.output.contains("Not opened, as the configuration leaves them out: ThirdParty\n"))
    #expect(excluded.output.hasSuffix("in 1 app target of 1 project.\n"))

    // Named on the command line, the project is scanned, unless --force-exclude.
    let named = try SwivelRunner.run(["scan", "ThirdParty/Vendor/Corrupt.xcodeproj"], in: folder)
    #expect(named.status == 2)
    let forced = try SwivelRunner.run(["scan", "--force-exclude", "ThirdParty/Vendor/Corrupt.xcodeproj"], in: folder)
    #expect(forced.status == 0, "\(forced.error)")
    #expect(
      forced.output
        == "Nothing scanned: the configuration leaves out ThirdParty/Vendor/Corrupt.xcodeproj (--force-exclude).\n")
    #expect(Swivel.helpMessage(for: ScanCommand.self, columns: 1000).contains("--force-exclude"))
  }

  // Issue 55: `swivel scan` with no path scans the current folder, as `swiftlint` lints it.
  @Test func scanWithoutAPathScansTheCurrentFolder() throws {
    let folder = try Self.player()
    defer { try? FileManager.default.removeItem(at: folder) }
    let plain = try SwivelRunner.run(["scan"], in: folder)
    let dot = try SwivelRunner.run(["scan", "."], in: folder)
    #expect(plain.status == 1, "\(plain.error)")
    #expect(plain.output.hasPrefix("Player/Player.xcodeproj\n"))
    #expect(plain.output == dot.output)
  }

  // Issue 55: the JUnit report listed a rule the configuration turns off as a passing test; it
  // did not run, so it is no test at all.
  @Test func theJUnitReportListsOnlyTheRulesThatRan() throws {
    let folder = try Self.player()
    defer { try? FileManager.default.removeItem(at: folder) }
    let suite = "<testsuite name=\"attempt-rotation-deprecated\""
    let plain = try SwivelRunner.run(["scan", "--format", "junit", "Player"], in: folder)
    #expect(plain.output.contains(suite))
    try Self.write("disabled_rules: [attempt-rotation-deprecated]\n", ".swivel.yml", in: folder)
    let configured = try SwivelRunner.run(["scan", "--format", "junit", "Player"], in: folder)
    #expect(configured.status == 1, "\(configured.error)")
    #expect(!configured.output.contains(suite))
    #expect(configured.output.contains("<testsuite name=\"device-orientation-setter\""))
  }

  // --quiet: the findings alone, each at the start of its line, and no configuration line; the
  // status is unchanged. Without it, the line names the file found upward, relative to here.
  @Test func quietPrintsTheFindingsAlone() throws {
    let folder = try Self.player()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.write("disabled_rules: [sheet-does-not-decide]\n", ".swivel.yml", in: folder)
    let loud = try SwivelRunner.run(["scan", "Player"], in: folder.appendingPathComponent("Player"))
    let announced = loud.error.split(separator: "\n").first.map(String.init) ?? ""
    #expect(announced.hasPrefix("Using the configuration /"), "outside the current folder: absolute")
    #expect(announced.hasSuffix("/.swivel.yml"))
    let quiet = try SwivelRunner.run(["scan", "--quiet", "Player"], in: folder)
    #expect(quiet.status == 1)
    #expect(quiet.error.isEmpty)
    let lines = quiet.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count == 6, "\(quiet.output)")
    #expect(
      lines.allSatisfy { $0.hasPrefix("Player/Player/") && ($0.contains(": warning: ") || $0.contains(": error: ")) })

    let lint = try SwivelRunner.run(["lint", "--quiet", "Player/Player/Info.plist"], in: folder)
    #expect(lint.error.isEmpty)
    #expect(!lint.output.contains("note:") && !lint.output.contains(" in 1 file"))
  }

  // A .swivel.yml in a subfolder refines the one the run starts from for the files under it, as
  // SwiftLint's nested configurations do: more rules off, its severities, its own excluded.
  @Test func aNestedConfigurationRefinesItsParentsForItsFolder() throws {
    let folder = try Self.player()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.write("severity: {attempt-rotation-deprecated: error}\n", ".swivel.yml", in: folder)
    try Self.write(
      "disabled_rules: [device-orientation-setter]\nseverity: {attempt-rotation-deprecated: warning}\n",
      "Player/Player/.swivel.yml", in: folder)
    try Self.write("excluded: [Main.storyboard]\n", "Player/Player/Base.lproj/.swivel.yml", in: folder)
    let run = try SwivelRunner.run(["scan", "Player"], in: folder)
    #expect(run.status == 1, "\(run.error)")
    #expect(!Self.rules(run.output).contains("device-orientation-setter"))
    #expect(!Self.rules(run.output).contains("sheet-does-not-decide"), "the storyboard's finding is dropped")
    #expect(run.output.contains("PlayerViewController.swift:16: warning: attemptRotationToDeviceOrientation()"))
    // --no-config and --config use one file alone.
    let alone = try SwivelRunner.run(["scan", "--config", ".swivel.yml", "Player"], in: folder)
    #expect(Self.rules(alone.output).contains("device-orientation-setter"))
    #expect(alone.output.contains("PlayerViewController.swift:16: error: attemptRotationToDeviceOrientation()"))
    #expect(
      Self.rules(try SwivelRunner.run(["scan", "--no-config", "Player"], in: folder).output).contains(
        "sheet-does-not-decide"))

    // A nested file that cannot be understood is an error at its place, as the parent's would be.
    try Self.write("disabled_rules: [device-orientation-settr]\n", "Player/Player/.swivel.yml", in: folder)
    let broken = try SwivelRunner.run(["scan", "Player"], in: folder)
    #expect(broken.status == 2)
    #expect(broken.error.contains("Player/Player/.swivel.yml:1:18: error: unknown rule 'device-orientation-settr'"))

    // Lint reads them too, for each file it lints.
    try Self.write("disabled_rules: [interface-orientation-ignored]\n", "Player/Player/.swivel.yml", in: folder)
    let plist = try String(
      contentsOf: SwivelRunner.packageRoot.appendingPathComponent(
        "Tests/SwivelScenarioTests/Fixtures/InfoPlist/universal.plist"), encoding: .utf8)
    try plist.write(
      to: folder.appendingPathComponent("Player/Player/Extra-Info.plist"), atomically: true, encoding: .utf8)
    try plist.write(to: folder.appendingPathComponent("Extra-Info.plist"), atomically: true, encoding: .utf8)
    let lint = try SwivelRunner.run(["lint", "Extra-Info.plist", "Player/Player/Extra-Info.plist"], in: folder)
    #expect(lint.output.contains("Extra-Info.plist: UIInterfaceOrientation: warning: "))
    #expect(!lint.output.contains("Player/Player/Extra-Info.plist: UIInterfaceOrientation: warning: "))
  }

  // swivel rules ID: the rule, why, and its two examples (RuleExamplesTests runs them); an
  // unknown id is a usage error with the nearest.
  @Test func rulesIDShowsTheRuleWithItsExamples() throws {
    let run = try SwivelRunner.run(["rules", "--no-config", "orientation-returned-as-mask"])
    #expect(run.status == 0)
    let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first == "orientation-returned-as-mask (error; scan)")
    #expect(lines.contains("Triggers it:") && lines.contains("Does not trigger it:"))
    #expect(lines.contains("    return UIInterfaceOrientationLandscapeLeft;"))
    #expect(lines.contains("    return UIInterfaceOrientationMaskLandscapeLeft;"))
    #expect(!lines.contains { $0.hasSuffix(" ") }, "no trailing blanks")
    #expect(
      lines.dropLast().last
        == "Silence it with swivel:disable:next orientation-returned-as-mask, or disabled_rules: [orientation-returned-as-mask] in .swivel.yml."
    )

    let json = try SwivelRunner.run(["rules", "--no-config", "--format", "json", "launch-screen-missing"])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let rules = try #require(object["rules"] as? [[String: Any]])
    #expect(rules.count == 1)
    #expect((rules.first?["triggers"] as? [[String: String]])?.first?["name"] == "Info.plist")

    let unknown = try SwivelRunner.run(["rules", "lauch-screen-missing"])
    #expect(unknown.status == 2)
    #expect(unknown.error.hasPrefix("Error: no rule 'lauch-screen-missing' (did you mean 'launch-screen-missing'?)"))
  }
}
