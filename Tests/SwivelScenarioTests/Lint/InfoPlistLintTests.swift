import SwivelCore
import Testing

@testable import SwivelScenario

/// Rules that need only Info.plist keys run on a standalone Info.plist, located by key.
@Suite struct InfoPlistLintTests {
  static func key(_ name: String) -> SettingLocation { .infoPlistKey(file: "Info.plist", key: name) }

  @Test func plistOnlyRulesReportTheKey() {
    let keys = InfoPlistOrientationKeys(
      supportedInterfaceOrientations: InfoPlistSetting([.portrait], at: Self.key("UISupportedInterfaceOrientations")),
      interfaceOrientation: InfoPlistSetting(.landscapeLeft, at: Self.key("UIInterfaceOrientation")))
    let findings = LintRule.all.findings(in: LintSubject(infoPlist: keys, idioms: [.phone, .pad]))
    #expect(
      findings.map { "\($0.location) [\($0.ruleID)]" } == [
        "Info.plist: UISupportedInterfaceOrientations [ipad-multitasking-orientations]",
        "Info.plist: UIInterfaceOrientation [interface-orientation-ignored]",
      ])
  }

  @Test func rulesThatNeedControllersOrADeviceFindNothingInAPlist() {
    let keys = InfoPlistOrientationKeys(
      supportedInterfaceOrientationsPhone: InfoPlistSetting(
        [.portraitUpsideDown], at: Self.key("UISupportedInterfaceOrientations~iphone")))
    let subject = LintSubject(infoPlist: keys, idioms: [.phone])
    #expect(LintRule.noCommonOrientation.findings(in: subject).isEmpty)
    #expect(LintRule.upsideDownWithoutHomeButton.findings(in: subject).isEmpty)
    #expect(LintRule.containerIgnoresChildren.findings(in: subject).isEmpty)
  }

  @Test func theIPadKeyMakesAnAppAnIPadApp() {
    let keys = InfoPlistOrientationKeys(
      supportedInterfaceOrientationsPad: InfoPlistSetting(
        [.landscapeLeft], at: Self.key("UISupportedInterfaceOrientations~ipad")))
    #expect(LintSubject(infoPlist: keys, idioms: [.phone]).idioms == [.phone, .pad])
    #expect(LintRule.ipadMultitaskingOrientations.findings(in: LintSubject(infoPlist: keys, idioms: [])).count == 1)
  }

  @Test func anUnreadInfoPlistFileLeavesTheAppMaskUnknown() throws {
    let scenario = try ScenarioLoader(fileExists: { _ in true }).load(
      yaml: "swivel: 1\ndevice: iphone-8\napp: {infoPlist: Info.plist}\ncontrollers: {a: {supported: []}}\n",
      file: "s.yaml")
    #expect(LintRule.noCommonOrientation.findings(in: LintSubject(scenario: scenario)).isEmpty)
    let fileKeys = InfoPlistOrientationKeys(
      supportedInterfaceOrientations: InfoPlistSetting([.portrait], at: Self.key("UISupportedInterfaceOrientations")))
    #expect(
      LintRule.noCommonOrientation.findings(in: LintSubject(scenario: scenario, infoPlistKeys: fileKeys)).count == 1)
  }
}
