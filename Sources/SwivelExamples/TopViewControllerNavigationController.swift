import SwivelCore
import SwivelKit

/// Seed 003's navigation subclass, seed 001's root: a navigation controller that answers with
/// its top controller's answers, so that the top of the stack decides orientation from iOS 6.
///
/// UIKit's own navigation controller does not ask its children from iOS 6 (seed 003: "it will
/// ALWAYS be the top-most view"). The whole subclass is the three overrides below: seed 001's
/// "root view controller is set up to call shouldAutorotateToInterfaceOrientation: and
/// supportedInterfaceOrientations on the top view controller on the stack and return the result".
open class TopViewControllerNavigationController: NavigationController {
  open override var orientationOverrides: OrientationOverrides {
    [.supportedInterfaceOrientations, .shouldAutorotate, .shouldAutorotateToInterfaceOrientation]
  }

  /// The top controller's supported orientations; its own when the stack is empty.
  open override var supportedInterfaceOrientations: InterfaceOrientationMask {
    topViewController?.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
  }

  /// The top controller's answer; its own when the stack is empty.
  open override var shouldAutorotate: Bool {
    topViewController?.shouldAutorotate ?? super.shouldAutorotate
  }

  /// iOS 5 and earlier: the top controller's answer; its own when the stack is empty.
  open override func shouldAutorotate(to interfaceOrientation: InterfaceOrientation) -> Bool {
    topViewController?.shouldAutorotate(to: interfaceOrientation) ?? super.shouldAutorotate(to: interfaceOrientation)
  }
}
