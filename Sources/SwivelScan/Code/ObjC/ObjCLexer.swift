/// Objective-C's tokens, lexed as clang's raw lexer lexes them for `clang_tokenize` (clang 21,
/// `-x objective-c`: GNU C17; `-x objective-c++`: GNU C++17), without clang.
///
/// The scan used to have libclang tokenise each file. Its set-up for each translation unit (a
/// driver, a toolchain and their flags) cost more than the rest of reading an Objective-C file,
/// and a machine without libclang read no Objective-C at all. The readers use only the tokens:
/// their kind (punctuation, keyword, identifier, literal), their spelling and their line, which
/// this lexer gives as clang does, on the text with its preprocessor syntax blanked
/// (``PreprocessorSyntax``). `ObjCLexerTests` holds it to libclang token by token on every
/// Objective-C fixture, the fuzzers' seeds and each rule below, and `FuzzObjCLexer` on what a
/// fuzzer makes.
///
/// What clang does, in brief: whitespace and NUL bytes separate tokens; a line ends at a line
/// feed, a carriage return, or both in that order. `//` and `/*` comments are left out. An
/// identifier starts with a letter, `_`, `$`, a universal character name (`\u00e9`) or a UTF-8
/// character the language allows to start one, and goes on through anything but ASCII
/// punctuation and Unicode spaces. Numbers are preprocessing numbers (`1.2e+3f`, `0x1p-3`, and in
/// C++ `1'000`). Character and string literals take their prefixes (`L`, `u`, `U`, `u8`, `R` for
/// raw strings); one left open at the end of its line is an unknown token, which libclang calls
/// punctuation. An identifier right after an `@` token is a keyword when Objective-C names it
/// (`@interface`). A token's spelling stops at a NUL byte, as libclang's C string does.
enum ObjCLexer {
  /// The language a file is lexed as.
  enum Language: String, Sendable {
    case objectiveC = "objective-c"
    case objectiveCPlusPlus = "objective-c++"

    /// `.mm` files are Objective-C++.
    init(file: String) {
      self = file.lowercased().hasSuffix(".mm") ? .objectiveCPlusPlus : .objectiveC
    }
  }

  /// The tokens of a file's text, comments left out, each with its line. The text's preprocessor
  /// syntax is blanked first, as the readers expect (``PreprocessorSyntax``).
  static func tokens(of text: String, language: Language) -> [ObjCToken] {
    tokens(ofBlanked: PreprocessorSyntax.blanked(Array(text.utf8)), language: language)
  }

  /// The tokens of bytes whose preprocessor syntax is already blanked.
  static func tokens(ofBlanked bytes: [UInt8], language: Language) -> [ObjCToken] {
    bytes.withUnsafeBufferPointer { buffer in
      var lexer = Lexer(bytes: buffer, cPlusPlus: language == .objectiveCPlusPlus)
      return lexer.all()
    }
  }

  /// Whether an identifier is a keyword of the language.
  static func isKeyword(_ word: String, cPlusPlus: Bool) -> Bool {
    sharedKeywords.contains(word) || (cPlusPlus ? cPlusPlusOnlyKeywords : cOnlyKeywords).contains(word)
  }
}

private struct Lexer {
  let bytes: UnsafeBufferPointer<UInt8>
  let cPlusPlus: Bool
  var position = 0
  var line = 1
  var tokens: [ObjCToken] = []
  /// Whether the last token, comments included, was `@`.
  var previousWasAt = false

  init(bytes: UnsafeBufferPointer<UInt8>, cPlusPlus: Bool) {
    self.bytes = bytes
    self.cPlusPlus = cPlusPlus
    // clang skips a UTF-8 byte order mark at the start of the buffer.
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
  }

  private func byte(_ offset: Int) -> UInt8 {
    let index = position + offset
    return index < bytes.count ? bytes[index] : 0
  }

  private func isEnd(_ index: Int) -> Bool { index >= bytes.count }

  mutating func all() -> [ObjCToken] {
    while position < bytes.count {
      let start = position
      let startLine = line
      let first = bytes[position]
      switch first {
      case 0x20, 0x09, 0x0B, 0x0C, 0x00:
        position += 1
        continue
      case 0x0A:
        position += 1
        line += 1
        continue
      case 0x0D:
        position += 1
        if position < bytes.count, bytes[position] == 0x0A { position += 1 }
        line += 1
        continue
      case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "/"):
        while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D { position += 1 }
        previousWasAt = false
        continue
      case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "*"):
        position += 2
        while position < bytes.count {
          if bytes[position] == UInt8(ascii: "*"), byte(1) == UInt8(ascii: "/") {
            position += 2
            break
          }
          countLineBreak()
        }
        previousWasAt = false
        continue
      default:
        break
      }
      let kind = lexToken(first)
      emit(kind, from: start, line: startLine)
    }
    return tokens
  }

  /// Moves past one byte, counting a line break.
  private mutating func countLineBreak() {
    let current = bytes[position]
    position += 1
    if current == 0x0A {
      line += 1
    } else if current == 0x0D {
      if position < bytes.count, bytes[position] == 0x0A { position += 1 }
      line += 1
    }
  }

  private mutating func emit(_ kind: ObjCToken.Kind, from start: Int, line: Int) {
    var kind = kind
    let text: String
    if kind == .identifier {
      text = Self.identifierSpelling(bytes[start..<position])
      if ObjCLexer.isKeyword(text, cPlusPlus: cPlusPlus) || (previousWasAt && ObjCLexer.atKeywords.contains(text)) {
        kind = .keyword
      }
    } else {
      // libclang gives the spelling as a C string: it stops at a NUL byte.
      let slice = bytes[start..<position]
      let end = slice.firstIndex(of: 0) ?? position
      text = String(decoding: bytes[start..<end], as: UTF8.self)
    }
    previousWasAt = kind == .punctuation && text == "@"
    tokens.append(ObjCToken(kind: kind, text: text, line: line))
  }

  /// The token starting at `position` with `first`; moves past it.
  private mutating func lexToken(_ first: UInt8) -> ObjCToken.Kind {
    switch first {
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      position += 1
      lexNumber(from: position - 1, previous: first)
      return .literal
    case UInt8(ascii: "L"), UInt8(ascii: "U"), UInt8(ascii: "u"), UInt8(ascii: "R"):
      if let kind = lexPrefixedLiteral() { return kind }
      return lexIdentifier()
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"),
      UInt8(ascii: "$"):
      return lexIdentifier()
    case UInt8(ascii: "\""):
      position += 1
      return lexQuoted(UInt8(ascii: "\""))
    case UInt8(ascii: "'"):
      position += 1
      return lexQuoted(UInt8(ascii: "'"))
    case UInt8(ascii: "\\"):
      if let (value, length) = universalCharacterName(at: position) {
        position += length
        if isAllowedFirst(value) { return lexIdentifierRest() }
      } else {
        position += 1
      }
      return .punctuation
    case 0x80...0xFF:
      let (scalar, length) = decodeScalar(at: position)
      position += length
      if let scalar, isAllowedFirst(scalar.value) { return lexIdentifierRest() }
      return .punctuation
    case UInt8(ascii: "."):
      if byte(1) >= UInt8(ascii: "0") && byte(1) <= UInt8(ascii: "9") {
        position += 2
        lexNumber(from: position - 2, previous: byte(-1))
        return .literal
      }
      if byte(1) == UInt8(ascii: "."), byte(2) == UInt8(ascii: ".") {
        position += 3
      } else if cPlusPlus, byte(1) == UInt8(ascii: "*") {
        position += 2
      } else {
        position += 1
      }
      return .punctuation
    default:
      position += punctuatorLength(first)
      return .punctuation
    }
  }

  /// The length of the punctuator starting with `first` at `position` (1 for an unknown byte).
  private func punctuatorLength(_ first: UInt8) -> Int {
    let second = byte(1)
    let third = byte(2)
    switch first {
    case UInt8(ascii: ":"):
      return second == UInt8(ascii: ">") || second == UInt8(ascii: ":") ? 2 : 1
    case UInt8(ascii: "&"):
      return second == UInt8(ascii: "&") || second == UInt8(ascii: "=") ? 2 : 1
    case UInt8(ascii: "|"):
      return second == UInt8(ascii: "|") || second == UInt8(ascii: "=") ? 2 : 1
    case UInt8(ascii: "+"):
      return second == UInt8(ascii: "+") || second == UInt8(ascii: "=") ? 2 : 1
    case UInt8(ascii: "-"):
      if second == UInt8(ascii: ">") { return cPlusPlus && third == UInt8(ascii: "*") ? 3 : 2 }
      return second == UInt8(ascii: "-") || second == UInt8(ascii: "=") ? 2 : 1
    case UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "!"), UInt8(ascii: "^"), UInt8(ascii: "="):
      return second == UInt8(ascii: "=") ? 2 : 1
    case UInt8(ascii: "%"):
      return second == UInt8(ascii: "=") || second == UInt8(ascii: ">") ? 2 : 1
    case UInt8(ascii: "<"):
      if second == UInt8(ascii: "<") { return third == UInt8(ascii: "=") ? 3 : 2 }
      if second == UInt8(ascii: "=") || second == UInt8(ascii: "%") { return 2 }
      if second == UInt8(ascii: ":") {
        // C++11: `<::` not followed by `:` or `>` is `<` then `::`.
        if cPlusPlus, third == UInt8(ascii: ":"), byte(3) != UInt8(ascii: ":"), byte(3) != UInt8(ascii: ">") {
          return 1
        }
        return 2
      }
      return 1
    case UInt8(ascii: ">"):
      if second == UInt8(ascii: ">") { return third == UInt8(ascii: "=") ? 3 : 2 }
      return second == UInt8(ascii: "=") ? 2 : 1
    default:
      return 1
    }
  }

  /// A literal with a prefix (`L"…"`, `u8"…"`, `U'…'`, `R"(…)"`, `LR"x(…)x"`), when one starts
  /// at `position`; moves past it.
  private mutating func lexPrefixedLiteral() -> ObjCToken.Kind? {
    var prefix = 0
    if byte(0) == UInt8(ascii: "u"), byte(1) == UInt8(ascii: "8") {
      prefix = 2
    } else if byte(0) != UInt8(ascii: "R") {
      prefix = 1
    }
    let afterPrefix = byte(prefix)
    if prefix > 0, afterPrefix == UInt8(ascii: "\"") {
      position += prefix + 1
      return lexQuoted(UInt8(ascii: "\""))
    }
    // `u8'x'` is a character literal from C++17 (and C23), not in GNU C17.
    if prefix > 0, afterPrefix == UInt8(ascii: "'"), prefix == 1 || cPlusPlus {
      position += prefix + 1
      return lexQuoted(UInt8(ascii: "'"))
    }
    if byte(prefix) == UInt8(ascii: "R"), byte(prefix + 1) == UInt8(ascii: "\"") {
      position += prefix + 2
      return lexRawString()
    }
    return nil
  }

  /// A raw string's delimiter, `(`, body, `)`, delimiter, `"`; at `position` after `R"`.
  private mutating func lexRawString() -> ObjCToken.Kind {
    var delimiterLength = 0
    while delimiterLength < 16, Self.isRawDelimiterBody(byte(delimiterLength)), !isEnd(position + delimiterLength) {
      delimiterLength += 1
    }
    guard !isEnd(position + delimiterLength), byte(delimiterLength) == UInt8(ascii: "(") else {
      // Not a delimiter: clang goes on to the next `"`.
      while position < bytes.count {
        let current = bytes[position]
        countLineBreak()
        if current == UInt8(ascii: "\"") { break }
      }
      return .punctuation
    }
    let delimiter = position..<(position + delimiterLength)
    position += delimiterLength + 1
    while position < bytes.count {
      let current = bytes[position]
      countLineBreak()
      guard current == UInt8(ascii: ")") else { continue }
      let end = position + delimiterLength
      if end < bytes.count, bytes[end] == UInt8(ascii: "\""),
        bytes[position..<end].elementsEqual(bytes[delimiter])
      {
        position = end + 1
        lexSuffix(ofString: true)
        return .literal
      }
    }
    return .punctuation
  }

  /// What may spell a raw string's delimiter: ASCII's visible characters but `(`, `)` and `\`.
  private static func isRawDelimiterBody(_ byte: UInt8) -> Bool {
    byte > 0x20 && byte < 0x7F && byte != UInt8(ascii: "(") && byte != UInt8(ascii: ")")
      && byte != UInt8(ascii: "\\")
  }

  /// A character or string literal's body and closing quote; at `position` after the opening
  /// one. An empty character literal, or one left open at its line's end or the file's, is an
  /// unknown token (punctuation, for libclang), without the line break.
  private mutating func lexQuoted(_ quote: UInt8) -> ObjCToken.Kind {
    if quote == UInt8(ascii: "'"), byte(0) == quote {
      position += 1
      return .punctuation
    }
    while position < bytes.count {
      var current = bytes[position]
      var escaped = false
      if current == UInt8(ascii: "\\") {
        position += 1
        guard position < bytes.count else { return .punctuation }
        current = bytes[position]
        escaped = true
      }
      if current == 0x0A || current == 0x0D { return .punctuation }
      position += 1
      if current == quote, !escaped {
        lexSuffix(ofString: quote == UInt8(ascii: "\""))
        return .literal
      }
    }
    return .punctuation
  }

  /// In C++, a literal's user-defined suffix (`"x"_id`; C++11 [lex.ext]), which clang lexes as part
  /// of the literal: one starting with `_`, a universal character name or a UTF-8 character, or
  /// after a string one of the standard library's (`s`, `sv`, `ms`, `us`, `min`, `i`, …). Others
  /// are left to be tokens of their own.
  private mutating func lexSuffix(ofString isString: Bool) {
    guard cPlusPlus, position < bytes.count else { return }
    let first = bytes[position]
    if first == UInt8(ascii: "\\"), let (value, length) = universalCharacterName(at: position), continuesByName(value) {
      position += length
    } else if first >= 0x80 {
      let (scalar, length) = decodeScalar(at: position)
      guard let scalar, continues(scalar.value) else { return }
      position += length
    } else if first == UInt8(ascii: "_") {
      position += 1
    } else if isString, Self.isASCIIIdentifierContinue(first) {
      var end = position + 1
      while end < bytes.count, Self.isASCIIIdentifierContinue(bytes[end]), end - position < 3 { end += 1 }
      let isStandard =
        (end == bytes.count || !Self.isASCIIIdentifierContinue(bytes[end]))
        && Self.standardSuffixes.contains { $0.elementsEqual(bytes[position..<end]) }
      guard isStandard else { return }
      position = end
    } else {
      return
    }
    consumeIdentifierRest(dollar: false)
  }

  /// The suffixes of C++'s standard library a string literal takes without `_` (clang's
  /// `NumericLiteralParser::isValidUDSuffix` for C++17, and `sv`).
  private static let standardSuffixes: [[UInt8]] = ["h", "min", "s", "ms", "us", "ns", "il", "i", "if", "sv"].map {
    Array($0.utf8)
  }

  /// A preprocessing number's rest; `start` is where it starts, `previous` its last byte so far.
  private mutating func lexNumber(from start: Int, previous: UInt8) {
    var previous = previous
    // C++17 takes a `p+` exponent only in a hexadecimal number; C always does.
    let startsHexadecimal =
      start + 1 < bytes.count && bytes[start] == UInt8(ascii: "0")
      && (bytes[start + 1] == UInt8(ascii: "x") || bytes[start + 1] == UInt8(ascii: "X"))
    while true {
      let current = byte(0)
      if isEnd(position) { return }
      if Self.isNumberBody(current) {
        previous = current
        position += 1
        continue
      }
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") {
        let exponent = previous == UInt8(ascii: "e") || previous == UInt8(ascii: "E")
        let binaryExponent =
          (previous == UInt8(ascii: "p") || previous == UInt8(ascii: "P")) && (!cPlusPlus || startsHexadecimal)
        if exponent || binaryExponent {
          previous = current
          position += 1
          continue
        }
        return
      }
      if cPlusPlus, current == UInt8(ascii: "'"), Self.isASCIIIdentifierContinue(byte(1)), !isEnd(position + 1) {
        // clang lexes the rest as a new number: the character after the separator is not an
        // exponent's (`1'e+3` is `1'e`, `+`, `3`).
        previous = 0
        position += 2
        continue
      }
      if current == UInt8(ascii: "\\"), let (value, length) = universalCharacterName(at: position),
        continuesByName(value)
      {
        previous = current
        position += length
        continue
      }
      if current >= 0x80 {
        let (scalar, length) = decodeScalar(at: position)
        if let scalar, continues(scalar.value) {
          previous = current
          position += length
          continue
        }
      }
      return
    }
  }

  private static func isNumberBody(_ byte: UInt8) -> Bool {
    isASCIIIdentifierContinue(byte) || byte == UInt8(ascii: ".")
  }

  private static func isASCIIIdentifierContinue(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
  }

  private mutating func lexIdentifier() -> ObjCToken.Kind {
    position += 1
    return lexIdentifierRest()
  }

  /// An identifier's rest: ASCII letters, digits, `_` and `$`, universal character names and
  /// UTF-8 characters other than Unicode's spaces.
  private mutating func lexIdentifierRest() -> ObjCToken.Kind {
    consumeIdentifierRest(dollar: true)
    return .identifier
  }

  /// Moves past what goes on an identifier: ASCII letters, digits, `_` (and `$` if `dollar`:
  /// clang takes it in identifiers but not in literal suffixes), universal character names and
  /// UTF-8 characters other than Unicode's spaces.
  private mutating func consumeIdentifierRest(dollar: Bool) {
    while position < bytes.count {
      let current = bytes[position]
      if Self.isASCIIIdentifierContinue(current) || (dollar && current == UInt8(ascii: "$")) {
        position += 1
      } else if current == UInt8(ascii: "\\"), let (value, length) = universalCharacterName(at: position),
        continuesByName(value)
      {
        position += length
      } else if current >= 0x80 {
        let (scalar, length) = decodeScalar(at: position)
        guard let scalar, continues(scalar.value) else { return }
        position += length
      } else {
        return
      }
    }
  }

  /// Whether a universal character name goes on an identifier or a number: as a character does,
  /// but clang reads none below U+00A0 (C's rule for names), which ends the identifier there.
  private func continuesByName(_ value: UInt32) -> Bool {
    value >= 0xA0 && continues(value)
  }

  /// Whether a character goes on an identifier: clang takes any but ASCII, Unicode's spaces and
  /// surrogates (with an error for one the language does not allow).
  private func continues(_ value: UInt32) -> Bool {
    value >= 0x80 && !Self.isUnicodeSpace(value) && !(0xD800...0xDFFF).contains(value)
  }

  /// Whether a character may start an identifier: in C, C11's Annex D; in C++, `XID_Start` as
  /// clang's tables have it (``ObjCLexer/cPlusPlusIdentifierStart``).
  private func isAllowedFirst(_ value: UInt32) -> Bool {
    if value < 0x80 { return false }
    if cPlusPlus {
      let ranges = ObjCLexer.cPlusPlusIdentifierStart
      var low = 0
      var high = ranges.count
      while low < high {
        let middle = (low + high) / 2
        if ranges[middle].upperBound < value { low = middle + 1 } else { high = middle }
      }
      return low < ranges.count && ranges[low].contains(value)
    }
    return Self.c11Allowed.contains { $0.contains(value) } && !Self.c11NotFirst.contains { $0.contains(value) }
  }

  private static func isUnicodeSpace(_ value: UInt32) -> Bool {
    switch value {
    case 0x85, 0xA0, 0x1680, 0x180E, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: return true
    default: return false
    }
  }

  /// C11 Annex D.1: the characters allowed in identifiers.
  private static let c11Allowed: [ClosedRange<UInt32>] = [
    0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6,
    0xD8...0xF6, 0xF8...0xFF, 0x100...0x167F, 0x1681...0x180D, 0x180F...0x1FFF, 0x200B...0x200D, 0x202A...0x202E,
    0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F, 0x2070...0x218F, 0x2460...0x24FF, 0x2776...0x2793,
    0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
    0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE44, 0xFE47...0xFFFD, 0x10000...0x1FFFD, 0x20000...0x2FFFD,
    0x30000...0x3FFFD, 0x40000...0x4FFFD, 0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD,
    0x80000...0x8FFFD, 0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD,
    0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
  ]

  /// C11 Annex D.2: the characters an identifier may not start with.
  private static let c11NotFirst: [ClosedRange<UInt32>] = [
    0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
  ]

  /// The UTF-8 character at `index` and its length in bytes; `nil` with length 1 for a byte that
  /// starts none (the scan's text is valid UTF-8, so only a fuzzer's bytes do).
  private func decodeScalar(at index: Int) -> (Unicode.Scalar?, Int) {
    let lead = bytes[index]
    let length: Int
    var value: UInt32
    switch lead {
    case 0xC2...0xDF: (length, value) = (2, UInt32(lead & 0x1F))
    case 0xE0...0xEF: (length, value) = (3, UInt32(lead & 0x0F))
    case 0xF0...0xF4: (length, value) = (4, UInt32(lead & 0x07))
    default: return (nil, 1)
    }
    guard index + length <= bytes.count else { return (nil, 1) }
    for offset in 1..<length {
      let next = bytes[index + offset]
      guard next & 0xC0 == 0x80 else { return (nil, 1) }
      value = value << 6 | UInt32(next & 0x3F)
    }
    // Overlong forms and surrogates are no characters, as for clang's strict conversion.
    let shortest: UInt32 = length == 3 ? 0x800 : length == 4 ? 0x10000 : 0x80
    guard value >= shortest, let scalar = Unicode.Scalar(value) else { return (nil, 1) }
    return (scalar, length)
  }

  /// A universal character name at `index` (`\u00e9`, `\U0001F600`, `\u{e9}`): its code point
  /// (even a surrogate or one past U+10FFFF, which clang reads and then refuses) and length, or
  /// `nil` when none is spelled there.
  private func universalCharacterName(at index: Int) -> (UInt32, Int)? {
    guard index + 1 < bytes.count else { return nil }
    let marker = bytes[index + 1]
    var value: UInt32 = 0
    var length: Int
    if marker == UInt8(ascii: "u"), index + 2 < bytes.count, bytes[index + 2] == UInt8(ascii: "{") {
      length = 3
      var digits = 0
      while index + length < bytes.count, let digit = Self.hexValue(bytes[index + length]) {
        value = value &* 16 &+ digit
        digits += 1
        length += 1
        if digits > 8 { return nil }
      }
      guard digits > 0, index + length < bytes.count, bytes[index + length] == UInt8(ascii: "}") else { return nil }
      length += 1
    } else {
      let digits: Int
      switch marker {
      case UInt8(ascii: "u"): digits = 4
      case UInt8(ascii: "U"): digits = 8
      default: return nil
      }
      guard index + 2 + digits <= bytes.count else { return nil }
      for offset in 0..<digits {
        guard let digit = Self.hexValue(bytes[index + 2 + offset]) else { return nil }
        value = value << 4 | digit
      }
      length = 2 + digits
    }
    return (value, length)
  }

  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
    default: return nil
    }
  }

  /// An identifier as libclang spells it: its universal character names written in UTF-8.
  private static func identifierSpelling(_ slice: Slice<UnsafeBufferPointer<UInt8>>) -> String {
    guard slice.contains(UInt8(ascii: "\\")) else { return String(decoding: slice, as: UTF8.self) }
    var spelled = ""
    var index = slice.startIndex
    let lexer = Lexer(bytes: slice.base, cPlusPlus: false)
    while index < slice.endIndex {
      if slice.base[index] == UInt8(ascii: "\\"), let (value, length) = lexer.universalCharacterName(at: index) {
        // One past U+10FFFF has no UTF-8: clang's spelling leaves it out.
        if let scalar = Unicode.Scalar(value) { spelled.unicodeScalars.append(scalar) }
        index += length
      } else {
        let start = index
        index += 1
        while index < slice.endIndex, slice.base[index] != UInt8(ascii: "\\") { index += 1 }
        spelled += String(decoding: slice.base[start..<index], as: UTF8.self)
      }
    }
    return spelled
  }
}
