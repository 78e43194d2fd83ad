import SwivelCore

/// The device: its model, and the physical orientation it reports while orientation
/// notifications are being generated.
///
/// **Orientation.** ``orientation`` is `DeviceOrientation.unknown` until someone calls
/// ``beginGeneratingDeviceOrientationNotifications()``; the first orientation is then reported
/// on the next turn of the run loop, as UIKit's accelerometer reports it a moment later (seed 004:
/// "the default value for [[UIDevice currentDevice] orientation] is UIDeviceOrientationUnknown").
/// From then on each change is reported at once: ``orientation`` changes and
/// ``Notification/deviceOrientationDidChange(_:)`` is posted synchronously. A report of the same
/// orientation again posts nothing. `DeviceOrientation.faceUp` and
/// `DeviceOrientation.faceDown` are reported like any other orientation (seed 004).
///
/// **Where orientations come from.** Whatever senses the device's position (a scenario's
/// `rotate:` step now, an orientation detector fed by an accelerometer later) calls
/// ``receiveSensedOrientation(_:)``, the one way in. The device remembers the sensed orientation
/// even while it is not generating notifications, so that beginning again reports where the
/// device really is.
///
/// **Rotation lock.** ``lockRotation(to:)`` is the user's lock in Control Center: while it is
/// on, the device reports the locked orientation whatever it senses, so neither the interface
/// nor any observer sees the device turn: under the lock `UIDevice.orientation` keeps the locked
/// orientation and no notification comes, which is why camera apps read Core Motion instead
/// (imaginary-cloud/CameraManager#134, ytakzk/Fusuma#121). ``unlockRotation()`` reports the
/// sensed orientation again, if it differs.
///
/// Each ``Application`` owns its device; there is no `current` device.
///
/// UIKit: `UIDevice`.
public final class Device {
  /// The model: idiom, screen size, Home button. UIKit: `UIDevice.model`, `userInterfaceIdiom`.
  /// The display the scene is on changes it when a foldable device folds or opens
  /// (``Application/moveScene(to:)``).
  public internal(set) var model: DeviceModel

  private let notificationCenter: NotificationCenter
  private let runLoop: RunLoop

  /// The orientation the device reports: `DeviceOrientation.unknown` unless notifications are
  /// being generated. UIKit: `UIDevice.orientation`.
  public private(set) var orientation: DeviceOrientation = .unknown

  /// The last orientation the device reported that an interface can take (portrait, upside down
  /// or a landscape), `nil` until it reports one: what the rotation goes by when something other
  /// than a device turn asks while the device lies flat or its orientation is unknown.
  public private(set) var lastUprightOrientation: DeviceOrientation?

  /// The orientation last sensed, whether or not it is being reported.
  public private(set) var sensedOrientation: DeviceOrientation = .unknown

  /// The orientation the user locked the rotation to, or `nil` when rotation is not locked.
  public private(set) var rotationLock: InterfaceOrientation?

  private var generationCount = 0
  private var firstReport: PerformRequest?

  /// How many calls to ``endGeneratingDeviceOrientationNotifications()`` came with no begin
  /// outstanding, and so did nothing (a mistake worth a lint).
  public private(set) var unbalancedEndCount = 0

  /// A device of the given model, not generating notifications, orientation unknown.
  ///
  /// - Parameters:
  ///   - model: the hardware.
  ///   - notificationCenter: where it posts ``Notification/deviceOrientationDidChange(_:)``.
  ///   - runLoop: where it schedules its first report after notifications begin.
  public init(model: DeviceModel, notificationCenter: NotificationCenter, runLoop: RunLoop) {
    self.model = model
    self.notificationCenter = notificationCenter
    self.runLoop = runLoop
  }

  /// The idiom of the model. UIKit: `UIDevice.userInterfaceIdiom`.
  public var userInterfaceIdiom: UserInterfaceIdiom { model.idiom }

  /// Whether orientation notifications are being generated.
  ///
  /// UIKit: `UIDevice.generatesDeviceOrientationNotifications`.
  public var isGeneratingDeviceOrientationNotifications: Bool { generationCount > 0 }

  /// Whether the user has locked the rotation.
  public var isRotationLocked: Bool { rotationLock != nil }

  // MARK: - Generating notifications

  /// Starts reporting the orientation, or nests inside a begin already in effect.
  ///
  /// Begins nest: each must be balanced by an ``endGeneratingDeviceOrientationNotifications()``,
  /// and reporting goes on until the last one. The first begin reports the current orientation
  /// on the next turn of the run loop (posting a notification, since it changes from unknown).
  ///
  /// UIKit: `beginGeneratingDeviceOrientationNotifications`.
  public func beginGeneratingDeviceOrientationNotifications() {
    generationCount += 1
    guard generationCount == 1 else { return }
    // No target: the run loop must not keep the device alive, as the device keeps the run loop
    // (a device whose owner let go before the first report would never be freed). A device
    // that has gone away has nothing to report.
    firstReport = runLoop.perform(afterDelay: 0) { [weak self] in
      guard let self else { return }
      firstReport = nil
      report()
    }
  }

  /// Balances one ``beginGeneratingDeviceOrientationNotifications()``; the last one stops
  /// reporting, and ``orientation`` becomes unknown again without a notification.
  ///
  /// An extra end, with no begin outstanding, does nothing: the count never goes below zero, so
  /// a later begin starts reporting at once. It is counted in ``unbalancedEndCount``. (UIKit
  /// documents only that calls must balance.)
  ///
  /// UIKit: `endGeneratingDeviceOrientationNotifications`.
  public func endGeneratingDeviceOrientationNotifications() {
    guard generationCount > 0 else {
      unbalancedEndCount += 1
      return
    }
    generationCount -= 1
    guard generationCount == 0 else { return }
    firstReport.map { runLoop.cancel($0) }
    firstReport = nil
    orientation = .unknown
  }

  // MARK: - Sensing

  /// Tells the device how it is now physically held: the seam through which scenario steps
  /// and the orientation detector move the device.
  ///
  /// While notifications are generated and rotation is not locked, a change is reported at
  /// once: ``orientation`` changes, then ``Notification/deviceOrientationDidChange(_:)`` is
  /// posted synchronously. The same orientation again reports nothing.
  public func receiveSensedOrientation(_ sensed: DeviceOrientation) {
    sensedOrientation = sensed
    report()
  }

  // MARK: - Rotation lock

  /// Locks the rotation: the device reports `orientation`'s device orientation from now on
  /// (posting a notification if that is a change) and ignores what it senses until unlocked.
  ///
  /// On iPhone the lock is always portrait; on iPad it holds the interface where it is.
  ///
  /// UIKit: the user's Portrait Orientation Lock / Lock Rotation in Control Center.
  ///
  /// - Parameter orientation: a valid interface orientation (not unknown).
  public func lockRotation(to orientation: InterfaceOrientation) {
    precondition(orientation.isValid, "the rotation can only be locked to a valid interface orientation")
    rotationLock = orientation
    report()
  }

  /// Removes the rotation lock: the device reports what it senses again, at once.
  public func unlockRotation() {
    rotationLock = nil
    report()
  }

  /// The orientation the device would report now.
  private var reportableOrientation: DeviceOrientation {
    rotationLock?.deviceOrientation ?? sensedOrientation
  }

  /// Reports the reportable orientation if it is a change and reporting is on. A report made
  /// before the first report's turn comes makes that one moot.
  private func report() {
    guard isGeneratingDeviceOrientationNotifications else { return }
    if let pending = firstReport {
      runLoop.cancel(pending)
      firstReport = nil
    }
    let new = reportableOrientation
    guard new != orientation else { return }
    orientation = new
    if new.interfaceOrientation != nil { lastUprightOrientation = new }
    notificationCenter.post(.deviceOrientationDidChange(new))
  }
}
