/// A set of interface orientations, with UIKit's bits.
///
/// Each orientation's bit is `1 << rawValue` of the ``InterfaceOrientation``. The empty mask (0)
/// is representable: UIKit refuses it where it is used (an app whose masks have nothing in
/// common raises `UIApplicationInvalidInterfaceOrientation`), not here.
///
/// UIKit: `UIInterfaceOrientationMask`.
public struct InterfaceOrientationMask: OptionSet, Hashable, Sendable {
  /// UIKit's bits: `1 << orientation.rawValue` for each orientation in the mask.
  public let rawValue: UInt

  /// The mask with the given bits; any bits, the empty mask and bits of no orientation included.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// UIKit: `UIInterfaceOrientationMaskPortrait` (2).
  public static let portrait = InterfaceOrientationMask(rawValue: 1 << 1)
  /// UIKit: `UIInterfaceOrientationMaskPortraitUpsideDown` (4).
  public static let portraitUpsideDown = InterfaceOrientationMask(rawValue: 1 << 2)
  /// UIKit: `UIInterfaceOrientationMaskLandscapeRight` (8).
  public static let landscapeRight = InterfaceOrientationMask(rawValue: 1 << 3)
  /// UIKit: `UIInterfaceOrientationMaskLandscapeLeft` (16).
  public static let landscapeLeft = InterfaceOrientationMask(rawValue: 1 << 4)
  /// Both landscape orientations. UIKit: `UIInterfaceOrientationMaskLandscape` (24).
  public static let landscape: InterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  /// All four orientations. UIKit: `UIInterfaceOrientationMaskAll` (30).
  public static let all: InterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
  /// All but portrait upside down. UIKit: `UIInterfaceOrientationMaskAllButUpsideDown` (26).
  public static let allButUpsideDown: InterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]

  /// The mask holding the given orientations.
  public init(_ orientations: some Sequence<InterfaceOrientation>) {
    self = orientations.reduce(into: []) { $0.formUnion($1.mask) }
  }

  /// Whether the mask holds the orientation. Always `false` for ``InterfaceOrientation/unknown``.
  public func contains(_ orientation: InterfaceOrientation) -> Bool {
    orientation.isValid && contains(orientation.mask)
  }

  /// The orientations in the mask, in UIKit's bit order: portrait, portraitUpsideDown,
  /// landscapeRight, landscapeLeft.
  public var orientations: [InterfaceOrientation] {
    InterfaceOrientation.valid.filter { contains($0) }
  }
}
