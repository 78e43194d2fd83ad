import SwivelCore

/// The two-step rotation callbacks of iPhone OS 3 to iOS 5: a controller that adopts this
/// protocol is rotated in two halves, and hears of each (seed 002, "1. The Basics").
///
/// In iOS 5 and earlier, UIKit rotates a controller that implements
/// `willAnimateFirstHalfOfRotationToInterfaceOrientation:duration:` in two animations: the
/// first half with the old bounds, the second after the view takes its new bounds; such a
/// controller does not get ``ViewController/willAnimateRotation(to:duration:)``. Adopting the
/// protocol is Swift's way of saying "implements these methods". From iOS 6 the methods are
/// never called (they were deprecated in iOS 5).
///
/// UIKit: `willAnimateFirstHalfOfRotationToInterfaceOrientation:duration:`,
/// `didAnimateFirstHalfOfRotationToInterfaceOrientation:`,
/// `willAnimateSecondHalfOfRotationFromInterfaceOrientation:duration:`.
public protocol TwoStepRotation: ViewController {
  /// The first half of the rotation is about to be animated; `duration` is that half's.
  func willAnimateFirstHalfOfRotation(to toInterfaceOrientation: InterfaceOrientation, duration: Double)
  /// The first half is over; the view is about to take its new bounds.
  func didAnimateFirstHalfOfRotation(to toInterfaceOrientation: InterfaceOrientation)
  /// The second half is about to be animated, the view in its new bounds.
  func willAnimateSecondHalfOfRotation(from fromInterfaceOrientation: InterfaceOrientation, duration: Double)
}

extension TwoStepRotation {
  /// Does nothing unless the controller implements it.
  public func willAnimateFirstHalfOfRotation(to toInterfaceOrientation: InterfaceOrientation, duration: Double) {}
  /// Does nothing unless the controller implements it.
  public func didAnimateFirstHalfOfRotation(to toInterfaceOrientation: InterfaceOrientation) {}
  /// Does nothing unless the controller implements it.
  public func willAnimateSecondHalfOfRotation(from fromInterfaceOrientation: InterfaceOrientation, duration: Double) {}
}
