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
}
