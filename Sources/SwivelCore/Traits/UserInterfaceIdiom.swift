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

  /// The idiom with the given name; `nil` for any other string.
  public init?(name: String) {
    guard let match = Self.allCases.first(where: { $0.name == name }) else { return nil }
    self = match
  }

  /// The suffix of Info.plist keys meant for this idiom only: `~iphone`, `~ipad`.
  public var infoPlistKeySuffix: String {
    switch self {
    case .phone: "~iphone"
    case .pad: "~ipad"
    }
  }
}

extension UserInterfaceIdiom: CustomStringConvertible {
  public var description: String { name }
}

/// Encoded as its name (`"phone"`).
extension UserInterfaceIdiom: Codable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let name = try container.decode(String.self)
    guard let idiom = UserInterfaceIdiom(name: name) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "unknown idiom '\(name)'; expected phone or pad")
    }
    self = idiom
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(name)
  }
}
