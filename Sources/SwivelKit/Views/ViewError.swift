/// A mistake in building the view tree, as UIKit raises it: an exception name and its reason.
public enum ViewError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A view was added as a subview of itself. UIKit raises `NSInvalidArgumentException`,
  /// "Can't add self as subview", from `-[UIView(Internal) _addSubview:positioned:relativeTo:]`
  /// (crash reports: wordpress-mobile/WordPress-iOS#1955 on iOS 7.1.2, 2014; #21448, 2023).
  case cannotAddSelfAsSubview
  /// A view was added as a subview of one of its descendants, which would make a cycle. Swivel
  /// raises it as `NSInvalidArgumentException` with a reason text of its own.
  case cannotAddAncestorAsSubview
  /// `insertSubview(_:at:)` was given an index outside `0...subviews.count`. Swivel raises it as
  /// `NSRangeException` with `NSArray`'s wording.
  case indexOutOfBounds(index: Int, count: Int)

  /// The name of the exception UIKit raises (or Swivel, where it says so).
  public var exceptionName: String {
    switch self {
    case .cannotAddSelfAsSubview, .cannotAddAncestorAsSubview: "NSInvalidArgumentException"
    case .indexOutOfBounds: "NSRangeException"
    }
  }

  /// The exception's reason text.
  public var reason: String {
    switch self {
    case .cannotAddSelfAsSubview: "Can't add self as subview"
    case .cannotAddAncestorAsSubview: "Can't add a view as a subview of its own descendant"
    case .indexOutOfBounds(let index, let count):
      "*** -[UIView insertSubview:atIndex:]: index \(index) beyond bounds [0 .. \(count)]"
    }
  }

  /// `NAME: reason`.
  public var description: String { "\(exceptionName): \(reason)" }
}
