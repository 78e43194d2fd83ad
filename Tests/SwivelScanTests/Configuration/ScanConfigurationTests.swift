import Foundation
import Testing

@testable import SwivelScan

/// Each key of `.swivel.yml` on a small app: what it leaves out, turns off or changes.
@Suite struct ScanConfigurationTests {
  @Test func withoutAConfigurationEveryFindingIsReported() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ConfigurationFixtures.writeApp(in: folder)
    #expect(
      ConfigurationFixtures.found(try ConfigurationFixtures.scan(folder)) == [
        "device-orientation-setter@Player.swift:11", "attempt-rotation-deprecated@Player.swift:14",
        "device-orientation-setter@Rotator.swift:5",
      ])
  }

  @Test func excludedFilesAreNeitherReadNorReported() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ConfigurationFixtures.writeApp(in: folder)
    let report = try ConfigurationFixtures.scan(folder, configuration: "excluded: [Vendor]")
    #expect(
      ConfigurationFixtures.found(report) == [
        "device-orientation-setter@Player.swift:11", "attempt-rotation-deprecated@Player.swift:14",
      ])
    // Not read: its mechanism is not listed either.
    #expect(report.targets.first?.mechanisms.allSatisfy { !$0.location.file.contains("Vendor") } == true)
    let included = try ConfigurationFixtures.scan(folder, configuration: "included: [Vendor/**]")
    #expect(ConfigurationFixtures.found(included) == ["device-orientation-setter@Rotator.swift:5"])
  }

  @Test func excludingTheInfoPlistDropsItsFindings() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ConfigurationFixtures.writeApp(
      in: folder,
      plistKeys:
        "<key>UISupportedInterfaceOrientation</key>\n<array><string>UIInterfaceOrientationPortrait</string></array>")
    #expect(
      ConfigurationFixtures.found(try ConfigurationFixtures.scan(folder)).contains {
        $0.hasPrefix("misspelled-key@Info.plist")
      })
    let report = try ConfigurationFixtures.scan(folder, configuration: "excluded: ['App/*.plist']")
    #expect(!ConfigurationFixtures.found(report).contains { $0.contains("Info.plist") })
  }

  @Test func disabledRulesDoNotReport() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ConfigurationFixtures.writeApp(in: folder)
    let report = try ConfigurationFixtures.scan(folder, configuration: "disabled_rules: [device-orientation-setter]")
    #expect(ConfigurationFixtures.found(report) == ["attempt-rotation-deprecated@Player.swift:14"])
  }

  @Test func severityOverridesGoBothWays() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ConfigurationFixtures.writeApp(in: folder)
    let report = try ConfigurationFixtures.scan(
      folder, configuration: "severity: {device-orientation-setter: error, attempt-rotation-deprecated: warning}")
    let severities = report.distinctFindings.map { "\($0.finding.rule):\($0.finding.severity)" }
    #expect(
      severities == [
        "device-orientation-setter:error", "attempt-rotation-deprecated:warning", "device-orientation-setter:error",
      ])
    #expect(report.summary.hasPrefix("3 problems (2 errors, 1 warning)"))
    #expect(report.exitStatus == 1)
  }

  @Test func targetsAndConfigurationChooseWhatIsScanned() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ConfigurationFixtures.writeApp(in: folder)
    let other = try ConfigurationFixtures.scan(folder, configuration: "targets: [Other]")
    #expect(other.targets.isEmpty)
    #expect(other.projects.first?.skipped.map(\.name) == ["App"])
    #expect(
      other.errors.map(\.message).first?.hasPrefix("no iOS application target named 'Other'; expected one of App")
        == true)
    #expect(other.exitStatus == 2)
    let misspelt = try ConfigurationFixtures.scan(folder, configuration: "targets: [Ap]")
    #expect(misspelt.errors.first?.message.contains("(did you mean 'App'?)") == true)
    let app = try ConfigurationFixtures.scan(folder, configuration: "targets: [App]\nconfiguration: Debug")
    #expect(app.targets.map(\.name) == ["App"])
    // The fixture has only Release: the scan falls back, and says Debug was asked for.
    #expect(app.targets.first?.notes.contains { $0.message.contains("Debug") } == true)
  }
}
