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

  /// The iOS SDK the app is built with (a scenario's `sdk:`): by default the version it runs on.
  ///
  /// Some behaviours follow the SDK rather than the system: UIKit keeps an app built with an
  /// older SDK on the old behaviour ("Once you rebuild with the latest SDK, your app is
  /// automatically opted in to resizability", WWDC26 Platforms State of the Union; "apps built
  /// with the latest SDK must use the scene-based life cycle or they fail to launch", Apple,
  /// "UIKit updates", June 2026). An SDK newer than the system is an app whose deployment target
  /// lets it run on an older iOS.
  public let sdk: SystemVersion

  /// The era of the given iOS version, for an app built with `sdk` (by default that version).
  public init(version: SystemVersion, sdk: SystemVersion? = nil) {
    self.version = version
    self.sdk = sdk ?? version
  }

  /// This era for an app built with another SDK.
  public func builtWith(sdk: SystemVersion) -> SystemBehavior {
    SystemBehavior(version: version, sdk: sdk)
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

  /// Whether both the system and the SDK the app is built with are at least this version: what
  /// UIKit changes for apps linked against a new SDK, on the system that brought the change.
  private func isBuiltAndRunningAtLeast(_ major: Int, _ minor: Int = 0) -> Bool {
    isAtLeast(major, minor) && sdk >= SystemVersion(uncheckedMajor: major, minor: minor)
  }

  // MARK: - Who decides

  /// Whether `shouldAutorotateToInterfaceOrientation:` decides, orientation by orientation, and
  /// overrides Info.plist: iOS 5 and earlier. From iOS 6, `supportedInterfaceOrientations` masks
  /// intersected with the app's mask decide (seed 000, "Controlling What Interface Orientations
  /// Are Supported (iOS 6)"; seed 001: "In iOS 5 (and before), shouldAutorotateToInterfaceOrientation:
  /// is used. It overrides the orientations listed in the project's Deployment Info").
  public var usesLegacyAutorotation: Bool { !isAtLeast(6) }

  /// Whether a controller that only implements the iOS 5 method has its answers turned into a
  /// mask: iOS 6 and later (seed 003, "If your view controller still implements
  /// shouldAutorotateToInterfaceOrientation: iOS will convert the values it returns to the
  /// appropriate UIInterfaceOrientationMask values"; iOS 6.0 release notes: "the
  /// shouldAutorotateToInterfaceOrientation: method is used to synthesize the information that
  /// would be returned by the supportedInterfaceOrientations method").
  public var convertsLegacyAutorotationToMask: Bool { isAtLeast(6) }

  /// Whether the deciding controller's `shouldAutorotate` can suppress a rotation: iOS 6 to 15.
  ///
  /// The property arrived in iOS 6 (Apple, `UIViewController.shouldAutorotate`, "iOS 6.0–16.0").
  /// iOS 16 deprecated it and stopped asking it: "[UIViewController shouldAutorotate] has been
  /// deprecated is no longer supported" (iOS & iPadOS 16 release notes, UIKit deprecations, as
  /// quoted in dotnet/macios#16292).
  public var honorsShouldAutorotate: Bool { isAtLeast(6) && !isAtLeast(16) }

  /// Whether containers (navigation, tab bar) ask their children on their own: iOS 5 and earlier
  /// (seed 000, "Understanding the Rotation Process (iOS 5 and earlier)": "a container view
  /// controller asks its children"). From iOS 6 they answer with their own default or their
  /// delegate's mask (seed 003: "The only view controller that can cause the application to
  /// rotate is the top-most view controller").
  public var containersAskChildren: Bool { usesLegacyAutorotation }

  /// Whether a navigation or tab bar controller asks its delegate for its mask
  /// (`navigationControllerSupportedInterfaceOrientations:`,
  /// `tabBarControllerSupportedInterfaceOrientations:`): iOS 7 and later, when those delegate
  /// methods arrived (Apple, `UINavigationControllerDelegate` and `UITabBarControllerDelegate`,
  /// both "iOS 7.0+"). On iOS 6 the container answers with its own default.
  public var containersAskDelegateForSupportedOrientations: Bool { isAtLeast(7) }

  /// Whether the app delegate's `application:supportedInterfaceOrientationsForWindow:` replaces
  /// the Info.plist mask: iOS 6 and later, when the method arrived (seed 001: "In iOS 6 (and
  /// later), there is an optional method that can be implemented in the App Delegate … this will
  /// kick in after the app launches, and override the orientations listed in the Deployment Info").
  public var asksAppDelegateForSupportedOrientations: Bool { isAtLeast(6) }

  /// Whether a window without a root view controller still rotates, on the application's mask
  /// alone: iOS 6 and later (Apple, Technical Q&A QA1688: "Beginning with iOS 6, if a root view
  /// controller has not been assigned to the app's window, supported orientations are determined
  /// only by the UIApplication object"). Before, autorotation was the root controller's answer to
  /// `shouldAutorotateToInterfaceOrientation:`, so without one nothing rotates.
  public var rotatesWithoutRootViewController: Bool { isAtLeast(6) }

  /// The orientations a view controller supports when it does not override
  /// `supportedInterfaceOrientations` (iOS 6 and later): `all` on iPad, `allButUpsideDown` on
  /// iPhone (seed 000: "By default, view controllers on devices that use the iPad idiom support
  /// all four orientations. On devices that use the iPhone idiom, all interface orientations but
  /// upside-down portrait are supported"; Apple, `supportedInterfaceOrientations`).
  ///
  /// In iOS 5 and earlier, the default of `shouldAutorotateToInterfaceOrientation:` answers YES
  /// for portrait only, on every idiom; this returns that mask
  /// (``legacyDefaultAutorotateOrientations``) for those eras.
  public func defaultSupportedInterfaceOrientations(for idiom: UserInterfaceIdiom) -> InterfaceOrientationMask {
    if usesLegacyAutorotation { return Self.legacyDefaultAutorotateOrientations }
    return idiom == .pad ? .all : .allButUpsideDown
  }

  /// The orientations for which UIKit's default `shouldAutorotateToInterfaceOrientation:` answers
  /// YES: portrait only, on every idiom (issue 4 of the project; jinthagerman/JBTabBarController#2,
  /// 2012: "UIViewController conventions should be followed and it should return YES by default
  /// only for UIInterfaceOrientationPortrait").
  public static let legacyDefaultAutorotateOrientations: InterfaceOrientationMask = .portrait

  /// Whether an iPad app eligible for multitasking (all four orientations, no
  /// `UIRequiresFullScreen`) ignores its controllers' masks: iOS 9 and later, when Slide Over and
  /// Split View arrived (Apple, `supportedInterfaceOrientations`: "If your app supports
  /// multitasking, the system doesn't call this method on your view controller"; Apple,
  /// `UIRequiresFullScreen`, "iOS 9.0+"; radar 22854526, lionheart/openradar-mirror#6178:
  /// ignored on iOS 9.0.1, honoured on 8.4.1).
  public var multitaskingIgnoresControllerMasks: Bool { isAtLeast(9) }

  /// Whether this app, on this idiom, is never asked for its controllers' masks because it is
  /// eligible for iPad multitasking (``multitaskingIgnoresControllerMasks``): an iPad whose
  /// Info.plist lists all four orientations for the iPad and does not set `UIRequiresFullScreen`
  /// (Apple, `supportedInterfaceOrientations`: "You can opt out of multitasking by enabling
  /// Requires full screen … or by not declaring support for all possible orientations within the
  /// Info.plist file").
  ///
  /// - Parameters:
  ///   - idiom: the device's idiom; phones never multitask.
  ///   - infoPlistOrientations: the Info.plist orientations for the iPad (`~ipad` key, else the plain key).
  ///   - requiresFullScreen: the Info.plist `UIRequiresFullScreen` value.
  public func ignoresControllerMasksForMultitasking(
    idiom: UserInterfaceIdiom, infoPlistOrientations: InterfaceOrientationMask, requiresFullScreen: Bool
  ) -> Bool {
    multitaskingIgnoresControllerMasks && idiom == .pad && infoPlistOrientations == .all && !requiresFullScreen
  }

  /// Whether `UIRequiresFullScreen` is deprecated: iPadOS 26, where every app is resizable
  /// (Apple, Information Property List, `UIRequiresFullScreen`, "iOS 9.0–26.0").
  public var deprecatesRequiresFullScreen: Bool { isAtLeast(26) }

  /// Whether a scene delegate's `windowScene(supportedInterfaceOrientationsFor:)` gives its
  /// scene's mask: iOS 27.0 and later (Apple, `UIWindowSceneDelegate.supportedInterfaceOrientations(for:)`,
  /// "iOS 27.0+": "The returned value replaces the app's UISupportedInterfaceOrientations Info.plist
  /// value for this scene. If not implemented, the Info.plist value is used").
  ///
  /// How it combines with an app delegate that still implements
  /// `application(_:supportedInterfaceOrientationsFor:)` is not documented. Swivel plays the
  /// scene delegate's answer, the newer and narrower one (it is per scene, and the app
  /// delegate's method is deprecated in the same release), and says so in the trace's reason.
  public var asksSceneDelegateForSupportedOrientations: Bool { isAtLeast(27) }

  /// Whether the app delegate's `application(_:supportedInterfaceOrientationsFor:)` and
  /// `UIApplication.supportedInterfaceOrientations(for:)` are deprecated: the iOS 27.0 SDK (Apple,
  /// both symbols, "iOS 6.0–27.0"). Still called.
  public var deprecatesAppDelegateSupportedOrientations: Bool { isBuiltWithIOS27SDK }

  /// Whether `UIApplication.statusBarOrientation` is a no-op that logs
  /// ``statusBarOrientationNoOpConsoleLine``: an app built with the iOS 27 SDK, on iOS 27 (iOS 27
  /// release notes, 162044221; the line as libsdl-org/SDL#16330 quotes it, September 2026).
  ///
  /// What it returns then is not documented (the betas gave "NaN or null values"); Swivel takes
  /// `unknown`. That an app built with an older SDK keeps the old answer is an inference: every
  /// report is of apps built with the 27 SDK.
  public var statusBarOrientationIsNoOp: Bool { isBuiltAndRunningAtLeast(27) }

  /// What UIKit logs from iOS 27 when an app built with its SDK reads `statusBarOrientation`.
  public static let statusBarOrientationNoOpConsoleLine =
    "-[UIApplication statusBarOrientation] API has been deprecated and is a no-op on 27.0 and later."

  /// Whether an app that does not adopt the scene life cycle fails to launch: built with the
  /// iOS 27 SDK, on iOS 27 (Apple, "UIKit updates", June 2026: "apps built with the latest SDK
  /// must use the scene-based life cycle or they fail to launch"; TN3187; iOS 27 release notes,
  /// 141837548). iOS 26 only logs ``sceneLifeCycleWarningConsoleLine``.
  public var requiresSceneLifeCycle: Bool { isBuiltAndRunningAtLeast(27) }

  /// Whether an app without the scene life cycle hears that it soon must adopt it: iOS 26 (TN3187).
  public var warnsOfSceneLifeCycle: Bool { isAtLeast(26) && !requiresSceneLifeCycle }

  /// What iOS 26 logs at the launch of an app without the scene life cycle (TN3187).
  public static let sceneLifeCycleWarningConsoleLine =
    "UIScene lifecycle will soon be required. Failure to adopt will result in an assert in the future."

  /// Whether the SDK the app is built with is 27.0 or later, which lint and scan judge the SDK's
  /// rules by: the app then fails to launch without the scene life cycle, reads a no-op
  /// `statusBarOrientation`, and is resizable in iPhone Mirroring, on iPad and on the iPhone
  /// Duo's inner display, once it runs on iOS 27 or later (``requiresSceneLifeCycle``,
  /// ``statusBarOrientationIsNoOp``; Apple, WWDC26 Platforms State of the Union: "Once you rebuild
  /// with the latest SDK, your app is automatically opted in to resizability").
  public var isBuiltWithIOS27SDK: Bool { sdk >= SystemVersion(uncheckedMajor: 27, minor: 0) }

  /// Whether UIKit ignores the app's supported orientations on this screen: an app built with the
  /// iOS 27 SDK and running on iOS 27, on a resizable display
  /// (``DeviceModel/isResizableDisplay``, the iPhone Duo's inner display), without
  /// `UIRequiresFullScreen`. There neither the app's mask nor its controllers' count, the
  /// interface follows the device in every orientation the screen shows, and geometry requests
  /// are refused with code 101 (Apple, Tech Talk 111461: the inner display "doesn't honor your
  /// supported interface orientations"; measured, Flutter's Duo probe: a portrait mask ignored,
  /// the request refused with the windowing-mode error). `UIRequiresFullScreen` keeps the
  /// orientations: "iPhone Duo respects your supported interface orientations, but your app will
  /// scale on the inner display" (Tech Talk 111461).
  ///
  /// An app built with the iOS 26 SDK keeps them: resizability comes with rebuilding ("Once you
  /// rebuild with the latest SDK, your app is automatically opted in", WWDC26 Platforms State of
  /// the Union); that it is then honoured is Swivel's inference, as no source measured it.
  public func ignoresSupportedOrientations(on model: DeviceModel, requiresFullScreen: Bool) -> Bool {
    model.isResizableDisplay && hasFoldingDisplays && isBuiltWithIOS27SDK && !requiresFullScreen
  }

  /// Whether the system reads `UIRequiresFullScreenIgnoredStartingWithVersion`: iOS 26.2 and
  /// later (Apple, Information Property List, "iOS 26.2+").
  public var readsRequiresFullScreenIgnoredVersion: Bool { isAtLeast(26, 2) }

  /// Whether the system runs on a device that folds, the iPhone Duo, whose inner display an app
  /// built with the iOS 27 SDK runs resizable on: iOS 27.1, the release it shipped with (October
  /// 2026).
  public var hasFoldingDisplays: Bool { isAtLeast(27, 1) }

  /// Whether the app's Info.plist must name a launch screen: the iOS 27.0 SDK (iOS 27 release
  /// notes, 168247372: `UILaunchStoryboardName`, `UILaunchStoryboards`, `UILaunchScreen` or
  /// `UILaunchScreens`). Judged by the SDK alone: it is a requirement of building, not of the system.
  public var requiresLaunchScreen: Bool { isBuiltWithIOS27SDK }

  /// Whether `attemptRotationToDeviceOrientation` exists: iOS 5.0 and later (Apple,
  /// `attemptRotationToDeviceOrientation()`, "iOS 5.0–16.0": deprecated in iOS 16 for
  /// `setNeedsUpdateOfSupportedInterfaceOrientations`).
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

  /// Whether the app's windows live in a `UIWindowScene` whose delegate hears of each change of
  /// the scene's size and orientation (`windowScene(_:didUpdate:interfaceOrientation:traitCollection:)`):
  /// iOS 13.0 and later (Apple, `UIWindowSceneDelegate`, "iOS 13.0+").
  public var hasWindowScenes: Bool { isAtLeast(13) }

  /// Whether `UIViewController.setNeedsUpdateOfSupportedInterfaceOrientations()` and
  /// `UIWindowScene.requestGeometryUpdate(_:errorHandler:)` exist: iOS 16.0 and later (Apple,
  /// both symbols, "iOS 16.0+").
  public var hasGeometryRequests: Bool { isAtLeast(16) }

  /// Whether setting `UIDevice.orientation` through key-value coding (the widely copied
  /// `setValue(_:forKey: "orientation")`) still acts as a device turn: up to iOS 15. From iOS 16
  /// nothing changes and UIKit logs ``setDeviceOrientationConsoleLine`` (Apple developer forums;
  /// the line is quoted in many apps' issue trackers, e.g. flutter/flutter and react-native
  /// orientation libraries on iOS 16).
  public var honorsDeviceOrientationSetter: Bool { !isAtLeast(16) }

  /// What UIKit logs from iOS 16 when an app sets `UIDevice.orientation` through key-value coding.
  public static let setDeviceOrientationConsoleLine =
    "[Orientation] BUG IN CLIENT OF UIKIT: Setting UIDevice.orientation is not supported. Please use UIWindowScene.requestGeometryUpdate(_:)"

  /// Whether a view controller can ask that the scene's orientation not change while it is shown
  /// (`prefersInterfaceOrientationLocked`, `setNeedsUpdateOfPrefersInterfaceOrientationLocked()`):
  /// iOS 26 and later (Apple, both symbols, "iOS 26.0+").
  public var hasPrefersInterfaceOrientationLocked: Bool { isAtLeast(26) }

  /// Whether apps run in the background and come back: iOS 4.0 and later (multitasking).
  public var hasBackgroundExecution: Bool { isAtLeast(4) }

  /// Whether a view controller's view starts below the status bar unless the controller asks
  /// for full-screen layout: up to iOS 6. Apple, `wantsFullScreenLayout` (iOS 3.0–7.0): "When a
  /// view controller presents its view, it normally shrinks that view so that its frame does
  /// not overlap the device's status bar"; from iOS 7 views extend under it
  /// (`edgesForExtendedLayout`, all edges by default).
  public var controllerViewsStartBelowStatusBar: Bool { !isAtLeast(7) }

  /// The status bar's height in points where views start below it: 20 on every device of
  /// those eras.
  public static let legacyStatusBarHeight = 20.0

  /// iOS 8 made the screen and window coordinate spaces interface-oriented (Apple, "View
  /// Controller Advancements in iOS 8", WWDC 2014 session 214; `UIScreen.bounds` became
  /// interface-oriented in iOS 8).
  public var windowCoordinateSpace: WindowCoordinateSpace { isAtLeast(8) ? .interfaceOriented : .fixedPortrait }

  /// Whether controllers get `viewWillTransition(to:with:)` with a transition coordinator: iOS 8 and later.
  public var hasTransitionCoordinator: Bool { isAtLeast(8) }

  /// Whether a split view controller collapses to one column in a horizontally compact
  /// environment (and runs on iPhone at all): iOS 8 and later (Apple, `UISplitViewController.isCollapsed`,
  /// "iOS 8.0+": "Collapsing happens when the split view controller transitions from a
  /// horizontally regular to a horizontally compact environment"). Earlier split view
  /// controllers are iPad-only and always show both panes.
  public var splitViewControllerCollapses: Bool { isAtLeast(8) }

  /// Whether a split view controller may have a supplementary column between the primary and the
  /// secondary: iOS 14 and later (Apple, `UISplitViewController.Column.supplementary`, "iOS 14.0+").
  public var splitViewControllerHasSupplementaryColumn: Bool { isAtLeast(14) }

  /// Whether trait collections and size classes exist (`willTransition(to:with:)`,
  /// `traitCollectionDidChange`): iOS 8 and later.
  public var hasTraitCollections: Bool { isAtLeast(8) }

  /// Whether the one-step legacy callbacks (`willRotate`, `willAnimateRotation`, `didRotate`)
  /// reach controllers that do not implement `viewWillTransition(to:with:)`: every era Swivel
  /// reproduces up to iOS 15. They were deprecated in iOS 8 (UIViewController.h:
  /// `API_DEPRECATED("Implement viewWillTransitionToSize:withTransitionCoordinator: instead",
  /// ios(2.0, 8.0))`), and UIKit's default `viewWillTransition(to:with:)` still calls them.
  ///
  /// The answer for iOS 16 and later is not verified (that era is a later issue): a 2025 report
  /// (LIJI32/SameBoy#715) still implements `didRotateFromInterfaceOrientation:` against a current
  /// UIKit, which suggests they may still arrive.
  public var deliversLegacyRotationCallbacks: Bool { !isAtLeast(16) }

  /// Whether controllers that implement the two-step half-rotation callbacks get them:
  /// iOS 5 and earlier (seed 002; deprecated in iOS 5, gone from iOS 6).
  public var deliversTwoStepRotationCallbacks: Bool { !isAtLeast(6) }

  /// Whether `viewWillLayoutSubviews` / `viewDidLayoutSubviews` exist: iOS 5.0 and later.
  public var hasViewLayoutCallbacks: Bool { isAtLeast(5) }

  // MARK: - Presentation

  /// Whether a controller presented full screen is shown in its
  /// `preferredInterfaceOrientationForPresentation`: iOS 6 and later, when the property arrived
  /// (Apple, `preferredInterfaceOrientationForPresentation`, "iOS 6.0+"). Before, a presented
  /// controller appears in the current interface orientation.
  public var hasPreferredInterfaceOrientationForPresentation: Bool { isAtLeast(6) }

  /// The style `automatic` stands for: `fullScreen` before iOS 13; `pageSheet` from iOS 13, shown
  /// as a card that leaves the presenter in charge of orientation; `formSheet` from iOS 18
  /// (Apple, `UIModalPresentationStyle.automatic`, "iOS 13.0+": "For most view controllers, UIKit
  /// maps this style to: formSheet in iOS 18 and later; pageSheet in versions of iOS earlier than
  /// iOS 18"). Other styles are returned as they are.
  public func resolved(_ style: ModalPresentationStyle) -> ModalPresentationStyle {
    switch style {
    case .automatic: isAtLeast(18) ? .formSheet : isAtLeast(13) ? .pageSheet : .fullScreen
    default: style
    }
  }

  /// The size a sheet's view takes over the screen on iPad, up to iOS 12, in the interface's
  /// points (`portraitScreenSize` the screen upright; `interfaceSize` the screen as the interface
  /// shows it); `nil` where the sheet fills what it covers (iPhone, where sheets are full screen
  /// up to iOS 12, every style but the sheets, and iOS 13 and later, whose card sizes vary with
  /// the device: Apple, `pageSheet`, "The actual dimensions vary depending on several factors").
  ///
  /// - `pageSheet`: "the height of the presented view is set to the height of the screen and the
  ///   width is set to the width of the screen in a portrait orientation" (Apple's description
  ///   of the style up to iOS 12; Microsoft's UIKit reference keeps it: "Set to the height and
  ///   width of the screen in portrait orientation").
  /// - `formSheet`: "Centered on and smaller than the screen"; Swivel gives it 540×620 points,
  ///   the default content size of a form sheet (Interface Builder's simulated form sheet), or
  ///   the screen when that is smaller.
  public func sheetSize(
    _ style: ModalPresentationStyle, idiom: UserInterfaceIdiom, portraitScreenSize: Size, interfaceSize: Size
  ) -> Size? {
    guard idiom == .pad, !isAtLeast(13) else { return nil }
    switch resolved(style) {
    case .pageSheet:
      return Size(width: min(portraitScreenSize.width, interfaceSize.width), height: interfaceSize.height)
    case .formSheet:
      return Size(width: min(540, interfaceSize.width), height: min(620, interfaceSize.height))
    default: return nil
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
  /// returning YES` before.
  ///
  /// Crash reports: without the class on iOS 7 (phoboslab/Ejecta#236, October 2013;
  /// rubymotion-community/BubbleWrap#394, July 2014, before iOS 8 shipped); with it on iOS 8.3
  /// (PDF417/pdf417-ios#7, April 2015: `[_UIAlertShimPresentingViewController shouldAutorotate]`;
  /// steipete/PSTAlertController#21, May 2015) and on every later release seen
  /// (rolandleth/LTHPasscodeViewController#128 on iOS 9.0; Instabug/Instabug-iOS#90, 2016).
  public var namesControllerInNoCommonOrientationReason: Bool { isAtLeast(8) }

  /// The reason text of `UIApplicationInvalidInterfaceOrientation` when the decider's mask and
  /// the app's mask have no orientation in common (seed 000: "The result of this calculation
  /// must never be 0").
  public func noCommonOrientationReason(controllerClassName: String) -> String {
    namesControllerInNoCommonOrientationReason
      ? "Supported orientations has no common orientation with the application, and [\(controllerClassName) shouldAutorotate] is returning YES"
      : "Supported orientations has no common orientation with the application, and shouldAutorotate is returning YES"
  }

  /// Whether the "preferred orientation" reason names the orientations
  /// (`preferredInterfaceOrientationForPresentation 'landscapeRight' must match a supported
  /// interface orientation: 'portrait'!`): iOS 10 and later.
  ///
  /// Crash reports show the short text (`… must return a supported interface orientation!`) on
  /// iOS 7 (thiagoperes/IDMPhotoBrowser#31, October 2013), iOS 8 (jamonholmgren/ProMotion#607 and
  /// MIT-Mobile/MIT-Mobile-for-iOS#711, January 2015) and iOS 9 (Appboy/appboy-ios-sdk#54,
  /// March 2016), and the long one by May 2017 (zhengwenming/WMPlayer#95, 2017-05-25, before the
  /// first iOS 11 beta, so on iOS 10) and on later releases (bytedance/Bytedance-UnionAD#105 on
  /// iOS 13; nytimes/NYTPhotoViewer#360, 2022). iOS 10 is the first release that can have
  /// produced the long text; no report pins it to a 10.x point release.
  public var namesOrientationsInPreferredOrientationReason: Bool { isAtLeast(10) }

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

extension SystemBehavior {
  /// Whether the reason for pushing a controller already in the stack names the navigation
  /// controller: from iOS 13. Crash reports quote "Pushing the same view controller instance more
  /// than once is not supported (<…>)" up to iOS 10 (artsy/eigen#1061, 2016; artsy/eigen#2188,
  /// February 2017; samuelclay/NewsBlur#886), and "<UINavigationController: …> is pushing the same
  /// view controller instance (<…>) more than once which is not supported and is most likely an
  /// error in the application" from iOS 13 (thexande/SwiftAlgorithms#31, February 2020;
  /// element-hq/element-ios#3924, 2021). No report pins iOS 11 or 12; the engine keeps the short
  /// text there.
  public var namesNavigationControllerInPushingSameControllerReason: Bool { isAtLeast(13) }

  /// The reason of `NSInvalidArgumentException` when a controller already in a navigation stack
  /// is pushed again (``namesNavigationControllerInPushingSameControllerReason``).
  ///
  /// - Parameters:
  ///   - navigation: the navigation controller as UIKit prints it.
  ///   - controller: the pushed controller as UIKit prints it.
  public func pushingSameControllerReason(navigation: String, controller: String) -> String {
    namesNavigationControllerInPushingSameControllerReason
      ? "\(navigation) is pushing the same view controller instance (\(controller)) more than once which is not supported and is most likely an error in the application"
      : "Pushing the same view controller instance more than once is not supported (\(controller))"
  }
}

extension SystemBehavior: CustomStringConvertible {
  /// `iOS 6.0`; `iPhone OS 3.1` before iOS 4, as Apple named it; `iOS 27.1 (26.2 SDK)` when the
  /// app is built with another SDK than the system's.
  public var description: String {
    let system = version.major < 4 ? "iPhone OS \(version)" : "iOS \(version)"
    return sdk == version ? system : "\(system) (\(sdk) SDK)"
  }
}
