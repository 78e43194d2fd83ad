import Foundation
import SwivelScan

/// The files a team writes for Swivel, each input read as all three: a `.swivel.yml`
/// (`SwivelConfiguration.load(yaml:file:folder:)`: YAML, then its keys, rule ids and globs), a
/// baseline (`ScanBaseline.load(data:file:)`: JSON, then its entries), and a file's `swivel:`
/// comments (`ProjectScanner.suppressionComments(_:file:silencing:)`, against findings of two
/// rules on its first lines). Each ends in a value or a located error; never a crash, a hang or
/// a memory blow-up.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Data(bytes: data, count: size)
  if let configuration = try? SwivelConfiguration.load(
    yaml: String(decoding: bytes, as: UTF8.self), file: "/nonexistent/.swivel.yml", folder: "/nonexistent")
  {
    Input.read &+= configuration.disabledRules.count + (configuration.paths.admits("/nonexistent/A.swift") ? 1 : 0)
  }
  if let baseline = try? ScanBaseline.load(data: bytes, file: "/nonexistent/baseline.json") {
    Input.read &+= baseline.entries.count
  }
  let (silenced, unused) = ProjectScanner.suppressionComments(bytes, file: "Fuzz.swift", silencing: Input.findings)
  Input.read &+= silenced.count + unused.count
  return 0
}

/// What every input shares.
enum Input {
  /// A finding of a real rule and of one that does not exist on each of the first 32 lines, for
  /// the comments to silence.
  static let findings = (1...32).flatMap { line in
    ["device-orientation-setter", "no-such-rule"].map { rule in
      ScanFinding(rule: rule, severity: .warning, location: ScanLocation(file: "Fuzz.swift", line: line), message: "")
    }
  }
  /// How much was read, kept so that nothing is optimised away.
  nonisolated(unsafe) static var read = 0
}
