/// The app's key window (`window:`).
///
/// UIKit: the `UIWindow` the app makes key at launch.
public struct WindowSpecification: Hashable, Sendable {
  /// The id of the window's root view controller (`root:`); `nil` for a window without one.
  ///
  /// UIKit: `rootViewController`.
  public var root: Located<String>?
  /// Where `window:` was written.
  public var location: SourceLocation

  /// A window with the given root view controller, written at the given place.
  public init(root: Located<String>?, location: SourceLocation) {
    self.root = root
    self.location = location
  }
}
