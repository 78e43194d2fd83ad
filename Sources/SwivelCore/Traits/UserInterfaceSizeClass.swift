/// A coarse measure of the space in one direction.
///
/// Raw values are UIKit's.
///
/// UIKit: `UIUserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Int, CaseIterable, Hashable, Sendable {
  /// UIKit: `UIUserInterfaceSizeClassUnspecified`.
  case unspecified = 0
  /// UIKit: `UIUserInterfaceSizeClassCompact`.
  case compact = 1
  /// UIKit: `UIUserInterfaceSizeClassRegular`.
  case regular = 2

  /// The Swift case name: `unspecified`, `compact`, `regular`.
  public var name: String {
    switch self {
    case .unspecified: "unspecified"
    case .compact: "compact"
    case .regular: "regular"
    }
  }
}

extension UserInterfaceSizeClass: CustomStringConvertible {
  public var description: String { name }
}

/// Encoded as its name (`"compact"`).
extension UserInterfaceSizeClass: Codable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let name = try container.decode(String.self)
    guard let sizeClass = Self.allCases.first(where: { $0.name == name }) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "unknown size class '\(name)'; expected unspecified, compact or regular")
    }
    self = sizeClass
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(name)
  }
}
