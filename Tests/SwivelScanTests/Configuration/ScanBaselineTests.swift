import Foundation
import Testing

@testable import SwivelScan

/// Baselines: written, read back, and still matching after edits above their findings.
@Suite struct ScanBaselineTests {
  @Test func aBaselineRoundTripsAndSurvivesEditsAboveItsFindings() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ConfigurationFixtures.writeApp(in: folder)
    let path = "\(folder)/swivel-baseline.json"
    let baseline = ScanBaseline(report: try ConfigurationFixtures.scan(folder), folder: folder)
    try baseline.write(to: path)
    let read = try ScanBaseline.load(contentsOf: path)
    #expect(read == baseline)
    #expect(read.entries.map(\.file) == ["App/Player.swift", "App/Player.swift", "Vendor/Kit/Rotator.swift"])
    #expect(read.entries.allSatisfy { $0.fingerprint.count == 16 })

    // Lines added above the findings: all still in the baseline.
    try ConfigurationFixtures.writeApp(
      in: folder, player: ConfigurationFixtures.player(above: ["import AVKit", "// The player.", ""]))
    var moved = try ConfigurationFixtures.scan(folder)
    read.filter(&moved, folder: folder)
    #expect(moved.findings.isEmpty)
    #expect(moved.baselinedCount == 3)
    #expect(moved.summary == "No problems in 1 app target of 1 project; 3 findings in the baseline not shown.")

    // A new finding (a second setter on another line) is reported alone.
    try ConfigurationFixtures.writeApp(
      in: folder,
      player: ConfigurationFixtures.player(
        above: ["import AVKit"],
        inOld: ["    UIDevice.current.setValue(UIInterfaceOrientation.landscapeLeft.rawValue, forKey: \"orientation\")"]
      ))
    var added = try ConfigurationFixtures.scan(folder)
    read.filter(&added, folder: folder)
    #expect(ConfigurationFixtures.found(added) == ["device-orientation-setter@Player.swift:12"])
    #expect(added.baselinedCount == 3)
    // The setter's finding is a warning: the run passes, and fails with strict.
    #expect(added.exitStatus == 0)
    added.failurePolicy.mode = .strict
    #expect(added.exitStatus == 1)
  }

  @Test func theSameLineTwiceCountsTwice() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ConfigurationFixtures.writeApp(in: folder)
    let baseline = ScanBaseline(report: try ConfigurationFixtures.scan(folder), folder: folder)
    let setter = "    UIDevice.current.setValue(UIInterfaceOrientation.portrait.rawValue, forKey: \"orientation\")"
    try ConfigurationFixtures.writeApp(in: folder, player: ConfigurationFixtures.player(inOld: [setter]))
    var report = try ConfigurationFixtures.scan(folder)
    baseline.filter(&report, folder: folder)
    #expect(report.findings.map(\.rule) == ["device-orientation-setter"])
  }

  @Test func theFileIsSortedVersionedJSON() {
    let baseline = ScanBaseline(entries: [
      .init(rule: "b", file: "Z.swift", fingerprint: "1"), .init(rule: "a", file: "A.swift", fingerprint: "2"),
    ])
    #expect(
      baseline.json == """
        {
          "findings" : [
            {
              "file" : "A.swift",
              "fingerprint" : "2",
              "rule" : "a"
            },
            {
              "file" : "Z.swift",
              "fingerprint" : "1",
              "rule" : "b"
            }
          ],
          "tool" : "swivel",
          "version" : 1
        }

        """)
  }

  @Test func theFingerprintIgnoresIndentationAndIsStable() {
    #expect(LineFingerprint.of(line: Array("  foo()\t\r".utf8)) == LineFingerprint.of(line: Array("foo()".utf8)))
    #expect(LineFingerprint.of(line: Array("foo()".utf8)) != LineFingerprint.of(line: Array("foo( )".utf8)))
    // FNV-1a 64 of the empty string is its offset basis.
    #expect(LineFingerprint.of(line: [UInt8]()) == "cbf29ce484222325")
  }

  // Issue 56: a syntax error said "the file is not JSON" with no place; it is at its line and column.
  @Test func aJSONSyntaxErrorIsAtItsLineAndColumn() {
    do throws(ScanError) {
      _ = try ScanBaseline.load(data: Data("{\n  \"tool\": \"swivel\",\n  \"version\": ,\n}".utf8), file: "b.json")
      Issue.record("no error")
    } catch {
      #expect(error.line == 3, "\(error)")
      #expect(error.column == 14, "\(error)")
      #expect(error.description.hasPrefix("b.json:3:14: error: not a swivel baseline: the file is not valid JSON here"))
    }
  }

  @Test(
    arguments: [
      ("", "not a swivel baseline: the file is not valid JSON"),
      ("[1]", "not a swivel baseline: the JSON is no object"),
      ("{\"version\": 1, \"findings\": []}", "not a swivel baseline: no \"tool\": \"swivel\""),
      ("{\"tool\": \"swivel\", \"findings\": []}", "not a swivel baseline: no \"version\" number"),
      ("{\"tool\": \"swivel\", \"version\": 2, \"findings\": []}", "a baseline of version 2"),
      ("{\"tool\": \"swivel\", \"version\": 1}", "not a swivel baseline: no \"findings\" list"),
      (
        "{\"tool\": \"swivel\", \"version\": 1, \"findings\": [{\"rule\": 1}]}",
        "not a swivel baseline: finding 1 is not"
      ),
      ("\u{0}\u{1}\u{2}binary", "not a swivel baseline: the file is not valid JSON"),
      (String(repeating: "[", count: 100_000), "not a swivel baseline: the file is not valid JSON"),
      ("{\"tool\": \"swivel\", \"version\": \"1\", \"findings\": []}", "not a swivel baseline: no \"version\" number"),
    ] as [(String, String)])
  func aCorruptBaselineIsAClearError(text: String, message: String) {
    do throws(ScanError) {
      _ = try ScanBaseline.load(data: Data(text.utf8), file: "b.json")
      Issue.record("no error")
    } catch {
      #expect(error.description.hasPrefix("b.json") && error.description.contains("error: \(message)"), "\(error)")
    }
  }

  @Test func aMissingBaselineOrAFolderIsAClearError() {
    for (path, reason) in [("/nonexistent/b.json", "no such file"), ("/", "it is a folder")] {
      do throws(ScanError) {
        _ = try ScanBaseline.load(contentsOf: path)
        Issue.record("no error")
      } catch {
        #expect(error.description.hasPrefix("\(path): error: cannot read the baseline: \(reason)"), "\(error)")
      }
    }
  }

  @Test func sarifResultsCarryTheFingerprint() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ConfigurationFixtures.writeApp(in: folder)
    let report = try ConfigurationFixtures.scan(folder)
    let baseline = ScanBaseline(report: report, folder: folder)
    let log = try #require(JSONSerialization.jsonObject(with: Data(report.sarif.utf8)) as? [String: Any])
    let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    let fingerprints = results.compactMap { ($0["partialFingerprints"] as? [String: String])?["swivelLine/v1"] }
    #expect(fingerprints.count == 3)
    #expect(Set(fingerprints) == Set(baseline.entries.map(\.fingerprint)))
  }
}
