/// A value read from a scenario file, with the place where it was written.
public struct Located<Value> {
  /// The value read.
  public var value: Value
  /// Where it was written.
  public var location: SourceLocation

  /// A value written at the given place.
  public init(_ value: Value, at location: SourceLocation) {
    self.value = value
    self.location = location
  }
}

extension Located: Sendable where Value: Sendable {}
extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}

extension Located: CustomStringConvertible {
  public var description: String { "\(value) at \(location)" }
}
