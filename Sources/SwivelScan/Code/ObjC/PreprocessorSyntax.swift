/// What of an Objective-C file's preprocessor syntax clang is not shown.
///
/// clang's preprocessor crashes on some directives in the single-file mode the scan parses in:
/// an `#if` or `#elif` whose condition leaves a parenthesis open with an undefined name in it
/// (`#if(I`, clang 21, found by `FuzzObjCSource`), however the directive is spelled (`%:if(I`,
/// `#/**/if(I`, `#i\` + newline + `f(I`, a carriage return ending the line early, a macro that
/// opens the parenthesis); and `#pragma clang __debug crash`, `llvm_fatal_error` or
/// `overflow_stack` (the last ran for minutes) do what they say. libclang recovers from the
/// crashes, but writes them to the standard error and leaks.
///
/// The scan uses clang's raw tokens only (`clang_tokenize`), never what the preprocessor makes
/// of them, so the preprocessor is given nothing to do: each byte that could start a directive or
/// a pragma becomes a space. The other tokens, and every token's line, stay as they were.
enum PreprocessorSyntax {
  /// `bytes` with every `#`, every `%:` (the digraph of `#`), every `_Pragma` and `__pragma` (the
  /// operator forms of `#pragma`) and every `\` that ends a line (before spaces, tabs or other
  /// backslashes at most: a line splice, which could join the others from pieces; blanking only
  /// the last of `\\` would leave the first to splice over the space) made spaces.
  ///
  /// The line splices are blanked in a pass of their own, after the rest: a `\` before a `%:` or a
  /// `_Pragma` that ends its line ends it once they are spaces, and clang splices there (found by
  /// `FuzzObjCLexer`: `\%:` at a line's end left `\  ` before the newline, which clang took as a
  /// splice and the lexer as a `\`).
  static func blanked(_ bytes: [UInt8]) -> [UInt8] {
    var bytes = bytes
    var position = 0
    while position < bytes.count {
      switch bytes[position] {
      case UInt8(ascii: "#"):
        bytes[position] = space
      case UInt8(ascii: "%") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: ":"):
        bytes[position] = space
        bytes[position + 1] = space
        position += 1
      case UInt8(ascii: "_"):
        if let name = pragmaOperators.first(where: { matches($0, in: bytes, at: position) }) {
          bytes.replaceSubrange(position..<position + name.count, with: repeatElement(space, count: name.count))
          position += name.count - 1
        }
      default:
        break
      }
      position += 1
    }
    position = 0
    while position < bytes.count {
      if bytes[position] == UInt8(ascii: "\\") {
        // The run of backslashes and blanks from here, looked at once.
        var end = position + 1
        while end < bytes.count, [0x20, 0x09, 0x0B, 0x0C, 0x5C].contains(bytes[end]) { end += 1 }
        if end < bytes.count && (bytes[end] == 0x0A || bytes[end] == 0x0D) {
          for index in position..<end where bytes[index] == UInt8(ascii: "\\") { bytes[index] = space }
        }
        position = end
      } else {
        position += 1
      }
    }
    return bytes
  }

  private static let space = UInt8(ascii: " ")
  private static let pragmaOperators: [[UInt8]] = [Array("_Pragma".utf8), Array("__pragma".utf8)]

  private static func matches(_ name: [UInt8], in bytes: [UInt8], at position: Int) -> Bool {
    position + name.count <= bytes.count && bytes[position..<position + name.count].elementsEqual(name)
  }
}
