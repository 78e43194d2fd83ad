import SwivelCore
import SwivelKit
import SwivelMotion

/// The device `swivel watch` drives in real time: a `Device` generating orientation
/// notifications, fed what the detector reports, so that what `watch` prints is exactly what
/// `UIDevice` would post — a change only when the reported orientation changes, faceUp and
/// faceDown included, nothing while the rotation is locked.
///
/// Time is the real clock's; the device's run loop is never waited on, because after the
/// first report every sensed change is reported synchronously.
public final class LiveDeviceWatch {
  /// The watched device.
  public let device: Device
  private let notificationCenter = SwivelKit.NotificationCenter()
  private var posted: DeviceOrientation?

  /// A device of `model`, already generating orientation notifications.
  public init(model: DeviceModel) {
    device = Device(
      model: model, notificationCenter: notificationCenter, runLoop: SwivelKit.RunLoop(clock: RealClock()))
    notificationCenter.addObserver(self, name: .deviceOrientationDidChange) { watch, notification in
      if case .deviceOrientationDidChange(let orientation) = notification { watch.posted = orientation }
    }
    device.beginGeneratingDeviceOrientationNotifications()
  }

  /// Tells the device what the detector reported; returns the change the device posted for it,
  /// stamped with the detector's time, or `nil` when the device posted nothing.
  public func receive(_ change: OrientationChange) -> OrientationChange? {
    posted = nil
    device.receiveSensedOrientation(change.orientation)
    return posted.map { OrientationChange(time: change.time, orientation: $0) }
  }
}
