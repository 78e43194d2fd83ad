import SwivelCore

/// What the application does when the device turns: the one replaceable place where the
/// rotation policy and transaction plug in.
///
/// The application observes ``Notification/deviceOrientationDidChange(_:)`` from the moment it
/// is made, before any other observer can, and once it has launched hands each change here,
/// synchronously, while the notification is being delivered (UIKit listens for the notification
/// and "uses it to update your interface orientation automatically", seed 000). Launch installs
/// the default handler, an ``InterfaceRotator``, unless one was set before; with the handler
/// removed (`nil`) the interface stays put. The handler is honoured on every path: a
/// presentation, a dismissal, a new root and `attemptRotationToDeviceOrientation` are decided by
/// the rotation subsystem only while the handler is the default ``InterfaceRotator``; with
/// another handler, or none, they leave the interface as it is and never put the default back.
/// Under the user's rotation lock the device reports no changes, so none reach the handler
/// (``Device/lockRotation(to:)``).
///
/// Engaging the lock in another orientation is itself a change the handler hears, with
/// ``Device/isRotationLocked`` already true: the default handler turns the interface to the
/// locked orientation when it is allowed (``RotationPolicy/decide(_:era:)``).
///
/// UIKit: the private machinery behind `-[UIApplication _handleDeviceOrientationChange:]`
/// and `-[UIWindow _updateToInterfaceOrientation:animated:]`.
public protocol RotationHandler: AnyObject {
  /// The device now reports `orientation` (possibly flat or unknown: the handler decides).
  func application(_ application: Application, deviceOrientationDidChange orientation: DeviceOrientation)
}
