import SwivelCore

extension AutoresizingMask {
  /// The frame a view with this mask takes when its superview's size changes.
  ///
  /// Each axis is resized on its own. An axis is three parts: the near margin (the frame's
  /// origin), the length, and the far margin (the old superview length less both). The change of
  /// the superview's length is shared among the flexible parts of the axis in proportion to their
  /// current sizes (Apple, `UIView.autoresizingMask`: "When more than one option along the same
  /// axis is set, the default behavior is to distribute the size difference proportionally among
  /// the flexible portions"); one flexible part takes all of it; with nothing flexible the view
  /// keeps its near margin and its length. When the flexible parts add up to zero there are no
  /// proportions to keep, and Swivel shares the change equally among them.
  ///
  /// The arithmetic is exact: no rounding to pixels, and no clamping, so a length shrunk past
  /// zero comes out negative, as the arithmetic gives it.
  ///
  /// UIKit: `-[UIView resizeWithOldSuperviewSize:]` (private; public on `NSView`).
  ///
  /// - Parameters:
  ///   - frame: the view's frame in its superview's coordinates before the change.
  ///   - oldSize: the superview's bounds size before the change.
  ///   - newSize: the superview's bounds size after the change.
  /// - Returns: the view's new frame.
  @inlinable
  public func resizedFrame(_ frame: Rect, from oldSize: Size, to newSize: Size) -> Rect {
    let raw = rawValue
    let horizontal = Self.resizedSpan(
      origin: frame.origin.x, length: frame.size.width,
      oldContainerLength: oldSize.width, newContainerLength: newSize.width,
      flexibleParts: raw & 0b111)
    let vertical = Self.resizedSpan(
      origin: frame.origin.y, length: frame.size.height,
      oldContainerLength: oldSize.height, newContainerLength: newSize.height,
      flexibleParts: (raw >> 3) & 0b111)
    return Rect(x: horizontal.origin, y: vertical.origin, width: horizontal.length, height: vertical.length)
  }

  /// One axis of ``resizedFrame(_:from:to:)``.
  ///
  /// - Parameters:
  ///   - origin: the near margin (the frame's x or y).
  ///   - length: the frame's width or height.
  ///   - oldContainerLength: the superview's width or height before the change.
  ///   - newContainerLength: the superview's width or height after the change.
  ///   - flexibleParts: three bits, UIKit's order: 1 the near margin, 2 the length, 4 the far margin.
  /// - Returns: the new near margin and length.
  @inlinable
  public static func resizedSpan(
    origin: Double, length: Double, oldContainerLength: Double, newContainerLength: Double, flexibleParts: UInt
  ) -> (origin: Double, length: Double) {
    let change = newContainerLength - oldContainerLength
    if flexibleParts == 0 || change == 0 { return (origin, length) }
    let nearIsFlexible = flexibleParts & 1 != 0
    let lengthIsFlexible = flexibleParts & 2 != 0
    let farIsFlexible = flexibleParts & 4 != 0
    let near = nearIsFlexible ? origin : 0
    let span = lengthIsFlexible ? length : 0
    let far = farIsFlexible ? oldContainerLength - origin - length : 0
    let total = near + span + far
    if total != 0 {
      // Multiply before dividing: a part that takes the whole change gets it exactly.
      return (origin + near * change / total, length + span * change / total)
    }
    // No proportions to keep: equal shares.
    let count = (nearIsFlexible ? 1 : 0) + (lengthIsFlexible ? 1 : 0) + (farIsFlexible ? 1 : 0)
    let share = change / Double(count)
    return (origin + (nearIsFlexible ? share : 0), length + (lengthIsFlexible ? share : 0))
  }
}
