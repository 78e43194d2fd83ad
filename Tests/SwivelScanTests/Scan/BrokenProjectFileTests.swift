import Foundation
import Testing

@testable import SwivelScan

/// Issue 56: a project file a bad merge left broken is read as far as it can be, and what could
/// not be followed is said; it never reads as "No problems".
@Suite struct BrokenProjectFileTests {
  static let info = """
    <key>CFBundleIdentifier</key><string>app</string>
    <key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string></array>
    """
  static let source =
    "class Kiosk: UIViewController { override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape } }"

  /// `App.xcodeproj` in a new folder, its text changed by `edit`, with `Looped/Kiosk.swift` and
  /// the Info.plist written.
  static func app(_ edit: (String) -> String) throws -> (folder: String, bundle: String) {
    let folder = try ScanFixtures.temporaryFolder()
    try ScanFixtures.write(source, to: "\(folder)/Looped/Kiosk.swift")
    let bundle = try ScanFixtures.writeApp(
      in: folder, settings: ["INFOPLIST_FILE": "App/Info.plist", "IPHONEOS_DEPLOYMENT_TARGET": "17.0"],
      infoPlistKeys: info, sources: ["Kiosk.swift"])
    let file = "\(bundle)/project.pbxproj"
    try edit(try String(contentsOfFile: file, encoding: .utf8)).write(toFile: file, atomically: true, encoding: .utf8)
    return (folder, bundle)
  }

  // Two groups each the other's child, outside the main group's tree: every file under them had
  // no path, so the scan read no source and said "No problems".
  @Test func filesUnderTwoGroupsThatListEachOtherAreStillReadAndTheLoopIsSaid() throws {
    let reference = ScanFixtures.referenceID(ofSource: 0)
    let (folder, bundle) = try Self.app { text in
      text.replacingOccurrences(
        of: "\t\t0000000000000000000000B1 = {",
        with: """
          \t\t0000000000000000000000F1 = {isa = PBXGroup; path = Looped; sourceTree = "<group>"; children = (0000000000000000000000F2, \(reference)); };
          \t\t0000000000000000000000F2 = {isa = PBXGroup; name = Inner; sourceTree = "<group>"; children = (0000000000000000000000F1); };
          \t\t0000000000000000000000B1 = {
          """)
    }
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let report = ProjectScanner().scan(path: folder)
    let target = try #require(report.projects.first?.targets.first)
    #expect(target.controllers.map(\.className) == ["Kiosk"])
    let note = try #require(target.notes.first { $0.message.contains("a loop of groups") })
    #expect(note.location.line == (try ScanFixtures.line(ofObject: "0000000000000000000000F2", in: bundle)))
    #expect(
      note.message
        == "group 'Inner' (0000000000000000000000F2) lists 'Looped' (0000000000000000000000F1) as a child, though it comes under it: a loop of groups (a bad merge?); the files under 'Looped' (0000000000000000000000F1) are looked for from the project's folder"
    )
  }

  // A target whose configuration list names no object was scanned with no settings at all:
  // no Info.plist, judged for the newest iOS, and nothing said.
  @Test func aTargetWhoseConfigurationListIsMissingIsNotScannedAndTheErrorSaysWhy() throws {
    let (folder, bundle) = try Self.app { text in
      text.replacingOccurrences(
        of: "buildConfigurationList = 0000000000000000000000B1;",
        with: "buildConfigurationList = 0000000000000000000000BB;")
    }
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let report = ProjectScanner().scan(path: folder)
    #expect(report.projects.first?.targets.isEmpty == true)
    #expect(report.projects.first?.unscanned.map(\.name) == ["App"])
    let error = try #require(report.errors.first)
    #expect(error.file == "\(bundle)/project.pbxproj")
    #expect(error.line == 7)
    #expect(
      error.message
        == "target 'App' names the build configuration list 0000000000000000000000BB, which is no object of the project file (a bad merge?): its build settings, Info.plist and deployment target cannot be read"
    )
    #expect(report.summary.hasPrefix("Nothing checked: 1 app target of 1 project could not be scanned"))
  }

  @Test func aTargetWithNoConfigurationListOrAnEmptyOneIsNotScanned() throws {
    for (edit, problem) in [
      ("buildConfigurationList = 0000000000000000000000B1;", "has no buildConfigurationList"),
      (
        "buildConfigurations = (\n\t\t\t\t0000000000000000000000C1,\n\t\t\t);",
        "lists no build configuration that names an object of the project file"
      ),
    ] {
      let (folder, _) = try Self.app { text in text.replacingOccurrences(of: edit, with: "") }
      defer { try? FileManager.default.removeItem(atPath: folder) }
      let report = ProjectScanner().scan(path: folder)
      #expect(report.projects.first?.unscanned.map(\.name) == ["App"])
      #expect(
        report.errors.first?.message
          == "target 'App' \(problem): its build settings, Info.plist and deployment target cannot be read")
    }
  }

  // Issue 56: names are printed whole; one of hundreds of kilobytes made each note and error as long.
  @Test func aLongConfigurationOrTargetNameIsShortenedWhereItIsPrinted() throws {
    let long = String(repeating: "Z", count: 100_000)
    let report = ProjectScanner(configuration: long).scan(path: ScanFixtures.path("Photos"))
    let note = try #require(
      report.projects.first?.targets.first?.notes.first { $0.message.contains("has no configuration") })
    #expect(note.message.contains("'" + String(repeating: "Z", count: 79) + "…'"))
    #expect(note.message.count < 400)
    var scanner = ProjectScanner()
    scanner.targetNames = [long]
    let unknown = scanner.scan(path: ScanFixtures.path("Photos"))
    let error = try #require(unknown.errors.first)
    #expect(error.message.hasPrefix("no iOS application target named '" + String(repeating: "Z", count: 39) + "…'"))
    #expect(error.message.count < 400)
  }

  // Issue 56: a build file whose fileRef names no object, or a phase listing an id that is none,
  // was passed over without a word: the file it stood for was simply not read.
  @Test func aDanglingReferenceInABuildPhaseIsANoteAtTheLineThatHoldsIt() throws {
    let reference = ScanFixtures.referenceID(ofSource: 0)
    let buildFile = String(format: "%024X", 0xE000)
    let (folder, bundle) = try Self.app { text in
      text.replacingOccurrences(of: "fileRef = \(reference);", with: "fileRef = 0000000000000000000000FF;")
        .replacingOccurrences(
          of: "0000000000000000000000A3,\n", with: "0000000000000000000000A3,\n\t\t\t\t00000000000000000000DEAD,\n")
    }
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let target = try #require(ProjectScanner().scan(path: folder).projects.first?.targets.first)
    let notes = target.notes.filter { $0.message.contains("which is no object") }
    #expect(
      notes.map(\.message) == [
        "the build file names the file reference 0000000000000000000000FF, which is no object of the project file (a bad merge?): what it stood for is not read",
        "target 'App' lists the build phase 00000000000000000000DEAD, which is no object of the project file (a bad merge?): what it stood for is not read",
      ])
    // In the order of the phases: the Sources phase's build file, then the phase listed last.
    #expect(notes.first?.location.line == (try ScanFixtures.line(ofObject: buildFile, in: bundle)))
    #expect(notes.last?.location.line == (try ScanFixtures.line(ofObject: "0000000000000000000000A1", in: bundle)))
  }
}
