/// The UIKit era to reproduce: every orientation behaviour that changed between iOS versions,
/// answered for one version.
///
/// Built from an iOS version string, it is the only place in Swivel that compares version
/// numbers: the rest of the code asks it questions ("does the legacy
/// `shouldAutorotateToInterfaceOrientation:` decide?", "is the window in portrait
/// coordinates?"). Each answer documents the release where the behaviour changed and why.
public struct SystemBehavior: Hashable, Sendable {
  /// The iOS version this era reproduces.
  public let version: SystemVersion

  public init(version: SystemVersion) {
    self.version = version
  }

  /// The era of the given iOS version string (`"5.1"`, `"6.0"`, `"17"`, `"26.1"`).
  ///
  /// - Throws: ``SystemVersionError`` for a malformed version or one Apple never released.
  public init(iOSVersion: String) throws(SystemVersionError) {
    self.init(version: try SystemVersion(iOSVersion))
  }

  /// The newest era the engine supports: the default of a scenario without `ios:`.
  public static let newest = SystemBehavior(version: .newest)

  private func isAtLeast(_ major: Int, _ minor: Int = 0) -> Bool {
    version >= SystemVersion(uncheckedMajor: major, minor: minor)
  }

  // MARK: - Who decides

  /// Whether `shouldAutorotateToInterfaceOrientation:` decides, orientation by orientation, and
  /// overrides Info.plist: iOS 5 and earlier. From iOS 6, `supportedInterfaceOrientations` masks
  /// intersected with the app's mask decide (seed 000, "Controlling What Interface Orientations
  /// Are Supported (iOS 6)"; seed 001).
  public var usesLegacyAutorotation: Bool { !isAtLeast(6) }

  /// Whether a controller that only implements the iOS 5 method has its answers turned into a
  /// mask: iOS 6 and later (seed 003, "iOS will convert the values it returns").
  public var convertsLegacyAutorotationToMask: Bool { isAtLeast(6) }

  /// Whether the deciding controller's `shouldAutorotate` can suppress a rotation: iOS 6 to 15.
  /// iOS 16 deprecated `shouldAutorotate` and no longer honours it (UIKit release notes, iOS 16).
  public var honorsShouldAutorotate: Bool { isAtLeast(6) && !isAtLeast(16) }

  /// Whether containers (navigation, tab bar) ask their children on their own: iOS 5 and earlier
  /// (seed 000, "Understanding the Rotation Process (iOS 5 and earlier)"). From iOS 6 they answer
  /// with their own default or their delegate's mask (seed 003: "only the top-most controller decides").
  public var containersAskChildren: Bool { usesLegacyAutorotation }

  /// Whether an iPad app eligible for multitasking (all four orientations, no
  /// `UIRequiresFullScreen`) ignores its controllers' masks: iOS 9 and later, when Slide Over and
  /// Split View arrived (Apple, "Adopting Multitasking Enhancements on iPad"; radar 22854526).
  public var multitaskingIgnoresControllerMasks: Bool { isAtLeast(9) }

  /// Whether `UIRequiresFullScreen` is deprecated: iPadOS 26, where every app is resizable
  /// (Apple, Information Property List, `UIRequiresFullScreen`).
  public var deprecatesRequiresFullScreen: Bool { isAtLeast(26) }

  /// Whether `attemptRotationToDeviceOrientation` exists: iOS 5.0 and later (UIKit: "Available in iOS 5.0").
  public var hasAttemptRotationToDeviceOrientation: Bool { isAtLeast(5) }

  // MARK: - How the rotation runs

  /// Where the window's coordinates live during a rotation.
  public enum WindowCoordinateSpace: Hashable, Sendable {
    /// iOS 7 and earlier: the window keeps portrait bounds and an identity transform; its root
    /// view is turned by a transform and has swapped bounds in landscape.
    case fixedPortrait
    /// iOS 8 and later: the window's bounds follow the interface orientation; no transforms.
    case interfaceOriented
  }

  /// iOS 8 made the screen and window coordinate spaces interface-oriented (Apple, "View
  /// Controller Advancements in iOS 8", WWDC 2014 session 214; `UIScreen.bounds` became
  /// interface-oriented in iOS 8).
  public var windowCoordinateSpace: WindowCoordinateSpace { isAtLeast(8) ? .interfaceOriented : .fixedPortrait }

  /// Whether controllers get `viewWillTransition(to:with:)` with a transition coordinator: iOS 8 and later.
  public var hasTransitionCoordinator: Bool { isAtLeast(8) }

  /// Whether trait collections and size classes exist (`willTransition(to:with:)`,
  /// `traitCollectionDidChange`): iOS 8 and later.
  public var hasTraitCollections: Bool { isAtLeast(8) }

  /// Whether the one-step legacy callbacks (`willRotate`, `willAnimateRotation`, `didRotate`)
  /// reach controllers that do not implement `viewWillTransition(to:with:)`: every era Swivel
  /// reproduces up to iOS 15. They were deprecated in iOS 8, and UIKit's default
  /// `viewWillTransition(to:with:)` still calls them.
  public var deliversLegacyRotationCallbacks: Bool { !isAtLeast(16) }

  /// Whether controllers that implement the two-step half-rotation callbacks get them:
  /// iOS 5 and earlier (seed 002; deprecated in iOS 5, gone from iOS 6).
  public var deliversTwoStepRotationCallbacks: Bool { !isAtLeast(6) }

  /// Whether `viewWillLayoutSubviews` / `viewDidLayoutSubviews` exist: iOS 5.0 and later.
  public var hasViewLayoutCallbacks: Bool { isAtLeast(5) }

  // MARK: - Presentation

  /// The style `automatic` stands for, and what other styles become on a device of the idiom:
  /// before iOS 13, `automatic` is `fullScreen` and on iPhone the sheet styles cover the whole
  /// screen; from iOS 13, `automatic` is `pageSheet`, shown as a card that leaves the presenter
  /// in charge of orientation (Apple, `UIModalPresentationStyle.automatic`, iOS 13).
  public func resolved(_ style: ModalPresentationStyle) -> ModalPresentationStyle {
    switch style {
    case .automatic: isAtLeast(13) ? .pageSheet : .fullScreen
    default: style
    }
  }

  /// Whether a presentation of this style takes over the whole screen on this idiom, so that the
  /// presented controller decides orientation (seed 000: "If the view controller is presented
  /// full screen").
  ///
  /// `fullScreen` always does. `pageSheet` and `formSheet` do on iPhone before iOS 13, where
  /// they adapt to full screen in a compact width; `popover` adapts to full screen on iPhone.
  /// The "over" and context styles never do: the presenter stays underneath.
  public func presentsFullScreen(_ style: ModalPresentationStyle, idiom: UserInterfaceIdiom) -> Bool {
    switch resolved(style) {
    case .fullScreen: true
    case .pageSheet, .formSheet: idiom == .phone && !isAtLeast(13)
    case .popover: idiom == .phone
    case .automatic, .none, .currentContext, .custom, .overFullScreen, .overCurrentContext: false
    }
  }

  // MARK: - Exception texts

  /// The exception UIKit raises when orientations have nothing in common.
  public static let invalidInterfaceOrientationExceptionName = "UIApplicationInvalidInterfaceOrientation"

  /// Whether the "no common orientation" reason names the deciding controller's class:
  /// `[ClassName shouldAutorotate] is returning YES` from iOS 8; just `shouldAutorotate is
  /// returning YES` before (crash reports: phoboslab/Ejecta#236 on iOS 7, 2013;
  /// Instabug-iOS#90 naming `PUUIAlbumListViewController`, 2016).
  public var namesControllerInNoCommonOrientationReason: Bool { isAtLeast(8) }

  /// The reason text of `UIApplicationInvalidInterfaceOrientation` when the decider's mask and
  /// the app's mask have no orientation in common (seed 000: "The result of this calculation
  /// must never be 0").
  public func noCommonOrientationReason(controllerClassName: String) -> String {
    namesControllerInNoCommonOrientationReason
      ? "Supported orientations has no common orientation with the application, and [\(controllerClassName) shouldAutorotate] is returning YES"
      : "Supported orientations has no common orientation with the application, and shouldAutorotate is returning YES"
  }

  /// Whether the "preferred orientation" reason names the orientations: iOS 13 and later.
  public var namesOrientationsInPreferredOrientationReason: Bool { isAtLeast(13) }

  /// The reason text of `UIApplicationInvalidInterfaceOrientation` when a controller presented
  /// full screen prefers an orientation outside its mask (seed 000: "The preferred interface
  /// orientation must be one of the orientations supported by the view controller").
  ///
  /// - Parameters:
  ///   - preferredRawValue: what `preferredInterfaceOrientationForPresentation` returned, as a raw value.
  ///   - supported: the mask it had to match.
  public func preferredOrientationReason(preferredRawValue: Int, supported: InterfaceOrientationMask) -> String {
    namesOrientationsInPreferredOrientationReason
      ? "preferredInterfaceOrientationForPresentation '\(InterfaceOrientation.exceptionDescription(rawValue: preferredRawValue))' must match a supported interface orientation: '\(supported.exceptionDescription)'!"
      : "preferredInterfaceOrientationForPresentation must return a supported interface orientation!"
  }
}

extension SystemBehavior: CustomStringConvertible {
  /// `iOS 6.0`; `iPhone OS 3.1` before iOS 4, as Apple named it.
  public var description: String {
    version.major < 4 ? "iPhone OS \(version)" : "iOS \(version)"
  }
}
