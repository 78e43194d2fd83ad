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
}
