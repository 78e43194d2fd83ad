/// Where objects and their settings are written in a `project.pbxproj`'s text, which
/// `PropertyListSerialization` does not tell.
///
/// Xcode writes one object per line or block, `ID /* comment */ = {`, its entries below it, one a
/// line, and its closing `};` at the object's own indentation. The index records the first line of
/// each object, and finds an entry (`INFOPLIST_KEY_UIRequiresFullScreen = YES;`) by scanning that
/// object's lines. A file laid out otherwise still scans: a setting it cannot find is placed at its
/// object's line, and an object it cannot find at line 1.
struct PBXLineIndex: Sendable {
  private let lines: [Substring]
  private let objectLines: [String: Int]

  /// Indexes a project file's text.
  ///
  /// Lines are split and object lines recognised on the UTF-8 view: a large project file has tens
  /// of thousands of lines, and walking them by `Character` took a fifth of a whole scan.
  init(text: String) {
    let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Substring.init)
    var objectLines: [String: Int] = [:]
    for (index, line) in lines.enumerated() {
      guard let id = Self.objectID(definedOn: line), objectLines[id] == nil else { continue }
      objectLines[id] = index + 1
    }
    self.lines = lines
    self.objectLines = objectLines
  }

  /// The line where the object with the given id begins; `nil` when it cannot be found.
  func line(ofObject id: String) -> Int? { objectLines[id] }

  /// The line of the entry `key = …` inside the object with the given id (in its `buildSettings`
  /// or at its top level); the object's line when the entry cannot be found; 1 when neither can.
  func line(ofEntry key: String, inObject id: String) -> Int {
    guard let start = objectLines[id] else { return 1 }
    let indentation = Self.indentation(of: lines[start - 1])
    let quoted = "\"\(key)\""
    var index = start - 1
    while index < lines.count {
      let line = lines[index]
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
    let bytes = line.utf8
    var index = bytes.startIndex
    func skip(_ isSkipped: (UInt8) -> Bool) {
      while index < bytes.endIndex, isSkipped(bytes[index]) { bytes.formIndex(after: &index) }
    }
    func isNext(_ text: String) -> Bool { bytes[index...].starts(with: text.utf8) }
    skip { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    let idStart = index
    skip { byte in
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }
    if index < bytes.endIndex, bytes[index] >= 0x80 { return objectID(spelledOn: line) }
    guard bytes.distance(from: idStart, to: index) >= 8 else { return nil }
    let id = bytes[idStart..<index]
    skip { $0 == UInt8(ascii: " ") }
    if isNext("/*") {
      let comment = bytes.index(index, offsetBy: 2)
      var end = comment
      while end < bytes.endIndex, !bytes[end...].starts(with: "*/".utf8) { bytes.formIndex(after: &end) }
      if end < bytes.endIndex {
        index = bytes.index(end, offsetBy: 2)
        skip { $0 == UInt8(ascii: " ") }
      }
    }
    guard isNext("=") else { return nil }
    bytes.formIndex(after: &index)
    skip { $0 == UInt8(ascii: " ") }
    return isNext("{") ? String(Substring(id)) : nil
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
