extension InterfaceOrientationMask: CustomStringConvertible {
  /// The masks that have a name of their own in the scenario format and in UIKit, by name.
  ///
  /// The four single orientations, `landscape`, `all` and `allButUpsideDown`, in UIKit's order.
  public static let named: KeyValuePairs<String, InterfaceOrientationMask> = [
    "portrait": .portrait,
    "portraitUpsideDown": .portraitUpsideDown,
    "landscapeRight": .landscapeRight,
    "landscapeLeft": .landscapeLeft,
    "landscape": .landscape,
    "all": .all,
    "allButUpsideDown": .allButUpsideDown,
  ]

  /// The mask with the given name (`portrait`, `landscape`, `all`, `allButUpsideDown` …); `nil`
  /// for any other string.
  public init?(name: String) {
    guard let match = Self.named.first(where: { $0.key == name }) else { return nil }
    self = match.value
  }

  /// The name of this exact mask if it has one (see ``named``), else `nil`.
  public var name: String? {
    Self.named.first(where: { $0.value == self })?.key
  }

  /// The orientations' names in brackets, as the trace prints a mask: `[portrait, landscapeLeft]`; `[]` when empty.
  public var description: String {
    "[" + orientations.map(\.name).joined(separator: ", ") + "]"
  }

  /// How UIKit lists a mask in exception reasons: the names of its orientations joined by ", ",
  /// in the order `UIInterfaceOrientation` declares them (portrait, portraitUpsideDown,
  /// landscapeLeft, landscapeRight), not in bit order.
  ///
  /// Crash reports show `'landscapeLeft, landscapeRight'` for the landscape mask and
  /// `'portrait, landscapeRight'` (Bytedance-UnionAD#105, iOS 13; NYTPhotoViewer#360, iOS 16);
  /// where portraitUpsideDown falls is not attested, and follows the declaration order. A set bit
  /// that is no orientation (bit 0, or above bit 4) comes after them, printed as
  /// ``InterfaceOrientation/exceptionDescription(rawValue:)`` prints its raw value (`(5)`).
  public var exceptionDescription: String {
    let named = InterfaceOrientation.exceptionOrder.filter(contains).map(\.name)
    let others = (0..<UInt.bitWidth)
      .filter { rawValue & (1 << $0) != 0 && !InterfaceOrientation.valid.map(\.rawValue).contains($0) }
      .map { InterfaceOrientation.exceptionDescription(rawValue: $0) }
    return (named + others).joined(separator: ", ")
  }

  /// The Info.plist strings of the mask's orientations, in UIKit's order.
  public var infoPlistNames: [String] { orientations.compactMap(\.infoPlistName) }
}

/// Encoded as the list of its orientations' names (`["portrait", "landscapeLeft"]`), as the trace writes masks.
extension InterfaceOrientationMask: Codable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let name = try? container.decode(String.self) {
      guard let mask = InterfaceOrientationMask(name: name) else {
        throw DecodingError.dataCorruptedError(
          in: container,
          debugDescription:
            "unknown mask '\(name)'; expected a list of orientations or one of \(Self.named.map(\.key).joined(separator: ", "))"
        )
      }
      self = mask
    } else {
      let names = try container.decode([String].self)
      var mask: InterfaceOrientationMask = []
      for name in names {
        guard let orientation = InterfaceOrientation(name: name), orientation.isValid else {
          throw DecodingError.dataCorruptedError(
            in: container,
            debugDescription:
              "unknown interface orientation '\(name)' in a mask; expected portrait, portraitUpsideDown, landscapeLeft or landscapeRight"
          )
        }
        mask.insert(orientation.mask)
      }
      self = mask
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(orientations)
  }
}
