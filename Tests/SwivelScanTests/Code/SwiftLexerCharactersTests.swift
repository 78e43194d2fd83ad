import SwiftParser
import SwiftSyntax
import Testing

@testable import SwivelScan

/// ``SwiftLexerCharacters`` against swift-syntax's own lexer: a character goes on an identifier
/// when swift-syntax lexes `a` and it as one identifier token. (The ranges are those The Swift
/// Programming Language lists under *Lexical Structure, Identifiers*, as far as U+FFF8.)
struct SwiftLexerCharactersTests {
  /// Whether swift-syntax lexes `a` followed by `scalar` as one identifier.
  private static func swiftSyntaxContinuesAnIdentifier(with scalar: Unicode.Scalar) -> Bool {
    let text = "a" + String(Character(scalar))
    for token in Parser.parse(source: text).tokens(viewMode: .sourceAccurate) { return token.text == text }
    return false
  }

  /// Every range's ends and the characters just outside them.
  private static var boundaries: [Unicode.Scalar] {
    SwiftLexerCharacters.identifierCharacters.flatMap { range in
      [range.lowerBound - 1, range.lowerBound, range.upperBound, range.upperBound + 1]
    }.compactMap(Unicode.Scalar.init).filter { !$0.isASCII }
  }

  @Test func theRangesEndWhereSwiftSyntaxsDo() {
    for scalar in Self.boundaries {
      #expect(
        SwiftLexerCharacters.isIdentifierCharacter(scalar) == Self.swiftSyntaxContinuesAnIdentifier(with: scalar),
        "U+\(String(scalar.value, radix: 16, uppercase: true))")
    }
  }

  @Test func everyTwoHundredAndFiftyFirstCharacterAgreesWithSwiftSyntax() {
    for value in stride(from: UInt32(0x80), through: 0x10FFFF, by: 251) {
      guard let scalar = Unicode.Scalar(value) else { continue }
      #expect(
        SwiftLexerCharacters.isIdentifierCharacter(scalar) == Self.swiftSyntaxContinuesAnIdentifier(with: scalar),
        "U+\(String(value, radix: 16, uppercase: true))")
    }
  }

  /// U+FFFD replaces bytes that are not UTF-8; swift-syntax's lexer skips it as trivia, as it
  /// does U+00A0 and U+0085. The combining acute accent goes on an identifier.
  @Test func theReplacementCharacterIsNoIdentifierCharacter() {
    #expect(!SwiftLexerCharacters.isIdentifierCharacter("\u{FFFD}"))
    #expect(!SwiftLexerCharacters.isIdentifierCharacter("\u{A0}"))
    #expect(!SwiftLexerCharacters.isIdentifierCharacter("\u{85}"))
    #expect(SwiftLexerCharacters.isIdentifierCharacter("\u{301}"))
    #expect(SwiftLexerCharacters.isIdentifierCharacter("é"))
  }

  @Test func charactersAreDecodedFromUTF8() {
    let bytes = Array("aé中😀".utf8)
    #expect(SwiftLexerCharacters.scalar(in: bytes, at: 0)?.scalar == "a")
    #expect(SwiftLexerCharacters.scalar(in: bytes, at: 1).map { [$0.scalar.value, UInt32($0.length)] } == [0xE9, 2])
    #expect(SwiftLexerCharacters.scalar(in: bytes, at: 3).map { [$0.scalar.value, UInt32($0.length)] } == [0x4E2D, 3])
    #expect(
      SwiftLexerCharacters.scalar(in: bytes, at: 6).map { [$0.scalar.value, UInt32($0.length)] } == [0x1F600, 4])
  }

  /// A continuation byte alone, an overlong form, a surrogate, a truncated sequence, a byte no
  /// UTF-8 holds: no character.
  @Test(arguments: [
    [0x80], [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0xF5, 0x80, 0x80, 0x80],
  ])
  func bytesThatAreNotUTF8AreNoCharacter(bytes: [UInt8]) {
    #expect(SwiftLexerCharacters.scalar(in: bytes, at: 0) == nil)
  }
}
