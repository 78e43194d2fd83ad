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

  /// The style with the given Swift case name; `nil` for any other string.
  public init?(name: String) {
    guard let match = Self.allCases.first(where: { $0.name == name }) else { return nil }
    self = match
  }
}

extension ModalPresentationStyle: CustomStringConvertible {
  public var description: String { name }
}

/// Encoded as its case name (`"fullScreen"`).
extension ModalPresentationStyle: Codable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let name = try container.decode(String.self)
    guard let style = ModalPresentationStyle(name: name) else {
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription:
          "unknown presentation style '\(name)'; expected one of \(Self.allCases.map(\.name).joined(separator: ", "))"
      )
    }
    self = style
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(name)
  }
}
