import SwivelCore

/// The app's delegate: told when launching is done, and asked for the app's orientations.
///
/// Both methods are optional, as in UIKit: the defaults do nothing and return `nil` ("not
/// implemented"). The application keeps its delegate alive (it stands for `UIApplicationMain`,
/// which owns the delegate), so a delegate holds its application weakly.
///
/// UIKit: `UIApplicationDelegate`.
public protocol ApplicationDelegate: AnyObject {
  /// Launching is done: the key window exists, sized for the launch orientation. This is where
  /// the key window gets its root view controller.
  ///
  /// UIKit: `application(_:didFinishLaunchingWithOptions:)`.
  func applicationDidFinishLaunching(_ application: Application)

  /// The orientations the app supports in `window`, or `nil` when the delegate does not
  /// implement the method.
  ///
  /// Once the app has launched, a mask returned here replaces the Info.plist's (it is not
  /// intersected with it): seed 001, "If implemented, this will kick in after the app launches,
  /// and override the orientations listed in the Deployment Info". It is an iOS 6 method; the
  /// rotation of earlier eras never asks the application's mask.
  ///
  /// UIKit: `application(_:supportedInterfaceOrientationsFor:)`.
  func application(_ application: Application, supportedInterfaceOrientationsFor window: Window?)
    -> InterfaceOrientationMask?
}

extension ApplicationDelegate {
  /// Does nothing: a delegate need not implement it.
  public func applicationDidFinishLaunching(_ application: Application) {}

  /// Returns `nil`, as a delegate that does not implement the method: the Info.plist
  /// orientations apply.
  public func application(_ application: Application, supportedInterfaceOrientationsFor window: Window?)
    -> InterfaceOrientationMask?
  { nil }
}
