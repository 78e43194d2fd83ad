/// The orientation of the app's user interface.
///
/// The raw values are UIKit's, and equal to those of the ``DeviceOrientation`` the interface
/// follows: interface ``landscapeRight`` (3) is what device ``DeviceOrientation/landscapeLeft`` (3)
/// shows.
///
/// UIKit: `UIInterfaceOrientation`.
public enum InterfaceOrientation: Int, CaseIterable, Hashable, Sendable {
  /// No orientation yet. UIKit: `UIInterfaceOrientationUnknown`.
  case unknown = 0
  /// UIKit: `UIInterfaceOrientationPortrait`.
  case portrait = 1
  /// UIKit: `UIInterfaceOrientationPortraitUpsideDown`.
  case portraitUpsideDown = 2
  /// Landscape, the device held with its Home button on the right (device ``DeviceOrientation/landscapeLeft``).
  /// UIKit: `UIInterfaceOrientationLandscapeRight`.
  case landscapeRight = 3
  /// Landscape, the device held with its Home button on the left (device ``DeviceOrientation/landscapeRight``).
  /// UIKit: `UIInterfaceOrientationLandscapeLeft`.
  case landscapeLeft = 4

  /// The four orientations an interface can take, in UIKit's mask bit order.
  public static let valid: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeRight, .landscapeLeft]

  /// Whether the interface is upright or upside down.
  ///
  /// UIKit: `UIInterfaceOrientationIsPortrait`, `UIInterfaceOrientation.isPortrait`.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

  /// Whether the interface is on either side.
  ///
  /// UIKit: `UIInterfaceOrientationIsLandscape`, `UIInterfaceOrientation.isLandscape`.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

  /// Whether this is one of the four real orientations (not ``unknown``).
  public var isValid: Bool { self != .unknown }

  /// The device orientation with the same raw value: the way the device is held when the
  /// interface shows this orientation upright.
  public var deviceOrientation: DeviceOrientation { DeviceOrientation(rawValue: rawValue)! }

  /// The mask holding just this orientation; empty for ``unknown``.
  ///
  /// UIKit: `1 << orientation`, as `UIInterfaceOrientationMaskPortrait` is `1 << UIInterfaceOrientationPortrait`.
  public var mask: InterfaceOrientationMask { isValid ? InterfaceOrientationMask(rawValue: 1 << rawValue) : [] }

  /// The rotation, in quarter turns, from portrait coordinates to this orientation's: 0 portrait,
  /// 1 landscapeRight, 2 portraitUpsideDown, 3 landscapeLeft; `nil` for ``unknown``.
  ///
  /// A positive quarter turn is `CGAffineTransformMakeRotation(M_PI_2)`, clockwise on screen with
  /// y pointing down. On iOS 7 and earlier the window stays in portrait coordinates and UIKit
  /// turns the root view by this rotation (landscapeRight: +90°, landscapeLeft: −90°, upside
  /// down: 180°).
  public var quarterTurnsFromPortrait: Int? {
    switch self {
    case .unknown: nil
    case .portrait: 0
    case .landscapeRight: 1
    case .portraitUpsideDown: 2
    case .landscapeLeft: 3
    }
  }

  /// The number of quarter turns between two orientations: 0, 1 or 2 (a half turn). `nil` if either is unknown.
  public func quarterTurns(to other: InterfaceOrientation) -> Int? {
    guard let from = quarterTurnsFromPortrait, let to = other.quarterTurnsFromPortrait else { return nil }
    let difference = (to - from + 4) % 4
    return difference == 3 ? 1 : difference
  }
}
