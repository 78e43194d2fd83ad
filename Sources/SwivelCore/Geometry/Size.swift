/// A width and a height, in points.
///
/// UIKit: `CGSize`.
public struct Size: Hashable, Sendable, Codable {
  /// The horizontal extent, in points.
  public var width: Double
  /// The vertical extent, in points.
  public var height: Double

  /// A size of the given width and height. UIKit: `CGSizeMake`.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// No width and no height.
  public static let zero = Size(width: 0, height: 0)

  /// The same size with width and height exchanged, as a quarter turn makes it.
  public var swapped: Size { Size(width: height, height: width) }

  /// Whether the size is wider than it is tall.
  public var isLandscape: Bool { width > height }

  /// The size transformed by an affine transform, ignoring the translation. UIKit: `CGSizeApplyAffineTransform`.
  public func applying(_ transform: AffineTransform) -> Size {
    Size(
      width: transform.a * width + transform.c * height,
      height: transform.b * width + transform.d * height
    )
  }
}

extension Size: CustomStringConvertible {
  public var description: String { "\(formatted(width))×\(formatted(height))" }
}
