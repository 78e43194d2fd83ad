import SwivelCore

/// What lint rules look at: an app's Info.plist keys and delegate, the era, and when linting a
/// scenario, its device and controllers.
public struct LintSubject: Sendable {
  /// The Info.plist keys: a scenario's inline keys over its Info.plist file's.
  public var keys: InfoPlistOrientationKeys
  /// What `application(_:supportedInterfaceOrientationsFor:)` returns; `nil` if not implemented.
  public var delegateMask: Located<InterfaceOrientationMask>?
  /// The era.
  public var behavior: SystemBehavior
  /// The device a scenario runs on; `nil` for a standalone Info.plist.
  public var device: DeviceModel?
  /// The idioms the app runs on: the scenario's device's, and any whose `~ipad` / `~iphone` key is set.
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
  ///   - infoPlist: the Info.plist file the scenario names (`infoPlist:`), if it names one and it
  ///     has been read; the scenario's inline keys override its keys (scenario spec, section 4),
  ///     and its `UIDeviceFamily` adds to the idioms.
  public init(scenario: Scenario, infoPlist: InfoPlistFile? = nil) {
    let keys = (infoPlist?.lintKeys ?? InfoPlistOrientationKeys()).merging(scenario.app.keys)
    let device = scenario.device.value.model
    self.keys = keys
    self.delegateMask = scenario.app.delegateMask
    self.behavior = scenario.behavior.value
    self.device = device
    self.idioms = Self.idioms(of: keys).union([device.idiom]).union(infoPlist?.deviceFamily ?? [])
    self.scenario = scenario
    self.hasAllKeys = scenario.app.infoPlist == nil || infoPlist != nil
  }

  /// An Info.plist file to lint on its own.
  ///
  /// The app runs on the idioms of its `UIDeviceFamily`, iPhone only when it has none (Apple,
  /// `UIDeviceFamily`: 1, iPhone, is the default), and on those of any `~ipad` / `~iphone` key.
  ///
  /// - Parameters:
  ///   - file: the file, as ``InfoPlistReader/load(contentsOf:)`` read it; findings name its keys.
  ///   - behavior: the era to judge by; the newest by default.
  public init(infoPlist file: InfoPlistFile, behavior: SystemBehavior = .newest) {
    self.init(infoPlist: file.lintKeys, idioms: file.deviceFamily ?? [.phone], behavior: behavior)
  }

  /// A standalone Info.plist to lint.
  ///
  /// - Parameters:
  ///   - keys: the Info.plist's orientation keys, located by key.
  ///   - idioms: the devices the app runs on (from `UIDeviceFamily`, say); the idioms of any
  ///     `~ipad` / `~iphone` keys are added.
  ///   - behavior: the era to judge by; the newest by default.
  public init(
    infoPlist keys: InfoPlistOrientationKeys, idioms: Set<UserInterfaceIdiom>, behavior: SystemBehavior = .newest
  ) {
    self.keys = keys
    self.delegateMask = nil
    self.behavior = behavior
    self.device = nil
    self.idioms = idioms.union(Self.idioms(of: keys))
    self.scenario = nil
    self.hasAllKeys = true
  }

  static func idioms(of keys: InfoPlistOrientationKeys) -> Set<UserInterfaceIdiom> {
    var idioms: Set<UserInterfaceIdiom> = []
    if keys.supportedInterfaceOrientationsPad != nil { idioms.insert(.pad) }
    if keys.supportedInterfaceOrientationsPhone != nil { idioms.insert(.phone) }
    return idioms
  }
}
