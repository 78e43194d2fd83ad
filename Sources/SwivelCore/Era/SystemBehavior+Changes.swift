/// One iOS version at which the engine's orientation behaviour changes: what changes and where
/// that is documented. ``SystemBehavior/changes`` lists them all; `swivel eras` prints them.
public struct EraChange: Sendable {
  /// The first version with the new behaviour.
  public let version: SystemVersion
  /// What changes, in a sentence.
  public let change: String
  /// Where it is documented.
  public let source: String
  /// Whether an era has the new behaviour: false just before ``version``, true from it (the
  /// table's tests hold each row to the engine's own answer).
  public let holds: @Sendable (SystemBehavior) -> Bool

  init(
    _ major: Int, minor: Int = 0, _ change: String, source: String,
    holds: @escaping @Sendable (SystemBehavior) -> Bool
  ) {
    version = SystemVersion(uncheckedMajor: major, minor: minor)
    self.change = change
    self.source = source
    self.holds = holds
  }
}

extension SystemBehavior {
  /// Every version at which the engine's orientation behaviour changes, oldest first, each
  /// backed by the `SystemBehavior` answer that changes there.
  public static let changes: [EraChange] = [
    EraChange(
      4, "Apps run in the background and come back; turns meanwhile are caught up on return.",
      source: "Apple, iOS 4 multitasking: UIApplicationDidEnterBackgroundNotification",
      holds: { $0.hasBackgroundExecution }),
    EraChange(
      5, "UIViewController.attemptRotationToDeviceOrientation() exists; view controllers get viewWillLayoutSubviews.",
      source: "Apple, attemptRotationToDeviceOrientation() (iOS 5.0–16.0); viewWillLayoutSubviews() (iOS 5.0+)",
      holds: { $0.hasAttemptRotationToDeviceOrientation && $0.hasViewLayoutCallbacks }),
    EraChange(
      6,
      "Masks decide: the deciding controller's supportedInterfaceOrientations ∩ the app's mask, shouldAutorotate, preferredInterfaceOrientationForPresentation, the app delegate's mask; the two-step rotation callbacks are gone.",
      source: "Apple, View Controller Programming Guide, \"Supporting Multiple Interface Orientations\" (iOS 6)",
      holds: {
        !$0.usesLegacyAutorotation && $0.asksAppDelegateForSupportedOrientations && !$0.deliversTwoStepRotationCallbacks
      }),
    EraChange(
      7,
      "Views extend under the status bar (wantsFullScreenLayout deprecated); container delegates answer for navigation and tab bar controllers; view controllers decide whether the status bar shows.",
      source:
        "Apple, wantsFullScreenLayout (iOS 3.0–7.0); navigationControllerSupportedInterfaceOrientations(_:) (iOS 7.0+); prefersStatusBarHidden and childForStatusBarHidden (iOS 7.0+)",
      holds: {
        !$0.controllerViewsStartBelowStatusBar && $0.containersAskDelegateForSupportedOrientations
          && $0.hasControllerBasedStatusBarAppearance
      }),
    EraChange(
      8,
      "The window's coordinates turn with the interface; viewWillTransition(to:with:) and trait collections replace the rotation callbacks' role; the no-common-orientation exception names the controller's class; the status bar hides by default in a vertically compact environment (an iPhone on its side).",
      source:
        "Apple, WWDC 2014 session 214, \"View Controller Advancements in iOS 8\"; prefersStatusBarHidden; UIKit's exception texts as crash reports quote them",
      holds: {
        $0.windowCoordinateSpace == .interfaceOriented && $0.hasTransitionCoordinator
          && $0.namesControllerInNoCommonOrientationReason && $0.hidesStatusBarWhenVerticallyCompact
      }),
    EraChange(
      9,
      "An iPad app that multitasks (all four orientations, no UIRequiresFullScreen) is not asked for its controllers' masks.",
      source: "Apple, UIRequiresFullScreen; \"Adopting Multitasking Enhancements on iPad\" (iOS 9)",
      holds: { $0.multitaskingIgnoresControllerMasks }),
    EraChange(
      10, "The preferred-orientation exception's reason names the orientations it compared.",
      source: "UIKit's exception texts as crash reports quote them",
      holds: { $0.namesOrientationsInPreferredOrientationReason }),
    EraChange(
      11,
      "Views have safe-area insets (the status bar, the sensor housing, the Home indicator), and view controllers hear viewSafeAreaInsetsDidChange() when a layout changes them.",
      source: "Apple, UIView.safeAreaInsets and UIViewController.viewSafeAreaInsetsDidChange() (iOS 11.0+)",
      holds: { $0.hasSafeArea }),
    EraChange(
      13,
      "modalPresentationStyle automatic resolves to a page sheet, which does not decide orientation; pushing a controller twice names the navigation controller in its reason; windows live in a window scene, whose delegate hears of each rotation.",
      source:
        "Apple, UIModalPresentationStyle.automatic (iOS 13.0+); UIWindowSceneDelegate (iOS 13.0+); UIKit's exception texts as crash reports quote them",
      holds: {
        $0.resolved(.automatic) != .fullScreen && $0.namesNavigationControllerInPushingSameControllerReason
          && $0.hasWindowScenes
      }),
    EraChange(
      16,
      "shouldAutorotate is ignored and the deprecated rotation callbacks are no longer sent; setNeedsUpdateOfSupportedInterfaceOrientations() and requestGeometryUpdate(_:errorHandler:) arrive; setting UIDevice.orientation does nothing but log a line.",
      source:
        "Apple, setNeedsUpdateOfSupportedInterfaceOrientations() and UIWindowScene.requestGeometryUpdate(_:errorHandler:) (iOS 16.0+); shouldAutorotate (deprecated 16.0)",
      holds: {
        $0.hasGeometryRequests && !$0.honorsShouldAutorotate && !$0.honorsDeviceOrientationSetter
          && !$0.deliversLegacyRotationCallbacks
      }),
    EraChange(
      18, "modalPresentationStyle automatic resolves to a form sheet.",
      source: "Apple, UIModalPresentationStyle.automatic and formSheet (iOS 18)",
      holds: { $0.resolved(.automatic) == .formSheet }),
    EraChange(
      26,
      "UIRequiresFullScreen is deprecated: every iPad app is resizable; a view controller can prefer that the interface orientation stay locked while it is shown; an app without the scene life cycle logs at launch that it will soon be required.",
      source:
        "Apple, UIRequiresFullScreen (iOS 9.0–26.0); TN3192; prefersInterfaceOrientationLocked (iOS 26.0+); TN3187",
      holds: { $0.deprecatesRequiresFullScreen && $0.hasPrefersInterfaceOrientationLocked && $0.warnsOfSceneLifeCycle }),
    EraChange(
      27,
      "A scene delegate's supportedInterfaceOrientations(for:) replaces the Info.plist mask for its scene (Swivel plays it over the app delegate's, which is deprecated; how the two combine is undocumented). Built with the iOS 27 SDK: an app without the scene life cycle does not launch, and reading statusBarOrientation is a no-op that logs a line.",
      source:
        "Apple, UIWindowSceneDelegate.supportedInterfaceOrientations(for:) (iOS 27.0+); application(_:supportedInterfaceOrientationsFor:) (iOS 6.0–27.0); \"UIKit updates\" (June 2026) and TN3187; iOS 27 release notes 162044221",
      holds: {
        $0.asksSceneDelegateForSupportedOrientations && $0.deprecatesAppDelegateSupportedOrientations
          && $0.requiresSceneLifeCycle && $0.statusBarOrientationIsNoOp && !$0.warnsOfSceneLifeCycle
      }),
    EraChange(
      27, minor: 1,
      "The iPhone Duo: its outer display behaves like any iPhone; on its inner display an app built with the iOS 27 SDK runs resizable, so its supported orientations are ignored, its geometry requests refused and its orientation lock not held (UIRequiresFullScreen keeps the orientations, the app scaled). Built with the 27.1 SDK, bars sit in an 84-point strip on the camera edge.",
      source:
        "Apple, Tech Talk 111461 (\"Design for iPhone Duo\"); UIVerticalBarBehavior (iOS 27.1+); measured on the device (Flutter's Duo probe)",
      holds: { $0.hasFoldingDisplays }),
  ]

  /// What the SDK an app is built with changes in what the engine plays, on a system that has
  /// the change: the reasons `swivel matrix --sdk` gives where two SDKs' plays of one cell
  /// differ. Each is held true or false by a behaviour's own answer, as ``changes`` are. (The
  /// no-op `statusBarOrientation` of the iOS 27 SDK is no row: no scenario step reads it.)
  public static let sdkChanges: [EraChange] = [
    EraChange(
      27,
      "built with the iOS 27 SDK, an app without the scene life cycle does not launch on iOS 27 (iOS 26 only logs a warning)",
      source: "Apple, \"UIKit updates\" (June 2026) and TN3187; iOS 27 release notes 141837548",
      holds: { $0.requiresSceneLifeCycle })
  ]

  /// The SDK changes (``sdkChanges``) whose answer differs between this era built with one SDK
  /// and built with another: why a play differs from one SDK to the next.
  public static func sdkChanges(in version: SystemVersion, from one: SystemVersion, to other: SystemVersion)
    -> [EraChange]
  {
    let before = SystemBehavior(version: version, sdk: one)
    let after = SystemBehavior(version: version, sdk: other)
    return sdkChanges.filter { $0.holds(before) != $0.holds(after) }
  }
}
