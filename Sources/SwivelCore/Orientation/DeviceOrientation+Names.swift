extension DeviceOrientation: CustomStringConvertible {
  /// The Swift case name (`portrait`, `landscapeLeft`, `faceUp` …), as scenario files and traces write it.
  public var name: String {
    switch self {
    case .unknown: "unknown"
    case .portrait: "portrait"
    case .portraitUpsideDown: "portraitUpsideDown"
    case .landscapeLeft: "landscapeLeft"
    case .landscapeRight: "landscapeRight"
    case .faceUp: "faceUp"
    case .faceDown: "faceDown"
    }
  }

  /// The orientation with the given Swift case name; `nil` for any other string (names are case-sensitive).
  public init?(name: String) {
    guard let match = Self.allCases.first(where: { $0.name == name }) else { return nil }
    self = match
  }

  public var description: String { name }
}

/// Encoded as its case name (`"landscapeLeft"`), the form of the scenario format and the trace.
extension DeviceOrientation: Codable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let name = try container.decode(String.self)
    guard let orientation = DeviceOrientation(name: name) else {
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription:
          "unknown device orientation '\(name)'; expected one of \(Self.allCases.map(\.name).joined(separator: ", "))"
      )
    }
    self = orientation
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(name)
  }
}
