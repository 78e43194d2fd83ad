import SwivelCore

/// One thing that happened, at a time of the run loop's clock: the unit of the trace that
/// `swivel simulate --format jsonl` prints and that scenario expectations match.
///
/// The kinds and their fields are those of the Scenario reference, section 7; ``Kind/name`` is the
/// `kind` string and ``fields`` the other fields, in the Scenario reference's order.
public struct TraceEvent: Hashable, Sendable {
  /// Seconds of the run loop's clock when it happened.
  public var time: Double
  /// What happened.
  public var kind: Kind

  /// An event of the given kind at the given time of the run loop's clock.
  public init(time: Double, kind: Kind) {
    self.time = time
    self.kind = kind
  }

  /// What a rotation decision came to (Scenario reference, section 7, `rotationDecision.result`).
  public enum DecisionResult: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The interface turns to the device's orientation.
    case rotate
    /// The interface stays: the orientation is not allowed, or is the current one.
    case stay
    /// The deciding controller's `shouldAutorotate` said no.
    case suppressed

    public var description: String { rawValue }
  }

  /// What a geometry request came to.
  public enum GeometryRequestResult: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The scene turned to (or already showed) a requested orientation.
    case granted
    /// The request was refused; its error goes to the handler.
    case denied

    public var description: String { rawValue }
  }

  /// The kinds of event, with their fields (Scenario reference, section 7). Controllers and views are named by
  /// their scenario ids.
  public enum Kind: Hashable, Sendable {
    /// The app launched with the device in `device` and its interface in `orientation`, for
    /// `reason` (``LaunchOrientation/Reason``). An extra kind, beyond the Scenario reference's list.
    case launch(device: DeviceOrientation, orientation: InterfaceOrientation, reason: String)
    /// The device reported a new orientation (``Notification/deviceOrientationDidChange(_:)``).
    case deviceOrientationDidChange(orientation: DeviceOrientation)
    /// The rotation policy decided whether the interface turns, whatever asked it (the decision's
    /// ``RotationDecision/trigger``): the typed decision itself, so that reports render who
    /// decided, why and what asked rather than guess it back from the events around it.
    case rotationDecision(RotationDecision)
    /// A controller heard ``ViewController/willRotate(to:duration:)`` (UIKit: `willRotateToInterfaceOrientation:duration:`).
    case willRotateToInterfaceOrientation(controller: String, to: InterfaceOrientation, duration: Double)
    /// A controller heard ``ViewController/willAnimateRotation(to:duration:)`` (UIKit:
    /// `willAnimateRotationToInterfaceOrientation:duration:`).
    case willAnimateRotationToInterfaceOrientation(controller: String, to: InterfaceOrientation, duration: Double)
    /// A ``TwoStepRotation`` controller heard
    /// ``TwoStepRotation/willAnimateFirstHalfOfRotation(to:duration:)``.
    case willAnimateFirstHalfOfRotationToInterfaceOrientation(
      controller: String, to: InterfaceOrientation, duration: Double)
    /// A ``TwoStepRotation`` controller heard
    /// ``TwoStepRotation/didAnimateFirstHalfOfRotation(to:)``.
    case didAnimateFirstHalfOfRotationToInterfaceOrientation(controller: String, to: InterfaceOrientation)
    /// A ``TwoStepRotation`` controller heard
    /// ``TwoStepRotation/willAnimateSecondHalfOfRotation(from:duration:)``.
    case willAnimateSecondHalfOfRotationFromInterfaceOrientation(
      controller: String, from: InterfaceOrientation, duration: Double)
    /// A controller heard ``ViewController/didRotate(from:)`` (UIKit: `didRotateFromInterfaceOrientation:`).
    case didRotateFromInterfaceOrientation(controller: String, from: InterfaceOrientation)
    /// A controller heard ``ViewController/viewWillTransition(to:with:)`` with its view's new size
    /// (UIKit: `viewWillTransitionToSize:withTransitionCoordinator:`).
    case viewWillTransitionToSize(controller: String, size: Size)
    /// A controller heard ``ViewController/viewWillLayoutSubviews()``, its view's bounds at the time.
    case viewWillLayoutSubviews(controller: String, bounds: Rect)
    /// A controller heard ``ViewController/viewDidLayoutSubviews()``, its view's bounds at the time.
    case viewDidLayoutSubviews(controller: String, bounds: Rect)
    /// A controller heard ``ViewController/viewWillAppear(_:)``.
    case viewWillAppear(controller: String)
    /// A controller heard ``ViewController/viewDidAppear(_:)``.
    case viewDidAppear(controller: String)
    /// A controller heard ``ViewController/viewWillDisappear(_:)``.
    case viewWillDisappear(controller: String)
    /// A controller heard ``ViewController/viewDidDisappear(_:)``.
    case viewDidDisappear(controller: String)
    /// The status bar turned (``Notification/statusBarOrientationDidChange(orientation:from:)``).
    case statusBarOrientationDidChange(orientation: InterfaceOrientation, from: InterfaceOrientation)
    /// A controller was presented modally in the given style (UIKit: `present(_:animated:completion:)`).
    case presented(controller: String, style: ModalPresentationStyle)
    /// A presented controller was dismissed (UIKit: `dismiss(animated:completion:)`).
    case dismissed(controller: String, style: ModalPresentationStyle)
    /// A view following the device orientation handled a change (seed 004's pattern).
    case viewDidHandleDeviceOrientation(view: String, orientation: DeviceOrientation)
    /// UIKit raised an exception: its name and reason.
    case error(name: String, reason: String)
    /// A controller's view was loaded (`viewDidLoad`). An extra kind, beyond the Scenario reference's list.
    case viewDidLoad(controller: String)
    /// A controller's size classes are about to change (`willTransition(to:with:)`, iOS 8 and
    /// later), with the new traits. An extra kind.
    case willTransitionToTraitCollection(controller: String, traits: TraitCollection)
    /// A controller's size classes changed (`traitCollectionDidChange(_:)`), with the old traits.
    /// An extra kind.
    case traitCollectionDidChange(controller: String, previous: TraitCollection)
    /// A navigation controller pushed a controller onto its stack. An extra kind.
    case pushed(controller: String, on: String)
    /// A navigation controller popped a controller off its stack. An extra kind.
    case popped(controller: String, on: String)
    /// A tab bar controller selected a tab. An extra kind.
    case selected(controller: String, on: String, index: Int)
    /// A split view controller collapsed to one column, its horizontal size class turning compact
    /// (iOS 8 and later). An extra kind. UIKit: `splitViewControllerDidCollapse(_:)`.
    case splitViewControllerDidCollapse(controller: String, shown: String)
    /// A split view controller expanded to its columns, its horizontal size class turning regular.
    /// An extra kind. UIKit: `splitViewControllerDidExpand(_:)`.
    case splitViewControllerDidExpand(controller: String)
    /// The app asked its scene for these orientations (`requestGeometryUpdate`, iOS 16 and
    /// later): granted or denied, and the interface orientation after it.
    case geometryRequest(
      requested: InterfaceOrientationMask, result: GeometryRequestResult, orientation: InterfaceOrientation)
    /// A refused geometry request's error reached its handler.
    case geometryRequestError(domain: String, code: Int, message: String)
    /// UIKit logged a line on the console.
    case console(message: String)
    /// A controller called `setNeedsUpdateOfSupportedInterfaceOrientations()` (iOS 16 and later).
    case supportedOrientationsUpdate(controller: String)
    /// The app went to the background (`UIApplicationDidEnterBackgroundNotification`).
    case applicationDidEnterBackground
    /// The app is coming back (`UIApplicationWillEnterForegroundNotification`).
    case applicationWillEnterForeground
    /// The app's windowing mode changed (iPad).
    case windowingDidChange(mode: WindowingMode)
    /// The user resized the scene's window to this size (iPhone Mirroring, iOS 27;
    /// ``Application/resizeScene(to:)``). An extra kind.
    case sceneDidResize(width: Double, height: Double)
    /// The window scene's delegate heard that the scene's size and orientation changed
    /// (`windowScene(_:didUpdate:interfaceOrientation:traitCollection:)`, iOS 13 and later), with
    /// the new ones.
    case windowSceneDidUpdateGeometry(orientation: InterfaceOrientation, size: Size)
    /// The app's own code took the main thread for `seconds`: from a `busy:` step (no
    /// controller), or inside a controller's callback (`controller` and the `callback`'s name).
    case mainThreadBusy(seconds: Double, controller: String?, callback: String?)
    /// A controller heard ``ViewController/viewSafeAreaInsetsDidChange()`` (iOS 11 and later),
    /// with its root view's new insets (UIKit: `viewSafeAreaInsetsDidChange()`). An extra kind.
    case viewSafeAreaInsetsDidChange(controller: String, insets: EdgeInsets)
    /// The status bar was hidden or shown (``Application/isStatusBarHidden``). An extra kind.
    case statusBarHiddenDidChange(hidden: Bool)

    /// The `kind` string of the trace (`deviceOrientationDidChange`).
    public var name: String {
      switch self {
      case .launch: "launch"
      case .deviceOrientationDidChange: "deviceOrientationDidChange"
      case .rotationDecision: "rotationDecision"
      case .willRotateToInterfaceOrientation: "willRotateToInterfaceOrientation"
      case .willAnimateRotationToInterfaceOrientation: "willAnimateRotationToInterfaceOrientation"
      case .willAnimateFirstHalfOfRotationToInterfaceOrientation: "willAnimateFirstHalfOfRotationToInterfaceOrientation"
      case .didAnimateFirstHalfOfRotationToInterfaceOrientation: "didAnimateFirstHalfOfRotationToInterfaceOrientation"
      case .willAnimateSecondHalfOfRotationFromInterfaceOrientation:
        "willAnimateSecondHalfOfRotationFromInterfaceOrientation"
      case .didRotateFromInterfaceOrientation: "didRotateFromInterfaceOrientation"
      case .viewWillTransitionToSize: "viewWillTransitionToSize"
      case .viewWillLayoutSubviews: "viewWillLayoutSubviews"
      case .viewDidLayoutSubviews: "viewDidLayoutSubviews"
      case .viewWillAppear: "viewWillAppear"
      case .viewDidAppear: "viewDidAppear"
      case .viewWillDisappear: "viewWillDisappear"
      case .viewDidDisappear: "viewDidDisappear"
      case .statusBarOrientationDidChange: "statusBarOrientationDidChange"
      case .presented: "presented"
      case .dismissed: "dismissed"
      case .viewDidHandleDeviceOrientation: "viewDidHandleDeviceOrientation"
      case .error: "error"
      case .viewDidLoad: "viewDidLoad"
      case .willTransitionToTraitCollection: "willTransitionToTraitCollection"
      case .traitCollectionDidChange: "traitCollectionDidChange"
      case .pushed: "pushed"
      case .popped: "popped"
      case .selected: "selected"
      case .splitViewControllerDidCollapse: "splitViewControllerDidCollapse"
      case .splitViewControllerDidExpand: "splitViewControllerDidExpand"
      case .geometryRequest: "geometryRequest"
      case .geometryRequestError: "geometryRequestError"
      case .console: "console"
      case .supportedOrientationsUpdate: "supportedOrientationsUpdate"
      case .applicationDidEnterBackground: "applicationDidEnterBackground"
      case .applicationWillEnterForeground: "applicationWillEnterForeground"
      case .windowingDidChange: "windowingDidChange"
      case .sceneDidResize: "sceneDidResize"
      case .windowSceneDidUpdateGeometry: "windowSceneDidUpdateGeometry"
      case .mainThreadBusy: "mainThreadBusy"
      case .viewSafeAreaInsetsDidChange: "viewSafeAreaInsetsDidChange"
      case .statusBarHiddenDidChange: "statusBarHiddenDidChange"
      }
    }
  }
}
