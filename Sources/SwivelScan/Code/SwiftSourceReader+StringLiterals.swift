extension SwiftSourceReader {
  /// The line at whose end a string interpolation of a single-line string literal is still open
  /// (`"\(` then a newline), or `nil` when there is none.
  ///
  /// Such a file is not parsed: in some shapes (`"\("` then a line `""" """l v"""`, found by
  /// `FuzzSwiftSource`) swift-syntax 603's parser stops on a precondition ("The lexer should only
  /// add trailing trivia to a string segment if the newline is escaped by a backslash"), which
  /// ends the process; the Swift 6.3 compiler stops on the same file. A single-line string's
  /// interpolation cannot go on past its line ("cannot find ')' to match opening '(' in string
  /// interpolation"), so no file that compiles is refused. Comments, multi-line and raw strings
  /// (`#"…\#(…)…"#`) and extended regular expressions (`#/…/#`) are told apart; a bare
  /// `/…/` regular expression is read as code, so one holding `"\(` would be refused too.
  static func unclosedInterpolation(in text: String) -> Int? {
    var scanner = StringLiteralScanner(bytes: Array(text.utf8))
    return scanner.firstUnclosedInterpolation()
  }
}

/// Follows Swift's string literals, their interpolations and comments through a file's bytes.
private struct StringLiteralScanner {
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

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  private func byte(at offset: Int) -> UInt8? { bytes.indices.contains(offset) ? bytes[offset] : nil }

  /// Whether `hashes` `#` follow at `offset`.
  private func hashes(_ count: Int, at offset: Int) -> Bool {
    (0..<count).allSatisfy { byte(at: offset + $0) == UInt8(ascii: "#") }
  }

  mutating func firstUnclosedInterpolation() -> Int? {
    while let byte = byte(at: position) {
      if byte == 0x0A {
        // A single-line string under an open interpolation: the case that stops the parser.
        if stack.dropLast().contains(where: { if case .singleLineString = $0 { true } else { false } }) {
          return line
        }
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
    return nil
  }

  private mutating func code(_ byte: UInt8, parentheses: Int) {
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
        stack.append(multiLine ? .multiLineString(hashes: count) : .singleLineString(hashes: count))
        position = start + (multiLine ? 3 : 1)
      } else if count > 0, self.byte(at: start) == UInt8(ascii: "/") {
        skipExtendedRegularExpression(hashes: count, from: start + 1)
      } else {
        position = start
      }
    case UInt8(ascii: "("):
      stack[stack.count - 1] = .code(parentheses: parentheses + 1)
      position += 1
    case UInt8(ascii: ")"):
      if parentheses == 0, stack.count > 1 {
        stack.removeLast()  // the interpolation ends; its string goes on
      } else {
        stack[stack.count - 1] = .code(parentheses: max(0, parentheses - 1))
      }
      position += 1
    default:
      position += 1
    }
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

  /// Moves past `#/ … /#` (as many `#` as it opened with), counting its lines.
  private mutating func skipExtendedRegularExpression(hashes: Int, from start: Int) {
    position = start
    while let byte = byte(at: position) {
      if byte == UInt8(ascii: "/"), self.hashes(hashes, at: position + 1) {
        position += 1 + hashes
        return
      }
      if byte == 0x0A { line += 1 }
      position += 1
    }
  }
}
