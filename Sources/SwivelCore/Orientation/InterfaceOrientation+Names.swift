extension InterfaceOrientation: CaseNamed {
  /// What error messages call an interface orientation.
  public static var kindName: String { "interface orientation" }

  /// The Swift case name (`portrait`, `landscapeRight` …), as scenario files, traces and UIKit's
  /// exception reasons write it.
  public var name: String {
    switch self {
    case .unknown: "unknown"
    case .portrait: "portrait"
    case .portraitUpsideDown: "portraitUpsideDown"
    case .landscapeRight: "landscapeRight"
    case .landscapeLeft: "landscapeLeft"
    }
  }

  /// The Info.plist string for the orientation (`UIInterfaceOrientationPortrait` …), as in
  /// `UISupportedInterfaceOrientations` and `UIInterfaceOrientation`. `nil` for ``unknown``,
  /// which Info.plist cannot name.
  public var infoPlistName: String? {
    switch self {
    case .unknown: nil
    case .portrait: "UIInterfaceOrientationPortrait"
    case .portraitUpsideDown: "UIInterfaceOrientationPortraitUpsideDown"
    case .landscapeRight: "UIInterfaceOrientationLandscapeRight"
    case .landscapeLeft: "UIInterfaceOrientationLandscapeLeft"
    }
  }

  /// The orientation with the given Info.plist string; `nil` for any other string.
  public init?(infoPlistName: String) {
    guard let match = Self.valid.first(where: { $0.infoPlistName == infoPlistName }) else { return nil }
    self = match
  }

  /// How UIKit prints an interface orientation value in exception reasons: its lowerCamel name,
  /// or the raw value in parentheses when it is not an orientation (`7` prints as `(7)`).
  ///
  /// UIKit takes the value as a plain integer (an Objective-C `NS_ENUM`), so any number can reach
  /// it; hence the raw-value parameter.
  public static func exceptionDescription(rawValue: Int) -> String {
    InterfaceOrientation(rawValue: rawValue)?.name ?? "(\(rawValue))"
  }

  /// The four orientations in the order UIKit's `UIInterfaceOrientation` declares them, the
  /// order of its exception reasons (``InterfaceOrientationMask/exceptionDescription``).
  static let exceptionOrder: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
}
