/// The kind of device the interface is designed for.
///
/// Raw values are UIKit's. Only ``phone`` and ``pad`` matter for orientation: they choose the
/// default masks (`allButUpsideDown` on phone, `all` on pad) and the `~iphone` / `~ipad`
/// Info.plist keys.
///
/// UIKit: `UIUserInterfaceIdiom`.
public enum UserInterfaceIdiom: Int, CaseIterable, Hashable, Sendable {
  /// UIKit: `UIUserInterfaceIdiomPhone`.
  case phone = 0
  /// UIKit: `UIUserInterfaceIdiomPad`.
  case pad = 1

  /// The name in scenario files and the catalog: `phone`, `pad`.
  public var name: String {
    switch self {
    case .phone: "phone"
    case .pad: "pad"
    }
  }

  /// The suffix of Info.plist keys meant for this idiom only: `~iphone`, `~ipad`.
  public var infoPlistKeySuffix: String {
    switch self {
    case .phone: "~iphone"
    case .pad: "~ipad"
    }
  }
}

extension UserInterfaceIdiom: CaseNamed {
  /// What error messages call an idiom.
  public static var kindName: String { "idiom" }
}
