/// A device as orientation sees it: its idiom, its screen in points, whether it has a Home
/// button, and its size classes in portrait and in landscape.
///
/// Models come from the ``DeviceCatalog`` (by id, as `swivel devices` lists them) or are
/// described inline in a scenario.
///
/// UIKit: the facts `UIDevice.userInterfaceIdiom`, `UIScreen.bounds` and the window's
/// `traitCollection` give on that device.
public struct DeviceModel: Hashable, Sendable, Codable, Identifiable {
  /// The catalog id (`iphone-8`); for an inline device, `custom`.
  public var id: String
  /// The marketing names of the models that share this screen (`iPhone 8, iPhone 7, iPhone 6s`).
  public var name: String
  /// Phone or pad: it chooses the default masks and the `~iphone` / `~ipad` Info.plist keys.
  public var idiom: UserInterfaceIdiom
  /// The screen's size in points, upright in portrait.
  public var portraitSize: Size
  /// Whether the device has a Home button. A phone without one never shows portraitUpsideDown.
  public var hasHomeButton: Bool
  /// The full-screen size classes, upright in portrait (horizontal/vertical).
  public var portraitSizeClasses: SizeClassPair
  /// The full-screen size classes on its side (horizontal/vertical).
  public var landscapeSizeClasses: SizeClassPair
  /// The major iOS versions the models of this screen ran, from the first one shipped with to
  /// the last one any of them can install; `nil` for an inline device.
  public var systemMajorVersions: ClosedRange<Int>?
  /// What covers the screen's edges, era by era, oldest first (``safeAreaProfile(in:)``); empty
  /// where Swivel has no sourced figures (a model without a Home button it has not measured, or
  /// an inline device without a Home button).
  public var safeAreaProfiles: [SafeAreaProfile] = []
  /// The first major iPadOS in which a model of this screen has Stage Manager; `nil` for an
  /// iPhone and an inline device, which are taken to have it wherever the era does (iPadOS 16).
  /// Apple's lists: from iPadOS 16.1 (the first iPadOS 16) to 18, the iPad Pro 12.9-inch (3rd
  /// generation and later), the iPad Pro 11-inch (every generation), the iPad Air (5th
  /// generation and later) and the M4 iPad Pros; from iPadOS 26, every iPad that runs it.
  public var stageManagerFromMajor: Int?
  /// Whether an app built with the iOS 27 SDK runs resizable on this screen, so that UIKit takes
  /// its supported orientations as a preference it ignores and refuses its geometry requests
  /// (``SystemBehavior/ignoresSupportedOrientations(on:requiresFullScreen:)``): the iPhone Duo's
  /// inner display, which "doesn't honor your supported interface orientations" (Apple, Tech Talk
  /// 111461). `false` for every other screen.
  public var isResizableDisplay = false
  /// The divider between two apps in Split View, in points: 10 on iPad (measured, minimalab.com:
  /// "the boundary between the split screens is 10pt"); 13 on the iPhone Duo's inner display,
  /// whose halves measured 469 of its 951 points (Flutter's Duo probe).
  public var splitViewDividerWidth = 10.0
  /// Whether a phone without a Home button shows portraitUpsideDown all the same: the Duo's inner
  /// display came up upside down under a portrait mask (measured, Flutter's Duo probe). `false`:
  /// the rule of ``supportsInterfaceOrientation(_:)``.
  public var showsUpsideDownWithoutHomeButton = false
  /// The first release a model of this screen ran, where it came with a point release (the
  /// iPhone Duo with iOS 27.1); `nil`: the first of ``systemMajorVersions``' first major.
  public var firstSystemVersion: SystemVersion?
  /// The catalog id of the display the scene moves to when the device opens (the iPhone Duo's
  /// outer display: `iphone-duo-inner`); `nil` for a device that does not fold or is open.
  public var unfoldsTo: String?
  /// The catalog id of the display the scene moves to when the device folds (the Duo's inner
  /// display: `iphone-duo`); `nil` for a device that does not fold or is folded.
  public var foldsTo: String?

  /// Whether a phone without a Home button can show the status bar on its side: the iPhone Duo's
  /// displays, whose status bar sits in the vertical bar strip ("the vertical status bar", Apple,
  /// `UIVerticalBarBehavior.disabled`), where the notched phones never show it there
  /// (``SystemBehavior/isStatusBarHidden(preferred:model:orientation:)``).
  public var showsStatusBarOnItsSide = false

  /// Whether the device folds or opens, moving the scene to another of its displays.
  public var folds: Bool { unfoldsTo != nil || foldsTo != nil }

  /// Whether a model of this screen has Stage Manager in the given iPadOS.
  public func hasStageManager(in version: SystemVersion) -> Bool {
    version.major >= max(stageManagerFromMajor ?? 0, WindowingMode.stageManager.firstMajorVersion)
  }

  /// Whether some model of this screen ran the given iOS version; always for an inline device.
  public func ran(_ version: SystemVersion) -> Bool {
    (systemMajorVersions?.contains(version.major) ?? true) && firstSystemVersion.map { version >= $0 } ?? true
  }

  /// A device with every fact given, as the catalog lists it.
  public init(
    id: String,
    name: String,
    idiom: UserInterfaceIdiom,
    portraitSize: Size,
    hasHomeButton: Bool,
    portraitSizeClasses: SizeClassPair,
    landscapeSizeClasses: SizeClassPair,
    systemMajorVersions: ClosedRange<Int>? = nil,
    safeAreaProfiles: [SafeAreaProfile] = [],
    stageManagerFromMajor: Int? = nil
  ) {
    self.systemMajorVersions = systemMajorVersions
    self.stageManagerFromMajor = stageManagerFromMajor
    self.safeAreaProfiles = safeAreaProfiles
    self.id = id
    self.name = name
    self.idiom = idiom
    self.portraitSize = portraitSize
    self.hasHomeButton = hasHomeButton
    self.portraitSizeClasses = portraitSizeClasses
    self.landscapeSizeClasses = landscapeSizeClasses
  }

  /// A device described by its idiom, size and Home button, with the size classes Apple's
  /// rules give it: on iPad regular/regular; on iPhone compact/regular in portrait, and in
  /// landscape regular/compact when the portrait width is 414 points or more (the Plus, Max,
  /// XR and 11-class screens), else compact/compact. With a Home button its safe area is the
  /// status bar's alone (``SafeAreaProfile/homeButton``); without one Swivel has no figures for it.
  public init(
    id: String = "custom", name: String = "Custom device", idiom: UserInterfaceIdiom, portraitSize: Size,
    hasHomeButton: Bool
  ) {
    let width = min(portraitSize.width, portraitSize.height)
    let height = max(portraitSize.width, portraitSize.height)
    let portrait: SizeClassPair, landscape: SizeClassPair
    switch idiom {
    case .pad:
      portrait = SizeClassPair(.regular, .regular)
      landscape = SizeClassPair(.regular, .regular)
    case .phone:
      portrait = SizeClassPair(.compact, .regular)
      landscape = width >= 414 ? SizeClassPair(.regular, .compact) : SizeClassPair(.compact, .compact)
    }
    self.init(
      id: id, name: name, idiom: idiom, portraitSize: Size(width: width, height: height), hasHomeButton: hasHomeButton,
      portraitSizeClasses: portrait, landscapeSizeClasses: landscape,
      safeAreaProfiles: hasHomeButton ? [.homeButton] : [])
  }

  /// The profile of the screen's edges in an era: the newest whose ``SafeAreaProfile/since`` is
  /// not after the era's version, or the oldest in an era before the model's first iOS (a
  /// scenario played below it); `nil` before the safe area existed (iOS 11), or where Swivel
  /// has no figures for the model in the era (a model measured only from a later iOS).
  /// A profile that holds only from an SDK (``SafeAreaProfile/fromSDK``) gives nothing for an app
  /// built with an older one.
  public func safeAreaProfile(in era: SystemBehavior) -> SafeAreaProfile? {
    guard era.hasSafeArea else { return nil }
    let profile: SafeAreaProfile?
    if let newest = safeAreaProfiles.last(where: { $0.since <= era.version.major }) {
      profile = newest
    } else {
      let first = systemMajorVersions?.lowerBound ?? 0
      profile = era.version.major < first ? safeAreaProfiles.first : nil
    }
    guard let profile, profile.fromSDK.map({ era.sdk >= $0 }) ?? true else { return nil }
    return profile
  }

  /// The safe-area insets of a window filling the screen in `orientation`, in an era; `nil` where
  /// ``safeAreaProfile(in:)`` is.
  public func safeAreaInsets(
    in orientation: InterfaceOrientation, statusBarHidden: Bool, era: SystemBehavior
  ) -> EdgeInsets? {
    safeAreaProfile(in: era)?.insets(in: orientation, statusBarHidden: statusBarHidden)
  }

  /// Whether the interface can take this orientation on this device at all, whatever the masks:
  /// a phone without a Home button has no portraitUpsideDown (Scenario reference, section 3).
  public func supportsInterfaceOrientation(_ orientation: InterfaceOrientation) -> Bool {
    switch orientation {
    case .unknown: false
    case .portraitUpsideDown: idiom == .pad || hasHomeButton || showsUpsideDownWithoutHomeButton
    case .portrait, .landscapeLeft, .landscapeRight: true
    }
  }

  /// The orientations the hardware allows, as a mask (see ``supportsInterfaceOrientation(_:)``).
  public var supportedInterfaceOrientations: InterfaceOrientationMask {
    InterfaceOrientationMask(InterfaceOrientation.valid.filter(supportsInterfaceOrientation))
  }

  /// The screen's size in points for an interface orientation: the portrait size, swapped in landscape.
  public func screenSize(in orientation: InterfaceOrientation) -> Size {
    orientation.isLandscape ? portraitSize.swapped : portraitSize
  }

  /// The full-screen size classes for an interface orientation.
  public func sizeClasses(in orientation: InterfaceOrientation) -> SizeClassPair {
    orientation.isLandscape ? landscapeSizeClasses : portraitSizeClasses
  }

  /// The full-screen traits for an interface orientation.
  public func traitCollection(in orientation: InterfaceOrientation) -> TraitCollection {
    let classes = sizeClasses(in: orientation)
    return TraitCollection(
      userInterfaceIdiom: idiom, horizontalSizeClass: classes.horizontal, verticalSizeClass: classes.vertical)
  }
}

/// A horizontal and a vertical size class.
public struct SizeClassPair: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The size class across: UIKit's `horizontalSizeClass`.
  public var horizontal: UserInterfaceSizeClass
  /// The size class up and down: UIKit's `verticalSizeClass`.
  public var vertical: UserInterfaceSizeClass

  /// The pair, horizontal first.
  public init(_ horizontal: UserInterfaceSizeClass, _ vertical: UserInterfaceSizeClass) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// The size classes of a window that does not fill its screen (an iPad app in Split View or
  /// Slide Over, a resized iPhone app in iPhone Mirroring): regular across from 678 points wide,
  /// regular up and down from 500 points tall, compact below.
  ///
  /// The width reproduces Apple's multitasking table (HIG, Layout: regular for two thirds in
  /// landscape, and for a half in landscape on the 12.9-inch iPad Pro, 678 points; compact for
  /// every portrait split, 639 points at most, and for Slide Over) and what was measured on iOS
  /// 27.0, where a resizable iPhone app's classes follow its window: "Horizontal flipped between
  /// 655 and 700 points wide", 683×1024 regular/regular, 874×402 regular/compact, 1144×845
  /// regular/regular in iPhone Mirroring (Axiom's layout notes, simulator, Mirroring and an iPad
  /// measured). An earlier report, from the betas, had them never change (Apple developer forums
  /// thread 836088); Swivel follows the later measurement. No source places the flip up and
  /// down between 402 and 675 points: 500 is Swivel's choice, above every iPhone held on its
  /// side (440 at most).
  public init(windowSize size: Size) {
    self.init(size.width >= 678 ? .regular : .compact, size.height >= 500 ? .regular : .compact)
  }

  /// `compact/regular`: horizontal, then vertical.
  public var description: String { "\(horizontal)/\(vertical)" }
}
