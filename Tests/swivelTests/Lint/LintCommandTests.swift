import ArgumentParser
import Foundation
import Testing

@testable import swivel

/// `swivel lint`: its arguments, and every exit status of the real executable (spec section 8).
@Suite struct LintCommandTests {
  static let fixtures: String = {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("SwivelScenarioTests/Fixtures/Scenarios").path
  }()

  static func fixture(_ name: String) -> String { fixtures + "/" + name }

  static func plist(_ name: String) -> String { fixtures + "/../InfoPlist/" + name }

  static func run(_ arguments: [String]) throws -> SwivelRunner.Result {
    try SwivelRunner.run(arguments)
  }

  // MARK: - Parsing

  @Test func lintTakesFilesOrNone() throws {
    #expect(try #require(try Swivel.parseAsRoot(["lint"]) as? LintCommand).files == [])
    let command = try #require(try Swivel.parseAsRoot(["lint", "a.yaml", "b.json"]) as? LintCommand)
    #expect(command.files == ["a.yaml", "b.json"])
  }

  @Test func lintTakesADeviceAndAnEraForInfoPlists() throws {
    let command = try #require(
      try Swivel.parseAsRoot(["lint", "--device", "ipad-10.2", "--ios", "17.4", "Info.plist"]) as? LintCommand)
    #expect(command.deviceID == "ipad-10.2")
    #expect(command.iOSVersion == "17.4")
    let target = try command.target()
    #expect(target.device?.id == "ipad-10.2")
    #expect(target.behavior.version.description == "17.4")
  }

  @Test func theHelpListsEveryRuleWithItsReasonAndTheExitStatuses() {
    let help = Swivel.helpMessage(for: LintCommand.self, columns: 1000)
    for rule in [
      "app-supports-no-orientation", "no-common-orientation", "preferred-orientation-unsupported",
      "ipad-multitasking-orientations", "requires-full-screen-deprecated", "interface-orientation-ignored",
      "upside-down-without-home-button", "container-ignores-children", "should-autorotate-ignored",
      "misspelled-key", "unknown-orientation-value", "unexpanded-build-setting", "not-a-boolean",
    ] {
      #expect(help.contains(rule), "\(rule) is missing from the help")
    }
    #expect(help.contains("ITMS-90474"))
    #expect(help.contains("--device <id>") && help.contains("--ios <version>"))
    #expect(
      help.contains(
        "Exit status: 0 when no finding fails the run (none, or warnings only), 1 when findings fail it (an error; with --strict or strict: true, a warning too; or warning_threshold warnings or more), 2 when a file cannot be read"
      ))
    #expect(
      help.contains("--strict") && help.contains("--lenient")
    )
  }

  // MARK: - The executable

  @Test func aCleanScenarioExitsZero() throws {
    let run = try Self.run(["lint", Self.fixture("clean.yaml")])
    #expect(run.status == 0)
    #expect(run.output == "No problems in 1 file.\n")
    #expect(run.error.isEmpty)
  }

  @Test func problemsArePrintedOneLineEachAndExitOne() throws {
    let file = Self.fixture("problems.yaml")
    let run = try Self.run(["lint", file])
    #expect(run.status == 1)
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines.count == 4)
    #expect(
      lines.first?.hasPrefix("\(file):11:23: error: controller 'photos' supports [landscapeRight, landscapeLeft]")
        == true)
    #expect(lines.first?.hasSuffix("[no-common-orientation]") == true)
    #expect(
      lines[1].hasPrefix(
        "\(file):11:60: error: controller 'photos' prefers portrait but supports [landscapeRight, landscapeLeft]"))
    #expect(
      lines[2].hasPrefix(
        "\(file):8:27: warning: UIInterfaceOrientation (portrait) is set beside UISupportedInterfaceOrientations"))
    #expect(lines.last == "3 problems (2 errors, 1 warning) in 1 file.")
  }

  @Test func anUnreadableScenarioExitsTwoWithItsErrorOnStandardError() throws {
    let file = Self.fixture("broken.yaml")
    let run = try Self.run(["lint", file, Self.fixture("clean.yaml")])
    #expect(run.status == 2)
    #expect(
      run.error
        == "\(file):4:10: error: unknown key 'supportd' in controller 'feed' (did you mean 'supported'?); expected one of class, supported, shouldAutorotate, preferredForPresentation, legacyAutorotate, rotationCallbacks, transitionCallbacks, alternateLandscape, views, kind, children, selected, forwards, wantsFullScreenLayout, prefersLocked, prefersStatusBarHidden, childForStatusBarHidden, forwardsAppearance, forwardsRotation, delegateMask, delegatePreferredForPresentation, collapsesTo, busy\n"
    )
    #expect(run.output == "No problems in the 1 file read; 1 file could not be read.\n")
  }

  @Test func aMissingFileExitsTwo() throws {
    let run = try Self.run(["lint", "/nonexistent/scenario.yaml"])
    #expect(run.status == 2)
    #expect(run.error.hasPrefix("/nonexistent/scenario.yaml: error: cannot read the file: no such file"))
  }

  // MARK: - Info.plist files through the executable

  // Without UIDeviceFamily, Apple's default (1, iPhone) is assumed, and said: Xcode adds the
  // family when it builds the app, so the real one may be iPad too.
  @Test(arguments: ["landscape.plist", "landscape.binary.plist"])
  func aCleanInfoPlistExitsZero(name: String) throws {
    let file = Self.plist(name)
    let run = try Self.run(["lint", file])
    #expect(run.status == 0)
    #expect(
      run.output
        == "\(file): note: no UIDeviceFamily, so linted for iPhone only (the default); Xcode adds the family at build time: use --device to choose\nNo problems in 1 file.\n"
    )
    #expect(run.error.isEmpty)
  }

  // ITMS-90474 (App Store upload: iPad multitasking needs all four orientations): the landscape
  // app, clean as an iPhone app, is refused as an iPad one; --device says which.
  @Test func aDeviceLintsAPlistForItsFamilyWithoutTheNote() throws {
    let file = Self.plist("landscape.plist")
    let run = try Self.run(["lint", "--device", "ipad-10.2", file])
    #expect(run.status == 1)
    let lines = run.output.split(separator: "\n").map(String.init)
    // It declares a launch storyboard, so ITMS-90475 is not its problem.
    #expect(lines.count == 2)
    #expect(lines.first?.hasPrefix("\(file): UISupportedInterfaceOrientations: error: the iPad orientations") == true)
    #expect(lines.first?.hasSuffix("[ipad-multitasking-orientations]") == true)
    let phone = try Self.run(["lint", "--device", "iphone-15", "--ios", "17.0", file])
    #expect(phone.status == 0)
    #expect(phone.output == "No problems in 1 file.\n")
  }

  // The device's hardware counts: an iPhone without a Home button never shows upside down.
  @Test(arguments: zip(["iphone-x", "iphone-8"], [true, false]))
  func aDevicesHardwareCounts(device: String, found: Bool) throws {
    let run = try Self.run(["lint", "--device", device, Self.plist("upside-down.plist")])
    // The finding is a warning: either way the run passes (README, "Exit statuses").
    #expect(run.status == 0)
    #expect(run.output.contains("warning: ") == found)
    #expect(run.output.contains("[upside-down-without-home-button]") == found)
  }

  // The era counts: UIRequiresFullScreen is deprecated from iPadOS 26 only (Apple TN3192).
  @Test(arguments: zip(["26.0", "18.0"], [true, false]))
  func theEraCounts(ios: String, found: Bool) throws {
    let run = try Self.run(["lint", "--ios", ios, Self.plist("requires-full-screen-ipad.plist")])
    #expect(run.output.contains("warning: UIRequiresFullScreen~ipad is set (true)") == found)
    // A warning passes; --strict makes it fail.
    #expect(run.status == 0)
    let strict = try Self.run(["lint", "--strict", "--ios", ios, Self.plist("requires-full-screen-ipad.plist")])
    #expect(strict.status == (found ? 1 : 0))
  }

  @Test(
    arguments: [
      (
        ["--device", "iphone-155"],
        "--device: unknown device 'iphone-155' (did you mean 'iphone-15'?); `swivel devices` lists the ids"
      ),
      (["--ios", "seventeen"], "--ios: 'seventeen' is not an iOS version"),
      (["--ios", "21.0"], "--ios: iOS 21.0 is not a version Swivel reproduces"),
      (["--device", "iphone-15", "--ios", "9.0"], "--device iphone-15 ("),
    ])
  func aBadDeviceOrVersionExitsTwoWithAClearMessage(arguments: [String], message: String) throws {
    let run = try Self.run(["lint"] + arguments + [Self.plist("landscape.plist")])
    #expect(run.status == 2)
    #expect(run.error.contains("Error: \(message)"), "\(run.error)")
    #expect(run.output.isEmpty)
  }

  @Test(arguments: ["universal-portrait-only.plist", "universal-portrait-only.binary.plist"])
  func anInfoPlistWithProblemsPrintsFileAndKeyAndExitsOne(name: String) throws {
    let file = Self.plist(name)
    let run = try Self.run(["lint", file])
    #expect(run.status == 1)
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(
      lines.first?.hasPrefix(
        "\(file): UISupportedInterfaceOrientations: error: the iPad orientations [portrait] are not all four") == true)
    #expect(lines.first?.hasSuffix("[ipad-multitasking-orientations]") == true)
    #expect(lines[1].hasSuffix("[launch-screen-missing]"))
    #expect(lines.last == "2 problems (2 errors, 0 warnings) in 1 file.")
  }

  @Test func anInvalidInfoPlistExitsTwoWithTheReadersErrorNamingFileAndKey() throws {
    let file = Self.plist("element-not-a-string.plist")
    let run = try Self.run(["lint", file, Self.plist("landscape.plist")])
    #expect(run.status == 2)
    #expect(
      run.error.hasPrefix(
        "\(file): UISupportedInterfaceOrientations[1]: expected an orientation string, found a number"))
    #expect(run.output.hasSuffix("No problems in the 1 file read; 1 file could not be read.\n"))
  }

  // An Info.plist Foundation cannot parse: the error names the line its parser stopped at.
  @Test func aMalformedInfoPlistExitsTwoWithTheLineTheParserStoppedAt() throws {
    let file = Self.plist("mismatched-close-tag.plist")
    let run = try Self.run(["lint", file])
    #expect(run.status == 2)
    #expect(run.error.hasPrefix("\(file):7: not a property list: "))
    #expect(run.output.hasSuffix("1 file could not be read.\n"))
  }

  @Test func aScenarioNamingAnInvalidInfoPlistExitsTwo() throws {
    let run = try Self.run(["lint", Self.fixture("bad-info-plist.yaml")])
    #expect(run.status == 2)
    #expect(run.error.contains("element-not-a-string.plist: UISupportedInterfaceOrientations[1]: "))
  }

  // A value typo, a build setting and a Boolean written as a string are findings with the key
  // and a did-you-mean, and the file is read on (warnings, so exit 0, not 2).
  @Test func valueTyposAreFindingsAndTheFileIsReadOn() throws {
    let file = Self.plist("value-typos.plist")
    let run = try Self.run(["lint", file])
    #expect(run.status == 0)
    #expect(run.error.isEmpty)
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines.count == 5)
    #expect(
      lines.first?.hasPrefix(
        "\(file): UISupportedInterfaceOrientations[0]: warning: 'UIInterfaceOrientationPortait' is no interface orientation (did you mean 'UIInterfaceOrientationPortrait'?); UIKit skips"
      ) == true)
    #expect(
      lines[1].hasPrefix(
        "\(file): UISupportedInterfaceOrientations[2]: warning: '$(EXTRA_ORIENTATION)' is a build setting, skipped; Xcode replaces"
      ))
    #expect(
      lines[2].hasPrefix(
        "\(file): UIRequiresFullScreen: warning: <string>YES</string> is read as true (write <true/>); iOS reads"))
    #expect(lines[3].hasSuffix("[requires-full-screen-deprecated]"))
    #expect(lines.last == "4 problems (0 errors, 4 warnings) in 1 file.")
  }

  @Test func keyTyposAreFindingsWithADidYouMean() throws {
    let file = Self.plist("key-typos.plist")
    let run = try Self.run(["lint", file])
    #expect(run.status == 0, "only warnings")
    let lines = run.output.split(separator: "\n").map(String.init)
    let why = "; iOS matches keys and their ~ipad / ~iphone suffixes exactly, case included, so it never reads this one"
    #expect(
      lines.prefix(4).map { $0.components(separatedBy: why).first ?? "" } == [
        "\(file): UIRequiresFullScreen-ipad: warning: 'UIRequiresFullScreen-ipad' is not a key iOS reads (did you mean 'UIRequiresFullScreen~ipad'?)",
        "\(file): UISupportedInterfaceOrientation: warning: 'UISupportedInterfaceOrientation' is not a key iOS reads (did you mean 'UISupportedInterfaceOrientations'?)",
        "\(file): UISupportedInterfaceOrientations~iPad: warning: 'UISupportedInterfaceOrientations~iPad' is not a key iOS reads: the case differs (did you mean 'UISupportedInterfaceOrientations~ipad'?)",
        "\(file): uirequiresfullscreen: warning: 'uirequiresfullscreen' is not a key iOS reads: the case differs (did you mean 'UIRequiresFullScreen'?)",
      ])
    #expect(lines.prefix(4).allSatisfy { $0.hasSuffix("[misspelled-key]") })
    #expect(lines.last == "4 problems (0 errors, 4 warnings) in 1 file.")
  }

  @Test func aScenarioIsLintedWithItsNamedInfoPlist() throws {
    let run = try Self.run(["lint", Self.fixture("named-info-plist.yaml")])
    #expect(run.status == 1)
    #expect(run.output.contains("[no-common-orientation]"))
  }

  // --format json: the findings with their places, the errors, the notes and the summary, one
  // object a program reads; the status is the text's.
  @Test func jsonHoldsTheFindingsErrorsNotesAndSummary() throws {
    let plist = Self.plist("universal.plist")
    let run = try Self.run(["lint", "--format", "json", "Examples/ios6-masks-and-errors.yaml", plist, "missing.yaml"])
    #expect(run.status == 2)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let findings = try #require(object["findings"] as? [[String: Any]])
    #expect(findings.map { $0["severity"] as? String } == ["error", "warning", "warning"])
    #expect(findings.first?["file"] as? String == "Examples/ios6-masks-and-errors.yaml")
    #expect(findings.first?["line"] is Int && findings.first?["column"] is Int)
    #expect(findings.last?["line"] == nil, "an Info.plist key has no line")
    #expect((findings.last?["message"] as? String)?.hasPrefix("UIInterfaceOrientation: ") == true)
    #expect((object["errors"] as? [[String: Any]])?.map { $0["file"] as? String } == ["missing.yaml"])
    #expect((object["notes"] as? [[String: Any]])?.count == 1)
    #expect(object["summary"] as? String == "3 problems (1 error, 2 warnings) in 2 files; 1 file could not be read.")
  }

  @Test func sarifIsALogOfTheFindings() throws {
    let run = try Self.run(["lint", "--format", "sarif", "--strict", "Examples/ios16-kvc-orientation.yaml"])
    #expect(run.status == 1)
    let log = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    #expect(results.map { $0["level"] as? String } == ["error"], "--strict made the warning an error")
    #expect(results.first?["ruleIndex"] is Int)
  }

  // With no file, lint checks the scenarios and Info.plists under the current folder, as
  // swiftlint with no path lints the folder: other YAML files, hidden folders, bundles and what
  // the configuration excludes are left alone, and a FIFO or a link to the folder hangs nothing.
  @Test func withNoFileItLintsTheScenariosAndInfoPlistsUnderTheCurrentFolder() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swivel-lint-search-\(UUID())")
    let manager = FileManager.default
    for sub in ["Scenarios", ".github/workflows", "App", "Vendor/Kit.framework", "Old", "Hidden/.cache"] {
      try manager.createDirectory(at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
    }
    defer { try? manager.removeItem(at: folder) }
    let scenario = try String(contentsOfFile: "Examples/ios16-kvc-orientation.yaml", encoding: .utf8)
    let plist = try String(contentsOfFile: Self.plist("universal.plist"), encoding: .utf8)
    for (path, text) in [
      ("Scenarios/kvc.yaml", scenario), ("Old/kvc.yml", scenario), ("Hidden/.cache/kvc.yaml", scenario),
      (".github/workflows/ci.yml", "on: push\njobs: {}\n"), ("App/Info.plist", plist),
      ("Vendor/Kit.framework/Info.plist", plist), ("Scenarios/notes.json", "{\"title\": 1}"),
      // Firebase's settings, named like an Info.plist, hold no CFBundleIdentifier: not linted.
      ("App/GoogleService-Info.plist", plist.replacing("CFBundleIdentifier", with: "BUNDLE_ID")),
      (".swivel.yml", "excluded: [Old]\n"),
    ] {
      try text.write(to: folder.appendingPathComponent(path), atomically: true, encoding: .utf8)
    }
    try manager.createSymbolicLink(
      atPath: folder.appendingPathComponent("Scenarios/loop").path, withDestinationPath: "..")
    _ = mkfifo(folder.appendingPathComponent("Scenarios/pipe.yaml").path, 0o600)
    let run = try SwivelRunner.run(["lint"], in: folder)
    #expect(run.status == 0, "\(run.error)")
    let linted = Set(
      run.output.split(separator: "\n").compactMap { line in line.split(separator: ":").first.map(String.init) }
        .filter { $0.contains(".") && !$0.contains(" ") })
    #expect(linted == ["App/Info.plist", "Scenarios/kvc.yaml"], "\(run.output)")
    #expect(run.output.hasSuffix(" in 2 files.\n"))

    let empty = FileManager.default.temporaryDirectory.appendingPathComponent("swivel-lint-empty-\(UUID())")
    try manager.createDirectory(at: empty, withIntermediateDirectories: true)
    defer { try? manager.removeItem(at: empty) }
    let none = try SwivelRunner.run(["lint", "--no-config"], in: empty)
    #expect(none.status == 2)
    #expect(none.error.hasPrefix("swivel: no scenario (a YAML or JSON file with a top-level steps: key) or Info.plist"))
  }
}
