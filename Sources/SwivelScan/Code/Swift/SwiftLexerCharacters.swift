/// How swift-syntax 603's lexer takes a character outside ASCII: as part of a name, or as
/// trivia between tokens, where the checks before parsing must see past it as the parser does.
///
/// The characters a Swift identifier may hold are the ranges of C's proposed Annex X.1 (WG14
/// N1518), which The Swift Programming Language lists under *Lexical Structure, Identifiers*;
/// the lexer takes the ranges that list as far as U+FFF8, so U+FFFD, which replaces the bytes of
/// a file that are not UTF-8, is no identifier character. A character it can neither start an
/// identifier or an operator with nor continue an identifier with (U+00A0, U+FFFD, U+0085) it
/// skips as trivia (its `lexUnknown`), the curly quotes U+201C and U+201D aside.
/// `SwiftLexerCharactersTests` holds these to swift-syntax's own reading.
enum SwiftLexerCharacters {
  /// The characters outside ASCII that may go on an identifier, and any of them but the
  /// combining marks (U+0300–U+036F, U+1DC0–U+1DFF, U+20D0–U+20FF, U+FE20–U+FE2F) begin one
  /// (the lexer still takes a combining mark after `@` for a name, with an error).
  static let identifierCharacters: [ClosedRange<UInt32>] = [
    0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6,
    0xD8...0xF6, 0xF8...0xFF, 0x100...0x167F, 0x1681...0x180D, 0x180F...0x1FFF, 0x200B...0x200D,
    0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F, 0x2070...0x218F, 0x2460...0x24FF,
    0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F,
    0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE44, 0xFE47...0xFFF8, 0x10000...0x1FFFD,
    0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD, 0x50000...0x5FFFD, 0x60000...0x6FFFD,
    0x70000...0x7FFFD, 0x80000...0x8FFFD, 0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD,
    0xC0000...0xCFFFD, 0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
  ]

  /// Whether a character outside ASCII may go on a Swift identifier.
  static func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    var low = 0
    var high = identifierCharacters.count
    while low < high {
      let middle = (low + high) / 2
      if identifierCharacters[middle].upperBound < value { low = middle + 1 } else { high = middle }
    }
    return low < identifierCharacters.count && identifierCharacters[low].contains(value)
  }

  /// The character whose UTF-8 bytes begin at `offset` of `bytes`, with their count; `nil` where
  /// they are not UTF-8 (the checks read a Swift string's bytes, which always are). The standard
  /// library's parser refuses overlong forms, surrogates and cut sequences.
  static func scalar(in bytes: [UInt8], at offset: Int) -> (scalar: Unicode.Scalar, length: Int)? {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes[offset...].makeIterator()
    guard case .valid(let encoded) = parser.parseScalar(from: &iterator) else { return nil }
    return (Unicode.UTF8.decode(encoded), encoded.count)
  }
}
