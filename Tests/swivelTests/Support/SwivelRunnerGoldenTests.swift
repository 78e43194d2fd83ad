import Foundation
import Testing

/// `SwivelRunner.compareGolden`, behind every golden test: a golden is never rewritten silently,
/// and never in CI (issue 58). `expectGolden` fails on everything but `.matches`.
@Suite struct SwivelRunnerGoldenTests {
  /// A folder holding one golden, `a.txt`, that says "old\n".
  private static func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swivel-golden-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try "old\n".write(to: folder.appendingPathComponent("a.txt"), atomically: true, encoding: .utf8)
    return folder
  }

  private static func contents(_ folder: URL, _ name: String = "a.txt") -> String? {
    try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
  }

  private static let updating = ["SWIVEL_UPDATE_GOLDEN": "1"]

  @Test func aMatchingGoldenIsLeftAlone() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try SwivelRunner.compareGolden("old\n", "a.txt", in: folder, environment: Self.updating) == .matches)
    #expect(Self.contents(folder) == "old\n")
  }

  @Test func aDifferentOutputDiffersAndTheGoldenIsKept() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(
      try SwivelRunner.compareGolden("new\n", "a.txt", in: folder, environment: [:]) == .differs(expected: "old\n"))
    #expect(Self.contents(folder) == "old\n")
  }

  @Test func updatingRewritesAGoldenThatDiffersAndSaysSo() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try SwivelRunner.compareGolden("new\n", "a.txt", in: folder, environment: Self.updating) == .rewritten)
    #expect(Self.contents(folder) == "new\n")
    #expect(try SwivelRunner.compareGolden("new\n", "b.txt", in: folder, environment: Self.updating) == .rewritten)
    #expect(Self.contents(folder, "b.txt") == "new\n")
  }

  @Test func inCIAGoldenIsNeverRewritten() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let environment = Self.updating.merging(["CI": "true"]) { $1 }
    #expect(try SwivelRunner.compareGolden("new\n", "a.txt", in: folder, environment: environment) == .refusedInCI)
    #expect(try SwivelRunner.compareGolden("old\n", "a.txt", in: folder, environment: environment) == .refusedInCI)
    #expect(Self.contents(folder) == "old\n")
  }

  @Test func aMissingGoldenIsMissingAndNotWritten() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try SwivelRunner.compareGolden("new\n", "b.txt", in: folder, environment: [:]) == .missing)
    #expect(Self.contents(folder, "b.txt") == nil)
  }

  @Test(
    arguments: [
      ([:], false), (["CI": ""], false), (["CI": "0"], false), (["CI": "false"], false), (["CI": "FALSE"], false),
      (["CI": "true"], true), (["CI": "1"], true), (["CI": "yes"], true),
    ] as [([String: String], Bool)])
  func ciIsSetToAnythingButNothingZeroOrFalse(environment: [String: String], isCI: Bool) {
    #expect(TestEnvironment.isCI(environment) == isCI)
  }
}
