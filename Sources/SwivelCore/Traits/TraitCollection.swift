/// The traits of an interface that matter to orientation: the idiom and the two size classes.
///
/// UIKit: `UITraitCollection` (iOS 8 and later; `SystemBehavior.hasTraitCollections`).
public struct TraitCollection: Hashable, Sendable, Codable {
  /// UIKit: `UITraitCollection.userInterfaceIdiom`.
  public var userInterfaceIdiom: UserInterfaceIdiom
  /// UIKit: `UITraitCollection.horizontalSizeClass`.
  public var horizontalSizeClass: UserInterfaceSizeClass
  /// UIKit: `UITraitCollection.verticalSizeClass`.
  public var verticalSizeClass: UserInterfaceSizeClass

  /// Traits with the given idiom and size classes.
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
