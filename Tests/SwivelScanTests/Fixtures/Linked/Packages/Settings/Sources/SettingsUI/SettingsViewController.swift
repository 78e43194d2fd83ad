import SettingsCore
import UIKit

/// Settings: portrait only.
public final class SettingsViewController: UIViewController {
  public override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
}
