extension AutoresizingMask: CustomStringConvertible {
  /// The six options by their UIKit names, as the scenario format writes them (`flexibleWidth` …),
  /// in UIKit's bit order.
  public static let named: KeyValuePairs<String, AutoresizingMask> = [
    "flexibleLeftMargin": .flexibleLeftMargin,
    "flexibleWidth": .flexibleWidth,
    "flexibleRightMargin": .flexibleRightMargin,
    "flexibleTopMargin": .flexibleTopMargin,
    "flexibleHeight": .flexibleHeight,
    "flexibleBottomMargin": .flexibleBottomMargin,
  ]

  /// The single option with the given name (`flexibleWidth` …); `nil` for any other string.
  public init?(name: String) {
    guard let match = Self.named.first(where: { $0.key == name }) else { return nil }
    self = match.value
  }

  /// The mask holding the options with the given names.
  ///
  /// - Throws: ``AutoresizingMaskNameError`` naming the first string that is no option.
  public init(names: some Sequence<String>) throws(AutoresizingMaskNameError) {
    var mask = AutoresizingMask.none
    for name in names {
      guard let option = AutoresizingMask(name: name) else { throw AutoresizingMaskNameError(name: name) }
      mask.formUnion(option)
    }
    self = mask
  }

  /// The names of the options set, in UIKit's bit order; bits that are no option are left out.
  public var names: [String] {
    Self.named.filter { contains($0.value) }.map(\.key)
  }

  /// The option names in brackets, as the trace prints a mask: `[flexibleWidth, flexibleBottomMargin]`; `[]` for none.
  public var description: String { "[" + names.joined(separator: ", ") + "]" }
}

/// A string that names no autoresizing option.
public struct AutoresizingMaskNameError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The string that was given.
  public let name: String

  public var description: String {
    "unknown autoresizing option '\(name)'; expected one of "
      + AutoresizingMask.named.map(\.key).joined(separator: ", ")
  }
}
