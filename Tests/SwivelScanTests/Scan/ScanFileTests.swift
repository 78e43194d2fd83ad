import Foundation
import Testing

@testable import SwivelScan

/// The bounded file reading every scan reader starts from.
struct ScanFileTests {
  private func temporaryFile(_ bytes: String) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("swivel-\(UUID().uuidString)").path
    try Data(bytes.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  // An empty file too: read with the system's calls, since Foundation's `Data(contentsOf:)` leaks
  // the buffer it reads an empty file into (seen by `Scripts/sanitize.sh address`).
  @Test(arguments: ["", "A = 1\n"]) func aFileReadsAsItsBytes(text: String) throws {
    let path = try temporaryFile(text)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let data = try ScanFile.read(path).get()
    #expect(data == Data(text.utf8))
  }

  @Test(arguments: zip(["/nonexistent/swivel/file", "/tmp"], ["no such file", "it is a folder"]))
  func aMissingFileOrAFolderIsAReason(path: String, reason: String) {
    #expect(throws: ScanFile.Unreadable.self) { try ScanFile.read(path).get() }
    if case .failure(let failure) = ScanFile.read(path) { #expect(failure.reason == reason) }
  }

  // Xcode builds on macOS, whose file system ignores case by default (Apple, "File system
  // formats available in Disk Utility on Mac": APFS, case-insensitive unless chosen otherwise), so
  // a project may name a path in another case than the disk has.
  @Test func aPathInAnotherCaseIsFoundAsMacOSFindsIt() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.write("A = 1\n", to: "\(folder)/Stream/Cells/Cell.xib")
    let written = "\(folder)/stream/cells/CELL.xib"
    #expect(ScanFile.caseInsensitiveMatch(for: written) == "\(folder)/Stream/Cells/Cell.xib")
    #expect(try ScanFile.read(written).get() == Data("A = 1\n".utf8))
    // As written, or not there in any case: nothing to match.
    #expect(ScanFile.caseInsensitiveMatch(for: "\(folder)/Stream/Cells/Cell.xib") == nil)
    #expect(ScanFile.caseInsensitiveMatch(for: "\(folder)/stream/cells/Other.xib") == nil)
  }

  // A checkout on Linux of a project made on macOS may hold one macOS folder under two names, from
  // commits that named it both ways (ello-ios: Sources/Controllers/ and Sources/controllers/).
  @Test func aFolderUnderTwoNamesIsSearchedUnderBoth() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.write("1", to: "\(folder)/Sources/Controllers/Feed.swift")
    try ScanFixtures.write("2", to: "\(folder)/Sources/controllers/Alerts/Alert.swift")
    #expect(
      ScanFile.caseInsensitiveMatch(for: "\(folder)/Sources/Controllers/Alerts/Alert.swift")
        == "\(folder)/Sources/controllers/Alerts/Alert.swift")
    #expect(try ScanFile.read("\(folder)/Sources/Controllers/Alerts/Alert.swift").get() == Data("2".utf8))
  }

  // Two entries that differ only in case cannot both be on a file system that ignores case: the
  // project could not have meant either, so the file is not found.
  @Test func twoEntriesThatDifferOnlyInCaseMatchNeither() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.write("1", to: "\(folder)/Cell.xib")
    try ScanFixtures.write("2", to: "\(folder)/cell.xib")
    #expect(ScanFile.caseInsensitiveMatch(for: "\(folder)/CELL.xib") == nil)
    if case .failure(let failure) = ScanFile.read("\(folder)/CELL.xib") { #expect(failure.reason == "no such file") }
  }
}
