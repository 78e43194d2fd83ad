/// Distances to inset a rectangle by, on each edge.
///
/// UIKit: `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable, Codable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double

  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No inset on any edge. UIKit: `UIEdgeInsetsZero`.
  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
