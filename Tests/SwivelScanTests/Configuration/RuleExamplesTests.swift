import Foundation
import SwivelScenario
import Testing

@testable import SwivelScan

/// `swivel rules ID`'s examples do what they say: each rule's triggering example is linted or
/// scanned into a finding of that rule, its passing one into none (issue 55).
@Suite struct RuleExamplesTests {
  @Test func everyRuleHasItsExamples() {
    #expect(Set(RuleExamples.all.keys) == Set(RuleCatalog.ids))
  }

  @Test(arguments: RuleCatalog.ids)
  func theExamplesTriggerAndDoNotTrigger(rule: String) throws {
    let pair = try #require(RuleExamples.all[rule])
    let triggered = try Self.rules(found: pair.triggers)
    #expect(triggered.contains(rule), "the triggering example of \(rule) gives \(triggered)")
    let passed = try Self.rules(found: pair.passes)
    #expect(!passed.contains(rule), "the passing example of \(rule) gives \(passed)")
  }

  /// The rules whose findings the example's files give: an Info.plist or a scenario linted
  /// alone, sources scanned in an iPhone app of iOS 17 with a clean Info.plist.
  static func rules(found example: RuleExamples.Example) throws -> [String] {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    if let only = example.files.first, example.files.count == 1,
      only.name == "Info.plist" || only.name.hasSuffix(".yaml")
    {
      let path = folder + "/" + only.name
      let text =
        only.name == "Info.plist"
        ? "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\(only.text)\n</dict>\n</plist>\n"
        : only.text
      try text.write(toFile: path, atomically: true, encoding: .utf8)
      let report = ScenarioLinter().lint(files: [path])
      #expect(report.errors.isEmpty, "\(report.errors)")
      return report.findings.map(\.ruleID)
    }
    for file in example.files {
      try ScanFixtures.write(file.text, to: "\(folder)/App/\(file.name)")
    }
    let bundle = try ScanFixtures.writeApp(
      in: folder,
      settings: [
        "TARGETED_DEVICE_FAMILY": "1", "IPHONEOS_DEPLOYMENT_TARGET": "17.0", "INFOPLIST_FILE": "App/Info.plist",
      ],
      infoPlistKeys: """
        <key>UILaunchStoryboardName</key><string>LaunchScreen</string>
        <key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string>\
        <string>UIInterfaceOrientationLandscapeLeft</string><string>UIInterfaceOrientationLandscapeRight</string></array>
        """,
      sources: example.files.map { "App/\($0.name)" })
    var report = ProjectScanner().scan(path: bundle)
    report.apply(SwivelConfiguration(folder: folder))
    #expect(report.errors.isEmpty, "\(report.errors)")
    return report.findings.map(\.rule)
  }
}
