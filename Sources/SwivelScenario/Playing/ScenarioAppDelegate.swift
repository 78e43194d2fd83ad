import SwivelCore
import SwivelKit

/// The app delegate a scenario declares: it installs the window's root view controller when
/// launching is done, and answers `application(_:supportedInterfaceOrientationsFor:)` with
/// `delegateMask:`, or not at all when the scenario gives none (Scenario reference, section 4).
///
/// UIKit: the app's `UIApplicationDelegate`.
final class ScenarioAppDelegate: ApplicationDelegate {
  /// `delegateMask:`; `nil`: the method is not implemented.
  var mask: InterfaceOrientationMask?
  /// Installs the root view controller into the key window: the world's job, called once.
  var didFinishLaunching: ((Application) -> Void)?

  init(mask: InterfaceOrientationMask?) {
    self.mask = mask
  }

  func applicationDidFinishLaunching(_ application: Application) {
    didFinishLaunching?(application)
  }

  func application(_ application: Application, supportedInterfaceOrientationsFor window: Window?)
    -> InterfaceOrientationMask?
  {
    mask
  }
}

/// The scene delegate a scenario declares: it answers `supportedInterfaceOrientations(for:)`
/// with `sceneDelegateMask:` (asked from iOS 27), or not at all when the scenario gives none.
///
/// UIKit: the app's `UIWindowSceneDelegate`.
final class ScenarioSceneDelegate: WindowSceneDelegate {
  /// `sceneDelegateMask:`; `nil`: the method is not implemented.
  var mask: InterfaceOrientationMask?

  init(mask: InterfaceOrientationMask?) {
    self.mask = mask
  }

  func supportedInterfaceOrientations(for window: Window) -> InterfaceOrientationMask? {
    mask
  }
}
