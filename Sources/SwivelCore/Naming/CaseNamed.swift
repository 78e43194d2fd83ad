/// A value with a fixed set of cases, each known by its Swift case name, which scenario files,
/// traces and JSON output write (`landscapeLeft`, `fullScreen`, `compact`).
///
/// Conforming types give each case its ``name`` and say what their values are called in error
/// messages (``kindName``); they get, from this protocol, lookup by name, their `description`,
/// and `Codable` as the name, with an error that lists the names allowed.
public protocol CaseNamed: CaseIterable, Codable, CustomStringConvertible {
  /// The Swift case name.
  var name: String { get }
  /// What a value is called in error messages: "device orientation", "idiom".
  static var kindName: String { get }
}

extension CaseNamed {
  /// The case with the given name; `nil` for any other string (names are case-sensitive).
  public init?(name: String) {
    guard let match = Self.allCases.first(where: { $0.name == name }) else { return nil }
    self = match
  }

  /// The case name.
  public var description: String { name }

}

/// The `Codable` implementations, constrained as the standard library's raw-value ones are and
/// on `CaseNamed` besides, so that they, being more specific, are the ones chosen: a case is
/// written as its name, never as its raw value.
extension CaseNamed where Self: RawRepresentable, RawValue == Int {
  /// Decodes the case name; any other string is a `DecodingError` naming the allowed names.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let name = try container.decode(String.self)
    guard let value = Self(name: name) else {
      let allowed = Self.allCases.map(\.name).joined(separator: ", ")
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "unknown \(Self.kindName) '\(name)'; expected one of \(allowed)")
    }
    self = value
  }

  /// Encodes the case name.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(name)
  }
}
