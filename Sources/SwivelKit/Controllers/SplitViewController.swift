import SwivelCore

/// What a split view controller's delegate may answer for it.
///
/// UIKit: `UISplitViewControllerDelegate`.
public protocol SplitViewControllerDelegate: AnyObject {
  /// The orientations the split view controller supports, or `nil` when the delegate does not
  /// implement the method (iOS 7 and later). UIKit: `splitViewControllerSupportedInterfaceOrientations(_:)`.
  func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: SplitViewController)
    -> InterfaceOrientationMask?

  /// The orientation to present the splitview controller in, or `nil` when the delegate
  /// does not implement the method (iOS 7 and later).
  /// UIKit: `splitViewControllerPreferredInterfaceOrientationForPresentation(_:)`.
  func splitViewControllerPreferredInterfaceOrientationForPresentation(_ splitViewController: SplitViewController)
    -> InterfaceOrientation?
}

extension SplitViewControllerDelegate {
  /// Returns `nil`, as a delegate that does not implement the method.
  public func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: SplitViewController)
    -> InterfaceOrientationMask?
  { nil }

  /// Returns `nil`, as a delegate that does not implement the method.
  public func splitViewControllerPreferredInterfaceOrientationForPresentation(
    _ splitViewController: SplitViewController
  ) -> InterfaceOrientation? {
    nil
  }
}

/// Columns of controllers side by side — a primary (a list), from iOS 14 an optional
/// supplementary, and a secondary (the detail) — collapsed to one of them in a horizontally
/// compact environment.
///
/// **Orientation.** From iOS 6 the split view controller decides for itself, as UIKit's other
/// containers: its own default, or its delegate's
/// ``SplitViewControllerDelegate/splitViewControllerSupportedInterfaceOrientations(_:)`` (iOS 7
/// and later); its columns are not asked (Apple, View Controller Catalog for iOS, "Split View
/// Controllers": "rotations and other system-related behaviors are managed by the split view
/// controller itself"). In iOS 5 and earlier it rotates only to orientations every column
/// accepts, as the tab bar controller (developers' reports, e.g. Stack Overflow 4078429: the split
/// view "needs all its controllers have all rotations to be available"). ``forwarding`` set to
/// ``ContainerAnswers/Forwarding/visibleChild`` lets the column on top decide.
///
/// **Collapse.** From iOS 8, in a horizontally compact environment (an iPhone in portrait, and in
/// landscape except the Plus and Max sizes) the split view controller is collapsed: only one
/// column shows, ``topColumnForCollapsing`` (the secondary by default), filling the view
/// (Apple, `isCollapsed`: "Collapsing happens when the split view controller transitions from a
/// horizontally regular to a horizontally compact environment. After it has been collapsed, the
/// split view controller reports having only one child view controller in its viewControllers
/// property"). It collapses and expands when its traits are about to change, recording
/// `splitViewControllerDidCollapse` or `splitViewControllerDidExpand`; the column that leaves or
/// returns to the screen hears its appearance callbacks. Expanded, the primary column is 320
/// points wide on the left (View Controller Catalog: "The first pane has a fixed width of 320
/// points"), the supplementary the next 320, and the secondary fills the rest.
///
/// The display modes (a primary hidden or overlaid in portrait on iPad) are not modelled.
///
/// UIKit: `UISplitViewController`.
open class SplitViewController: ViewController {
  /// A column of the split view. UIKit: `UISplitViewController.Column`.
  public enum Column: String, Hashable, Sendable, CaseIterable {
    /// The leading column (the list). UIKit: `.primary`.
    case primary
    /// The middle column of a triple-column split view (iOS 14 and later). UIKit: `.supplementary`.
    case supplementary
    /// The trailing column (the detail). UIKit: `.secondary`.
    case secondary
  }

  /// The width of the primary and supplementary columns when expanded.
  public static let columnWidth = 320.0

  /// The delegate, asked for the controller's orientations. Weak; `nil` by default.
  public weak var delegate: (any SplitViewControllerDelegate)?

  /// The column shown when collapsed. The default is the secondary. UIKit: what the delegate's
  /// `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)` returns.
  public final var topColumnForCollapsing: Column = .secondary

  /// Whether only one column shows (a horizontally compact environment, iOS 8 and later).
  /// UIKit: `isCollapsed`.
  public private(set) final var isCollapsed = false

  private final var columns: [Column: ViewController] = [:]

  /// A split view controller with no columns yet.
  public override init(identifier: String? = nil) {
    super.init(identifier: identifier)
  }

  /// The controller in `column`, if any. UIKit: `viewController(for:)`.
  public final func viewController(for column: Column) -> ViewController? { columns[column] }

  /// Sets the columns, replacing any. Not for a split view controller on screen.
  ///
  /// UIKit: `setViewController(_:for:)`, or `viewControllers` for the classic two columns.
  public final func setViewControllers(
    primary: ViewController?, supplementary: ViewController? = nil, secondary: ViewController?
  ) {
    precondition(!isAppearingOrAppeared, "replace the columns before the split view controller is on screen")
    for child in children {
      child.willMove(toParent: nil)
      child.storedView?.removeFromSuperview()
      child.removeFromParent()
    }
    columns = [:]
    for (column, controller) in [(Column.primary, primary), (.supplementary, supplementary), (.secondary, secondary)] {
      guard let controller else { continue }
      columns[column] = controller
      addChild(controller)
      controller.didMove(toParent: self)
    }
    if isViewLoaded { arrangeColumns() }
  }

  /// The columns that show, leading first: every column, or the one on top when collapsed.
  /// UIKit: `viewControllers`.
  public final var viewControllers: [ViewController] {
    if isCollapsed { return shownWhenCollapsed.map { [$0] } ?? [] }
    return Column.allCases.compactMap { columns[$0] }
  }

  /// The controller shown when collapsed: ``topColumnForCollapsing``'s, else the secondary, else the primary.
  public final var shownWhenCollapsed: ViewController? {
    columns[topColumnForCollapsing] ?? columns[.secondary] ?? columns[.primary]
  }

  /// The column on top: the one shown when collapsed, the secondary (else the last) when expanded.
  final var visibleColumnController: ViewController? {
    isCollapsed ? shownWhenCollapsed : columns[.secondary] ?? viewControllers.last
  }

  /// Loads the container's view, collapsed or not as its traits say, with its columns' views.
  open override func loadView() {
    super.loadView()
    isCollapsed = shouldCollapse(in: traitCollection)
    arrangeColumns()
  }

  /// Whether the era collapses a split view in `traits`: iOS 8 and later, horizontally compact.
  private final func shouldCollapse(in traits: TraitCollection) -> Bool {
    systemBehavior.splitViewControllerCollapses && traits.horizontalSizeClass == .compact
  }

  override func willTransitionTraits(to traits: TraitCollection) {
    let collapse = shouldCollapse(in: traits)
    guard collapse != isCollapsed, isViewLoaded else { return }
    let before = Set(viewControllers.map(ObjectIdentifier.init))
    isCollapsed = collapse
    application?.containerViewChanges += 1
    let after = viewControllers
    let hidden = children.filter { child in
      before.contains(ObjectIdentifier(child)) && !after.contains { $0 === child }
    }
    let revealed = after.filter { !before.contains(ObjectIdentifier($0)) }
    let onScreen = isAppearingOrAppeared
    if onScreen {
      for controller in revealed { controller.loadViewIfNeeded() }
      for controller in hidden { controller.beginAppearanceTransition(false, animated: true) }
      for controller in revealed { controller.beginAppearanceTransition(true, animated: true) }
    }
    arrangeColumns()
    if collapse {
      record(.splitViewControllerDidCollapse(controller: identifier, shown: shownWhenCollapsed?.identifier ?? ""))
    } else {
      record(.splitViewControllerDidExpand(controller: identifier))
    }
    if onScreen {
      for controller in hidden { controller.endAppearanceTransition() }
      for controller in revealed { controller.endAppearanceTransition() }
    }
  }

  /// Puts the shown columns' views in the container's view and takes the others out.
  private final func arrangeColumns() {
    let container = view
    let shown = viewControllers
    for child in children where !shown.contains(where: { $0 === child }) {
      child.storedView?.removeFromSuperview()
    }
    if isCollapsed || shown.count == 1 {
      if let only = shown.first { showChildView(only) }
      return
    }
    let bounds = container.bounds
    var x = bounds.origin.x
    for (index, controller) in shown.enumerated() {
      let childView = controller.view
      let isLast = index == shown.count - 1
      let width = isLast ? max(0, bounds.origin.x + bounds.size.width - x) : Self.columnWidth
      childView.frame = Rect(x: x, y: bounds.origin.y, width: width, height: bounds.size.height)
      childView.autoresizingMask =
        isLast ? [.flexibleWidth, .flexibleHeight] : [.flexibleHeight, .flexibleRightMargin]
      // A column's view is never this controller's view or one of its ancestors.
      container.addKnownSubview(childView)
      x += width
    }
  }

  /// The delegate's mask (iOS 7 and later) or the column on top's (when forwarding), else UIKit's default.
  open override var supportedInterfaceOrientations: InterfaceOrientationMask {
    if systemBehavior.containersAskDelegateForSupportedOrientations,
      let mask = delegate?.splitViewControllerSupportedInterfaceOrientations(self)
    {
      return mask
    }
    if let target = forwardTarget(forwarding, visibleChild: visibleColumnController) {
      return target.supportedInterfaceOrientations
    }
    return super.supportedInterfaceOrientations
  }

  /// The delegate's preferred orientation for presentation (iOS 7 and later), else UIKit's default.
  open override var preferredInterfaceOrientationForPresentation: InterfaceOrientation {
    if systemBehavior.containersAskDelegateForSupportedOrientations,
      let preferred = delegate?.splitViewControllerPreferredInterfaceOrientationForPresentation(self)
    {
      return preferred
    }
    return super.preferredInterfaceOrientationForPresentation
  }

  /// iOS 5 and earlier: YES only when every column answers YES.
  open override func shouldAutorotate(to interfaceOrientation: InterfaceOrientation) -> Bool {
    guard !children.isEmpty else { return super.shouldAutorotate(to: interfaceOrientation) }
    return children.allSatisfy { $0.shouldAutorotate(to: interfaceOrientation) }
  }

  override func containerAnswers(era: SystemBehavior) -> ContainerAnswers? {
    let delegateMask = delegate?.splitViewControllerSupportedInterfaceOrientations(self)
    if era.usesLegacyAutorotation {
      let all = children
      let shown = visibleColumnController.flatMap { top in all.firstIndex { $0 === top } } ?? 0
      return ContainerAnswers(
        kind: .split, children: all.map { $0.orientationAnswers() }, selectedIndex: shown, forwarding: forwarding,
        presented: presentedAnswers(if: forwarding), delegateSupportedInterfaceOrientations: delegateMask)
    }
    let top = forwarding.asks(.visibleChild) ? visibleColumnController.map { [$0.orientationAnswers()] } ?? [] : []
    return ContainerAnswers(
      kind: .split, children: top, selectedIndex: 0, forwarding: forwarding,
      presented: presentedAnswers(if: forwarding), delegateSupportedInterfaceOrientations: delegateMask,
      delegatePreferredInterfaceOrientationForPresentation:
        delegate?.splitViewControllerPreferredInterfaceOrientationForPresentation(self))
  }
}
