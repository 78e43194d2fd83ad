import SwivelCore

/// The delegate of the app's window scene, asked for the scene's orientations from iOS 27.
///
/// Swivel's window stands for its scene, so the scene delegate is asked about a window. The
/// method is optional, as in UIKit: the default returns `nil` ("not implemented"), and the app
/// delegate's mask or the Info.plist's applies. The application keeps its scene delegate alive
/// (the scene owns it in UIKit).
///
/// UIKit: `UIWindowSceneDelegate`.
public protocol WindowSceneDelegate: AnyObject {
  /// The orientations the scene supports, or `nil` when the delegate does not implement the
  /// method.
  ///
  /// From iOS 27 the answer "replaces the app's UISupportedInterfaceOrientations Info.plist value
  /// for this scene. If not implemented, the Info.plist value is used" (Apple,
  /// `UIWindowSceneDelegate.supportedInterfaceOrientations(for:)`, iOS 27.0+). Before iOS 27
  /// UIKit never asks it.
  ///
  /// UIKit: `windowScene(supportedInterfaceOrientationsFor:)`, Objective-C
  /// `supportedInterfaceOrientationsForWindowScene:`.
  func supportedInterfaceOrientations(for window: Window) -> InterfaceOrientationMask?
}

extension WindowSceneDelegate {
  /// Returns `nil`, as a delegate that does not implement the method.
  public func supportedInterfaceOrientations(for window: Window) -> InterfaceOrientationMask? { nil }
}
