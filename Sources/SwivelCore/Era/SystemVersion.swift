/// An iOS (or iPhone OS) version: major, minor and patch numbers.
///
/// Only versions Apple released are accepted: majors 3 to 18, 26 and 27 (Apple went from iOS 18
/// to iOS 26 in 2025), each with the minor releases it had. For the newest major, any minor is
/// accepted, since its point releases are still coming out.
public struct SystemVersion: Hashable, Comparable, Sendable {
  /// The major version: `6` in 6.1.3.
  public let major: Int
  /// The minor version: `1` in 6.1.3; 0 when not given.
  public let minor: Int
  /// The patch version: `3` in 6.1.3; 0 when not given.
  public let patch: Int

  /// The last minor release of each major version, as Apple shipped them.
  static let lastMinorRelease: [Int: Int] = [
    3: 2, 4: 3, 5: 1, 6: 1, 7: 1, 8: 4, 9: 3, 10: 3, 11: 4, 12: 5,
    13: 7, 14: 8, 15: 8, 16: 7, 17: 7, 18: 7,
    // iOS 26.7 (23H24) came out beside iOS 27 on 14 September 2026, as 15.7 to 18.7 did beside
    // theirs (device logs and user-agent tables in public projects; 26.7.1 followed).
    26: 7,
  ]

  /// The newest major version the engine knows; any of its minor releases is accepted.
  public static let newestMajor = 27

  /// The oldest version Swivel reproduces: iPhone OS 3.0.
  public static let oldest = SystemVersion(uncheckedMajor: 3, minor: 0)

  /// The newest version the engine supports, the default era of a scenario: iOS 27.1, the
  /// release the iPhone Duo shipped with (October 2026; 27.2 is in beta).
  public static let newest = SystemVersion(uncheckedMajor: 27, minor: 1)

  /// The last release of a major version Swivel reproduces (`16` → 16.7); the newest for the
  /// newest major; `nil` for a major Apple never released or Swivel does not know.
  public static func lastRelease(ofMajor major: Int) -> SystemVersion? {
    if major == newestMajor { return newest }
    return lastMinorRelease[major].map { SystemVersion(uncheckedMajor: major, minor: $0) }
  }

  init(uncheckedMajor major: Int, minor: Int, patch: Int = 0) {
    self.major = major
    self.minor = minor
    self.patch = patch
  }

  /// Parses a version string: `"5.1"`, `"6.0"`, `"17"`, `"26.1"`, `"12.4.1"`.
  ///
  /// - Throws: ``SystemVersionError`` when the string is not one to three dot-separated
  ///   numbers, or names a version Apple never released.
  public init(_ text: String) throws(SystemVersionError) {
    guard let (major, minor, patch) = Self.numbers(in: text) else { throw .malformed(text) }
    if major == Self.newestMajor {
      self.init(uncheckedMajor: major, minor: minor, patch: patch)
      return
    }
    guard let lastMinor = Self.lastMinorRelease[major] else { throw .unknownMajor(text) }
    guard minor <= lastMinor else { throw .unknownMinor(text, lastMinor: "\(major).\(lastMinor)") }
    self.init(uncheckedMajor: major, minor: minor, patch: patch)
  }

  /// Any version written as one to three dot-separated numbers (`"27.0"`, `"28"`), whether or not
  /// Apple released it: for comparing with a key that may name a later release
  /// (`UIRequiresFullScreenIgnoredStartingWithVersion`); `nil` for any other text.
  public init?(anyNumbered text: String) {
    guard let (major, minor, patch) = Self.numbers(in: text) else { return nil }
    self.init(uncheckedMajor: major, minor: minor, patch: patch)
  }

  /// The numbers of one to three dot-separated parts of at most four ASCII digits each, the
  /// missing ones 0; `nil` for any other text.
  private static func numbers(in text: String) -> (major: Int, minor: Int, patch: Int)? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count),
      parts.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
    else { return nil }
    let numbers = parts.map { Int($0)! }
    return (numbers[0], numbers.count > 1 ? numbers[1] : 0, numbers.count > 2 ? numbers[2] : 0)
  }

  public static func < (lhs: SystemVersion, rhs: SystemVersion) -> Bool {
    (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
  }
}

extension SystemVersion: CustomStringConvertible {
  /// `6.0`, `12.4.1`: the patch only when it is not zero.
  public var description: String {
    patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)"
  }
}

/// Why a string is not an iOS version Swivel can reproduce.
public enum SystemVersionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Not one to three dot-separated numbers.
  case malformed(String)
  /// A major version Swivel does not reproduce: before iPhone OS 3, 19 to 25 (Apple never
  /// released them), or past the newest it knows.
  case unknownMajor(String)
  /// A minor release past the last one of its major version.
  case unknownMinor(String, lastMinor: String)

  public var description: String {
    switch self {
    case .malformed(let text):
      "'\(text)' is not an iOS version; expected numbers separated by dots, such as \"6.0\", \"17\" or \"27.1\""
    case .unknownMajor(let text):
      "iOS \(text) is not a version Swivel reproduces; it knows iPhone OS 3 to iOS 18, then iOS 26 and 27 (Apple skipped 19 to 25)"
    case .unknownMinor(let text, let lastMinor):
      "iOS \(text) does not exist; the last release of that version was \(lastMinor)"
    }
  }
}

/// A version is written as its text (`"27.1"`), as scenarios and reports spell it.
extension SystemVersion: Codable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    do {
      try self.init(text)
    } catch {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(error)")
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
