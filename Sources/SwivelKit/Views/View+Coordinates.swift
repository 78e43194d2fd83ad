import SwivelCore

extension View {
  /// Converts a point from this view's coordinates to another view's.
  ///
  /// Each step up the tree goes from a view's bounds to its superview's coordinates through its
  /// bounds origin, its ``center`` and its ``transform`` (applied about the center); each step
  /// down undoes one. Views in different trees meet in the coordinates their roots' frames are
  /// given in (the screen, for windows). UIKit: `convert(_:to:)`.
  ///
  /// - Parameters:
  ///   - point: a point in this view's bounds coordinates.
  ///   - view: the view to convert to; `nil`: this view's window, or the root of its tree if it
  ///     is in no window ("If view is nil, this method instead converts to window base coordinates").
  /// - Returns: the point in `view`'s coordinates; not a number (NaN) if a view on the way down
  ///   has a transform that cannot be undone (a zero scale).
  public final func convert(_ point: Point, to view: View?) -> Point {
    let target = view ?? window ?? root
    let meeting = nearestCommonAncestor(with: target)
    var result = point
    var current: View? = self
    while let step = current, step !== meeting {
      result = step.pointInSuperview(result)
      current = step.superviewLink
    }
    return target.point(fromAncestor: meeting, result)
  }

  /// Converts a point from another view's coordinates to this view's. UIKit: `convert(_:from:)`.
  ///
  /// - Parameters:
  ///   - point: a point in `view`'s bounds coordinates.
  ///   - view: the view to convert from; `nil`: this view's window, or the root of its tree.
  public final func convert(_ point: Point, from view: View?) -> Point {
    (view ?? window ?? root).convert(point, to: self)
  }

  /// Converts a rectangle from this view's coordinates to another view's: the smallest rectangle
  /// holding its four converted corners. UIKit: `convert(_:to:)`.
  public final func convert(_ rect: Rect, to view: View?) -> Rect {
    let corners = [
      Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
      Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY),
    ].map { convert($0, to: view) }
    let xs = corners.map(\.x), ys = corners.map(\.y)
    let left = xs.min()!, top = ys.min()!
    return Rect(x: left, y: top, width: xs.max()! - left, height: ys.max()! - top)
  }

  /// Converts a rectangle from another view's coordinates to this view's. UIKit: `convert(_:from:)`.
  public final func convert(_ rect: Rect, from view: View?) -> Rect {
    (view ?? window ?? root).convert(rect, to: self)
  }

  /// The top of this view's tree.
  final var root: View {
    var top = self
    while let parent = top.superviewLink { top = parent }
    return top
  }

  /// The nearest view that is both an ancestor of (or is) this view and of `other`; `nil` when
  /// they are in different trees.
  final func nearestCommonAncestor(with other: View) -> View? {
    var candidate: View? = other
    while let view = candidate {
      if isDescendant(of: view) { return view }
      candidate = view.superviewLink
    }
    return nil
  }

  /// A point in this view's bounds coordinates, in its superview's (or, for a root, in the
  /// coordinates its frame is given in).
  final func pointInSuperview(_ point: Point) -> Point {
    let size = storedBounds.size
    let dx = point.x - storedBounds.origin.x - size.width / 2
    let dy = point.y - storedBounds.origin.y - size.height / 2
    if hasIdentityTransform { return Point(x: center.x + dx, y: center.y + dy) }
    let t = state.transform
    return Point(x: center.x + t.a * dx + t.c * dy + t.tx, y: center.y + t.b * dx + t.d * dy + t.ty)
  }

  /// A point in this view's superview's coordinates, in this view's bounds coordinates (NaN if
  /// the transform cannot be undone).
  final func pointFromSuperview(_ point: Point) -> Point {
    var offset = Point(x: point.x - center.x, y: point.y - center.y)
    if !hasIdentityTransform {
      guard let inverse = state.transform.inverted else { return Point(x: .nan, y: .nan) }
      offset = offset.applying(inverse)
    }
    let size = storedBounds.size
    return Point(
      x: offset.x + storedBounds.origin.x + size.width / 2, y: offset.y + storedBounds.origin.y + size.height / 2)
  }

  /// A point given in `ancestor`'s coordinates, in this view's; `ancestor` `nil` stands for the
  /// space above this view's root.
  final func point(fromAncestor ancestor: View?, _ point: Point) -> Point {
    guard self !== ancestor else { return point }
    let above = superviewLink.map { $0.point(fromAncestor: ancestor, point) } ?? point
    return pointFromSuperview(above)
  }
}
