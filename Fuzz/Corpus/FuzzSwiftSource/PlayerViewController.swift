import UIKit

/// The video player, presented full screen in landscape.
final class PlayerViewController: UIViewController {
  var isFullScreen = false

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    UIInterfaceOrientationMask.landscape
  }

  override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }

  func enterFullScreen() {
    isFullScreen = true
    UIDevice.current.setValue(UIInterfaceOrientation.landscapeRight.rawValue, forKey: "orientation")
    UIViewController.attemptRotationToDeviceOrientation()
  }
}

/// A navigation controller that asks its top controller.
final class NavigationController: UINavigationController {
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    topViewController?.supportedInterfaceOrientations ?? .portrait
  }
}
