import SwivelCore

/// The orientation-related state of a navigation or tab bar controller: its children, which one
/// shows, whether it is a subclass that answers for that child, and its delegate's mask.
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
  }

  /// Whether the container answers with its visible child's answers.
  public enum Forwarding: String, Hashable, Sendable, CaseIterable {
    /// UIKit's own container: from iOS 6 it does not ask its children (seed 003: "This is
    /// especially tricky if your top-most view is a UINavigationController since it will ALWAYS
    /// be the top-most view").
    case none
    /// A subclass that returns its top (navigation) or selected (tab bar) child's answers, as
    /// seed 001's root controller does ("set up to call shouldAutorotateToInterfaceOrientation:
    /// and supportedInterfaceOrientations on the top view controller on the stack and return the
    /// result") and seed 003's navigation subclass.
    case visibleChild
  }

  /// Which container: navigation or tab bar.
  public var kind: Kind
  /// Navigation: the stack, bottom first. Tab bar: the tabs, in order.
  public var children: [OrientationAnswers]
  /// Tab bar: the selected tab's index. Ignored for navigation, whose top is the last child.
  public var selectedIndex: Int
  /// Whether the container answers with its visible child's answers.
  public var forwarding: Forwarding
  /// What the delegate's `navigationControllerSupportedInterfaceOrientations:` or
  /// `tabBarControllerSupportedInterfaceOrientations:` returns (iOS 7 and later); `nil` when the
  /// delegate does not implement it.
  public var delegateSupportedInterfaceOrientations: InterfaceOrientationMask?

  /// A container's state; by default the first tab is selected, the container is UIKit's own (it
  /// does not forward), and its delegate gives no mask.
  public init(
    kind: Kind,
    children: [OrientationAnswers],
    selectedIndex: Int = 0,
    forwarding: Forwarding = .none,
    delegateSupportedInterfaceOrientations: InterfaceOrientationMask? = nil
  ) {
    self.kind = kind
    self.children = children
    self.selectedIndex = selectedIndex
    self.forwarding = forwarding
    self.delegateSupportedInterfaceOrientations = delegateSupportedInterfaceOrientations
  }

  /// The child that shows: the top of the navigation stack, or the selected tab; `nil` for an
  /// empty container or a selection out of range.
  public var visibleChild: OrientationAnswers? {
    switch kind {
    case .navigation: children.last
    case .tabBar: children.indices.contains(selectedIndex) ? children[selectedIndex] : nil
    }
  }
}
