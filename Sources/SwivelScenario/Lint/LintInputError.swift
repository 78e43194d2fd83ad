/// Why `swivel lint` could not lint a file: a scenario that cannot be loaded, or an Info.plist
/// (given on the command line, or named by a scenario's `infoPlist:`) that cannot be read.
public enum LintInputError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The scenario cannot be loaded: its file, line and column, and what is wrong.
  case scenario(ScenarioError)
  /// The Info.plist cannot be read or holds a bad value: its file, the key, and what is wrong.
  case infoPlist(InfoPlistError)

  /// The underlying error's own line.
  public var description: String {
    switch self {
    case .scenario(let error): error.description
    case .infoPlist(let error): error.description
    }
  }
}
