extension SwiftSourceReader {
  /// The deepest nesting of braces in a file that is parsed, counted in code only (not in
  /// comments or strings). Braces left open around `rethrows` (`{{{…rethrows{{{…`) cost
  /// swift-syntax time that grows with the cube of the depth: 160 levels took 4.2 s in the fuzz
  /// build (found by `FuzzSwiftSource`), 64 levels at most 75 ms. Real code nests fewer than 40.
  static let maximumBraceDepth = 64

  /// What makes a Swift file unfit for swift-syntax, found without parsing it.
  enum CodeProblem: Equatable {
    /// A single-line string whose interpolation is still open at the end of its line (`"\(`
    /// then a newline or the end of the file), or holds the three quotes that open a multi-line
    /// string.
    ///
    /// In some shapes (the fixtures `unclosed-interpolation.swift.txt` and
    /// `interpolation-opens-multi-line-string.swift.txt`, found by `FuzzSwiftSource`)
    /// swift-syntax 603's parser stops on a precondition ("The lexer should only add trailing
    /// trivia to a string segment if the newline is escaped by a backslash"), which ends the
    /// process; the Swift 6.3 compiler stops on the first too. A
    /// single-line string's interpolation cannot go on past its line ("cannot find ')' to match
    /// opening '(' in string interpolation") and a multi-line string needs a line break after its
    /// `"""`, so no file that compiles has either.
    case unclosedInterpolation(line: Int)
    /// A multi-line string's closing quotes followed on their line by words (white space and
    /// comments between them) and three quotes, or by a backslash (`"""` at a line's start, then
    /// `x y"""`). Where an earlier token leaves swift-syntax 603's parser out of step with its
    /// lexer (`@x\\` before the string's opening quotes: after `@` it reads a string as
    /// Objective-C writes one), the parser takes the closing quotes for an opening, the words its
    /// lexer read as code (each with the white space after it) for the string's text, and stops on
    /// the precondition above when it tidies the string's last line (found by
    /// `FuzzPackageManifest`; the fixture `words-after-multi-line-string.swift.txt`). A keyword
    /// ends such a run for the parser, but every word counts here: code that compiles may have a
    /// keyword after a string (`""" else {`), never words and then three quotes, nor a backslash.
    case wordsAfterMultiLineString(line: Int)
    /// Three quotes or more followed by a word or a backslash: straight away, or after white
    /// space, control characters and block comments (then a backslash, or words and three
    /// quotes), read as bytes whatever the context, comments and raw strings included. Where
    /// earlier malformed strings leave swift-syntax 603's parser out of step with its lexer, the
    /// parser takes such quotes for a multi-line string's opening and the words its lexer read as
    /// code for the string's text, each with the trivia after it (white space, a vertical tab or
    /// form feed, a block comment, a control character). It stops on the precondition above when
    /// the string's last line but one is a word with trivia after it: three quotes, `e t` and
    /// three quotes (found by `FuzzSwiftSource`), and in place of `e t`, `e/**/t`, `e \(x)` or
    /// `e \ + y`, or a raw string's `#` before them, each stop the fuzz build. After white space,
    /// words count only when three quotes end them, as code that compiles may have a keyword
    /// after a string (`""" else {`). No code that compiles has either but a raw single-line
    /// string that starts with three quotes and a word, which none of 5,065 real Swift files has.
    case wordOrBackslashAfterThreeQuotes(line: Int)
    /// Braces nested deeper than ``maximumBraceDepth``.
    case deepBraces(DeepNesting)
    /// More than ``maximumBareAttributes`` `@` with no attribute name before a `(` (`@ (`,
    /// `@(`): swift-syntax's time about triples with each one left open (12 took 2.3 s, 16 took
    /// three minutes; found by `FuzzSwiftSource`). Each `@` of a run before the `(` counts (`@@(`
    /// is two), and what the lexer takes for trivia between them is seen past: runs of them,
    /// each in the parentheses the one before opened, multiply its time, and with U+FFFD between
    /// them the checks took them for names (`FuzzPackageManifest`: 3 runs of 15 took 1.3 s in
    /// 712 bytes; runs of 3, 3 and 2, before 32 KB of code, 1.5 s). Swift has no `@` without a
    /// name in code.
    case bareAttributes(line: Int)
    /// More than ``maximumStrayAtSigns`` `@` with no attribute name after them, whatever follows
    /// (`@@@`, `@ @`): swift-syntax's time grows with the square of their number (240 took 62 ms
    /// in the fuzz build, 960 took 0.87 s; the inputs `FuzzSwiftSource` found, 264 of them among
    /// invalid UTF-8, 0.16 to 0.42 s).
    case strayAtSigns(line: Int)
    /// Attributes written after `var`, `let` or another binding's introducer (`var @State x`,
    /// `let@ a(`) nested more than ``maximumAttributesAfterIntroducers`` deep, each in brackets
    /// opened after the one before: swift-syntax recovers each by copying the attribute, and
    /// reads one nested in another (`var@ a( {` repeated) again at each level, so its time and
    /// memory about double with each: 14 took 1.5 s and 490 MB in the fuzz build, 16 took 6.5 s
    /// and 780 MB, and inputs `FuzzSwiftSource` found ran for ten seconds over two gigabytes, on
    /// threads the scan had stopped waiting for. Swift takes a declaration's attributes before
    /// its introducer; only a parameter's type may follow `inout` with one (`inout @Sendable () ->
    /// Void`), which nests no deeper than a parameter list in another.
    case attributesAfterIntroducers(line: Int)
    /// An attribute whose name opens brackets in the brackets of another one still open, with no
    /// brace opened among them (more than ``maximumNestedBracketedAttributeNames``). swift-syntax
    /// parses an attribute's name as a type: a collection (`@[`, what the lexer takes for trivia
    /// between them seen past), or one with generic arguments holding a bracket (`@a<(`). It
    /// reads such a name again for each attribute of its list, and at each level, so each level
    /// multiplies its time by about twice the attributes in its list: `@@[(x:` nested four deep,
    /// 16 stray `@` before each `[`, took 45 s in the fuzz build, and `@@@@@@@@a<[(x: k =` five
    /// deep more than a minute. Found by `FuzzPackageManifest`: three levels of nine `@` and
    /// U+FFFD, 645 bytes, past the time limit. Swift has no `@[`; a bare regular expression read
    /// as code (`/\w+@[\w.]+/`) closes its `[`, and `@Wrapper<Int>` opens none.
    case nestedBracketedAttributeNames(line: Int)
    /// More than ``maximumAttributesInSquareBrackets`` `@` in square brackets left open, with no
    /// brace opened after them (`[@a(x) @a(x) … +`, `[(x: k = @a …[`): in a collection's element
    /// or type swift-syntax looks ahead past the rest of the attributes at each one, and into the
    /// brackets after them, so its time grows with the square of their number (800 took 2.2 s in
    /// the fuzz build; 64 in each of six nested brackets 1.8 s). Found while reducing the input
    /// of ``nestedBracketedAttributeNames(line:)``. Real code has a few there
    /// (`[@MainActor () -> Void]`).
    case attributesInSquareBrackets(line: Int)
  }

  /// How many `@` with no name before a `(` a file may hold in code (a bare `/…/` regular
  /// expression such as `/@(\w+)/` is read as code): four cost under a millisecond. Before
  /// 240 KB of code, four in a row or nested took the parse 1.5 to 2.5 times what the code alone
  /// takes (2.0 s against 0.79 s in the fuzz build).
  static let maximumBareAttributes = 4

  /// How many `@` with no name after them a file may hold in code; 64 cost a few milliseconds.
  /// Swift code has none, but a bare `/…/` regular expression (`/\w+@\w+/`) is read as code.
  static let maximumStrayAtSigns = 64

  /// How deep attributes written after a binding's introducer may nest, in code. The first makes
  /// what follows it cost about five times its usual parse, two nested about eight or nine
  /// times, three eleven, four twenty-four (12 KB in the fuzz build: 44 ms alone, 344 ms after
  /// two): two keep the longest file a scan parses (256 KiB) well within its second.
  static let maximumAttributesAfterIntroducers = 2

  /// How deep attributes whose names open brackets may nest, in code: one, open alone, costs
  /// swift-syntax what the attributes before it cost (3,200 before `@[(x:`: 33 ms in the fuzz
  /// build); a second in its brackets multiplies that again.
  static let maximumNestedBracketedAttributeNames = 1

  /// How many `@` may stand in code in square brackets, from the one opened with no other open
  /// (or opened after the last brace) to its close: 64 before a bracket's contents cost 19 ms in
  /// the fuzz build. The most these limits leave: 60 stray `@` before an attribute whose name
  /// opens brackets, then 60 `@` in them before another `[(`, 0.28 s.
  static let maximumAttributesInSquareBrackets = 64

  /// How many times a file's checks read the rest of it a second way, where the bytes cannot tell
  /// which of two readings swift-syntax makes (a quote or backslash in an interpolation of a
  /// multi-line string, a bare regular expression holding three quotes; real code seldom has
  /// one): past this count only the likelier one is read.
  static let maximumOtherReadings = 16

  /// How much the second readings of a file may read in all, in bytes, for each byte of the file
  /// (at least ``minimumOtherReadingBytes``): what bounds their cost, whatever the file holds.
  static let otherReadingBytesPerByte = 8
  static let minimumOtherReadingBytes = 65_536

  /// The words after which swift-syntax reads an attribute as one written after a binding's
  /// introducer (its `parseBindingDeclaration`).
  static let bindingIntroducers: Set<String> = ["var", "let", "inout", "_mutating", "_borrowing", "_consuming"]

  /// The first ``CodeProblem`` of a file, or `nil`. What is code is told from comments, strings
  /// (single-line, multi-line, raw: `#"…\#(…)…"#`, and in single quotes), extended regular
  /// expressions (`#/…/#`), editor placeholders, quoted identifiers and a shebang line as
  /// swift-syntax's lexer tells them, carriage returns ending lines as line feeds do
  /// (`SwiftCodeReadingTests` holds the two readings to each other). Where the bytes do not tell
  /// how swift-syntax reads them, both readings are checked: a bare `/…/` regular expression
  /// (read as code, and as one where it may hold what opens a literal), and a quote or backslash
  /// in an interpolation, where swift-syntax's parser ends an interpolation it cannot continue
  /// (``maximumOtherReadings``, ``otherReadingBytesPerByte``).
  static func codeProblem(in text: String) -> CodeProblem? {
    let bytes = Array(text.utf8)
    if let line = multiLineQuoteInInterpolation(bytes) { return .unclosedInterpolation(line: line) }
    var scanner = SwiftCodeScanner(bytes: bytes)
    if let problem = scanner.firstProblem() { return problem }
    return wordOrBackslashAfterThreeQuotes(bytes).map { .wordOrBackslashAfterThreeQuotes(line: $0) }
  }

  /// Which bytes of `text` the checks read as code, up to where they stopped (the end, or the
  /// first problem): what tests hold against swift-syntax's own reading of the same bytes.
  static func bytesReadAsCode(in text: String) -> (code: [Bool], readTo: Int) {
    var scanner = SwiftCodeScanner(bytes: Array(text.utf8))
    scanner.readAsCode = Array(repeating: false, count: scanner.bytes.count)
    _ = scanner.firstProblem()
    return (scanner.readAsCode ?? [], scanner.position)
  }

  /// The first line on which an interpolation's `\(` is followed by three quotes and more on
  /// the line, with no `)` between, read as bytes whatever the context (comments included):
  /// swift-syntax recovers from earlier malformed strings in ways of its own, which the scanner
  /// does not follow (seven quotes, an interpolation, twelve quotes: reduced from a
  /// `FuzzSwiftSource` input). A multi-line string may open in an interpolation, of a multi-line
  /// string, but its three quotes then end their line.
  private static func multiLineQuoteInInterpolation(_ bytes: [UInt8]) -> Int? {
    var line = 1
    var interpolationOpen = false
    var backslashes = 0
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case 0x0A:
        line += 1
        interpolationOpen = false
      case UInt8(ascii: ")"):
        interpolationOpen = false
      case UInt8(ascii: "("):
        // `\(` opens an interpolation, `\\(` is an escaped backslash and a parenthesis.
        if backslashes % 2 == 1 { interpolationOpen = true }
      case UInt8(ascii: "\""):
        // Not after `#`: `#"""` then `a"#` is a raw single-line string holding two quotes.
        if interpolationOpen, index + 2 < bytes.count, bytes[index + 1] == byte, bytes[index + 2] == byte,
          index == 0 || bytes[index - 1] != UInt8(ascii: "#")
        {
          var next = index + 3
          while next < bytes.count, bytes[next] == 0x20 || bytes[next] == 0x09 || bytes[next] == 0x0D { next += 1 }
          if next < bytes.count, bytes[next] != 0x0A { return line }
        }
      default:
        break
      }
      backslashes = byte == UInt8(ascii: "\\") ? backslashes + 1 : 0
      index += 1
    }
    return nil
  }

  /// The first line on which three quotes or more are followed by a word or a backslash
  /// (``CodeProblem/wordOrBackslashAfterThreeQuotes(line:)``), read as bytes whatever the
  /// context, as ``multiLineQuoteInInterpolation(_:)`` is: where swift-syntax's recovery takes
  /// such quotes for an opening depends on what came before them, which the scanner does not
  /// follow.
  private static func wordOrBackslashAfterThreeQuotes(_ bytes: [UInt8]) -> Int? {
    var check = ThreeQuotesCheck(bytes: bytes)
    return check.firstLine()
  }
}

/// The check of ``SwiftSourceReader/CodeProblem/wordOrBackslashAfterThreeQuotes(line:)``: after a
/// run of three quotes or more, a letter, `_`, a byte of a non-ASCII character or a backslash
/// straight away; or, past what swift-syntax's lexer may take for trivia (white space, control
/// characters, block comments), a backslash, or words (letters, digits, `_`, non-ASCII bytes, with
/// trivia between them) ending in three quotes. A line break outside a comment ends the run, as it
/// ends the parser's string. Each block comment's end is found once, so the check reads each byte a
/// bounded number of times, whatever the file holds.
private struct ThreeQuotesCheck {
  let bytes: [UInt8]
  /// Where each block comment met so far ends: the index after its `*/`, or the end of the file.
  private var commentEnds: [Int: Int] = [:]

  init(bytes: [UInt8]) { self.bytes = bytes }

  private static let quote = UInt8(ascii: "\"")
  private static let backslash = UInt8(ascii: "\\")

  mutating func firstLine() -> Int? {
    var line = 1
    var quotes = 0
    for (index, byte) in bytes.enumerated() {
      if quotes >= 3, byte != Self.quote,
        Self.startsWord(byte) || byte == Self.backslash || afterTriviaReachesABackslashOrWordsAndQuotes(from: index)
      {
        return line
      }
      if byte == 0x0A { line += 1 }
      quotes = byte == Self.quote ? quotes + 1 : 0
    }
    return nil
  }

  /// Whether the run from `start` (just after three quotes) reaches a backslash, or words and
  /// then three quotes, through trivia only.
  private mutating func afterTriviaReachesABackslashOrWordsAndQuotes(from start: Int) -> Bool {
    var index = start
    var sawWord = false
    while index < bytes.count {
      let byte = bytes[index]
      if byte == Self.quote {
        return sawWord && index + 2 < bytes.count && bytes[index + 1] == Self.quote && bytes[index + 2] == Self.quote
      } else if byte == Self.backslash {
        return true
      } else if Self.startsWord(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
        sawWord = true
        index += 1
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
        index = commentEnd(at: index)
      } else if byte == 0x0A || byte == 0x0D || (byte > 0x20 && byte != 0x7F) {
        return false
      } else {
        index += 1  // a space, a tab, or another control character: trivia to the lexer
      }
    }
    return false
  }

  /// The index after the block comment that opens at `start` (comments nest, as in Swift), and
  /// the ends of those nested in it, kept.
  private mutating func commentEnd(at start: Int) -> Int {
    if let end = commentEnds[start] { return end }
    var open = [start]
    var index = start + 2
    while index < bytes.count, !open.isEmpty {
      let next = index + 1 < bytes.count ? bytes[index + 1] : 0
      if bytes[index] == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
        open.append(index)
        index += 2
      } else if bytes[index] == UInt8(ascii: "*"), next == UInt8(ascii: "/") {
        index += 2
        commentEnds[open.removeLast()] = index
      } else {
        index += 1
      }
    }
    for position in open { commentEnds[position] = bytes.count }
    return commentEnds[start] ?? bytes.count
  }

  /// A letter, `_` or a byte of a non-ASCII character: what starts a word for swift-syntax's
  /// lexer, as far as bytes tell.
  private static func startsWord(_ byte: UInt8) -> Bool {
    let lowerCase = byte | 0x20  // of an ASCII letter; no other byte lands in `a...z`
    return byte == UInt8(ascii: "_") || byte >= 0x80 || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lowerCase)
  }
}
