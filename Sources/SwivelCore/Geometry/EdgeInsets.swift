/// Distances to inset a rectangle by, on each edge.
///
/// UIKit: `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable, Codable {
  /// The inset from the top edge.
  public var top: Double
  /// The inset from the left edge.
  public var left: Double
  /// The inset from the bottom edge.
  public var bottom: Double
  /// The inset from the right edge.
  public var right: Double

  /// Insets for the four edges, in UIKit's order. UIKit: `UIEdgeInsetsMake`.
  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No inset on any edge. UIKit: `UIEdgeInsetsZero`.
  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
