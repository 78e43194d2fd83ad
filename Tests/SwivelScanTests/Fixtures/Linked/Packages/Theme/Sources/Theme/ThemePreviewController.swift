import UIKit

/// A preview of the theme, presented full screen.
public final class ThemePreviewController: UIViewController {
  public override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
  public override var shouldAutorotate: Bool { false }
}
