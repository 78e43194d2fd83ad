import Foundation
import Testing

@_spi(Fuzzing) @testable import SwivelScan

/// Swivel's Objective-C lexer gives the tokens libclang's `clang_tokenize` gives (clang 21), which
/// the scan's readers were written against: each rule below is what libclang answered for the
/// same text (kind, spelling, line), and where libclang is installed the lexer is held to it
/// token by token on every Objective-C fixture, the fuzzers' seeds and the rules' own texts.
@Suite struct ObjCLexerTests {
  private func lex(_ text: String, _ language: ObjCLexer.Language = .objectiveC) -> [String] {
    ObjCLexer.tokens(of: text, language: language).map { "\($0.kind):\($0.text)" }
  }

  @Test func kindsSpellingsAndLines() {
    let tokens = ObjCLexer.tokens(
      of: "@interface Foo : UIViewController\n- (int)x { return @\"a\" + 1e+5; } @end\n", language: .objectiveC)
    #expect(
      tokens.map { "\($0.kind):\($0.text)@\($0.line)" } == [
        "punctuation:@@1", "keyword:interface@1", "identifier:Foo@1", "punctuation::@1",
        "identifier:UIViewController@1", "punctuation:-@2", "punctuation:(@2", "keyword:int@2", "punctuation:)@2",
        "identifier:x@2", "punctuation:{@2", "keyword:return@2", "punctuation:@@2", "literal:\"a\"@2",
        "punctuation:+@2", "literal:1e+5@2", "punctuation:;@2", "punctuation:}@2", "punctuation:@@2",
        "keyword:end@2",
      ])
  }

  // clang_tokenize makes an Objective-C word a keyword only right after an `@` token: a comment
  // between them is a token too, whitespace and line breaks are not.
  @Test func anObjectiveCKeywordFollowsAnAt() {
    #expect(
      lex("@/**/interface @ interface @\ninterface @@end class") == [
        "punctuation:@", "identifier:interface", "punctuation:@", "keyword:interface", "punctuation:@",
        "keyword:interface", "punctuation:@", "punctuation:@", "keyword:end", "identifier:class",
      ])
    #expect(lex("class this", .objectiveCPlusPlus) == ["keyword:class", "keyword:this"])
  }

  // Lines end at a line feed, a carriage return, or both in that order (clang's SourceManager).
  @Test func lineBreaks() {
    let tokens = ObjCLexer.tokens(of: "a\rb\r\nc\n\rd", language: .objectiveC)
    #expect(tokens.map(\.line) == [1, 2, 3, 5])
  }

  // Preprocessing numbers (C17 §6.4.8): `e+`, and `p+` in C but only in a hexadecimal number in
  // C++17; digit separators in C++14, after which clang starts over (`1'e+3` is `1'e`, `+`, `3`).
  @Test func numbers() {
    #expect(
      lex(".5e-3f 1.e+ 0x1.p+3 1.2.3 1$ 1p+3") == [
        "literal:.5e-3f", "literal:1.e+", "literal:0x1.p+3", "literal:1.2.3", "literal:1", "identifier:$",
        "literal:1p+3",
      ])
    #expect(
      lex("1p+3 0x1p+3 1'000 1'e+3", .objectiveCPlusPlus) == [
        "literal:1p", "punctuation:+", "literal:3", "literal:0x1p+3", "literal:1'000", "literal:1'e",
        "punctuation:+", "literal:3",
      ])
  }

  // A literal left open at its line's end is an unknown token, which libclang calls punctuation;
  // an empty character literal too. `u8'x'` is a character literal from C++17 only.
  @Test func literals() {
    #expect(lex("\"abc\nx") == ["punctuation:\"abc", "identifier:x"])
    #expect(
      lex("'ab' '' '\\'' \"a\\\"b\"") == ["literal:'ab'", "punctuation:''", "literal:'\\''", "literal:\"a\\\"b\""])
    #expect(
      lex("L\"x\" u8\"x\" u'x' u8'x' U\"y\" LR\"(x)\" R\"ab(x)ab\"") == [
        "literal:L\"x\"", "literal:u8\"x\"", "literal:u'x'", "identifier:u8", "literal:'x'", "literal:U\"y\"",
        "literal:LR\"(x)\"", "literal:R\"ab(x)ab\"",
      ])
    #expect(lex("u8'x'", .objectiveCPlusPlus) == ["literal:u8'x'"])
    // C++11's user-defined literal suffixes belong to the literal ([lex.ext]); clang takes only
    // `_…`, a non-ASCII start, and after a string the standard library's (`s`, `us`, `min`, …
    // in C++14; `sv` in C++17).
    #expect(
      lex("\"a\"_x \"a\"s \"a\"us \"a\"x 'a'us", .objectiveCPlusPlus) == [
        "literal:\"a\"_x", "literal:\"a\"s", "literal:\"a\"us", "literal:\"a\"", "identifier:x", "literal:'a'",
        "identifier:us",
      ])
    #expect(lex("R\"a b(x)a b\" R\"(open") == ["punctuation:R\"a b(x)a b\"", "punctuation:R\"(open"])
  }

  // libclang spells a token through a C string: a NUL byte ends the spelling (and between
  // tokens is whitespace).
  @Test func aNulEndsASpelling() {
    #expect(lex("a\u{0}b \"x\u{0}y\" c") == ["identifier:a", "identifier:b", "literal:\"x", "identifier:c"])
  }

  // Digraphs, `::` in both languages, C++'s `.*`, `->*` and its `<::` rule (C++11 [lex.pptoken]).
  @Test func punctuators() {
    #expect(
      lex("a.*b a->*b <: :> <% %> a::b <<= >>= <=> ... ..") == [
        "identifier:a", "punctuation:.", "punctuation:*", "identifier:b", "identifier:a", "punctuation:->",
        "punctuation:*", "identifier:b", "punctuation:<:", "punctuation::>", "punctuation:<%", "punctuation:%>",
        "identifier:a", "punctuation:::", "identifier:b", "punctuation:<<=", "punctuation:>>=", "punctuation:<=",
        "punctuation:>", "punctuation:...", "punctuation:.", "punctuation:.",
      ])
    #expect(
      lex("a.*b a->*b <:: <::>", .objectiveCPlusPlus) == [
        "identifier:a", "punctuation:.*", "identifier:b", "identifier:a", "punctuation:->*", "identifier:b",
        "punctuation:<", "punctuation:::", "punctuation:<:", "punctuation::>",
      ])
  }

  // Identifiers: `$`, universal character names (spelled in UTF-8), C11 Annex D's characters to
  // start one in C and XID_Start in C++, and after the first anything but Unicode's spaces.
  @Test func identifiers() {
    #expect(
      lex("$x a$b é € 😀 × a×b \\u00e9x a\\u00e9 \\u0041 \\u{e9}x a\u{A0}b") == [
        "identifier:$x", "identifier:a$b", "identifier:é", "identifier:€", "identifier:😀", "punctuation:×",
        "identifier:a×b", "identifier:éx", "identifier:aé", "punctuation:\\u0041", "identifier:éx", "identifier:a",
        "punctuation:\u{A0}", "identifier:b",
      ])
    #expect(lex("€ 😀", .objectiveCPlusPlus) == ["punctuation:€", "punctuation:😀"])
  }

  @Test func aByteOrderMarkIsSkipped() {
    #expect(lex("\u{FEFF}a b") == ["identifier:a", "identifier:b"])
  }

  // Input that ends inside a token ends the lexing with what was read, each byte once: an
  // unterminated quote or raw string is a lone punctuation token, an unterminated comment is
  // dropped, as libclang gives them (held to libclang's tokens for these inputs on Swift
  // 6.3.1's libclang 21, with ObjCLexerCheck).
  @Test(
    arguments: [
      ("", []), ("\"", ["punctuation:\""]), ("'", ["punctuation:'"]), ("R\"", ["punctuation:R\""]),
      ("R\"(", ["punctuation:R\"("]), ("/*", []), ("//", []), ("\\", ["punctuation:\\"]),
      ("\\u", ["punctuation:\\", "identifier:u"]), ("\\u{", ["punctuation:\\", "identifier:u", "punctuation:{"]),
      ("u8", ["identifier:u8"]), ("0x", ["literal:0x"]), (".", ["punctuation:."]), ("@", ["punctuation:@"]),
      ("L'", ["punctuation:L'"]), ("\u{0}", []),
    ] as [(String, [String])])
  func truncatedInputEndsCleanly(text: String, tokens: [String]) {
    #expect(lex(text) == tokens)
    #expect(lex(text, .objectiveCPlusPlus) == tokens)
  }
}

/// The lexer against libclang itself, where libclang is installed (it ships with every Swift
/// toolchain).
@Suite(.enabled(if: LibclangTests.testsRun, LibclangTests.skipReason))
struct ObjCLexerAgainstLibclangTests {
  /// Every Objective-C file of the fixtures and of the fuzzers' seed corpora.
  static let files: [String] = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../..")
      .standardized
    var found: [String] = []
    for folder in ["Tests/SwivelScanTests/Fixtures", "Fuzz/Corpus/FuzzObjCSource", "Fuzz/Corpus/FuzzObjCMacros"] {
      let base = root.appendingPathComponent(folder)
      let walker = FileManager.default.enumerator(atPath: base.path)
      while let relative = walker?.nextObject() as? String {
        let path = base.appendingPathComponent(relative).path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else {
          continue
        }
        if folder.hasPrefix("Fuzz") || [".m", ".mm", ".h", ".pch", ".m.bin"].contains(where: relative.hasSuffix) {
          found.append(path)
        }
      }
    }
    return found.sorted()
  }()

  private func compare(_ text: String, _ language: ObjCLexer.Language, _ name: String) throws {
    let library = try LibclangTests.required()
    #expect(library.tokens(of: text, file: "t.m", language: language) != nil, "libclang read \(name)")
    if let difference = ObjCLexerCheck.disagreement(in: text, language: language.rawValue) {
      Issue.record("\(name) (\(language.rawValue)), \(difference)")
    }
  }

  @Test func theFixturesAndSeedsLexAsLibclangLexesThem() throws {
    #expect(Self.files.count > 20)
    for file in Self.files {
      let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: file)), as: UTF8.self)
      try compare(text, .objectiveC, file)
      try compare(text, .objectiveCPlusPlus, file)
    }
  }

  @Test func everyKeywordIsClassifiedAsLibclangClassifiesIt() throws {
    let words =
      ObjCLexer.sharedKeywords.union(ObjCLexer.cOnlyKeywords).union(ObjCLexer.cPlusPlusOnlyKeywords)
      .union(ObjCLexer.atKeywords).union([
        "id", "self", "super", "YES", "nil", "BOOL", "in", "out", "co_await", "concept",
      ])
      .sorted()
    for language in [ObjCLexer.Language.objectiveC, .objectiveCPlusPlus] {
      try compare(words.joined(separator: " "), language, "the keywords")
      try compare(words.map { "@" + $0 }.joined(separator: " "), language, "the keywords after @")
    }
  }

  // Every character of the Basic Multilingual Plane and a sample above it, first in a word and
  // after a letter.
  @Test func unicodeCharactersStartAndContinueIdentifiersAsInClang() throws {
    let values =
      Array(0x80...0xFFFF).filter { !(0xD800...0xDFFF).contains($0) }
      + Array(stride(from: 0x10000, through: 0x10FFFF, by: 97))
    let scalars = values.compactMap { Unicode.Scalar(UInt32($0)) }
    for language in [ObjCLexer.Language.objectiveC, .objectiveCPlusPlus] {
      try compare(scalars.map { String($0) }.joined(separator: " "), language, "characters first")
      try compare(scalars.map { "a" + String($0) }.joined(separator: " "), language, "characters after a letter")
    }
  }

  @Test(arguments: [
    "R\"abcdefghijklmnopq(x)abcdefghijklmnopq\" R\"'(x)'\" R\"$(x)$\" R\"@(x)@\" R\"`(x)`\" R\"\"(x)\"\"",
    "\\U0001F600a \\u0041 \\u00d7 a\\u00d7 \\u{e9}x \\ud800 a\\ud800 \\U00110000",
    "a\\U00110000 b \\UFFFFFFFF a\\u{110000} \\u{} \\u{123456789} a\\u{d800} 1\\ud800 1\\U00110000 1\\u00e9",
    "<<<<<<< x\n=======\n>>>>>>> y", "'\\\n' \"\\\n\" '\\", "1'000 0x1_p+3 1e+3_x 0b101 1ULL .e1 ..5",
    "1u'e+3f 1'e+3 0x1'p+3 1'0e+3",
    "\u{FFFD}\\u{9e}K a\\u0085b a\\u009fb 1\\u009f 1\\u00a0 \"a\"\\u009f",
    "`a ~ ? ! \u{1} \u{7F} \\ x", "\u{FEFF}a \u{FEFF}b", "@\"a\" @'b' @1 @[] @{}", "a\u{85}b \u{85}",
    "uR\"(x)\" UR\"(x)\" u8R\"(x)\" Lx ux Ux u8x Rx",
    "\"a\"us \"a\"min \"a\"if \"a\"ms \"a\"h \"a\"i \"a\"il \"a\"ns \"a\"d \"a\"y \"a\"mins 'a'us L\"a\"us",
    "\"a\"_x \"a\"s \"a\"sv \"a\"st \"a\"svx \"a\"x 'a'_b 'a's R\"(x)\"_y \"a\"é \"a\"\\u00e9 \"a\"$ \"a\"\u{FFFD}\u{FFFD}u",
    "/* open", "// line\rnext", "%> %= %%",
  ])
  func edgesLexAsLibclangLexesThem(text: String) throws {
    try compare(text, .objectiveC, text.debugDescription)
    try compare(text, .objectiveCPlusPlus, text.debugDescription)
  }
}
