import Foundation
import Testing

@testable import SwivelScan

/// An `#if` or `#elif` that leaves a parenthesis open crashes clang's preprocessor in the
/// single-file mode the Objective-C reader parses in (clang 21; `FuzzObjCSource` found
/// `shouldAutorotate\n#if(I\n`). libclang recovers but writes the crash to the standard error and
/// leaks, so such a file is a note and is never given to clang. It would not compile anyway: an
/// `#if` expression needs its `)` (C11 6.10.1; clang: "expected ')' in preprocessor expression").
struct ObjCUnclosedConditionalTests {
  @Test(
    arguments: zip(
      [
        "shouldAutorotate\n#if(I\n",  // the input the fuzzer found
        "#if 0\n#elif(I\n",
        "// first\n  #  if ((J)\n#endif\n",
        "#if (I \\\n && J\n",  // continued with `\`: still one directive
        "#if (I /* \n ) */\n",  // the `)` is in a comment
        "#if (I // )\n",
        "#if (I",  // no newline at the end
      ],
      [2, 2, 2, 1, 1, 1, 1]))
  func anUnclosedParenthesisInAConditionIsFound(text: String, line: Int) {
    #expect(ObjCSourceReader.unclosedConditional(in: text) == line)
  }

  @Test(arguments: [
    "#if (A && \\\n B)\n#endif\n",
    "#if X == ')' || (Y)\n",
    "#if (A /* ( */ )\n",
    "#if (A) // (\n",
    "#ifdef (A\n",  // no expression is evaluated
    "#define F(x (x\n",
    "/*\n#if (I\n*/\n",  // in a comment, no directive
    "x = f(a,\n  b);\n#if defined(A) && (B || C)\n#endif\n",
    "#include \"a(.h\"\n",
    "",
  ])
  func balancedConditionsAndOtherLinesAreNotFound(text: String) {
    #expect(ObjCSourceReader.unclosedConditional(in: text) == nil)
  }

  @Test(.enabled(if: LibclangTests.library != nil)) func aFileWithOneIsANoteAtItsLineAndIsNotRead() throws {
    let library = try #require(LibclangTests.library)
    let text = "@implementation A\n- (BOOL)shouldAutorotate { return NO; }\n#if (DEBUG\n@end\n"
    let facts = try #require(ObjCSourceReader.read(text, file: "A.m", libclang: library))
    #expect(facts.controllers.isEmpty)
    #expect(facts.notes.map(\.location) == [ScanLocation(file: "A.m", line: 3)])
    #expect(facts.notes.first?.message == ObjCSourceReader.unclosedConditionalNote)
  }
}
