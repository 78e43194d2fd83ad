import Foundation
import Testing

@testable import SwivelScan

/// The macro expander on text tokenised by libclang (skipped where it is not installed). The
/// rules are C11's, §6.10.3 "Macro replacement" (ISO/IEC 9899:2011), which clang follows for
/// Objective-C (clang's "Objective-C is a superset of C" and its preprocessor, Clang
/// documentation, "Preprocessor").
@Suite struct ObjCMacroExpanderTests {
  /// The text's code tokens, macros expanded, and the expander.
  private func tokens(
    _ text: String, limits: ObjCMacroExpander.Limits = .init()
  ) throws -> ([ObjCToken], ObjCMacroExpander) {
    let tokens = ObjCLexer.tokens(of: text, language: .objectiveC)
    var bytes = text
    let directives = bytes.withUTF8 { ObjCMacroExpander.directives(in: UnsafeRawBufferPointer($0)) }
    var expander = ObjCMacroExpander(limits: limits)
    var output: [ObjCToken] = []
    for piece in ObjCMacroExpander.pieces(of: tokens, directives: directives) {
      switch piece {
      case .code(let range): expander.expand(tokens[range], into: &output)
      case .definition(let definition): expander.apply([definition])
      case .include: break
      }
    }
    return (output, expander)
  }

  /// The text's code, macros expanded, its tokens joined with spaces, and the expander.
  private func expand(
    _ text: String, limits: ObjCMacroExpander.Limits = .init()
  ) throws -> (String, ObjCMacroExpander) {
    let (output, expander) = try tokens(text, limits: limits)
    return (output.map(\.text).joined(separator: " "), expander)
  }

  // An object-like macro's name is replaced by its replacement list (§6.10.3 ¶9), which a line
  // splice may continue over several lines (§5.1.1.2, phase 2).
  @Test func anObjectLikeMacroIsReplacedAtTheLineOfItsUse() throws {
    let text =
      "#define MASK UIInterfaceOrientationMaskAll | \\\n  UIInterfaceOrientationMaskPortrait\nx\nreturn MASK;\n"
    let tokens = ObjCLexer.tokens(of: text, language: .objectiveC)
    // libclang's lexer keeps each token on its own line: a splice (blanked) does not join them.
    #expect(tokens.first { $0.text == "UIInterfaceOrientationMaskPortrait" }?.line == 2)
    var bytes = text
    let directives = bytes.withUTF8 { ObjCMacroExpander.directives(in: UnsafeRawBufferPointer($0)) }
    #expect(directives == [.init(kind: .define(name: "MASK", isFunctionLike: false), lines: 1...2)])
    let (expanded, _) = try self.tokens(text)
    #expect(
      expanded.map(\.text) == [
        "x", "return", "UIInterfaceOrientationMaskAll", "|", "UIInterfaceOrientationMaskPortrait", ";",
      ])
    #expect(expanded.dropFirst().allSatisfy { $0.line == 4 })
  }

  // A function-like macro's parameters are replaced by its arguments, split at the commas outside
  // nested parentheses (§6.10.3 ¶11), each argument expanded first (§6.10.3.1).
  @Test func aFunctionLikeMacroTakesItsArguments() throws {
    let (text, _) = try expand("#define PICK(a, b) ((a) ? (b) : 0)\n#define TWO 2\nPICK(f(1, 2), TWO);\n")
    #expect(text == "( ( f ( 1 , 2 ) ) ? ( 2 ) : 0 ) ;")
  }

  // `(` must follow the name at once for a function-like macro (§6.10.3 ¶10); a function-like
  // macro's name not followed by `(` is no use of it (§6.10.3 ¶10).
  @Test func aParenthesisAfterASpaceIsPartOfAnObjectLikeMacro() throws {
    let (text, _) = try expand("#define A (x)\n#define F(x) [x]\nA F F(1)\n")
    #expect(text == "( x ) F [ 1 ]")
  }

  // `...` and `__VA_ARGS__` (§6.10.3 ¶12), and GNU's named variadic parameter, which clang
  // accepts (GCC manual, "Variadic Macros").
  @Test func variadicArgumentsKeepTheirCommas() throws {
    let (text, _) = try expand(
      "#define LOG(f, ...) log(f, __VA_ARGS__)\n#define G(a, rest...) g(rest)\nLOG(1, 2, 3) G(1, 2, 3)\n")
    #expect(text == "log ( 1 , 2 , 3 ) g ( 2 , 3 )")
  }

  // The replacement is rescanned with the rest of the file (§6.10.3.4 ¶1): a macro whose
  // replacement ends with a function-like macro's name takes the `(` that follows the use.
  @Test func nestedMacrosAreExpandedAndRescannedWithWhatFollows() throws {
    let (text, _) = try expand(
      "#define INNER(x) <x>\n#define OUTER INNER\n#define MID OUTER(MID2)\n#define MID2 m\nOUTER(1) MID\n")
    #expect(text == "< 1 > < m >")
  }

  // "If the name of the macro being replaced is found during this scan of the replacement list
  // … it is not replaced" (§6.10.3.4 ¶2): self and mutual references end.
  @Test func aMacroIsNotExpandedInsideItsOwnExpansion() throws {
    let (text, expander) = try expand(
      "#define SELF SELF + 1\n#define A B\n#define B A\n#define F(x) F(x) x\nSELF A B F(F(2))\n")
    #expect(text == "SELF + 1 A B F ( F ( 2 ) 2 ) F ( 2 ) 2")
    #expect(!expander.reachedLimit)
  }

  // A use whose `)` never comes is left as it is (C calls it an error; the scan reads on).
  @Test func unbalancedParenthesesLeaveTheUseAlone() throws {
    let (text, _) = try expand("#define F(x) [x]\nF(1 F(2) ( F(3)\n")
    #expect(text == "F ( 1 [ 2 ] ( [ 3 ]")
  }

  // `#undef` ends a definition (§6.10.3.5 ¶2); a later `#define` is the one used.
  @Test func undefEndsADefinition() throws {
    let (text, expander) = try expand("#define A 1\nA\n#undef A\nA\n#define A 2\nA\n")
    #expect(text == "1 A 2")
    #expect(expander.macros["A"]?.body.map(\.text) == ["2"])
  }

  // Doubling at each level would give 2^40 tokens; the expander stops at its bound.
  @Test func aHugeExpansionIsBounded() throws {
    var text = "#define M0 x\n"
    for level in 1...40 { text += "#define M\(level) M\(level - 1) M\(level - 1)\n" }
    text += "M40 y\n"
    let limits = ObjCMacroExpander.Limits(expansions: 5_000, addedTokens: 10_000)
    let (expanded, expander) = try expand(text, limits: limits)
    #expect(expander.reachedLimit)
    let count = expanded.split(separator: " ").count
    #expect(count <= 10_002)
    #expect(expanded.hasSuffix("y"))
  }

  @Test func deeplyNestedArgumentsAreBounded() throws {
    let depth = 2_000
    let text =
      "#define F(x) (x)\n" + String(repeating: "F(", count: depth) + "1" + String(repeating: ")", count: depth) + "\n"
    let (expanded, expander) = try expand(text)
    #expect(expander.reachedLimit)
    #expect(expanded.hasSuffix(")"))
  }

  @Test func directivesInCommentsAndStringsAreNone() {
    var text =
      "/* \n#define A 1\n */ x \"#define B\" \n  # define C(y) y\n#import \"Macros.h\"\n#import <UIKit/UIKit.h>\n"
    let directives = text.withUTF8 { ObjCMacroExpander.directives(in: UnsafeRawBufferPointer($0)) }
    #expect(
      directives == [
        .init(kind: .define(name: "C", isFunctionLike: true), lines: 4...4),
        .init(kind: .include("Macros.h"), lines: 5...5),
        .init(kind: .other, lines: 6...6),
      ])
  }
}
