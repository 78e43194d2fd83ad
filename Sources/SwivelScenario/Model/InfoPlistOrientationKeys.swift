import SwivelCore

/// The Info.plist keys that decide an app's orientations, each with where it was set.
///
/// Filled from a scenario's inline `app:` keys, or from an Info.plist file; lint rules work on
/// this value, so they run the same on both.
///
/// UIKit: `UISupportedInterfaceOrientations` (with its `~ipad` and `~iphone` variants),
/// `UIInterfaceOrientation`, `UIRequiresFullScreen` (Apple, Information Property List Key Reference).
public struct InfoPlistOrientationKeys: Hashable, Sendable {
  /// `UISupportedInterfaceOrientations`, in the order listed.
  public var supportedInterfaceOrientations: InfoPlistSetting<[InterfaceOrientation]>?
  /// `UISupportedInterfaceOrientations~ipad`: replaces the plain key on iPad.
  public var supportedInterfaceOrientationsPad: InfoPlistSetting<[InterfaceOrientation]>?
  /// `UISupportedInterfaceOrientations~iphone`: replaces the plain key on iPhone.
  public var supportedInterfaceOrientationsPhone: InfoPlistSetting<[InterfaceOrientation]>?
  /// `UIInterfaceOrientation`: the initial interface orientation.
  public var interfaceOrientation: InfoPlistSetting<InterfaceOrientation>?
  /// `UIRequiresFullScreen`: opts an iPad app out of multitasking.
  public var requiresFullScreen: InfoPlistSetting<Bool>?

  public init(
    supportedInterfaceOrientations: InfoPlistSetting<[InterfaceOrientation]>? = nil,
    supportedInterfaceOrientationsPad: InfoPlistSetting<[InterfaceOrientation]>? = nil,
    supportedInterfaceOrientationsPhone: InfoPlistSetting<[InterfaceOrientation]>? = nil,
    interfaceOrientation: InfoPlistSetting<InterfaceOrientation>? = nil,
    requiresFullScreen: InfoPlistSetting<Bool>? = nil
  ) {
    self.supportedInterfaceOrientations = supportedInterfaceOrientations
    self.supportedInterfaceOrientationsPad = supportedInterfaceOrientationsPad
    self.supportedInterfaceOrientationsPhone = supportedInterfaceOrientationsPhone
    self.interfaceOrientation = interfaceOrientation
    self.requiresFullScreen = requiresFullScreen
  }

  /// The key names, as in an Info.plist.
  public enum Key {
    public static let supportedInterfaceOrientations = "UISupportedInterfaceOrientations"
    public static let supportedInterfaceOrientationsPad = "UISupportedInterfaceOrientations~ipad"
    public static let supportedInterfaceOrientationsPhone = "UISupportedInterfaceOrientations~iphone"
    public static let interfaceOrientation = "UIInterfaceOrientation"
    public static let requiresFullScreen = "UIRequiresFullScreen"
  }

  /// The supported-orientations list that applies on a device of the idiom: the `~ipad` or
  /// `~iphone` key when present, else the plain key; `nil` when neither is set.
  ///
  /// UIKit reads a key with a device suffix in place of the plain key on that device (Apple,
  /// Information Property List Key Reference, "Localizing Property List Values" / device-specific keys).
  public func supportedInterfaceOrientations(for idiom: UserInterfaceIdiom) -> InfoPlistSetting<[InterfaceOrientation]>?
  {
    switch idiom {
    case .pad: supportedInterfaceOrientationsPad ?? supportedInterfaceOrientations
    case .phone: supportedInterfaceOrientationsPhone ?? supportedInterfaceOrientations
    }
  }

  /// These keys, with every key that `overrides` sets taking the place of the same key here.
  ///
  /// A scenario's inline keys override its Info.plist file's this way.
  public func merging(_ overrides: InfoPlistOrientationKeys) -> InfoPlistOrientationKeys {
    InfoPlistOrientationKeys(
      supportedInterfaceOrientations: overrides.supportedInterfaceOrientations ?? supportedInterfaceOrientations,
      supportedInterfaceOrientationsPad: overrides.supportedInterfaceOrientationsPad
        ?? supportedInterfaceOrientationsPad,
      supportedInterfaceOrientationsPhone: overrides.supportedInterfaceOrientationsPhone
        ?? supportedInterfaceOrientationsPhone,
      interfaceOrientation: overrides.interfaceOrientation ?? interfaceOrientation,
      requiresFullScreen: overrides.requiresFullScreen ?? requiresFullScreen
    )
  }
}

/// One Info.plist value and where it was set.
public struct InfoPlistSetting<Value: Hashable & Sendable>: Hashable, Sendable {
  public var value: Value
  public var location: SettingLocation

  public init(_ value: Value, at location: SettingLocation) {
    self.value = value
    self.location = location
  }
}

/// Where a setting was written: a place in a scenario file, or a key of an Info.plist file.
public enum SettingLocation: Hashable, Sendable {
  /// A line and column of a scenario file.
  case source(SourceLocation)
  /// A key of an Info.plist file, which has no useful line (binary plists have none).
  case infoPlistKey(file: String, key: String)
}

extension SettingLocation: CustomStringConvertible {
  /// `photo.yaml:12:5`, or `Info.plist: UISupportedInterfaceOrientations~ipad`.
  public var description: String {
    switch self {
    case .source(let location): location.description
    case .infoPlistKey(let file, let key): "\(file): \(key)"
    }
  }
}
