import Foundation
import Testing

@testable import SwivelScenario

/// Every scenario of `Examples/` holds: the examples pin down the behaviour of the seeds and
/// the eras (see `Examples/README.md`).
@Suite struct ExamplesTests {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples").path

  static let files: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.filter { $0.hasSuffix(".yaml") }.sorted().map { directory + "/" + $0 }
  }()

  @Test func thereIsAnExampleForEachSeedAndEachEra() {
    let names = Self.files.map { ($0 as NSString).lastPathComponent }
    for prefix in ["000-", "001-", "002-", "003-", "004-", "ios5-", "ios6-", "ios8-", "ios13-"] {
      #expect(names.contains { $0.hasPrefix(prefix) }, "no example for \(prefix)")
    }
  }

  @Test(arguments: files)
  func everyExpectationHolds(file: String) {
    let report = CheckReport(files: [file])
    #expect(report.errors == [])
    #expect(report.failureLines == [])
    #expect(report.passedCount > 0)
    #expect(report.exitStatus == 0)
  }

  @Test func theReadmeListsEveryExample() throws {
    let readme = try String(contentsOfFile: Self.directory + "/README.md", encoding: .utf8)
    for file in Self.files {
      let name = (file as NSString).lastPathComponent
      #expect(readme.contains("`\(name)`"), "Examples/README.md does not list \(name)")
    }
  }

  // The demo tells the story of Examples/001-photo-viewer.yaml; its own expectations hold.
  @Test func theDemoScenarioHolds() throws {
    let run = try DemoTimeline().run
    #expect(run.failures == [])
    #expect(run.expectations.count == 5)
  }

  // One copy of the story: the example file is the demo's scenario, as `swivel demo --scenario`
  // writes it (run that to update the file after changing the demo).
  @Test func thePhotoViewerExampleIsTheDemosScenario() throws {
    let file = try String(contentsOfFile: Self.directory + "/001-photo-viewer.yaml", encoding: .utf8)
    #expect(file == DemoScenario.yaml + "\n")
  }
}
