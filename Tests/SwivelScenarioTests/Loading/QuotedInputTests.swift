import Testing

@testable import SwivelScenario

@Suite struct QuotedInputTests {
  @Test func shortTextStaysAsItIs() {
    #expect(QuotedInput.shortened("portrait") == "portrait")
    #expect(QuotedInput.shortened(String(repeating: "a", count: 40)) == String(repeating: "a", count: 40))
  }

  @Test func longTextIsCutToTheLimitWithAnEllipsis() {
    let shortened = QuotedInput.shortened(String(repeating: "a", count: 41))
    #expect(shortened == String(repeating: "a", count: 39) + "…")
    #expect(shortened.count == QuotedInput.limit)
  }

  @Test func lineBreaksShowAsReturnSymbolsAndTabsAsSpaces() {
    #expect(QuotedInput.shortened("a\nb\r\nc\td") == "a⏎b⏎c d")
  }

  /// The cut falls between characters: a flag (two scalars) or an accented letter stays whole.
  @Test func theCutIsAtACharacterBoundary() {
    let shortened = QuotedInput.shortened(String(repeating: "🇫🇷", count: 50))
    #expect(shortened == String(repeating: "🇫🇷", count: 39) + "…")
  }

  @Test func pathsKeepTheirEnd() {
    let path = String(repeating: "d/", count: 50) + "walk.csv"
    let shortened = QuotedInput.shortened(path, keepingEnd: true)
    #expect(shortened.hasPrefix("…"))
    #expect(shortened.hasSuffix("/walk.csv"))
    #expect(shortened.count == QuotedInput.limit)
  }
}
