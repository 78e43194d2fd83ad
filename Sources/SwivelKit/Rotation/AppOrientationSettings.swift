import SwivelCore

/// Where the application's mask comes from: its Info.plist for the device's idiom, its delegate,
/// its scene delegate, and whether it opts out of iPad multitasking.
///
/// UIKit: `UISupportedInterfaceOrientations` (with `~ipad` / `~iphone`),
/// `application(_:supportedInterfaceOrientationsFor:)`,
/// `windowScene(supportedInterfaceOrientationsFor:)`, `UIRequiresFullScreen`.
public struct AppOrientationSettings: Hashable, Sendable {
  /// The Info.plist orientations for the device's idiom (the `~ipad` or `~iphone` key if present,
  /// else the plain key), already resolved by the application.
  public var infoPlistOrientations: InterfaceOrientationMask
  /// What the app delegate's `application(_:supportedInterfaceOrientationsFor:)` returns; `nil`
  /// when the delegate does not implement it.
  public var delegateOrientations: InterfaceOrientationMask?
  /// What the scene delegate's `supportedInterfaceOrientations(for:)` returns (iOS 27); `nil`
  /// when it does not implement it or the app has no scene delegate.
  public var sceneDelegateOrientations: InterfaceOrientationMask?
  /// The Info.plist `UIRequiresFullScreen` value. Default: `false`.
  public var requiresFullScreen: Bool
  /// How the app's window is shown on iPad. Default: full screen.
  public var windowing: WindowingMode = .fullScreen
  /// Whether the scene runs resizable, so UIKit asks neither the app's mask nor its controllers'
  /// (`SystemBehavior.ignoresSupportedOrientations(on:requiresFullScreen:)`: iOS 27 on the iPhone
  /// Duo's inner display). Default: `false`.
  public var ignoresSupportedOrientations = false

  /// The app's settings; by default neither delegate gives a mask and `UIRequiresFullScreen` is off.
  public init(
    infoPlistOrientations: InterfaceOrientationMask,
    delegateOrientations: InterfaceOrientationMask? = nil,
    sceneDelegateOrientations: InterfaceOrientationMask? = nil,
    requiresFullScreen: Bool = false
  ) {
    self.infoPlistOrientations = infoPlistOrientations
    self.delegateOrientations = delegateOrientations
    self.sceneDelegateOrientations = sceneDelegateOrientations
    self.requiresFullScreen = requiresFullScreen
  }

  /// Where an app mask came from.
  public enum Source: String, Hashable, Sendable {
    /// The app delegate's answer (iOS 6 and later).
    case delegate
    /// The scene delegate's answer (iOS 27 and later).
    case sceneDelegate
    /// The Info.plist list for the idiom.
    case infoPlist
  }

  /// The app's mask in an era: from iOS 27 the scene delegate's answer if it implements the
  /// method (it "replaces the app's UISupportedInterfaceOrientations Info.plist value for this
  /// scene", Apple, `UIWindowSceneDelegate.supportedInterfaceOrientations(for:)`); else the app
  /// delegate's answer if it implements the method (iOS 6 and later; seed 001: it "override[s]
  /// the orientations listed in the Deployment Info"); else the Info.plist list (seed 000,
  /// "Declaring the App's Supported Interface Orientations").
  ///
  /// Where both delegates answer, Apple does not say which wins. Swivel's choice: the scene
  /// delegate's, the per-scene answer that iOS 27 brings in as it deprecates the app delegate's.
  public func mask(in era: SystemBehavior) -> (mask: InterfaceOrientationMask, source: Source) {
    if era.asksSceneDelegateForSupportedOrientations, let sceneDelegateOrientations {
      return (sceneDelegateOrientations, .sceneDelegate)
    }
    if era.asksAppDelegateForSupportedOrientations, let delegateOrientations {
      return (delegateOrientations, .delegate)
    }
    return (infoPlistOrientations, .infoPlist)
  }

  /// Whether the app, on this device and in this era, multitasks on iPad — shown in a windowing
  /// mode other than full screen, or eligible for multitasking — and so is never asked for its
  /// controllers' masks (`SystemBehavior.ignoresControllerMasksForMultitasking(idiom:infoPlistOrientations:requiresFullScreen:)`).
  public func isMultitasking(on idiom: UserInterfaceIdiom, in era: SystemBehavior) -> Bool {
    if idiom == .pad && windowing != .fullScreen { return true }
    return era.ignoresControllerMasksForMultitasking(
      idiom: idiom, infoPlistOrientations: infoPlistOrientations, requiresFullScreen: requiresFullScreen)
  }
}
