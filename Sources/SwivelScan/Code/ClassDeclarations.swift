/// The names of the classes a source file declares, found by a plain scan of its bytes: Swift's
/// `class Name` (not `class func` or `class var`), Objective-C's `@interface Name` and
/// `@implementation Name`.
///
/// The scan needs them to know whether a storyboard's custom container class is the app's own,
/// whose code it has read, or comes from elsewhere (a framework, a submodule not checked out),
/// whose answers it cannot know. A name in a comment or a string counts too; that only lets a rule
/// speak about a class it might otherwise have left alone.
enum ClassDeclarations {
  /// The class names `bytes` declares.
  static func names(in bytes: UnsafeRawBufferPointer, objectiveC: Bool) -> Set<String> {
    let keywords: [[UInt8]] =
      objectiveC ? [Array("@interface".utf8), Array("@implementation".utf8)] : [Array("class".utf8)]
    var names: Set<String> = []
    var index = 0
    while index < bytes.count {
      guard let keyword = keywords.first(where: { matches($0, in: bytes, at: index) }),
        index == 0 || !isIdentifier(bytes[index - 1])
      else {
        index += 1
        continue
      }
      var cursor = index + keyword.count
      let afterKeyword = cursor
      while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") {
        cursor += 1
      }
      let start = cursor
      while cursor < bytes.count, isIdentifier(bytes[cursor]) { cursor += 1 }
      if cursor > start, afterKeyword < start {
        let name = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<cursor]), as: UTF8.self)
        if !["func", "var", "let", "subscript"].contains(name) { names.insert(name) }
      }
      index = max(cursor, index + 1)
    }
    return names
  }

  private static func matches(_ keyword: [UInt8], in bytes: UnsafeRawBufferPointer, at index: Int) -> Bool {
    guard index + keyword.count <= bytes.count else { return false }
    for offset in 0..<keyword.count where bytes[index + offset] != keyword[offset] { return false }
    return true
  }

  private static func isIdentifier(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
  }
}
