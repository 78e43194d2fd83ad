/// Checks the syntax of an old-style (OpenStep) property list, the format of `project.pbxproj`, and
/// says where the first mistake is: line, column and what was expected.
///
/// Foundation's `PropertyListSerialization` reads the format but, on a mistake, gives a line at
/// best and logs its own message on standard error; a file that passes this check is handed to it
/// for the values. The grammar, as Core Foundation's parser takes it (swift-corelibs-foundation,
/// `CFOldStylePList.c`): a dictionary `{ key = value; … }`, an array `( value, value, )` (a comma
/// after the last element allowed), a string quoted `"…"` (backslash escapes) or bare (letters,
/// digits and `_$+/:.-`), data `<0fa1 …>`; comments `// …` and `/* … */` wherever white space
/// may be.
struct OldStylePropertyListSyntax {
  /// A syntax mistake: where, and what was expected.
  struct Mistake: Error, Hashable {
    var line: Int
    var column: Int
    var message: String
  }

  private let bytes: [UInt8]
  private var index = 0

  /// The first mistake in the text, or `nil` when its syntax is right.
  static func firstMistake(in bytes: [UInt8]) -> Mistake? {
    var parser = OldStylePropertyListSyntax(bytes: bytes)
    do {
      try parser.skipTrivia()
      try parser.value(depth: 0)
      try parser.skipTrivia()
      if parser.index < bytes.count { throw parser.mistake("unexpected text after the end of the top-level value") }
      return nil
    } catch let mistake as Mistake {
      return mistake
    } catch {
      return nil
    }
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The deepest nesting accepted (a real project nests a handful of levels; Foundation's own
  /// parser refuses deep nesting too).
  private static let maximumDepth = 256

  private mutating func value(depth: Int) throws {
    guard depth < Self.maximumDepth else { throw mistake("values nested deeper than \(Self.maximumDepth) levels") }
    guard index < bytes.count else { throw mistake("the file ends where a value was expected") }
    switch bytes[index] {
    case UInt8(ascii: "{"):
      index += 1
      try skipTrivia()
      while index < bytes.count, bytes[index] != UInt8(ascii: "}") {
        let keyStart = index
        try string(what: "a key")
        let key = String(decoding: bytes[keyStart..<index], as: UTF8.self)
        try skipTrivia()
        try expect("=", "'=' after the key \(Self.shortened(key))")
        try skipTrivia()
        try value(depth: depth + 1)
        let afterValue = index
        try skipTrivia()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
          index = afterValue
          throw mistake("missing ';' after the value of \(Self.shortened(key))")
        }
        index += 1
        try skipTrivia()
      }
      try expect("}", "'}' closing a dictionary")
    case UInt8(ascii: "("):
      index += 1
      try skipTrivia()
      while index < bytes.count, bytes[index] != UInt8(ascii: ")") {
        try value(depth: depth + 1)
        try skipTrivia()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { break }
        index += 1
        try skipTrivia()
      }
      try expect(")", "')' or ',' in an array")
    case UInt8(ascii: "<"):
      index += 1
      while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
        let byte = bytes[index]
        guard Self.isHexDigit(byte) || byte == UInt8(ascii: " ") || byte == 0x0A || byte == 0x09 || byte == 0x0D else {
          throw mistake("a hexadecimal digit or '>' in data")
        }
        index += 1
      }
      try expect(">", "'>' closing data")
    default:
      try string(what: "a value")
    }
  }

  private mutating func string(what: String) throws {
    guard index < bytes.count else { throw mistake("the file ends where \(what) was expected") }
    if bytes[index] == UInt8(ascii: "\"") {
      let start = index
      index += 1
      while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
        index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
      }
      guard index < bytes.count else {
        index = start
        throw mistake("a quoted string that is never closed")
      }
      index += 1
      return
    }
    let start = index
    while index < bytes.count, Self.isBareCharacter(bytes[index]) { index += 1 }
    if index == start { throw mistake("\(what), found \(Self.character(at: start, in: bytes))") }
  }

  private mutating func expect(_ character: Character, _ expected: String) throws {
    guard index < bytes.count else { throw mistake("the file ends where \(expected) was expected") }
    guard bytes[index] == character.asciiValue else {
      throw mistake("expected \(expected), found \(Self.character(at: index, in: bytes))")
    }
    index += 1
  }

  private mutating func skipTrivia() throws {
    let (end, unclosedComment) = bytes.withUnsafeBufferPointer { Self.endOfTrivia(in: $0, from: index) }
    if let unclosedComment {
      index = unclosedComment
      throw mistake("a comment '/*' that is never closed")
    }
    index = end
  }

  /// Where the white space and comments (`// …`, `/* … */`, a byte-order mark at the start) that
  /// begin at `index` end, and where a `/*` that never closes begins, if one does.
  static func endOfTrivia(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (end: Int, unclosedComment: Int?) {
    var index = start
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C || byte == 0x0B {
        index += 1
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
        let comment = index
        index += 2
        while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
          index += 1
        }
        guard index + 1 < bytes.count else { return (bytes.count, comment) }
        index += 2
      } else if index == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
        index += 3
      } else {
        break
      }
    }
    return (index, nil)
  }

  private func mistake(_ message: String) -> Mistake {
    var line = 1
    var lineStart = 0
    for position in 0..<min(index, bytes.count) where bytes[position] == 0x0A {
      line += 1
      lineStart = position + 1
    }
    let column = String(decoding: bytes[lineStart..<min(index, bytes.count)], as: UTF8.self).count + 1
    return Mistake(line: line, column: column, message: message)
  }

  private static func isBareCharacter(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"),
      UInt8(ascii: "."), UInt8(ascii: "-"):
      return true
    default:
      return byte >= 0x80
    }
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
  }

  /// The character at a position, for messages: a line break or the end named.
  private static func character(at index: Int, in bytes: [UInt8]) -> String {
    guard index < bytes.count else { return "the end of the file" }
    switch bytes[index] {
    case 0x0A, 0x0D: return "a line break"
    case 0x09: return "a tab"
    default:
      let end = min(index + 4, bytes.count)
      return "'" + String(String(decoding: bytes[index..<end], as: UTF8.self).prefix(1)) + "'"
    }
  }

  private static func shortened(_ key: String) -> String {
    let unquoted =
      key.hasPrefix("\"") && key.hasSuffix("\"") && key.count >= 2 ? String(key.dropFirst().dropLast()) : key
    return "'" + (unquoted.count > 60 ? String(unquoted.prefix(59)) + "…" : unquoted) + "'"
  }
}
