extension ObjCSourceReader {
  /// The line of the first `#if` or `#elif` whose condition leaves a parenthesis open
  /// (`#if (DEBUG`), or `nil` when there is none.
  ///
  /// Such a file is not given to clang: its preprocessor crashes on the condition in the
  /// single-file mode Swivel parses in (`#if(I` with `I` undefined; clang 21, found by
  /// `FuzzObjCSource`). libclang recovers, but prints the crash to the standard error and leaks.
  /// The file would not compile either ("expected ')' in preprocessor expression"), so nothing a
  /// build sees is lost. Comments and character literals are skipped; a directive continued with
  /// `\` is read as one line. Conditions inside a block the preprocessor skips count too.
  static func unclosedConditional(in text: String) -> Int? {
    var scanner = DirectiveScanner(bytes: Array(text.utf8))
    return scanner.firstUnclosedConditional()
  }
}

/// Walks a file's bytes line by line, knowing which lines are preprocessor directives.
private struct DirectiveScanner {
  let bytes: [UInt8]
  var position = 0
  var line = 1
  var inBlockComment = false

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  private func byte(at offset: Int) -> UInt8? { bytes.indices.contains(offset) ? bytes[offset] : nil }

  mutating func firstUnclosedConditional() -> Int? {
    while position < bytes.count {
      let start = line
      if !inBlockComment, skipBlanks(), byte(at: position) == UInt8(ascii: "#") {
        position += 1
        skipBlanks()
        let name = identifier()
        if name == "if" || name == "elif", openParentheses() > 0 { return start }
      }
      restOfLine()
    }
    return nil
  }

  /// Skips spaces and tabs; `true` (for chaining) always.
  @discardableResult
  private mutating func skipBlanks() -> Bool {
    while let byte = byte(at: position), byte == 0x20 || byte == 0x09 { position += 1 }
    return true
  }

  private mutating func identifier() -> String {
    let start = position
    while let byte = byte(at: position), byte == 0x5F || (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A {
      position += 1
    }
    return String(decoding: bytes[start..<position], as: UTF8.self)
  }

  /// Counts the parentheses of a directive up to its end (a newline not after `\`), and
  /// returns how many stay open; the scanner is left at that end.
  private mutating func openParentheses() -> Int {
    var depth = 0
    while let byte = byte(at: position) {
      if byte == 0x0A, inBlockComment {
        // A comment ending on a later line goes on with the directive.
        position += 1
        line += 1
        continue
      }
      if inBlockComment {
        endBlockComment()
        continue
      }
      switch byte {
      case 0x0A: return depth
      case UInt8(ascii: "\\") where self.byte(at: position + 1) == 0x0A:
        position += 2
        line += 1
      case UInt8(ascii: "("):
        depth += 1
        position += 1
      case UInt8(ascii: ")"):
        depth = max(0, depth - 1)
        position += 1
      case UInt8(ascii: "/") where self.byte(at: position + 1) == UInt8(ascii: "/"):
        return depth
      case UInt8(ascii: "/") where self.byte(at: position + 1) == UInt8(ascii: "*"):
        position += 2
        inBlockComment = true
      case UInt8(ascii: "'"), UInt8(ascii: "\""):
        skipLiteral(closedBy: byte)
      default:
        position += 1
      }
    }
    return depth
  }

  /// Moves past the end of the current line, through comments, to the start of the next.
  private mutating func restOfLine() {
    while let byte = byte(at: position) {
      if byte == 0x0A {
        position += 1
        line += 1
        return
      }
      if inBlockComment {
        endBlockComment()
        continue
      }
      switch byte {
      case UInt8(ascii: "/") where self.byte(at: position + 1) == UInt8(ascii: "*"):
        position += 2
        inBlockComment = true
      case UInt8(ascii: "/") where self.byte(at: position + 1) == UInt8(ascii: "/"):
        while let byte = self.byte(at: position), byte != 0x0A { position += 1 }
      default:
        position += 1
      }
    }
  }

  /// Moves to just after `*/`, or to the next newline (counted) while the comment goes on.
  private mutating func endBlockComment() {
    while let byte = byte(at: position) {
      if byte == UInt8(ascii: "*"), self.byte(at: position + 1) == UInt8(ascii: "/") {
        position += 2
        inBlockComment = false
        return
      }
      if byte == 0x0A { return }
      position += 1
    }
  }

  /// Moves past a character or string literal on one line (`\` escapes the next byte).
  private mutating func skipLiteral(closedBy quote: UInt8) {
    position += 1
    while let byte = byte(at: position), byte != 0x0A {
      if byte == UInt8(ascii: "\\"), self.byte(at: position + 1) != 0x0A {
        position += 2
        continue
      }
      position += 1
      if byte == quote { return }
    }
  }
}
