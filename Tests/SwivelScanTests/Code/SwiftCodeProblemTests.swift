import Foundation
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
    let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    return (SwiftSourceReader.read(text, file: path), path)
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
    // A single-line one closed only on a later line is none: what follows its `#/` is code.
    #expect(
      SwiftSourceReader.codeProblem(in: "let r = #/var@ a(\nvar@ b( /# var@ c(") == .attributesAfterIntroducers(line: 2)
    )
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
  // replacement characters, which swift-syntax lexes as tokens of their own, so `var` is still
  // the introducer.
  @Test func charactersThatAreNoWordEndTheOneBeforeAnIntroducer() {
    let nested = String(repeating: "\u{FFFD}var@ a(x{\n", count: 3)
    #expect(SwiftSourceReader.codeProblem(in: nested) == .attributesAfterIntroducers(line: 3))
    #expect(SwiftSourceReader.codeProblem(in: String(repeating: "`var`@ a(x{\n", count: 3)) == nil)
  }

  // An open finding (Fuzz/README.md), kept so that its fix shows: an input FuzzSwiftSource's
  // harness gave up on the final code of 2026-11-27 (0.7 s and 290 MB alone in the fuzz build)
  // holds attributes after `var` nested deeper than the limit, but a line of quotes before them
  // (`""""""""""` then more, not followed by a line break) opens a multi-line string for the
  // checks, which then read the rest as a string, while swift-syntax reads it as code. Without
  // that line the file is refused. When the checks follow swift-syntax's reading of such quotes,
  // this known issue stops being recorded and the test fails: make it a plain expectation.
  @Test func attributesAfterVarBehindALineOfQuotesAreAnOpenFinding() throws {
    let path = ScanFixtures.path("Fuzz/attributes-after-var-behind-quotes.swift.txt")
    let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    let withoutQuotes = text.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.contains("\"\"\"") }.joined(separator: "\n")
    let refused = { (problem: SwiftSourceReader.CodeProblem?) -> Bool in
      if case .attributesAfterIntroducers = problem { true } else { false }
    }
    #expect(refused(SwiftSourceReader.codeProblem(in: withoutQuotes)))
    withKnownIssue("the checks read a line of quotes as a multi-line string swift-syntax does not open") {
      #expect(refused(SwiftSourceReader.codeProblem(in: text)))
    }
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
