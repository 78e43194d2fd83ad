import SwivelKit

/// Finds the keys of an Info.plist that iOS never reads but that are meant as one of the keys
/// deciding orientation: `UISupportedInterfaceOrientation` (an s missing),
/// `uisupportedinterfaceorientations` (the case), `UISupportedInterfaceOrientations~iPad` (the
/// device suffix's case).
///
/// How iOS matches keys: exactly, case included, and a key may end in a platform and a device
/// suffix, `KEY-PLATFORM~DEVICE`, `KEY~DEVICE` or `KEY-PLATFORM`, whose value replaces `KEY`'s on
/// that platform and device. Core Foundation does it when it loads the bundle's Info.plist
/// (swift-corelibs-foundation, `Sources/CoreFoundation/CFBundle_InfoPlist.c`,
/// `_isOverrideKey` and `_CFBundleInfoPlistProcessInfoDictionary`): the device is compared with
/// `CFEqual` (case-sensitive) against `iphone`, `ipod` and `ipad`, the platform against
/// `iphoneos`, `macos` … (with a device, only `iphoneos`); a key whose suffix is none of them is
/// an ordinary key that nothing reads. Apple documents the suffixes in lowercase ("Information
/// Property List Key Reference", "Creating Platform- and Device-Specific Keys",
/// https://developer.apple.com/library/archive/documentation/General/Reference/InfoPlistKeyReference/Articles/AboutInformationPropertyListFiles.html).
///
/// A valid variant of an orientation key (`UIInterfaceOrientation~ipad`,
/// `UISupportedInterfaceOrientations~ipod`) is no misspelling, even where Swivel does not model
/// it; only a key that iOS cannot read, and that is a typo of one it would, is reported.
enum InfoPlistKeySpelling {
  /// The orientation keys without suffix, as Swivel reads them, and `UIDeviceFamily`.
  static let baseKeys = [
    InfoPlist.Key.supportedInterfaceOrientations.rawValue, InfoPlist.Key.interfaceOrientation.rawValue,
    InfoPlist.Key.requiresFullScreen.rawValue, InfoPlistReader.deviceFamilyKey,
  ]

  /// Every key Swivel reads, suffixed ones included.
  static let knownKeys = InfoPlist.Key.allCases.map(\.rawValue) + [InfoPlistReader.deviceFamilyKey]

  /// Core Foundation's device suffixes (`_CFBundleSupportedProductStrings`).
  static let devices = ["iphone", "ipod", "ipad"]

  /// Core Foundation's platform suffixes (`_CFBundleSupportedPlatformStrings`).
  static let platforms = ["iphoneos", "macos", "windows", "linux", "freebsd", "solaris", "hpux"]

  /// The key `key` was meant to be, when iOS never reads `key` and it is a misspelling of an
  /// orientation key (or of a valid suffixed form of one); `nil` for any other key.
  static func suggestion(for key: String) -> String? {
    guard !key.isEmpty, key.utf8.count <= 256, !knownKeys.contains(key) else { return nil }
    if let parts = Suffixed(key) {
      if parts.isValid && baseKeys.contains(parts.base) { return nil }
      if let fixed = parts.corrected(), fixed != key { return fixed }
    }
    return nearest(key, among: knownKeys)
  }

  /// The name among `names` that `name` misspells: the same but for case, else the nearest by
  /// edit distance (``NearestName``).
  static func nearest(_ name: String, among names: [String]) -> String? {
    if let sameLetters = names.first(where: { $0.lowercased() == name.lowercased() }) {
      return sameLetters == name ? nil : sameLetters
    }
    return NearestName.find(name, among: names)
  }

  /// A key cut as Core Foundation cuts it: the base, then `-PLATFORM`, then `~DEVICE`.
  struct Suffixed {
    var base: String
    var platform: String?
    var device: String?

    /// `nil` when the key has no `-` or `~`, or a `~` before its last `-`.
    init?(_ key: String) {
      let minus = key.lastIndex(of: "-")
      let tilde = key.lastIndex(of: "~")
      guard minus != nil || tilde != nil else { return nil }
      if let minus, let tilde, tilde < minus { return nil }
      let baseEnd = minus ?? tilde!
      base = String(key[..<baseEnd])
      if let minus {
        platform = String(key[key.index(after: minus)..<(tilde ?? key.endIndex)])
      }
      if let tilde {
        device = String(key[key.index(after: tilde)...])
      }
      guard !base.isEmpty, platform?.isEmpty != true, device?.isEmpty != true else { return nil }
    }

    /// Whether Core Foundation reads the suffixes (`_isValidPlatformAndProductSuffixPair`).
    var isValid: Bool {
      switch (platform, device) {
      case (nil, let device?): InfoPlistKeySpelling.devices.contains(device)
      case (let platform?, nil): InfoPlistKeySpelling.platforms.contains(platform)
      case (let platform?, let device?): platform == "iphoneos" && InfoPlistKeySpelling.devices.contains(device)
      case (nil, nil): false
      }
    }

    /// The key with its base and suffixes each corrected to the nearest one iOS reads; `nil`
    /// when the base is no misspelling of an orientation key or a suffix is no misspelling of one.
    /// A device written after `-` (`UIRequiresFullScreen-ipad`) gets its `~`.
    func corrected() -> String? {
      let bases = InfoPlistKeySpelling.baseKeys
      guard let fixedBase = bases.contains(base) ? base : InfoPlistKeySpelling.nearest(base, among: bases) else {
        return nil
      }
      var fixedPlatform: String?
      var fixedDevice: String?
      if let device {
        guard let value = Self.fixed(device, among: InfoPlistKeySpelling.devices) else { return nil }
        fixedDevice = value
      }
      if let platform {
        if let value = Self.fixed(platform, among: ["iphoneos"]) {
          fixedPlatform = value
        } else if device == nil, let value = Self.fixed(platform, among: InfoPlistKeySpelling.devices) {
          fixedDevice = value
        } else {
          return nil
        }
      }
      return fixedBase + (fixedPlatform.map { "-" + $0 } ?? "") + (fixedDevice.map { "~" + $0 } ?? "")
    }

    /// `suffix` as iOS spells it: itself when right, else the one it misspells (lowercase).
    private static func fixed(_ suffix: String, among suffixes: [String]) -> String? {
      if suffixes.contains(suffix) { return suffix }
      let lowered = suffix.lowercased()
      if suffixes.contains(lowered) { return lowered }
      return NearestName.find(lowered, among: suffixes)
    }
  }
}
