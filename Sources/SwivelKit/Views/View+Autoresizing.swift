import SwivelCore

extension View {
  /// What follows a change of the bounds' size made through ``bounds`` or ``frame``: the
  /// subviews are resized, the view and its superview need layout.
  final func boundsSizeDidChange(from oldSize: Size) {
    if autoresizesSubviews && !subviewStorage.isEmpty { resizeSubviews(withOldSize: oldSize) }
    setNeedsLayout()
    superviewLink?.setNeedsLayout()
  }

  /// Resizes each subview by its mask for a change of this view's bounds size from `oldSize`,
  /// down the tree, marking each view whose size changed as needing layout.
  ///
  /// The hot path of a window resize: no allocation, no escaping closure. The caller marks this
  /// view itself.
  ///
  /// UIKit: `-[UIView resizeSubviewsWithOldSize:]` (private; public on `NSView`).
  final func resizeSubviews(withOldSize oldSize: Size) {
    let newSize = state.bounds.size
    var resizedAny = false
    // Autoresizing runs no code but View's own (no overridable method, no delegate, no hook),
    // so the tree cannot change under the loop.
    for subview in subviewStorage where subview.resize(withOldSuperviewSize: oldSize, newSuperviewSize: newSize) {
      resizedAny = true
    }
    if resizedAny { state.subtreeNeedsLayout = true }
  }

  /// Applies the autoresizing mask for a change of the superview's size; returns whether this
  /// view's size changed (it then needs layout, and its superview must note it).
  final func resize(withOldSuperviewSize oldSuperviewSize: Size, newSuperviewSize: Size) -> Bool {
    var state = self.state
    guard state.autoresizingMask.rawValue != 0 else { return false }
    let oldSize = state.bounds.size
    state.assignFrame(state.autoresizingMask.resizedFrame(state.frame, from: oldSuperviewSize, to: newSuperviewSize))
    let resized = state.bounds.size != oldSize
    if resized { state.needsLayout = true }
    self.state = state
    guard resized else { return false }
    if state.autoresizesSubviews && !subviewStorage.isEmpty { resizeSubviews(withOldSize: oldSize) }
    return true
  }
}
