/// How a view controller is presented modally.
///
/// Raw values are UIKit's. Only a presentation that covers the screen (``fullScreen``, and
/// ``pageSheet`` / ``formSheet`` where they adapt to full screen) makes the presented controller
/// the one that decides the interface orientation.
///
/// UIKit: `UIModalPresentationStyle`.
public enum ModalPresentationStyle: Int, CaseIterable, Hashable, Sendable {
  /// The era's default: ``pageSheet`` from iOS 13, ``fullScreen`` before (``SystemBehavior/resolved(_:)``).
  /// UIKit: `UIModalPresentationAutomatic`.
  case automatic = -2
  /// UIKit: `UIModalPresentationNone`.
  case none = -1
  /// UIKit: `UIModalPresentationFullScreen`.
  case fullScreen = 0
  /// UIKit: `UIModalPresentationPageSheet`.
  case pageSheet = 1
  /// UIKit: `UIModalPresentationFormSheet`.
  case formSheet = 2
  /// UIKit: `UIModalPresentationCurrentContext`.
  case currentContext = 3
  /// UIKit: `UIModalPresentationCustom`.
  case custom = 4
  /// UIKit: `UIModalPresentationOverFullScreen`.
  case overFullScreen = 5
  /// UIKit: `UIModalPresentationOverCurrentContext`.
  case overCurrentContext = 6
  /// UIKit: `UIModalPresentationPopover`.
  case popover = 7

  /// The Swift case name (`fullScreen`, `pageSheet` …), as scenario files and traces write it.
  public var name: String {
    switch self {
    case .automatic: "automatic"
    case .none: "none"
    case .fullScreen: "fullScreen"
    case .pageSheet: "pageSheet"
    case .formSheet: "formSheet"
    case .currentContext: "currentContext"
    case .custom: "custom"
    case .overFullScreen: "overFullScreen"
    case .overCurrentContext: "overCurrentContext"
    case .popover: "popover"
    }
  }

}

extension ModalPresentationStyle: CaseNamed {
  /// What error messages call a presentation style.
  public static var kindName: String { "presentation style" }
}
