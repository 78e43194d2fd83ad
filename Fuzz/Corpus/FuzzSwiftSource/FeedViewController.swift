import UIKit

/// The feed: meant to stay in portrait.
final class FeedViewController: UITableViewController {
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

  override var shouldAutorotate: Bool {
    return false
  }
}
