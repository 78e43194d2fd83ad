import Testing

/// A test argument holding a whole file's text, shown on one line.
///
/// Swift Testing prints each test case's arguments as the case starts; a multi-line YAML file
/// there spreads one test over many lines of `swift test`'s output (issue 13: the output must stay
/// readable). This shows each line break as ⏎, and at most 100 characters.
struct OneLine: Sendable, CustomTestStringConvertible {
  let text: String

  init(_ text: String) {
    self.text = text
  }

  var testDescription: String {
    let line = text.replacing("\n", with: "⏎")
    return "\"" + (line.count > 100 ? line.prefix(99) + "…" : line) + "\""
  }
}
