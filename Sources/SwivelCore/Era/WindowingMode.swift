/// How an iPad app's window is shown: full screen, or one of the modes in which it shares the
/// screen. In every mode but full screen the app multitasks: UIKit does not ask its controllers
/// for their masks and refuses geometry requests ("The current windowing mode does not allow for
/// programmatic changes to interface orientation").
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

  /// The name a scenario writes.
  public var name: String { rawValue }

  /// The mode with this name, or `nil`.
  public init?(name: String) { self.init(rawValue: name) }

  /// The first major iPadOS version with the mode.
  public var firstMajorVersion: Int {
    switch self {
    case .fullScreen: 3
    case .splitView, .slideOver: 9
    case .stageManager: 16
    case .windowed: 26
    }
  }

  public var description: String { rawValue }
}
