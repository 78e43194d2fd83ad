import Foundation
import Testing

@testable import SwivelScenario

/// `ParentPath` gives what NSString's deletingLastPathComponent gives, without its crash on a
/// one-character path (swift-corelibs-foundation of Swift 6.3 traps on `a`, `a/`, `.`, `é`): a
/// scenario file named `m`, checked from its folder, crashed `swivel check m`.
@Suite struct ParentPathTests {
  @Test(arguments: ["a", "a/", "a//", ".", "./", "é"])
  func aOneCharacterPathHasNoFolder(path: String) {
    #expect(ParentPath.of(path) == "")
  }

  @Test(arguments: ["", "/", "//", "ab", "/a", "/a/", "x/a", "./a", "..", "a/b/c.yaml", "/tmp/scenario.yaml"])
  func otherPathsHaveTheFolderFoundationGives(path: String) {
    #expect(ParentPath.of(path) == (path as NSString).deletingLastPathComponent)
  }
}
