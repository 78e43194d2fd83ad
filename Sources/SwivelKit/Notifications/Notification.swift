import SwivelCore

/// A typed notification: what happened, with what UIKit would put in the notification's
/// object and user info.
///
/// UIKit: `NSNotification` with the names below. Files that also import Foundation write
/// `SwivelKit.Notification`.
public enum Notification: Hashable, Sendable {
  /// The device's orientation changed; carries the new ``Device/orientation``.
  ///
  /// UIKit: `UIDeviceOrientationDidChangeNotification` (`UIDevice.orientationDidChangeNotification`),
  /// whose object is the device; observers read `UIDevice.orientation`.
  case deviceOrientationDidChange(DeviceOrientation)

  /// The status bar is about to turn.
  ///
  /// UIKit: `UIApplicationWillChangeStatusBarOrientationNotification`, whose user info holds the
  /// new orientation under `UIApplicationStatusBarOrientationUserInfoKey`.
  case statusBarOrientationWillChange(to: InterfaceOrientation, from: InterfaceOrientation)

  /// The status bar has turned.
  ///
  /// UIKit: `UIApplicationDidChangeStatusBarOrientationNotification`, whose user info holds the
  /// old orientation under `UIApplicationStatusBarOrientationUserInfoKey`.
  case statusBarOrientationDidChange(orientation: InterfaceOrientation, from: InterfaceOrientation)

  /// The application has finished launching. UIKit: `UIApplicationDidFinishLaunchingNotification`.
  case applicationDidFinishLaunching

  /// The notification's name, to observe by.
  public var name: Name {
    switch self {
    case .deviceOrientationDidChange: .deviceOrientationDidChange
    case .statusBarOrientationWillChange: .statusBarOrientationWillChange
    case .statusBarOrientationDidChange: .statusBarOrientationDidChange
    case .applicationDidFinishLaunching: .applicationDidFinishLaunching
    }
  }

  /// The kinds of notification, to say which one an observer wants.
  ///
  /// UIKit: `NSNotificationName`.
  public enum Name: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// UIKit: `UIDeviceOrientationDidChangeNotification`.
    case deviceOrientationDidChange = "UIDeviceOrientationDidChangeNotification"
    /// UIKit: `UIApplicationWillChangeStatusBarOrientationNotification`.
    case statusBarOrientationWillChange = "UIApplicationWillChangeStatusBarOrientationNotification"
    /// UIKit: `UIApplicationDidChangeStatusBarOrientationNotification`.
    case statusBarOrientationDidChange = "UIApplicationDidChangeStatusBarOrientationNotification"
    /// UIKit: `UIApplicationDidFinishLaunchingNotification`.
    case applicationDidFinishLaunching = "UIApplicationDidFinishLaunchingNotification"

    /// UIKit's name for it (`UIDeviceOrientationDidChangeNotification`).
    public var description: String { rawValue }
  }
}
