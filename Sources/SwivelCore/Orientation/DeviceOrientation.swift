/// The physical orientation of the device, as the accelerometers see it.
///
/// The raw values are UIKit's. Unlike an ``InterfaceOrientation``, a device orientation also
/// covers lying flat (``faceUp``, ``faceDown``) and ``unknown``, which is what the device
/// reports until orientation notifications have begun.
///
/// Device ``landscapeLeft`` means the Home button is on the right; the interface then shows
/// ``InterfaceOrientation/landscapeRight``. The two enumerations share raw values, so the
/// conversion is by raw value (``interfaceOrientation``).
///
/// UIKit: `UIDeviceOrientation`.
public enum DeviceOrientation: Int, CaseIterable, Hashable, Sendable {
  /// The orientation cannot be determined. UIKit: `UIDeviceOrientationUnknown`.
  case unknown = 0
  /// Upright, Home button at the bottom. UIKit: `UIDeviceOrientationPortrait`.
  case portrait = 1
  /// Upside down, Home button at the top. UIKit: `UIDeviceOrientationPortraitUpsideDown`.
  case portraitUpsideDown = 2
  /// On its side, Home button on the right. UIKit: `UIDeviceOrientationLandscapeLeft`.
  case landscapeLeft = 3
  /// On its side, Home button on the left. UIKit: `UIDeviceOrientationLandscapeRight`.
  case landscapeRight = 4
  /// Flat, screen facing up. UIKit: `UIDeviceOrientationFaceUp`.
  case faceUp = 5
  /// Flat, screen facing down. UIKit: `UIDeviceOrientationFaceDown`.
  case faceDown = 6

  /// Whether the device is upright or upside down.
  ///
  /// UIKit: `UIDeviceOrientationIsPortrait`, `UIDeviceOrientation.isPortrait`.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

  /// Whether the device is on either side.
  ///
  /// UIKit: `UIDeviceOrientationIsLandscape`, `UIDeviceOrientation.isLandscape`.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

  /// Whether the device lies flat, face up or face down.
  ///
  /// UIKit: `UIDeviceOrientationIsFlat`, `UIDeviceOrientation.isFlat`.
  public var isFlat: Bool { self == .faceUp || self == .faceDown }

  /// Whether the interface can take this orientation: portrait or landscape, not flat, not unknown.
  ///
  /// UIKit: `UIDeviceOrientationIsValidInterfaceOrientation`,
  /// `UIDeviceOrientation.isValidInterfaceOrientation`.
  public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }

  /// The interface orientation with the same raw value, or `nil` when the device lies flat or is
  /// unknown (UIKit would get `UIInterfaceOrientationUnknown` for unknown, and no orientation at
  /// all for 5 and 6).
  ///
  /// Device ``landscapeLeft`` (Home button on the right) gives interface
  /// ``InterfaceOrientation/landscapeRight``, and the reverse, because the content turns the
  /// other way from the device.
  public var interfaceOrientation: InterfaceOrientation? {
    isValidInterfaceOrientation ? InterfaceOrientation(rawValue: rawValue) : nil
  }
}
