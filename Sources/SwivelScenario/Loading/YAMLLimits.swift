// libyaml's event parser, which Yams builds on: Yams composes a whole tree at once, with aliases
// shared and its keys hashed in full, so the sizes have to be known from the events before.
internal import CYaml

/// Bounds a scenario's YAML before it is composed (Scenario reference, "Limits"): the number of
/// values once aliases are expanded, and how deeply collections nest.
///
/// An alias stands for the whole value it names, and every reader of the tree (Yams' check for
/// duplicate keys, which hashes each key in full; the decoder) walks it once per alias: ten
/// nested lists of ten aliases each are ten billion values in a file of a few hundred bytes
/// ("billion laughs"). Nesting is bounded so that no reader's recursion can reach the end of
/// its stack.
enum YAMLLimits {
  /// The most values a scenario may hold, each alias counted as the values it names: thousands
  /// of times the largest scenario written so far (a few hundred values).
  static let valueLimit = 1_000_000
  /// The deepest nesting of lists and mappings, aliases counted as what they name; a real
  /// scenario nests six or seven deep.
  static let depthLimit = 64

  /// What an anchored value contributes wherever an alias names it.
  private struct Anchored {
    /// Its values, nested ones and those of the aliases inside it included.
    var size: Int
    /// How many levels of lists and mappings it holds: 0 for a scalar.
    var height: Int
  }

  /// A list or mapping whose end has not been read yet.
  private struct Open {
    /// The number of values read before it began.
    var start: Int
    var anchor: String?
    /// The height of its tallest element so far.
    var height = 0
  }

  /// Reads the events of `yaml` and throws at the first value past a limit.
  ///
  /// A syntax error ends the check quietly: the parser that composes the tree reports it.
  ///
  /// - Throws: ``ScenarioError`` with ``ScenarioError/Problem/overLimit(_:expected:)``.
  static func check(_ yaml: String, file: String) throws(ScenarioError) {
    var bytes = Array(yaml.utf8)
    let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
    let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
    defer {
      parser.deallocate()
      event.deallocate()
    }
    guard yaml_parser_initialize(parser) == 1 else { return }
    defer { yaml_parser_delete(parser) }
    yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
    try bytes.withUnsafeMutableBufferPointer { (buffer) throws(ScenarioError) in
      yaml_parser_set_input_string(parser, buffer.baseAddress, buffer.count)
      var count = 0
      var open: [Open] = []
      var anchors: [String: Anchored] = [:]

      func location() -> SourceLocation {
        let mark = event.pointee.start_mark
        return SourceLocation(file: file, line: mark.line + 1, column: mark.column + 1)
      }
      func name(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
      }
      /// Counts a value of `size` values and `height` levels at the current place.
      func add(size: Int, height: Int, alias: String?) throws(ScenarioError) {
        let (sum, overflow) = count.addingReportingOverflow(size)
        count = overflow ? .max : sum
        if count > valueLimit {
          let what =
            alias.map {
              "alias '*\(ScenarioError.Problem.q($0))' makes the file hold more than \(Self.text(valueLimit)) values"
            } ?? "the file holds more than \(Self.text(valueLimit)) values"
          throw ScenarioError(
            .overLimit(
              what, expected: "at most \(Self.text(valueLimit)) values, each alias counting as the values it names"),
            at: location())
        }
        if open.count + height > depthLimit {
          let what =
            alias.map { "alias '*\(ScenarioError.Problem.q($0))' nests values more than \(depthLimit) deep" }
            ?? "lists and mappings nested more than \(depthLimit) deep"
          throw ScenarioError(
            .overLimit(what, expected: "at most \(depthLimit) levels of lists and mappings"), at: location())
        }
        if !open.isEmpty { open[open.count - 1].height = max(open[open.count - 1].height, height) }
      }

      while true {
        guard yaml_parser_parse(parser, event) == 1 else {
          // libyaml's own bound, a thousand levels, is met first when its scanner reads ahead
          // through a run of brackets; its message names its C function, this one the limit.
          let problem = parser.pointee.problem.map { String(cString: $0) } ?? ""
          if problem.hasPrefix("Maximum nesting level") {
            let mark = parser.pointee.problem_mark
            throw ScenarioError(
              .overLimit(
                "lists and mappings nested more than \(depthLimit) deep",
                expected: "at most \(depthLimit) levels of lists and mappings"),
              at: SourceLocation(file: file, line: mark.line + 1, column: mark.column + 1))
          }
          return
        }
        defer { yaml_event_delete(event) }
        switch event.pointee.type {
        case YAML_STREAM_END_EVENT:
          return
        case YAML_SCALAR_EVENT:
          try add(size: 1, height: 0, alias: nil)
          if let anchor = name(event.pointee.data.scalar.anchor) { anchors[anchor] = Anchored(size: 1, height: 0) }
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
          try add(size: 1, height: 1, alias: nil)
          let anchor =
            event.pointee.type == YAML_SEQUENCE_START_EVENT
            ? name(event.pointee.data.sequence_start.anchor) : name(event.pointee.data.mapping_start.anchor)
          open.append(Open(start: count - 1, anchor: anchor))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
          guard let closed = open.popLast() else { return }
          let height = closed.height + 1
          if !open.isEmpty { open[open.count - 1].height = max(open[open.count - 1].height, height) }
          if let anchor = closed.anchor { anchors[anchor] = Anchored(size: count - closed.start, height: height) }
        case YAML_ALIAS_EVENT:
          // An alias to nothing is the composer's error to report.
          let anchor = name(event.pointee.data.alias.anchor) ?? ""
          let named = anchors[anchor] ?? Anchored(size: 1, height: 0)
          try add(size: named.size, height: named.height, alias: anchor)
        default:
          break
        }
      }
    }
  }

  /// A count as messages write it: `1,000,000`.
  static func text(_ value: Int) -> String {
    var digits = String(value)
    var groups: [Substring] = []
    while digits.count > 3 {
      groups.insert(Substring(digits.suffix(3)), at: 0)
      digits.removeLast(3)
    }
    groups.insert(Substring(digits), at: 0)
    return groups.joined(separator: ",")
  }
}
