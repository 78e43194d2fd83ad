import UIKit

/// The base class of every screen: portrait on iPhone, every orientation on iPad.
open class BaseViewController: UIViewController {
  open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    UIDevice.current.userInterfaceIdiom == .pad ? .all : .portrait
  }
}
