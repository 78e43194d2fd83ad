import Foundation
import Testing

@testable import SwivelScan

/// libclang as the scan finds and uses it. The tests that tokenise need it installed, as it is
/// with every Swift toolchain; they are skipped where it is not, and fail in CI (`CI` set), where
/// the toolchain that builds the tests has it.
@Suite struct LibclangTests {
  /// libclang found the way `swivel scan` finds it; the reason it was not, where it was not.
  static let loaded = Libclang.load(.automatic)

  /// libclang found the way `swivel scan` finds it; `nil` where it is not installed.
  static let library = try? loaded.get()

  /// Whether the tests that tokenise run: where libclang is found, and always in CI.
  static var testsRun: Bool { library != nil || isInCI }

  static let skipReason: Comment =
    "libclang is not found where swivel scan looks for it (SWIVEL_LIBCLANG, the toolchain)"

  static var isInCI: Bool {
    !["", "0", "false"].contains((ProcessInfo.processInfo.environment["CI"] ?? "").lowercased())
  }

  /// libclang; a failure saying where it was looked for, where it is not found (in CI).
  static func required(sourceLocation: SourceLocation = #_sourceLocation) throws -> Libclang {
    var reason = ""
    if case .failure(let failure) = loaded { reason = "\(failure)" }
    return try #require(
      library, "libclang is needed by this test and is not found: \(reason)", sourceLocation: sourceLocation)
  }

  @Test func theEnvironmentVariableOverridesTheSearch() {
    let candidates = LibclangSearch.automatic.candidates(
      environment: ["SWIVEL_LIBCLANG": "/custom/libclang.so", "PATH": "/opt/swift/usr/bin"], fileExists: { _ in true })
    #expect(candidates == ["/custom/libclang.so"])
  }

  // The toolchain keeps libclang in usr/lib beside usr/bin/swift (swift.org's Linux toolchains,
  // and Xcode's XcodeDefault.xctoolchain/usr/lib/libclang.dylib).
  @Test func theLibraryBesideSwiftOnThePathComesFirst() {
    let candidates = LibclangSearch.automatic.candidates(
      environment: ["PATH": "/nowhere/bin:/toolchain/usr/bin:/usr/bin"],
      fileExists: { $0 == "/toolchain/usr/bin/swift" })
    #if os(macOS)
      #expect(candidates.first == "/toolchain/usr/lib/libclang.dylib")
    #else
      #expect(candidates.first == "/toolchain/usr/lib/libclang.so")
      #expect(candidates.contains("/opt/swift/usr/lib/libclang.so"))
    #endif
  }

  @Test func givenPathsAreTriedAsGiven() {
    #expect(LibclangSearch.paths(["/a", "/b"]).candidates(environment: [:]) == ["/a", "/b"])
  }

  @Test func aMissingLibraryIsNotFoundWithThePlacesSearched() {
    let result = Libclang.load(.paths(["/nonexistent/libclang.so"]))
    #expect(throws: Libclang.LoadFailure.notFound(searched: ["/nonexistent/libclang.so"])) { try result.get() }
  }

  @Test func aFileThatIsNoLibraryIsUnusableWithTheReason() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.write("not a library", to: "\(folder)/libclang.so")
    guard case .failure(.unusable(let path, let reason)) = Libclang.load(.paths(["\(folder)/libclang.so"])) else {
      Issue.record("a text file was opened as libclang")
      return
    }
    #expect(path == "\(folder)/libclang.so")
    #expect(!reason.isEmpty)
  }

  // clang's lexer spells an Objective-C keyword as `@` then the keyword (clang-c/Index.h,
  // clang_tokenize: "raw lexical tokens"); comments are left out here.
  @Test(.enabled(if: testsRun, skipReason)) func tokensCarryTheirKindSpellingAndLine() throws {
    let library = try Self.required()
    let tokens = try #require(
      library.tokens(
        of: "#import <UIKit/UIKit.h>\n// a comment\n@implementation A\n  return @\"x\";\n@end\n", file: "A.m",
        language: .objectiveC))
    let implementation = try #require(tokens.firstIndex { $0.text == "implementation" })
    #expect(tokens[implementation - 1] == ObjCToken(kind: .punctuation, text: "@", line: 3))
    #expect(tokens[implementation + 1] == ObjCToken(kind: .identifier, text: "A", line: 3))
    #expect(tokens.contains(ObjCToken(kind: .literal, text: "\"x\"", line: 4)))
    #expect(!tokens.contains { $0.kind == .comment || $0.text.contains("comment") })
  }

  @Test(.enabled(if: testsRun, skipReason)) func tokenisingFromSeveralThreadsAtOnceGivesTheSameTokens() throws {
    let library = try Self.required()
    let text = "@implementation A\n- (BOOL)shouldAutorotate { return NO; }\n@end\n"
    let expected = try #require(library.tokens(of: text, file: "A.m", language: .objectiveC))
    #expect(
      expected.map(\.text) == [
        "@", "implementation", "A", "-", "(", "BOOL", ")", "shouldAutorotate", "{", "return", "NO", ";", "}", "@",
        "end",
      ])
    let results = Results()
    DispatchQueue.concurrentPerform(iterations: 16) { index in
      results.add(library.tokens(of: text, file: "T\(index).m", language: .objectiveC))
    }
    #expect(results.all.count == 16)
    #expect(results.all.allSatisfy { $0 == expected })
  }

  /// `@unchecked Sendable`: every access to `values` holds `lock`.
  private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [[ObjCToken]?] = []
    func add(_ value: [ObjCToken]?) {
      lock.lock()
      values.append(value)
      lock.unlock()
    }
    var all: [[ObjCToken]?] {
      lock.lock()
      defer { lock.unlock() }
      return values
    }
  }
}
