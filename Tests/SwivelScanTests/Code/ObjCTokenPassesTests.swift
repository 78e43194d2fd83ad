import Foundation
import Testing

@testable import SwivelScan

/// The one-pass readings of a token stream (`closingBraces(in:)`, `orientationSetters(in:)`)
/// against the searches they replaced, which looked on from each token and made a file of many
/// open blocks or unfinished `setValue:` messages quadratic (FuzzObjCMacros: 9.6 s for one
/// input). Each must give the old answer on every stream.
@Suite struct ObjCTokenPassesTests {
  /// The old search: from the `{` at `index`, the `}` that closes it, unless the tokens end or
  /// an `@implementation` or `@end` comes first.
  static func closingBrace(from index: Int, in tokens: [ObjCToken]) -> Int? {
    var open = 0
    for position in index..<tokens.count {
      switch tokens[position].text {
      case "{": open += 1
      case "}":
        open -= 1
        if open == 0 { return position }
      case "@" where position + 1 < tokens.count && ["implementation", "end"].contains(tokens[position + 1].text):
        return nil
      default: break
      }
    }
    return nil
  }

  /// The old search: whether the message whose `setValue` is at `index` has
  /// `forKey:@"orientation"` at its level before a `;` or the bracket closing that level.
  static func setsOrientation(from index: Int, in tokens: [ObjCToken]) -> Bool {
    func text(_ index: Int) -> String? { index < tokens.count ? tokens[index].text : nil }
    var open = 0
    for position in (index + 1)..<max(index + 1, tokens.count) {
      switch tokens[position].text {
      case "[", "(", "{": open += 1
      case "]", ")", "}":
        if open == 0 { return false }
        open -= 1
      case ";": return false
      case "forKey" where open == 0:
        if text(position + 1) == ":", text(position + 2) == "@", text(position + 3) == "\"orientation\"" {
          return true
        }
      default: break
      }
    }
    return false
  }

  private func expectSameAnswers(_ tokens: [ObjCToken], _ name: String) {
    let braces = ObjCSourceReader.closingBraces(in: tokens)
    let setters = ObjCSourceReader.orientationSetters(in: tokens)
    for index in tokens.indices {
      if tokens[index].text == "{" {
        #expect(braces[index] == Self.closingBrace(from: index, in: tokens), "\(name): the { at \(index)")
      }
      if tokens[index].text == "setValue" {
        #expect(setters.contains(index) == Self.setsOrientation(from: index, in: tokens), "\(name): at \(index)")
      }
    }
    #expect(braces.keys.allSatisfy { tokens[$0].text == "{" })
    #expect(setters.allSatisfy { tokens[$0].text == "setValue" })
  }

  @Test func everyFixtureAndSeedGetsTheOldAnswers() throws {
    let files = ObjCLexerAgainstLibclangTests.files
    #expect(files.count > 20)
    for file in files {
      let data = try Data(contentsOf: URL(fileURLWithPath: file))
      let tokens = ObjCLexer.tokens(of: String(decoding: data, as: UTF8.self), language: .objectiveC)
      expectSameAnswers(tokens, (file as NSString).lastPathComponent)
    }
  }

  @Test func randomStreamsOfTheTokensThatMatterGetTheOldAnswers() {
    let alphabet = [
      "[", "]", "(", ")", "{", "}", ";", "setValue", "forKey", ":", "@", "\"orientation\"", "x",
      "implementation", "end",
    ]
    var generator = MalformedInputTests.SplitMix64(state: 30)
    for stream in 0..<3_000 {
      let length = Int.random(in: 0...48, using: &generator)
      let tokens = (0..<length).map { _ in
        ObjCToken(kind: .punctuation, text: alphabet.randomElement(using: &generator)!, line: 1)
      }
      expectSameAnswers(tokens, "stream \(stream): \(tokens.map(\.text).joined(separator: " "))")
    }
  }

  @Test func aMessageInsideAnotherAndOneCutByASemicolon() {
    let text = """
      [d setValue:[e setValue:@1 forKey:@"orientation"] forKey:@"other"];
      [d setValue:^{ x; } forKey:@"orientation"];
      [d setValue:@(x) forKey:@"orientation"];
      """
    let tokens = ObjCLexer.tokens(of: text, language: .objectiveC)
    let lines = ObjCSourceReader.orientationSetters(in: tokens).map { tokens[$0].line }.sorted()
    #expect(lines == [1, 3])
  }
}

/// How far a method's header is looked for.
@Suite struct ObjCMethodHeaderBoundTests {
  // A return type longer than `returnTypeTokens` is no method's: `- (- (- (…` looked as far as a
  // whole header for each `)` (30,000 of them: 3 s under AddressSanitizer).
  @Test func aReturnTypeWithinTheBoundIsReadAndOnePastItIsNot() {
    func supported(typeTokens: Int) -> String? {
      let type = "(" + Array(repeating: "A", count: typeTokens - 2).joined(separator: " ") + ")"
      let facts = ObjCSourceReader.read(
        """
        @implementation Player : UIViewController
        - \(type)supportedInterfaceOrientations { return UIInterfaceOrientationMaskLandscape; }
        @end
        """, file: "Player.m")
      return facts.controllers.first?.supported
    }
    #expect(supported(typeTokens: ObjCSourceReader.returnTypeTokens) == "landscape")
    #expect(supported(typeTokens: ObjCSourceReader.returnTypeTokens + 1) == nil)
  }
}
