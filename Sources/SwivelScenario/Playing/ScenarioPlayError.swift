import SwivelCore

/// Why a loaded scenario cannot be played: a file it names cannot be read, or it asks for
/// something this engine cannot do yet. An input problem, like a ``ScenarioError``: commands
/// print it on standard error and exit with status 2.
///
/// Its ``description`` is `FILE:LINE:COLUMN: error: <what is wrong>`, as ``ScenarioError``'s.
public struct ScenarioPlayError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where the scenario names the file or the step.
  public var location: SourceLocation
  /// What went wrong.
  public var problem: Problem

  /// An error for the given problem at the given place.
  public init(_ problem: Problem, at location: SourceLocation) {
    self.problem = problem
    self.location = location
  }

  public var description: String { "\(location): error: \(problem)" }

  /// What went wrong.
  public enum Problem: Hashable, Sendable, CustomStringConvertible {
    /// The `infoPlist:` file cannot be read or is not an Info.plist; the reader's message.
    case unreadableInfoPlist(String)
    /// The `motion:` trace cannot be read or is not an accelerometer trace; the reader's message.
    case unreadableMotionTrace(String)
    /// Something this engine cannot play: what, and why.
    case unsupported(String, reason: String)

    public var description: String {
      switch self {
      case .unreadableInfoPlist(let message): "cannot use the Info.plist: \(message)"
      case .unreadableMotionTrace(let message): "cannot use the motion trace: \(message)"
      case .unsupported(let what, let reason): "cannot play \(what): \(reason)"
      }
    }
  }
}
