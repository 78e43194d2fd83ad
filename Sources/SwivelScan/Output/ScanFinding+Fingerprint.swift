extension ScanFinding {
  /// A stable id of the problem: the same from run to run while its rule, file and message stay,
  /// whatever line it has moved to (an edit above it does not make it new). GitLab's code quality
  /// report matches a merge request's findings with its target branch's by it.
  public var fingerprint: String {
    Self.fingerprint(rule: rule, file: location.file, message: message)
  }

  /// The fingerprint of a problem of `rule` in `file` saying `message`: 32 hexadecimal digits,
  /// two 64-bit FNV-1a hashes (with different offset bases) of the three joined by NUL bytes.
  /// Not cryptographic: it tells findings apart, it does not hide them. A leading `./` of the
  /// path is dropped, so `swivel scan .` and `swivel scan App.xcodeproj` agree.
  public static func fingerprint(rule: String, file: String, message: String) -> String {
    let bytes = Array(
      "\(rule)\u{0}\(FindingReport.displayPath(file))\u{0}\(message)".utf8)
    func fnv1a(_ basis: UInt64) -> UInt64 {
      bytes.reduce(basis) { hash, byte in (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    }
    func hex(_ value: UInt64) -> String {
      let digits = String(value, radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }
    return hex(fnv1a(0xCBF2_9CE4_8422_2325)) + hex(fnv1a(0x6C62_272E_07BB_0142))
  }
}
