import Foundation
import SwivelMotion
import SwivelScenario

/// The findings a team has accepted, so that a scan reports only new ones: `swivel scan
/// --write-baseline FILE` records them, `swivel scan --baseline FILE` leaves them out.
///
/// Each entry is a finding's rule, its file relative to the baseline's folder, and its line's
/// `LineFingerprint`: a line added or removed above a finding does not revive it, while a
/// second finding of the same rule on an identical line in the same file is new (entries are
/// counted). The file is JSON, its entries sorted, so that it diffs well under version control:
///
/// ```json
/// {
///   "findings" : [
///     { "file" : "App/PlayerViewController.swift", "fingerprint" : "5d1c0b0b9c6ff1a2", "rule" : "device-orientation-setter" }
///   ],
///   "tool" : "swivel",
///   "version" : 1
/// }
/// ```
public struct ScanBaseline: Hashable, Sendable {
  /// One accepted finding.
  public struct Entry: Hashable, Sendable, Comparable {
    /// The rule's id.
    public var rule: String
    /// The file, relative to the baseline's folder.
    public var file: String
    /// The fingerprint of the finding's line.
    public var fingerprint: String

    public static func < (lhs: Entry, rhs: Entry) -> Bool {
      (lhs.file, lhs.rule, lhs.fingerprint) < (rhs.file, rhs.rule, rhs.fingerprint)
    }
  }

  /// The format's version, written as `version`.
  public static let version = 1
  /// The entries, sorted.
  public var entries: [Entry]

  /// A baseline of the given entries.
  public init(entries: [Entry]) {
    self.entries = entries.sorted()
  }

  /// The baseline of a report's findings (each distinct finding once), for a file in `folder`.
  public init(report: ScanReport, folder: String) {
    let fingerprints = report.lineFingerprints
    self.init(
      entries: report.distinctFindings.map { Self.entry(for: $0.finding, folder: folder, fingerprints: fingerprints) })
  }

  private static func entry(
    for finding: ScanFinding, folder: String, fingerprints: [ScanLocation: String]
  ) -> Entry {
    let current = FileManager.default.currentDirectoryPath
    let file = PathFilter.relativeWithParents(
      PathFilter.absolute(finding.location.file, from: current), from: PathFilter.absolute(folder, from: current))
    return Entry(rule: finding.rule, file: file, fingerprint: fingerprints[finding.location] ?? "")
  }

  /// The baseline as its file holds it: pretty-printed JSON with sorted keys, ending in a newline.
  public var json: String {
    let object: [String: Any] = [
      "tool": "swivel", "version": Self.version,
      "findings": entries.map { ["rule": $0.rule, "file": $0.file, "fingerprint": $0.fingerprint] },
    ]
    guard
      let data = try? JSONSerialization.data(
        withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// Writes the baseline to `path`, whole (a temporary file renamed over the old one).
  ///
  /// - Throws: ``ScanError`` naming the file and the system's reason.
  public func write(to path: String) throws(ScanError) {
    do throws(FileWriteError) {
      try WholeFileWriter.write(json, to: path)
    } catch {
      throw ScanError(file: path, message: "cannot write the baseline: \(error.reason)")
    }
  }

  /// The line and column (from 1) a JSON parsing error points at, when Foundation says.
  static func place(of error: any Error, in data: Data) -> (line: Int, column: Int)? {
    let text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
    if let match = text.firstMatch(of: /line (\d+), column (\d+)/), let line = Int(match.1), let column = Int(match.2) {
      return (line, column)
    }
    let offset: Int
    if let match = text.firstMatch(of: /around character (\d+)/), let found = Int(match.1) {
      offset = min(found, data.count)
    } else if text.contains("end of file") || text.contains("Unexpected end") {
      offset = data.count
    } else {
      return nil
    }
    var line = 1
    var column = 1
    for byte in data.prefix(offset) {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1  // a character's first byte; a continuation byte adds nothing
      }
    }
    return (line, column)
  }

  /// Reads the baseline at `path` (at most 64 MiB).
  ///
  /// - Throws: ``ScanError`` naming the file: missing, unreadable, not JSON, not a baseline, or
  ///   of another version.
  public static func load(contentsOf path: String) throws(ScanError) -> ScanBaseline {
    let data: Data
    switch ScanFile.read(path) {
    case .success(let contents): data = contents
    case .failure(let failure):
      throw ScanError(
        file: path,
        message:
          "cannot read the baseline: \(failure.reason); expected a file `swivel scan --write-baseline \(path)` wrote")
    }
    return try load(data: data, file: path)
  }

  /// Reads a baseline's bytes.
  ///
  /// - Throws: ``ScanError`` naming `file` when they are no baseline.
  public static func load(data: Data, file: String) throws(ScanError) -> ScanBaseline {
    func corrupt(_ what: String) -> ScanError {
      ScanError(
        file: file,
        message: "not a swivel baseline: \(what); expected the JSON `swivel scan --write-baseline` writes")
    }
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: data, options: [])
    } catch {
      // Where the JSON goes wrong, from Foundation's words: Linux says "around character N",
      // macOS "around line L, column C", and the end of the file when it ends too soon.
      let place = Self.place(of: error, in: data)
      throw ScanError(
        file: file, line: place?.line, column: place?.column,
        message:
          "not a swivel baseline: the file is not valid JSON\(place == nil ? "" : " here"); expected the JSON `swivel scan --write-baseline` writes"
      )
    }
    guard let root = object as? [String: Any] else { throw corrupt("the JSON is no object") }
    guard root["tool"] as? String == "swivel" else { throw corrupt("no \"tool\": \"swivel\"") }
    guard let version = root["version"] as? Int else {
      throw corrupt("no \"version\" number")
    }
    guard version == Self.version else {
      throw ScanError(
        file: file,
        message:
          "a baseline of version \(version), which this swivel does not read; expected version \(Self.version): write it again with --write-baseline"
      )
    }
    guard let findings = root["findings"] as? [Any] else { throw corrupt("no \"findings\" list") }
    var entries: [Entry] = []
    for (index, item) in findings.enumerated() {
      guard let entry = item as? [String: Any], let rule = entry["rule"] as? String,
        let path = entry["file"] as? String, let fingerprint = entry["fingerprint"] as? String
      else {
        throw corrupt("finding \(index + 1) is not an object with \"rule\", \"file\" and \"fingerprint\" strings")
      }
      entries.append(Entry(rule: rule, file: path, fingerprint: fingerprint))
    }
    return ScanBaseline(entries: entries)
  }

  /// Leaves out of the report every finding the baseline holds, as many times as it holds it,
  /// and counts them in ``ScanReport/baselinedCount``.
  ///
  /// - Parameter folder: the baseline file's folder, from which its paths are relative.
  public func filter(_ report: inout ScanReport, folder: String) {
    var remaining: [Entry: Int] = [:]
    for entry in entries { remaining[entry, default: 0] += 1 }
    let fingerprints = report.lineFingerprints
    var accepted: Set<ScanFinding> = []
    for distinct in report.distinctFindings {
      let entry = Self.entry(for: distinct.finding, folder: folder, fingerprints: fingerprints)
      if let count = remaining[entry], count > 0 {
        remaining[entry] = count - 1
        accepted.insert(distinct.finding)
      }
    }
    for p in report.projects.indices {
      for t in report.projects[p].targets.indices {
        report.projects[p].targets[t].findings.removeAll { accepted.contains($0) }
      }
    }
    report.baselinedCount += accepted.count
  }
}
