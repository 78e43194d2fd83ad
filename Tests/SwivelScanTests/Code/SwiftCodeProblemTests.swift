import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@testable import SwivelScan

/// What makes swift-syntax 603 stop the process or take seconds is found before parsing, and the
/// file is a note (found by `FuzzSwiftSource`; Fuzz/README.md).
///
/// A single-line string whose interpolation is still open at the end of its line, or opens a
/// multi-line string, stops the parser on a precondition in some shapes (the Swift 6.3.1
/// compiler stops on `"\("` then `""""""l v"""` too). No such file compiles: a single-line
/// string's interpolation ends on its line (swiftc: "cannot find ')' to match opening '(' in
/// string interpolation"), and a multi-line string needs a line break after its `"""`.
struct SwiftCodeProblemTests {
  private func read(fixture: String) throws -> (facts: SourceFacts, path: String) {
    let path = ScanFixtures.path("Fuzz/" + fixture)
    return (SwiftSourceReader.read(try text(ofFixture: fixture), file: path), path)
  }

  /// A fuzzer's input kept as a fixture, decoded as the readers decode a file (bytes that are not
  /// UTF-8 become U+FFFD).
  private func text(ofFixture fixture: String) throws -> String {
    let path = ScanFixtures.path("Fuzz/" + fixture)
    return String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
  }

  /// A fuzzer's input kept as a fixture is not parsed, for `note` at `line`, whether read as a
  /// Swift file or as a manifest.
  private func expectNotParsed(
    fixture: String, note: String, line: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    let text = try text(ofFixture: fixture)
    let reason = SwiftSourceReader.reasonNotToParse(text)
    #expect(reason?.note == note, sourceLocation: sourceLocation)
    #expect(reason?.line == line, sourceLocation: sourceLocation)
    #expect(PackageManifest.read(text, folder: "/p") == nil, sourceLocation: sourceLocation)
  }

  // The fuzzer's inputs, fixtures named .txt: they are not UTF-8, which swift format refuses.
  @Test(
    arguments: zip(
      ["unclosed-interpolation.swift.txt", "interpolation-opens-multi-line-string.swift.txt"],
      [6, 10]))
  func theFuzzersInputsAreANoteNotACrash(fixture: String, line: Int) throws {
    let (facts, path) = try read(fixture: fixture)
    #expect(facts.controllers.isEmpty)
    #expect(facts.notes.map(\.message) == [SwiftSourceReader.unclosedInterpolationNote])
    #expect(facts.notes.map(\.location) == [ScanLocation(file: path, line: line)])
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
        "\"\\(\"\"\"\"\"\"\"\"\"\"\"\"p\u{0}l\"\"\"orientation\"",  // reduced from the second input: no newline
        "let s = \"\\(\"\"\"a\"\"\")\"",  // a multi-line string inside, closed on the line
        "\n\"\"\"\"\"\"\"\\(\"\"\"\"\"\"\"\"\"\"\"\"a U\"\"\"",  // reduced from the second input
      ],
      [1, 2, 1, 1, 1, 1, 2, 1, 1, 1, 2]))
  func anInterpolationOpenAtTheEndOfItsLineIsFound(text: String, line: Int) {
    #expect(SwiftSourceReader.codeProblem(in: text) == .unclosedInterpolation(line: line))
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
    #expect(SwiftSourceReader.codeProblem(in: text) == nil)
  }

  // Found by FuzzPackageManifest (after 953,699 executions of a release run on 9314517's
  // readers): 253 bytes, reduced to `/@\\""""""t` BEL `t"""`, stopped the process on swift-syntax
  // 603's precondition "The lexer should only add trailing trivia to a string segment if the
  // newline is escaped by a backslash" (StringLiterals.swift, in
  // `reclassifyNewlineOfLastSegmentAsTrivia`). After `@` the parser reads a string as Objective-C
  // writes one, and after `@x\\` it takes the closing quotes of the string that follows for an
  // opening and the words after them, which its lexer read as code, for the string's text.
  @Test func theManifestFuzzersWordsAfterAMultiLineStringAreANoteNotACrash() throws {
    try expectNotParsed(
      fixture: "words-after-multi-line-string.swift.txt", note: SwiftSourceReader.wordsAfterMultiLineStringNote,
      line: 3)  // carriage returns end lines
  }

  // Each of these stopped the fuzz build of swift-syntax on the precondition (tried one by one
  // with FuzzPackageManifest), but the last two: a raw string's and a word then three quotes
  // with nothing before them, refused all the same (no code that compiles has them).
  @Test(
    arguments: zip(
      [
        #"/@\\""""""t"# + "\u{7}" + #"t""""#,  // the reduced input: opened and closed at once
        #"f(@x\\"""\#n"""x x""")"#,
        #"f(@x\\"""\#n""" x x""")"#,  // white space after the closing quotes
        #"f(@x\\"""\#n"""x async""")"#,  // a contextual keyword is a word to the parser
        #"f(@x\\"""\#n"""x /* c */x""")"#,
        #"f(@x\\"""\#n"""é é""")"#,
        #"f(@x\\"""\#n"""x \\(a) x""")"#,  // backslashes among the words
        #"let a = f(@x\\"""\#n\#n"""x x"""\#n)"#,
        ##"f(@x\\#"""\##n"""#x x"""#"##,
        "let s = \"\"\"\n\"\"\"x \"\"\"",
      ],
      [1, 2, 2, 2, 2, 2, 2, 3, 2, 2]))
  func wordsAndThreeQuotesAfterAMultiLineStringAreFound(text: String, line: Int) {
    #expect(SwiftSourceReader.codeProblem(in: text) == .wordsAfterMultiLineString(line: line))
  }

  // Found by FuzzSwiftSource (after 2,625,962 executions of a release run on 3bdba0d's readers):
  // 1,077 bytes stopped the process on the same precondition, with no `@` before the strings.
  // Reduced to 69 bytes: after a multi-line string's interpolation, thirteen quotes and another
  // interpolation, the parser reads `"o"""e t"""` as a closing `"""` followed by words and an
  // opening one, where the scanner reads a string, an empty string and an opening. Three quotes
  // then a word or a backslash are refused whatever the scanner read (no code that compiles has
  // them: a multi-line string's text starts on the line after its opening quotes); the fixture's
  // first is at line 7.
  @Test func theSwiftFuzzersWordBetweenThreeQuotesIsANoteNotACrash() throws {
    try expectNotParsed(
      fixture: "words-between-three-quotes.swift.txt", note: SwiftSourceReader.wordOrBackslashAfterThreeQuotesNote,
      line: 7)
    let reduced = Self.reducedThreeQuotesInput + "\"\"\"e t\"\"\""
    #expect(SwiftSourceReader.codeProblem(in: reduced) == .wordOrBackslashAfterThreeQuotes(line: 1))
    #expect(SwiftSourceReader.codeProblem(in: "x(\"\"\"ab\"\"\")") == .wordOrBackslashAfterThreeQuotes(line: 1))
    #expect(SwiftSourceReader.codeProblem(in: "// \"\"\" a b \"\"\"") == .wordOrBackslashAfterThreeQuotes(line: 1))
  }

  /// The reduced input of the finding above, but for its last three quotes, words and three quotes.
  static let reducedThreeQuotesInput =
    "\"\"\"\\({\n\"\"\"\"\"\"\"\"\"\"\"\"\"\\({\nattemptRotationToDeviceOrientation\"o"

  // The finding's `e t`, with other trivia between the words or a backslash among them. Behind
  // the reduced input, each stopped the fuzz build of 761fd79 on the precondition, which read
  // `"""e t"""` alone as a note (tried one by one with FuzzSwiftSource; a raw string's `#`
  // before the quotes, which that build let through, as well). Each is refused at its line, the
  // reduced input's own quotes then a backslash at the first.
  @Test(arguments: [
    #""""e/**/t""""#,  // a block comment, after which the lexer reads on
    "\"\"\"e/*\n*/t\"\"\"",  // one that spans lines
    "\"\"\"e/*/**/*/t\"\"\"",  // comments nest
    "\"\"\"e\u{B}t\"\"\"",  // a vertical tab
    "\"\"\"e\u{C}t\"\"\"",  // a form feed
    "\"\"\"e\u{0}t\"\"\"",
    "\"\"\"e\u{1}t\"\"\"",  // a control character, trivia to the lexer
    #""""e \(x)""""#,  // an interpolation as the string's last line
    ##""""e \#(x)""""##,
    #""""e \x""""#,
    #""""e \ + y""""#,  // what follows a backslash the parser reads up to a `)` or three quotes
    "\"\"\"e \\(\nx)\"\"\"",
    #""""a\(x) b c""""#,
    #""""\(x) e t""""#,
    ##"#"""e t"""#"##,  // a raw string's quotes
    ###"##"""e t"""##"###,
    ##"#"""e/**/t"""#"##,
  ])
  func everyShapeOfTheFindingIsRefused(shape: String) {
    #expect(SwiftSourceReader.codeProblem(in: "let s = " + shape) == .wordOrBackslashAfterThreeQuotes(line: 1))
    let whole = Self.reducedThreeQuotesInput + shape
    #expect(SwiftSourceReader.codeProblem(in: whole) == .wordOrBackslashAfterThreeQuotes(line: 1))
    let notes = SwiftSourceReader.read(whole, file: "Fuzz.swift").notes
    #expect(notes.map(\.message) == [SwiftSourceReader.wordOrBackslashAfterThreeQuotesNote])
  }

  // Three quotes then a word or a backslash in code that does not compile, or in a raw string's
  // text, are refused too; after white space, a backslash, or words (a number is one here) and
  // three quotes.
  @Test(
    arguments: zip(
      [
        "let s = \"\"\"\n  a\n  \"\"\"x\n",  // a word after the closing quotes
        "let s = \"\"\"a\n  \"\"\"\n",  // the text on the opening line
        ##"let s = #"""a"""#"##,  // a raw single-line string that starts with three quotes
        ##"let s = #""""a""""#"##,
        // In a comment, where the scanner's own check after a string's closing quotes does not look:
        "// \"\"\" 1 \"\"\"",
        "// \"\"\" \\.x",
        "// \"\"\" /* a\n */ b\t c\"\"\"",  // a block comment's line break is trivia
      ],
      [3, 1, 1, 1, 1, 1, 1]))
  func threeQuotesThenAWordOrABackslashAreRefused(text: String, line: Int) {
    #expect(SwiftSourceReader.codeProblem(in: text) == .wordOrBackslashAfterThreeQuotes(line: line))
  }

  @Test(arguments: [
    "let s = \"\"\"\n  a\n  \"\"\"\\(x)",  // a backslash after the closing quotes: no code has one
    "let s = \"\"\"\n  a\n  \"\"\"\\",
  ])
  func aBackslashAfterAMultiLineStringIsFound(text: String) {
    #expect(SwiftSourceReader.codeProblem(in: text) == .wordsAfterMultiLineString(line: 3))
  }

  // What code that compiles has after a multi-line string's closing quotes: a keyword, an
  // operator, another string opened (its quotes end the line), a member, a comment.
  @Test(arguments: [
    "guard s == \"\"\"\n  a\n  \"\"\" else { return \"\"\"\n  b\n  \"\"\" }\n",
    "let s = \"\"\"\n  a\n  \"\"\" + \"\"\"\n  b\n  \"\"\"\n",
    "let n = \"\"\"\n  a\n  \"\"\".count\nlet t = \"\"\"\n  a\n  \"\"\" as String\n",
    "let s = \"\"\"\n  a\n  \"\"\" // then \"\"\" in a comment\n",
    "let s = f(\"\"\"\n  a\n  \"\"\", x: \"\"\"\n  b\n  \"\"\")\n",
    "let s = #\"\"\"\n  a\n  \"\"\"# + #\"\"\"\n  b\n  \"\"\"#\n",
    "let s = \"\"\"\n  a\n  \"\"\"\n  .trimmingCharacters(in: .whitespaces)\n",
    "/// Write `\"\"\"` on a line of its own, then the text.\n",  // in a comment, code spans
    "let s = \"\"\"\n  a\n  \"\"\"1\n",  // a number straight after them: the parser reads it apart
  ])
  func whatCodeHasAfterAMultiLineStringIsNotFound(text: String) {
    #expect(SwiftSourceReader.codeProblem(in: text) == nil)
  }

  // Found by FuzzSwiftSource: 354 braces left open around `rethrows` took 2.4 s alone in the fuzz
  // build; the time grows with the cube of the depth.
  @Test func bracesNestedTooDeepAreANoteNotAHang() throws {
    let (facts, _) = try read(fixture: "braces-around-rethrows.swift.txt")
    #expect(facts.controllers.isEmpty)
    #expect(facts.notes.map(\.location.line) == [8])
    #expect(facts.notes.first?.message.hasPrefix("braces nest deeper than 64 levels here") == true)
  }

  @Test func sixtyFourNestedBracesAreReadAndBracesInStringsDoNotCount() {
    let deep = "func f() " + String(repeating: "{", count: 64) + "\n" + String(repeating: "}", count: 64)
    #expect(SwiftSourceReader.codeProblem(in: deep) == nil)
    let tooDeep = SwiftSourceReader.codeProblem(in: "\n" + deep.replacingOccurrences(of: "\n", with: "{\n"))
    #expect(
      tooDeep
        == .deepBraces(.init(line: 2, brackets: "braces", limit: 64, cost: "polynomial")))
    let quoted =
      "let s = #\"\"\"\n" + String(repeating: "{", count: 100) + "\n\"\"\"#\n// " + String(repeating: "{", count: 100)
    #expect(SwiftSourceReader.codeProblem(in: quoted) == nil)
  }

  // Found while reducing a FuzzSwiftSource slow unit: `@` with no attribute name before `(`
  // costs swift-syntax time that about triples with each one (`@ (` 12 times: 2.3 s, 16 times:
  // three minutes, in the fuzz build). Swift has no `@` without a name in code.
  @Test func attributesWithoutANameAreANoteNotAHang() {
    let text = "// shouldAutorotate\n" + String(repeating: "@ (", count: 16)
    let notes = SwiftSourceReader.read(text, file: "A.swift").notes
    #expect(notes.map(\.message) == [SwiftSourceReader.bareAttributesNote])
    #expect(notes.map(\.location.line) == [2])
  }

  @Test func fourAttributesWithoutANameAndNamedOnesAreRead() {
    let four = String(repeating: "@(\n", count: 4)
    #expect(SwiftSourceReader.codeProblem(in: four) == nil)
    #expect(SwiftSourceReader.codeProblem(in: four + "@\u{0}(") == .bareAttributes(line: 5))
    let named = String(repeating: "@available(iOS 13, *) @objc(a) @MainActor ", count: 20) + "let s = \"@(@(@(@(@(\""
    #expect(SwiftSourceReader.codeProblem(in: named) == nil)
  }

  // Found by FuzzPackageManifest (a manifest it took past the reader's second): three runs of 15
  // `@` before `(`, each in the parentheses the one before opened, among bytes that are not
  // UTF-8. swift-syntax 603's lexer takes the U+FFFD that replace them for trivia, so the last
  // `@` of each run stands before `(`; the checks took U+FFFD for a name, and a run for one `@`.
  // Runs multiply its time: one run of 15 before 16 KB of code took 0.26 s, two 3.9 s, four
  // 52 s in the fuzz build.
  @Test func theManifestFuzzersRunsOfAtSignsBeforeParenthesesAreANoteNotAHang() throws {
    try expectNotParsed(fixture: "bare-attribute-runs.swift.txt", note: SwiftSourceReader.bareAttributesNote, line: 3)
  }

  @Test func eachAtSignOfARunBeforeAParenthesisIsBare() {
    #expect(SwiftSourceReader.codeProblem(in: "@@@@(") == nil)
    #expect(SwiftSourceReader.codeProblem(in: "@@(a: b = @@(") == nil)
    #expect(SwiftSourceReader.codeProblem(in: "@@@@@(") == .bareAttributes(line: 1))
    #expect(SwiftSourceReader.codeProblem(in: "@@(a: b = @\n@ @(") == .bareAttributes(line: 2))
    // A name ends the run: `@@x(` is two stray `@` and a named attribute.
    #expect(SwiftSourceReader.codeProblem(in: String(repeating: "@@x(", count: 10)) == nil)
  }

  // Found by FuzzPackageManifest (a manifest it took past the reader's second, 645 bytes): runs
  // of nine `@`, U+FFFD, `[`, `(`, a label and `=`, each in the brackets the one before opened,
  // three times. swift-syntax parses an attribute's name as a type, so `@[` names a collection
  // type, which it reads again for each attribute of its list and at each level: `@@[(x:` four
  // deep took 45 s with 16 `@` before each `[`, 1.3 s with eight, in the fuzz build. The checks
  // counted the `@` as stray (fewer than 64) and none as bare (no `(` after one). A name with
  // generic arguments holding a bracket does the same (`@@@@@@@@a<[(x:k=` four deep: 0.6 s).
  @Test func theManifestFuzzersNestedBracketedAttributeNamesAreANoteNotAnExplosion() throws {
    try expectNotParsed(
      fixture: "collection-type-attributes-nested.swift.txt", note: SwiftSourceReader.nestedBracketedAttributeNamesNote,
      line: 3)
  }

  @Test func bracketedAttributeNamesOpenOneAtATimeAreReadAndNestedOnesAreAProblem() {
    let closed = String(repeating: "@@@@[(x: k = 1)]\n", count: 8)
    #expect(SwiftSourceReader.codeProblem(in: closed) == nil)
    // A bare regular expression read as code closes its `[`.
    let regexes = String(repeating: "let email = /\\w+@[\\w.]+\\.[a-z]+/\n", count: 20)
    #expect(SwiftSourceReader.codeProblem(in: regexes) == nil)
    #expect(SwiftSourceReader.codeProblem(in: "@@[(x: k =\n@@[(x: k =") == .nestedBracketedAttributeNames(line: 2))
    #expect(SwiftSourceReader.codeProblem(in: "@[(\n[ f(\n@[") == .nestedBracketedAttributeNames(line: 3))
    // A brace ends the type swift-syntax parses the name as: what follows it is not nested.
    #expect(SwiftSourceReader.codeProblem(in: "@[(\n{ f(\n@[") == nil)
    #expect(SwiftSourceReader.codeProblem(in: "@[(\n{ f() }\n@[") == .nestedBracketedAttributeNames(line: 3))
    // What the lexer takes for trivia between `@` and `[` is seen past.
    #expect(SwiftSourceReader.codeProblem(in: "@\u{FFFD}[(x:\n@ /* c */ [") == .nestedBracketedAttributeNames(line: 2))
    // A named attribute before `[` is no such attribute; nor is an `@[` in a string or comment.
    #expect(SwiftSourceReader.codeProblem(in: String(repeating: "@a@a[(x: k =\n", count: 6)) == nil)
    #expect(SwiftSourceReader.codeProblem(in: "@[(x: k =\nlet s = \"@[\" // @[\n/* @[ */") == nil)
  }

  // Found by FuzzPackageManifest on the check above before it took generic arguments in (561
  // bytes past the reader's second): `@a<@@@n@(@t@a.cpa<` U+FFFD `(` twice, nested.
  @Test func theManifestFuzzersNestedGenericAttributeNamesAreANote() throws {
    try expectNotParsed(
      fixture: "generic-attribute-names-nested.swift.txt", note: SwiftSourceReader.nestedBracketedAttributeNamesNote,
      line: 3)
  }

  @Test func namesWithGenericArgumentsHoldingABracketNestedAreAProblem() {
    #expect(SwiftSourceReader.codeProblem(in: "@@a<(x: k =\n@@a<(x: k =") == .nestedBracketedAttributeNames(line: 2))
    let members = "@a . b <c, [(x:\n@\u{FFFD}a<("
    #expect(SwiftSourceReader.codeProblem(in: members) == .nestedBracketedAttributeNames(line: 2))
    // A member after generic arguments or after `?`, and a module selector, go on with the name.
    let after = "@@a<b> . c<(x: k =\n@@m::a<[(x: k ="
    #expect(SwiftSourceReader.codeProblem(in: after) == .nestedBracketedAttributeNames(line: 2))
    let optional = "@@a?.c<(x: k =\n@@a<b>!?.c<(x: k ="
    #expect(SwiftSourceReader.codeProblem(in: optional) == .nestedBracketedAttributeNames(line: 2))
    // Generic arguments that close before a bracket opens are a name like any other.
    let wrappers = "@Wrapper<Int> func f(@Wrapper<[Int]> a: Int, @Box<Int> b: (Int) -> Void) {}\n"
    #expect(SwiftSourceReader.codeProblem(in: String(repeating: wrappers, count: 20)) == nil)
    #expect(SwiftSourceReader.codeProblem(in: "@objc func f<T: P<[Int]>>(\n@objc func g<U>(") == nil)
    // Past 256 bytes of a name, a bracket is taken to open.
    let long = "@a<" + String(repeating: "b, ", count: 100)
    #expect(SwiftSourceReader.codeProblem(in: long + "\n[@c<(") == .nestedBracketedAttributeNames(line: 2))
  }

  // Found while reducing the input above: in a collection's element or type, swift-syntax looks
  // ahead past the rest of an attribute list at each attribute, and into the brackets after it,
  // so 800 `@a(x)` after `[`, followed by almost any token, took 2.2 s in the fuzz build; 64 in
  // each of six nested `[` took 1.8 s. Outside square brackets, or in braces opened in them, the
  // same 800 took 22 ms.
  @Test func attributesInSquareBracketsAreCountedUntilTheyClose() {
    let sixtyFour = "[" + String(repeating: "@a(x) ", count: 64)
    #expect(SwiftSourceReader.codeProblem(in: sixtyFour + "+") == nil)
    #expect(SwiftSourceReader.codeProblem(in: sixtyFour + "@a(x) +") == .attributesInSquareBrackets(line: 1))
    let nested = "[\n" + String(repeating: String(repeating: "@a(x)", count: 11) + "[\n", count: 6)
    #expect(SwiftSourceReader.codeProblem(in: nested) == .attributesInSquareBrackets(line: 7))
    let typed = "let v: [(x: k =\n" + String(repeating: "@a ", count: 65)
    #expect(SwiftSourceReader.codeProblem(in: typed) == .attributesInSquareBrackets(line: 2))
    // Each closed pair of brackets, and braces opened in them, start again.
    let closures = String(repeating: "let h: [@MainActor @Sendable () -> Void] = []\n", count: 100)
    #expect(SwiftSourceReader.codeProblem(in: closures) == nil)
    let literal = "let a = [\n" + String(repeating: "  { @MainActor in f() },\n", count: 100) + "]\n"
    #expect(SwiftSourceReader.codeProblem(in: literal) == nil)
    #expect(SwiftSourceReader.codeProblem(in: String(repeating: "@a(x) ", count: 800)) == nil)
  }

  /// What swift-syntax's lexer takes for trivia between `@` and `(`: U+FFFD (what bytes that are
  /// not UTF-8 become), U+00A0, control characters, comments.
  @Test(arguments: ["\u{FFFD}", "\u{A0}", "\u{1D}\u{2}", "/* c */", "// c\n", "/* /* */ */ \u{FFFD}\u{0}"])
  func atSignsBeforeAParenthesisBehindTriviaAreBare(trivia: String) {
    let five = String(repeating: "@" + trivia + "(", count: 5)
    #expect(SwiftSourceReader.codeProblem(in: five) != nil, "\(trivia.debugDescription)")
    #expect(SwiftSourceReader.codeProblem(in: String(five.dropLast(trivia.count + 2))) == nil)
  }

  @Test func aNameOutsideASCIIAfterAnAtSignIsANameAndOtherCharactersAreNot() {
    let named = String(repeating: "@é @ñame @\u{4E2D} @\u{0301}x ", count: 40)
    #expect(SwiftSourceReader.codeProblem(in: named) == nil)
    // U+FFFD and an operator character are no name: 65 of them are stray.
    #expect(SwiftSourceReader.codeProblem(in: String(repeating: "@\u{FFFD}a ", count: 65)) == .strayAtSigns(line: 1))
    #expect(SwiftSourceReader.codeProblem(in: String(repeating: "@\u{2206}a ", count: 65)) == .strayAtSigns(line: 1))
  }

  // Found by FuzzSwiftSource (two slow units, 0.16 and 0.42 s alone in the fuzz build): runs of
  // `@` with no attribute name after them, among invalid UTF-8. swift-syntax's time grows with
  // the square of their number (240: 62 ms, 960: 0.87 s); Swift code has none.
  @Test func theFuzzersStrayAtSignsAreANoteNotAHang() throws {
    let (facts, path) = try read(fixture: "stray-at-signs.swift.txt")
    #expect(facts.controllers.isEmpty)
    #expect(facts.notes.map(\.message) == [SwiftSourceReader.strayAtSignsNote])
    #expect(facts.notes.map(\.location) == [ScanLocation(file: path, line: 1)])
  }

  @Test func sixtyFourStrayAtSignsAreReadAndTheNextIsAProblem() {
    let sixtyFour = String(repeating: "@", count: 60) + "\n@ @\t@\n@"
    #expect(SwiftSourceReader.codeProblem(in: sixtyFour) == nil)
    #expect(SwiftSourceReader.codeProblem(in: sixtyFour + "\n\n@") == .strayAtSigns(line: 5))
    #expect(SwiftSourceReader.codeProblem(in: sixtyFour + "@ @") == .strayAtSigns(line: 3))
  }

  @Test func namedAttributesAndAtSignsInStringsAndCommentsAreNotStray() {
    let named = String(repeating: "@objc @ MainActor @`escaped` @_spi(X) @$w @1 @é\n", count: 20)
    let hundred = String(repeating: "@", count: 100)
    let quoted = "let s = \"\(hundred)\" // @@@@\n/* \(hundred) */"
    #expect(SwiftSourceReader.codeProblem(in: named + quoted) == nil)
  }

  // Found by FuzzSwiftSource, whose runs ran out of memory: parses the harness had stopped
  // waiting for went on for seconds over gigabytes. Attributes written after `var` (`var@ a(: T
  // {`, one opened in another's parentheses and braces) cost swift-syntax time and memory that
  // double with each level (this input: 10 s and 2.1 GB in the fuzz build, 3.6 KB of text).
  // Swift takes attributes only before the introducer (The Swift Programming Language,
  // "Attributes": "You specify an attribute by writing the @ symbol followed by the attribute's
  // name … before the declaration").
  @Test func theFuzzersAttributesAfterVarAreANoteNotAnExplosion() throws {
    let (facts, path) = try read(fixture: "attributes-after-var.swift.txt")
    #expect(facts.controllers.isEmpty)
    #expect(facts.notes.map(\.message) == [SwiftSourceReader.attributesAfterIntroducersNote])
    #expect(facts.notes.map(\.location) == [ScanLocation(file: path, line: 8)])
  }

  @Test func attributesAfterIntroducersNestedTwoDeepAreReadAndThreeAreAProblem() {
    let two = "var@ a( {\nlet /* c */ @b(x{\n"
    #expect(SwiftSourceReader.codeProblem(in: two) == nil)
    #expect(SwiftSourceReader.codeProblem(in: two + "inout\n  @c({") == .attributesAfterIntroducers(line: 4))
    #expect(SwiftSourceReader.codeProblem(in: two + "x _borrowing@ e(x{") == .attributesAfterIntroducers(line: 3))
    #expect(SwiftSourceReader.codeProblem(in: two + "var // c\n @e") == .attributesAfterIntroducers(line: 4))
    // Nested three deep, in a class: read before, a note now, in microseconds.
    let nested = "// supportedInterfaceOrientations\nclass A {\n" + String(repeating: "  var@ a(: B {\n", count: 3)
    #expect(SwiftSourceReader.read(nested, file: "A.swift").notes.map(\.location.line) == [5])
  }

  // Found by FuzzSwiftSource once the above was fixed, a parse it gave up and saved: `*<#///`
  // before the same attributes. The scanner took `#/` for an extended regular expression to the
  // end of the file and checked nothing after it; swift-syntax takes an unclosed one for none
  // and parses what follows as code (each prefix below, before attributes after `var` nested 14
  // deep, took it past the fuzzer's quarter second).
  @Test func theFuzzersUnclosedRegexOpenerHidesNothing() throws {
    let (facts, path) = try read(fixture: "attributes-after-var-behind-regex-opener.swift.txt")
    #expect(facts.notes.map(\.message) == [SwiftSourceReader.attributesAfterIntroducersNote])
    #expect(facts.notes.map(\.location) == [ScanLocation(file: path, line: 12)])
    let three = String(repeating: "a var@ b(: C {\n", count: 3)
    for opener in ["#/\n", "x = #/\n", "*<#/// a\n", "let r = #/ab\n", "let r = ##/a/#\n"] {
      #expect(SwiftSourceReader.codeProblem(in: opener + three) == .attributesAfterIntroducers(line: 4), "\(opener)")
    }
  }

  @Test func closedRegularExpressionsAreSkippedWithTheirLines() {
    let singleLine = "let r = #/var@ a(var@ b(var@ c(/#\n"
    let spanning = "let s = #/\nvar@ a(\nvar@ b(\nvar@ c(\n/#\n"
    let twoHashes = "let t = ##/var@ a( /# var@ b( var@ c(/##\n"
    #expect(SwiftSourceReader.codeProblem(in: singleLine + spanning + twoHashes) == nil)
    let three = String(repeating: "var@ b(\n", count: 3)
    #expect(
      SwiftSourceReader.codeProblem(in: singleLine + spanning + twoHashes + three)
        == .attributesAfterIntroducers(line: 10))
    // A single-line one not closed on its line ends with it (swift-syntax's `RegexLiteralLexer`):
    // the next line is code, its `/#` closing nothing.
    let unclosed = "let r = #/var@ a(\nvar@ a(var@ b( var@ c( /#"
    #expect(Self.varKeywords(parsing: unclosed) == 3)
    #expect(SwiftSourceReader.codeProblem(in: unclosed) == .attributesAfterIntroducers(line: 2))
  }

  // Each `#/` left open is searched once, not to the end of the file each time: 100,000 of
  // them, on one line or each on its own, are read as code, and what follows is still checked.
  @Test func manyUnclosedRegexOpenersAreCheckedOnce() {
    let three = String(repeating: "var@ b(\n", count: 3)
    #expect(
      SwiftSourceReader.codeProblem(in: String(repeating: "#/a", count: 100_000) + "\n" + three)
        == .attributesAfterIntroducers(line: 4))
    #expect(
      SwiftSourceReader.codeProblem(in: String(repeating: "#/\n", count: 100_000) + three)
        == .attributesAfterIntroducers(line: 100_003))
  }

  // Each block comment is read to its end once, not from each three quotes before it: 100,000
  // of them left open, each after three quotes, are read, and what follows is still checked.
  @Test func manyCommentsAfterThreeQuotesAreReadOnce() {
    let opened = String(repeating: "\"\"\" /*\n", count: 100_000)
    #expect(SwiftSourceReader.codeProblem(in: opened) == nil)
    #expect(SwiftSourceReader.codeProblem(in: opened + "\"\"\"a") == .wordOrBackslashAfterThreeQuotes(line: 100_001))
  }

  @Test func attributesBeforeIntroducersAndWordsEndingInVarAreNotAfterOne() {
    let valid = String(repeating: "@State var a = 1\n@objc let b = 2\nvar c: @Sendable () -> Void\n", count: 10)
    let others = "myvar@ x(\nvariable@ y(\nlet s = \"var@ a(var@ b(var@ c(\"\n// var@ f(var@ g(var@ h(\n"
    let regex = "let r = #/var@ a(var@ b(var@ c(/#\n"
    #expect(SwiftSourceReader.codeProblem(in: valid + others + regex) == nil)
  }

  // `inout @Sendable () -> Void` is a parameter's type (swiftc 6.3.1 compiles it), one in
  // another's parameter list two deep; attributes after `var` one after another, not nested,
  // cost swift-syntax no more each.
  @Test func parametersInoutWithAnAttributeAndAttributesOneAfterAnotherAreRead() {
    let parameters = String(
      repeating:
        "func f(_ a: inout @Sendable (inout @MainActor () -> Void) -> Void, b: inout @Sendable () -> Void) {}\n",
      count: 10)
    let oneAfterAnother = String(repeating: "var @i x\nvar@ a(x{ })\n", count: 10)
    #expect(SwiftSourceReader.codeProblem(in: parameters + oneAfterAnother) == nil)
  }

  // A fuzz input wrote bytes that are not UTF-8 right before `var@`: decoded, they are
  // replacement characters, which swift-syntax's lexer takes for trivia (`unexpectedText`), so
  // `var` is still the introducer. Another, on the final code of this session (0.85 s and 280 MB
  // alone), wrote one between `var` and `@`: trivia there too, and ASCII control characters.
  @Test func charactersThatAreNoWordEndTheOneBeforeAnIntroducer() throws {
    for (before, after) in [("\u{FFFD}", ""), ("", "\u{FFFD}"), ("", "\u{84}"), ("", "\u{01}"), ("", " \u{7F} ")] {
      let nested = String(repeating: before + "var" + after + "@ a(x{\n", count: 3)
      #expect(Self.varKeywords(parsing: nested) == 3, "\(nested.debugDescription)")
      #expect(SwiftSourceReader.codeProblem(in: nested) == .attributesAfterIntroducers(line: 3))
    }
    #expect(SwiftSourceReader.codeProblem(in: String(repeating: "`var`@ a(x{\n", count: 3)) == nil)
    let (facts, _) = try read(fixture: "attributes-after-var-then-unexpected-text.swift.txt")
    #expect(facts.notes.map(\.message) == [SwiftSourceReader.attributesAfterIntroducersNote])
  }

  // Found by FuzzSwiftSource (a parse it gave up on, 0.7 s and 290 MB alone in the fuzz
  // build): attributes after `var` nested deeper than the limit behind a line of quotes and
  // carriage returns. swift-syntax's lexer ends a single-line string at a carriage return as at
  // a line feed (its `lexInStringLiteral`); the checks ended it only at a line feed, so a quote
  // after the carriage return closed it for them and the next `"""` opened a multi-line string
  // that took the rest of the file, which swift-syntax reads as code.
  @Test func attributesAfterVarBehindALineOfQuotesAreANote() throws {
    let (facts, path) = try read(fixture: "attributes-after-var-behind-quotes.swift.txt")
    #expect(facts.notes.map(\.message) == [SwiftSourceReader.attributesAfterIntroducersNote])
    #expect(facts.notes.map(\.location.file) == [path])
  }

  // Each shape below hid attributes after `var` nested three deep from the checks, which read
  // it otherwise than swift-syntax 603's lexer (Lexer/Cursor.swift, named in each line); all
  // were found reading that lexer after the fuzz input above, and the last one in the next
  // inputs FuzzSwiftSource gave up on (19 of its 65, each 0.5 to 2.6 s alone).
  @Test(arguments: [
    // A carriage return ends a single-line string, a `//` comment and a single-line `#/…/#`.
    ("let s = \"a\r" + "var@ a(x{\r" + "var@ b(x{\r" + "var@ c(x{\n", 4),
    ("// a\r" + "var@ a(x{ var@ b(x{ var@ c(x{\n", 2),
    ("let r = #/a\r" + "var@ a(x{ var@ b(x{ var@ c(x{ /#\n", 2),
    // `'` opens a string (`lexStringQuote`), which `"""` in it does not end.
    ("let s = '\"\"\"' + 1\n" + "var@ a(x{ var@ b(x{ var@ c(x{\n", 2),
    // `#"""` with its `"#` later on the line is a single-line string.
    ("let s = #\"\"\"a\"#\n" + "var@ a(x{ var@ b(x{ var@ c(x{\n", 2),
    // All the `#` after a raw string's closing quote are its delimiter (`lexAfterClosingStringQuote`).
    ("let s = #\"a\"##\"\" var@ a(x{ var@ b(x{ var@ c(x{\n", 1),
    // An editor placeholder is one token, quotes and all (`tryLexEditorPlaceholder`).
    ("let s = <#\"#> var@ a(x{ var@ b(x{ var@ c(x{\n", 1),
    // A first line starting `#!` is a shebang, not the `#` of a raw string.
    ("#!\"\"\"\n" + "var@ a(x{ var@ b(x{ var@ c(x{\n", 2),
    // A closing bracket of another kind closes nothing: swift-syntax skips `]` in a parameter list.
    ("var@ a(x{ ]]] var@ b(x{ ]]] var@ c(x{\n", 1),
    // A backtick-quoted identifier is a token of its own: `var` after it is the introducer.
    ("`a b`var@ a(x{ var@ b(x{ var@ c(x{\n", 1),
    // A bare `/…/` regular expression holding what opens a literal: its line, or after three
    // quotes the file, is read as swift-syntax reads it too (`RegexLiteralLexer`).
    ("let r = /#/ ; var@ a(x{ var@ b(x{ var@ c(x{\n", 1),
    ("let r = /\"\"\"/\n" + "var@ a(x{\nvar@ b(x{\nvar@ c(x{\n", 4),
    // The parser ends an interpolation after an expression it cannot continue at a quote of its
    // string's kind or a backslash (`parseStringLiteralSegments`): the string goes on from there.
    ("let s = \"\\(] \" var@ a(x{ var@ b(x{ var@ c(x{ \")\"\n", 1),
    ("let s = '\\(] ' var@ a(x{ var@ b(x{ var@ c(x{ ')'\n", 1),
    ("let s = \"\\(] \\#/\" var@ a(x{ var@ b(x{ var@ c(x{\n", 1),
  ])
  func shapesSwiftSyntaxLexesAsCodeAreChecked(text: String, line: Int) {
    #expect(Self.varKeywords(parsing: text) == 3)
    #expect(SwiftSourceReader.codeProblem(in: text) == .attributesAfterIntroducers(line: line))
  }

  /// How many `var` swift-syntax's parser reads as the keyword in `text`: the test's own check
  /// that each shape is code, or not, to the parser the checks stand before.
  private static func varKeywords(parsing text: String) -> Int {
    Parser.parse(source: text).tokens(viewMode: .sourceAccurate).filter { $0.tokenKind == .keyword(.var) }.count
  }

  // What the shapes above leave alone: strings, comments and placeholders that close on their
  // line, a `<#` that is part of an operator, an escaped quote, balanced brackets.
  @Test func whatSwiftSyntaxLexesAsStringsStaysUnchecked() {
    let strings = [
      "let a = 'var@ a(x{ var@ b(x{ var@ c(x{'\n",
      "let b = #\"\"\"\nvar@ a(x{ var@ b(x{ var@ c(x{\n\"\"\"#\n",
      "let c = #\"var@ a(x{ \\#\"# var@ b(x{ var@ c(x{\"#\n",
      "let d = <#var@ a(x{ var@ b(x{ var@ c(x{#>\n",
      "// var@ a(x{ var@ b(x{ var@ c(x{\r\n",
      "let e = \"var@ a(x{ var@ b(x{ var@ c(x{\"\r\n",
      "var@ a(x{ }) var@ b(x{ }) var@ c(x{ })\n",
    ]
    #expect(strings.map(Self.varKeywords(parsing:)) == [0, 0, 0, 0, 0, 0, 3])
    #expect(SwiftSourceReader.codeProblem(in: strings.joined()) == nil)
    // A `<#` with no `#>` after it on its line is no placeholder: its `#"` opens a raw string.
    let operatorBefore = "a =<#\"var@ a(x{ var@ b(x{ var@ c(x{\n"
    #expect(Self.varKeywords(parsing: operatorBefore) == 0)
    #expect(SwiftSourceReader.codeProblem(in: operatorBefore) == nil)
  }

  // Three quotes in an interpolation of a multi-line string: swift-syntax's parser ends an
  // interpolation whose expression it cannot continue at the next quote of its string's kind,
  // which it takes for the string's closing (`parseStringLiteralSegments`), and reads a string of
  // their own where an expression may start. The bytes do not tell which: the checks read the
  // likelier one (a string of their own after an opening bracket, a separator or an operator)
  // and the other one too.
  @Test(arguments: [
    ("let s = \"\"\"\n\\(] \"\"\"\nvar@ a(x{ var@ b(x{ var@ c(x{\n", 3),
    ("let s = \"\"\"\n\\(=:. \"\"\"\nvar@ a(x{ var@ b(x{ var@ c(x{\n", 3),
    ("let s = \"\"\"\n\\(\"\"\"\n\"\"\" + { var@ a(x{ var@ b(x{ var@ c(x{ })\n\"\"\"\n", 3),
  ])
  func quotesInAnInterpolationOfAMultiLineStringAreReadBothWays(text: String, line: Int) {
    #expect(Self.varKeywords(parsing: text) == 3)
    #expect(SwiftSourceReader.codeProblem(in: text) == .attributesAfterIntroducers(line: line))
  }

  // Where the parser's recovery stops at a string segment (`\(word "single"`: it skips the
  // quote, takes `single` for its own string's text and misses that string's closing quote), it
  // leaves the string with its interpolation open, and swift-syntax 603's lexer reads every later
  // quote in it as code (`parseStringLiteralSegments` pops the lexer's interpolation only when it
  // stops at a token lexed in it). Read the other way, one `"""` after the other hid the
  // attributes below from the checks: two of them were read, three were not.
  @Test(arguments: [2, 3, 6])
  func quotesAfterAStringTheParserLeftAreReadAsTheLexerReadsThem(strings: Int) {
    let quotes = (1...strings).map { "\"\"\"\($0)\"\"\" " }.joined()
    let text = "let s = \"\"\"\n  \\(word\n  \"single\" \(quotes)\n  var@ a(x{ var@ b(x{ var@ c(x{\n  \"\"\"\n"
    #expect(Self.varKeywords(parsing: text) == 3)
    #expect(SwiftSourceReader.codeProblem(in: text) == .attributesAfterIntroducers(line: 4))
    // Ended by its `)`, the interpolation holds them as code no longer.
    let ended = "let s = \"\"\"\n  \\(word\n  \"single\" \(quotes))\n  var@ a(x{ var@ b(x{ var@ c(x{\n  \"\"\"\n"
    #expect(Self.varKeywords(parsing: ended) == 0)
    // The scanner finds nothing (it runs first); the line's `"""1"""`, three quotes, a word and
    // three quotes, is refused after it.
    #expect(SwiftSourceReader.codeProblem(in: ended) == .wordOrBackslashAfterThreeQuotes(line: 3))
  }

  // The same behind twenty interpolations each read both ways, past `maximumOtherReadings`: the
  // checks' own reading takes a string with text, opened where no expression is expected, for
  // one the parser skips into, and needs no copy to read the rest of the interpolation as the
  // lexer does. Read by copies alone, the attributes were hidden.
  @Test func aStringTheParserLeftIsReadAsTheLexerReadsItPastTheOtherReadings() {
    let readBothWays = "let p = \"\"\"\n\\(a +\n\"\"\"\nb\n\"\"\")\n\"\"\"\n"
    let left = "let s = \"\"\"\n  \\(word\n  \"single\" \"\"\"1\"\"\"\n  var@ a(x{ var@ b(x{ var@ c(x{\n  \"\"\"\n"
    let text = String(repeating: readBothWays, count: 20) + left
    #expect(Self.varKeywords(parsing: text) == 3)
    #expect(SwiftSourceReader.codeProblem(in: text) == .attributesAfterIntroducers(line: 124))
  }

  // Found by FuzzPackageManifest (a manifest swift-syntax took 4.1 s and 760 MB over, in the fuzz
  // build, 1,648 bytes): the shape above, with `let@ a(b{` nested five deep behind three `"""`.
  // Reduced to 432 bytes, it still took 1.1 s and 390 MB.
  @Test func theManifestFuzzersAttributesPastAStringTheParserLeftAreANote() throws {
    try expectNotParsed(
      fixture: "attributes-after-let-past-a-string-left-open.swift.txt",
      note: SwiftSourceReader.attributesAfterIntroducersNote, line: 11)
  }

  // What reading both ways costs: a string of its own in an interpolation that holds such
  // attributes, which swift-syntax reads as a string, is refused too (the other reading takes
  // them for code); one without them is read. However many such quotes a file holds, it is
  // read the other way at most `maximumOtherReadings` times.
  @Test func aStringOfItsOwnInAnInterpolationIsReadBothWays() {
    let holding = "let s = \"\"\"\n\\(\"\"\"\nvar@ a(x{ var@ b(x{ var@ c(x{\n\"\"\")\n\"\"\"\n"
    #expect(Self.varKeywords(parsing: holding) == 0)
    #expect(SwiftSourceReader.codeProblem(in: holding) == .attributesAfterIntroducers(line: 3))
    let plain = "let s = \"\"\"\n\\(a +\n\"\"\"\nb\n\"\"\")\n\"\"\"\n"
    #expect(Self.varKeywords(parsing: plain) == 0)
    #expect(SwiftSourceReader.codeProblem(in: plain) == nil)
    #expect(SwiftSourceReader.codeProblem(in: String(repeating: plain, count: 2_000)) == nil)
  }

  // A raw string's interpolation may take one `#` more than the string opened with, as
  // swift-syntax's `advanceIfStringDelimiter` does (it lexes `#"\##(x)"#` as an interpolation of
  // `x`, and `\###(x)` as characters): left open at the end of its line, it is refused as an
  // open `"\(` is.
  @Test func anInterpolationWithOneHashMoreIsAnInterpolation() {
    #expect(SwiftSourceReader.codeProblem(in: "let s = #\"\\##(\n") == .unclosedInterpolation(line: 1))
    #expect(SwiftSourceReader.codeProblem(in: "let s = #\"\\###(\n") == nil)
  }

  // The scan's own sources, which compile, hold no such line.
  @Test func swivelsOwnSourcesAreNotRefused() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Sources")
    let files = try #require(FileManager.default.enumerator(atPath: root.path))
    var read = 0
    while let file = files.nextObject() as? String {
      guard file.hasSuffix(".swift") else { continue }
      let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      #expect(SwiftSourceReader.codeProblem(in: text) == nil, "\(file)")
      read += 1
    }
    #expect(read > 100)
  }
}
