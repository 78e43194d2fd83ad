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
    /// Braces nested deeper than ``maximumBraceDepth``.
    case deepBraces(DeepNesting)
    /// More than ``maximumBareAttributes`` `@` with no attribute name before a `(` (`@ (`,
    /// `@(`): swift-syntax's time about triples with each one left open (12 took 2.3 s, 16 took
    /// three minutes; found by `FuzzSwiftSource`). Swift has no `@` without a name in code.
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
  }

  /// How many `@` with no name before a `(` a file may hold in code (a bare `/…/` regular
  /// expression such as `/@(\w+)/` is read as code): four cost under a millisecond.
  static let maximumBareAttributes = 4

  /// How many `@` with no name after them a file may hold in code; 64 cost a few milliseconds.
  /// Swift code has none, but a bare `/…/` regular expression (`/\w+@\w+/`) is read as code.
  static let maximumStrayAtSigns = 64

  /// How deep attributes written after a binding's introducer may nest, in code. The first makes
  /// what follows it cost about five times its usual parse, two nested about eight or nine
  /// times, three eleven, four twenty-four (12 KB in the fuzz build: 44 ms alone, 344 ms after
  /// two): two keep the longest file a scan parses (256 KiB) well within its second.
  static let maximumAttributesAfterIntroducers = 2

  /// The words after which swift-syntax reads an attribute as one written after a binding's
  /// introducer (its `parseBindingDeclaration`).
  static let bindingIntroducers: Set<String> = ["var", "let", "inout", "_mutating", "_borrowing", "_consuming"]

  /// The first ``CodeProblem`` of a file, or `nil`. Comments, multi-line and raw strings
  /// (`#"…\#(…)…"#`) and extended regular expressions (`#/…/#`) are told apart; a bare `/…/`
  /// regular expression is read as code, so one holding `"\(` would be refused too. This follows
  /// the language, not swift-syntax's recovery from errors, so a file malformed before the
  /// string may be read differently than the parser reads it.
  static func codeProblem(in text: String) -> CodeProblem? {
    let bytes = Array(text.utf8)
    if let line = multiLineQuoteInInterpolation(bytes) { return .unclosedInterpolation(line: line) }
    var scanner = CodeScanner(bytes: bytes)
    return scanner.firstProblem()
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
        // Not after `#`: `#"""a"#` is a raw single-line string holding two quotes.
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
}

/// Follows Swift's string literals, their interpolations, comments and braces through a file's
/// bytes.
private struct CodeScanner {
  /// What the bytes being read are part of. The bottom of the stack is the file's code; an
  /// interpolation is code pushed over its string.
  enum Context {
    case code(parentheses: Int)
    case singleLineString(hashes: Int)
    case multiLineString(hashes: Int)
    case blockComment(depth: Int)
  }

  let bytes: [UInt8]
  var position = 0
  var line = 1
  var stack: [Context] = [.code(parentheses: 0)]
  /// The braces open in code.
  var braces = 0
  /// The `@` with no name before a `(` met in code.
  var bareAttributes = 0
  /// The `@` with no name after them met in code, before a `(` or not.
  var strayAtSigns = 0
  /// The brackets of any kind open in code.
  var brackets = 0
  /// Where the attributes after a binding's introducer (`var @`) that are still open, each in
  /// the brackets opened after the one before, were met: the brackets open then.
  var openAttributes: [Int] = []
  /// The last word read in code (ASCII letters, digits, `_`, `$` and backquotes), while only
  /// white space or comments follow it.
  var lastWord: Range<Int>?
  /// For each count of `#`, where a search for an extended regular expression's closing `/#`
  /// started, and the closing found (``closer(hashes:from:)``).
  var closers: [Int: (from: Int, at: Int?)] = [:]
  /// Where a search for a line break started, and the one found.
  var newline: (from: Int, at: Int?)?
  var problem: SwiftSourceReader.CodeProblem?

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  private func byte(at offset: Int) -> UInt8? { bytes.indices.contains(offset) ? bytes[offset] : nil }

  /// Whether a byte may begin an attribute's name: a letter, digit, `_`, `$`, a backtick or a
  /// byte of a non-ASCII character (generous: a name the lexer would refuse is not stray here).
  private static func canBeginAttributeName(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "`"), 0x80...:
      true
    default: false
    }
  }

  /// Whether `hashes` `#` follow at `offset`.
  private func hashes(_ count: Int, at offset: Int) -> Bool {
    (0..<count).allSatisfy { byte(at: offset + $0) == UInt8(ascii: "#") }
  }

  /// Whether a single-line string is open under the innermost context.
  private var insideSingleLineString: Bool {
    stack.dropLast().contains { if case .singleLineString = $0 { true } else { false } }
  }

  mutating func firstProblem() -> SwiftSourceReader.CodeProblem? {
    while problem == nil, let byte = byte(at: position) {
      if byte == 0x0A {
        if insideSingleLineString { return .unclosedInterpolation(line: line) }
        // A single-line string left open ends with its line, as Swift's lexer ends it.
        if case .singleLineString = stack.last { stack.removeLast() }
        line += 1
        position += 1
        continue
      }
      switch stack.last! {
      case .code(let parentheses): code(byte, parentheses: parentheses)
      case .singleLineString(let hashes): string(byte, hashes: hashes, quotes: 1)
      case .multiLineString(let hashes): string(byte, hashes: hashes, quotes: 3)
      case .blockComment(let depth): blockComment(byte, depth: depth)
      }
    }
    if problem == nil, insideSingleLineString { return .unclosedInterpolation(line: line) }
    return problem
  }

  private mutating func code(_ byte: UInt8, parentheses: Int) {
    let wordBefore = lastWord
    if !Self.isWhiteSpace(byte), !Self.isWordByte(byte), !startsComment(byte) { lastWord = nil }
    switch byte {
    case UInt8(ascii: "/") where self.byte(at: position + 1) == UInt8(ascii: "/"):
      while let next = self.byte(at: position), next != 0x0A { position += 1 }
    case UInt8(ascii: "/") where self.byte(at: position + 1) == UInt8(ascii: "*"):
      stack.append(.blockComment(depth: 1))
      position += 2
    case UInt8(ascii: "#"), UInt8(ascii: "\""):
      var count = 0
      while self.byte(at: position + count) == UInt8(ascii: "#") { count += 1 }
      let start = position + count
      if self.byte(at: start) == UInt8(ascii: "\"") {
        let multiLine = self.byte(at: start + 1) == UInt8(ascii: "\"") && self.byte(at: start + 2) == UInt8(ascii: "\"")
        if multiLine, stack.contains(where: { if case .singleLineString = $0 { true } else { false } }) {
          problem = .unclosedInterpolation(line: line)
        }
        stack.append(multiLine ? .multiLineString(hashes: count) : .singleLineString(hashes: count))
        position = start + (multiLine ? 3 : 1)
      } else if count > 0, self.byte(at: start) == UInt8(ascii: "/"),
        let end = extendedRegularExpressionEnd(hashes: count, from: start + 1)
      {
        skipExtendedRegularExpression(to: end)
      } else {
        position = start
      }
    case UInt8(ascii: "@"):
      var next = position + 1
      while let byte = self.byte(at: next), [0x20, 0x09, 0x0D, 0x0A, 0x00].contains(byte) { next += 1 }
      if !(self.byte(at: next).map(Self.canBeginAttributeName) ?? false) {
        strayAtSigns += 1
        if strayAtSigns > SwiftSourceReader.maximumStrayAtSigns { problem = .strayAtSigns(line: line) }
      }
      if self.byte(at: next) == UInt8(ascii: "(") {
        bareAttributes += 1
        if bareAttributes > SwiftSourceReader.maximumBareAttributes { problem = .bareAttributes(line: line) }
      }
      if let word = wordBefore,
        SwiftSourceReader.bindingIntroducers.contains(String(decoding: bytes[word], as: UTF8.self))
      {
        // One met where the last is no longer open (its brackets closed) ends it.
        while let last = openAttributes.last, last >= brackets { openAttributes.removeLast() }
        openAttributes.append(brackets)
        if openAttributes.count > SwiftSourceReader.maximumAttributesAfterIntroducers {
          problem = .attributesAfterIntroducers(line: line)
        }
      }
      position += 1
    case UInt8(ascii: "{"):
      braces += 1
      brackets += 1
      if braces > SwiftSourceReader.maximumBraceDepth {
        problem = .deepBraces(
          SwiftSourceReader.DeepNesting(
            line: line, brackets: "braces", limit: SwiftSourceReader.maximumBraceDepth, cost: "polynomial"))
      }
      position += 1
    case UInt8(ascii: "}"):
      braces = max(0, braces - 1)
      brackets = max(0, brackets - 1)
      position += 1
    case UInt8(ascii: "("):
      stack[stack.count - 1] = .code(parentheses: parentheses + 1)
      brackets += 1
      position += 1
    case UInt8(ascii: ")"):
      if parentheses == 0, stack.count > 1 {
        stack.removeLast()  // the interpolation ends; its string goes on
      } else {
        stack[stack.count - 1] = .code(parentheses: max(0, parentheses - 1))
        brackets = max(0, brackets - 1)
      }
      position += 1
    case UInt8(ascii: "["):
      brackets += 1
      position += 1
    case UInt8(ascii: "]"):
      brackets = max(0, brackets - 1)
      position += 1
    default:
      if Self.isWordByte(byte) {
        // A word goes on while its characters follow each other; one after white space is new.
        if let word = lastWord, word.upperBound == position {
          lastWord = word.lowerBound..<(position + 1)
        } else {
          lastWord = position..<(position + 1)
        }
      }
      position += 1
    }
  }

  /// Whether a byte goes on a word as the introducers are spelled: an ASCII letter, digit, `_`,
  /// `$` or backquote. Any other byte ends it: characters swift-syntax cannot lex (the
  /// replacement character of bytes that are not UTF-8) are tokens of their own before `var`.
  private static func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "`"):
      true
    default: false
    }
  }

  /// Whether a byte is white space to Swift's lexer (NUL included, which it skips with a warning).
  private static func isWhiteSpace(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x20, 0x09...0x0D, 0x00: true
    default: false
    }
  }

  /// Whether the code's byte at the position, `byte`, opens a comment.
  private func startsComment(_ byte: UInt8) -> Bool {
    guard byte == UInt8(ascii: "/"), let next = self.byte(at: position + 1) else { return false }
    return next == UInt8(ascii: "/") || next == UInt8(ascii: "*")
  }

  private mutating func string(_ byte: UInt8, hashes: Int, quotes: Int) {
    switch byte {
    case UInt8(ascii: "\\") where self.hashes(hashes, at: position + 1):
      let escaped = position + 1 + hashes
      if self.byte(at: escaped) == UInt8(ascii: "(") {
        stack.append(.code(parentheses: 0))
        position = escaped + 1
      } else {
        // The escaped character, unless it is the newline a multi-line string may escape.
        position = self.byte(at: escaped) == 0x0A ? escaped : escaped + 1
      }
    case UInt8(ascii: "\""):
      let closes =
        (0..<quotes).allSatisfy { self.byte(at: position + $0) == UInt8(ascii: "\"") }
        && self.hashes(hashes, at: position + quotes)
      if closes {
        stack.removeLast()
        position += quotes + hashes
      } else {
        position += 1
      }
    default:
      position += 1
    }
  }

  private mutating func blockComment(_ byte: UInt8, depth: Int) {
    let next = self.byte(at: position + 1)
    if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
      stack[stack.count - 1] = .blockComment(depth: depth + 1)
      position += 2
    } else if byte == UInt8(ascii: "*"), next == UInt8(ascii: "/") {
      if depth == 1 { stack.removeLast() } else { stack[stack.count - 1] = .blockComment(depth: depth - 1) }
      position += 2
    } else {
      position += 1
    }
  }

  /// Where the extended regular expression whose `#/` ends before `start` ends (past its `/#`,
  /// as many `#` as it opened with), or `nil` when it is none. One whose `#/` ends its line may
  /// span lines; any other ends on its line. Unclosed, it is no literal: swift-syntax reads what
  /// follows as code, so taking it for one to the end of the file hid the rest from these checks
  /// (a fuzz input wrote `<#///` before attributes after `var` nested 14 deep).
  private mutating func extendedRegularExpressionEnd(hashes: Int, from start: Int) -> Int? {
    guard let close = closer(hashes: hashes, from: start) else { return nil }
    var index = start
    while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0D { index += 1 }
    let spansLines = index < bytes.count && bytes[index] == 0x0A
    if !spansLines, let newline = nextNewline(from: start), newline < close { return nil }
    return close + 1 + hashes
  }

  /// The first `/` followed by `hashes` `#` at or after `start`, kept per count of `#`: the
  /// scanner asks in the order of the file, so each part of it is searched once for each count,
  /// however many `#/` are left open (each searched to the end of the file was quadratic).
  private mutating func closer(hashes: Int, from start: Int) -> Int? {
    if let known = closers[hashes], known.from <= start, known.at.map({ $0 >= start }) ?? true { return known.at }
    var index = start
    while index < bytes.count, !(bytes[index] == UInt8(ascii: "/") && self.hashes(hashes, at: index + 1)) { index += 1 }
    let found = index < bytes.count ? index : nil
    closers[hashes] = (start, found)
    return found
  }

  /// The first line break at or after `start`, kept as ``closer(hashes:from:)`` keeps its answers.
  private mutating func nextNewline(from start: Int) -> Int? {
    if let known = newline, known.from <= start, known.at.map({ $0 >= start }) ?? true { return known.at }
    let found = bytes[start...].firstIndex(of: 0x0A)
    newline = (start, found)
    return found
  }

  /// Moves to `end`, past an extended regular expression, counting its lines.
  private mutating func skipExtendedRegularExpression(to end: Int) {
    while position < end {
      if bytes[position] == 0x0A { line += 1 }
      position += 1
    }
  }

}
