/// Reads the values of an old-style (OpenStep) property list into Swift's own types: `String`, `[Any]` and
/// `[String: Any]`, as `PropertyListSerialization` gives them.
///
/// Foundation's parser builds Core Foundation objects that Swift then bridges one by one, which
/// was most of the time `swivel scan` spent on a large `project.pbxproj`. This reader takes the
/// common part of the format only, and gives up (`nil`) on the rest, which Foundation then reads:
/// data (`<0fa1>`), a quoted string with an escape other than `\a \b \f \n \r \t \v \" \' \\`
/// (octal escapes are NeXTSTEP-encoded in Core Foundation, `\U` escapes UTF-16), a bare string
/// with a byte outside ASCII, bytes that are not UTF-8, and any mistake of syntax, which
/// ``OldStylePropertyListSyntax`` then locates. Duplicate keys keep the last value, as
/// Core Foundation's parser does (swift-corelibs-foundation, `CFOldStylePList.c`).
enum OldStylePropertyListReader {
  /// The top-level value; `nil` when the text holds something this reader leaves to Foundation.
  static func value(of bytes: [UInt8]) -> Any? {
    bytes.withUnsafeBufferPointer(value(in:))
  }

  /// ``value(of:)`` of bytes read in place (a file's `Data`), without copying them.
  static func value(in buffer: UnsafeBufferPointer<UInt8>) -> Any? {
    var reader = Reader(bytes: buffer)
    reader.skipTrivia()
    guard let value = reader.value(depth: 0) else { return nil }
    reader.skipTrivia()
    return reader.index == buffer.count && !reader.isBroken ? value : nil
  }

  private struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    /// A comment that never closes: the syntax check's to explain.
    var isBroken = false

    init(bytes: UnsafeBufferPointer<UInt8>) {
      self.bytes = bytes
    }

    mutating func value(depth: Int) -> Any? {
      guard depth < 256, index < bytes.count else { return nil }
      switch bytes[index] {
      case UInt8(ascii: "{"):
        index += 1
        var dictionary: [String: Any] = [:]
        skipTrivia()
        while index < bytes.count, bytes[index] != UInt8(ascii: "}") {
          guard let key = string() else { return nil }
          skipTrivia()
          guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return nil }
          index += 1
          skipTrivia()
          guard let element = value(depth: depth + 1) else { return nil }
          dictionary[key] = element
          skipTrivia()
          guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else { return nil }
          index += 1
          skipTrivia()
        }
        guard index < bytes.count else { return nil }
        index += 1
        return dictionary
      case UInt8(ascii: "("):
        index += 1
        var array: [Any] = []
        skipTrivia()
        while index < bytes.count, bytes[index] != UInt8(ascii: ")") {
          guard let element = value(depth: depth + 1) else { return nil }
          array.append(element)
          skipTrivia()
          guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { break }
          index += 1
          skipTrivia()
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ")") else { return nil }
        index += 1
        return array
      default:
        return string()
      }
    }

    /// A quoted or bare string; `nil` for anything this reader leaves to Foundation.
    mutating func string() -> String? {
      guard index < bytes.count else { return nil }
      if bytes[index] != UInt8(ascii: "\"") {
        let start = index
        while index < bytes.count, Self.isBare(bytes[index]) { index += 1 }
        guard index > start else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
      }
      index += 1
      let start = index
      var escaped = false
      while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
        if bytes[index] == UInt8(ascii: "\\") {
          escaped = true
          index += 1
        }
        index += 1
      }
      guard index < bytes.count else { return nil }
      let body = UnsafeBufferPointer(rebasing: bytes[start..<index])
      index += 1
      guard escaped else { return Self.validUTF8(body) }
      var unescaped: [UInt8] = []
      unescaped.reserveCapacity(body.count)
      var position = 0
      while position < body.count {
        var byte = body[position]
        if byte == UInt8(ascii: "\\") {
          position += 1
          guard position < body.count else { return nil }
          switch body[position] {
          case UInt8(ascii: "a"): byte = 0x07
          case UInt8(ascii: "b"): byte = 0x08
          case UInt8(ascii: "f"): byte = 0x0C
          case UInt8(ascii: "n"): byte = 0x0A
          case UInt8(ascii: "r"): byte = 0x0D
          case UInt8(ascii: "t"): byte = 0x09
          case UInt8(ascii: "v"): byte = 0x0B
          case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"): byte = body[position]
          default: return nil
          }
        }
        unescaped.append(byte)
        position += 1
      }
      return Self.validUTF8(unescaped)
    }

    mutating func skipTrivia() {
      let (end, unclosedComment) = OldStylePropertyListSyntax.endOfTrivia(in: bytes, from: index)
      index = end
      if unclosedComment != nil { isBroken = true }
    }

    /// The text of bytes that are valid UTF-8; `nil` for others (decoding replaces each invalid
    /// sequence with U+FFFD, which changes the bytes). `String(validating:as:)` would say it at
    /// once but needs macOS 15, and the package supports macOS 14.
    static func validUTF8(_ bytes: some Collection<UInt8>) -> String? {
      let text = String(decoding: bytes, as: UTF8.self)
      return text.utf8.elementsEqual(bytes) ? text : nil
    }

    /// Letters, digits and `_$/:.-`: what Core Foundation takes unquoted (`+`, which it refuses,
    /// and bytes outside ASCII are left to it).
    static func isBare(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"),
        UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
        true
      default:
        false
      }
    }
  }
}
