import Foundation
import Testing

@testable import SwivelScan

/// libclang as the scan finds and uses it. The tests that tokenise need it installed, as it is
/// with every Swift toolchain; they are skipped where it is not.
@Suite struct LibclangTests {
  /// libclang found the way `swivel scan` finds it; `nil` where it is not installed.
  static let library = try? Libclang.load(.automatic).get()

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
  @Test(.enabled(if: library != nil)) func tokensCarryTheirKindSpellingAndLine() throws {
    let library = try #require(Self.library)
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

  @Test(.enabled(if: library != nil)) func tokenisingFromSeveralThreadsAtOnceGivesTheSameTokens() throws {
    let library = try #require(Self.library)
    let text = "@implementation A\n- (BOOL)shouldAutorotate { return NO; }\n@end\n"
    let expected = library.tokens(of: text, file: "A.m", language: .objectiveC)
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
