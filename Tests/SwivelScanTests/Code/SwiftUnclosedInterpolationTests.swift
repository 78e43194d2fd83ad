import Foundation
import Testing

@testable import SwivelScan

/// A single-line string whose interpolation is still open at the end of its line stops
/// swift-syntax 603's parser on a precondition in some shapes, ending the process (found by
/// `FuzzSwiftSource`; the Swift 6.3.1 compiler stops on `"\("` then `""""""l v"""` too). Such a
/// file is a note and is never parsed. It cannot compile: a single-line string's interpolation
/// ends on its line (swiftc: "cannot find ')' to match opening '(' in string interpolation").
struct SwiftUnclosedInterpolationTests {
  // The fuzzer's input, a fixture named .txt: it is not UTF-8, which swift format refuses.
  @Test func theFuzzersInputIsANoteNotACrash() throws {
    let path = ScanFixtures.path("Fuzz/unclosed-interpolation.swift.txt")
    let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    let facts = SwiftSourceReader.read(text, file: path)
    #expect(facts.controllers.isEmpty)
    #expect(facts.notes.map(\.message) == [SwiftSourceReader.unclosedInterpolationNote])
    #expect(facts.notes.first?.location.line == 13)  // multi-line strings open on line 6 run on to here
  }

  @Test(
    arguments: zip(
      [
        "\"\\(\"\n\"\"\"\"\"\"l v\"\"\"\nshouldAutorotate",  // reduced from the fuzzer's input
        "let a = 1\nlet s = \"x \\(max(a,\n  2)) y\"",
        "x(\"\\(\")\n",
        "\"\\('\n",
        "let s = \"\\(\"\\(x)\" \n",  // the inner string closes, the interpolation does not
        "let s = #\"raw \\#(a\n\"#",
        "let s = \"\"\"\n\\(\"a \\(b\n\"\"\"",  // in a multi-line string's interpolation, a single-line one
        "let s = \"\\( /* a\n */ )\"",
      ],
      [1, 2, 1, 1, 1, 1, 2, 1]))
  func anInterpolationOpenAtTheEndOfItsLineIsFound(text: String, line: Int) {
    #expect(SwiftSourceReader.unclosedInterpolation(in: text) == line)
  }

  @Test(arguments: [
    "let s = \"x \\(a) y \\(f(b, (c))) z\"\nlet t = \"\\(\"nested \\(d)\")\"\n",
    "let s = \"\"\"\n  \\(max(1,\n    2))\n  \"\"\"\n",  // a multi-line string's interpolation may span lines
    "let s = #\"\\(not an interpolation\"#\nlet t = #\"\"\"\n\\(nor this\n\"\"\"#\n",
    "let s = \"\\\"\\\\\"\nlet c = \"\\\\(\"\n",  // escaped quote and backslash
    "// \"\\(\n/* \"\\( /* nested */ \"\\( */\nlet a = 1\n",
    "let r = #/\"\\(/#\nlet s = \"open\n",  // an extended regular expression; a plain string left open
    "let s = \")\" + \"(\"\n",
    "",
  ])
  func closedInterpolationsAndOtherLinesAreNotFound(text: String) {
    #expect(SwiftSourceReader.unclosedInterpolation(in: text) == nil)
  }

  // The scan's own sources, which compile, hold no such line.
  @Test func swivelsOwnSourcesAreNotRefused() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Sources")
    let files = try #require(FileManager.default.enumerator(atPath: root.path))
    var read = 0
    while let file = files.nextObject() as? String {
      guard file.hasSuffix(".swift") else { continue }
      let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      #expect(SwiftSourceReader.unclosedInterpolation(in: text) == nil, "\(file)")
      read += 1
    }
    #expect(read > 100)
  }
}
