/// What hears of a view's layout: the seam between a view and its view controller.
///
/// The view calls it around its ``View/layoutSubviews()`` during ``View/layoutIfNeeded()``,
/// so a view controller can send `viewWillLayoutSubviews` and `viewDidLayoutSubviews` (seed 000,
/// "Responding to Orientation Changes in a Visible View Controller", step 2: adjusting the
/// bounds of the view controller's view "causes the view to layout its subviews, triggering the
/// view controller's viewWillLayoutSubviews method").
///
/// UIKit: the private link from a `UIView` to its `UIViewController`.
public protocol ViewLayoutDelegate: AnyObject {
  /// Called just before the view's ``View/layoutSubviews()``, its bounds already new.
  func viewWillLayoutSubviews(_ view: View)
  /// Called just after the view's ``View/layoutSubviews()``.
  func viewDidLayoutSubviews(_ view: View)
}
