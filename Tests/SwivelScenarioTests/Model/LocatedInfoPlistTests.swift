import SwivelCore
import SwivelKit
import Testing

@testable import SwivelScenario

@Suite struct LocatedInfoPlistTests {
  static func line(_ line: Int) -> SettingLocation { .source(SourceLocation(file: "s.yaml", line: line, column: 3)) }
  static func key(_ key: String) -> SettingLocation { .infoPlistKey(file: "Info.plist", key: key) }

  // Apple, "Managing your app's information property list": a key with a `~ipad` or `~iphone`
  // suffix replaces the plain key on that device; the place named is the key that answered.
  @Test func theIdiomKeyReplacesThePlainKeyWithItsPlace() throws {
    var keys = LocatedInfoPlist()
    keys.setSupportedInterfaceOrientations(.portrait, for: nil, at: Self.line(4))
    keys.setSupportedInterfaceOrientations(.landscapeLeft, for: .pad, at: Self.line(5))
    let pad = try #require(keys.supportedInterfaceOrientations(for: .pad))
    #expect(pad.mask == .landscapeLeft)
    #expect(pad.location == Self.line(5))
    let phone = try #require(keys.supportedInterfaceOrientations(for: .phone))
    #expect(phone.mask == .portrait)
    #expect(phone.location == Self.line(4))
    #expect(keys.infoPlist.supportedInterfaceOrientations(for: .pad) == .landscapeLeft)
  }

  @Test func withoutAnyKeyThereIsNoList() {
    #expect(LocatedInfoPlist().supportedInterfaceOrientations(for: .phone) == nil)
  }

  // Scenario spec, section 4: inline keys override infoPlist's, key by key.
  @Test func overridesTakeThePlaceOfTheSameKeyOnlyWithTheirPlace() {
    var file = LocatedInfoPlist(deviceFamily: [.phone, .pad])
    file.setSupportedInterfaceOrientations(.portrait, for: nil, at: Self.key("UISupportedInterfaceOrientations"))
    file.setRequiresFullScreen(true, at: Self.key("UIRequiresFullScreen"))
    var inline = LocatedInfoPlist()
    inline.setSupportedInterfaceOrientations(.landscapeRight, for: nil, at: Self.line(6))
    inline.setInterfaceOrientation(.landscapeLeft, at: Self.line(7))
    let merged = file.overridden(by: inline)
    #expect(merged.infoPlist.supportedInterfaceOrientations == .landscapeRight)
    #expect(merged.location(of: .supportedInterfaceOrientations) == Self.line(6))
    #expect(merged.infoPlist.requiresFullScreen == true)
    #expect(merged.location(of: .requiresFullScreen) == Self.key("UIRequiresFullScreen"))
    #expect(merged.location(of: .interfaceOrientation) == Self.line(7))
    #expect(merged.deviceFamily == [.phone, .pad])
  }

  @Test func theIdiomsAreTheDeviceFamilyElseThoseOfSuffixedKeys() {
    var keys = LocatedInfoPlist(deviceFamily: [.phone])
    #expect(keys.idioms == [.phone])
    keys.setSupportedInterfaceOrientations(.all, for: .pad, at: Self.line(3))
    #expect(keys.idioms == [.phone])
    keys.deviceFamily = nil
    #expect(keys.idioms == [.pad])
    var fullScreen = LocatedInfoPlist()
    fullScreen.setRequiresFullScreen(true, for: .pad, at: Self.line(4))
    #expect(fullScreen.idioms == [.pad])
    #expect(LocatedInfoPlist().idioms.isEmpty)
  }

  @Test func settingLocationsPrintAsPlacesOrKeys() {
    #expect(SettingLocation.source(SourceLocation(file: "a.yaml", line: 3, column: 7)).description == "a.yaml:3:7")
    #expect(Self.key("UIRequiresFullScreen").description == "Info.plist: UIRequiresFullScreen")
    #expect(SourceLocation(file: "a.yaml").description == "a.yaml")
  }
}
