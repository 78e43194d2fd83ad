import Foundation
import Testing

@testable import SwivelScan

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Issue 56: a project or source whose file name is not UTF-8 gave "no Xcode project found" or
/// "no such file" (and `scan-sources` exited 0, its findings missed). Foundation cannot name such
/// a file; each walk now says what it could not open, with the name's bytes escaped.
@Suite struct UndecodableNameTests {
  /// Makes a folder or file whose name is `prefix` then the byte `0xFF` inside `folder`, through
  /// the bytes (Foundation would write U+FFFD's); `nil` on a file system that refuses it (APFS
  /// keeps names UTF-8).
  static func makeUndecodable(in folder: String, prefix: String, folder isFolder: Bool) -> String? {
    let bytes = Array((folder + "/" + prefix).utf8).map { CChar(bitPattern: $0) } + [CChar(bitPattern: 0xFF), 0]
    if isFolder {
      guard mkdir(bytes, 0o755) == 0 else { return nil }
    } else {
      let descriptor = open(bytes, O_CREAT | O_WRONLY, 0o644)
      guard descriptor >= 0 else { return nil }
      close(descriptor)
    }
    return folder + "/" + prefix + "\\xFF"
  }

  /// Removes a folder made by a test, names that are not UTF-8 included (FileManager cannot).
  static func remove(_ folder: String) {
    _ = try? Process.run(URL(fileURLWithPath: "/bin/rm"), arguments: ["-rf", folder]).waitUntilExit()
  }

  @Test func bytesThatAreNotUTF8AreEscapedAndTheRestDecoded() {
    #expect(UndecodableNames.escaped(Array("Vue".utf8) + [0xE9] + Array(".swift".utf8)) == "Vue\\xE9.swift")
    #expect(UndecodableNames.escaped([0xC3, 0xA9, 0xFF, 0x0A]) == "é\\xFF\n")
    #expect(UndecodableNames.mayBeAmong(["a", "b\u{FFFD}"]))
    #expect(!UndecodableNames.mayBeAmong(["a", "é"]))
  }

  @Test func aFolderWhoseNameIsNotUTF8IsAnErrorOfTheScanNotASilentNoProject() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { Self.remove(folder) }
    guard let named = Self.makeUndecodable(in: folder, prefix: "App", folder: true) else { return }
    _ = Self.makeUndecodable(in: folder, prefix: "Loose.swift", folder: false)
    let report = ProjectScanner().scan(path: folder)
    // Only the folder: the project search enters folders, and a file is not searched.
    #expect(
      report.errors.map(\.description) == [
        "\(named): error: not searched: the name is not UTF-8 (each \\x is a byte that is not), which Swivel cannot open; rename it to scan what it holds",
        "\(folder): error: no Xcode project found (folders named Carthage, DerivedData, Pods, build, node_modules are not searched)",
      ])
    #expect(report.exitStatus == 2)
  }

  @Test func theLintSearchNamesWhatItCouldNotOpen() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { Self.remove(folder) }
    guard let named = Self.makeUndecodable(in: folder, prefix: "turns.yaml", folder: false) else { return }
    try ScanFixtures.write("swivel: 1\ndevice: iphone-8\nsteps: []\n", to: folder + "/ok.yaml")
    let search = LintFileSearch.files(under: folder, filter: PathFilter(folder: folder))
    #expect(search.files == [folder + "/ok.yaml"])
    #expect(search.notUTF8 == [named])
  }
}
