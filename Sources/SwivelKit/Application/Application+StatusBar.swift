import SwivelCore

extension Application {
  /// Turns the status bar to `orientation`, telling observers before and after.
  ///
  /// Posts ``Notification/statusBarOrientationWillChange(to:from:)``, changes
  /// ``statusBarOrientation``, records `statusBarOrientationDidChange` in the trace (Scenario reference,
  /// section 7, with `orientation` and `from`), then posts
  /// ``Notification/statusBarOrientationDidChange(orientation:from:)``. Setting the orientation
  /// the status bar already has does nothing and posts nothing. The rotation transaction calls
  /// this; seed 000 notes that layout code can read ``statusBarOrientation`` during the rotation.
  ///
  /// UIKit: `-[UIApplication setStatusBarOrientation:animated:]` (the animation is not modelled).
  ///
  /// - Parameter orientation: a valid interface orientation (not unknown).
  public func setStatusBarOrientation(_ orientation: InterfaceOrientation) {
    precondition(orientation.isValid, "the status bar cannot take the unknown orientation")
    let previous = statusBarOrientation
    guard orientation != previous else { return }
    notificationCenter.post(.statusBarOrientationWillChange(to: orientation, from: previous))
    statusBarOrientation = orientation
    trace.record(.statusBarOrientationDidChange(orientation: orientation, from: previous))
    notificationCenter.post(.statusBarOrientationDidChange(orientation: orientation, from: previous))
  }
}
