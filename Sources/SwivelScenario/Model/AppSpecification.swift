import SwivelCore

/// The app's orientation settings (`app:`): an Info.plist file, inline Info.plist keys, the app
/// delegate's and the scene delegate's answers, and whether the app has the scene life cycle.
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
  /// What the scene delegate's `supportedInterfaceOrientations(for:)` returns
  /// (`sceneDelegateMask:`, asked from iOS 27); `nil` when it does not implement it.
  public var sceneDelegateMask: Located<InterfaceOrientationMask>?
  /// `sceneLifeCycle: false`: the app does not adopt the scene life cycle (no
  /// `UIApplicationSceneManifest`); `nil` or `true`: it does.
  public var sceneLifeCycle: Located<Bool>?
  /// Where `app:` was written; the file's start when absent.
  public var location: SourceLocation

  /// Whether the app adopts the scene life cycle: unless `sceneLifeCycle: false` says otherwise.
  public var usesSceneLifeCycle: Bool { sceneLifeCycle?.value ?? true }

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
