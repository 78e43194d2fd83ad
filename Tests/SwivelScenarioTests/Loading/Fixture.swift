import Foundation

/// The test fixtures, found next to this file (`Fixtures/Scenarios/`) through `#filePath`, so
/// the package declares no resources.
enum Fixture {
  static let directory: String = {
    let here = URL(fileURLWithPath: #filePath)
    return here.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/Scenarios").path
  }()

  static func path(_ name: String) -> String { directory + "/" + name }
}
