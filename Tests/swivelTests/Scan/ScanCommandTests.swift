import ArgumentParser
import Foundation
import Testing

@testable import swivel

/// `swivel scan`: its arguments, and every exit status of the real executable on the projects of
/// `Tests/SwivelScanTests/Fixtures`.
@Suite struct ScanCommandTests {
  /// A fixture's path relative to the package root, where the runs happen.
  static func fixture(_ name: String) -> String { "Tests/SwivelScanTests/Fixtures/" + name }

  // MARK: - Parsing

  @Test func scanTakesAPathAFormatAndAConfiguration() throws {
    let command = try #require(
      try Swivel.parseAsRoot(["scan", "App.xcodeproj", "--format", "sarif", "--configuration", "Debug"])
        as? ScanCommand)
    #expect(command.path == "App.xcodeproj")
    #expect(command.format == .sarif)
    #expect(command.configurationName == "Debug")
  }

  @Test func theFormatIsTextByDefault() throws {
    let command = try #require(try Swivel.parseAsRoot(["scan", "."]) as? ScanCommand)
    #expect(command.format == .text)
    #expect(command.configurationName == nil)
  }

  @Test func anUnknownFormatIsAUsageError() throws {
    let run = try SwivelRunner.run(["scan", "--format", "xml", "."])
    #expect(run.status == 2)
    #expect(run.error.contains("The value 'xml' is invalid for '--format <format>'"))
  }

  @Test func theHelpListsTheScanRulesAndTheExitStatuses() {
    let help = Swivel.helpMessage(for: ScanCommand.self, columns: 1000)
    #expect(help.contains("sheet-does-not-decide"))
    #expect(help.contains("swivel help lint"))
    #expect(help.contains("INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad"))
    #expect(help.contains("--configuration <name>"))
    #expect(
      help.contains(
        "Exit status: 0 when no finding fails the run (none, or warnings only), 1 when findings fail it (an error; with --strict or strict: true, a warning too; or warning_threshold warnings or more), 2 when"
      ))
    #expect(help.contains("--strict") && help.contains("--lenient") && help.contains("warning_threshold"))
    #expect(!help.contains("section"))
  }

  // MARK: - The executable

  @Test func aCleanProjectExitsZero() throws {
    let run = try SwivelRunner.run(["scan", Self.fixture("Photos/Photos.xcodeproj")])
    #expect(run.status == 0, "\(run.error)")
    #expect(run.output.contains("  target Photos (Release)"))
    #expect(run.output.contains("  skipped: PhotosTests (unit test bundle), PhotosMac (macOS application)"))
    #expect(run.output.hasSuffix("No problems in 1 app target of 1 project.\n"))
    #expect(run.error.isEmpty)
  }

  @Test func findingsExitOneWithTheirFileAndLine() throws {
    let run = try SwivelRunner.run(["scan", Self.fixture("Universal/Universal.xcodeproj")])
    #expect(run.status == 1)
    #expect(
      run.output.contains(
        "\n\(Self.fixture("Universal/Universal/Info.plist")):9: error: the iPad orientations [portrait] are not all four"
      ))
    #expect(run.output.contains("[launch-screen-missing]"))
    #expect(run.error.isEmpty)
  }

  @Test func aCorruptProjectExitsTwoWithItsFileLineAndColumnOnStandardError() throws {
    let run = try SwivelRunner.run(["scan", Self.fixture("Corrupt/Corrupt.xcodeproj")])
    #expect(run.status == 2)
    #expect(
      run.error
        == "\(Self.fixture("Corrupt/Corrupt.xcodeproj/project.pbxproj")):98:38: error: not a readable project file: missing ';' after the value of 'IPHONEOS_DEPLOYMENT_TARGET' (the file may be truncated or hold a merge conflict)\n"
    )
    #expect(!run.output.contains("Fatal error"))
  }

  @Test func aMissingPathExitsTwo() throws {
    let run = try SwivelRunner.run(["scan", "NoSuch.xcodeproj"])
    #expect(run.status == 2)
    #expect(run.error == "NoSuch.xcodeproj: error: no such file or folder\n")
  }

  @Test func jsonIsOneObjectOnStandardOutput() throws {
    let run = try SwivelRunner.run(["scan", "--format", "json", Self.fixture("Generated/Generated.xcodeproj")])
    #expect(run.status == 1)
    let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let targets = try #require(document["targets"] as? [[String: Any]])
    #expect(targets.compactMap { $0["name"] as? String } == ["Generated", "Merged", "FullScreen"])
  }

  @Test func sarifIsALogOnStandardOutput() throws {
    let run = try SwivelRunner.run(["scan", "--format", "sarif", Self.fixture("Universal/Universal.xcodeproj")])
    #expect(run.status == 1)
    let log = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    let uri =
      (results.first?["locations"] as? [[String: Any]])?.first
      .flatMap { ($0["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any] }?["uri"] as? String
    #expect(uri == Self.fixture("Universal/Universal/Info.plist"))
  }

  @Test func aWorkspaceAndAFolderAreScanned() throws {
    let workspace = try SwivelRunner.run(["scan", Self.fixture("Workspace/Suite.xcworkspace")])
    #expect(workspace.status == 1)
    #expect(workspace.output.contains(Self.fixture("Photos/Photos.xcodeproj") + "\n"))
    let folder = try SwivelRunner.run(["scan", Self.fixture("Photos")])
    #expect(folder.status == 0)
  }

  // FoundationXML's XMLDocument let libxml2 print its own complaint (three lines with the bytes)
  // before Swivel's; a workspace that is not UTF-8 is now one located error and nothing else.
  @Test func anUnreadableWorkspaceIsOneLineOnStandardError() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swivel-workspace-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let workspace = folder.appendingPathComponent("App.xcworkspace")
    try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
    let contents = workspace.appendingPathComponent("contents.xcworkspacedata")
    try Data(
      Array("<Workspace>\n<FileRef location=\"group:".utf8) + [0xE9] + Array(".xcodeproj\"/>\n</Workspace>\n".utf8)
    )
    .write(to: contents)
    let run = try SwivelRunner.run(["scan", workspace.path])
    #expect(run.status == 2)
    #expect(
      run.error
        == "\(contents.path):2: error: the workspace cannot be read: it is not UTF-8 text, as Xcode writes workspaces\n"
    )
  }

  /// `swivel scan` of a copy of a fixture project in which one file is replaced, and that file.
  private func scanCopy(
    of project: String, replacing file: String, with text: String
  ) throws -> (run: SwivelRunner.Result, file: String) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swivel-scan-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(atPath: Self.fixture(project), toPath: folder.path)
    let replaced = folder.appendingPathComponent(file)
    try Data(text.utf8).write(to: replaced)
    let run = try SwivelRunner.run(["scan", folder.appendingPathComponent(project + ".xcodeproj").path])
    return (run, replaced.path)
  }

  // An `#if` that leaves a parenthesis open, however spelled, and `#pragma clang __debug crash`
  // crashed clang 21's preprocessor in single-file mode when libclang tokenised the scan's files
  // (found by FuzzObjCSource). Swivel's own lexer reads them now; the file is read, the scan goes
  // on, and stderr stays empty.
  @Test func aFileThatCrashedLibclangIsReadAndTheScanGoesOn() throws {
    let text = [
      "shouldAutorotate", "#if(I", "#if(w\r o.trsk)", "%:if(I", "#pragma clang __debug crash",
      "_Pragma(\"clang __debug llvm_fatal_error\")",
    ].joined(separator: "\n")
    let (run, broken) = try scanCopy(of: "Legacy", replacing: "Legacy/Broken.m", with: text)
    #expect(run.status == 1)
    #expect(!run.output.contains("\(broken):"))
    #expect(run.output.contains("[no-common-orientation]"))
    #expect(run.error.isEmpty)
  }

  // A single-line string's interpolation left open at the end of a line stopped the scan on a
  // swift-syntax precondition (found by FuzzSwiftSource; status 132 and a backtrace before).
  // Not parsed, the file is a finding (scenario format, `swivel scan`: "Files it cannot parse are
  // findings"), in the text as in JSON.
  @Test func aSwiftFileThatWouldStopTheParserIsAFindingAndTheScanGoesOn() throws {
    let (run, broken) = try scanCopy(
      of: "Player", replacing: "Player/Formatting.swift", with: "\"\\(\"\n\"\"\" \"\"\"l v\"\"\"\n// shouldAutorotate\n"
    )
    #expect(run.status == 1)
    #expect(run.output.contains("\(broken):1: warning: a single-line string's interpolation is still open at the end"))
    #expect(run.output.contains("[file-not-read]"))
    #expect(run.output.contains("[sheet-does-not-decide]"))
    #expect(run.error.isEmpty)
  }

  // Words and three quotes after a multi-line string's closing quotes, behind `@x\\`, stopped the
  // process on the same precondition (found by FuzzPackageManifest in a manifest; a Swift file
  // reads the same way): not parsed, the file is a finding and the scan goes on.
  @Test func wordsAfterAMultiLineStringAreAFindingAndTheScanGoesOn() throws {
    let text = "// shouldAutorotate\nlet a = f(@x\\\\\"\"\"\n\"\"\"x x\"\"\")\n"
    let (run, broken) = try scanCopy(of: "Player", replacing: "Player/Formatting.swift", with: text)
    #expect(run.status == 1)
    #expect(run.output.contains("\(broken):3: warning: a multi-line string's closing quotes are followed"))
    #expect(run.output.contains("[file-not-read]"))
    #expect(run.error.isEmpty)
  }

  // `a<` 3,000 times made swift-syntax recurse past a thread's 8 MiB stack: the scan crashed
  // (status 139 and a backtrace). Parsed on a thread with a larger stack, the file takes
  // swift-syntax minutes instead, so it is a note at the time limit and the scan goes on.
  @Test func aSwiftFileThatWouldOverflowTheStackIsAFindingAndTheScanGoesOn() throws {
    let text = "// shouldAutorotate\n" + String(repeating: "a<", count: 3_000)
    let (run, broken) = try scanCopy(of: "Player", replacing: "Player/Formatting.swift", with: text)
    #expect(run.status == 1)
    // The limit is ten seconds in a debug build, where swift-syntax is many times slower.
    #if DEBUG
      let limit = 10
    #else
      let limit = 1
    #endif
    #expect(run.output.contains("\(broken):1: warning: swift-syntax did not finish parsing the file within \(limit) s"))
    #expect(run.output.contains("[sheet-does-not-decide]"))
    #expect(run.error.isEmpty)
  }

  @Test func sourcesAndStoryboardsAddControllersMechanismsAndFindings() throws {
    let run = try SwivelRunner.run(["scan", Self.fixture("Player/Player.xcodeproj")])
    #expect(run.status == 1)
    #expect(run.output.contains("    controller      PlayerViewController ("))
    #expect(run.output.contains("    mechanism       setValue(_:forKey: \"orientation\") ("))
    #expect(run.output.contains("starts with UINavigationController (FeedViewController)"))
    for rule in [
      "sheet-does-not-decide", "container-ignores-children", "should-autorotate-ignored",
      "preferred-orientation-unsupported", "device-orientation-setter", "attempt-rotation-deprecated",
    ] {
      #expect(run.output.contains("[\(rule)]"), "\(rule)")
    }
    let json = try SwivelRunner.run(["scan", "--format", "json", Self.fixture("Player/Player.xcodeproj")])
    let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let target = try #require((document["targets"] as? [[String: Any]])?.first)
    let controllers = try #require(target["controllers"] as? [[String: Any]])
    #expect(controllers.first?["class"] as? String == "FeedViewController")
    #expect(controllers.first?["supported"] as? String == "portrait")
    #expect(controllers.first?["shouldAutorotate"] as? String == "false")
    #expect(controllers.first?["preferred"] is NSNull)
    #expect(controllers.first?["line"] as? Int == 4)
    #expect(
      (target["mechanisms"] as? [[String: Any]])?.first?["api"] as? String == "setValue(_:forKey: \"orientation\")")
  }

  @Test func anotherConfigurationIsReadWithTheOption() throws {
    let run = try SwivelRunner.run(["scan", "--configuration", "Debug", Self.fixture("Photos/Photos.xcodeproj")])
    #expect(run.status == 0)
    #expect(run.output.contains("  target Photos (Debug)"))
    #expect(run.output.contains("    families        iPhone\n"))
  }
}
