import SwivelCore

/// A pattern of `events:` and `noEvents:`: it matches a trace event when every field it names
/// is equal.
public struct EventPattern: Hashable, Sendable {
  /// The fields it names, with their values.
  public var fields: [Field: Value]
  /// Where the pattern was written.
  public var location: SourceLocation

  /// A pattern naming the given fields, written at the given place.
  public init(fields: [Field: Value], at location: SourceLocation) {
    self.fields = fields
    self.location = location
  }

  /// The fields of trace events (Scenario reference, section 7).
  public enum Field: String, CaseIterable, Hashable, Sendable {
    /// The time (`t`), the kind, and the fields that name what was involved or decided, as the
    /// trace writes them.
    case t, kind, controller, view, to, from, orientation, device, decider, mask, result, reason, name
    /// The fields of the callbacks and presentations: an animation's duration, a new size or
    /// bounds, a presentation style.
    case duration, size, bounds, style
    /// What asked for a decision; a geometry request's orientations; a geometry request error's
    /// domain, code and message; a console line.
    case trigger, requested, domain, code, message
    /// A windowing mode.
    case mode
    /// A trait collection's size classes (`willTransitionToTraitCollection`), and the previous
    /// one's (`traitCollectionDidChange`).
    case horizontalSizeClass, verticalSizeClass, previousHorizontalSizeClass, previousVerticalSizeClass
    /// The container a controller is pushed on, popped from or selected in, and the tab's index.
    case on, index
    /// The column a split view controller shows once collapsed.
    case shown
    /// A root view's new safe-area insets (`viewSafeAreaInsetsDidChange`), `[top, left, bottom,
    /// right]`; whether the status bar is now hidden (`statusBarHiddenDidChange`).
    case insets, hidden
  }

  /// A field's value, typed as the trace writes it.
  public enum Value: Hashable, Sendable {
    /// A name or text: a kind, a controller or view id, an orientation, a style, a result, a reason.
    case text(String)
    /// A number: `t`, `duration`.
    case number(Double)
    /// `size` (width, height) or `bounds` (x, y, width, height).
    case numbers([Double])
    /// `mask`.
    case mask(InterfaceOrientationMask)
    /// `null`: a `decider` of `null` (no controller decided).
    case null
    /// `true` or `false`: `hidden`.
    case bool(Bool)
  }

  /// The values of a `rotationDecision`'s `result`, then of a `geometryRequest`'s.
  public static let results: [String] = ["rotate", "stay", "suppressed", "granted", "denied"]

  /// The values of a `rotationDecision`'s `trigger`.
  public static let triggers: [String] = [
    "deviceOrientationChange", "presentation", "dismissal", "attemptRotation", "rootViewControllerChange",
    "supportedOrientationsUpdate", "geometryRequest", "foreground", "screenMove",
  ]
}
