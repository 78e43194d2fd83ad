#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The classes a source file declares, found by a plain scan of its bytes: Swift's `class Name`
/// (not `class func` or `class var`), Objective-C's `@interface Name` and `@implementation Name`,
/// each with the superclass written after it (`class Feed: BaseViewController`,
/// `@interface Feed : BaseViewController`).
///
/// The scan needs the names to know whether a storyboard's custom container class is the app's
/// own, whose code it has read, or comes from elsewhere (a framework, a submodule not checked out),
/// whose answers it cannot know; and the superclasses to give a class that overrides nothing the
/// answers it inherits from the app's own base class. A name in a comment or a string counts too;
/// that only lets a rule speak about a class it might otherwise have left alone. Swift's first
/// inherited type is taken as the superclass even when it is a protocol: no class of the sources
/// answers for a protocol, so nothing is inherited from it.
enum ClassDeclarations {
  /// The classes `bytes` declares, and the superclass of each that names one.
  struct Found: Equatable {
    var names: Set<String> = []
    var superclasses: [String: String] = [:]
    /// The Objective-C name a Swift class is given (`@objc(VLCBottomTabBarController) class
    /// BottomTabBarController`), by that name: what Objective-C code calls the class.
    var objectiveCNames: [String: String] = [:]
  }

  /// The classes `bytes` declares, with their superclasses.
  static func declarations(in bytes: UnsafeRawBufferPointer, objectiveC: Bool) -> Found {
    let keywords: [[UInt8]] =
      objectiveC ? [Array("@interface".utf8), Array("@implementation".utf8)] : [Array("class".utf8)]
    var found = Found()
    // Every keyword starts with the same byte: only where it is are the keywords tried.
    let first = keywords[0][0]
    var index = 0
    while index < bytes.count {
      guard let base = bytes.baseAddress, let next = memchr(base + index, Int32(first), bytes.count - index) else {
        break
      }
      index = base.distance(to: UnsafeRawPointer(next))
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
        if !["func", "var", "let", "subscript"].contains(name) {
          found.names.insert(name)
          if found.superclasses[name] == nil {
            found.superclasses[name] = superclass(in: bytes, after: cursor, objectiveC: objectiveC)
          }
          if !objectiveC, let alias = objectiveCName(in: bytes, before: index) { found.objectiveCNames[alias] = name }
        }
      }
      index = max(cursor, index + 1)
    }
    return found
  }

  /// The superclass written after a class's name ending at `cursor`: `: Name` past white space
  /// and, in Swift, a generic clause (`<T: Equatable>`); a module's name before it is dropped
  /// (`UIKit.UIViewController`). `nil` when there is none (an extension, a category, a class
  /// inheriting nothing).
  private static func superclass(in bytes: UnsafeRawBufferPointer, after cursor: Int, objectiveC: Bool) -> String? {
    var cursor = skippingSpace(in: bytes, from: cursor)
    if !objectiveC, cursor < bytes.count, bytes[cursor] == UInt8(ascii: "<") {
      // A generic clause; one too deep or too long for real code is given up on.
      var depth = 0
      let end = min(bytes.count, cursor + 1_000)
      while cursor < end {
        if bytes[cursor] == UInt8(ascii: "<") { depth += 1 }
        if bytes[cursor] == UInt8(ascii: ">") { depth -= 1 }
        cursor += 1
        if depth == 0 { break }
      }
      guard depth == 0 else { return nil }
      cursor = skippingSpace(in: bytes, from: cursor)
    }
    guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: ":") else { return nil }
    cursor = skippingSpace(in: bytes, from: cursor + 1)
    var name: Range<Int>?
    while cursor < bytes.count {
      let start = cursor
      while cursor < bytes.count, isIdentifier(bytes[cursor]) { cursor += 1 }
      guard cursor > start else { break }
      name = start..<cursor
      guard !objectiveC, cursor < bytes.count, bytes[cursor] == UInt8(ascii: ".") else { break }
      cursor += 1
    }
    guard let name, !(bytes[name.lowerBound] >= UInt8(ascii: "0") && bytes[name.lowerBound] <= UInt8(ascii: "9"))
    else { return nil }
    return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[name]), as: UTF8.self)
  }

  /// The index of the first byte from `cursor` that is not a space, tab or line break.
  /// The name of an `@objc(Name)` attribute among the attributes and modifiers just before the
  /// `class` keyword at `keyword`; `nil` when there is none.
  private static func objectiveCName(in bytes: UnsafeRawBufferPointer, before keyword: Int) -> String? {
    let marker = Array("@objc(".utf8)
    var cursor = keyword - 1
    let limit = max(0, keyword - 256)
    while cursor >= limit {
      let byte = bytes[cursor]
      // Only attributes, modifiers and space lie between the attribute and the keyword.
      if [UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"), UInt8(ascii: "=")].contains(byte) { return nil }
      if byte == UInt8(ascii: "@"), matches(marker, in: bytes, at: cursor) {
        var end = cursor + marker.count
        let start = end
        while end < keyword, isIdentifier(bytes[end]) { end += 1 }
        guard end > start, end < keyword, bytes[end] == UInt8(ascii: ")") else { return nil }
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
      }
      cursor -= 1
    }
    return nil
  }

  private static func skippingSpace(in bytes: UnsafeRawBufferPointer, from cursor: Int) -> Int {
    var cursor = cursor
    while cursor < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[cursor]) { cursor += 1 }
    return cursor
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
