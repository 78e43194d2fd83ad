import Foundation
import Testing

@testable import SwivelScenario

/// Issue 14: scenario and Info.plist files are read whole, and only when they are regular files
/// of at most 16 MiB; what cannot be read says why.
@Suite struct FileContentsTests {
  static func reason(_ path: String) -> String? {
    if case .failure(let failure) = FileContents.read(path) { return failure.reason }
    return nil
  }

  @Test func aDeviceIsRefusedAtOnce() {
    #expect(Self.reason("/dev/zero") == "not a regular file (a device, FIFO or socket)")
  }

  @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("swivel-fifo-\(UUID())").path
    #expect(mkfifo(path, 0o600) == 0)
    defer { unlink(path) }
    #expect(Self.reason(path) == "not a regular file (a device, FIFO or socket)")
  }

  @Test func aFolderAndAMissingFileSayWhat() {
    #expect(Self.reason(FileManager.default.temporaryDirectory.path) == "it is a folder")
    #expect(Self.reason("/nonexistent/photo.yaml") == "no such file")
  }

  // Data(contentsOf:) leaked the buffer it read an empty file into (LeakSanitizer).
  @Test(arguments: [0, 1, 4096, 70_000])
  func aRegularFileIsReadWhole(size: Int) throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("swivel-read-\(UUID())")
    let bytes = Data((0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31) })
    try bytes.write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(try FileContents.read(url.path).get() == bytes)
  }

  @Test func aFileLargerThanTheLimitIsRefused() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("swivel-large-\(UUID())")
    #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
    defer { try? FileManager.default.removeItem(at: url) }
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: UInt64(FileContents.sizeLimit + 1))
    try handle.close()
    #expect(Self.reason(url.path) == "larger than 16 MiB (16777217 bytes)")
  }
}
