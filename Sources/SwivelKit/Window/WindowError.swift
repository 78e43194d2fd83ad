import SwivelCore

/// A request the window cannot carry out.
public enum WindowError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The window was asked to take `InterfaceOrientation.unknown`: an interface always has one
  /// of the four real orientations, and `unknown` has no screen size or rotation.
  case unknownInterfaceOrientation

  public var description: String {
    switch self {
    case .unknownInterfaceOrientation:
      "a window cannot take the interface orientation 'unknown'; expected portrait, portraitUpsideDown, landscapeRight or landscapeLeft"
    }
  }
}
