import SwivelCore

/// The orientation-related state of a container (navigation, tab bar, split view or custom
/// container): its children, which one shows, whether it is a subclass that answers for that
/// child, and its delegate's mask.
///
/// UIKit: `UINavigationController` (`viewControllers`, `topViewController`, delegate's
/// `navigationControllerSupportedInterfaceOrientations:`) and `UITabBarController`
/// (`viewControllers`, `selectedIndex`, delegate's `tabBarControllerSupportedInterfaceOrientations:`).
public struct ContainerAnswers: Hashable, Sendable {
  /// Which UIKit container.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// UIKit: `UINavigationController`.
    case navigation
    /// UIKit: `UITabBarController`.
    case tabBar
    /// UIKit: `UISplitViewController`; ``ContainerAnswers/selectedIndex`` is the column shown on
    /// top (the only one when collapsed).
    case split
    /// A controller of the app's own that holds children (`addChild(_:)`: side menus, drawers,
    /// page containers); its visible child is the last of ``ContainerAnswers/children`` (a
    /// builder lists the child it forwards to last, or alone).
    case custom
  }

  /// Whom the container asks for its answers, in order: the first target that exists answers;
  /// when none exists (or it asks nobody) the container answers with its own.
  ///
  /// UIKit's own container asks nobody: from iOS 6 it does not ask its children (seed 003: "This
  /// is especially tricky if your top-most view is a UINavigationController since it will
  /// ALWAYS be the top-most view"). Subclasses forward: to the top (navigation) or selected (tab
  /// bar) child, as seed 001's root controller does ("set up to call
  /// shouldAutorotateToInterfaceOrientation: and supportedInterfaceOrientations on the top view
  /// controller on the stack and return the result") and seed 003's subclass; or first to the
  /// controller they present, then to the top child, the pattern of navigation subclasses that
  /// let a presented player decide (`presentedViewController?.supportedInterfaceOrientations ??
  /// topViewController?...`, with UIKit's `isBeingDismissed` check).
  public struct Forwarding: Hashable, Sendable {
    /// One controller a container may ask.
    public enum Target: String, Hashable, Sendable, CaseIterable {
      /// The controller it presents, while presented (not once its dismissal has begun).
      case presented
      /// The top (navigation) or selected (tab bar) child.
      case visibleChild
    }

    /// The targets, asked in order.
    public var targets: [Target]

    /// Forwarding to these targets, in order.
    public init(_ targets: [Target]) {
      self.targets = targets
    }

    /// UIKit's own container: it asks nobody.
    public static let none = Forwarding([])
    /// The top or selected child answers.
    public static let visibleChild = Forwarding([.visibleChild])

    /// Whether `target` is asked.
    public func asks(_ target: Target) -> Bool { targets.contains(target) }
  }

  /// Which container: navigation or tab bar.
  public var kind: Kind
  /// Navigation: the stack, bottom first. Tab bar: the tabs, in order.
  public var children: [OrientationAnswers]
  /// Tab bar: the selected tab's index; split view: the index of the column shown on top. Ignored
  /// for navigation and custom containers, whose visible child is the last.
  public var selectedIndex: Int
  /// Whom the container asks for its answers.
  public var forwarding: Forwarding
  /// The answers of the controller it presents, while presented; only looked at when it
  /// forwards to ``Forwarding/Target/presented``.
  public var presented: OrientationAnswers?
  /// What the delegate's `navigationControllerSupportedInterfaceOrientations:` or
  /// `tabBarControllerSupportedInterfaceOrientations:` returns (iOS 7 and later); `nil` when the
  /// delegate does not implement it.
  public var delegateSupportedInterfaceOrientations: InterfaceOrientationMask?
  /// What the delegate's `…PreferredInterfaceOrientationForPresentation(_:)` returns (iOS 7 and
  /// later); `nil` when the delegate does not implement it.
  public var delegatePreferredInterfaceOrientationForPresentation: InterfaceOrientation?

  /// A container's state; by default the first tab is selected, the container is UIKit's own (it
  /// does not forward), and its delegate gives no mask.
  public init(
    kind: Kind,
    children: [OrientationAnswers],
    selectedIndex: Int = 0,
    forwarding: Forwarding = .none,
    presented: OrientationAnswers? = nil,
    delegateSupportedInterfaceOrientations: InterfaceOrientationMask? = nil,
    delegatePreferredInterfaceOrientationForPresentation: InterfaceOrientation? = nil
  ) {
    self.kind = kind
    self.children = children
    self.selectedIndex = selectedIndex
    self.forwarding = forwarding
    self.presented = presented
    self.delegateSupportedInterfaceOrientations = delegateSupportedInterfaceOrientations
    self.delegatePreferredInterfaceOrientationForPresentation = delegatePreferredInterfaceOrientationForPresentation
  }

  /// The child that shows: the top of the navigation stack, the selected tab, the split view's
  /// shown column, a custom container's last child; `nil` for an empty container or a selection
  /// out of range.
  public var visibleChild: OrientationAnswers? {
    switch kind {
    case .navigation, .custom: children.last
    case .tabBar, .split: children.indices.contains(selectedIndex) ? children[selectedIndex] : nil
    }
  }

  /// The controller that answers for the container: the first of its forwarding targets that
  /// exists; `nil` when it forwards to none that exists, and answers with its own.
  public var forwardedTo: OrientationAnswers? {
    for target in forwarding.targets {
      switch target {
      case .presented: if let presented { return presented }
      case .visibleChild: if let visibleChild { return visibleChild }
      }
    }
    return nil
  }
}
