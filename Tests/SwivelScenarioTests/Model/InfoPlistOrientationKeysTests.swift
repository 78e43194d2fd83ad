import SwivelCore
import Testing

@testable import SwivelScenario

@Suite struct InfoPlistOrientationKeysTests {
  static let here = SettingLocation.infoPlistKey(file: "Info.plist", key: "k")

  // Apple, Information Property List Key Reference: a key with a `~ipad` or `~iphone` suffix
  // replaces the plain key on that device.
  @Test func theIdiomKeyReplacesThePlainKey() {
    let keys = InfoPlistOrientationKeys(
      supportedInterfaceOrientations: InfoPlistSetting([.portrait], at: Self.here),
      supportedInterfaceOrientationsPad: InfoPlistSetting([.landscapeLeft], at: Self.here))
    #expect(keys.supportedInterfaceOrientations(for: .pad)?.value == [.landscapeLeft])
    #expect(keys.supportedInterfaceOrientations(for: .phone)?.value == [.portrait])
  }

  @Test func withoutAnyKeyThereIsNoList() {
    #expect(InfoPlistOrientationKeys().supportedInterfaceOrientations(for: .phone) == nil)
  }

  @Test func overridesTakeThePlaceOfTheSameKeyOnly() {
    let file = InfoPlistOrientationKeys(
      supportedInterfaceOrientations: InfoPlistSetting([.portrait], at: Self.here),
      requiresFullScreen: InfoPlistSetting(true, at: Self.here))
    let inline = InfoPlistOrientationKeys(
      supportedInterfaceOrientations: InfoPlistSetting([.landscapeRight], at: Self.here))
    let merged = file.merging(inline)
    #expect(merged.supportedInterfaceOrientations?.value == [.landscapeRight])
    #expect(merged.requiresFullScreen?.value == true)
  }

  @Test func settingLocationsPrintAsPlacesOrKeys() {
    #expect(SettingLocation.source(SourceLocation(file: "a.yaml", line: 3, column: 7)).description == "a.yaml:3:7")
    #expect(
      SettingLocation.infoPlistKey(file: "Info.plist", key: "UIRequiresFullScreen").description
        == "Info.plist: UIRequiresFullScreen")
    #expect(SourceLocation(file: "a.yaml").description == "a.yaml")
  }
}
