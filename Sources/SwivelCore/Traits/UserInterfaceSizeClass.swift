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

extension UserInterfaceSizeClass: CaseNamed {
  /// What error messages call a size class.
  public static var kindName: String { "size class" }
}
