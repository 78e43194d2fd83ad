import Foundation
import SwivelScenario
import Testing

@testable import SwivelScan

/// A configuration's `excluded:` keeps `swivel scan` out of vendored projects (issue 55): a
/// folder, project or workspace it leaves out is never opened, so a vendored project that
/// cannot be read no longer makes every scan of the app fail.
@Suite struct ProjectScannerExclusionTests {
  /// A folder holding the Player fixture and, under `ThirdParty/Vendor`, a project that cannot be
  /// read (the Corrupt fixture).
  private static func appWithABrokenVendoredProject() throws -> String {
    let folder = try ScanFixtures.temporaryFolder()
    try FileManager.default.copyItem(atPath: ScanFixtures.path("Player"), toPath: "\(folder)/Player")
    try FileManager.default.createDirectory(atPath: "\(folder)/ThirdParty/Vendor", withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: ScanFixtures.path("Corrupt/Corrupt.xcodeproj"), toPath: "\(folder)/ThirdParty/Vendor/Corrupt.xcodeproj")
    return folder
  }

  private static func scanner(excluding patterns: [String], in folder: String) -> ProjectScanner {
    var scanner = ProjectScanner()
    scanner.files = PathFilter(folder: folder, excluded: patterns.map(PathGlob.init))
    return scanner
  }

  @Test func withoutAConfigurationTheVendoredProjectIsReadAndFails() throws {
    let folder = try Self.appWithABrokenVendoredProject()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let report = ProjectScanner().scan(path: folder)
    #expect(report.errors.map { PathName.last(of: PathName.parent(of: $0.file)) } == ["Corrupt.xcodeproj"])
    #expect(report.exitStatus == 2)
  }

  @Test(arguments: ["ThirdParty", "ThirdParty/**", "ThirdParty/Vendor/Corrupt.xcodeproj", "**/Corrupt.xcodeproj"])
  func anExcludedVendoredProjectIsNeverOpened(pattern: String) throws {
    let folder = try Self.appWithABrokenVendoredProject()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let report = Self.scanner(excluding: [pattern], in: folder).scan(path: folder)
    #expect(report.errors.isEmpty, "\(report.errors)")
    #expect(report.projects.map { PathName.last(of: $0.path) } == ["Player.xcodeproj"])
    #expect(report.exitStatus == 1)
    let leftOut = pattern.hasSuffix(".xcodeproj") ? "ThirdParty/Vendor/Corrupt.xcodeproj" : "ThirdParty"
    #expect(report.excludedPaths == ["\(folder)/\(leftOut)"])
    #expect(report.text.contains("Not opened, as the configuration leaves them out: \(folder)/\(leftOut)\n"))
  }

  // A workspace's list is filtered the same way.
  @Test func aWorkspaceDoesNotOpenAnExcludedProjectItLists() throws {
    let folder = try Self.appWithABrokenVendoredProject()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <Workspace version = "1.0">
         <FileRef location = "group:Player/Player.xcodeproj"></FileRef>
         <FileRef location = "group:ThirdParty/Vendor/Corrupt.xcodeproj"></FileRef>
      </Workspace>
      """, to: "\(folder)/App.xcworkspace/contents.xcworkspacedata")
    let report = Self.scanner(excluding: ["ThirdParty"], in: folder).scan(path: "\(folder)/App.xcworkspace")
    #expect(report.errors.isEmpty, "\(report.errors)")
    #expect(report.projects.map { PathName.last(of: $0.path) } == ["Player.xcodeproj"])
    #expect(report.excludedPaths == ["\(folder)/ThirdParty/Vendor/Corrupt.xcodeproj"])
  }

  // Every project found is excluded: no project is found, and the error says why.
  @Test func whenEveryProjectIsExcludedTheErrorSaysSo() throws {
    let folder = try Self.appWithABrokenVendoredProject()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let report = Self.scanner(excluding: ["ThirdParty", "Player"], in: folder).scan(path: folder)
    #expect(report.errors.count == 1)
    #expect(
      report.errors.first?.message
        == "no Xcode project found (folders named Carthage, DerivedData, Pods, build, node_modules are not searched; the configuration leaves out \(folder)/Player, \(folder)/ThirdParty)"
    )
  }

  // A path named is scanned even when excluded, as SwiftLint lints a file named on its command
  // line; with --force-exclude it is left out, and nothing is scanned, with no error.
  @Test func aNamedPathIsScannedUnlessForceExcludeLeavesItOut() throws {
    let folder = try Self.appWithABrokenVendoredProject()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let vendored = "\(folder)/ThirdParty/Vendor/Corrupt.xcodeproj"
    var scanner = Self.scanner(excluding: ["ThirdParty"], in: folder)
    #expect(scanner.scan(path: vendored).exitStatus == 2)
    scanner.forceExclude = true
    let report = scanner.scan(path: vendored)
    #expect(report.errors.isEmpty && report.projects.isEmpty)
    #expect(report.exitStatus == 0)
    #expect(report.summary == "Nothing scanned: the configuration leaves out \(vendored) (--force-exclude).")
    #expect(scanner.scan(path: "\(folder)/ThirdParty").summary.hasPrefix("Nothing scanned: the configuration"))
    #expect(scanner.scan(path: "\(vendored)/project.pbxproj").excludedPaths == ["\(vendored)/project.pbxproj"])
    #expect(scanner.scan(path: "\(folder)/Player/Player.xcodeproj").projects.count == 1)
  }

  // A project the app links (a target dependency on a target of a project it references) is not
  // opened either when excluded. Its source here lies outside the excluded folder, so only not
  // opening the project keeps it from being read.
  @Test func aLinkedProjectThatIsExcludedIsNotOpened() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.writeKioskFramework(
      project: "\(folder)/ThirdParty/Kit.xcodeproj", source: "\(folder)/Shared/Kiosk.swift",
      sourcePath: "../Shared/Kiosk.swift")
    let app = ScanFixtures.pbxproj(
      target: "App",
      settings: ["GENERATE_INFOPLIST_FILE": "YES", "TARGETED_DEVICE_FAMILY": "1", "IPHONEOS_DEPLOYMENT_TARGET": "17.0"]
    )
    .replacingOccurrences(
      of: "\t\t\tproductType = ", with: "\t\t\tdependencies = (0000000000000000000000F2, );\n\t\t\tproductType = "
    )
    .replacingOccurrences(
      of: "\t\t0000000000000000000000B1 = {",
      with: """
        \t\t0000000000000000000000F1 = {isa = PBXFileReference; path = ThirdParty/Kit.xcodeproj; sourceTree = SOURCE_ROOT; };
        \t\t0000000000000000000000F2 = {isa = PBXTargetDependency; targetProxy = 0000000000000000000000F3; };
        \t\t0000000000000000000000F3 = {isa = PBXContainerItemProxy; containerPortal = 0000000000000000000000F1; proxyType = 1; remoteGlobalIDString = 0000000000000000000000A1; remoteInfo = Kit; };
        \t\t0000000000000000000000B1 = {
        """)
    try ScanFixtures.write(app, to: "\(folder)/App.xcodeproj/project.pbxproj")
    let read = try #require(ProjectScanner().scan(path: "\(folder)/App.xcodeproj").targets.first)
    #expect(read.controllers.map { "\($0.className) \($0.module ?? "-")" } == ["Kiosk Kit"])
    let excluded = Self.scanner(excluding: ["ThirdParty"], in: folder).scan(path: "\(folder)/App.xcodeproj")
    let target = try #require(excluded.targets.first)
    #expect(target.controllers.isEmpty)
  }
}
