import SwivelCore

/// Why an Info.plist could not be used: the file, the key (when one is to blame) and the problem.
///
/// A file that cannot be parsed is located by the line Foundation's parser names
/// (`Info.plist:7: not a property list: close tag on line 7 does not match open tag array`).
/// Property lists carry no line numbers once parsed, so an error in a value names its key
/// instead, with an index for an element of a list (`UISupportedInterfaceOrientations[2]`).
public struct InfoPlistError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file as it was named to the reader (or the scenario file, for inline keys).
  public var file: String
  /// The line, from 1, where the parser stopped; `nil` when it named none, and for an error in
  /// a value (``key`` names it).
  public var line: Int?
  /// The key path at fault, or `nil` when the whole file is.
  public var key: String?
  /// What is wrong.
  public var problem: Problem

  /// An error about the given file, at the line the parser named (by default none), for the key
  /// at fault (by default none: the whole file).
  public init(file: String, line: Int? = nil, key: String? = nil, problem: Problem) {
    self.file = file
    self.line = line
    self.key = key
    self.problem = problem
  }

  /// What is wrong with an Info.plist.
  public enum Problem: Hashable, Sendable {
    /// The file cannot be read (missing, a directory, no permission): the reason.
    case unreadable(String)
    /// The bytes are not a property list: the parser's reason.
    case notAPropertyList(String)
    /// A property list in the old OpenStep text format, which is no Info.plist (Foundation
    /// reads any junk text as an OpenStep string).
    case notXMLOrBinary
    /// The top level is not a dictionary: what it is instead.
    case topLevelNotADictionary(found: String)
    /// A value of the wrong type: what was expected, what was found.
    case wrongType(expected: String, found: String)
    /// A string that names no interface orientation. ``InfoPlistReader`` does not throw it: it
    /// skips such a string, as UIKit does, and notes it (``InfoPlistRemark``).
    case unknownOrientation(String)
  }

  public var description: String {
    let located = line.map { "\(file):\($0)" } ?? file
    let place = key.map { "\(located): \($0)" } ?? located
    switch problem {
    case .unreadable(let reason):
      return "\(place): cannot read the Info.plist: \(reason)"
    case .notAPropertyList(let reason):
      return "\(place): not a property list: \(reason)"
    case .notXMLOrBinary:
      return
        "\(place): not an XML or binary property list; an Info.plist must be one (convert it with `plutil -convert xml1`)"
    case .topLevelNotADictionary(let found):
      return "\(place): the top level of an Info.plist must be a dictionary, found \(found)"
    case .wrongType(let expected, let found):
      return "\(place): expected \(expected), found \(found)"
    case .unknownOrientation(let text):
      let known = InterfaceOrientation.valid.compactMap(\.infoPlistName).joined(separator: ", ")
      return "\(place): unknown interface orientation '\(QuotedInput.shortened(text))'; expected one of \(known)"
    }
  }
}
