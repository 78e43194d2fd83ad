import SwivelCore

/// A view's geometry and layout flags, kept together so that the layout's hot path copies them
/// out of the view, works on the copy and writes it back once.
struct ViewState {
  /// The bounds.
  var bounds: Rect
  /// The center, in the superview's coordinates.
  var center: Point
  /// The transform; ``hasIdentityTransform`` says whether it is worth reading.
  var transform: AffineTransform = .identity
  /// Whether ``transform`` is the identity, so the frame's fast path needs no comparison.
  var hasIdentityTransform = true
  /// Whether `layoutSubviews()` must run at the next layout pass.
  var needsLayout = false
  /// Whether some descendant needs layout.
  var subtreeNeedsLayout = false
  /// How the view resizes when its superview's bounds change size.
  var autoresizingMask: AutoresizingMask = .none
  /// Whether a change of the bounds' size resizes the subviews by their masks.
  var autoresizesSubviews = true

  init(bounds: Rect, center: Point) {
    self.bounds = bounds
    self.center = center
  }

  /// The frame, as ``View/frame`` documents it.
  var frame: Rect {
    let size = bounds.size
    if hasIdentityTransform {
      return Rect(
        x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }
    let t = transform
    let width = abs(t.a) * size.width + abs(t.c) * size.height
    let height = abs(t.b) * size.width + abs(t.d) * size.height
    return Rect(x: center.x + t.tx - width / 2, y: center.y + t.ty - height / 2, width: width, height: height)
  }

  /// Sets the center and the bounds size for a new frame, as ``View/frame``'s setter documents,
  /// keeping the bounds origin.
  mutating func assignFrame(_ frame: Rect) {
    let width = frame.size.width, height = frame.size.height
    if hasIdentityTransform {
      center = Point(x: frame.origin.x + width / 2, y: frame.origin.y + height / 2)
      bounds.size = Size(width: width, height: height)
      return
    }
    let t = transform
    center = Point(x: frame.origin.x + width / 2 - t.tx, y: frame.origin.y + height / 2 - t.ty)
    // Solve |a|·w + |c|·h = width, |b|·w + |d|·h = height for the bounds size (w, h).
    let a = abs(t.a), b = abs(t.b), c = abs(t.c), d = abs(t.d)
    let determinant = a * d - b * c
    if abs(determinant) > 1e-12 {
      bounds.size = Size(width: (d * width - c * height) / determinant, height: (a * height - b * width) / determinant)
    }
  }
}
