import UIKit

/// Excluded from the target by its manifest: never built.
final class OldViewController: UIViewController {
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
}
