import SwivelCore

/// The app's orientation settings (`app:`): an Info.plist file, inline Info.plist keys, and the
/// app delegate's answer.
///
/// Inline keys mean what they mean in an Info.plist and override the same keys of ``infoPlist``.
public struct AppSpecification: Hashable, Sendable {
  /// The Info.plist file (`infoPlist:`), resolved against the scenario file's folder; it existed when loaded.
  public var infoPlist: Located<FileReference>?
  /// The inline Info.plist keys, each located by its line and column.
  public var keys: LocatedInfoPlist
  /// What `application(_:supportedInterfaceOrientationsFor:)` returns (`delegateMask:`); `nil`
  /// when the delegate does not implement it.
  public var delegateMask: Located<InterfaceOrientationMask>?
  /// Where `app:` was written; the file's start when absent.
  public var location: SourceLocation

  /// App settings; by default no Info.plist file, no inline keys and no delegate answer.
  public init(
    infoPlist: Located<FileReference>? = nil,
    keys: LocatedInfoPlist = LocatedInfoPlist(),
    delegateMask: Located<InterfaceOrientationMask>? = nil,
    location: SourceLocation
  ) {
    self.infoPlist = infoPlist
    self.keys = keys
    self.delegateMask = delegateMask
    self.location = location
  }
}
