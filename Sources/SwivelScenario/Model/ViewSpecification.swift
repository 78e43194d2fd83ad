import SwivelCore

/// A view in a controller's root view (an entry of `views:`), and its own subviews.
public struct ViewSpecification: Hashable, Sendable {
  /// The id the scenario uses for it (`id:`), unique in the scenario.
  public var id: String
  /// Where the view's entry begins.
  public var location: SourceLocation
  /// Its frame in its superview at the launch layout (`frame:`); `nil`: a zero rectangle, as `UIView()` has.
  public var frame: Located<Rect>?
  /// How it resizes with its superview (`autoresizing:`); `nil`: none, UIKit's default.
  public var autoresizing: Located<Autoresizing>?
  /// Whether it observes device orientation notifications itself (`followsDeviceOrientation:`, seed 004).
  public var followsDeviceOrientation: Located<Bool>?
  /// Its subviews (`subviews:`).
  public var subviews: [ViewSpecification]

  public init(
    id: String,
    location: SourceLocation,
    frame: Located<Rect>? = nil,
    autoresizing: Located<Autoresizing>? = nil,
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

  /// How a view resizes when its superview's bounds change, with UIKit's bits.
  ///
  /// UIKit: `UIView.AutoresizingMask` (`UIViewAutoresizing`).
  public struct Autoresizing: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// UIKit: `flexibleLeftMargin` (1).
    public static let flexibleLeftMargin = Autoresizing(rawValue: 1 << 0)
    /// UIKit: `flexibleWidth` (2).
    public static let flexibleWidth = Autoresizing(rawValue: 1 << 1)
    /// UIKit: `flexibleRightMargin` (4).
    public static let flexibleRightMargin = Autoresizing(rawValue: 1 << 2)
    /// UIKit: `flexibleTopMargin` (8).
    public static let flexibleTopMargin = Autoresizing(rawValue: 1 << 3)
    /// UIKit: `flexibleHeight` (16).
    public static let flexibleHeight = Autoresizing(rawValue: 1 << 4)
    /// UIKit: `flexibleBottomMargin` (32).
    public static let flexibleBottomMargin = Autoresizing(rawValue: 1 << 5)

    /// The names of the scenario format, in UIKit's bit order.
    public static let named: KeyValuePairs<String, Autoresizing> = [
      "flexibleLeftMargin": .flexibleLeftMargin,
      "flexibleWidth": .flexibleWidth,
      "flexibleRightMargin": .flexibleRightMargin,
      "flexibleTopMargin": .flexibleTopMargin,
      "flexibleHeight": .flexibleHeight,
      "flexibleBottomMargin": .flexibleBottomMargin,
    ]

    /// The option with the given name; `nil` for any other string.
    public init?(name: String) {
      guard let match = Self.named.first(where: { $0.key == name }) else { return nil }
      self = match.value
    }
  }
}
