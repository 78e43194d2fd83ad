import SwivelCore

/// The Info.plist keys that decide an app's orientations, as typed values.
///
/// SwivelKit never reads files: SwivelScenario's reader turns an Info.plist file (XML or
/// binary) into this value, and a scenario's inline keys make one too. Only the keys below are
/// kept; any other key of a real Info.plist is no concern of orientation.
///
/// **Idiom variants.** `UISupportedInterfaceOrientations~ipad` and `~iphone`, and
/// `UIRequiresFullScreen~ipad` and `~iphone`, each replace the plain key on their idiom (Apple,
/// "Managing your app's information property list": a device-specific key takes precedence over
/// the plain one; Core Foundation does it when it loads the bundle's Info.plist,
/// swift-corelibs-foundation `CFBundle_InfoPlist.c`, `_CFBundleInfoPlistProcessInfoDictionary`,
/// which matches the suffix case-sensitively against `iphone`, `ipod` and `ipad`), see
/// ``supportedInterfaceOrientations(for:)`` and ``requiresFullScreen(for:)``.
///
/// UIKit: the app bundle's `Info.plist`, read through `NSBundle.infoDictionary`.
public struct InfoPlist: Hashable, Sendable {
  /// The keys Swivel understands, with UIKit's spelling.
  public enum Key: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The orientations the app supports, for every idiom without a key of its own.
    case supportedInterfaceOrientations = "UISupportedInterfaceOrientations"
    /// The orientations the app supports on iPad; replaces the plain key there.
    case supportedInterfaceOrientationsPad = "UISupportedInterfaceOrientations~ipad"
    /// The orientations the app supports on iPhone; replaces the plain key there.
    case supportedInterfaceOrientationsPhone = "UISupportedInterfaceOrientations~iphone"
    /// The initial orientation, ignored when supported orientations are given.
    case interfaceOrientation = "UIInterfaceOrientation"
    /// Whether an iPad app opts out of multitasking, for every idiom without a key of its own.
    case requiresFullScreen = "UIRequiresFullScreen"
    /// Whether the app opts out of multitasking on iPad; replaces the plain key there.
    case requiresFullScreenPad = "UIRequiresFullScreen~ipad"
    /// `UIRequiresFullScreen` on iPhone, which has no multitasking: accepted, and without effect.
    case requiresFullScreenPhone = "UIRequiresFullScreen~iphone"
    /// The launch storyboard's name. iPad multitasking needs a launch screen (App Store review,
    /// ITMS-90475); it plays no part in rotation.
    case launchStoryboardName = "UILaunchStoryboardName"
    /// A launch screen described in the Info.plist itself (iOS 14 and later), in place of a storyboard.
    case launchScreen = "UILaunchScreen"
    /// The system version from which `UIRequiresFullScreen` is ignored (iOS 26.2 and later).
    case requiresFullScreenIgnoredStartingWithVersion = "UIRequiresFullScreenIgnoredStartingWithVersion"

    /// The key as written in Info.plist.
    public var description: String { rawValue }

    /// The supported-orientations key for one idiom (`UISupportedInterfaceOrientations~ipad`).
    public static func supportedInterfaceOrientations(for idiom: UserInterfaceIdiom) -> Key {
      switch idiom {
      case .pad: .supportedInterfaceOrientationsPad
      case .phone: .supportedInterfaceOrientationsPhone
      }
    }

    /// The full-screen key for one idiom (`UIRequiresFullScreen~ipad`).
    public static func requiresFullScreen(for idiom: UserInterfaceIdiom) -> Key {
      switch idiom {
      case .pad: .requiresFullScreenPad
      case .phone: .requiresFullScreenPhone
      }
    }
  }

  /// `UISupportedInterfaceOrientations`: the orientations the app supports; `nil` when absent.
  /// An empty list is kept as the empty mask, which UIKit refuses only when it is used.
  public var supportedInterfaceOrientations: InterfaceOrientationMask?

  /// `UISupportedInterfaceOrientations~ipad` and `~iphone`, by idiom; absent idioms are missing.
  public var supportedInterfaceOrientationsByIdiom: [UserInterfaceIdiom: InterfaceOrientationMask]

  /// `UIInterfaceOrientation`: the initial interface orientation; `nil` when absent.
  public var interfaceOrientation: InterfaceOrientation?

  /// `UIRequiresFullScreen`; `nil` when absent (which means `false`).
  public var requiresFullScreen: Bool?

  /// `UIRequiresFullScreen~ipad` and `~iphone`, by idiom; absent idioms are missing.
  public var requiresFullScreenByIdiom: [UserInterfaceIdiom: Bool]

  /// `UIRequiresFullScreenIgnoredStartingWithVersion`: the system version from which iOS ignores
  /// `UIRequiresFullScreen` (read from iOS 26.2); `nil` when absent.
  public var requiresFullScreenIgnoredStartingWithVersion: SystemVersion?

  /// How an app shows its launch screen.
  public enum LaunchScreen: Hashable, Sendable {
    /// `UILaunchStoryboardName`: a storyboard of that name (Apple, Information Property List,
    /// `UILaunchStoryboardName`, iOS 9.0+).
    case storyboard(String)
    /// `UILaunchScreen`: a dictionary describing it, without a storyboard (Apple, Information
    /// Property List, `UILaunchScreen`, iOS 14.0+).
    case infoPlistDictionary
  }

  /// The launch screen the app declares: `UILaunchStoryboardName` when present, else
  /// `UILaunchScreen`; `nil` when neither is present.
  public var launchScreen: LaunchScreen?

  /// An Info.plist with the given keys; every key absent by default.
  public init(
    supportedInterfaceOrientations: InterfaceOrientationMask? = nil,
    supportedInterfaceOrientationsByIdiom: [UserInterfaceIdiom: InterfaceOrientationMask] = [:],
    interfaceOrientation: InterfaceOrientation? = nil,
    requiresFullScreen: Bool? = nil,
    requiresFullScreenByIdiom: [UserInterfaceIdiom: Bool] = [:], launchScreen: LaunchScreen? = nil
  ) {
    self.supportedInterfaceOrientations = supportedInterfaceOrientations
    self.supportedInterfaceOrientationsByIdiom = supportedInterfaceOrientationsByIdiom
    self.interfaceOrientation = interfaceOrientation
    self.requiresFullScreen = requiresFullScreen
    self.requiresFullScreenByIdiom = requiresFullScreenByIdiom
    self.launchScreen = launchScreen
  }

  /// The declared supported orientations on a device of the idiom: its `~ipad` / `~iphone` key
  /// when present, else the plain key; `nil` when neither is present.
  public func supportedInterfaceOrientations(for idiom: UserInterfaceIdiom) -> InterfaceOrientationMask? {
    switch supportedInterfaceOrientationsKey(for: idiom) {
    case .supportedInterfaceOrientations: supportedInterfaceOrientations
    case .some: supportedInterfaceOrientationsByIdiom[idiom]
    case nil: nil
    }
  }

  /// The key whose list ``supportedInterfaceOrientations(for:)`` returns on the idiom: its
  /// `~ipad` / `~iphone` key when present, else the plain key; `nil` when neither is present.
  ///
  /// Lint names this key where the idiom's orientations were set.
  public func supportedInterfaceOrientationsKey(for idiom: UserInterfaceIdiom) -> Key? {
    if supportedInterfaceOrientationsByIdiom[idiom] != nil { return .supportedInterfaceOrientations(for: idiom) }
    return supportedInterfaceOrientations == nil ? nil : .supportedInterfaceOrientations
  }

  /// `UIRequiresFullScreen` on a device of the idiom: its `~ipad` / `~iphone` key when present,
  /// else the plain key; `nil` when neither is present (which means `false`).
  public func requiresFullScreen(for idiom: UserInterfaceIdiom) -> Bool? {
    requiresFullScreenByIdiom[idiom] ?? requiresFullScreen
  }

  /// `UIRequiresFullScreen` on a device of the idiom as the era's system reads it: as
  /// ``requiresFullScreen(for:)`` says, but `nil` (absent) from the version
  /// `UIRequiresFullScreenIgnoredStartingWithVersion` names, on iOS 26.2 and later (Apple: "The
  /// system ignores the key starting in the version you specify and in later versions of iOS";
  /// "The system only uses this key when your information property list also contains
  /// UIRequiresFullScreen with a value of true").
  public func requiresFullScreen(for idiom: UserInterfaceIdiom, in era: SystemBehavior) -> Bool? {
    let flag = requiresFullScreen(for: idiom)
    guard flag == true, era.readsRequiresFullScreenIgnoredVersion,
      let ignoredFrom = requiresFullScreenIgnoredStartingWithVersion, era.version >= ignoredFrom
    else { return flag }
    return nil
  }

  /// The key whose value ``requiresFullScreen(for:)`` returns on the idiom; `nil` when neither is present.
  public func requiresFullScreenKey(for idiom: UserInterfaceIdiom) -> Key? {
    if requiresFullScreenByIdiom[idiom] != nil { return .requiresFullScreen(for: idiom) }
    return requiresFullScreen == nil ? nil : .requiresFullScreen
  }

  /// The orientations the app supports on the idiom, with the default when Info.plist says
  /// nothing: all four on iPad, all but upside down on iPhone (seed 000, "By default, an app
  /// supports both portrait and landscape orientations"; the per-idiom defaults are those of
  /// Apple's `UIApplication.supportedInterfaceOrientations(for:)` and of view controllers, seed 000).
  ///
  /// UIKit: `-[UIApplication supportedInterfaceOrientationsForWindow:]` before any delegate answers.
  public func effectiveSupportedInterfaceOrientations(for idiom: UserInterfaceIdiom) -> InterfaceOrientationMask {
    supportedInterfaceOrientations(for: idiom) ?? Self.defaultSupportedInterfaceOrientations(for: idiom)
  }

  /// What an app supports when Info.plist lists no orientations: `all` on iPad, `allButUpsideDown` on iPhone.
  public static func defaultSupportedInterfaceOrientations(for idiom: UserInterfaceIdiom) -> InterfaceOrientationMask {
    switch idiom {
    case .pad: .all
    case .phone: .allButUpsideDown
    }
  }

  /// The initial orientation Info.plist asks for on the idiom: `UIInterfaceOrientation`, but
  /// only when no supported orientations are declared for the idiom (Apple, Information Property
  /// List, `UIInterfaceOrientation`: "If you add the UISupportedInterfaceOrientations key …, the
  /// system ignores this key").
  public func initialInterfaceOrientation(for idiom: UserInterfaceIdiom) -> InterfaceOrientation? {
    supportedInterfaceOrientations(for: idiom) == nil ? interfaceOrientation : nil
  }

  /// This Info.plist with every key that `overrides` has replacing this one's, key by key (a
  /// scenario's inline keys over its Info.plist file).
  public func overridden(by overrides: InfoPlist) -> InfoPlist {
    var result = self
    if let value = overrides.supportedInterfaceOrientations { result.supportedInterfaceOrientations = value }
    result.supportedInterfaceOrientationsByIdiom.merge(overrides.supportedInterfaceOrientationsByIdiom) { $1 }
    if let value = overrides.interfaceOrientation { result.interfaceOrientation = value }
    if let value = overrides.requiresFullScreen { result.requiresFullScreen = value }
    result.requiresFullScreenByIdiom.merge(overrides.requiresFullScreenByIdiom) { $1 }
    if let value = overrides.launchScreen { result.launchScreen = value }
    if let value = overrides.requiresFullScreenIgnoredStartingWithVersion {
      result.requiresFullScreenIgnoredStartingWithVersion = value
    }
    return result
  }
}
