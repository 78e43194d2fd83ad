/// A point in a two-dimensional coordinate system, in points, y pointing down as in UIKit.
///
/// UIKit: `CGPoint`.
public struct Point: Hashable, Sendable, Codable {
  /// The horizontal coordinate, growing to the right.
  public var x: Double
  /// The vertical coordinate, growing downwards.
  public var y: Double

  /// The point at the given coordinates. UIKit: `CGPointMake`.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, (0, 0).
  public static let zero = Point(x: 0, y: 0)

  /// The point transformed by an affine transform. UIKit: `CGPointApplyAffineTransform`.
  public func applying(_ transform: AffineTransform) -> Point {
    Point(
      x: transform.a * x + transform.c * y + transform.tx,
      y: transform.b * x + transform.d * y + transform.ty
    )
  }
}

extension Point: CustomStringConvertible {
  public var description: String { "(\(formatted(x)), \(formatted(y)))" }
}

/// A number as geometry prints it: whole numbers without a fraction (`320`), others with up to three decimals (`0.333`).
func formatted(_ value: Double) -> String {
  let rounded = (value * 1000).rounded() / 1000
  if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
  var text = String(rounded)
  if text.hasSuffix(".0") { text.removeLast(2) }
  return text
}
