import SwivelCore
import SwivelKit

/// What lint rules look at: an app's Info.plist keys and delegate, the era, and when linting a
/// scenario, its device and controllers.
public struct LintSubject: Sendable {
  /// The Info.plist keys: a scenario's inline keys over its Info.plist file's.
  public var keys: LocatedInfoPlist
  /// What `application(_:supportedInterfaceOrientationsFor:)` returns; `nil` if not implemented.
  public var delegateMask: Located<InterfaceOrientationMask>?
  /// What the scene delegate's `supportedInterfaceOrientations(for:)` returns (iOS 27); `nil` if
  /// not implemented.
  public var sceneDelegateMask: Located<InterfaceOrientationMask>?
  /// Whether the app adopts the scene life cycle, and where that is said: a scenario's
  /// `sceneLifeCycle:` (adopted when absent, as the engine plays it), or an Info.plist's
  /// `UIApplicationSceneManifest` (not adopted when absent, at the file).
  public var sceneLifeCycle: (adopted: Bool, location: SettingLocation?)
  /// The era.
  public var behavior: SystemBehavior
  /// The device a scenario runs on, or an Info.plist alone is linted for (`--device`); `nil`
  /// for an Info.plist linted on the families it declares.
  public var device: DeviceModel?
  /// The idioms the app is linted on: a scenario's device's, and those its keys name
  /// (``LocatedInfoPlist/idioms``); for an Info.plist alone, the `--device`'s, else those of its
  /// `UIDeviceFamily`, else iPhone and those of its `~ipad` / `~iphone` keys.
  public var idioms: Set<UserInterfaceIdiom>
  /// The scenario, when linting one.
  public var scenario: Scenario?
  /// Whether ``keys`` holds every key of the app: `false` when the scenario names an Info.plist
  /// file whose keys were not given, so rules cannot know the app's mask from them.
  public var hasAllKeys: Bool

  /// A scenario to lint.
  ///
  /// - Parameters:
  ///   - scenario: the loaded scenario.
  ///   - infoPlist: the keys of the Info.plist file the scenario names (`infoPlist:`), if it names
  ///     one and it has been read (``InfoPlistReader/load(contentsOf:)``); the scenario's inline
  ///     keys override them (Scenario reference, section 4), and its `UIDeviceFamily` adds to the idioms.
  public init(scenario: Scenario, infoPlist: LocatedInfoPlist? = nil) {
    let keys = (infoPlist ?? LocatedInfoPlist()).overridden(by: scenario.app.keys)
    let device = scenario.device.value.model
    self.keys = keys
    self.delegateMask = scenario.app.delegateMask
    self.sceneDelegateMask = scenario.app.sceneDelegateMask
    self.sceneLifeCycle = (scenario.app.usesSceneLifeCycle, scenario.app.sceneLifeCycle.map { .source($0.location) })
    self.behavior = scenario.behavior.value
    self.device = device
    self.idioms = keys.idioms.union([device.idiom])
    self.scenario = scenario
    self.hasAllKeys = scenario.app.infoPlist == nil || infoPlist != nil
  }

  /// An Info.plist to lint on its own.
  ///
  /// - Parameters:
  ///   - keys: the Info.plist's keys, as ``InfoPlistReader/load(contentsOf:)`` located them.
  ///   - idioms: the devices the app runs on; by default those of its `UIDeviceFamily`, and
  ///     when it has none, iPhone (Apple, `UIDeviceFamily`: "1 (Default) The app runs on iPhone
  ///     and iPod touch devices") and the idioms of its `~ipad` / `~iphone` keys
  ///     (``LocatedInfoPlist/idioms``).
  ///   - device: the device to lint for, whose idiom replaces `idioms` and whose hardware the
  ///     rules know (no upside down on an iPhone without a Home button); none by default.
  ///   - behavior: the era to judge by; the newest by default.
  public init(
    infoPlist keys: LocatedInfoPlist, idioms: Set<UserInterfaceIdiom>? = nil, device: DeviceModel? = nil,
    behavior: SystemBehavior = .newest
  ) {
    self.keys = keys
    self.delegateMask = nil
    self.sceneDelegateMask = nil
    self.sceneLifeCycle = (
      keys.sceneManifest != nil, keys.sceneManifest ?? keys.file.map { .infoPlistKey(file: $0, key: "") }
    )
    self.behavior = behavior
    self.device = device
    self.idioms =
      device.map { [$0.idiom] } ?? idioms
      ?? (keys.deviceFamily == nil ? keys.idioms.union([.phone]) : keys.idioms)
    self.scenario = nil
    self.hasAllKeys = true
  }
}
