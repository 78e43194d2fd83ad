import SwivelCore
import SwivelKit

/// A view in a controller's root view (an entry of `views:`), and its own subviews.
public struct ViewSpecification: Hashable, Sendable {
  /// The id the scenario uses for it (`id:`), unique in the scenario.
  public var id: String
  /// Where the view's entry begins.
  public var location: SourceLocation
  /// Its frame in its superview at the launch layout (`frame:`); `nil`: a zero rectangle, as `UIView()` has.
  public var frame: Located<Rect>?
  /// How it resizes with its superview (`autoresizing:`, UIKit's option names); `nil`: none,
  /// UIKit's default. UIKit: `autoresizingMask`.
  public var autoresizing: Located<AutoresizingMask>?
  /// Whether it observes device orientation notifications itself (`followsDeviceOrientation:`, seed 004).
  public var followsDeviceOrientation: Located<Bool>?
  /// Its subviews (`subviews:`).
  public var subviews: [ViewSpecification]

  /// A view with the given id; by default a zero frame, no autoresizing, not following the device
  /// orientation, and no subviews.
  public init(
    id: String,
    location: SourceLocation,
    frame: Located<Rect>? = nil,
    autoresizing: Located<AutoresizingMask>? = nil,
    followsDeviceOrientation: Located<Bool>? = nil,
    subviews: [ViewSpecification] = []
  ) {
    self.id = id
    self.location = location
    self.frame = frame
    self.autoresizing = autoresizing
    self.followsDeviceOrientation = followsDeviceOrientation
    self.subviews = subviews
  }

  /// This view, then its subviews depth first.
  public var selfAndDescendants: [ViewSpecification] {
    [self] + subviews.flatMap(\.selfAndDescendants)
  }
}
