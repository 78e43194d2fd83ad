import Foundation

/// A finding's fingerprint: a hash of the text of its line, white space trimmed at both ends, so
/// that lines added or removed above it do not change it. Baselines (``ScanBaseline``) match
/// findings by rule, file and fingerprint; SARIF results carry it in `partialFingerprints`, so
/// that code scanning follows a finding across commits.
///
/// The hash is 64-bit FNV-1a of the line's UTF-8 bytes, as 16 hexadecimal digits: the same on
/// every platform and every run (Swift's `Hasher` is seeded per process).
enum LineFingerprint {
  /// The fingerprint of a line's text.
  static func of<Bytes: Collection<UInt8>>(line: Bytes) -> String {
    let whitespace: Set<UInt8> = [0x20, 0x09, 0x0D, 0x0B, 0x0C]
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    let trimmed = line.drop { whitespace.contains($0) }
    var end = trimmed.endIndex
    var lastKept = trimmed.startIndex
    var index = trimmed.startIndex
    while index != end {
      if !whitespace.contains(trimmed[index]) { lastKept = trimmed.index(after: index) }
      index = trimmed.index(after: index)
    }
    end = lastKept
    for byte in trimmed[trimmed.startIndex..<end] {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01B3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// The fingerprint of each place: the hash of the line's text, or of nothing for a file that
  /// cannot be read or a line past its end. Each file is read once.
  static func fingerprints(of locations: some Sequence<ScanLocation>) -> [ScanLocation: String] {
    var lines: [String: [ArraySlice<UInt8>]] = [:]
    var result: [ScanLocation: String] = [:]
    for location in locations where result[location] == nil {
      if lines[location.file] == nil {
        switch ScanFile.read(location.file) {
        case .success(let data):
          lines[location.file] = [UInt8](data).split(separator: 0x0A, omittingEmptySubsequences: false)
        case .failure: lines[location.file] = []
        }
      }
      let fileLines = lines[location.file] ?? []
      let line = location.line - 1
      result[location] = of(line: line < fileLines.count ? fileLines[line] : [])
    }
    return result
  }
}
