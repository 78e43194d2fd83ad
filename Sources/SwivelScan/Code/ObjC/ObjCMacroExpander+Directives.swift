extension ObjCMacroExpander {
  /// One preprocessing directive of a file: a line whose first character other than spaces and
  /// tabs is `#`, with the lines a backslash at a line's end continues it onto (C11 §5.1.1.2,
  /// phase 2, and §6.10).
  struct Directive: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
      /// `#define NAME`; whether `(` follows the name at once (a function-like macro, C11
      /// §6.10.3 ¶10: "a ( with no intervening white space").
      case define(name: String, isFunctionLike: Bool)
      /// `#undef NAME`.
      case undefine(name: String)
      /// `#import "Name.h"` or `#include "Name.h"` (quotes: a header of the project; `<…>` is
      /// `other`).
      case include(String)
      /// Any other directive (`#if`, `#pragma`, `#import <…>`).
      case other
    }

    var kind: Kind
    /// Its first and last lines, from 1, counted as clang counts them (a line feed, a carriage
    /// return, or both together end a line).
    var lines: ClosedRange<Int>
  }

  /// The directives of a file's bytes, in order.
  ///
  /// Read from the bytes, not from clang's tokens: ``PreprocessorSyntax`` blanks every `#` and
  /// line splice before clang sees the text, so the tokens no longer tell a directive from code
  /// nor `NAME(` from `NAME (`. A `#` inside a block comment or a string is no directive; the
  /// digraph `%:` is not recognised.
  static func directives(in bytes: UnsafeRawBufferPointer) -> [Directive] {
    var directives: [Directive] = []
    var position = 0
    var line = 1
    var atLineStart = true
    var inBlockComment = false
    var spliced = false
    var current: (kind: Directive.Kind, first: Int)?
    let count = bytes.count

    func byte(_ index: Int) -> UInt8 { index < count ? bytes[index] : 0 }
    func isSpace(_ value: UInt8) -> Bool { value == 0x20 || value == 0x09 || value == 0x0B || value == 0x0C }
    func isNameByte(_ value: UInt8) -> Bool {
      (value >= 0x30 && value <= 0x39) || (value >= 0x41 && value <= 0x5A) || (value >= 0x61 && value <= 0x7A)
        || value == 0x5F || value == 0x24 || value >= 0x80
    }
    /// The name at `index` after spaces, and the index after it.
    func name(from index: Int) -> (String, Int) {
      var start = index
      while start < count, isSpace(bytes[start]) { start += 1 }
      var end = start
      while end < count, isNameByte(bytes[end]) { end += 1 }
      return (String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self), end)
    }
    /// The directive that starts after the `#` at `index`.
    func kind(after index: Int) -> Directive.Kind {
      let (word, end) = name(from: index + 1)
      switch word {
      case "define":
        let (macro, after) = name(from: end)
        return macro.isEmpty ? .other : .define(name: macro, isFunctionLike: byte(after) == UInt8(ascii: "("))
      case "undef":
        let (macro, _) = name(from: end)
        return macro.isEmpty ? .other : .undefine(name: macro)
      case "import", "include":
        var start = end
        while start < count, isSpace(bytes[start]) { start += 1 }
        guard byte(start) == UInt8(ascii: "\"") else { return .other }
        var close = start + 1
        while close < count, bytes[close] != UInt8(ascii: "\""), bytes[close] != 0x0A, bytes[close] != 0x0D {
          close += 1
        }
        guard byte(close) == UInt8(ascii: "\""), close > start + 1 else { return .other }
        return .include(String(decoding: UnsafeRawBufferPointer(rebasing: bytes[(start + 1)..<close]), as: UTF8.self))
      default:
        return .other
      }
    }

    while position < count {
      let value = bytes[position]
      if value == 0x0A || value == 0x0D {
        position += value == 0x0D && byte(position + 1) == 0x0A ? 2 : 1
        if spliced {
          spliced = false
        } else {
          if let open = current {
            directives.append(Directive(kind: open.kind, lines: open.first...line))
            current = nil
          }
          atLineStart = true
        }
        line += 1
        continue
      }
      if inBlockComment {
        if value == UInt8(ascii: "*"), byte(position + 1) == UInt8(ascii: "/") {
          inBlockComment = false
          position += 2
        } else {
          position += 1
        }
        continue
      }
      switch value {
      case UInt8(ascii: "/") where byte(position + 1) == UInt8(ascii: "*"):
        inBlockComment = true
        position += 2
        continue
      case UInt8(ascii: "/") where byte(position + 1) == UInt8(ascii: "/"):
        // To the line's end; a splice there continues the comment, as in C.
        while position < count, bytes[position] != 0x0A, bytes[position] != 0x0D {
          if bytes[position] == UInt8(ascii: "\\") { spliced = Self.endsLine(bytes, after: position) }
          position += 1
        }
        continue
      case UInt8(ascii: "\\"):
        if Self.endsLine(bytes, after: position) { spliced = true }
        position += 1
        continue
      case UInt8(ascii: "\""), UInt8(ascii: "'"):
        // To the closing quote or the line's end.
        atLineStart = false
        var next = position + 1
        while next < count, bytes[next] != value, bytes[next] != 0x0A, bytes[next] != 0x0D {
          next += bytes[next] == UInt8(ascii: "\\") && byte(next + 1) != 0x0A && byte(next + 1) != 0x0D ? 2 : 1
        }
        position = min(count, next + 1)
        if next < count, bytes[next] != value { position = next }
        continue
      case UInt8(ascii: "#") where atLineStart && current == nil:
        current = (kind(after: position), line)
        atLineStart = false
      default:
        if !isSpace(value) { atLineStart = false }
      }
      spliced = false
      position += 1
    }
    if let open = current { directives.append(Directive(kind: open.kind, lines: open.first...line)) }
    return directives
  }

  /// Whether only spaces, tabs, vertical tabs or form feeds stand between `position` and the end
  /// of its line (a line splice, as ``PreprocessorSyntax`` finds one).
  private static func endsLine(_ bytes: UnsafeRawBufferPointer, after position: Int) -> Bool {
    var next = position + 1
    while next < bytes.count, [0x20, 0x09, 0x0B, 0x0C].contains(bytes[next]) { next += 1 }
    return next < bytes.count && (bytes[next] == 0x0A || bytes[next] == 0x0D)
  }

  /// A file cut at its directives: runs of code, and the definitions and includes between them.
  enum Piece: Hashable, Sendable {
    /// The code tokens of a range of the file's tokens.
    case code(Range<Int>)
    case definition(Definition)
    case include(String)
  }

  /// A file's tokens (clang's, from the text ``directives(in:)`` read) cut at its directives.
  ///
  /// A directive's tokens are those on its lines. A `#define` whose tokens do not start with
  /// `define` and the name the bytes gave (a directive written across a splice inside a word) is
  /// left out, as is a function-like one whose parameter list does not close.
  static func pieces(of tokens: [ObjCToken], directives: [Directive]) -> [Piece] {
    var pieces: [Piece] = []
    var index = 0
    var codeStart = 0
    for directive in directives {
      while index < tokens.count, tokens[index].line < directive.lines.lowerBound { index += 1 }
      if codeStart < index { pieces.append(.code(codeStart..<index)) }
      let start = index
      while index < tokens.count, tokens[index].line <= directive.lines.upperBound { index += 1 }
      codeStart = index
      let own = tokens[start..<index]
      switch directive.kind {
      case .define(let name, let isFunctionLike):
        if let macro = macro(own, name: name, isFunctionLike: isFunctionLike) {
          pieces.append(.definition(.define(macro)))
        }
      case .undefine(let name):
        pieces.append(.definition(.undefine(name)))
      case .include(let header):
        pieces.append(.include(header))
      case .other:
        break
      }
    }
    if codeStart < tokens.count { pieces.append(.code(codeStart..<tokens.count)) }
    return pieces
  }

  /// The macro a `#define` directive's tokens define.
  private static func macro(_ tokens: ArraySlice<ObjCToken>, name: String, isFunctionLike: Bool) -> Macro? {
    var position = tokens.startIndex
    guard position + 1 < tokens.endIndex, tokens[position].text == "define", tokens[position + 1].text == name else {
      return nil
    }
    position += 2
    guard isFunctionLike else { return Macro(name: name, parameters: nil, body: Array(tokens[position...])) }
    guard position < tokens.endIndex, tokens[position].text == "(" else { return nil }
    position += 1
    var parameters: [String] = []
    var isVariadic = false
    while position < tokens.endIndex {
      let token = tokens[position]
      position += 1
      switch token.text {
      case ")":
        return Macro(name: name, parameters: parameters, isVariadic: isVariadic, body: Array(tokens[position...]))
      case ",":
        continue
      case "...":
        isVariadic = true
        // `args...` names the variadic parameter; `...` alone is `__VA_ARGS__`.
        let before = tokens[position - 2]
        if before.kind == .identifier || before.kind == .keyword, parameters.last == before.text { break }
        parameters.append("__VA_ARGS__")
      default:
        guard token.kind == .identifier || token.kind == .keyword, !isVariadic else { return nil }
        parameters.append(token.text)
      }
    }
    return nil
  }
}
