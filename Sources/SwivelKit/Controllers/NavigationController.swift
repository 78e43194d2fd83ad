import SwivelCore

/// What a navigation controller's delegate may answer for it.
///
/// UIKit: `UINavigationControllerDelegate`.
public protocol NavigationControllerDelegate: AnyObject {
  /// The orientations the navigation controller supports, or `nil` when the delegate does not
  /// implement the method (iOS 7 and later). UIKit: `navigationControllerSupportedInterfaceOrientations(_:)`.
  func navigationControllerSupportedInterfaceOrientations(_ navigationController: NavigationController)
    -> InterfaceOrientationMask?

  /// The orientation to present the navigation controller in, or `nil` when the delegate
  /// does not implement the method (iOS 7 and later).
  /// UIKit: `navigationControllerPreferredInterfaceOrientationForPresentation(_:)`.
  func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: NavigationController)
    -> InterfaceOrientation?
}

extension NavigationControllerDelegate {
  /// Returns `nil`, as a delegate that does not implement the method.
  public func navigationControllerSupportedInterfaceOrientations(_ navigationController: NavigationController)
    -> InterfaceOrientationMask?
  { nil }

  /// Returns `nil`, as a delegate that does not implement the method.
  public func navigationControllerPreferredInterfaceOrientationForPresentation(
    _ navigationController: NavigationController
  ) -> InterfaceOrientation? {
    nil
  }
}

/// A stack of controllers, the top one shown.
///
/// **Orientation.** From iOS 6, UIKit's navigation controller does not ask its children: it
/// answers with its own default, or its delegate's
/// ``NavigationControllerDelegate/navigationControllerSupportedInterfaceOrientations(_:)`` (iOS 7
/// and later) — seed 003: "This is especially tricky if your top-most view is a
/// UINavigationController since it will ALWAYS be the top-most view". In iOS 5 and earlier it
/// asks its top child (seed 000, "Understanding the Rotation Process (iOS 5 and earlier)"). To
/// let the top child decide from iOS 6, subclass it and answer for the top child (seeds 001 and
/// 003), or set ``forwarding`` to ``ContainerAnswers/Forwarding/visibleChild``.
///
/// **Layout.** The navigation bar is not modelled: the top child's view fills the navigation
/// controller's view, flexible in width and height.
///
/// **Pushing and popping** are not animated: the appearances begin and end at once (the old
/// top disappears, the new one appears, when the navigation controller is on screen). Neither
/// rotates the interface: the new top is asked at the next rotation (changing who answers
/// rotates nothing). A rotation or modal transition under way ends first (unlike modal
/// presentations, whose animation takes time: ``ModalTransition/duration``).
///
/// UIKit: `UINavigationController`.
open class NavigationController: ViewController {
  /// The delegate, asked for the controller's orientations. Weak; `nil` by default.
  public weak var delegate: (any NavigationControllerDelegate)?

  /// A navigation controller with an empty stack.
  public override init(identifier: String? = nil) {
    super.init(identifier: identifier)
  }

  /// A navigation controller whose stack holds `rootViewController`.
  ///
  /// UIKit: `init(rootViewController:)`.
  ///
  /// - Precondition: `rootViewController` is not a navigation controller and has no parent or
  ///   presenter (UIKit raises; ``pushViewController(_:animated:)`` throws what it raises).
  public init(rootViewController: ViewController, identifier: String? = nil) {
    super.init(identifier: identifier)
    do {
      try pushViewController(rootViewController, animated: false)
    } catch {
      preconditionFailure("\(error)")
    }
  }

  /// The stack, bottom first. UIKit: `viewControllers`.
  public final var viewControllers: [ViewController] { children }

  /// The controller at the top of the stack. UIKit: `topViewController`.
  public final var topViewController: ViewController? { children.last }

  /// The controller presented modally on the navigation controller, else the top of the stack.
  /// UIKit: `visibleViewController`.
  public final var visibleViewController: ViewController? { presentedViewController ?? topViewController }

  /// Loads the container's view and shows the top controller's view in it.
  open override func loadView() {
    super.loadView()
    if let top = topViewController { showChildView(top) }
  }

  /// Pushes `controller` on the stack and shows it; the old top's view leaves the screen.
  ///
  /// Records `pushed` in the trace. When the navigation controller is on screen, the old top
  /// gets `viewWillDisappear`/`viewDidDisappear` and the new one `viewWillAppear`/`viewDidAppear`,
  /// and the window is laid out. UIKit: `pushViewController(_:animated:)`.
  ///
  /// - Throws: what UIKit raises, before anything changes: `NSInvalidArgumentException` for a
  ///   navigation controller (this one included) or a controller already in this stack;
  ///   `UIViewControllerHierarchyInconsistency` for a controller that has its place elsewhere — the
  ///   window's root, a presented controller, a child of another container, or one of this
  ///   controller's ancestors, which would make the hierarchy a cycle.
  public final func pushViewController(_ controller: ViewController, animated: Bool) throws(RaisedException) {
    try checkPushable(controller)
    application?.finishAnimationsNow()
    // A controller whose dismissal still animates in its application ends it first, so that its
    // `viewDidDisappear` comes before it moves (found by the property tests).
    if let other = controller.application, other !== application { other.finishAnimationsNow() }
    let old = topViewController
    let onScreen = isAppearingOrAppeared && isViewLoaded
    addChild(controller)
    if onScreen {
      controller.loadViewIfNeeded()
      old?.beginAppearanceTransition(false, animated: animated)
      controller.beginAppearanceTransition(true, animated: animated)
    }
    if isViewLoaded {
      showChildView(controller)
      old?.storedView?.removeFromSuperview()
    }
    controller.didMove(toParent: self)
    record(.pushed(controller: controller.identifier, on: identifier))
    if onScreen {
      application?.keyWindow?.layoutIfNeeded()
      old?.endAppearanceTransition()
      controller.endAppearanceTransition()
    }
  }

  /// Throws what UIKit raises when `controller` cannot be pushed on this stack.
  private func checkPushable(_ controller: ViewController) throws(RaisedException) {
    if controller is NavigationController { throw .pushingNavigationController }
    if children.contains(where: { $0 === controller }) {
      throw .pushingSameController(controller, on: self, era: application?.systemBehavior ?? .newest)
    }
    var ancestor: ViewController? = self
    while let current = ancestor {
      if current === controller { throw .hierarchyInconsistency(child: controller, parent: self) }
      ancestor = current.parent ?? current.presentingViewController
    }
    // The controller's own application: a navigation controller off screen has none.
    let isWindowRoot = (controller.application ?? application).map { $0.rootViewController === controller } ?? false
    if controller.parent != nil || controller.presentingViewController != nil || isWindowRoot {
      throw .hierarchyInconsistency(child: controller, parent: self)
    }
  }

  /// Pops the top controller and shows the one under it; the root of the stack is never popped.
  ///
  /// Records `popped` in the trace, with the appearances as for a push. A controller under the
  /// top that missed a rotation while it was off screen is resized by the layout pass when it
  /// comes back (seed 000, "Rotations May Occur When Your View Controller Is Hidden").
  /// UIKit: `popViewController(animated:)`.
  ///
  /// - Returns: the popped controller; `nil` when the stack holds one controller or none.
  @discardableResult
  public final func popViewController(animated: Bool) -> ViewController? {
    guard children.count > 1, let popped = topViewController else { return nil }
    application?.finishAnimationsNow()
    let revealed = children[children.count - 2]
    let onScreen = isAppearingOrAppeared && isViewLoaded
    if onScreen {
      popped.beginAppearanceTransition(false, animated: animated)
      revealed.beginAppearanceTransition(true, animated: animated)
    }
    popped.willMove(toParent: nil)
    if isViewLoaded {
      showChildView(revealed)
      popped.storedView?.removeFromSuperview()
    }
    popped.removeFromParent()
    record(.popped(controller: popped.identifier, on: identifier))
    if onScreen {
      application?.keyWindow?.layoutIfNeeded()
      popped.endAppearanceTransition()
      revealed.endAppearanceTransition()
    }
    popped.detachFromApplication()
    return popped
  }

  /// Pops every controller above the root of the stack, top first.
  ///
  /// UIKit: `popToRootViewController(animated:)`.
  @discardableResult
  public final func popToRootViewController(animated: Bool) -> [ViewController] {
    var popped: [ViewController] = []
    while let controller = popViewController(animated: animated) { popped.append(controller) }
    return popped
  }

  /// The delegate's mask (iOS 7 and later) or the top child's (when forwarding), else UIKit's default.
  open override var supportedInterfaceOrientations: InterfaceOrientationMask {
    if systemBehavior.containersAskDelegateForSupportedOrientations,
      let mask = delegate?.navigationControllerSupportedInterfaceOrientations(self)
    {
      return mask
    }
    if let target = forwardTarget(forwarding, visibleChild: topViewController) {
      return target.supportedInterfaceOrientations
    }
    return super.supportedInterfaceOrientations
  }

  /// The delegate's preferred orientation for presentation (iOS 7 and later), else UIKit's default.
  open override var preferredInterfaceOrientationForPresentation: InterfaceOrientation {
    if systemBehavior.containersAskDelegateForSupportedOrientations,
      let preferred = delegate?.navigationControllerPreferredInterfaceOrientationForPresentation(self)
    {
      return preferred
    }
    return super.preferredInterfaceOrientationForPresentation
  }

  /// iOS 5 and earlier: the top child's answer (seed 000); portrait only with an empty stack.
  open override func shouldAutorotate(to interfaceOrientation: InterfaceOrientation) -> Bool {
    guard let top = topViewController else { return super.shouldAutorotate(to: interfaceOrientation) }
    let answer = top.shouldAutorotate(to: interfaceOrientation)
    return answer
  }

  override func containerAnswers(era: SystemBehavior) -> ContainerAnswers? {
    let needsTop = era.usesLegacyAutorotation || forwarding.asks(.visibleChild)
    let top = needsTop ? topViewController.map { [$0.orientationAnswers()] } ?? [] : []
    return ContainerAnswers(
      kind: .navigation, children: top, forwarding: forwarding, presented: presentedAnswers(if: forwarding),
      delegateSupportedInterfaceOrientations: delegate?.navigationControllerSupportedInterfaceOrientations(self),
      delegatePreferredInterfaceOrientationForPresentation:
        delegate?.navigationControllerPreferredInterfaceOrientationForPresentation(self))
  }
}
