import SwivelCore

/// The app's orientation settings (`app:`): an Info.plist file, inline Info.plist keys, and the
/// app delegate's answer.
///
/// Inline keys mean what they mean in an Info.plist and override the same keys of ``infoPlist``.
public struct AppSpecification: Hashable, Sendable {
  /// The Info.plist file (`infoPlist:`), resolved against the scenario file's folder; it existed when loaded.
  public var infoPlist: Located<InfoPlistReference>?
  /// The inline Info.plist keys.
  public var keys: InfoPlistOrientationKeys
  /// What `application(_:supportedInterfaceOrientationsFor:)` returns (`delegateMask:`); `nil`
  /// when the delegate does not implement it.
  public var delegateMask: Located<InterfaceOrientationMask>?
  /// Where `app:` was written; the file's start when absent.
  public var location: SourceLocation

  public init(
    infoPlist: Located<InfoPlistReference>? = nil,
    keys: InfoPlistOrientationKeys = InfoPlistOrientationKeys(),
    delegateMask: Located<InterfaceOrientationMask>? = nil,
    location: SourceLocation
  ) {
    self.infoPlist = infoPlist
    self.keys = keys
    self.delegateMask = delegateMask
    self.location = location
  }
}

/// An Info.plist file named by a scenario.
public struct InfoPlistReference: Hashable, Sendable {
  /// The path as written in the scenario (`Info.plist`).
  public var path: String
  /// The path resolved against the scenario file's folder.
  public var resolvedPath: String

  public init(path: String, resolvedPath: String) {
    self.path = path
    self.resolvedPath = resolvedPath
  }
}
