import Foundation
import SwivelCore
import Testing

@testable import SwivelScenario

/// `swivel matrix --sdk 26,27`: the same scenario built with each SDK, a grid each, and the cells
/// that change from one to the next with the era model's reason (issue 57, point 9).
@Suite struct MatrixSDKTests {
  static let file = ScenarioMatrixTests.examples + "/ios26-no-scene-life-cycle.yaml"

  // TN3187: an app without the scene life cycle launches on iOS 26 (which logs a warning) and,
  // built with the iOS 27 SDK, does not launch on iOS 27. Built with the 26 SDK it keeps the old
  // behaviour on iOS 27 too (Swivel's inference from "Once you rebuild with the latest SDK").
  @Test func theSceneLifeCycleIsWhatTheIOS27SDKChanges() throws {
    let selection = try MatrixSelection(deviceIDs: [], versions: nil, sdks: "26,27")
    let report = MatrixReport(files: [Self.file], selection: selection, parallel: false)
    #expect(
      report.matrices.map(\.file) == [
        Self.file + " (built with the iOS 26.0 SDK)", Self.file + " (built with the iOS 27.0 SDK)",
      ])
    let old = try #require(report.matrices.first)
    #expect(old.plays.allSatisfy { $0.outcome.holds })
    let new = try #require(report.matrices.last)
    #expect(new.plays.filter { new.eras[$0.era].major == 27 }.allSatisfy { !$0.outcome.holds })
    #expect(new.plays.filter { new.eras[$0.era].major == 26 }.allSatisfy { $0.outcome.holds })
    // One change per iOS 27 row: 27.0, and 27.1 (the iPhone Duo's row).
    #expect(report.sdkChanges.map(\.version) == [try SystemVersion("27.0"), try SystemVersion("27.1")])
    let change = try #require(report.sdkChanges.first)
    #expect(change.before.outcome.holds && !change.after.outcome.holds)
    #expect(change.reasons.count == 1)
    #expect(change.reasons.first?.contains("TN3187") == true)
    // Unwrapped: where the lines break depends on the file's path.
    let text = MatrixTextReport().rendered(report).replacingOccurrences(of: "\n    ", with: " ")
    #expect(text.contains("what building with another SDK changes (26.0, 27.0):"))
    #expect(text.contains("holds with the 26.0 SDK, fails with the 27.0 SDK"))
    let json = MatrixJSONReport().rendered(report)
    #expect(json.contains("\"sdkChanges\""))
    #expect(json.contains("\"sdkAfter\" : \"27.0\""))
  }

  // Without --sdk nothing changes: each file's grid as written, no SDK section.
  @Test func withoutTheOptionTheGridIsAsWritten() {
    let report = MatrixReport(files: [Self.file], parallel: false)
    #expect(report.matrices.map(\.file) == [Self.file])
    #expect(report.sdkChanges.isEmpty)
    #expect(!MatrixTextReport().rendered(report).contains("what building with another SDK changes"))
  }

  // Two SDKs that play alike say so.
  @Test func sdksThatPlayAlikeSaySo() throws {
    let selection = try MatrixSelection(deviceIDs: [], versions: nil, sdks: "18.0, 26.2")
    let report = MatrixReport(files: [Self.file], selection: selection, parallel: false)
    #expect(report.sdkChanges.isEmpty)
    #expect(MatrixTextReport().rendered(report).contains("SDKs 18.0, 26.2: every cell plays the same with each."))
  }

  // A version Swivel does not know is a usage error naming the option.
  @Test func aBadSDKListIsAUsageError() {
    #expect(throws: MatrixSelectionError.self) { try MatrixSelection(deviceIDs: [], versions: nil, sdks: "26,") }
    do {
      _ = try MatrixSelection(deviceIDs: [], versions: nil, sdks: "26,9.9")
    } catch {
      #expect(error.description.hasPrefix("--sdk: '26,9.9': "))
    }
  }
}
