/// ``ObjCLexer`` held to libclang's `clang_tokenize` on one text, for the tests and the
/// `FuzzObjCLexer` fuzzer, which reach it as `@_spi(Fuzzing)`.
@_spi(Fuzzing) public enum ObjCLexerCheck {
  /// libclang, found as ``LibclangSearch/automatic`` finds it; `nil` where it is not installed.
  static let library = try? Libclang.load(.automatic).get()

  /// Whether libclang was found.
  public static var hasLibclang: Bool { library != nil }

  /// Where the lexer's tokens first differ from libclang's on `text`, lexed in `language`
  /// (`objective-c` or `objective-c++`); `nil` when they agree, or when libclang is not
  /// installed or makes no translation unit of the text.
  public static func disagreement(in text: String, language: String) -> String? {
    guard let library, let language = ObjCLexer.Language(rawValue: language) else { return nil }
    let file = language == .objectiveC ? "t.m" : "t.mm"
    guard let clang = library.tokens(of: text, file: file, language: language) else { return nil }
    let mine = ObjCLexer.tokens(of: text, language: language)
    let differing = zip(mine, clang).enumerated().first { $0.element.0 != $0.element.1 }?.offset
    guard let first = differing ?? (mine.count == clang.count ? nil : min(mine.count, clang.count)) else {
      return nil
    }
    func describe(_ tokens: [ObjCToken]) -> String {
      guard first < tokens.count else { return "nothing" }
      return "\(tokens[first].kind) \(tokens[first].text.debugDescription) on line \(tokens[first].line)"
    }
    return "token \(first): libclang gives \(describe(clang)), the lexer \(describe(mine))"
  }
}
