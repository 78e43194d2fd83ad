extension View {
  /// The most layout passes one ``layoutIfNeeded()`` runs while views keep asking for layout
  /// during layout (a `layoutSubviews()` that changes its superview's size, say). What is still
  /// pending after them waits for the next call.
  public static let maximumLayoutPasses = 16

  /// Whether the view's ``layoutSubviews()`` will run at the next layout pass.
  public final var needsLayout: Bool { needsLayoutFlag }

  /// Marks the view as needing layout: its ``layoutSubviews()`` runs at the next layout pass
  /// that reaches it (``layoutIfNeeded()`` on it, an ancestor, or a descendant whose chain of
  /// superviews up to it needs layout; in UIKit, at the latest at the end of the run loop turn).
  /// Marking twice lays out once. UIKit: `setNeedsLayout()`.
  public final func setNeedsLayout() {
    needsLayoutFlag = true
    var ancestor = superviewLink
    while let view = ancestor, !view.subtreeNeedsLayout {
      view.subtreeNeedsLayout = true
      ancestor = view.superviewLink
    }
  }

  /// Lays out, now, the views that need it in this view's subtree, parents before their
  /// subviews, and returns when none is left (or after ``maximumLayoutPasses`` passes).
  ///
  /// Apple, `UIView.layoutIfNeeded()`: "Using the view that receives the message as the root
  /// view, this method lays out the view subtree starting at the root. If no layout updates are
  /// pending, this method exits without modifying the layout or calling any layout-related
  /// callbacks." The view forwards to its layer, and `CALayer.layoutIfNeeded()` first climbs
  /// "until a ancestor layer is found that does not require layout": so when this view's
  /// superview (and its superview, …) needs layout too, the pass starts from the highest of
  /// them, parents first as always. A view's ``layoutDelegate`` hears of its layout just before
  /// and after its ``layoutSubviews()``.
  ///
  /// UIKit: `layoutIfNeeded()`.
  public final func layoutIfNeeded() {
    var root = self
    while let parent = root.superviewLink, parent.needsLayoutFlag { root = parent }
    var passes = 0
    while (root.needsLayoutFlag || root.subtreeNeedsLayout) && passes < View.maximumLayoutPasses {
      root.layoutSubtree()
      passes += 1
    }
  }

  /// One layout pass over the flagged part of the subtree: this view's layout if needed, then
  /// each flagged subview's, in order. A layout that marks views again is seen by the next pass;
  /// if it marks this view, the pass stops here so that parents keep going first.
  final func layoutSubtree() {
    if state.needsLayout {
      state.needsLayout = false
      if hasLayoutDelegate, let delegate = layoutDelegateLink {
        delegate.viewWillLayoutSubviews(self)
        layoutSubviews()
        delegate.viewDidLayoutSubviews(self)
      } else {
        layoutSubviews()
      }
    }
    guard state.subtreeNeedsLayout else { return }
    state.subtreeNeedsLayout = false
    // A copy of the array: the layouts may change the tree (a change copies the storage).
    for subview in subviewStorage {
      let flags = (subview.state.needsLayout, subview.state.subtreeNeedsLayout)
      if flags.0 || flags.1 { subview.layoutSubtree() }
      if state.needsLayout {
        // A subview's layout resized this view: lay it out first, in the next pass.
        state.subtreeNeedsLayout = true
        return
      }
    }
  }
}
