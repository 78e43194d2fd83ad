#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where objects and their settings are written in a `project.pbxproj`'s text, which
/// `PropertyListSerialization` does not tell.
///
/// Xcode writes one object per line or block, `ID /* comment */ = {`, its entries below it, one a
/// line, and its closing `};` at the object's own indentation. The index records the first line of
/// each object, and finds an entry (`INFOPLIST_KEY_UIRequiresFullScreen = YES;`) by scanning that
/// object's lines. A file laid out otherwise still scans: a setting it cannot find is placed at its
/// object's line, and an object it cannot find at line 1.
struct PBXLineIndex: Sendable {
  private let text: String
  /// Where each line starts in `text`'s UTF-8, and where the text ends, last.
  private let lineStarts: [Int]
  private let objectLines: [String: Int]

  /// Indexes a project file's text.
  ///
  /// Lines are found and object lines recognised in the text's UTF-8 bytes, a line kept as where
  /// it starts: a large project file has tens of thousands of lines, and walking them by
  /// `Character` took a fifth of a whole scan, splitting them into substrings a tenth.
  init(text: String) {
    var text = text
    text.makeContiguousUTF8()
    var lineStarts = [0]
    var objectLines: [String: Int] = [:]
    text.withUTF8 { bytes in
      var start = 0
      while start <= bytes.count {
        let end = Self.endOfLine(in: bytes, from: start)
        if let id = Self.objectID(in: UnsafeBufferPointer(rebasing: bytes[start..<end]), spelledAs: nil),
          objectLines[id] == nil
        {
          objectLines[id] = lineStarts.count
        }
        if end < bytes.count { lineStarts.append(end + 1) }
        start = end + 1
      }
    }
    lineStarts.append(text.utf8.count + 1)
    self.text = text
    self.lineStarts = lineStarts
    self.objectLines = objectLines
  }

  /// The index of the first `\n` at or after `start`, or the end of `bytes`.
  private static func endOfLine(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    guard start < bytes.count, let base = bytes.baseAddress,
      let found = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start)
    else { return bytes.count }
    return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
  }

  /// The number of lines (the text after its last `\n` is one, even empty).
  private var lineCount: Int { lineStarts.count - 1 }

  /// The line at an index from 0, without its `\n`.
  private func line(at index: Int) -> Substring {
    let utf8 = text.utf8
    let start = utf8.index(utf8.startIndex, offsetBy: lineStarts[index])
    let end = utf8.index(utf8.startIndex, offsetBy: lineStarts[index + 1] - 1)
    return Substring(utf8[start..<end])
  }

  /// The line where the object with the given id begins; `nil` when it cannot be found.
  func line(ofObject id: String) -> Int? { objectLines[id] }

  /// The line of the entry `key = …` inside the object with the given id (in its `buildSettings`
  /// or at its top level); the object's line when the entry cannot be found; 1 when neither can.
  func line(ofEntry key: String, inObject id: String) -> Int {
    guard let start = objectLines[id] else { return 1 }
    let indentation = Self.indentation(of: line(at: start - 1))
    let quoted = "\"\(key)\""
    var index = start - 1
    while index < lineCount {
      let line = line(at: index)
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if index > start - 1, trimmed.hasPrefix("};"), Self.indentation(of: line) <= indentation { break }
      for name in [key, quoted] where trimmed.hasPrefix(name) {
        let rest = trimmed.dropFirst(name.count).drop { $0 == " " || $0 == "\t" }
        if rest.hasPrefix("=") { return index + 1 }
      }
      index += 1
    }
    return start
  }

  /// The id an object definition line begins with: `ABCDEF… /* name */ = {` or `ABCDEF… = {`.
  ///
  /// Read byte by byte; a line whose id runs into a byte outside ASCII is read by
  /// ``objectID(spelledOn:)``, with Unicode's letters and digits.
  static func objectID(definedOn line: Substring) -> String? {
    var bytes = line
    return bytes.withUTF8 { objectID(in: $0, spelledAs: line) }
  }

  /// ``objectID(definedOn:)`` on a line's bytes (without its `\n`); `line` is the line's text for
  /// ``objectID(spelledOn:)``, made from the bytes when `nil`.
  private static func objectID(in bytes: UnsafeBufferPointer<UInt8>, spelledAs line: Substring?) -> String? {
    var index = 0
    func skip(_ isSkipped: (UInt8) -> Bool) {
      while index < bytes.count, isSkipped(bytes[index]) { index += 1 }
    }
    func isNext(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }
    skip { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    let idStart = index
    skip { byte in
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }
    if index < bytes.count, bytes[index] >= 0x80 {
      return objectID(spelledOn: line ?? Substring(String(decoding: bytes, as: UTF8.self)))
    }
    guard index - idStart >= 8 else { return nil }
    let id = idStart..<index
    skip { $0 == UInt8(ascii: " ") }
    if isNext(UInt8(ascii: "/")), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
      var end = index + 2
      while end + 1 < bytes.count, !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/")) {
        end += 1
      }
      if end + 1 < bytes.count {
        index = end + 2
        skip { $0 == UInt8(ascii: " ") }
      }
    }
    guard isNext(UInt8(ascii: "=")) else { return nil }
    index += 1
    skip { $0 == UInt8(ascii: " ") }
    return isNext(UInt8(ascii: "{")) ? String(decoding: UnsafeBufferPointer(rebasing: bytes[id]), as: UTF8.self) : nil
  }

  /// ``objectID(definedOn:)`` by `Character`, for a line with an id outside ASCII.
  static func objectID(spelledOn line: Substring) -> String? {
    let trimmed = line.drop { $0 == " " || $0 == "\t" }
    let id = trimmed.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    guard id.count >= 8 else { return nil }
    var rest = trimmed.dropFirst(id.count).drop { $0 == " " }
    if rest.hasPrefix("/*"), let end = rest.range(of: "*/") {
      rest = rest[end.upperBound...].drop { $0 == " " }
    }
    guard rest.hasPrefix("=") else { return nil }
    rest = rest.dropFirst().drop { $0 == " " }
    return rest.hasPrefix("{") ? String(id) : nil
  }

  private static func indentation(of line: Substring) -> Int {
    line.prefix { $0 == " " || $0 == "\t" }.count
  }
}
