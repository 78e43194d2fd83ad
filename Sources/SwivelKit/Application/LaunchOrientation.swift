import SwivelCore

/// The interface orientation an app launches in, and why: a pure rule.
///
/// The orientations allowed at launch are the Info.plist's for the device's idiom (before any
/// app delegate answers: seed 001, the delegate "will kick in after the app launches") within
/// what the hardware can show (no `portraitUpsideDown` on a phone without a Home button,
/// Scenario reference, section 3). Then, in order:
///
/// 1. `UIInterfaceOrientation`, when Info.plist gives it and no supported orientations for the
///    idiom, and the hardware can show it: the initial orientation Info.plist asks for.
/// 2. The device's orientation, if the interface can take it and it is allowed.
/// 3. The device lying flat or unknown: the system's current orientation, portrait, if allowed.
/// 4. Otherwise the app snaps to an allowed one (seed 001: "If the device is in an orientation
///    that isn't included here when the app is launched, it will snap to one that is"), the
///    first allowed of portrait, landscapeRight, landscapeLeft, portraitUpsideDown: a
///    landscape-only app starts in landscapeRight, the Home button on the right, as Apple's
///    guidance for landscape apps has it.
///
/// On a resizable scene (iOS 27, the iPhone Duo's inner display) the Info.plist is not asked:
/// every orientation the hardware shows is allowed (measured, Flutter's Duo probe: a portrait app
/// "came up `.portraitUpsideDown`" there).
///
/// With nothing allowed (an empty mask) the app starts in portrait; UIKit raises about the
/// empty mask when it is used, which is the rotation's business.
public struct LaunchOrientation: Hashable, Sendable {
  /// The orientation chosen.
  public var orientation: InterfaceOrientation
  /// Why.
  public var reason: Reason

  /// A launch orientation and the reason for it.
  public init(orientation: InterfaceOrientation, reason: Reason) {
    self.orientation = orientation
    self.reason = reason
  }

  /// Why the app launched in its orientation.
  public enum Reason: Hashable, Sendable, CustomStringConvertible {
    /// Info.plist's `UIInterfaceOrientation` asked for it.
    case initialOrientationKey
    /// It is the device's orientation, and it is allowed.
    case followsDevice
    /// The device lay flat or its orientation was unknown: the system's orientation, portrait.
    case systemOrientation
    /// The device's orientation is not allowed: the app snapped to this allowed one.
    case snapped
    /// No orientation is allowed at all.
    case noAllowedOrientation
    /// The app did not launch (``Application/State/failedToLaunch``); the orientation is the
    /// status bar's before launch, portrait.
    case failedToLaunch
    /// iPhone Mirroring shows the interface portrait, whatever the device and the masks
    /// (Apple, WWDC26 session 278).
    case mirroring

    /// The reason in words, as the trace prints it.
    public var description: String {
      switch self {
      case .initialOrientationKey: "Info.plist UIInterfaceOrientation asks for it"
      case .followsDevice: "the device's orientation, allowed"
      case .systemOrientation: "the device lies flat or is unknown: the system's orientation"
      case .snapped: "the device's orientation is not allowed: snapped to an allowed one"
      case .noAllowedOrientation: "no orientation is allowed"
      case .failedToLaunch: "the app did not launch"
      case .mirroring: "iPhone Mirroring shows the interface portrait"
      }
    }
  }

  /// The order in which an app snaps to an allowed orientation.
  public static let snapOrder: [InterfaceOrientation] = [
    .portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown,
  ]

  /// The orientations allowed at launch on this model: Info.plist's for its idiom, within the hardware's.
  public static func allowedOrientations(infoPlist: InfoPlist, model: DeviceModel) -> InterfaceOrientationMask {
    infoPlist.effectiveSupportedInterfaceOrientations(for: model.idiom).intersection(
      model.supportedInterfaceOrientations)
  }

  /// Chooses the launch orientation (see the rules above).
  ///
  /// - Parameters:
  ///   - deviceOrientation: how the device is held at launch.
  ///   - infoPlist: the app's Info.plist.
  ///   - model: the device's model.
  ///   - ignoresSupportedOrientations: whether the scene is resizable and UIKit ignores the
  ///     Info.plist's orientations (`SystemBehavior.ignoresSupportedOrientations(on:requiresFullScreen:)`).
  public static func choose(
    deviceOrientation: DeviceOrientation, infoPlist: InfoPlist, model: DeviceModel,
    ignoresSupportedOrientations: Bool = false
  ) -> LaunchOrientation {
    if !ignoresSupportedOrientations, let initial = infoPlist.initialInterfaceOrientation(for: model.idiom),
      model.supportsInterfaceOrientation(initial)
    {
      return LaunchOrientation(orientation: initial, reason: .initialOrientationKey)
    }
    let allowed =
      ignoresSupportedOrientations
      ? model.supportedInterfaceOrientations : allowedOrientations(infoPlist: infoPlist, model: model)
    if let device = deviceOrientation.interfaceOrientation, allowed.contains(device) {
      return LaunchOrientation(orientation: device, reason: .followsDevice)
    }
    if deviceOrientation.interfaceOrientation == nil, allowed.contains(.portrait) {
      return LaunchOrientation(orientation: .portrait, reason: .systemOrientation)
    }
    if let snapped = snapOrder.first(where: allowed.contains) {
      return LaunchOrientation(orientation: snapped, reason: .snapped)
    }
    return LaunchOrientation(orientation: .portrait, reason: .noAllowedOrientation)
  }
}
