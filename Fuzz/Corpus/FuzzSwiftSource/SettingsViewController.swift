import UIKit

/// Settings, presented from the feed as a sheet; it means to stay in portrait.
final class SettingsViewController: UIViewController {
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
}
