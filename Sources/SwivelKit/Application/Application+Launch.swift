import SwivelCore

extension Application {
  /// Launches the app with the device held in `deviceOrientation`.
  ///
  /// In order: the device senses the orientation; the launch orientation is chosen from the
  /// Info.plist mask for the idiom and the hardware (``LaunchOrientation/choose(deviceOrientation:infoPlist:model:)``)
  /// and recorded in the trace (kind `launch`); the status bar takes it without notifications (nothing turns: the app starts that way); a
  /// key window covering the screen is made and sized for it; unless a ``rotationHandler`` was
  /// set before launch, the default one is installed (``enableAutorotation(_:)``), so that the
  /// interface follows the device even with no root view controller; the device begins orientation
  /// notifications (its first report comes on the next turn of the run loop and goes to the
  /// ``rotationHandler`` like any change); the delegate finishes launching and installs the root
  /// view controller; from then on the delegate's mask applies; last,
  /// ``Notification/applicationDidFinishLaunching`` is posted.
  ///
  /// An app without the scene life cycle (``usesSceneLifeCycle``) logs
  /// ``SystemBehavior/sceneLifeCycleWarningConsoleLine`` first on iOS 26; built with the iOS 27
  /// SDK, on iOS 27, it does not launch at all: the device senses its orientation, then the app
  /// ends (``RaisedException/sceneLifeCycleRequired(era:)``) with no window, in state
  /// ``State/failedToLaunch``.
  ///
  /// UIKit: `UIApplicationMain` up to `application(_:didFinishLaunchingWithOptions:)` and
  /// `UIApplicationDidFinishLaunchingNotification`.
  ///
  /// - Parameter deviceOrientation: how the device is held, flat and unknown included.
  /// - Returns: the launch orientation and why.
  /// - Throws: ``ApplicationError/alreadyLaunched`` on a second launch.
  @discardableResult
  public func launch(deviceOrientation: DeviceOrientation) throws(ApplicationError) -> LaunchOrientation {
    guard state == .notLaunched else { throw .alreadyLaunched }
    state = .launching
    device.receiveSensedOrientation(deviceOrientation)
    if !usesSceneLifeCycle {
      if systemBehavior.requiresSceneLifeCycle {
        terminate(with: .sceneLifeCycleRequired(era: systemBehavior))
        state = .failedToLaunch
        return LaunchOrientation(orientation: statusBarOrientation, reason: .failedToLaunch)
      }
      if systemBehavior.warnsOfSceneLifeCycle {
        trace.record(.console(message: SystemBehavior.sceneLifeCycleWarningConsoleLine))
      }
    }
    let choice =
      windowingMode == .mirroring
      ? LaunchOrientation(orientation: .portrait, reason: .mirroring)
      : LaunchOrientation.choose(
        deviceOrientation: deviceOrientation, infoPlist: infoPlist, model: device.model,
        ignoresSupportedOrientations: ignoresSupportedOrientations)
    launchOrientation = choice
    trace.record(.launch(device: deviceOrientation, orientation: choice.orientation, reason: choice.reason.description))
    statusBarOrientation = choice.orientation

    let window = Window(deviceModel: device.model, systemBehavior: systemBehavior)
    if windowingMode == .mirroring { window.sceneSize = mirroringWindowSize }
    window.setMultitaskingLayout(multitaskingLayout, on: device.model)
    // The launch rule never chooses `unknown`, the one orientation without a geometry; the
    // window's portrait would stand in if it did.
    window.take((try? window.geometry(for: choice.orientation)) ?? window.geometry)
    window.layoutIfNeeded()
    makeKeyAndVisible(window)
    updateStatusBarAppearance()

    // UIKit's rotation is always there: without a root view controller, the app's mask alone
    // decides from iOS 6 (the policy's `rotatesWithoutRootViewController`).
    if rotationHandler == nil { enableAutorotation() }
    device.beginGeneratingDeviceOrientationNotifications()
    delegate?.applicationDidFinishLaunching(self)
    state = .launched
    notificationCenter.post(.applicationDidFinishLaunching)
    return choice
  }
}
