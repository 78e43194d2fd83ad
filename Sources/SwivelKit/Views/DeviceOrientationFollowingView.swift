import SwivelCore

/// Seed 004's view that follows the device orientation by itself: the one implementation, used
/// by scenarios' `followsDeviceOrientation: true` views and by Swift code alike.
///
/// Once it is made for an application it begins device orientation notifications and
/// observes them. On each one it reads ``Device/orientation`` and:
/// - ignores `faceUp`, `faceDown`, `unknown` and a repeat of the last orientation it kept;
/// - skips a turn within the same family (portrait to upside down, landscape to landscape),
///   which "was handled by the parent UIViewController", still keeping the new orientation (a
///   handling still pending then handles it);
/// - otherwise cancels its previous delayed perform, keeps the orientation and handles it with a
///   perform after a delay of 0, on the next turn of the run loop, "because any changes based on
///   the bounds of the view (self) will not be updated by the time this method has been called".
///
/// Handling records `viewDidHandleDeviceOrientation` (Scenario reference, section 7) and calls
/// ``orientationDidChange(to:)``, which a subclass overrides to re-lay itself out.
///
/// Seed 004 cancels `relayoutLayers` but performs `orientationChangedMethod`, a cancel that
/// misses; this view cancels what it performs, so that several turns in one run-loop turn are
/// handled once, with the last orientation.
open class DeviceOrientationFollowingView: View {
  private weak var application: Application?
  /// The last orientation kept. Seed 004: `currentOrientation`; unknown until the first one.
  public private(set) var currentOrientation: DeviceOrientation = .unknown

  /// A view with a frame that follows `application`'s device.
  public init(frame: Rect, identifier: String, application: Application) {
    self.application = application
    super.init(frame: frame)
    self.identifier = identifier
    application.device.beginGeneratingDeviceOrientationNotifications()
    application.notificationCenter.addObserver(self, name: .deviceOrientationDidChange) { view, _ in
      view.deviceOrientationDidChange()
    }
  }

  /// Seed 004's `deviceOrientationDidChange:`.
  private func deviceOrientationDidChange() {
    guard let application else { return }
    let orientation = application.device.orientation
    if orientation == .faceUp || orientation == .faceDown || orientation == .unknown
      || orientation == currentOrientation
    {
      return
    }
    if (currentOrientation.isPortrait && orientation.isPortrait)
      || (currentOrientation.isLandscape && orientation.isLandscape)
    {
      // A handling still pending reads the orientation when it runs, so it sees this one.
      currentOrientation = orientation
      return
    }
    application.runLoop.cancelPreviousPerformRequests(withTarget: self, selector: "orientationChangedMethod")
    currentOrientation = orientation
    application.runLoop.perform("orientationChangedMethod", target: self, afterDelay: 0) { view in
      view.orientationChangedMethod()
    }
  }

  private func orientationChangedMethod() {
    guard let application else { return }
    application.trace.record(
      .viewDidHandleDeviceOrientation(view: identifier ?? "view", orientation: currentOrientation))
    orientationDidChange(to: currentOrientation)
  }

  /// Called on the run loop turn after a change the view handles, its bounds up to date. The
  /// default does nothing.
  open func orientationDidChange(to orientation: DeviceOrientation) {}
}
