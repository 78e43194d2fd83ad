import UIKit

/// The video player, in landscape only.
public final class PlayerViewController: UIViewController {
  public override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
}
