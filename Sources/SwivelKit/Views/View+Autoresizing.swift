import SwivelCore

extension View {
  /// Sets the center and the bounds size for a new frame, as ``frame``'s setter documents, with
  /// no side effect.
  final func assignFrame(_ frame: Rect) {
    let width = frame.size.width, height = frame.size.height
    if hasIdentityTransform {
      storedCenter = Point(x: frame.origin.x + width / 2, y: frame.origin.y + height / 2)
      storedBounds.size = Size(width: width, height: height)
      return
    }
    let t = storedTransform
    storedCenter = Point(x: frame.origin.x + width / 2 - t.tx, y: frame.origin.y + height / 2 - t.ty)
    // Solve |a|·w + |c|·h = width, |b|·w + |d|·h = height for the bounds size (w, h).
    let a = abs(t.a), b = abs(t.b), c = abs(t.c), d = abs(t.d)
    let determinant = a * d - b * c
    if abs(determinant) > 1e-12 {
      storedBounds.size = Size(
        width: (d * width - c * height) / determinant, height: (a * height - b * width) / determinant)
    }
  }

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
  /// The hot path of a window resize: no allocation, no weak reference read, no escaping
  /// closure, no retain. The caller marks this view itself.
  ///
  /// UIKit: `-[UIView resizeSubviewsWithOldSize:]` (private; public on `NSView`).
  final func resizeSubviews(withOldSize oldSize: Size) {
    let newSize = storedBounds.size
    var resizedAny = false
    // Autoresizing runs no code but View's own (no overridable method, no delegate, no hook),
    // so the tree cannot change under the loop: the subviews are visited without retaining
    // the array or each view.
    subviewStorage.withUnsafeBufferPointer { subviews in
      for index in subviews.indices {
        let resized = Unmanaged.passUnretained(subviews[index])._withUnsafeGuaranteedRef { subview in
          subview.autoresizingMask.rawValue != 0
            && subview.resize(withOldSuperviewSize: oldSize, newSuperviewSize: newSize)
        }
        if resized { resizedAny = true }
      }
    }
    if resizedAny { subtreeNeedsLayout = true }
  }

  /// Applies the autoresizing mask for a change of the superview's size; returns whether this
  /// view's size changed (it then needs layout, and its superview must note it).
  final func resize(withOldSuperviewSize oldSuperviewSize: Size, newSuperviewSize: Size) -> Bool {
    let oldSize = storedBounds.size
    assignFrame(autoresizingMask.resizedFrame(frame, from: oldSuperviewSize, to: newSuperviewSize))
    if storedBounds.size == oldSize { return false }
    if autoresizesSubviews && !subviewStorage.isEmpty { resizeSubviews(withOldSize: oldSize) }
    needsLayoutFlag = true
    return true
  }
}
