/// The screens of the sample: UIKit code, compiled only where UIKit is (the plugin reads it everywhere).
public enum Screens {
  /// The screens' names.
  public static let names = ["player", "library"]
}

#if canImport(UIKit)
  import UIKit

  /// A video player that turns the device to landscape the way iOS 15 allowed: a finding.
  final class PlayerViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }

    // Prefers an orientation it does not support: UIKit raises when it is presented full screen.
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }

    func enterFullScreen() {
      UIDevice.current.setValue(UIInterfaceOrientation.landscapeRight.rawValue, forKey: "orientation")
    }
  }

  /// A list that stays in portrait: nothing to report.
  final class LibraryViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
  }
#endif
