import SwivelCore
import SwivelKit

/// What an `expect:` step looks at, read from the live application once the run loop has
/// settled: the value of every key of Scenario reference, section 6.1.
///
/// A plain value, so that the evaluation (``ExpectationEvaluator``) is a pure function that
/// tests can drive with tables.
public struct ObservedState: Hashable, Sendable {
  /// `UIDevice.orientation`.
  public var device: DeviceOrientation
  /// The key window's interface orientation; `nil` before launch (there is no window yet).
  public var interface: InterfaceOrientation?
  /// `UIApplication.statusBarOrientation`.
  public var statusBar: InterfaceOrientation
  /// The key window's bounds size; `nil` before launch.
  public var windowSize: Size?
  /// The id of the controller that decides the orientation now; `nil` without one.
  public var top: String?
  /// The frames of the declared views in their superviews, by id: for an `expect:`, those of
  /// the views its `frames:` names; in a step's snapshot, every view's when the run lists the
  /// views on screen (the html trace), else none.
  public var frames: [String: Rect]
  /// The exception raised so far, if any.
  public var error: RaisedException?
  /// The last geometry request's error, once its handler got it; `nil` when the last request was
  /// granted, is still waiting for its handler, or there was none.
  public var lastGeometryError: GeometryRequestError?
  /// Whether the app is in the background.
  public var isInBackground = false
  /// The app's windowing mode.
  public var windowing: WindowingMode = .fullScreen
  /// Whether the scene's interface orientation is locked by the deciding controller (iOS 26).
  public var isInterfaceOrientationLocked = false
  /// Whether the status bar is hidden. UIKit: `UIApplication.isStatusBarHidden`.
  public var isStatusBarHidden = false
  /// The safe-area insets of the root views of the controllers whose views are in the key window
  /// (iOS 11 and later), by controller id.
  public var safeAreaInsets: [String: EdgeInsets] = [:]
  /// Whether the app multitasks on iPad (eligible for it, or in a windowing mode other than full
  /// screen), so that its own mask decides and ``top`` is not asked.
  public var isMultitasking = false

  /// The state with the given values of the keys.
  public init(
    device: DeviceOrientation, interface: InterfaceOrientation?, statusBar: InterfaceOrientation,
    windowSize: Size?, top: String?, frames: [String: Rect] = [:], error: RaisedException? = nil
  ) {
    self.device = device
    self.interface = interface
    self.statusBar = statusBar
    self.windowSize = windowSize
    self.top = top
    self.frames = frames
    self.error = error
  }
}
