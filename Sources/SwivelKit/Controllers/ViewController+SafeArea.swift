import SwivelCore

extension ViewController {
  /// Asks UIKit to read the status bar's preferences again (``prefersStatusBarHidden``,
  /// ``childForStatusBarHidden``) after they changed: the status bar shows or hides now, and the
  /// safe areas follow at the next layout. Does nothing before iOS 7, or outside an application.
  ///
  /// UIKit: `setNeedsStatusBarAppearanceUpdate()`.
  public final func setNeedsStatusBarAppearanceUpdate() {
    guard systemBehavior.hasControllerBasedStatusBarAppearance else { return }
    application?.updateStatusBarAppearance()
  }

  /// Gives the root view its safe-area insets, during its layout, just before
  /// `viewWillLayoutSubviews`: the screen's insets for the key window's orientation and the
  /// status bar (`DeviceModel.safeAreaInsets(in:statusBarHidden:era:)`), less what of each edge
  /// the view does not reach. When they change, records `viewSafeAreaInsetsDidChange` and calls
  /// ``viewSafeAreaInsetsDidChange()``. Nothing before iOS 11, outside the key window, or on a
  /// device Swivel has no figures for.
  ///
  /// Bars (navigation, tab, tool) are not modelled: a child of a container gets the part of the
  /// screen's insets its view lies under, as with hidden bars.
  final func updateSafeAreaInsets(of view: View) {
    guard let era = attachedEra, era.hasSafeArea, let application, let window = application.keyWindow,
      let screen = application.device.model.safeAreaInsets(
        in: window.interfaceOrientation, statusBarHidden: application.isStatusBarHidden, era: era),
      view.isDescendant(of: window)
    else { return }
    let frame = view.convert(view.bounds, to: window)
    let bounds = window.bounds
    let insets = EdgeInsets(
      top: max(0, screen.top - (frame.minY - bounds.minY)), left: max(0, screen.left - (frame.minX - bounds.minX)),
      bottom: max(0, screen.bottom - (bounds.maxY - frame.maxY)),
      right: max(0, screen.right - (bounds.maxX - frame.maxX)))
    guard insets != view.safeAreaInsets else { return }
    view.safeAreaInsets = insets
    record(.viewSafeAreaInsetsDidChange(controller: identifier, insets: insets))
    viewSafeAreaInsetsDidChange()
  }

  /// The controller whose ``prefersStatusBarHidden`` decides: this one, or the one its
  /// ``childForStatusBarHidden`` chain ends with (a chain that comes back on itself stops there).
  final var statusBarHiddenDecider: ViewController {
    var current = self
    var seen: [ObjectIdentifier] = [ObjectIdentifier(self)]
    while let child = current.childForStatusBarHidden, !seen.contains(ObjectIdentifier(child)) {
      seen.append(ObjectIdentifier(child))
      current = child
    }
    return current
  }
}
