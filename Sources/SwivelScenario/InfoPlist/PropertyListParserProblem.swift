import Foundation

/// Why Foundation's `PropertyListSerialization` could not parse some bytes, in its own words, and
/// the line those words name: `Close tag on line 7 does not match open tag array`, `Unknown
/// character 'x' (0x78) in <integer> on line 5`, `Unexpected character { at line 1`.
///
/// Foundation gives the reason only in the error's debug description, and the line only in that
/// text. The Info.plist readers (lint's, the scan's) and the project reader report both, so that
/// a broken file is located as a compiler locates its errors.
package struct PropertyListParserProblem: Hashable, Sendable {
  /// The line, from 1, when Foundation named one.
  package var line: Int?
  /// Foundation's reason, starting in lower case, on one line and short.
  package var reason: String

  /// The problem in an error `PropertyListSerialization` threw.
  package init(_ error: any Error) {
    let text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
    guard let text, !text.isEmpty else {
      self.init(line: nil, reason: "the data is not in the correct format")
      return
    }
    // The text may quote the input (a tag's name): on one line, and short.
    let shortened = QuotedInput.shortened(text, limit: 200)
    self.init(line: Self.lineNumber(in: text), reason: shortened.prefix(1).lowercased() + shortened.dropFirst())
  }

  package init(line: Int?, reason: String) {
    self.line = line
    self.reason = reason
  }

  /// The number after the first "line " that a digit follows (a tag named `line` comes before
  /// its line: `Encountered unknown tag line on line 5`).
  static func lineNumber(in text: String) -> Int? {
    var rest = text[...]
    while let range = rest.range(of: "line ") {
      let digits = rest[range.upperBound...].prefix { $0.isASCII && $0.isNumber }
      if let number = Int(digits), number > 0 { return number }
      rest = rest[range.upperBound...]
    }
    return nil
  }
}
