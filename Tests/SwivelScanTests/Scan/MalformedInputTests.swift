import Foundation
import SwivelScenario
import Testing

@testable import SwivelScan

/// No input crashes a scan: each fixture file, cut short or with bytes replaced, still gives a
/// report (errors and notes where it cannot be read), exit status 0, 1 or 2.
@Suite struct MalformedInputTests {
  /// A small seeded generator (SplitMix64), so that a failure can be replayed.
  struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// Bytes that matter to the formats read: brackets, quotes, separators, references.
  static let interesting = Array("{}();=\"$()<>/*\\\n#[]&".utf8)

  static func mutate(_ bytes: [UInt8], _ generator: inout SplitMix64) -> [UInt8] {
    guard !bytes.isEmpty else { return bytes }
    var result = bytes
    switch generator.next() % 4 {
    case 0:
      result = Array(result.prefix(Int(generator.next() % UInt64(result.count))))
    case 1:
      for _ in 0..<4 {
        let index = Int(generator.next() % UInt64(result.count))
        result[index] = interesting[Int(generator.next() % UInt64(interesting.count))]
      }
    case 2:
      let start = Int(generator.next() % UInt64(result.count))
      let end = min(result.count, start + Int(generator.next() % 200))
      result.insert(contentsOf: result[start..<end], at: start)
    default:
      let index = Int(generator.next() % UInt64(result.count))
      result.insert(contentsOf: Array(repeating: UInt8(ascii: "("), count: 300), at: index)
    }
    return result
  }

  @Test(arguments: [
    "Player/Player.xcodeproj/project.pbxproj", "Player/Player/Base.lproj/Main.storyboard",
    "Player/Player/PlayerViewController.swift", "Player/Player/Info.plist", "Nibs/Nibs/MainWindow.xib",
    "Nibs/Nibs/LibraryViewController.xib", "Legacy/Legacy/PlayerViewController.m",
    "Legacy/Legacy/SettingsViewController.mm",
  ])
  func aMutatedFileNeverCrashesTheScan(file: String) throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let project = String(file.prefix { $0 != "/" })
    try FileManager.default.copyItem(atPath: ScanFixtures.path(project), toPath: "\(folder)/\(project)")
    let original = Array(try Data(contentsOf: URL(fileURLWithPath: ScanFixtures.path(file))))
    var generator = SplitMix64(state: UInt64(file.utf8.count))
    let target = "\(folder)/\(file)"
    for _ in 0..<40 {
      try Data(Self.mutate(original, &generator)).write(to: URL(fileURLWithPath: target))
      let report = ProjectScanner().scan(path: "\(folder)/\(project)/\(project).xcodeproj")
      #expect([0, 1, 2].contains(report.exitStatus))
      _ = report.text
      _ = report.json
      _ = report.sarif
      // Whatever was read, the draft scenario loads (`--emit-scenarios`).
      for target in report.targets {
        #expect(throws: Never.self) { try ScenarioLoader().load(yaml: target.scenarioDraft, file: "draft.yaml") }
      }
    }
  }

  @Test func settingsThatReferToEachOtherManyTimesOverExpandQuickly() throws {
    var table = BuildSettingTable()
    table.assign("A", value: String(repeating: "$(", count: 100_000), origin: nil)
    table.assign("B", value: String(repeating: "$(A)", count: 1_000), origin: nil)
    // A billion laughs: each level doubles the one below, 30 levels deep.
    for level in 0..<30 { table.assign("L\(level)", value: "$(L\(level + 1))$(L\(level + 1))", origin: nil) }
    table.assign("L30", value: "ha", origin: nil)
    let settings = BuildSettings(table: table, configuration: "Release")
    #expect(settings.value("A").count == 200_000)
    #expect(settings.value("B").utf8.count <= 1 << 20)
    #expect(settings.value("L0").utf8.count <= 1 << 20)
  }
}
