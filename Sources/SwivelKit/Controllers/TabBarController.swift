import SwivelCore

/// What a tab bar controller's delegate may answer for it.
///
/// UIKit: `UITabBarControllerDelegate`.
public protocol TabBarControllerDelegate: AnyObject {
  /// The orientations the tab bar controller supports, or `nil` when the delegate does not
  /// implement the method (iOS 7 and later). UIKit: `tabBarControllerSupportedInterfaceOrientations(_:)`.
  func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: TabBarController)
    -> InterfaceOrientationMask?

  /// The orientation to present the tabbar controller in, or `nil` when the delegate
  /// does not implement the method (iOS 7 and later).
  /// UIKit: `tabBarControllerPreferredInterfaceOrientationForPresentation(_:)`.
  func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: TabBarController)
    -> InterfaceOrientation?
}

extension TabBarControllerDelegate {
  /// Returns `nil`, as a delegate that does not implement the method.
  public func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: TabBarController)
    -> InterfaceOrientationMask?
  { nil }

  /// Returns `nil`, as a delegate that does not implement the method.
  public func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: TabBarController)
    -> InterfaceOrientation?
  {
    nil
  }
}

/// Tabs of controllers, the selected one shown.
///
/// **Orientation.** From iOS 6, UIKit's tab bar controller does not ask its children: its own
/// default, or its delegate's
/// ``TabBarControllerDelegate/tabBarControllerSupportedInterfaceOrientations(_:)`` (iOS 7 and
/// later). In iOS 5 and earlier it rotates only to orientations every tab accepts
/// (``RotationDecision/MaskSource/everyChild``). A subclass that answers for the selected tab,
/// or ``forwarding`` set to ``ContainerAnswers/Forwarding/visibleChild``, lets the selected tab
/// decide.
///
/// **Layout.** The tab bar is not modelled: the selected tab's view fills the controller's view.
/// Selecting is not animated and rotates nothing; a rotation or modal transition under way ends first.
///
/// UIKit: `UITabBarController`.
open class TabBarController: ViewController {
  /// The delegate, asked for the controller's orientations. Weak; `nil` by default.
  public weak var delegate: (any TabBarControllerDelegate)?

  /// The selected tab's index. UIKit: `selectedIndex`.
  public private(set) final var selectedIndex = 0

  /// A tab bar controller with the given tabs, the first selected.
  public init(viewControllers: [ViewController] = [], identifier: String? = nil) {
    super.init(identifier: identifier)
    setViewControllers(viewControllers)
  }

  /// The tabs, in order. UIKit: `viewControllers`.
  public final var viewControllers: [ViewController] { children }

  /// The selected tab's controller. UIKit: `selectedViewController`.
  public final var selectedViewController: ViewController? {
    children.indices.contains(selectedIndex) ? children[selectedIndex] : nil
  }

  /// Replaces the tabs; the first is selected. Not for a tab bar controller on screen.
  ///
  /// UIKit: `setViewControllers(_:animated:)`.
  public final func setViewControllers(_ controllers: [ViewController]) {
    precondition(!isAppearingOrAppeared, "replace the tabs before the tab bar controller is on screen")
    for child in children {
      child.willMove(toParent: nil)
      child.storedView?.removeFromSuperview()
      child.removeFromParent()
    }
    selectedIndex = 0
    for controller in controllers {
      addChild(controller)
      controller.didMove(toParent: self)
    }
    if isViewLoaded, let selected = selectedViewController { showChildView(selected) }
  }

  /// Loads the container's view and shows the selected controller's view in it.
  open override func loadView() {
    super.loadView()
    if let selected = selectedViewController { showChildView(selected) }
  }

  /// Selects the tab at `index`: its view replaces the previous tab's, with their appearances
  /// when the tab bar controller is on screen, and `selected` is recorded.
  ///
  /// UIKit: setting `selectedIndex`.
  ///
  /// - Precondition: `index` is a tab's.
  public final func select(index: Int) {
    precondition(children.indices.contains(index), "tab index \(index) out of range 0..<\(children.count)")
    guard index != selectedIndex else { return }
    application?.finishAnimationsNow()
    let old = selectedViewController
    let new = children[index]
    let onScreen = isAppearingOrAppeared && isViewLoaded
    if onScreen {
      new.loadViewIfNeeded()
      old?.beginAppearanceTransition(false, animated: false)
      new.beginAppearanceTransition(true, animated: false)
    }
    selectedIndex = index
    if isViewLoaded {
      showChildView(new)
      old?.storedView?.removeFromSuperview()
    }
    record(.selected(controller: new.identifier, on: identifier, index: index))
    if onScreen {
      application?.keyWindow?.layoutIfNeeded()
      old?.endAppearanceTransition()
      new.endAppearanceTransition()
    }
  }

  /// The delegate's mask (iOS 7 and later) or the selected tab's (when forwarding), else UIKit's default.
  open override var supportedInterfaceOrientations: InterfaceOrientationMask {
    if systemBehavior.containersAskDelegateForSupportedOrientations,
      let mask = delegate?.tabBarControllerSupportedInterfaceOrientations(self)
    {
      return mask
    }
    if let target = forwardTarget(forwarding, visibleChild: selectedViewController) {
      return target.supportedInterfaceOrientations
    }
    return super.supportedInterfaceOrientations
  }

  /// The delegate's preferred orientation for presentation (iOS 7 and later), else UIKit's default.
  open override var preferredInterfaceOrientationForPresentation: InterfaceOrientation {
    if systemBehavior.containersAskDelegateForSupportedOrientations,
      let preferred = delegate?.tabBarControllerPreferredInterfaceOrientationForPresentation(self)
    {
      return preferred
    }
    return super.preferredInterfaceOrientationForPresentation
  }

  /// iOS 5 and earlier: YES only when every tab answers YES.
  open override func shouldAutorotate(to interfaceOrientation: InterfaceOrientation) -> Bool {
    guard !children.isEmpty else { return super.shouldAutorotate(to: interfaceOrientation) }
    let answer = children.allSatisfy { $0.shouldAutorotate(to: interfaceOrientation) }
    return answer
  }

  override func containerAnswers(era: SystemBehavior) -> ContainerAnswers? {
    let delegateMask = delegate?.tabBarControllerSupportedInterfaceOrientations(self)
    if era.usesLegacyAutorotation {
      return ContainerAnswers(
        kind: .tabBar, children: children.map { $0.orientationAnswers() }, selectedIndex: selectedIndex,
        forwarding: forwarding, presented: presentedAnswers(if: forwarding),
        delegateSupportedInterfaceOrientations: delegateMask
      )
    }
    let selected =
      forwarding.asks(.visibleChild) ? selectedViewController.map { [$0.orientationAnswers()] } ?? [] : []
    return ContainerAnswers(
      kind: .tabBar, children: selected, selectedIndex: 0, forwarding: forwarding,
      presented: presentedAnswers(if: forwarding), delegateSupportedInterfaceOrientations: delegateMask,
      delegatePreferredInterfaceOrientationForPresentation:
        delegate?.tabBarControllerPreferredInterfaceOrientationForPresentation(self))
  }
}
