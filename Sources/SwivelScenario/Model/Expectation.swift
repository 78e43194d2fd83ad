import SwivelCore

/// What an `expect:` step checks (Scenario reference, section 6.1). Every key is optional; every key
/// given must hold.
public struct Expectation: Hashable, Sendable {
  /// `device:`: `UIDevice.orientation`.
  public var device: Located<DeviceOrientation>?
  /// `interface:`: the key window's interface orientation.
  public var interface: Located<InterfaceOrientation>?
  /// `interface:` written as a mask (`interface: landscape`, `interface: [portrait, landscapeLeft]`):
  /// the key window's interface orientation is one of the mask's.
  public var interfaceIn: Located<InterfaceOrientationMask>?
  /// `statusBar:`: `UIApplication.statusBarOrientation`.
  public var statusBar: Located<InterfaceOrientation>?
  /// `windowSize:`: the key window's bounds size.
  public var windowSize: Located<Size>?
  /// `top:`: the id of the controller that decides orientation now.
  public var top: Located<String>?
  /// `frames:`: views' frames in their superviews, in the order written.
  public var frames: [FrameExpectation]
  /// `error:`: the error raised so far.
  public var error: Located<ErrorExpectation>?
  /// `noError: true`: where it was written; `nil` when absent.
  public var noError: SourceLocation?
  /// `events:`: patterns that must match, in order, a subsequence of the events since the previous `expect`.
  public var events: [EventPattern]
  /// `noEvents:`: patterns that no event since the previous `expect` may match.
  public var noEvents: [EventPattern]
  /// `geometryError: {code, message}`: the last geometry request's error, either field optional.
  public var geometryError: Located<GeometryErrorExpectation>?
  /// `noGeometryError: true`: where it was written; the last geometry request (if any) was granted.
  public var noGeometryError: SourceLocation?
  /// `console: [...]`: substrings of lines UIKit logged since the previous `expect`, each in one line.
  public var console: [Located<String>] = []
  /// `background: true|false`: whether the app is in the background.
  public var background: Located<Bool>?
  /// `windowing: splitView`: the iPad app's windowing mode.
  public var windowing: Located<WindowingMode>?
  /// `locked: true|false`: whether the scene's interface orientation is locked (iOS 26).
  public var locked: Located<Bool>?
  /// `statusBarHidden: true|false`: whether the status bar is hidden.
  public var statusBarHidden: Located<Bool>?
  /// `safeAreaInsets: {controller: [top, left, bottom, right]}`: controllers' root views' safe-area
  /// insets (iOS 11 and later), in the order written.
  public var safeAreaInsets: [SafeAreaExpectation] = []

  /// An expectation of the given keys; by default none is checked.
  public init(
    device: Located<DeviceOrientation>? = nil,
    interface: Located<InterfaceOrientation>? = nil,
    statusBar: Located<InterfaceOrientation>? = nil,
    windowSize: Located<Size>? = nil,
    top: Located<String>? = nil,
    frames: [FrameExpectation] = [],
    error: Located<ErrorExpectation>? = nil,
    noError: SourceLocation? = nil,
    events: [EventPattern] = [],
    noEvents: [EventPattern] = []
  ) {
    self.device = device
    self.interface = interface
    self.statusBar = statusBar
    self.windowSize = windowSize
    self.top = top
    self.frames = frames
    self.error = error
    self.noError = noError
    self.events = events
    self.noEvents = noEvents
  }
}

/// A view's expected frame in its superview: an entry of `frames:`.
public struct FrameExpectation: Hashable, Sendable {
  /// The view's id.
  public var view: String
  /// The expected frame, in the superview's coordinates.
  public var frame: Rect
  /// Where the entry was written.
  public var location: SourceLocation

  /// The expectation that a view has the given frame, written at the given place.
  public init(view: String, frame: Rect, at location: SourceLocation) {
    self.view = view
    self.frame = frame
    self.location = location
  }
}

/// A controller's expected safe-area insets: an entry of `safeAreaInsets:`.
public struct SafeAreaExpectation: Hashable, Sendable {
  /// The controller's id.
  public var controller: String
  /// The expected insets of its root view.
  public var insets: EdgeInsets
  /// Where the entry was written.
  public var location: SourceLocation

  /// The expectation that a controller's root view has the given insets, written at the given place.
  public init(controller: String, insets: EdgeInsets, at location: SourceLocation) {
    self.controller = controller
    self.insets = insets
    self.location = location
  }
}

/// The error an `expect` checks was raised: UIKit's exception name and reason.
public struct ErrorExpectation: Hashable, Sendable {
  /// The exception name (`UIApplicationInvalidInterfaceOrientation`); `nil`: any name.
  public var name: String?
  /// The reason text, in full; `nil`: any reason.
  public var reason: String?

  /// An expected error; by default any name and any reason.
  public init(name: String? = nil, reason: String? = nil) {
    self.name = name
    self.reason = reason
  }
}

/// What `geometryError:` expects of the last geometry request's error.
public struct GeometryErrorExpectation: Hashable, Sendable {
  /// `code:`, if given.
  public var code: Int?
  /// `message:`, if given: a substring of the error's message.
  public var message: String?

  /// An expectation of the given fields.
  public init(code: Int? = nil, message: String? = nil) {
    self.code = code
    self.message = message
  }
}
