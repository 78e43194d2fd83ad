import Foundation
import Testing

@testable import SwivelScan

/// clang's preprocessor crashed, in the single-file mode the Objective-C reader parses in, on an
/// `#if` or `#elif` that leaves a parenthesis open around an undefined name (clang 21;
/// `FuzzObjCSource` found `shouldAutorotate\n#if(I\n`, and later the same directive ended early
/// by a carriage return), and on the pragmas that ask it to (`#pragma clang __debug crash`).
/// libclang recovered, but wrote the crash to the standard error and leaked. The reader uses raw
/// tokens only, so clang is given the file with its preprocessor syntax blanked
/// (`PreprocessorSyntax`), and such files are read like any other.
struct PreprocessorSyntaxTests {
  private static func blanked(_ text: String) -> String {
    String(decoding: PreprocessorSyntax.blanked(Array(text.utf8)), as: UTF8.self)
  }

  @Test func directivesPragmasAndLineSplicesBecomeSpaces() {
    #expect(Self.blanked("#import <UIKit/UIKit.h>\n") == " import <UIKit/UIKit.h>\n")
    #expect(Self.blanked("%:if(I\n") == "  if(I\n")  // the digraph of `#` (C11 6.4.6)
    #expect(Self.blanked("_Pragma(\"clang __debug crash\")") == "       (\"clang __debug crash\")")
    #expect(Self.blanked("__pragma(x)") == "        (x)")
    #expect(Self.blanked("%\\\n:if(I") == "% \n:if(I")  // a splice would join `%` and `:`
    // Blanking only the last backslash of a run would leave the one before it to splice over the
    // space (clang takes blanks between a backslash and the line's end): FuzzObjCLexer.
    #expect(Self.blanked("a;\\\\ \\\n}") == "a;    \n}")
    #expect(Self.blanked("\\\\x\\") == "\\\\x\\", "a run that does not end its line stays")
    #expect(Self.blanked("_Pra\\ \t\r\ngma") == "_Pra  \t\r\ngma")  // spaces before the line's end too
    #expect(Self.blanked("a % b; x = y ? 1 : 2; s = \"\\n\\\\\";\n") == "a % b; x = y ? 1 : 2; s = \"\\n\\\\\";\n")
    #expect(Self.blanked("") == "")
    // A backslash before a `%:`, a `#` or a `_Pragma` that ends its line ends it once they are
    // blanked, and clang splices there: blanked too (FuzzObjCLexer, fixture
    // Fuzz/lexer-digraph-directive-splice.m.bin, lexed against libclang with the others).
    #expect(Self.blanked("x ) \\%:\n") == "x )    \n")
    #expect(Self.blanked("a \\\\# \\\\\n") == "a" + String(repeating: " ", count: 7) + "\n")
    #expect(Self.blanked("b \\_Pragma\n") == "b         \n")
    #expect(Self.blanked("c \\%:x\n") == "c \\  x\n", "a backslash that does not end the line stays")
  }

  @Test func theLengthAndEveryLineStay() {
    let text = Array("#if (A \\\r\n && B)\r%:endif\n_Pragma(\"x\")\n".utf8)
    let blanked = PreprocessorSyntax.blanked(text)
    let lineEnds = { (bytes: [UInt8]) in bytes.indices.filter { bytes[$0] == 0x0A || bytes[$0] == 0x0D } }
    #expect(blanked.count == text.count)
    #expect(lineEnds(blanked) == lineEnds(text))
  }

  /// Each of these crashed libclang ("libclang: crash detected during parsing") before the
  /// blanking; the guard that came first, a search for `#if` lines with an open parenthesis,
  /// caught only the first.
  static let shapesThatCrashedClang = [
    "shouldAutorotate\n#if(I\n",  // the input the fuzzer found first
    "#if(w\r o.trsk)\n#endif\n",  // reduced from its second: `\r` ends the directive for clang
    "#if 0\n#elif(I\n#endif\n",
    "#define L (\n#if L I\n#endif\n",  // a macro opens the parenthesis
    "%:if(I\n#endif\n",
    "#\u{0B}if(I\n#endif\n",
    "#\u{0C}if(I\n#endif\n",
    "\u{0}#if(I\n#endif\n",
    "#/**/if(I\n#endif\n",
    "#i\\\nf(I\n#endif\n",
    "%\\\n:if(I\n#endif\n",
    "#if(I",
    "#pragma clang __debug crash\n",
    "_Pragma(\"clang __debug crash\")\n",
    "#pragma clang __debug llvm_fatal_error\n",
  ]

  @Test(.enabled(if: LibclangTests.testsRun, LibclangTests.skipReason), arguments: shapesThatCrashedClang)
  func aFileThatCrashedClangsPreprocessorIsTokenised(text: String) throws {
    let library = try LibclangTests.required()
    #expect(library.tokens(of: text, file: "A.m", language: .objectiveC) != nil)
  }

  // The input itself (245 bytes, with NULs and bytes that are not UTF-8), as the fuzzer gives it.
  @Test(.enabled(if: LibclangTests.testsRun, LibclangTests.skipReason)) func theFuzzersInputIsTokenised() throws {
    let library = try LibclangTests.required()
    let data = try Data(contentsOf: URL(fileURLWithPath: ScanFixtures.path("Fuzz/if-ended-by-carriage-return.m.bin")))
    let text = String(decoding: data, as: UTF8.self)
    #expect(library.tokens(of: text, file: "Fuzz.m", language: .objectiveC) != nil)
  }

  @Test func aControllerBesideSuchADirectiveIsRead() throws {
    let text = "@implementation A\n- (BOOL)shouldAutorotate { return NO; }\n#if (DEBUG\n@end\n"
    let facts = ObjCSourceReader.read(text, file: "A.m")
    #expect(facts.notes.isEmpty)
    #expect(facts.controllers.map(\.className) == ["A"])
    #expect(facts.controllers.first?.shouldAutorotateFlag == false)
  }

  @Test func directiveLinesKeepTheirOtherTokensAndLines() throws {
    let tokens = ObjCLexer.tokens(of: "#import \"A.h\"\r\n#if X\n@implementation A\n#endif\n", language: .objectiveC)
    #expect(tokens.map(\.text) == ["import", "\"A.h\"", "if", "X", "@", "implementation", "A", "endif"])
    #expect(tokens.map(\.line) == [1, 1, 2, 2, 3, 3, 3, 4])
  }
}
