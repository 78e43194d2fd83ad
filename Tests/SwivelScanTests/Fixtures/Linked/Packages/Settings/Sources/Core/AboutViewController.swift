import UIKit

/// About: as UIKit decides on each family.
public final class AboutViewController: UIViewController {
  public override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    super.supportedInterfaceOrientations
  }
}
