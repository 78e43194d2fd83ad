import Foundation
import Testing

@testable import SwivelScan

/// Walks of the file system enter each real folder once (issue 56): a project folder holding two
/// links to itself (`ln -s . a; ln -s . b`) made the project search follow them exponentially,
/// and found one project as many.
@Suite struct SymbolicLinkWalkTests {
  static func folderWithLoops() throws -> String {
    let folder = try ScanFixtures.temporaryFolder()
    try ScanFixtures.writeApp(in: folder + "/App", settings: ["TARGETED_DEVICE_FAMILY": "1"])
    for name in ["a", "b", "App/up"] {
      try FileManager.default.createSymbolicLink(
        atPath: "\(folder)/\(name)", withDestinationPath: name == "App/up" ? ".." : ".")
    }
    return folder
  }

  @Test func theProjectSearchFindsAProjectOnceThroughLinksToItsFolders() throws {
    let folder = try Self.folderWithLoops()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let found = try ProjectLocator.projects(at: folder)
    #expect(found.projects == ["\(folder)/App/App.xcodeproj"])
    // Started from the current folder's name for it, `.`, the same.
    let relative = ProjectLocator.folderContents(folder + "/a")
    #expect(relative.projects.count == 1)
  }

  @Test func aSynchronizedFoldersFilesAreListedOnceThroughLinks() throws {
    let folder = try Self.folderWithLoops()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.write("final class A {}\n", to: "\(folder)/App/Sources/A.swift")
    let files = PBXProject.filesUnder(folder + "/App")
    #expect(files.filter { $0.hasSuffix("/A.swift") }.count == 1, "\(files)")
  }

  // Issue 56: every walk bounded in depth too. A project 64 folders down is found; one 66 down is
  // not, and the report names the folder the search did not enter.
  @Test func theProjectSearchGoesSixtyFourFoldersDownAndSaysWhereItStopped() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let deep = folder + String(repeating: "/d", count: 64)
    try ScanFixtures.writeApp(in: deep, settings: ["TARGETED_DEVICE_FAMILY": "1"])
    #expect(try ProjectLocator.projects(at: folder).projects == ["\(deep)/App.xcodeproj"])
    try FileManager.default.moveItem(atPath: folder + "/d", toPath: folder + "/e")
    try FileManager.default.createDirectory(atPath: folder + "/d/d", withIntermediateDirectories: true)
    try FileManager.default.moveItem(atPath: folder + "/e", toPath: folder + "/d/d/d")
    let report = ProjectScanner().scan(path: folder)
    #expect(report.projects.isEmpty)
    let stopped = folder + String(repeating: "/d", count: 65)
    #expect(report.tooDeepPaths == [stopped])
    #expect(report.text.contains("Not searched, as they lie more than 64 folders below \(folder): \(stopped)"))
  }
}
