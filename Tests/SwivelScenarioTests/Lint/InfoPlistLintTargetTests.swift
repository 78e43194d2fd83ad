import SwivelCore
import Testing

@testable import SwivelScenario

/// `swivel lint --device ID --ios X.Y`: the device and era an Info.plist alone is linted for.
@Suite struct InfoPlistLintTargetTests {
  @Test func withoutOptionsTheFileSaysItsFamiliesInTheNewestEra() throws {
    let target = try InfoPlistLintTarget(deviceID: nil, iOSVersion: nil)
    #expect(target == InfoPlistLintTarget())
    #expect(target.device == nil)
    #expect(target.behavior == .newest)
  }

  // The catalog: the iPhone 8's screen ran iOS 8 to 16 (Apple, "iOS and iPadOS compatibility").
  @Test(arguments: zip(["iphone-8", "iphone-15", "ipad-pro-12.9-2"], ["16.7", "27.1", "17.7"]))
  func aDeviceAloneIsLintedInTheNewestEraItRan(device: String, era: String) throws {
    let target = try InfoPlistLintTarget(deviceID: device, iOSVersion: nil)
    #expect(target.device?.id == device)
    #expect(target.behavior.version.description == era)
  }

  @Test func aVersionAloneSetsTheEra() throws {
    let target = try InfoPlistLintTarget(deviceID: nil, iOSVersion: "9.3")
    #expect(target.device == nil)
    #expect(target.behavior == (try SystemBehavior(iOSVersion: "9.3")))
  }

  @Test(
    arguments: [
      ("iphone-155", nil, InfoPlistLintTargetError.unknownDevice("iphone-155", suggestion: "iphone-15")),
      ("toaster", nil, .unknownDevice("toaster", suggestion: nil)),
      // The iPhone 13 shares the iPhone 14's screen (its catalog entry's names).
      ("iphone-13", nil, .unknownDevice("iphone-13", suggestion: "iphone-14")),
      (nil, "17.9", .version(.unknownMinor("17.9", lastMinor: "17.7"))),
      (nil, "x", .version(.malformed("x"))),
    ] as [(String?, String?, InfoPlistLintTargetError)])
  func aBadDeviceOrVersionIsAnError(device: String?, ios: String?, error: InfoPlistLintTargetError) {
    #expect(throws: error) { try InfoPlistLintTarget(deviceID: device, iOSVersion: ios) }
  }

  @Test func aDeviceThatNeverRanTheEraIsAnError() throws {
    let error = try #require(
      throws: InfoPlistLintTargetError.self,
      performing: { try InfoPlistLintTarget(deviceID: "iphone-8", iOSVersion: "26.0") })
    #expect(
      error.description
        == "--device iphone-8 (iPhone 8, iPhone 7, iPhone 6s, iPhone 6) ran iOS 8 to 16, and never ran iOS 26.0; give an --ios it ran, or another device"
    )
  }

  @Test func aDeviceLintsItsIdiomAloneWithItsHardware() throws {
    var keys = LocatedInfoPlist(deviceFamily: [.phone, .pad])
    keys.setSupportedInterfaceOrientations(
      [.portrait, .portraitUpsideDown], for: nil,
      at: .infoPlistKey(file: "Info.plist", key: "UISupportedInterfaceOrientations"))
    let iPhoneX = try #require(DeviceCatalog.model(id: "iphone-x"))
    let subject = LintSubject(infoPlist: keys, device: iPhoneX)
    #expect(subject.idioms == [.phone])
    #expect(
      LintRule.all.findings(in: subject).map(\.ruleID) == ["upside-down-without-home-button"])
    // Without a device, both families: the iPad's list is not all four (ITMS-90474).
    #expect(LintRule.all.findings(in: LintSubject(infoPlist: keys)).map(\.ruleID) == ["ipad-multitasking-orientations"])
  }

  // Without UIDeviceFamily and without --device, a note says which families were assumed.
  @Test func theAssumedFamilyIsNotedOnlyWhenThereIsNoFamilyNorDevice() throws {
    let linter = ScenarioLinter()
    let plain = try #require(linter.lint(files: [Fixture.infoPlist("landscape.plist")]).results.first)
    #expect(
      plain.notes.map(\.message).first?.hasPrefix("no UIDeviceFamily, so linted for iPhone only (the default)") == true)
    let withIPadKey = try #require(linter.lint(files: [Fixture.infoPlist("universal.plist")]).results.first)
    #expect(
      withIPadKey.notes.map(\.message).first?.hasPrefix(
        "no UIDeviceFamily, so linted for iPhone (the default) and iPad (its ~ipad keys)") == true)
    let declared = try #require(linter.lint(files: [Fixture.infoPlist("ipad-landscape-only.plist")]).results.first)
    #expect(declared.notes.isEmpty)
    let device = ScenarioLinter(infoPlistTarget: try InfoPlistLintTarget(deviceID: "iphone-15", iOSVersion: nil))
    #expect(device.lint(files: [Fixture.infoPlist("landscape.plist")]).results.first?.notes.isEmpty == true)
    let scenario = try #require(linter.lint(files: [Fixture.path("clean.yaml")]).results.first)
    #expect(scenario.notes.isEmpty)
    #expect(plain.notes.first?.description.hasPrefix("\(Fixture.infoPlist("landscape.plist")): note: ") == true)
  }
}
