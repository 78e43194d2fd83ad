import Foundation
import Testing

@testable import SwivelMotion

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Issue 14, item 4: where Swivel writes a file, an error or an interrupt never leaves a
/// half-written file in place of a good one, and no temporary file is left behind.
@Suite struct WholeFileWriterTests {
  /// A new empty folder, and a function that removes it.
  private func makeFolder() throws -> (path: String, remove: () -> Void) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swivel-write-\(UUID())").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return (folder, { try? FileManager.default.removeItem(atPath: folder) })
  }

  private func contents(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

  @Test func aWriteReplacesTheFileWholeAndLeavesNoTemporaryFile() throws {
    let folder = try makeFolder()
    defer { folder.remove() }
    let path = folder.path + "/plot.svg"
    try WholeFileWriter.write("old", to: path)
    try WholeFileWriter.write("new", to: path)
    #expect(try contents(path) == "new")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["plot.svg"])
  }

  // The target is a folder, so the rename fails: what was there stays, and no temporary file.
  @Test func aFailedRenameLeavesWhatWasThere() throws {
    let folder = try makeFolder()
    defer { folder.remove() }
    let path = folder.path + "/plot.svg"
    try FileManager.default.createDirectory(atPath: path + "/inside", withIntermediateDirectories: true)
    #expect(throws: FileWriteError.self) { try WholeFileWriter.write("new", to: path) }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["plot.svg"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: path) == ["inside"])
  }

  // A disk that fills up halfway (`write(2)` fails with EIO after the first bytes): the good
  // file is kept as it was, and the half-written temporary file is removed.
  @Test func aWriteFailingHalfwayKeepsTheGoodFileAndNoTemporaryFile() throws {
    let folder = try makeFolder()
    defer { folder.remove() }
    let path = folder.path + "/report.xml"
    try WholeFileWriter.write("good", to: path)
    var calls = 0
    #expect {
      try WholeFileWriter.write(Array("a longer, newer report".utf8), to: path) { descriptor, buffer, _ in
        calls += 1
        if calls == 1 { return systemWrite(descriptor, buffer, 3) }
        errno = EIO
        return -1
      }
    } throws: { error in
      (error as? FileWriteError)?.description == "\(path): cannot write: \(String(cString: strerror(EIO)))"
    }
    #expect(try contents(path) == "good")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.xml"])
  }

  // A folder nobody may write in: the temporary file cannot be made. Root may write anywhere,
  // so this runs only for other users.
  @Test(.enabled(if: geteuid() != 0, "root may write in any folder"))
  func aFolderThatIsNotWritableKeepsTheGoodFile() throws {
    let folder = try makeFolder()
    defer {
      chmod(folder.path, 0o755)
      folder.remove()
    }
    let path = folder.path + "/plot.svg"
    try WholeFileWriter.write("good", to: path)
    chmod(folder.path, 0o555)
    #expect(throws: FileWriteError(path: path, reason: String(cString: strerror(EACCES)))) {
      try WholeFileWriter.write("new", to: path)
    }
    #expect(try contents(path) == "good")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["plot.svg"])
  }

  // The temporary file's name is taken by a folder: the write fails before touching the target.
  @Test func aTemporaryFileThatCannotBeMadeKeepsTheGoodFile() throws {
    let folder = try makeFolder()
    defer { folder.remove() }
    let path = folder.path + "/plot.svg"
    try WholeFileWriter.write("good", to: path)
    try FileManager.default.createDirectory(
      atPath: path + ".swivel-\(getpid()).tmp", withIntermediateDirectories: false)
    #expect(throws: FileWriteError.self) { try WholeFileWriter.write("new", to: path) }
    #expect(try contents(path) == "good")
  }

  @Test func aMissingFolderSaysWriteNotRead() {
    let path = NSTemporaryDirectory() + "swivel-\(UUID())/no-such-folder/trace.csv"
    #expect(throws: FileWriteError(path: path, reason: "No such file or directory")) {
      try WholeFileWriter.write("t,x,y,z\n", to: path)
    }
  }

  @Test func makingAFolderThatIsAFileSaysSo() throws {
    let folder = try makeFolder()
    defer { folder.remove() }
    let path = folder.path + "/out"
    try WholeFileWriter.write("not a folder", to: path)
    #expect(throws: FileWriteError(path: path, reason: "it is a file, not a folder")) {
      try WholeFileWriter.makeDirectory(path)
    }
    try WholeFileWriter.makeDirectory(folder.path + "/new")
    try WholeFileWriter.makeDirectory(folder.path + "/new")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["new", "out"])
  }

  // Like mkdir without -p, only the last folder is made; a missing parent is named.
  @Test func aFolderWhoseParentIsMissingNamesTheParent() throws {
    let folder = try makeFolder()
    defer { folder.remove() }
    let path = folder.path + "/drafts/app"
    #expect(
      throws: FileWriteError(
        path: path, reason: "its parent folder \(folder.path)/drafts does not exist (only the last folder is made)")
    ) {
      try WholeFileWriter.makeDirectory(path)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }
}
