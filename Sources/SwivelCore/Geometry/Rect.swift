/// A rectangle: an origin and a size, in points, y pointing down.
///
/// UIKit: `CGRect`. As in Core Graphics, the `min`/`max` accessors work on the standardized
/// rectangle, so a negative width or height still gives the right edges.
public struct Rect: Hashable, Sendable, Codable {
  /// The corner the size is measured from: the top-left corner when the size is positive.
  public var origin: Point
  /// The width and height; either may be negative, as in Core Graphics.
  public var size: Size

  /// A rectangle with the given origin and size.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// A rectangle from its four numbers, in the order of the scenario format. UIKit: `CGRectMake`.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(origin: .zero, size: .zero)

  /// The width as given (possibly negative). UIKit: `CGRect.width` is its absolute value.
  public var width: Double { size.width }
  /// The height as given (possibly negative). UIKit: `CGRect.height` is its absolute value.
  public var height: Double { size.height }

  /// The left edge. UIKit: `CGRectGetMinX`.
  public var minX: Double { min(origin.x, origin.x + size.width) }
  /// The right edge. UIKit: `CGRectGetMaxX`.
  public var maxX: Double { max(origin.x, origin.x + size.width) }
  /// The horizontal centre. UIKit: `CGRectGetMidX`.
  public var midX: Double { origin.x + size.width / 2 }
  /// The top edge. UIKit: `CGRectGetMinY`.
  public var minY: Double { min(origin.y, origin.y + size.height) }
  /// The bottom edge. UIKit: `CGRectGetMaxY`.
  public var maxY: Double { max(origin.y, origin.y + size.height) }
  /// The vertical centre. UIKit: `CGRectGetMidY`.
  public var midY: Double { origin.y + size.height / 2 }

  /// The centre of the rectangle.
  public var center: Point { Point(x: midX, y: midY) }

  /// The same rectangle with a non-negative width and height. UIKit: `CGRectStandardize`.
  public var standardized: Rect {
    Rect(x: minX, y: minY, width: abs(size.width), height: abs(size.height))
  }

  /// Whether the rectangle has no area. UIKit: `CGRectIsEmpty`.
  public var isEmpty: Bool { size.width == 0 || size.height == 0 }

  /// The rectangle made smaller by the insets (larger for negative insets). UIKit: `UIEdgeInsetsInsetRect`, `inset(by:)`.
  public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: origin.x + insets.left,
      y: origin.y + insets.top,
      width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom
    )
  }

  /// The smallest rectangle holding this one after the transform. UIKit: `CGRectApplyAffineTransform`.
  public func applying(_ transform: AffineTransform) -> Rect {
    let corners = [
      Point(x: minX, y: minY), Point(x: maxX, y: minY),
      Point(x: minX, y: maxY), Point(x: maxX, y: maxY),
    ].map { $0.applying(transform) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let left = xs.min()!, top = ys.min()!
    return Rect(x: left, y: top, width: xs.max()! - left, height: ys.max()! - top)
  }

  /// Whether the point lies inside the rectangle (the far edges excluded). UIKit: `CGRectContainsPoint`.
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// Whether two rectangles are equal within a tolerance on each of the four numbers.
  public func isApproximatelyEqual(to other: Rect, tolerance: Double = 0.001) -> Bool {
    abs(origin.x - other.origin.x) <= tolerance && abs(origin.y - other.origin.y) <= tolerance
      && abs(size.width - other.size.width) <= tolerance && abs(size.height - other.size.height) <= tolerance
  }
}

extension Rect: CustomStringConvertible {
  /// `[x, y, width, height]`, the form of the scenario format.
  public var description: String {
    "[\(formatted(origin.x)), \(formatted(origin.y)), \(formatted(size.width)), \(formatted(size.height))]"
  }
}
