/// Something in an Info.plist file that iOS takes without complaint, or skips, but that is most
/// likely a mistake: a misspelt key or orientation, a build setting Xcode would have expanded, a
/// Boolean written as a string. The reader keeps reading the file and notes it here; lint rules
/// report it (``LintRule/misspelledKey``, ``LintRule/unknownOrientationValue``,
/// ``LintRule/unexpandedBuildSetting``, ``LintRule/notABoolean``).
public struct InfoPlistRemark: Hashable, Sendable {
  /// What was found.
  public var kind: Kind
  /// The file and key path (`UISupportedInterfaceOrientations[2]`) where it was found.
  public var location: SettingLocation

  /// A remark of the given kind at the given place.
  public init(_ kind: Kind, at location: SettingLocation) {
    self.kind = kind
    self.location = location
  }

  /// What an Info.plist holds that iOS does not read as it seems to say.
  public enum Kind: Hashable, Sendable {
    /// A key iOS never reads, which is a misspelling (or a wrong case) of `suggestion`, a key that
    /// decides orientation.
    case misspelledKey(String, suggestion: String)
    /// An orientation string UIKit does not know, which it ignores; the nearest it knows, if any.
    case unknownOrientation(String, suggestion: String?)
    /// A `$(VAR)` or `${VAR}` build-setting reference, which Xcode expands when it builds the app
    /// and Swivel cannot; the value was skipped.
    case buildSettingReference(String)
    /// A Boolean key holding a string or an integer (`<string>YES</string>`), as written in XML,
    /// and the Boolean iOS reads it as.
    case notABoolean(written: String, readAs: Bool)
  }

  /// The key path the remark is about, without the file: `UISupportedInterfaceOrientations[1]`.
  var keyPath: String {
    switch location {
    case .infoPlistKey(_, let key): key
    case .source(let place): place.description
    }
  }
}
