import UIKit

// Masks a project names itself, read where they are defined, and getters that forward to a
// controller the class holds.
public extension UIInterfaceOrientationMask {
  static var portraitOnPhone: Self {
    return UIDevice.current.userInterfaceIdiom == .phone ? .portrait : .all
  }
  static let wide: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  static var tall: UIInterfaceOrientationMask { .portrait.union(.portraitUpsideDown) }
  var isWide: Bool { self == .landscape }
}

final class AccountViewController: UIViewController {
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portraitOnPhone }
}

final class LaunchViewController: UIViewController {
  var gameViewController: UIViewController?
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    return self.gameViewController?.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
  }
}

final class NavigationController: UINavigationController {
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    if let topViewController = topViewController {
      return topViewController.supportedInterfaceOrientations
    }
    return .portrait
  }
  override var shouldAutorotate: Bool {
    guard let top = topViewController else { return true }
    return top.shouldAutorotate
  }
}
