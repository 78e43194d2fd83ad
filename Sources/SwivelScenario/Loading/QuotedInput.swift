/// User input as an error message quotes it: on one line and short, so that a whole file read as
/// one string (a CSV given as a scenario) does not become a 48,000-character message.
package enum QuotedInput {
  /// The most characters of input a message quotes.
  package static let limit = 40

  /// `text` on one line (a line break shows as `⏎`, a tab as a space) and, if longer than
  /// `limit` characters, cut at a character boundary and ended with `…`.
  ///
  /// - Parameter keepingEnd: keep the last characters instead of the first (for paths, whose
  ///   end names the file).
  package static func shortened(_ text: String, limit: Int = limit, keepingEnd: Bool = false) -> String {
    var line = ""
    line.reserveCapacity(min(text.utf8.count, limit * 4))
    let characters = keepingEnd ? Array(text.suffix(limit + 1)) : Array(text.prefix(limit + 1))
    let cut = characters.count > limit
    for character in keepingEnd
      ? characters.suffix(cut ? limit - 1 : limit) : characters.prefix(cut ? limit - 1 : limit)
    {
      switch character {
      case "\n", "\r\n", "\r", "\u{2028}", "\u{2029}", "\u{85}": line.append("⏎")
      case "\t": line.append(" ")
      default: line.append(character)
      }
    }
    guard cut else { return line }
    return keepingEnd ? "…" + line : line + "…"
  }
}
