import Foundation
import Testing

@testable import SwivelScan

/// Inputs `FuzzXCConfig` found (Fuzz/README.md), kept as regression tests with the input as a
/// fixture (`Fixtures/Fuzz/`): each is read and evaluated, never a crash or a hang.
@Suite struct BuildSettingsFuzzFindingsTests {
  private static func evaluate(_ name: String) throws -> (values: [String: String], notes: [ScanNote]) {
    let path = ScanFixtures.path("Fuzz/\(name)")
    return ProjectScanner().buildSettings(xcconfig: try Data(contentsOf: URL(fileURLWithPath: path)), file: path)
  }

  // `INFOPLIST_FILE = $ffffffone.` is `.` (the reference names no setting), and
  // `$(INFOPLIST_FILE:dir)` of it crashed the scan: Foundation's deletingLastPathComponent traps
  // on a one-character path on Linux.
  @Test func theFolderOfAOneCharacterPathIsEmptyNotACrash() throws {
    let (values, _) = try Self.evaluate("dir-of-one-character.xcconfig")
    #expect(values["INFOPLIST_FILE"] == ".")
    #expect(values["PRODUCT_BUNDLE_IDENTIFIER"] == "orile) ")
  }

  // As NSString's deletingLastPathComponent gives it where it does not crash: a path with no
  // slash has an empty folder, `/a` has `/`.
  @Test(arguments: [("a", ""), (".", ""), ("é", ""), ("a/", ""), ("/a", "/"), ("x/a", "x"), ("App/Info.plist", "App")])
  func theDirOperatorGivesThePathsFolder(path: String, folder: String) {
    var table = BuildSettingTable()
    table.assign("FILE", value: path, origin: nil)
    table.assign("FOLDER", value: "$(FILE:dir)", origin: nil)
    #expect(BuildSettings(table: table, configuration: "Release").value("FOLDER") == folder)
  }

  // A run of slashes before a short last component outside ASCII stopped the scan in each path
  // operator: Foundation of Swift 6.3 on Linux traps in lastPathComponent,
  // deletingLastPathComponent and pathExtension of `Media//é`. Xcode (NSString on macOS) reads it
  // as `Media/é`.
  @Test(arguments: [
    ("Media//é", "file", "é"), ("Media//é", "base", "é"), ("Media//é", "dir", "Media"), ("Media//é", "suffix", ""),
    ("Media///Ça", "file", "Ça"), ("Media///Ça", "dir", "Media"),
  ])
  func thePathOperatorsReadARunOfSlashesBeforeAnAccent(path: String, operation: String, result: String) {
    var table = BuildSettingTable()
    table.assign("FILE", value: path, origin: nil)
    table.assign("PART", value: "$(FILE:\(operation))", origin: nil)
    #expect(BuildSettings(table: table, configuration: "Release").value("PART") == result)
  }

  // `WRAPPER` refers to itself three times, each through an operator: a cycle branching at each
  // level, which took 2.1 s to evaluate in the fuzz build (100,000 references, each re-evaluating
  // the cycle); each value is now evaluated once at each depth (7 ms).
  @Test func aCycleThatBranchesIsEvaluatedOnceAtEachDepth() throws {
    let path = ScanFixtures.path("Fuzz/branching-cycle.xcconfig")
    var table = BuildSettingTable()
    var reader = XCConfigReader()
    reader.read(contents: try Data(contentsOf: URL(fileURLWithPath: path)), of: path, into: &table)
    let evaluation = BuildSettings(table: table, configuration: "Release").valueCountingReferences("WRAPPER")
    #expect(evaluation.value.hasPrefix("Photo +iewer.app"))
    // Its three references at each depth, not three to the power of the depth.
    #expect(evaluation.references <= 3 * BuildSettings.maximumDepth)
  }

  // An operator reads the whole value it is applied to, so what operators read counts against the
  // evaluation's 64 KiB: `$(LONG:file)` of a 30,000-character path is read twice, then the
  // references expand to nothing, instead of 1,000 times over.
  @Test func whatOperatorsReadCountsAgainstTheEvaluationsText() {
    var table = BuildSettingTable()
    table.assign("LONG", value: "/" + String(repeating: "x", count: 30_000) + "/f", origin: nil)
    table.assign("FILES", value: String(repeating: "$(LONG:file)", count: 1_000), origin: nil)
    #expect(BuildSettings(table: table, configuration: "Release").value("FILES") == "ff")
  }
}
