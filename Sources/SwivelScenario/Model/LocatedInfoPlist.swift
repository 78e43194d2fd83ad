import SwivelCore
import SwivelKit

/// An app's Info.plist keys as SwivelKit runs on them, with the place each key was set.
///
/// A scenario's inline `app:` keys make one, located by line and column; an Info.plist file
/// makes one (``InfoPlistReader/load(contentsOf:)``), located by file and key. Lint rules read
/// it, so they run the same on both and name the place the user wrote. The values are
/// SwivelKit's `InfoPlist`, with its idiom lookup (`~ipad` / `~iphone` in place of
/// the plain key).
public struct LocatedInfoPlist: Hashable, Sendable {
  /// The keys' values.
  public var infoPlist: InfoPlist
  /// Where each key present in ``infoPlist`` was set.
  public var locations: [InfoPlist.Key: SettingLocation]
  /// `UIDeviceFamily`: the idioms the app runs on (1: iPhone, 2: iPad; other families are no
  /// concern of Swivel); `nil` when absent, which means iPhone only (Apple, Information Property
  /// List Key Reference, `UIDeviceFamily`: "1 (Default) The app runs on iPhone and iPod touch
  /// devices"). Only an Info.plist file gives it.
  public var deviceFamily: Set<UserInterfaceIdiom>?
  /// What the Info.plist file holds that iOS takes or skips without complaint but that is most
  /// likely a mistake (a misspelt key or orientation, a build setting, a Boolean written as a
  /// string), in the order found. Only an Info.plist file gives them.
  public var remarks: [InfoPlistRemark]
  /// The Info.plist file the keys were read from; `nil` for a scenario's inline keys alone, which
  /// describe an app rather than hold its real file.
  public var file: String?
  /// Where `UIApplicationSceneManifest` is, which says the app adopts the scene life cycle;
  /// `nil` when the file has none. Only an Info.plist file gives it: a scenario says
  /// `sceneLifeCycle:` instead.
  public var sceneManifest: SettingLocation?

  /// Keys with their places; none by default.
  public init(
    _ infoPlist: InfoPlist = InfoPlist(), locations: [InfoPlist.Key: SettingLocation] = [:],
    deviceFamily: Set<UserInterfaceIdiom>? = nil, remarks: [InfoPlistRemark] = [], file: String? = nil,
    sceneManifest: SettingLocation? = nil
  ) {
    self.infoPlist = infoPlist
    self.locations = locations
    self.deviceFamily = deviceFamily
    self.remarks = remarks
    self.file = file
    self.sceneManifest = sceneManifest
  }

  /// Where a key was set; a key given without a place is named as in an Info.plist.
  public func location(of key: InfoPlist.Key) -> SettingLocation {
    locations[key] ?? .infoPlistKey(file: "Info.plist", key: key.rawValue)
  }

  /// Sets a supported-orientations key: the plain one (`idiom` `nil`), or the `~ipad` / `~iphone` one.
  public mutating func setSupportedInterfaceOrientations(
    _ mask: InterfaceOrientationMask, for idiom: UserInterfaceIdiom?, at location: SettingLocation
  ) {
    if let idiom {
      infoPlist.supportedInterfaceOrientationsByIdiom[idiom] = mask
      locations[.supportedInterfaceOrientations(for: idiom)] = location
    } else {
      infoPlist.supportedInterfaceOrientations = mask
      locations[.supportedInterfaceOrientations] = location
    }
  }

  /// Sets `UIInterfaceOrientation`.
  public mutating func setInterfaceOrientation(_ orientation: InterfaceOrientation, at location: SettingLocation) {
    infoPlist.interfaceOrientation = orientation
    locations[.interfaceOrientation] = location
  }

  /// Sets `UIRequiresFullScreen`: the plain key (`idiom` `nil`, the default), or the `~ipad` / `~iphone` one.
  public mutating func setRequiresFullScreen(
    _ flag: Bool, for idiom: UserInterfaceIdiom? = nil, at location: SettingLocation
  ) {
    if let idiom {
      infoPlist.requiresFullScreenByIdiom[idiom] = flag
      locations[.requiresFullScreen(for: idiom)] = location
    } else {
      infoPlist.requiresFullScreen = flag
      locations[.requiresFullScreen] = location
    }
  }

  /// Sets `UIRequiresFullScreenIgnoredStartingWithVersion`.
  public mutating func setRequiresFullScreenIgnoredStartingWithVersion(
    _ version: SystemVersion, at location: SettingLocation
  ) {
    infoPlist.requiresFullScreenIgnoredStartingWithVersion = version
    locations[.requiresFullScreenIgnoredStartingWithVersion] = location
  }

  /// Sets the launch screen, from `UILaunchStoryboardName` or `UILaunchScreen`. A storyboard
  /// name wins over a `UILaunchScreen` dictionary set beside it, whichever comes first.
  public mutating func setLaunchScreen(_ launchScreen: InfoPlist.LaunchScreen, at location: SettingLocation) {
    if case .storyboard = infoPlist.launchScreen, launchScreen == .infoPlistDictionary { return }
    infoPlist.launchScreen = launchScreen
    locations[launchScreen == .infoPlistDictionary ? .launchScreen : .launchStoryboardName] = location
  }

  /// `UIRequiresFullScreen` on a device of the idiom, and where: its `~ipad` / `~iphone` key, else
  /// the plain key (SwivelKit's `InfoPlist.requiresFullScreen(for:)`); `nil` when neither is set.
  public func requiresFullScreen(for idiom: UserInterfaceIdiom) -> (flag: Bool, location: SettingLocation)? {
    guard let key = infoPlist.requiresFullScreenKey(for: idiom), let flag = infoPlist.requiresFullScreen(for: idiom)
    else { return nil }
    return (flag, location(of: key))
  }

  /// The supported orientations declared for the idiom, and where: SwivelKit's lookup
  /// (`InfoPlist.supportedInterfaceOrientations(for:)`); `nil` when no key declares them.
  public func supportedInterfaceOrientations(
    for idiom: UserInterfaceIdiom
  ) -> (mask: InterfaceOrientationMask, location: SettingLocation)? {
    guard let key = infoPlist.supportedInterfaceOrientationsKey(for: idiom),
      let mask = infoPlist.supportedInterfaceOrientations(for: idiom)
    else { return nil }
    return (mask, location(of: key))
  }

  /// The idioms these keys say the app runs on: its ``deviceFamily`` when given, which App Store
  /// review and iOS go by; else those of its `~ipad` / `~iphone` keys, if any. An iPhone-only app
  /// keeps the `~ipad` keys Xcode's templates write without becoming an iPad app.
  public var idioms: Set<UserInterfaceIdiom> {
    deviceFamily
      ?? Set(infoPlist.supportedInterfaceOrientationsByIdiom.keys).union(infoPlist.requiresFullScreenByIdiom.keys)
  }

  /// These keys with every key that `overrides` sets taking the place of the same key here, with
  /// its place: how a scenario's inline keys override its Info.plist file's (Scenario reference,
  /// section 4). The remarks of both are kept: the file's mistakes stay in the file.
  public func overridden(by overrides: LocatedInfoPlist) -> LocatedInfoPlist {
    LocatedInfoPlist(
      infoPlist.overridden(by: overrides.infoPlist),
      locations: locations.merging(overrides.locations) { $1 },
      deviceFamily: overrides.deviceFamily ?? deviceFamily, remarks: remarks + overrides.remarks,
      file: file ?? overrides.file, sceneManifest: sceneManifest ?? overrides.sceneManifest)
  }
}
