/// Why part of a project could not be read: the file, the line when known, and what is wrong.
///
/// A scan never stops at the first bad file: a project whose `project.pbxproj` is corrupt, an
/// Info.plist that is no property list, a workspace whose XML is broken each become one of these,
/// printed on standard error, and the rest of the input is still scanned (`swivel scan` then exits
/// with status 2).
public struct ScanError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file at fault, as the scan named it.
  public var file: String
  /// The line, from 1, when the parser said; `nil` for the whole file.
  public var line: Int?
  /// The column, from 1, when known.
  public var column: Int?
  /// What is wrong, and what to do about it when there is something to do.
  public var message: String

  /// An error in the given file, at the given line and column (by default none: the whole file).
  public init(file: String, line: Int? = nil, column: Int? = nil, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// `App.xcodeproj/project.pbxproj:8: error: missing ';' …`, as compilers print errors.
  public var description: String {
    var place = file
    if let line { place += ":\(line)" + (column.map { ":\($0)" } ?? "") }
    return "\(place): error: \(message)"
  }
}
