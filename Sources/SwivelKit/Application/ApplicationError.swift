/// A mistake in driving an ``Application``.
public enum ApplicationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// ``Application/launch(deviceOrientation:)`` was called on an application already launched.
  case alreadyLaunched
  /// ``Application/resizeScene(to:)`` asked for a resize the scene cannot take; says why.
  case notResizable(String)

  public var description: String {
    switch self {
    case .alreadyLaunched: "the application has already launched; an application launches once"
    case .notResizable(let why): "the scene cannot be resized: \(why)"
    }
  }
}
