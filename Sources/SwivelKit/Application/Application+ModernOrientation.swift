import SwivelCore

extension Application {
  /// Asks the window scene to turn the interface to one of `orientations`, whatever way the
  /// device is held (iOS 16 and later; ``RotationPolicy`` decides, trigger
  /// ``RotationDecision/Trigger/geometryRequest(_:)``). Records `geometryRequest` with its result;
  /// a refused request records nothing else now and hands its error to `errorHandler` on the next
  /// turn of the run loop, recording `geometryRequestError` then (UIKit calls the handler
  /// asynchronously; nothing is raised). Before iOS 16 the method does not exist: nothing
  /// happens. A rotation or modal transition under way ends first.
  ///
  /// UIKit: `UIWindowScene.requestGeometryUpdate(.iOS(interfaceOrientations:), errorHandler:)`.
  ///
  /// - Throws: `UIApplicationInvalidInterfaceOrientation` when the deciding controller's mask and
  ///   the app's have nothing in common; the app ends.
  public func requestGeometryUpdate(
    _ orientations: InterfaceOrientationMask, errorHandler: ((GeometryRequestError) -> Void)? = nil
  ) throws(RaisedException) {
    guard terminatingException == nil, state == .launched, systemBehavior.hasGeometryRequests else { return }
    finishAnimationsNow()
    guard let decision = try reconsiderInterfaceOrientation(.geometryRequest(orientations)) else { return }
    let error = decision.geometryRequestError
    trace.record(
      .geometryRequest(
        requested: orientations, result: error == nil ? .granted : .denied, orientation: decision.resultingOrientation))
    guard let error else { return }
    _ = runLoop.perform(afterDelay: 0) { [weak self] in
      self?.trace.record(.geometryRequestError(domain: error.domain, code: error.code, message: error.message))
      errorHandler?(error)
    }
  }

  /// The app goes to the background: device turns keep changing `UIDevice.orientation` but turn
  /// nothing until it comes back. A rotation or modal transition under way ends first.
  ///
  /// UIKit: `UIApplicationDidEnterBackgroundNotification` (multitasking, iOS 4 and later).
  public func enterBackground() {
    guard state == .launched, !isInBackground, terminatingException == nil else { return }
    finishAnimationsNow()
    isInBackground = true
    trace.record(.applicationDidEnterBackground)
  }

  /// The app comes back from the background and catches up with the device: the policy is asked
  /// about the device's orientation now, as for a device turn
  /// (``RotationDecision/Trigger/foreground``).
  ///
  /// UIKit: `UIApplicationWillEnterForegroundNotification`.
  ///
  /// - Throws: `UIApplicationInvalidInterfaceOrientation` when the deciding controller's mask and
  ///   the app's have nothing in common; the app ends.
  public func enterForeground() throws(RaisedException) {
    guard isInBackground else { return }
    isInBackground = false
    trace.record(.applicationWillEnterForeground)
    guard terminatingException == nil else { return }
    try reconsiderInterfaceOrientation(.foreground)
  }

  /// The scene moves to another screen of the device: a foldable device folds or opens (the
  /// iPhone Duo, iOS 27.1), the scene going to `model`'s display. The windows take its size, the
  /// policy is asked about the device's orientation on it (the interface turns to it when allowed,
  /// keeps an orientation still allowed and shown, else turns to the first allowed; a resizable
  /// display allows all), and the controllers hear a size transition even when the orientation
  /// stays: `viewWillTransition(to:with:)` with the new size, their traits' change where the size
  /// classes differ, the layout with the new safe areas, and the scene delegate's geometry update
  /// ("always called when a UIWindowScene moves between screens", Apple,
  /// `windowScene(_:didUpdateEffectiveGeometry:)`). The device's orientation is taken as the
  /// display's: how the chassis' sensor maps onto the inner display, mounted a quarter turn from
  /// the outer one, is left to the scenario. A rotation or modal transition under way ends first;
  /// moving to the screen the scene is on does nothing.
  ///
  /// - Throws: `UIApplicationInvalidInterfaceOrientation` when the deciding controller's mask and
  ///   the app's have nothing in common on the new screen; the app ends.
  public func moveScene(to model: DeviceModel) throws(RaisedException) {
    guard state == .launched, terminatingException == nil, model != device.model else { return }
    finishAnimationsNow()
    let previousTraits = sceneTraitCollection(in: statusBarOrientation)
    device.model = model
    for window in windows { window.portraitScreenSize = model.portraitSize }
    try reconsiderInterfaceOrientation(.screenMove(previousTraits: previousTraits))
    updateInterfaceOrientationLock()
  }

  /// The user resizes the scene's window to `size` (iPhone Mirroring, iOS 27): records
  /// `sceneDidResize`, then the controllers hear a size transition with the interface's
  /// orientation unchanged: `viewWillTransition(to:with:)` with the new size, their traits'
  /// change where the size classes of a window of that size differ
  /// (``SizeClassPair/init(windowSize:)``: measured on iOS 27.0, "size classes track the
  /// window"; a beta-era report had them never change), the layout, and the scene delegate's
  /// geometry update. From the first resize the supported orientations no longer count ("Once the user
  /// begins resizing, supported orientations are ignored", WWDC26 session 278), unless the app
  /// sets `UIRequiresFullScreen`: then each resize is "a discrete change to a new UIScreen with
  /// an updated bounds" that honours them (iOS 27 release notes), which Swivel plays as the
  /// same size transition (which callbacks a discrete resize sends is not reported: Swivel's
  /// choice). A rotation or modal transition under way ends first; the size the window has
  /// already does nothing.
  ///
  /// - Throws: ``ApplicationError/notResizable(_:)`` when the scene cannot be resized: only an
  ///   app built with the iOS 27 SDK, mirrored, can; nothing changes then.
  public func resizeScene(to size: Size) throws(ApplicationError) {
    guard windowingMode == .mirroring, systemBehavior.isBuiltWithIOS27SDK else {
      throw .notResizable(
        windowingMode == .mirroring
          ? "an app built with the iOS \(systemBehavior.sdk) SDK keeps a fixed window in iPhone Mirroring"
          : "only iPhone Mirroring resizes an iPhone app's window")
    }
    guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
      throw .notResizable("a window needs a positive width and height, not \(size)")
    }
    guard state == .launched, terminatingException == nil, let window = keyWindow, window.bounds.size != size else {
      return
    }
    finishAnimationsNow()
    let previousTraits = sceneTraitCollection(in: statusBarOrientation)
    trace.record(.sceneDidResize(width: size.width, height: size.height))
    for window in windows { window.sceneSize = size }
    sceneHasBeenResized = true
    // A size transition: the orientation stays, so nothing can raise.
    try? reconsiderInterfaceOrientation(.sceneResize(size, previousTraits: previousTraits))
    updateInterfaceOrientationLock()
  }

  /// The window iPhone Mirroring opens: the phone's screen, upright or on its side as the
  /// Info.plist allows. That the supported orientations, honoured until the first resize, shape
  /// the window while the interface orientation stays portrait is Swivel's inference (Apple
  /// says both, not how they meet).
  var mirroringWindowSize: Size {
    let allowed = LaunchOrientation.allowedOrientations(infoPlist: infoPlist, model: device.model)
    let upright = allowed.contains(.portrait) || allowed.contains(.portraitUpsideDown) || allowed.isEmpty
    return upright ? device.model.portraitSize : device.model.portraitSize.swapped
  }

  /// The user shows the app in another windowing mode (iPad), in Split View at `share` (a half
  /// when `nil`): records `windowingDidChange`. In a mode other than full screen the app
  /// multitasks: its controllers' masks are not asked, geometry requests are refused, and the
  /// iOS 26 interface orientation lock is lifted (it holds again back in full screen;
  /// ``updateInterfaceOrientationLock()``). The change turns nothing, but in Split View and
  /// Slide Over the window takes its share of the screen (``MultitaskingLayout``): once launched,
  /// the controllers hear a size transition, with their traits' change where the size classes
  /// differ, then the layout and the scene delegate's geometry update. Stage Manager's and
  /// iPadOS 26's windows keep the screen's size, as no source gives theirs.
  public func setWindowingMode(_ mode: WindowingMode, share: SplitViewShare? = nil) {
    let share = share ?? .half
    guard mode != windowingMode || (mode == .splitView && share != splitViewShare) else { return }
    let previousTraits = sceneTraitCollection(in: statusBarOrientation)
    let previousSize = keyWindow?.size(in: statusBarOrientation)
    windowingMode = mode
    splitViewShare = share
    trace.record(.windowingDidChange(mode: mode))
    for window in windows {
      window.setMultitaskingLayout(multitaskingLayout, on: device.model)
    }
    guard state == .launched else { return }
    if terminatingException == nil, let size = keyWindow?.size(in: statusBarOrientation), size != previousSize {
      finishAnimationsNow()
      // A size transition: the orientation stays, so nothing can raise.
      try? reconsiderInterfaceOrientation(.sceneResize(size, previousTraits: previousTraits))
    }
    updateInterfaceOrientationLock()
  }

  /// Where the scene sits on iPad when it shares the screen: Split View at ``splitViewShare``,
  /// or Slide Over; on the iPhone Duo's inner display, Split View; `nil` in the other modes and
  /// on other iPhones.
  var multitaskingLayout: MultitaskingLayout? {
    guard device.userInterfaceIdiom == .pad || device.model.isResizableDisplay else { return nil }
    switch windowingMode {
    case .splitView: return .splitView(splitViewShare)
    case .slideOver: return .slideOver
    case .fullScreen, .stageManager, .windowed, .mirroring: return nil
    }
  }

  /// The traits of the scene in an interface orientation: the device's size classes in full
  /// screen, those of a window of its size when it has one apart from the screen
  /// (``SizeClassPair/init(windowSize:)``: Split View, Slide Over, iPhone Mirroring).
  public func sceneTraitCollection(in orientation: InterfaceOrientation) -> TraitCollection {
    let model = device.model
    guard let window = keyWindow, window.isSizedApartFromTheScreen, orientation.isValid else {
      return model.traitCollection(in: orientation)
    }
    let classes = SizeClassPair(windowSize: window.size(in: orientation))
    return TraitCollection(
      userInterfaceIdiom: model.idiom, horizontalSizeClass: classes.horizontal, verticalSizeClass: classes.vertical)
  }

  /// UIKit writes `message` on the console (recorded as a `console` event).
  public func log(_ message: String) {
    trace.record(.console(message: message))
  }

  /// The widely copied `UIDevice.current.setValue(orientation.rawValue, forKey: "orientation")`.
  /// Up to iOS 15 the device reports `orientation` as if it had turned (its change is posted and
  /// the interface follows as for a device turn); from iOS 16 nothing changes and UIKit logs
  /// `SystemBehavior.setDeviceOrientationConsoleLine`.
  public func setDeviceOrientationThroughKeyValueCoding(_ orientation: DeviceOrientation) {
    guard systemBehavior.honorsDeviceOrientationSetter else {
      log(SystemBehavior.setDeviceOrientationConsoleLine)
      return
    }
    device.receiveSensedOrientation(orientation)
  }
}

extension Application {
  /// Reads the deciding controller's `prefersInterfaceOrientationLocked` (iOS 26). The lock
  /// holds only while the scene fills the screen: "The system will consider locking the
  /// interface orientation when these conditions are true: The scene is centered on the screen;
  /// The scene is the same size as the screen; The scene is not occluded by another scene", and
  /// it lifts the lock as soon as they no longer hold (Apple,
  /// `UIViewController.prefersInterfaceOrientationLocked`). Of the windowing modes, only full
  /// screen meets them; a resizable scene (iOS 27, the Duo's inner display), which ignores the
  /// supported orientations, ignores the lock too (measured on the Duo: "not locked" although the
  /// scene was centred, screen-sized and not occluded, Retro Cartridge's design notes).
  func updateInterfaceOrientationLock() {
    guard systemBehavior.hasPrefersInterfaceOrientationLocked else { return }
    isInterfaceOrientationLocked =
      windowingMode == .fullScreen && !ignoresSupportedOrientations
      && (decidingViewController?.prefersInterfaceOrientationLocked ?? false)
  }
}

extension ViewController {
  /// Tells UIKit that ``prefersInterfaceOrientationLocked`` changed (iOS 26 and later): the
  /// scene's lock follows the deciding controller's answer from now on. Before iOS 26 the method
  /// does not exist: nothing happens.
  ///
  /// UIKit: `setNeedsUpdateOfPrefersInterfaceOrientationLocked()`.
  public final func setNeedsUpdateOfPrefersInterfaceOrientationLocked() {
    guard let application, application.state == .launched else { return }
    application.updateInterfaceOrientationLock()
  }

  /// Tells UIKit that this controller's supported orientations changed (iOS 16 and later):
  /// records `supportedOrientationsUpdate`, then the policy asks the deciding chain and the app
  /// again and turns the interface, animated, if its orientation is no longer allowed
  /// (``RotationDecision/Trigger/supportedOrientationsUpdate(_:)``). Before iOS 16 the method
  /// does not exist: nothing happens.
  ///
  /// UIKit: `setNeedsUpdateOfSupportedInterfaceOrientations()`.
  ///
  /// - Throws: `UIApplicationInvalidInterfaceOrientation` when the deciding controller's mask and
  ///   the app's have nothing in common; the app ends.
  public final func setNeedsUpdateOfSupportedInterfaceOrientations() throws(RaisedException) {
    guard let application, application.state == .launched, application.terminatingException == nil,
      application.systemBehavior.hasGeometryRequests
    else { return }
    application.finishAnimationsNow()
    application.trace.record(.supportedOrientationsUpdate(controller: identifier))
    try application.reconsiderInterfaceOrientation(.supportedOrientationsUpdate(self))
  }
}

extension Application {
  /// The app's own code takes the main thread for `seconds` from now (a synchronous load, a
  /// slow computation): records `mainThreadBusy`; nothing the run loop holds runs before the
  /// time is up, and what reaches the app meanwhile is handled late, in order
  /// (``RunLoop/beginBusy(for:)``).
  public func beginBusy(for seconds: Double) {
    guard seconds.isFinite else { return }
    trace.record(.mainThreadBusy(seconds: max(seconds, 0), controller: nil, callback: nil))
    runLoop.beginBusy(for: seconds)
  }
}

extension ViewController {
  /// The app's code in one of this controller's callbacks takes `seconds` before it returns
  /// ("the app spends 0.4 s in viewWillTransition"): records `mainThreadBusy` with the callback's
  /// name; the clock moves on by that much, and what fell due meanwhile runs late
  /// (``RunLoop/spend(_:)``).
  public final func spendMainThreadTime(_ seconds: Double, in callback: String) {
    guard let application, seconds.isFinite, seconds > 0 else { return }
    application.trace.record(.mainThreadBusy(seconds: seconds, controller: identifier, callback: callback))
    application.runLoop.spend(seconds)
  }
}
