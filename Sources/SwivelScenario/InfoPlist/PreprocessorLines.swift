import Foundation

/// The first C preprocessor directive in an Info.plist's text (`#ifndef DISABLE_PLAIN_HTTP`): a
/// file Xcode runs the preprocessor over before it reads it, when the target sets
/// `INFOPLIST_PREPROCESS` (Xcode build settings, "Preprocess Info.plist File"). Swivel reads the
/// file as it is, so such a file is not a property list to it; the error says why.
enum PreprocessorLines {
  /// The directives looked for, as `#` and a name begin a line (spaces allowed around `#`).
  static let directives: Set<String> = [
    "if", "ifdef", "ifndef", "elif", "else", "endif", "define", "undef", "include", "import",
  ]

  /// The line (from 1) and text, cut to 80 characters, of the first line that is a directive;
  /// `nil` when there is none.
  static func first(in data: Data) -> (line: Int, text: String)? {
    let text = String(decoding: data, as: UTF8.self)
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      guard trimmed.first == "#" else { continue }
      let name = trimmed.dropFirst().drop { $0 == " " || $0 == "\t" }.prefix { $0.isLetter }
      guard directives.contains(String(name)) else { continue }
      let shown = trimmed.trimmingCharacters(in: .whitespacesAndNewlines)
      return (index + 1, shown.count > 80 ? String(shown.prefix(80)) + "…" : shown)
    }
    return nil
  }

  /// What to add to a parser's complaint about a file with a directive: where it is and what to
  /// lint instead.
  static func remark(_ directive: (line: Int, text: String)) -> String {
    "; line \(directive.line) is a C preprocessor line (\(directive.text)): Xcode runs the preprocessor over an Info.plist like this one when the target sets INFOPLIST_PREPROCESS, and Swivel does not, so lint the Info.plist of the built app instead"
  }
}
