/// A mistake in driving an ``Application``.
public enum ApplicationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// ``Application/launch(deviceOrientation:)`` was called on an application already launched.
  case alreadyLaunched

  public var description: String {
    switch self {
    case .alreadyLaunched: "the application has already launched; an application launches once"
    }
  }
}
