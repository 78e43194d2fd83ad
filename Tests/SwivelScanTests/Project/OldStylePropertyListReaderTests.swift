import Foundation
import Testing

@testable import SwivelScan

/// The reader gives what Foundation's `PropertyListSerialization` gives, or leaves the text to it:
/// checked value for value on every project file of the fixtures and on the format's corners.
@Suite struct OldStylePropertyListReaderTests {
  /// Every `project.pbxproj` under the fixtures.
  static let projectFiles: [String] = {
    let root = ScanFixtures.path(".")
    let found = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
    return found.filter { $0.hasSuffix("project.pbxproj") }.sorted().map { root + "/" + $0 }
  }()

  private func foundation(_ bytes: [UInt8]) throws -> NSObject {
    try #require(PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil) as? NSObject)
  }

  /// Compares as Foundation's objects, so that a `String` and an `NSString` of the same text agree.
  private func same(_ mine: Any, _ theirs: NSObject) -> Bool {
    switch mine {
    case let dictionary as [String: Any]:
      guard let other = theirs as? NSDictionary, other.count == dictionary.count else { return false }
      return dictionary.allSatisfy { key, value in
        (other[key] as? NSObject).map { same(value, $0) } ?? false
      }
    case let array as [Any]:
      guard let other = theirs as? NSArray, other.count == array.count else { return false }
      return zip(array, other).allSatisfy { mine, theirs in (theirs as? NSObject).map { same(mine, $0) } ?? false }
    case let string as String:
      return (theirs as? String) == string
    default:
      return false
    }
  }

  @Test func theFixturesProjectFilesAreRead() {
    #expect(Self.projectFiles.count >= 8)
  }

  @Test(arguments: projectFiles)
  func aProjectFileReadsAsFoundationReadsIt(path: String) throws {
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    guard OldStylePropertyListSyntax.firstMistake(in: bytes) == nil else { return }
    let mine = try #require(OldStylePropertyListReader.value(of: bytes))
    #expect(same(mine, try foundation(bytes)))
  }

  // The format's corners, as Core Foundation's parser reads them (CFOldStylePList.c): quoted and
  // bare strings, simple escapes, comments, a trailing comma in an array, a byte-order mark, the
  // last of two equal keys.
  @Test(arguments: [
    "{a = b; \"c d\" = \"e\\\"f\\\\g\\n\\t\"; h = (i, \"j\", ); k = {}; l = (); }",
    "// !$*UTF8*$!\n{ /* c */ a /* d */ = // e\n b; }",
    "\u{FEFF}{a = b;}", "{a = 1; a = 2;}", "{path = \"Caf\u{E9}/\u{1F600}.swift\"; $x = _-/:.;}", "(a, b)", "abc",
    "{\"\" = \"\";}",
  ])
  func cornersReadAsFoundationReadsThem(text: String) throws {
    let bytes = Array(text.utf8)
    let mine = try #require(OldStylePropertyListReader.value(of: bytes))
    #expect(same(mine, try foundation(bytes)))
  }

  // What it leaves to Foundation: data, octal and \U escapes, bare bytes outside ASCII, text
  // that is not UTF-8; and what is no property list at all.
  @Test(arguments: [
    "{a = <0fa1>;}", "{a = x+y;}", "{a = \"\\101\";}", "{a = \"\\U00e9\";}", "{a = caf\u{E9};}", "{a = b", "{a = b;} c",
    "",
  ])
  func theRestIsLeftToFoundation(text: String) {
    #expect(OldStylePropertyListReader.value(of: Array(text.utf8)) == nil)
    #expect(OldStylePropertyListReader.value(of: [0x7B, 0x61, 0x3D, 0x22, 0xFF, 0x22, 0x3B, 0x7D]) == nil)
  }
}

extension OldStylePropertyListReaderTests {
  // A comment left open at the end is a mistake for the syntax check to locate, not a value.
  @Test func aCommentLeftOpenIsLeftToTheSyntaxCheck() {
    #expect(OldStylePropertyListReader.value(of: Array("{a = b;} /* open".utf8)) == nil)
    #expect(OldStylePropertyListSyntax.firstMistake(in: Array("{a = b;} /* open".utf8)) != nil)
  }

  @Test(
    arguments: zip(
      ["A/Feed.swift", "A/Feed.SWIFT", "Feed", "A.b/Feed", ".hidden", "A/.hidden", "a.tar.gz", "x/"],
      ["swift", "swift", "", "", "", "", "gz", ""]))
  func fileExtensionsAreNSStringsLowercased(path: String, expected: String) {
    #expect(PBXProject.fileExtension(path) == expected)
    #expect(PBXProject.fileExtension(path) == (path as NSString).pathExtension.lowercased())
  }
}

/// A large file's `objects` read half on another thread gives what one thread reads.
extension OldStylePropertyListReaderTests {
  private func split(_ text: String) -> (value: Any?, usedSplit: Bool) {
    Array(text.utf8).withUnsafeBufferPointer { OldStylePropertyListReader.reading(splittingIn: $0, minimumSize: 0) }
  }

  @Test(arguments: projectFiles)
  func aProjectFileReadInTwoHalvesReadsAsInOne(path: String) throws {
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    guard OldStylePropertyListSyntax.firstMistake(in: bytes) == nil else { return }
    let (value, usedSplit) = bytes.withUnsafeBufferPointer {
      OldStylePropertyListReader.reading(splittingIn: $0, minimumSize: 0)
    }
    #expect(usedSplit, "the other thread's half was used")
    #expect(same(try #require(value), try foundation(bytes)))
  }

  /// Objects as Xcode writes them, `count` of them.
  private func objects(_ count: Int, key: (Int) -> String = { "ID\($0)" }) -> String {
    (0..<count).map { "\t\t\(key($0)) /* o */ = {isa = PBXFileReference; path = \"f\($0).swift\"; };\n" }.joined()
  }

  @Test func aKeyInBothHalvesKeepsTheLaterValue() throws {
    let text = "{\n\tobjects = {\n\(objects(40, key: { "K\($0 % 3)" }))\t};\n\trootObject = K1;\n}\n"
    let (value, usedSplit) = split(text)
    #expect(usedSplit)
    #expect(same(try #require(value), try foundation(Array(text.utf8))))
  }

  // Where the line after the middle is inside a string, this thread never reaches it as a key:
  // it reads on alone, and the other thread's work is dropped.
  @Test func aSplitInsideAStringIsNotUsed() throws {
    let text =
      "{\n\ta = \"\(String(repeating: "x", count: 200))\n\t\tinside = { }; \(String(repeating: "y", count: 200))\";\n\tb = c;\n}\n"
    let (value, usedSplit) = split(text)
    #expect(!usedSplit)
    #expect(same(try #require(value), try foundation(Array(text.utf8))))
  }

  // A mistake in the second half is this thread's to find, as in one reading.
  @Test func aMistakeInTheSecondHalfIsNoValue() {
    let text = "{\n\tobjects = {\n\(objects(40))\t\tbroken = ;\n\t};\n}\n"
    #expect(split(text).value == nil)
    #expect(OldStylePropertyListReader.value(of: Array(text.utf8)) == nil)
    #expect(split("{\n\tobjects = {\n\(objects(40))\t};\n} /* open").value == nil)
  }
}
