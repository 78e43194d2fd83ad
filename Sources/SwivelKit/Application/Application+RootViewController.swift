import SwivelCore

extension Application {
  /// Installs `controller` as the key window's root view controller.
  ///
  /// In order: a rotation or modal transition under way ends; the previous root (if any) begins to disappear;
  /// the controller joins the application and loads its view, begins to appear, and its view
  /// replaces the previous root's in the window; the policy decides whether the interface must
  /// turn for the new root (``RotationPolicy/decideRootViewControllerChange(_:era:)``; it turns
  /// without rotation callbacks, since nothing was on screen through a rotation); the window is
  /// laid out; last, the appearances end (`viewDidDisappear`, `viewDidAppear`). The decision is
  /// the ``rotationHandler``'s, when it is the default ``InterfaceRotator``; with another handler
  /// or none, the interface keeps its orientation.
  ///
  /// The key window must exist: call this from ``ApplicationDelegate/applicationDidFinishLaunching(_:)``
  /// or later.
  ///
  /// UIKit: `UIWindow.rootViewController`'s setter (seed 002 swaps the root's view from its app
  /// delegate, "switchViewControllers").
  ///
  /// - Parameter controller: the new root; `nil` removes the root.
  /// - Throws: `UIApplicationInvalidInterfaceOrientation` (``RaisedException``) when the new
  ///   root's mask and the app's have nothing in common; the app ends (``terminatingException``).
  public func setRootViewController(_ controller: ViewController?) throws(RaisedException) {
    guard let window = keyWindow else {
      preconditionFailure("no key window yet: install the root view controller once the app launches")
    }
    finishAnimationsNow()
    let previous = rootViewController
    guard previous !== controller else { return }
    previous?.beginAppearanceTransition(false, animated: false)
    if let controller {
      controller.attach(to: self)
      controller.loadViewIfNeeded()
      controller.beginAppearanceTransition(true, animated: false)
    }
    // The root view is never the window itself, the one view `setRootView` refuses.
    window.rootViewTopInset = controller?.statusBarTopInset(in: systemBehavior) ?? 0
    window.setKnownRootView(controller?.view)
    rootViewController = controller
    if controller != nil || systemBehavior.rotatesWithoutRootViewController {
      try reconsiderInterfaceOrientation(.rootViewControllerChange)
    }
    window.layoutIfNeeded()
    previous?.endAppearanceTransition()
    previous?.detachFromApplication()
    controller?.endAppearanceTransition()
  }

  /// Installs the default rotation handler, an ``InterfaceRotator``, replacing any other.
  ///
  /// - Returns: the rotator.
  @discardableResult
  public func enableAutorotation(_ configuration: InterfaceRotator.Configuration = .init()) -> InterfaceRotator {
    let rotator = InterfaceRotator(application: self, configuration: configuration)
    rotationHandler = rotator
    return rotator
  }

  /// The controller that decides the interface orientation now: the topmost one presented so
  /// as to cover the screen (full screen, for the era and idiom), else the root; `nil` without
  /// a root (seed 000: "the presented view controller is used instead of the root view
  /// controller"). A scenario's `top:` expectation.
  public var decidingViewController: ViewController? {
    var presentations: [(ViewController, ModalPresentationStyle)] = []
    var current = rootViewController
    while let presented = current?.presentedViewController {
      if let style = presented.presentationStyle { presentations.append((presented, presented.decidingStyle(style))) }
      current = presented
    }
    return RotationPolicy.decider(
      root: rootViewController, presentations: presentations, idiom: device.userInterfaceIdiom, era: systemBehavior)
  }

  /// The rotation handler if it is the default one.
  public var interfaceRotator: InterfaceRotator? { rotationHandler as? InterfaceRotator }

  /// Hands a change that may turn the interface to the rotation subsystem, if the app's
  /// ``rotationHandler`` is the default one: the one way in for every trigger but the device's
  /// own turns, which reach the handler through the notification. With another handler, or
  /// none, nothing is decided and the interface keeps its orientation; `change` runs all the same.
  ///
  /// - Throws: the exception the decision raises, before `change` runs; the app has ended.
  @discardableResult
  func reconsiderInterfaceOrientation(
    _ request: InterfaceRotator.Request, around change: () -> Void = {}
  ) throws(RaisedException) -> RotationDecision? {
    defer {
      // A presentation, a dismissal or a new root changes who decides: read its lock preference.
      switch request {
      case .presentation, .dismissal, .rootViewControllerChange:
        updateInterfaceOrientationLock()
        updateStatusBarAppearance()
      default: break
      }
    }
    guard let interfaceRotator else {
      change()
      return nil
    }
    return try interfaceRotator.reconsider(request, around: change)
  }

  /// Ends whatever animates now, before a presentation, a dismissal, a root change, a push, a
  /// pop or a tab selection: the modal transition under way, then the rotation under way (at
  /// most one of them runs: each ends the other before it starts). Every `will` keeps its `did`.
  func finishAnimationsNow() {
    modalTransition.finishNow()
    interfaceRotator?.finishRotationNow()
  }

  /// Asks the policy again about the device's current orientation, and rotates if it now
  /// allows it: changing a mask alone rotates nothing, this is how an app asks UIKit to look
  /// again (Apple, `attemptRotationToDeviceOrientation()`). A rotation or modal transition under way ends first.
  /// Before iOS 5 nothing happens.
  ///
  /// UIKit: `UIViewController.attemptRotationToDeviceOrientation()` (a class method there).
  ///
  /// - Throws: `UIApplicationInvalidInterfaceOrientation` when the decider's mask and the app's
  ///   have nothing in common; the app ends (``terminatingException``).
  public func attemptRotationToDeviceOrientation() throws(RaisedException) {
    guard terminatingException == nil, state == .launched else { return }
    finishAnimationsNow()
    try reconsiderInterfaceOrientation(.attemptRotation)
  }

  /// The app's mask settings as the policy takes them: Info.plist's for the idiom, the
  /// delegate's and the scene delegate's answers once launched, `UIRequiresFullScreen` for the device's idiom (its `~ipad`
  /// / `~iphone` key, else the plain key) unless the era ignores it
  /// (`InfoPlist.requiresFullScreen(for:in:)`).
  public var orientationSettings: AppOrientationSettings {
    var settings = AppOrientationSettings(
      infoPlistOrientations: infoPlistSupportedInterfaceOrientations,
      delegateOrientations: delegateSupportedInterfaceOrientations(for: keyWindow),
      sceneDelegateOrientations: sceneDelegateSupportedInterfaceOrientations(for: keyWindow),
      requiresFullScreen: infoPlist.requiresFullScreen(for: device.userInterfaceIdiom, in: systemBehavior) ?? false)
    settings.windowing = windowingMode
    settings.ignoresSupportedOrientations = ignoresSupportedOrientations
    return settings
  }

  /// Whether the scene runs resizable on the device's display, so UIKit asks no mask
  /// (`SystemBehavior.ignoresSupportedOrientations(on:requiresFullScreen:)`), or has been
  /// resized in iPhone Mirroring without `UIRequiresFullScreen` (``resizeScene(to:)``). Read
  /// from the era, the display, the windowing mode and the Info.plist alone: no delegate is asked.
  var ignoresSupportedOrientations: Bool {
    let requiresFullScreen =
      infoPlist.requiresFullScreen(for: device.userInterfaceIdiom, in: systemBehavior) ?? false
    if windowingMode == .mirroring { return sceneHasBeenResized && !requiresFullScreen }
    return systemBehavior.ignoresSupportedOrientations(on: device.model, requiresFullScreen: requiresFullScreen)
  }

  /// Ends the app as UIKit's uncaught exception would: records an `error` event and keeps the
  /// exception. Only the first exception counts.
  func terminate(with exception: RaisedException) {
    guard terminatingException == nil else { return }
    terminatingException = exception
    trace.record(.error(name: exception.name.rawValue, reason: exception.reason))
  }
}
