import SwivelCore

extension ViewController {
  /// Presents `controller` modally, in its ``modalPresentationStyle`` resolved for the era.
  ///
  /// The presentation is made from the top of this controller's parent chain (UIKit presents
  /// from the controller that fills the window, not from a child). In order:
  /// 1. A rotation or modal transition under way ends.
  /// 2. If the style covers the screen for the era and idiom
  ///    (`SystemBehavior.presentsFullScreen(_:idiom:)`), the presented controller now decides
  ///    orientation and the policy decides the orientation it appears in: its
  ///    ``preferredInterfaceOrientationForPresentation``, which must be one it supports
  ///    (``RotationPolicy/decidePresentation(of:in:era:)``, seed 000). A raise ends the app here,
  ///    before anything changes.
  /// 3. The controllers it hides begin to disappear; it begins to appear.
  /// 4. Its view goes on screen: in place of the window's root view when it hides what is under
  ///    it (full screen, and `currentContext`), else over it, filling it (sheets from iOS 13,
  ///    the "over" styles, popovers on iPad).
  /// 5. If the decision says so, the interface turns to the presentation orientation, without
  ///    rotation callbacks (nothing on screen rotates: the presented controller appears that way).
  /// 6. The window is laid out.
  /// 7. When the transition ends, the appearances end (`viewDidAppear`, `viewDidDisappear`),
  ///    `presented` is recorded and `completion` runs: after the application's
  ///    ``ModalTransition/duration`` of virtual time when
  ///    `animated`, at once otherwise (UIKit calls the `did` methods and the completion when the
  ///    transition's animation completes).
  ///
  /// A rotation under way, or another modal transition, ends first; one that comes during this
  /// transition ends it at once (``ModalTransition``). Presenting from a controller that already
  /// presents one does nothing (UIKit only
  /// logs "Attempt to present … which is already presenting"), and so does presenting from a
  /// controller that is not in an application with a key window.
  ///
  /// UIKit: `present(_:animated:completion:)`.
  ///
  /// - Throws: `NSInvalidArgumentException` when `controller` is active — already presented or
  ///   presenting, a child, a window's root, or one of the controllers presenting this one
  ///   ("Application tried to present modally an active controller"), or
  ///   `UIApplicationInvalidInterfaceOrientation` when its preferred orientation is not one it
  ///   supports or it has no orientation in common with the app; the latter ends the app.
  public final func present(
    _ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil
  ) throws(RaisedException) {
    let presenter = rootAncestor
    // An active controller: presented, presenting, a child, a window's root, or the presenter or
    // one of the controllers presenting it, which would make the presentations a cycle.
    var presenting: ViewController? = presenter
    while let current = presenting {
      if current === controller { throw .presentingActiveController(controller) }
      presenting = current.presentingViewController
    }
    let isWindowRoot =
      (controller.application ?? presenter.application).map { $0.rootViewController === controller } ?? false
    if controller.presentingViewController != nil || controller.presentedViewController != nil
      || controller.parent != nil || isWindowRoot
    {
      throw .presentingActiveController(controller)
    }
    guard presenter.presentedViewController == nil, let application = presenter.application,
      let window = application.keyWindow
    else { return }
    guard application.terminatingException == nil else { return }
    application.finishAnimationsNow()
    let era = application.systemBehavior
    let style = era.resolved(controller.modalPresentationStyle)
    let coversScreen = era.presentsFullScreen(
      controller.decidingStyle(style), idiom: application.device.userInterfaceIdiom)
    let hidesPresenter = coversScreen || style == .currentContext

    controller.attach(to: application)
    controller.loadViewIfNeeded()
    let hidden = hidesPresenter ? presenter.controllersSharingScreen : []
    // The tree change, made once the decision is known not to raise.
    let putOnScreen = {
      for shown in hidden { shown.beginAppearanceTransition(false, animated: animated) }
      controller.beginAppearanceTransition(true, animated: animated)
      presenter.presentedViewController = controller
      controller.presentingViewController = presenter
      controller.presentationStyle = style
      if hidesPresenter {
        controller.replacedRootView = window.rootView
        controller.replacedRootViewTopInset = window.rootViewTopInset
        window.rootViewTopInset = controller.statusBarTopInset(in: era)
        // A presented controller's view is never the window itself.
        window.setKnownRootView(controller.view)
      } else if let host = window.rootView {
        let view = controller.view
        let portrait = application.device.model.portraitSize
        if let size = era.sheetSize(
          style, idiom: application.device.userInterfaceIdiom, portraitScreenSize: portrait,
          interfaceSize: host.bounds.size)
        {
          // A sheet on iPad up to iOS 12: its size, centred, staying centred as the screen turns.
          let bounds = host.bounds
          view.frame = Rect(
            x: bounds.origin.x + (bounds.size.width - size.width) / 2,
            y: bounds.origin.y + (bounds.size.height - size.height) / 2, width: size.width, height: size.height)
          view.autoresizingMask =
            size.height == bounds.size.height
            ? [.flexibleLeftMargin, .flexibleRightMargin, .flexibleHeight]
            : [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        } else {
          view.frame = host.bounds
          view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }
        // The presented view is never the host or one of its ancestors.
        host.addKnownSubview(view)
      }
    }
    if coversScreen {
      do {
        try application.reconsiderInterfaceOrientation(.presentation(controller), around: putOnScreen)
      } catch {
        controller.detachFromApplication()
        throw error
      }
    } else {
      putOnScreen()
    }
    window.layoutIfNeeded()
    // The application keeps the transition, and so its end: the end must not keep the application.
    application.modalTransition.run(animated: animated) { [weak application] in
      controller.endAppearanceTransition()
      for shown in hidden { shown.endAppearanceTransition() }
      application?.trace.record(.presented(controller: controller.identifier, style: style))
      completion?()
    }
  }

  /// Dismisses the controller this one presented, or, if it presented none, this controller
  /// itself; whatever the dismissed controller presented goes too, top first.
  ///
  /// In order: a rotation or modal transition under way ends; the dismissed controller begins to disappear and
  /// the controllers it hid begin to appear; its view leaves the screen and the window's root
  /// view comes back; if it decided orientation, its presenter's side decides again
  /// (``RotationPolicy/decideAfterDismissal(_:era:)``) and the interface turns back, without
  /// rotation callbacks, when the presenter does not allow the orientation it is in; the
  /// window is laid out, so a presenter that missed a rotation while hidden is resized by the
  /// normal layout pass (seed 000, "Rotations May Occur When Your View Controller Is Hidden");
  /// when the transition ends (after the application's
  /// ``ModalTransition/duration`` when `animated`, at once
  /// otherwise), the appearances end, `dismissed` is recorded and `completion` runs. Controllers
  /// presented above the dismissed one go in the same transition; those of them hidden under
  /// another are "simply removed from the stack", with no appearance callbacks (UIKit). Nothing
  /// presented: nothing happens.
  ///
  /// UIKit: `dismiss(animated:completion:)`.
  ///
  /// - Throws: `UIApplicationInvalidInterfaceOrientation` when the presenter's side has no
  ///   orientation in common with the app, or prefers one it does not support; the app ends.
  public final func dismiss(animated: Bool, completion: (() -> Void)? = nil) throws(RaisedException) {
    let target = presentedViewController ?? (presentingViewController != nil ? self : nil)
    guard let target, let application = target.application, application.terminatingException == nil else { return }
    application.finishAnimationsNow()
    try target.dismissPresentations(animated: animated, in: application, completion: completion)
  }

  /// Takes this presented controller and every controller presented above it off the screen in
  /// one transition; the transition's end (the `did` callbacks, `dismissed`, `completion`) comes
  /// after the transition's duration when `animated`, at once otherwise or when the decision
  /// raised.
  ///
  /// Only what changes on screen hears of it: the controllers on screen before and not after
  /// disappear, those on screen after and not before appear. A controller in the middle of the
  /// stack, hidden by one presented over it, is "simply removed from the stack" (UIKit,
  /// `dismiss(animated:completion:)`): no appearance callbacks.
  private final func dismissPresentations(
    animated: Bool, in application: Application, completion: (() -> Void)? = nil
  ) throws(RaisedException) {
    guard let presenter = presentingViewController, let window = application.keyWindow else { return }
    var chain: [ViewController] = [self]  // bottom first
    while let above = chain.last!.presentedViewController { chain.append(above) }
    let era = application.systemBehavior
    let idiom = application.device.userInterfaceIdiom
    let visibleBefore = chain.last!.controllersSharingScreen
    let visibleAfter = presenter.controllersSharingScreen
    let disappearing = visibleBefore.filter { shown in !visibleAfter.contains { $0 === shown } }
    let appearing = visibleAfter.filter { shown in !visibleBefore.contains { $0 === shown } }
    let styles = chain.map { $0.presentationStyle }
    let decided = chain.contains { dismissed in
      dismissed.presentationStyle.map { era.presentsFullScreen(dismissed.decidingStyle($0), idiom: idiom) } ?? false
    }

    for shown in disappearing { shown.beginAppearanceTransition(false, animated: animated) }
    for shown in appearing { shown.beginAppearanceTransition(true, animated: animated) }
    // The lowest presentation that hid the screen kept the root view to bring back; the views of
    // the others were laid over the screen and leave it.
    if let lowest = chain.first(where: { $0.replacedRootView != nil }), let restored = lowest.replacedRootView {
      window.rootViewTopInset = lowest.replacedRootViewTopInset
      // The replaced root view is never the window itself.
      window.setKnownRootView(restored)
    }
    for dismissed in chain where dismissed.replacedRootView == nil {
      dismissed.storedView?.removeFromSuperview()
    }
    presenter.presentedViewController = nil
    for dismissed in chain {
      dismissed.presentedViewController = nil
      dismissed.presentingViewController = nil
      dismissed.presentationStyle = nil
      dismissed.replacedRootView = nil
    }
    var raised: RaisedException?
    if decided {
      do {
        try application.reconsiderInterfaceOrientation(.dismissal)
      } catch {
        raised = error
      }
    }
    window.layoutIfNeeded()
    // Weak, as in presenting: the application keeps the transition's end.
    let end = { [weak application] in
      for shown in disappearing { shown.endAppearanceTransition() }
      for shown in appearing { shown.endAppearanceTransition() }
      // Top first, as UIKit takes them off the stack.
      for (dismissed, style) in zip(chain, styles).reversed() {
        if let style { application?.trace.record(.dismissed(controller: dismissed.identifier, style: style)) }
        dismissed.detachFromApplication()
      }
      // From iOS 16 the scene's orientation is resolved again whenever what the deciding chain
      // supports may have changed, and a root that forwards to `presentedViewController` changes
      // its answer when a sheet goes: once the sheet is gone, the decider, on screen all along,
      // is asked again (Apple, `setNeedsUpdateOfSupportedInterfaceOrientations()`, which
      // replaces `attemptRotationToDeviceOrientation()`). An exception it raises has ended the
      // app, which records it.
      if !decided, let application, application.systemBehavior.hasGeometryRequests {
        _ = try? application.reconsiderInterfaceOrientation(.nonDecidingDismissal)
      }
      completion?()
    }
    if let raised {
      end()
      throw raised
    }
    application.modalTransition.run(animated: animated, end: end)
  }

  /// This controller and the controllers below it in the presentation chain that share the
  /// screen with it: down to the first one whose presentation hides what is under it.
  final var controllersSharingScreen: [ViewController] {
    var list: [ViewController] = [self]
    var current = self
    while let style = current.presentationStyle, let below = current.presentingViewController {
      let era = systemBehavior
      if era.presentsFullScreen(current.decidingStyle(style), idiom: userInterfaceIdiom) || style == .currentContext {
        break
      }
      list.append(below)
      current = below
    }
    return list
  }
}
