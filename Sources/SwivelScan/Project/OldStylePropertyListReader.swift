import Foundation

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

  /// ``value(in:)`` with the second half of a large file's biggest dictionary read on another
  /// thread meanwhile: a `project.pbxproj`'s `objects`, whose reading took a large project's scan
  /// about 20 ms on one core while the other waited.
  ///
  /// The other thread starts at ``splitPoint(in:)``, the first line after the middle that starts
  /// with two tabs and a key, as Xcode writes each object, and reads `key = value;` entries up to
  /// the dictionary's `}`. Its entries are used only if this thread's own reading reaches a
  /// dictionary's next key exactly there; otherwise (another layout, a split inside a string, or
  /// anything the other thread could not read) this thread reads on as ``value(in:)`` does. The
  /// result is the same either way.
  ///
  /// - Parameter minimumSize: below this many bytes, no thread is started.
  static func value(splittingIn buffer: UnsafeBufferPointer<UInt8>, minimumSize: Int = 256 << 10) -> Any? {
    reading(splittingIn: buffer, minimumSize: minimumSize).value
  }

  /// ``value(splittingIn:minimumSize:)``, and whether the other thread's entries were used.
  static func reading(
    splittingIn buffer: UnsafeBufferPointer<UInt8>, minimumSize: Int = 256 << 10
  ) -> (value: Any?, usedSplit: Bool) {
    guard buffer.count >= minimumSize, let split = splitPoint(in: buffer) else { return (value(in: buffer), false) }
    let second = SecondHalf()
    let pointer = UnsafeBufferPointerBox(buffer)
    // A thread of the system's own: this one waits for it, and Dispatch might run queued work
    // only after this returns (on one core, or inside another concurrentPerform).
    let failure = BoundedThread.detach(stackSize: 8 << 20) {
      var reader = Reader(bytes: pointer.buffer)
      reader.index = split
      second.finish(reader.entries(depth: 1))
    }
    guard failure == nil else { return (value(in: buffer), false) }
    // The other thread reads the buffer until it finishes: wait for it before returning, whatever
    // this reading comes to.
    defer { _ = second.wait() }
    var reader = Reader(bytes: buffer)
    reader.split = (split, second)
    reader.skipTrivia()
    let value = reader.value(depth: 0)
    reader.skipTrivia()
    let isWhole = value != nil && reader.index == buffer.count && !reader.isBroken
    return (isWhole ? value : nil, reader.split == nil)
  }

  /// Where a second thread may start reading a large file: the first line past the middle that
  /// starts with two tabs and a bare key's first letter or digit (`\t\t1D60588B… /* … */ = {`).
  static func splitPoint(in buffer: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = buffer.count / 2
    while index + 3 < buffer.count {
      if buffer[index] == 0x0A, buffer[index + 1] == 0x09, buffer[index + 2] == 0x09,
        Reader.isBare(buffer[index + 3]), buffer[index + 3] != UInt8(ascii: "/")
      {
        return index + 3
      }
      index += 1
    }
    return nil
  }

  private struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    /// A comment that never closes: the syntax check's to explain.
    var isBroken = false
    /// Where another thread reads a dictionary's later entries, and their handoff.
    var split: (index: Int, second: SecondHalf)?

    init(bytes: UnsafeBufferPointer<UInt8>) {
      self.bytes = bytes
    }

    /// The body of a dictionary at `depth`: `key = value;` entries up to its `}` (not read), and
    /// where that is; `nil` for anything else, or a comment that never closes. At the depth of a
    /// file's `objects`, it takes the other thread's entries where they start (``split``).
    mutating func entries(depth: Int) -> (entries: [String: Any], end: Int)? {
      var dictionary: [String: Any] = [:]
      skipTrivia()
      while index < bytes.count, bytes[index] != UInt8(ascii: "}") {
        if let split, split.index == index, depth == 1, let (later, end) = split.second.wait() {
          // The other thread read the rest of this dictionary; its entries come later, so a key
          // both have keeps the later value, as reading on would.
          dictionary.merge(later) { _, last in last }
          index = end
          self.split = nil
          break
        }
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
      guard index < bytes.count, !isBroken else { return nil }
      return (dictionary, index)
    }

    mutating func value(depth: Int) -> Any? {
      guard depth < 256, index < bytes.count else { return nil }
      switch bytes[index] {
      case UInt8(ascii: "{"):
        index += 1
        guard let (dictionary, _) = entries(depth: depth) else { return nil }
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

/// The entries a second thread read, handed to the first.
///
/// `@unchecked Sendable`: every access to the fields holds `lock`; `done` is signalled once.
private final class SecondHalf: @unchecked Sendable {
  private let lock = NSLock()
  private let done = DispatchSemaphore(value: 0)
  private var entries: (entries: [String: Any], end: Int)?

  func finish(_ read: (entries: [String: Any], end: Int)?) {
    lock.withLock { entries = read }
    done.signal()
  }

  /// The other thread's entries and where they end, once it is done; `nil` when it could not
  /// read them.
  func wait() -> (entries: [String: Any], end: Int)? {
    done.wait()
    done.signal()
    return lock.withLock { entries }
  }

}

/// A buffer handed to the threads of one reading, which only read it while the caller waits.
private struct UnsafeBufferPointerBox: @unchecked Sendable {
  let buffer: UnsafeBufferPointer<UInt8>
  init(_ buffer: UnsafeBufferPointer<UInt8>) { self.buffer = buffer }
}
