/// A place in a scenario file: the file as it was named, a line and a column, both counted from 1.
///
/// Every element of a loaded ``Scenario`` carries one, so that errors, failed expectations and
/// lint findings can point at the text the user wrote, as a compiler does.
public struct SourceLocation: Hashable, Sendable {
  /// The file as it was named on the command line or to the loader (`photo.yaml`, `Scenarios/photo.yaml`).
  public var file: String
  /// The line, from 1; 0 when the problem concerns the whole file.
  public var line: Int
  /// The column in Unicode scalars, from 1; 0 when the problem concerns the whole file.
  public var column: Int

  /// A place in the given file, at the given line and column.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// The location of a whole file, without a line.
  public init(file: String) {
    self.init(file: file, line: 0, column: 0)
  }
}

extension SourceLocation: CustomStringConvertible {
  /// `photo.yaml:12:5`, or just `photo.yaml` for a whole file.
  public var description: String {
    line > 0 ? "\(file):\(line):\(column)" : file
  }
}
