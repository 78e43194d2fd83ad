import SwivelCore

extension Application {
  /// Reads again whether the status bar is hidden: the deciding controller (the root, or the
  /// topmost one presented full screen; ``decidingViewController``) or the child its
  /// `childForStatusBarHidden` chain names is asked ``ViewController/prefersStatusBarHidden``, and
  /// the era, the idiom and the orientation have their say
  /// (`SystemBehavior.isStatusBarHidden(preferred:model:orientation:)`).
  ///
  /// When the answer changes: records `statusBarHiddenDidChange` in the trace (with `hidden`) and
  /// marks the controllers' views on screen as needing layout, so that their safe areas follow
  /// at the next layout. Before launch it does nothing; launch sets the first value silently.
  ///
  /// UIKit: what `setNeedsStatusBarAppearanceUpdate()` sets off; a rotation, a presentation and a
  /// dismissal read the preferences again too.
  public func updateStatusBarAppearance() {
    guard let window = keyWindow else { return }
    let preferred = decidingViewController.map { $0.statusBarHiddenDecider.prefersStatusBarHidden }
    let hidden = systemBehavior.isStatusBarHidden(
      preferred: preferred, model: device.model, orientation: window.interfaceOrientation)
    guard hidden != isStatusBarHidden else { return }
    isStatusBarHidden = hidden
    guard state != .launching else { return }
    trace.record(.statusBarHiddenDidChange(hidden: hidden))
    if systemBehavior.hasSafeArea { markControllerViewsNeedingLayout(in: window) }
  }

  /// Marks every view of a controller in the window as needing layout: the safe area changes for each.
  private func markControllerViewsNeedingLayout(in window: Window) {
    var pending: [ViewController] = rootViewController.map { [$0] } ?? []
    while let controller = pending.popLast() {
      if let view = controller.storedView, view.isDescendant(of: window) { view.setNeedsLayout() }
      pending.append(contentsOf: controller.children)
      if let presented = controller.presentedViewController { pending.append(presented) }
    }
  }
}
