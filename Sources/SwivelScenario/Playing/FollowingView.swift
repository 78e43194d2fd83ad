import SwivelCore
import SwivelKit

/// A declared view with `followsDeviceOrientation: true`: seed 004's view, which observes device
/// orientation notifications itself.
///
/// Once in a window it begins device orientation notifications and observes them; it ignores
/// `faceUp`, `faceDown`, `unknown` and the orientation it last handled, cancels its previous
/// pending handling and handles the change with a perform after a delay of 0, on the next turn
/// of the run loop ("This is necessary because any changes based on the bounds of the view
/// (self) will not be updated by the time this method has been called"). Handling records
/// `viewDidHandleDeviceOrientation` in the trace (Scenario reference, section 7).
///
/// The seed's cancel names another selector (`relayoutLayers`) than the one it performs, so as
/// written it cancels nothing; this view cancels what it performs, as the seed means to, so that
/// several changes in one turn are handled once, with the last orientation.
final class FollowingView: View {
  private weak var application: Application?
  private var currentOrientation: DeviceOrientation = .unknown
  private var isObserving = false

  init(frame: Rect, application: Application) {
    self.application = application
    super.init(frame: frame)
  }

  override func didMoveToWindow() {
    guard window != nil, !isObserving, let application else { return }
    isObserving = true
    // [[UIDevice currentDevice] beginGeneratingDeviceOrientationNotifications];
    application.device.beginGeneratingDeviceOrientationNotifications()
    application.notificationCenter.addObserver(self, name: .deviceOrientationDidChange) { view, _ in
      view.deviceOrientationDidChange()
    }
  }

  private func deviceOrientationDidChange() {
    guard let application else { return }
    let orientation = application.device.orientation
    if orientation.isFlat || orientation == .unknown || orientation == currentOrientation { return }
    application.runLoop.cancelPreviousPerformRequests(withTarget: self, selector: "orientationChangedMethod")
    currentOrientation = orientation
    application.runLoop.perform("orientationChangedMethod", target: self, afterDelay: 0) { view in
      view.orientationChangedMethod()
    }
  }

  private func orientationChangedMethod() {
    guard let application, let identifier else { return }
    application.trace.record(.viewDidHandleDeviceOrientation(view: identifier, orientation: currentOrientation))
  }
}
