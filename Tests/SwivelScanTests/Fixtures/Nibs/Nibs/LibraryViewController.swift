import UIKit

/// The library, loaded from LibraryViewController.xib; it stays in landscape.
final class LibraryViewController: UIViewController {
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { [.landscapeLeft, .landscapeRight] }

  override var shouldAutorotate: Bool { isViewLoaded }
}
