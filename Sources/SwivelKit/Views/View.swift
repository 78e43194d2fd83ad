import SwivelCore

/// A rectangle in the tree of views: its geometry, its place in the hierarchy, and its layout.
///
/// The geometry is stored as UIKit stores it: the ``bounds`` (the view's own coordinate system
/// and size), the ``center`` (in the superview's coordinates) and the ``transform`` (applied
/// about the center). The ``frame`` is derived from the three.
///
/// When the bounds' size changes, the view resizes its subviews at once by their
/// ``autoresizingMask`` (if ``autoresizesSubviews``), and marks itself as needing layout; its
/// ``layoutSubviews()`` runs later, at the next layout pass that reaches it (``layoutIfNeeded()``).
///
/// Subclass it and override ``layoutSubviews()`` to lay out subviews by hand; the tree's other
/// operations are `final`.
///
/// UIKit: `UIView`.
open class View {
  // MARK: - Storage

  // The state the layout hot path touches, in one value: a window turn reads and writes each
  // view's state once rather than field by field, so that Swift's exclusivity checks, which
  // guard every access to a class's stored property, are paid a few times per view instead of
  // a dozen (Benchmarks/README.md, "Layout": safe code within the target).

  /// The geometry and layout flags.
  final var state: ViewState
  /// The subviews, back to front.
  final var subviewStorage: [View] = []
  /// The superview, or `nil`. Unowned (and checked): the superview owns this view and clears
  /// the link when it removes it or goes away (its `deinit`).
  final unowned var superviewLink: View?
  /// Whether a ``layoutDelegate`` was set (it may have gone away since).
  final var hasLayoutDelegate = false

  /// The bounds, without the setter's side effects.
  final var storedBounds: Rect {
    get { state.bounds }
    set { state.bounds = newValue }
  }
  /// The center, in the superview's coordinates.
  final var storedCenter: Point {
    get { state.center }
    set { state.center = newValue }
  }
  /// Whether ``transform`` is the identity, so the frame's fast path needs no comparison.
  final var hasIdentityTransform: Bool { state.hasIdentityTransform }
  /// Whether ``layoutSubviews()`` must run at the next layout pass.
  final var needsLayoutFlag: Bool {
    get { state.needsLayout }
    set { state.needsLayout = newValue }
  }
  /// Whether some descendant needs layout. Invariant: if a view's `needsLayoutFlag` or
  /// `subtreeNeedsLayout` is set, so is its superview's `subtreeNeedsLayout` (stale `true`s are
  /// allowed; the layout pass clears them).
  final var subtreeNeedsLayout: Bool {
    get { state.subtreeNeedsLayout }
    set { state.subtreeNeedsLayout = newValue }
  }
  /// How the view resizes when its superview's bounds change size. The default is ``AutoresizingMask/none``.
  /// UIKit: `autoresizingMask`.
  public final var autoresizingMask: AutoresizingMask {
    get { state.autoresizingMask }
    set { state.autoresizingMask = newValue }
  }

  /// Whether a change of the bounds' size resizes the subviews by their masks. The default is
  /// `true`. UIKit: `autoresizesSubviews`.
  public final var autoresizesSubviews: Bool {
    get { state.autoresizesSubviews }
    set { state.autoresizesSubviews = newValue }
  }

  // MARK: - Identity

  /// A name for traces and scenario expectations (the scenario's view `id`); `nil` by default.
  ///
  /// UIKit has no such property; `accessibilityIdentifier` plays the part in UI tests.
  public final var identifier: String?

  /// An integer to find the view by. The default is 0. UIKit: `tag`.
  public final var tag: Int = 0

  // MARK: - Geometry

  /// The view's own coordinate system: its origin (what the top-left corner shows) and its size.
  ///
  /// Changing the size keeps the ``center``, so the frame grows or shrinks about it; subviews are
  /// resized by their masks at once and the view is marked as needing layout, and so is its
  /// superview (Stack Overflow, "When is layoutSubviews called?", question 728372: "Resizing a
  /// view will call layoutSubviews on its superview"). Changing only the origin moves the
  /// subviews' content and lays nothing out. The default is the frame given at init, at origin zero.
  ///
  /// UIKit: `bounds`.
  public final var bounds: Rect {
    get { storedBounds }
    set {
      let oldSize = storedBounds.size
      storedBounds = newValue
      if newValue.size != oldSize { boundsSizeDidChange(from: oldSize) }
    }
  }

  /// The center of the view in its superview's coordinates: where the center of ``bounds`` sits.
  ///
  /// Setting it moves the view without resizing it, and lays nothing out. UIKit: `center`.
  public final var center: Point {
    get { storedCenter }
    set { storedCenter = newValue }
  }

  /// The transform applied to the view about its ``center``, in the superview's coordinates.
  ///
  /// Changing it changes the ``frame`` but neither the ``bounds`` nor the ``center``, so no
  /// autoresizing and no layout follow (Apple, `UIView.transform`: "Specifies the transform
  /// applied to the view, relative to the center of its bounds"). The default is the identity.
  ///
  /// UIKit: `transform`.
  public final var transform: AffineTransform {
    get { state.transform }
    set {
      state.transform = newValue
      state.hasIdentityTransform = newValue.isIdentity
    }
  }

  /// The view's rectangle in its superview's coordinates.
  ///
  /// With the identity transform, the bounds' size placed about the ``center``. With another
  /// transform, Apple documents the frame as undefined ("If the transform property is not the
  /// identity transform, the value of this property is undefined and therefore should be
  /// ignored"); Swivel then gives the smallest rectangle holding the transformed bounds, as
  /// `CGRectApplyAffineTransform` would, centred on ``center`` moved by the transform's
  /// translation.
  ///
  /// Setting it moves the ``center`` to the rectangle's middle (less the transform's
  /// translation) and sets the ``bounds`` size (keeping the bounds origin): with the identity
  /// transform to the rectangle's size; with another, to the size whose transformed bounding box
  /// is the rectangle's size, so that reading the frame back gives what was set. That is exact
  /// for quarter turns (the size is swapped) and scales; for a transform where no single size
  /// fits (a turn of 45°, a singular transform) the bounds size is kept and only the center moves.
  ///
  /// UIKit: `frame`.
  public final var frame: Rect {
    get { state.frame }
    set {
      let oldSize = state.bounds.size
      state.assignFrame(newValue)
      if state.bounds.size != oldSize { boundsSizeDidChange(from: oldSize) }
    }
  }

  // MARK: - Hierarchy

  /// The view this one is a subview of; `nil` for the root of a tree. A weak link: a superview
  /// owns its subviews, not the other way round, and a superview that goes away leaves its
  /// subviews without one. UIKit: `superview`.
  public final var superview: View? { superviewLink }

  /// The subviews, back to front: the last one is drawn on top. UIKit: `subviews`.
  public final var subviews: [View] { subviewStorage }

  /// Whether the view is hidden. The default is `false`.
  ///
  /// A hidden view stays in the tree and is resized and laid out like any other (Apple,
  /// `UIView.isHidden`: "It remains in its superview's list of subviews, however, and
  /// participates in autoresizing as usual"). UIKit: `isHidden`.
  public final var isHidden = false

  /// The insets of the view's safe area: the part of the screen's edges covered by the status bar,
  /// the sensor housing or the Home indicator that lies over the view (iOS 11 and later). Swivel
  /// computes it for view controllers' root views, during layout, just before
  /// `viewWillLayoutSubviews`; on other views it is zero. UIKit: `safeAreaInsets`.
  public internal(set) final var safeAreaInsets: EdgeInsets = .zero

  // MARK: - Layout

  /// Who hears of this view's layout: called just before and just after its ``layoutSubviews()``.
  ///
  /// The seam a view controller uses for `viewWillLayoutSubviews` / `viewDidLayoutSubviews`
  /// around its root view's layout (seed 000, "Responding to Orientation Changes in a Visible
  /// View Controller", step 2). Weak; `nil` by default.
  ///
  /// UIKit: the view's private `_viewDelegate`, its view controller.
  public final var layoutDelegate: (any ViewLayoutDelegate)? {
    get { hasLayoutDelegate ? layoutDelegateLink : nil }
    set {
      layoutDelegateLink = newValue
      hasLayoutDelegate = newValue != nil
    }
  }

  /// The layout delegate's weak link, read only when ``hasLayoutDelegate`` (most views have none,
  /// and a weak read costs more than the rest of a view's layout).
  final weak var layoutDelegateLink: (any ViewLayoutDelegate)?

  /// A view with the given frame, no transform, no superview and no subviews.
  ///
  /// UIKit: `init(frame:)`. Creating a view lays nothing out.
  ///
  /// - Parameter frame: the frame in the future superview's coordinates; the default is `.zero`.
  public init(frame: Rect = .zero) {
    state = ViewState(
      bounds: Rect(origin: .zero, size: frame.size),
      center: Point(x: frame.origin.x + frame.size.width / 2, y: frame.origin.y + frame.size.height / 2))
  }

  deinit {
    // The subviews may outlive this view; their link to it must not.
    for subview in subviewStorage { subview.superviewLink = nil }
  }

  /// Lays out the subviews. Override it to place subviews by hand; call `super` first when the
  /// superclass lays out too.
  ///
  /// Called by the layout pass (``layoutIfNeeded()``) when the view needs layout, never directly.
  /// The default does nothing (Apple, `UIView.layoutSubviews()`: the default implementation uses
  /// constraints, and Swivel has none). UIKit: `layoutSubviews`.
  open func layoutSubviews() {}

  // MARK: - Hierarchy hooks

  /// Called before the view moves to a new superview (`nil`: it is being removed). UIKit: `willMove(toSuperview:)`.
  open func willMove(toSuperview newSuperview: View?) {}

  /// Called after the view moved to a new superview or was removed. UIKit: `didMoveToSuperview()`.
  open func didMoveToSuperview() {}

  /// Called before the view (or an ancestor) moves into another window, or out of its window
  /// (`nil`). UIKit: `willMove(toWindow:)`.
  open func willMove(toWindow newWindow: Window?) {}

  /// Called after the view (or an ancestor) moved into another window or out of one. UIKit: `didMoveToWindow()`.
  open func didMoveToWindow() {}

  /// Called after a subview was added. UIKit: `didAddSubview(_:)`.
  open func didAddSubview(_ subview: View) {}

  /// Called before a subview is removed. UIKit: `willRemoveSubview(_:)`.
  open func willRemoveSubview(_ subview: View) {}
}

extension View: CustomStringConvertible {
  /// The class, the identifier if any, and the frame: `View banner [0, 0, 320, 44]`.
  public var description: String {
    let name = String(describing: type(of: self))
    return identifier.map { "\(name) \($0) \(frame)" } ?? "\(name) \(frame)"
  }
}
