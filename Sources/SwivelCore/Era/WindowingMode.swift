/// How an app's window is shown: full screen, or one of the modes in which it shares a screen.
/// On iPad, in every mode but full screen the app multitasks: UIKit does not ask its controllers
/// for their masks and refuses geometry requests ("The current windowing mode does not allow for
/// programmatic changes to interface orientation"). An iPhone app has one mode of its own,
/// iPhone Mirroring.
public enum WindowingMode: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// The app has the whole screen (the default).
  case fullScreen
  /// Split View, beside another app (iPadOS 9 and later).
  case splitView
  /// Slide Over, floating over another app (iPadOS 9 and later).
  case slideOver
  /// Stage Manager's resizable windows (iPadOS 16 and later).
  case stageManager
  /// iPadOS 26's windowing system: any app in a resizable window.
  case windowed
  /// iPhone Mirroring (macOS 27): the iPhone app in a window on a Mac, which the user can
  /// resize, its interface always portrait (Apple, WWDC26 session 278). Modelled from iOS 27 for
  /// an app built with the iOS 27 SDK.
  case mirroring

  /// The name a scenario writes.
  public var name: String { rawValue }

  /// The mode with this name, or `nil`.
  public init?(name: String) { self.init(rawValue: name) }

  /// The first major iOS or iPadOS version with the mode (in Swivel: iPhone Mirroring is
  /// modelled from iOS 27, its resizable era).
  public var firstMajorVersion: Int {
    switch self {
    case .fullScreen: 3
    case .splitView, .slideOver: 9
    case .stageManager: 16
    case .windowed: 26
    case .mirroring: 27
    }
  }

  /// The family the mode is for: iPad for its multitasking modes, iPhone for Mirroring, `nil`
  /// for full screen, which both have.
  public var idiom: UserInterfaceIdiom? {
    switch self {
    case .fullScreen: nil
    case .splitView, .slideOver, .stageManager, .windowed: .pad
    case .mirroring: .phone
    }
  }

  public var description: String { rawValue }
}
