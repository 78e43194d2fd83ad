/// Follows Swift's string literals, their interpolations, comments and braces through a file's
/// bytes, for the checks before parsing (``SwiftSourceReader/codeProblem(in:)``).
struct SwiftCodeScanner {
  /// What the bytes being read are part of. The bottom of the stack is the file's code; an
  /// interpolation is code pushed over its string.
  enum Context {
    /// The file's code, or an interpolation's. `parserLeft`: an interpolation whose string
    /// swift-syntax's parser has left without ending it, read on by its lexer alone
    /// (``readBothWaysInInterpolation(after:enclosedBy:readAsCode:)``).
    case code(parentheses: Int, parserLeft: Bool = false)
    case singleLineString(hashes: Int)
    /// A string in single quotes (`'a'`), which Swift refuses but swift-syntax lexes as a
    /// string, ended by `'` or its line, with interpolations as a double-quoted one.
    case singleQuotedString
    case multiLineString(hashes: Int)
    case blockComment(depth: Int)
  }

  let bytes: [UInt8]
  var position = 0
  var line = 1
  var stack: [Context] = [.code(parentheses: 0)]
  /// The braces open in code.
  var braces = 0
  /// The `@` with no name before a `(` met in code, each of a run of them (`@@(`) counted.
  var bareAttributes = 0
  /// The `@` met in a row so far, with only trivia between them.
  var atSignsInARow = 0
  /// The `@` with no name after them met in code, before a `(` or not.
  var strayAtSigns = 0
  /// The brackets of any kind open in code, innermost last. A closing bracket closes only the
  /// innermost one, of its own kind: swift-syntax skips one that closes nothing it is parsing
  /// (`]` in a parameter list), and a fuzz input hid attributes after `var` nested in `(` and
  /// `{` behind a run of `]` when any bracket closed any other.
  var openBrackets: [UInt8] = []
  /// Where the attributes after a binding's introducer (`var @`) that are still open, each in
  /// the brackets opened after the one before, were met: the brackets open then.
  var openAttributes: [Int] = []
  /// The same for the attributes whose name opens brackets (``nameOpensBrackets(at:)``).
  var openBracketedAttributeNames: [Int] = []
  /// The `@` met in code since a square bracket opened with no brace opened after it, while one
  /// is (``SwiftSourceReader/CodeProblem/attributesInSquareBrackets(line:)``).
  var attributesInSquareBrackets = 0
  /// How many more readings of the rest of the file, and of the rest of a line,
  /// ``checkTheOtherReading(toTheEndOfTheLine:_:)`` may make.
  var otherReadingsLeft = SwiftSourceReader.maximumOtherReadings
  /// How many more bytes the second readings may read, theirs and their copies' together.
  var otherReadingBytesLeft: Int
  /// Where a reading of the rest of a line stops.
  var stopAt = Int.max
  /// 0 for the file's own reading, 1 for a copy reading a place the other way, 2 for a copy's.
  var copyDepth = 0
  /// The last byte read in code, white space and comments aside; `(` at an interpolation's start.
  var lastCodeByte: UInt8?
  /// The last word read in code (ASCII letters, digits, `_` and `$`, or a backtick-quoted
  /// identifier), while only white space or comments follow it.
  var lastWord: Range<Int>?
  /// For each count of `#`, where a search for a multi-line extended regular expression's
  /// closing `/#` started, and the closing found (``closer(hashes:from:)``).
  var closers: [Int: (from: Int, at: Int?)] = [:]
  var problem: SwiftSourceReader.CodeProblem?
  /// Which bytes were read as code, when asked for (``SwiftSourceReader/bytesReadAsCode(in:)``).
  var readAsCode: [Bool]?

  init(bytes: [UInt8]) {
    self.bytes = bytes
    otherReadingBytesLeft = max(
      SwiftSourceReader.otherReadingBytesPerByte * bytes.count, SwiftSourceReader.minimumOtherReadingBytes)
  }

  private func byte(at offset: Int) -> UInt8? { bytes.indices.contains(offset) ? bytes[offset] : nil }

  /// Whether an ASCII byte may begin an attribute's name: a letter, digit, `_`, `$` or a
  /// backtick (generous: a name the lexer would refuse is not stray here).
  private static func canBeginAttributeName(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "`"):
      true
    default: false
    }
  }

  /// What follows the `@` at the position, past what swift-syntax's lexer takes for trivia
  /// (white space and the other control characters, comments, and characters outside ASCII that
  /// no identifier holds, as U+FFFD: ``SwiftLexerCharacters``): where it is, and whether a name
  /// begins there. The few characters outside ASCII that are tokens (operators, curly quotes) are
  /// passed over as trivia too, and a name after any character outside ASCII is not taken for
  /// one: the checks may count an `@` as stray or bare where the parser does not, never the
  /// other way. (Taking every byte outside ASCII for a name hid `@` before `(` behind U+FFFD.)
  private func afterAtSign() -> (offset: Int, named: Bool) {
    var index = position + 1
    var passedOverACharacter = false
    while let byte = byte(at: index) {
      switch byte {
      case 0x00...0x20, 0x7F:
        index += 1
      case UInt8(ascii: "/") where self.byte(at: index + 1) == UInt8(ascii: "/"):
        while let next = self.byte(at: index), !Self.isLineBreak(next) { index += 1 }
      case UInt8(ascii: "/") where self.byte(at: index + 1) == UInt8(ascii: "*"):
        index = blockCommentEnd(from: index)
      case 0x80...:
        guard let (scalar, length) = SwiftLexerCharacters.scalar(in: bytes, at: index) else {
          passedOverACharacter = true
          index += 1
          continue
        }
        if SwiftLexerCharacters.isIdentifierCharacter(scalar) { return (index, !passedOverACharacter) }
        passedOverACharacter = true
        index += length
      default:
        return (index, !passedOverACharacter && Self.canBeginAttributeName(byte))
      }
    }
    return (index, false)
  }

  /// Where the block comment whose `/*` is at `start` ends, past its `*/` (comments nest), or
  /// the end of the file.
  private func blockCommentEnd(from start: Int) -> Int {
    var depth = 0
    var index = start
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "/"), byte(at: index + 1) == UInt8(ascii: "*") {
        depth += 1
        index += 2
      } else if bytes[index] == UInt8(ascii: "*"), byte(at: index + 1) == UInt8(ascii: "/") {
        depth -= 1
        index += 2
        if depth == 0 { return index }
      } else {
        index += 1
      }
    }
    return bytes.count
  }

  /// Whether `hashes` `#` follow at `offset`.
  private func hashes(_ count: Int, at offset: Int) -> Bool {
    (0..<count).allSatisfy { byte(at: offset + $0) == UInt8(ascii: "#") }
  }

  /// Whether a context ends with its line: a string in single or double quotes.
  private static func endsWithItsLine(_ context: Context) -> Bool {
    switch context {
    case .singleLineString, .singleQuotedString: true
    default: false
    }
  }

  /// Whether a single-line string is open under the innermost context.
  private var insideSingleLineString: Bool {
    stack.dropLast().contains(where: Self.endsWithItsLine)
  }

  /// Whether a byte breaks a line for swift-syntax's lexer: a line feed or a carriage return,
  /// alone or before a line feed (a single-line string or a `//` comment ends at either).
  private static func isLineBreak(_ byte: UInt8?) -> Bool {
    byte == 0x0A || byte == 0x0D
  }

  mutating func firstProblem() -> SwiftSourceReader.CodeProblem? {
    skipShebang()
    while problem == nil, position < stopAt, let byte = byte(at: position) {
      if Self.isLineBreak(byte) {
        if insideSingleLineString { return .unclosedInterpolation(line: line) }
        // A single-line string left open ends with its line, as Swift's lexer ends it.
        if let last = stack.last, Self.endsWithItsLine(last) { stack.removeLast() }
        if byte == 0x0A || self.byte(at: position + 1) != 0x0A { line += 1 }
        position += 1
        continue
      }
      switch stack.last! {
      case .code(let parentheses, let parserLeft):
        readAsCode?[position] = true
        code(byte, parentheses: parentheses, parserLeft: parserLeft)
      case .singleLineString(let hashes): string(byte, hashes: hashes, quotes: 1)
      case .singleQuotedString: singleQuotedString(byte)
      case .multiLineString(let hashes): string(byte, hashes: hashes, quotes: 3)
      case .blockComment(let depth): blockComment(byte, depth: depth)
      }
    }
    if problem == nil, insideSingleLineString { return .unclosedInterpolation(line: line) }
    return problem
  }

  private mutating func code(_ byte: UInt8, parentheses: Int, parserLeft: Bool) {
    let wordBefore = lastWord
    let byteBefore = lastCodeByte
    if !Self.mayBeTrivia(byte), !Self.isWordByte(byte), !startsComment(byte) { lastWord = nil }
    if !Self.mayBeTrivia(byte), !startsComment(byte) { lastCodeByte = byte }
    switch byte {
    case UInt8(ascii: "/") where self.byte(at: position + 1) == UInt8(ascii: "/"):
      while let next = self.byte(at: position), !Self.isLineBreak(next) { position += 1 }
    case UInt8(ascii: "/") where self.byte(at: position + 1) == UInt8(ascii: "*"):
      stack.append(.blockComment(depth: 1))
      position += 2
    case UInt8(ascii: "/"):
      // A bare `/…/` regular expression is read as code; where what it may hold would open a
      // string, a comment or another literal for these checks, its line (the file, after three
      // quotes) is also read as swift-syntax reads it when it takes the `/` for one (`/#/`,
      // `/"""/`).
      if let (end, holdsThreeQuotes) = bareRegularExpressionEnd() {
        checkTheOtherReading(toTheEndOfTheLine: !holdsThreeQuotes) {
          $0.position = end
          $0.lastWord = nil
          $0.lastCodeByte = UInt8(ascii: "/")
        }
      }
      position += 1
    case UInt8(ascii: "#"), UInt8(ascii: "\""):
      var count = 0
      while self.byte(at: position + count) == UInt8(ascii: "#") { count += 1 }
      let start = position + count
      if self.byte(at: start) == UInt8(ascii: "\"") {
        let multiLine =
          self.byte(at: start + 1) == UInt8(ascii: "\"") && self.byte(at: start + 2) == UInt8(ascii: "\"")
          && !(count > 0 && closesOnItsLine(hashes: count, from: start + 3))
        if let enclosing = enclosingString, enclosing.multiLine == multiLine, !enclosing.singleQuoted {
          // swift-syntax's parser ends an interpolation whose expression is followed by anything
          // but `)` at the next quote of its string's kind, which it takes for the string's own
          // closing (its `parseStringLiteralSegments`): an interpolation of `a` followed by a
          // quote ends the string there, while after an operator the quote may open a string of
          // its own. Which one the parser does depends on whether what came before parsed; the
          // bytes suggest one, and the other is checked too.
          readBothWaysInInterpolation(after: byteBefore, enclosedBy: enclosing) {
            $0.openString(hashes: count, at: start, multiLine: multiLine)
          }
          return
        }
        noteTheParserLeavesTheString(
          ifTextAt: start + (multiLine ? 3 : 1), closedBy: UInt8(ascii: "\""), after: byteBefore)
        openString(hashes: count, at: start, multiLine: multiLine)
      } else if count > 0, self.byte(at: start) == UInt8(ascii: "/") {
        skipExtendedRegularExpression(to: extendedRegularExpressionEnd(hashes: count, from: start + 1))
      } else {
        position = start
      }
    case UInt8(ascii: "'"):
      if let enclosing = enclosingString, enclosing.singleQuoted {
        readBothWaysInInterpolation(after: byteBefore, enclosedBy: enclosing) {
          $0.stack.append(.singleQuotedString)
          $0.position += 1
        }
        return
      }
      noteTheParserLeavesTheString(ifTextAt: position + 1, closedBy: byte, after: byteBefore)
      stack.append(.singleQuotedString)
      position += 1
    case UInt8(ascii: "\\"):
      // swift-syntax's parser ends an interpolation it cannot continue at a backslash too (as at
      // a quote, above), which its string then reads as an escape.
      if let enclosing = enclosingString {
        readBothWaysInInterpolation(after: byteBefore, enclosedBy: enclosing) { $0.position += 1 }
        return
      }
      position += 1
    case UInt8(ascii: "`"):
      // A backtick closed on its line quotes an identifier, whatever it holds (`` `a "b` ``, a
      // raw identifier); one left open is punctuation (swift-syntax's `lexEscapedIdentifier`).
      var close = position + 1
      while let next = self.byte(at: close), next != UInt8(ascii: "`"), !Self.isLineBreak(next) { close += 1 }
      if self.byte(at: close) == UInt8(ascii: "`") {
        lastWord = position..<(close + 1)  // a token of its own: no word goes on from it
        position = close + 1
      } else {
        lastWord = nil
        position += 1
      }
    case UInt8(ascii: "<") where self.byte(at: position + 1) == UInt8(ascii: "#"):
      position = editorPlaceholderEnd() ?? position + 1
    case UInt8(ascii: "@"):
      if inSquareBrackets {
        attributesInSquareBrackets += 1
        if attributesInSquareBrackets > SwiftSourceReader.maximumAttributesInSquareBrackets {
          problem = .attributesInSquareBrackets(line: line)
        }
      }
      let (next, named) = afterAtSign()
      if !named {
        strayAtSigns += 1
        if strayAtSigns > SwiftSourceReader.maximumStrayAtSigns { problem = .strayAtSigns(line: line) }
      }
      if nameOpensBrackets(at: next), nestsInAnotherName() {
        problem = .nestedBracketedAttributeNames(line: line)
      }
      atSignsInARow += 1
      switch self.byte(at: next) {
      case UInt8(ascii: "@"):
        break
      case UInt8(ascii: "("):
        bareAttributes += atSignsInARow
        atSignsInARow = 0
        if bareAttributes > SwiftSourceReader.maximumBareAttributes { problem = .bareAttributes(line: line) }
      default:
        atSignsInARow = 0
      }
      if let word = wordBefore,
        SwiftSourceReader.bindingIntroducers.contains(String(decoding: bytes[word], as: UTF8.self))
      {
        if Self.opens(&openAttributes, within: openBrackets.count)
          > SwiftSourceReader.maximumAttributesAfterIntroducers
        {
          problem = .attributesAfterIntroducers(line: line)
        }
      }
      position += 1
    case UInt8(ascii: "{"):
      braces += 1
      openBrackets.append(byte)
      if braces > SwiftSourceReader.maximumBraceDepth {
        problem = .deepBraces(
          SwiftSourceReader.DeepNesting(
            line: line, brackets: "braces", limit: SwiftSourceReader.maximumBraceDepth, cost: "polynomial"))
      }
      position += 1
    case UInt8(ascii: "}"):
      braces = max(0, braces - 1)
      close(UInt8(ascii: "{"))
      position += 1
    case UInt8(ascii: "("):
      stack[stack.count - 1] = .code(parentheses: parentheses + 1, parserLeft: parserLeft)
      openBrackets.append(byte)
      position += 1
    case UInt8(ascii: ")"):
      if parentheses == 0, stack.count > 1 {
        stack.removeLast()  // the interpolation ends; its string goes on
      } else {
        stack[stack.count - 1] = .code(parentheses: max(0, parentheses - 1), parserLeft: parserLeft)
        close(UInt8(ascii: "("))
      }
      position += 1
    case UInt8(ascii: "["):
      openBrackets.append(byte)
      position += 1
    case UInt8(ascii: "]"):
      close(UInt8(ascii: "["))
      if !inSquareBrackets { attributesInSquareBrackets = 0 }
      position += 1
    default:
      if Self.isWordByte(byte) {
        // A word goes on while its characters follow each other; one after white space is new.
        if let word = lastWord, word.upperBound == position, bytes[position - 1] != UInt8(ascii: "`") {
          lastWord = word.lowerBound..<(position + 1)
        } else {
          lastWord = position..<(position + 1)
        }
      }
      position += 1
    }
  }

  /// Where a bare regular expression that the `/` at the position may open ends (past its closing
  /// `/`, or at the end of its line), when it holds a byte that opens something else for these
  /// checks (a quote, a `#`, a backtick), and whether it holds three quotes (which open a string
  /// that may go on past the line); `nil` when it cannot be one or holds none. Generous:
  /// swift-syntax lexes one only where its operator does not follow a word or a closing
  /// bracket (not left-bound, `isLeftBound`), and only in an expression's place (it also weighs
  /// the token before, here left out).
  private func bareRegularExpressionEnd() -> (end: Int, holdsThreeQuotes: Bool)? {
    var operatorStart = position
    while operatorStart > 0,
      Self.isOperatorByte(bytes[operatorStart - 1]) || bytes[operatorStart - 1] == UInt8(ascii: ".")
    {
      operatorStart -= 1
    }
    if operatorStart > 0 {
      switch bytes[operatorStart - 1] {
      case 0x20, 0x09, 0x0A, 0x0D, 0x00, UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","),
        UInt8(ascii: ";"), UInt8(ascii: ":"):
        break
      default: return nil
      }
    }
    var index = position + 1
    var holdsAnOpener = false
    var holdsThreeQuotes = false
    // An escaped byte counts too: read as code, the backslash escapes nothing.
    func note(_ offset: Int) {
      switch byte(at: offset) {
      case UInt8(ascii: "\""):
        holdsAnOpener = true
        if byte(at: offset + 1) == UInt8(ascii: "\""), byte(at: offset + 2) == UInt8(ascii: "\"") {
          holdsThreeQuotes = true
        }
      case UInt8(ascii: "'"), UInt8(ascii: "#"), UInt8(ascii: "`"): holdsAnOpener = true
      default: break
      }
    }
    while let byte = byte(at: index), !Self.isLineBreak(byte), byte != UInt8(ascii: "/") {
      note(index)
      if byte == UInt8(ascii: "\\"), !Self.isLineBreak(self.byte(at: index + 1)) {
        note(index + 1)
        index += 2
      } else {
        index += 1
      }
    }
    guard holdsAnOpener else { return nil }
    return (self.byte(at: index) == UInt8(ascii: "/") ? index + 1 : min(index, bytes.count), holdsThreeQuotes)
  }

  /// Whether a byte may be part of an operator (its ASCII characters).
  private static func isOperatorByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
      UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
      UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
      true
    default: false
    }
  }

  /// Opens the string whose `hashes` `#` end at `start`, where its quotes begin.
  private mutating func openString(hashes: Int, at start: Int, multiLine: Bool) {
    if multiLine, stack.contains(where: Self.endsWithItsLine) {
      problem = .unclosedInterpolation(line: line)
    }
    stack.append(multiLine ? .multiLineString(hashes: hashes) : .singleLineString(hashes: hashes))
    position = start + (multiLine ? 3 : 1)
  }

  /// At the byte at the position, in an interpolation of the string `enclosing`, reads on
  /// either as the end of the interpolation (back in its string at this byte, where the parser
  /// takes it after an expression it cannot continue) or as code (`readAsCode`, where an
  /// expression may go on): the likelier after `byteBefore` here, the other on a copy.
  ///
  /// Where the parser does not end the interpolation after an expression it cannot continue, it
  /// may have left the string without ending it: its recovery stops at a string segment, so in
  /// an interpolation of a multi-line string holding `a "b"` it takes `b` for its own string's
  /// text, misses the closing quote after it, and parses on past the string, while its lexer
  /// still reads the interpolation as code, each quote opening a string. A reading that takes
  /// such a byte for code reads the rest of that interpolation as the lexer does, and ends it
  /// only on a copy: the other way first, three strings in triple quotes after `"b"` hid
  /// attributes after `let` nested five deep (`FuzzPackageManifest`).
  private mutating func readBothWaysInInterpolation(
    after byteBefore: UInt8?, enclosedBy enclosing: (multiLine: Bool, singleQuoted: Bool),
    readAsCode: (inout SwiftCodeScanner) -> Void
  ) {
    let parserLeft = if case .code(_, true)? = stack.last { true } else { false }
    let endsTheInterpolation = !parserLeft && !Self.expectsAnExpression(after: byteBefore)
    checkTheOtherReading(toTheEndOfTheLine: !enclosing.multiLine) { other in
      if endsTheInterpolation {
        other.markTheInterpolationLeft()
        readAsCode(&other)
      } else {
        other.stack.removeLast()
      }
    }
    if endsTheInterpolation { stack.removeLast() } else { readAsCode(&self) }
  }

  /// Where a string of another kind than the one whose interpolation the scanner is in opens
  /// after an expression the parser cannot continue (`byteBefore`, as
  /// ``readBothWaysInInterpolation(after:enclosedBy:readAsCode:)`` tells it), with text in it
  /// (at `offset`, before its closing quote, `closing`): the parser's recovery skips its quote and
  /// stops at that text, leaving the string of the interpolation (`a "b"` in a multi-line
  /// string's interpolation), so the rest of the interpolation is read as the lexer reads it,
  /// ended only on copies. Read by copies alone, it hid what followed once their count was
  /// spent (twenty interpolations read both ways before it).
  private mutating func noteTheParserLeavesTheString(
    ifTextAt offset: Int, closedBy closing: UInt8, after byteBefore: UInt8?
  ) {
    guard enclosingString != nil, !Self.expectsAnExpression(after: byteBefore), let text = byte(at: offset),
      text != closing, !Self.isLineBreak(text)
    else { return }
    markTheInterpolationLeft()
  }

  /// Marks the interpolation the scanner is in as one its string's parser has left.
  private mutating func markTheInterpolationLeft() {
    guard case .code(let parentheses, _)? = stack.last else { return }
    stack[stack.count - 1] = .code(parentheses: parentheses, parserLeft: true)
  }

  /// Checks what follows as read after `change`, on a copy of the scanner, where the bytes cannot
  /// tell which of two readings swift-syntax makes; the copy's nested attributes (after an
  /// introducer, or whose names open brackets) are this file's. A reading that can differ only
  /// within a line (`toTheEndOfTheLine`: in a single-line string, a bare regular expression) is
  /// read to the end of the line, and the copy's open attributes, when it has more of either
  /// kind, are taken on with its brackets; another is read to the end of the
  /// file, at most ``SwiftSourceReader/maximumOtherReadings`` times. All of them together read at
  /// most ``SwiftSourceReader/otherReadingBytesPerByte`` bytes for each of the file's: past that,
  /// only the likelier reading is read. A copy may read a few places two ways itself (an
  /// interpolation in a bare regular expression's line); a copy's copy reads none.
  private mutating func checkTheOtherReading(
    toTheEndOfTheLine: Bool, _ change: (inout SwiftCodeScanner) -> Void
  ) {
    guard otherReadingBytesLeft > 0, copyDepth < 2 else { return }
    if !toTheEndOfTheLine {
      guard otherReadingsLeft > 0 else { return }
      otherReadingsLeft -= 1
    }
    var other = self
    other.otherReadingsLeft = 2
    other.copyDepth = copyDepth + 1
    other.readAsCode = nil
    var end = min(stopAt, bytes.count, position + otherReadingBytesLeft)
    if toTheEndOfTheLine {
      end = bytes[position..<end].firstIndex { Self.isLineBreak($0) } ?? end
    }
    other.stopAt = end
    change(&other)
    let found = other.firstProblem()
    // Charged the bytes up to where it was to stop (the search for the line's end read them).
    otherReadingBytesLeft = other.otherReadingBytesLeft - max(1, end - position)
    switch found {
    case .attributesAfterIntroducers?, .nestedBracketedAttributeNames?:
      problem = found
    default:
      guard toTheEndOfTheLine else { break }
      if other.openAttributes.count > openAttributes.count
        || other.openBracketedAttributeNames.count > openBracketedAttributeNames.count
      {
        openAttributes = other.openAttributes
        openBracketedAttributeNames = other.openBracketedAttributeNames
        openBrackets = other.openBrackets
      }
    }
  }

  /// The string whose interpolation the innermost context is, if it is one.
  private var enclosingString: (multiLine: Bool, singleQuoted: Bool)? {
    guard stack.count > 1, case .code = stack[stack.count - 1] else { return nil }
    switch stack[stack.count - 2] {
    case .multiLineString: return (true, false)
    case .singleLineString: return (false, false)
    case .singleQuotedString: return (false, true)
    default: return nil
    }
  }

  /// Whether a string literal may follow the code byte `byte` (the last one read, white space and
  /// comments aside) as an expression: after an opening bracket, a separator or an operator, not
  /// after a word, a literal or a closing bracket, where swift-syntax takes it for no expression.
  private static func expectsAnExpression(after byte: UInt8?) -> Bool {
    guard let byte else { return true }
    switch byte {
    case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ":"),
      UInt8(ascii: ";"), UInt8(ascii: "."):
      return true
    default: return isOperatorByte(byte)
    }
  }

  /// Whether the name of an attribute, beginning at `offset` (past trivia after its `@`), opens
  /// brackets in what swift-syntax parses as its type: a collection (`@[`, never Swift), or
  /// generic arguments that open a bracket before they close, of the name or of a member after
  /// them (`@a.b <(x: k =`, `@a<b>.c<(`, `@a?.c<(`, `@m::a<[`; not `@A<B>`). Past
  /// ``attributeNameLookedAt`` bytes of the name, it is taken to.
  private func nameOpensBrackets(at offset: Int) -> Bool {
    guard let first = byte(at: offset) else { return false }
    if first == UInt8(ascii: "[") { return true }
    guard Self.isWordByte(first) || first >= 0x80 else { return false }
    let end = offset + Self.attributeNameLookedAt
    var index = offset
    func skipTrivia() {
      while let byte = byte(at: index), Self.mayBeTrivia(byte), byte < 0x80 { index += 1 }
    }
    /// Past what may end a part of the name: `?` and `!` right after it (its lookahead takes a
    /// name for a type, optional too), then trivia.
    func skipPartEnd() {
      while byte(at: index) == UInt8(ascii: "?") || byte(at: index) == UInt8(ascii: "!") { index += 1 }
      skipTrivia()
    }
    /// Past a member's dot or a module selector's `::`, if one is next.
    func skipSeparator() -> Bool {
      if byte(at: index) == UInt8(ascii: ".") {
        index += 1
      } else if byte(at: index) == UInt8(ascii: ":"), byte(at: index + 1) == UInt8(ascii: ":") {
        index += 2
      } else {
        return false
      }
      skipTrivia()
      return true
    }
    while index < end {
      while let byte = byte(at: index), Self.isWordByte(byte) || byte >= 0x80 { index += 1 }
      skipPartEnd()
      if skipSeparator() { continue }
      guard byte(at: index) == UInt8(ascii: "<") else { return false }
      // Generic arguments: a bracket in them opens; past their `>`, a member may follow.
      var angles = 0
      argumentsLoop: while index < end, let byte = byte(at: index) {
        index += 1
        switch byte {
        case UInt8(ascii: "<"): angles += 1
        case UInt8(ascii: ">"):
          angles -= 1
          if angles == 0 { break argumentsLoop }
        case UInt8(ascii: "("), UInt8(ascii: "["): return true
        case UInt8(ascii: "{"), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ";"):
          return false
        default: break
        }
      }
      guard angles == 0 else { break }
      skipPartEnd()
      guard skipSeparator() else { return false }
    }
    return end <= bytes.count
  }

  /// How many bytes of an attribute's name ``nameOpensBrackets(at:)`` looks at.
  static let attributeNameLookedAt = 256

  /// Adds an attribute whose name opens brackets, met here, to those still open, and tells whether
  /// more than ``SwiftSourceReader/maximumNestedBracketedAttributeNames`` of them now stand each
  /// in the brackets the one before opened, with no brace opened among those brackets:
  /// swift-syntax parses such a name as a type, which a brace ends.
  private mutating func nestsInAnotherName() -> Bool {
    _ = Self.opens(&openBracketedAttributeNames, within: openBrackets.count)
    let lastBrace = openBrackets.lastIndex(of: UInt8(ascii: "{")) ?? -1
    let nested = openBracketedAttributeNames.reversed().prefix { $0 > lastBrace }.count
    return nested > SwiftSourceReader.maximumNestedBracketedAttributeNames
  }

  /// Adds an attribute met with `brackets` open to those still open (`open`: the brackets open
  /// when each was met), and tells how many are open, each in the brackets opened after the one
  /// before. One met where the last is no longer open (its brackets closed) ends it.
  private static func opens(_ open: inout [Int], within brackets: Int) -> Int {
    while let last = open.last, last >= brackets { open.removeLast() }
    open.append(brackets)
    return open.count
  }

  /// Whether a square bracket is open with no brace opened after it: what swift-syntax may take
  /// for a collection's element or type, where it looks ahead past each attribute.
  private var inSquareBrackets: Bool {
    guard let square = openBrackets.lastIndex(of: UInt8(ascii: "[")) else { return false }
    return !openBrackets[square...].contains(UInt8(ascii: "{"))
  }

  /// Closes the innermost open bracket if `opener` opened it.
  private mutating func close(_ opener: UInt8) {
    if openBrackets.last == opener { openBrackets.removeLast() }
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

  /// Whether a byte may be trivia to swift-syntax's lexer, between tokens as white space is: white
  /// space, NUL, the other ASCII control characters, and any byte of a non-ASCII character. Its
  /// `lexTrivia` takes a character that begins no identifier or operator as `unexpectedText`
  /// (`var` then U+FFFD, which replaces bytes that are not UTF-8, then `@` is an attribute after
  /// `var`: a fuzz input); a non-ASCII letter would go on the word before it, so taking every such
  /// byte for trivia can only make the checks stricter.
  private static func mayBeTrivia(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x00...0x20, 0x7F...: true
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
    case UInt8(ascii: "\\"):
      escapeOrInterpolation(hashes: hashes)
    case UInt8(ascii: "\""):
      let closing =
        (0..<quotes).allSatisfy { self.byte(at: position + $0) == UInt8(ascii: "\"") }
        ? delimiterEnd(hashes: hashes, at: position + quotes) : nil
      if let closing {
        stack.removeLast()
        position = closing
        // swift-syntax takes every `#` after a raw string's closing quote as its delimiter.
        if hashes > 0 { position = pastHashes(from: position) }
        if quotes == 3, wordsThenQuotesOrABackslash(from: position) {
          problem = .wordsAfterMultiLineString(line: line)
        }
      } else {
        position += 1
      }
    default:
      position += 1
    }
  }

  /// Whether what follows a multi-line string's closing delimiter, which ends at `start`, is on
  /// its line a backslash, or words and then three quotes, with only what may be trivia between
  /// (``SwiftSourceReader/CodeProblem/wordsAfterMultiLineString(line:)``). A byte of a non-ASCII
  /// character counts as a word's, and a block comment as trivia even across lines: both only
  /// make the check stricter.
  private func wordsThenQuotesOrABackslash(from start: Int) -> Bool {
    var index = start
    var sawWord = false
    while let byte = self.byte(at: index), !Self.isLineBreak(byte) {
      switch byte {
      case UInt8(ascii: "\\"):
        return true
      case UInt8(ascii: "\""):
        return sawWord && self.byte(at: index + 1) == byte && self.byte(at: index + 2) == byte
      case UInt8(ascii: "/") where self.byte(at: index + 1) == UInt8(ascii: "*"):
        index = blockCommentEnd(from: index)
      case _ where Self.isWordByte(byte) || byte >= 0x80:
        sawWord = true
        index += 1
      case _ where Self.mayBeTrivia(byte):
        index += 1
      default:
        return false
      }
    }
    return false
  }

  private mutating func singleQuotedString(_ byte: UInt8) {
    switch byte {
    case UInt8(ascii: "\\"): escapeOrInterpolation(hashes: 0)
    case UInt8(ascii: "'"):
      stack.removeLast()
      position += 1
    default: position += 1
    }
  }

  /// Moves past a string's `\` and what it escapes, or into the interpolation it opens.
  private mutating func escapeOrInterpolation(hashes: Int) {
    guard let escaped = delimiterEnd(hashes: hashes, at: position + 1) else {
      position += 1  // a backslash without its string's `#` is a character of the string
      return
    }
    if self.byte(at: escaped) == UInt8(ascii: "(") {
      stack.append(.code(parentheses: 0))
      lastCodeByte = UInt8(ascii: "(")
      position = escaped + 1
    } else {
      // The escaped character, unless it breaks the line: a multi-line string may escape it,
      // and swift-syntax ends a single-line string there.
      position = Self.isLineBreak(self.byte(at: escaped)) ? escaped : escaped + 1
    }
  }

  /// Where a raw string's delimiter of `hashes` `#` that starts at `offset` ends, as swift-syntax
  /// reads it (its `advanceIfStringDelimiter`, which takes one `#` more when there is one:
  /// `\##(` opens an interpolation in `#"…"#`), or `nil` when fewer follow.
  private func delimiterEnd(hashes: Int, at offset: Int) -> Int? {
    guard hashes > 0 else { return offset }
    var count = 0
    while count <= hashes, self.byte(at: offset + count) == UInt8(ascii: "#") { count += 1 }
    return count >= hashes ? offset + count : nil
  }

  /// Whether a raw string's `#"""` is a single-line string: swift-syntax reads it so when a
  /// quote followed by its `#` comes later on the same line (`#"""` then `a"#` holds two quotes and `a`).
  private func closesOnItsLine(hashes: Int, from start: Int) -> Bool {
    if delimiterEnd(hashes: hashes, at: start) != nil { return true }  // `#"""#`
    var index = start
    while let byte = self.byte(at: index), !Self.isLineBreak(byte) {
      index += 1
      if byte == UInt8(ascii: "\""), delimiterEnd(hashes: hashes, at: index) != nil { return true }
    }
    return false
  }

  /// A `#!` line at the start of the file, which swift-syntax reads as a shebang to its end.
  private mutating func skipShebang() {
    guard position == 0, byte(at: 0) == UInt8(ascii: "#"), byte(at: 1) == UInt8(ascii: "!") else { return }
    while let byte = byte(at: position), !Self.isLineBreak(byte) { position += 1 }
  }

  /// Where the editor placeholder (`<#name#>`) that starts at the position ends, past its `#>`,
  /// or `nil` when none closes before a line feed or another `<#` (swift-syntax's
  /// `tryLexEditorPlaceholder`; an operator before it ends at its `<#` when a `#>` follows on the
  /// line, so `=<#a#>` is `=` and a placeholder). What it holds is one identifier: quotes in it
  /// open no string.
  private func editorPlaceholderEnd() -> Int? {
    var index = position + 2
    while let byte = self.byte(at: index) {
      index += 1
      switch byte {
      case 0x0A: return nil
      case UInt8(ascii: "<") where self.byte(at: index) == UInt8(ascii: "#"): return nil
      case UInt8(ascii: "#") where self.byte(at: index) == UInt8(ascii: ">"): return index + 1
      default: continue
      }
    }
    return nil
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

  /// Where the extended regular expression whose `#` and `/` end before `start` ends, as
  /// swift-syntax's `RegexLiteralLexer` reads it: past its closing `/` and every `#` after it (at
  /// least as many as it opened with), a `\` escaping the byte after it. One whose `/` ends its
  /// line (spaces and tabs aside) may span lines, and left unclosed ends at that line break; any
  /// other ends at the end of its line, closed or not. What follows is code: taking an unclosed
  /// one to the end of the file hid the rest from these checks (a fuzz input wrote `<#///`
  /// before attributes after `var` nested 14 deep), and taking it for code read the `/*` of
  /// `#/*` as a comment to the end of the file.
  private mutating func extendedRegularExpressionEnd(hashes: Int, from start: Int) -> Int {
    var index = start
    while byte(at: index) == 0x20 || byte(at: index) == 0x09 { index += 1 }
    if Self.isLineBreak(byte(at: index)) {
      return closer(hashes: hashes, from: index).map { pastHashes(from: $0 + 1) } ?? index
    }
    index = start
    while let byte = byte(at: index), !Self.isLineBreak(byte) {
      if byte == UInt8(ascii: "/"), self.hashes(hashes, at: index + 1) { return pastHashes(from: index + 1) }
      // An escaped byte closes nothing; an escaped line break still ends the line.
      index += byte == UInt8(ascii: "\\") && !Self.isLineBreak(self.byte(at: index + 1)) ? 2 : 1
    }
    return min(index, bytes.count)
  }

  /// Where the run of `#` at `offset` ends.
  private func pastHashes(from offset: Int) -> Int {
    var index = offset
    while byte(at: index) == UInt8(ascii: "#") { index += 1 }
    return index
  }

  /// The first `/` followed by `hashes` `#` at or after `start` that no `\` escapes, kept per
  /// count of `#`: the scanner asks in the order of the file, so each part of it is searched once
  /// for each count, however many `#/` are left open (each searched to the end of the file was
  /// quadratic).
  private mutating func closer(hashes: Int, from start: Int) -> Int? {
    if let known = closers[hashes], known.from <= start, known.at.map({ $0 >= start }) ?? true { return known.at }
    var index = start
    while let byte = byte(at: index), !(byte == UInt8(ascii: "/") && self.hashes(hashes, at: index + 1)) {
      index += byte == UInt8(ascii: "\\") ? 2 : 1
    }
    let found = index < bytes.count ? index : nil
    closers[hashes] = (start, found)
    return found
  }

  /// Moves to `end`, past an extended regular expression, counting its lines.
  private mutating func skipExtendedRegularExpression(to end: Int) {
    while position < end {
      if bytes[position] == 0x0A || (bytes[position] == 0x0D && byte(at: position + 1) != 0x0A) { line += 1 }
      position += 1
    }
  }

}
