import SwivelCore

/// One app on one device: the world that owns the device, the run loop, the notification
/// center, the windows and the trace.
///
/// Nothing is shared between applications and nothing is global: two applications in one
/// process are two independent worlds. Time is the run loop's clock (virtual by default).
///
/// The life of an application:
/// 1. Made with a device model, an Info.plist and an era. The device reports no orientation yet.
/// 2. ``launch(deviceOrientation:)``: the device is held in an orientation; the app chooses its
///    launch orientation (``LaunchOrientation``), sets the status bar to it, makes a key window
///    sized for it, begins device orientation notifications and tells its delegate (which
///    installs the root view controller). The first orientation report arrives on the next turn.
/// 3. From then on each device orientation change goes to the ``rotationHandler``; the rotation
///    asks ``supportedInterfaceOrientations(for:)`` and turns the status bar with
///    ``setStatusBarOrientation(_:)``.
///
/// UIKit: `UIApplication` (with what `UIApplicationMain` sets up around it).
public final class Application {
  /// The era reproduced.
  public let systemBehavior: SystemBehavior
  /// The Info.plist's orientation keys.
  public let infoPlist: InfoPlist
  /// The run loop, on the clock given at creation.
  public let runLoop: RunLoop
  /// The notification center all parts of this world post to.
  public let notificationCenter: NotificationCenter
  /// The device.
  public let device: Device
  /// Everything that happened, in order.
  public let trace: TraceRecorder
  /// Times animated modal presentations and dismissals.
  public let modalTransition: ModalTransition

  /// The app delegate, kept alive by the application; `nil` by default.
  /// UIKit: `UIApplication.delegate`.
  public var delegate: (any ApplicationDelegate)?

  /// The key window's scene delegate, kept alive by the application; `nil` by default. Asked for
  /// the scene's mask from iOS 27 (``WindowSceneDelegate``), and only when the app adopts the
  /// scene life cycle. UIKit: `UIScene.delegate`.
  public var sceneDelegate: (any WindowSceneDelegate)?

  /// Whether the app adopts the scene life cycle (its Info.plist has a
  /// `UIApplicationSceneManifest`, which names a scene delegate): `true` by default, as every
  /// template since iOS 13 has it. An app that does not has no scene delegate to ask or to tell
  /// of new geometry; iOS 26 logs at its launch that the scene life cycle will be required, and
  /// built with the iOS 27 SDK it does not launch (``launch(deviceOrientation:)``).
  ///
  /// UIKit: `UIApplication.supportsMultipleScenes`' manifest, `UIApplicationSceneManifest`.
  public var usesSceneLifeCycle = true

  /// What turns the interface when the device turns; `nil` (the interface stays put) by default.
  public var rotationHandler: (any RotationHandler)?

  /// Where the application is in its life.
  public internal(set) var state: State = .notLaunched

  /// Whether the app is in the background (``enterBackground()``): device turns then turn nothing.
  public internal(set) var isInBackground = false

  /// Whether the scene's interface orientation is locked because the deciding controller prefers
  /// it (iOS 26, `effectiveGeometry.isInterfaceOrientationLocked`): read when a controller starts
  /// deciding and when one calls
  /// ``ViewController/setNeedsUpdateOfPrefersInterfaceOrientationLocked()``.
  public internal(set) var isInterfaceOrientationLocked = false

  /// How the app's window is shown (``setWindowingMode(_:)``); full screen by default.
  public internal(set) var windowingMode: WindowingMode = .fullScreen

  /// The share of the screen the app has in Split View (``setWindowingMode(_:share:)``): a half
  /// by default.
  public internal(set) var splitViewShare: SplitViewShare = .half

  /// Whether the user has resized the scene's window since launch (``resizeScene(to:)``): from
  /// then on iPhone Mirroring ignores the supported orientations.
  public internal(set) var sceneHasBeenResized = false

  /// The launch orientation and why it was chosen, once launched.
  public internal(set) var launchOrientation: LaunchOrientation?

  /// The interface orientation of the status bar: portrait until launch. Turn it with
  /// ``setStatusBarOrientation(_:)``, which tells observers; only launch sets it silently.
  /// UIKit: `UIApplication.statusBarOrientation`.
  public internal(set) var statusBarOrientation: InterfaceOrientation = .portrait

  /// Whether the status bar is hidden, as the controller that decides it prefers, for the era, the
  /// idiom and the orientation (``updateStatusBarAppearance()``): shown until launch.
  /// UIKit: `UIApplication.isStatusBarHidden`, `UIStatusBarManager.isStatusBarHidden` from iOS 13.
  public internal(set) var isStatusBarHidden = false

  /// The windows, in the order they were made key and visible. UIKit: `UIApplication.windows`.
  public internal(set) var windows: [Window] = []

  /// The window that receives events, once there is one. UIKit: `UIApplication.keyWindow`.
  public internal(set) var keyWindow: Window?

  /// The key window's root view controller; `nil` until one is installed with
  /// ``setRootViewController(_:)``. UIKit: `UIWindow.rootViewController`.
  public internal(set) var rootViewController: ViewController?

  /// The exception that ended the app, if one was raised: UIKit would have terminated it
  /// ("Terminating app due to uncaught exception"). Once set, the rotation handles nothing more.
  public internal(set) var terminatingException: RaisedException?

  /// How many times a container took a child's view off screen or put one back on its own (a
  /// split view controller collapsing or expanding), so that a rotation under way looks for
  /// controllers that left the screen only when one may have.
  var containerViewChanges = 0

  /// Where an application is in its life.
  public enum State: Hashable, Sendable {
    /// Made, not launched.
    case notLaunched
    /// Inside ``launch(deviceOrientation:)``, while the delegate finishes launching: the
    /// delegate's mask does not apply yet (seed 001).
    case launching
    /// Launched.
    case launched
    /// The launch failed: the app never got a window (an app without the scene life cycle,
    /// built with the iOS 27 SDK, on iOS 27). ``terminatingException`` says why.
    case failedToLaunch
  }

  /// A world for one app.
  ///
  /// - Parameters:
  ///   - model: the device (`DeviceCatalog`).
  ///   - infoPlist: the app's Info.plist keys; none by default.
  ///   - systemBehavior: the era; the newest by default.
  ///   - clock: the run loop's clock; virtual time from 0 by default.
  public init(
    model: DeviceModel, infoPlist: InfoPlist = InfoPlist(), systemBehavior: SystemBehavior = .newest,
    clock: any RunLoopClock = VirtualClock()
  ) {
    self.systemBehavior = systemBehavior
    self.infoPlist = infoPlist
    runLoop = RunLoop(clock: clock)
    notificationCenter = NotificationCenter()
    trace = TraceRecorder(clock: clock)
    modalTransition = ModalTransition(runLoop: runLoop)
    device = Device(model: model, notificationCenter: notificationCenter, runLoop: runLoop)
    // First observer of the center: the trace and the rotation see a change before anyone else.
    notificationCenter.addObserver(self, name: .deviceOrientationDidChange) { application, notification in
      guard case .deviceOrientationDidChange(let orientation) = notification else { return }
      application.deviceOrientationDidChange(orientation)
    }
  }

  /// Whether the application has launched.
  public var isLaunched: Bool { state == .launched }

  /// The orientations the app supports in `window`: once launched, from iOS 27 the scene
  /// delegate's answer if it gives one, else the app delegate's (replacing Info.plist's, seed
  /// 001); otherwise Info.plist's for the device's idiom, or the idiom's default when Info.plist
  /// lists none (``AppOrientationSettings/mask(in:)``).
  ///
  /// The result may be empty; UIKit raises `UIApplicationInvalidInterfaceOrientation` when an
  /// empty mask is used, which is the rotation's business. The hardware's limits (no
  /// portraitUpsideDown on a phone without a Home button) are not applied here.
  ///
  /// UIKit: `-[UIApplication supportedInterfaceOrientationsForWindow:]`.
  public func supportedInterfaceOrientations(for window: Window?) -> InterfaceOrientationMask {
    sceneDelegateSupportedInterfaceOrientations(for: window) ?? delegateSupportedInterfaceOrientations(for: window)
      ?? infoPlistSupportedInterfaceOrientations
  }

  /// The Info.plist's orientations for the device's idiom (its `~ipad` / `~iphone` key, else the
  /// plain key), or the idiom's default when Info.plist lists none: the app's mask at launch,
  /// and whenever the delegate gives no answer.
  public var infoPlistSupportedInterfaceOrientations: InterfaceOrientationMask {
    infoPlist.effectiveSupportedInterfaceOrientations(for: device.userInterfaceIdiom)
  }

  /// The delegate's answer for `window` once the app has launched; `nil` before (seed 001: it
  /// "will kick in after the app launches") or when the delegate does not implement the method.
  ///
  /// Kept apart from ``infoPlistSupportedInterfaceOrientations`` so that the rotation policy can
  /// apply its era: the method exists from iOS 6.
  public func delegateSupportedInterfaceOrientations(for window: Window?) -> InterfaceOrientationMask? {
    guard state == .launched else { return nil }
    return delegate?.application(self, supportedInterfaceOrientationsFor: window)
  }

  /// The scene delegate's answer for `window`'s scene once the app has launched, from iOS 27
  /// (``SystemBehavior/asksSceneDelegateForSupportedOrientations``); `nil` before, without a
  /// window, without the scene life cycle, or when the delegate does not implement the method.
  ///
  /// Asked only once launched, as the app delegate is: Apple does not say when UIKit first asks
  /// it, and Swivel keeps one rule for both delegates (at launch the Info.plist decides).
  public func sceneDelegateSupportedInterfaceOrientations(for window: Window?) -> InterfaceOrientationMask? {
    guard state == .launched, usesSceneLifeCycle, systemBehavior.asksSceneDelegateForSupportedOrientations,
      let window
    else { return nil }
    return sceneDelegate?.supportedInterfaceOrientations(for: window)
  }

  private func deviceOrientationDidChange(_ orientation: DeviceOrientation) {
    trace.record(.deviceOrientationDidChange(orientation: orientation))
    guard state == .launched, !isInBackground else { return }
    rotationHandler?.application(self, deviceOrientationDidChange: orientation)
  }
}
