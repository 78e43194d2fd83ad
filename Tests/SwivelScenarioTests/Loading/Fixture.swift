import Foundation

/// The test fixtures, found next to this file (`Fixtures/Scenarios/`, `Fixtures/InfoPlist/`)
/// through `#filePath`, so the package declares no resources.
enum Fixture {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  static let directory: String = fixtures.appendingPathComponent("Scenarios").path

  /// A scenario fixture.
  static func path(_ name: String) -> String { directory + "/" + name }

  /// An Info.plist fixture.
  static func infoPlist(_ name: String) -> String { fixtures.appendingPathComponent("InfoPlist").path + "/" + name }
}
