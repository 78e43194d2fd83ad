/// The traits of an interface that matter to orientation: the idiom and the two size classes.
///
/// UIKit: `UITraitCollection` (iOS 8 and later; `SystemBehavior.hasTraitCollections`).
public struct TraitCollection: Hashable, Sendable, Codable {
  public var userInterfaceIdiom: UserInterfaceIdiom
  public var horizontalSizeClass: UserInterfaceSizeClass
  public var verticalSizeClass: UserInterfaceSizeClass

  public init(
    userInterfaceIdiom: UserInterfaceIdiom,
    horizontalSizeClass: UserInterfaceSizeClass,
    verticalSizeClass: UserInterfaceSizeClass
  ) {
    self.userInterfaceIdiom = userInterfaceIdiom
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
  }
}

extension TraitCollection: CustomStringConvertible {
  /// `compact/regular`: horizontal, then vertical size class.
  public var description: String { "\(horizontalSizeClass)/\(verticalSizeClass)" }
}
