/// A place in a file the scan read: the file's path as the scan named it (the path given on the
/// command line joined with the project's own relative paths) and a line counted from 1.
///
/// Property lists, build settings and sources all point their findings here. Where the file has no
/// lines to speak of (a binary property list) or the thing found is an absence (no launch screen),
/// the line is 1.
public struct ScanLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The file's path.
  public var file: String
  /// The line, from 1.
  public var line: Int

  /// A place in the given file; line 1 by default.
  public init(file: String, line: Int = 1) {
    self.file = file
    self.line = max(line, 1)
  }

  /// `App/Info.plist:12`, as compilers print places.
  public var description: String { "\(file):\(line)" }

  public static func < (lhs: ScanLocation, rhs: ScanLocation) -> Bool {
    (lhs.file, lhs.line) < (rhs.file, rhs.line)
  }
}
