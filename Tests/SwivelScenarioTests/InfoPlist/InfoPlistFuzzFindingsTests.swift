import Foundation
import Testing

@testable import SwivelScenario

/// Inputs the fuzzers found (Fuzz/README.md), kept as regression tests: each is an error, never a
/// crash. Both are damaged binary property lists that the toolchain's PropertyListSerialization
/// mishandles: one holding a set crashed it (SEGV), one cut after its header leaked its error.
@Suite struct InfoPlistFuzzFindingsTests {
  @Test(arguments: ["Fuzz/set-in-binary.plist", "Fuzz/truncated-table.plist"])
  func aDamagedBinaryPropertyListIsAnErrorNotACrash(name: String) {
    let path = Fixture.infoPlist(name)
    #expect {
      _ = try InfoPlistReader.read(contentsOf: path)
    } throws: { error in
      guard let error = error as? InfoPlistError, case .notAPropertyList(let reason) = error.problem else {
        return false
      }
      return reason.hasPrefix("a binary property list")
    }
  }

  // The check passes every well-formed binary Info.plist of the fixtures, so they still reach
  // Foundation and are read as before.
  @Test(arguments: [
    "landscape.binary.plist", "universal.binary.plist", "universal-portrait-only.binary.plist",
    "empty-supported.binary.plist", "unknown-orientation.binary.plist",
  ])
  func aWellFormedBinaryPropertyListPassesTheCheck(name: String) throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: Fixture.infoPlist(name)))
    #expect(BinaryPropertyListCheck.problem(in: data) == nil)
  }

  @Test func aPlistThatIsNotBinaryIsLeftToFoundation() {
    #expect(BinaryPropertyListCheck.problem(in: Data("<?xml version=\"1.0\"?><plist/>".utf8)) == nil)
    #expect(BinaryPropertyListCheck.problem(in: Data()) == nil)
  }
}
