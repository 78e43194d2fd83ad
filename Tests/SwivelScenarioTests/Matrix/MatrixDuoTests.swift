import Foundation
import SwivelCore
import Testing

@testable import SwivelScenario

/// The iPhone Duo in `swivel matrix`: its displays play from iOS 27.1, a folding scenario on its
/// own device only.
@Suite struct MatrixDuoTests {
  static func file(_ name: String) -> String { ScenarioMatrixTests.examples + "/" + name }

  // The Duo shipped with iOS 27.1 (October 2026): no 27.0 row has a Duo column; from 27.1 both
  // displays play beside the other iPhones.
  @Test func theDuoPlaysFromIOS271() throws {
    let selection = try MatrixSelection(deviceIDs: [], versions: "26.0...27.1")
    let report = MatrixReport(files: [Self.file("ios16-geometry-request.yaml")], selection: selection, parallel: false)
    let matrix = try #require(report.matrices.first)
    let duo = matrix.plays.filter { $0.unit.device.folds }
    #expect(Set(duo.map { matrix.eras[$0.era] }) == [try SystemVersion("27.1")])
    #expect(Set(duo.map(\.unit.device.id)) == ["iphone-duo", "iphone-duo-inner"])
  }

  // A scenario that folds starts on its display and folds the way only the Duo does: it plays on
  // its own device alone, and holds there.
  @Test func aFoldingScenarioPlaysOnItsOwnDeviceOnly() throws {
    let report = MatrixReport(files: [Self.file("ios27-duo-fold.yaml")], selection: MatrixSelection(), parallel: false)
    let matrix = try #require(report.matrices.first)
    #expect(matrix.plays.map(\.unit.device.id) == ["iphone-duo"])
    #expect(matrix.plays.allSatisfy { $0.outcome.holds })
  }
}
