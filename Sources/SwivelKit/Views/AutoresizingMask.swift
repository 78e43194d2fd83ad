/// How a view resizes itself when its superview's bounds change size.
///
/// Each option makes one part of one axis flexible: on the horizontal axis the left margin, the
/// width and the right margin; on the vertical axis the top margin, the height and the bottom
/// margin. The margins are measured from the superview's coordinate origin to the view's frame
/// edges (left, top) and from the frame's far edges to the superview's size (right, bottom).
/// The algorithm is ``resizedFrame(_:from:to:)``; the default is ``none``, a view that keeps its
/// frame.
///
/// The raw values are UIKit's (`UIViewAutoresizingFlexibleLeftMargin = 1 << 0` …
/// `UIViewAutoresizingFlexibleBottomMargin = 1 << 5`).
///
/// UIKit: `UIView.AutoresizingMask`, `UIViewAutoresizing`.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt

  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Nothing is flexible: the view keeps its frame. UIKit: `UIViewAutoresizingNone` (0).
  public static let none: AutoresizingMask = []
  /// The distance from the superview's left edge is flexible. UIKit: `UIViewAutoresizingFlexibleLeftMargin` (1).
  public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
  /// The width is flexible. UIKit: `UIViewAutoresizingFlexibleWidth` (2).
  public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
  /// The distance to the superview's right edge is flexible. UIKit: `UIViewAutoresizingFlexibleRightMargin` (4).
  public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
  /// The distance from the superview's top edge is flexible. UIKit: `UIViewAutoresizingFlexibleTopMargin` (8).
  public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
  /// The height is flexible. UIKit: `UIViewAutoresizingFlexibleHeight` (16).
  public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  /// The distance to the superview's bottom edge is flexible. UIKit: `UIViewAutoresizingFlexibleBottomMargin` (32).
  public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

  /// The six options, in UIKit's bit order.
  public static let allOptions: [AutoresizingMask] = [
    .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin,
    .flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin,
  ]
}
