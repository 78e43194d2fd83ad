import SwivelCore
import Testing

@testable import SwivelKit

@Suite struct InfoPlistTests {
  // Apple, "Managing your app's information property list": a device-specific key (~ipad,
  // ~iphone) takes precedence over the plain key on that device.
  @Test func anIdiomKeyReplacesThePlainKeyOnItsIdiomOnly() {
    let plist = InfoPlist(
      supportedInterfaceOrientations: .portrait, supportedInterfaceOrientationsByIdiom: [.pad: .landscape])
    #expect(plist.supportedInterfaceOrientations(for: .pad) == .landscape)
    #expect(plist.supportedInterfaceOrientations(for: .phone) == .portrait)
  }

  @Test func theKeyThatAnswersIsTheIdiomKeyElseThePlainKey() {
    let both = InfoPlist(
      supportedInterfaceOrientations: .portrait, supportedInterfaceOrientationsByIdiom: [.pad: .landscape])
    #expect(both.supportedInterfaceOrientationsKey(for: .pad) == .supportedInterfaceOrientationsPad)
    #expect(both.supportedInterfaceOrientationsKey(for: .phone) == .supportedInterfaceOrientations)
    let phoneOnly = InfoPlist(supportedInterfaceOrientationsByIdiom: [.phone: []])
    #expect(phoneOnly.supportedInterfaceOrientationsKey(for: .phone) == .supportedInterfaceOrientationsPhone)
    #expect(phoneOnly.supportedInterfaceOrientations(for: .phone) == [])
    #expect(phoneOnly.supportedInterfaceOrientationsKey(for: .pad) == nil)
  }

  @Test func anIdiomKeyAloneLeavesTheOtherIdiomUndeclared() {
    let plist = InfoPlist(supportedInterfaceOrientationsByIdiom: [.phone: .portrait])
    #expect(plist.supportedInterfaceOrientations(for: .phone) == .portrait)
    #expect(plist.supportedInterfaceOrientations(for: .pad) == nil)
    #expect(plist.effectiveSupportedInterfaceOrientations(for: .pad) == .all)
  }

  // Seed 000: view controllers and apps default to all four on iPad, all but upside down on iPhone.
  @Test(arguments: zip([UserInterfaceIdiom.phone, .pad], [InterfaceOrientationMask.allButUpsideDown, .all]))
  func withoutTheKeyTheIdiomDefaultApplies(idiom: UserInterfaceIdiom, expected: InterfaceOrientationMask) {
    #expect(InfoPlist().effectiveSupportedInterfaceOrientations(for: idiom) == expected)
  }

  @Test func anEmptyListIsKeptAsTheEmptyMask() {
    let plist = InfoPlist(supportedInterfaceOrientations: [])
    #expect(plist.effectiveSupportedInterfaceOrientations(for: .phone) == [])
  }

  // Apple, Information Property List, UIInterfaceOrientation: ignored when
  // UISupportedInterfaceOrientations is present.
  @Test func theInitialOrientationKeyIsIgnoredWhenSupportedOrientationsAreDeclared() {
    let plain = InfoPlist(supportedInterfaceOrientations: .all, interfaceOrientation: .landscapeRight)
    #expect(plain.initialInterfaceOrientation(for: .phone) == nil)
    let padOnly = InfoPlist(supportedInterfaceOrientationsByIdiom: [.pad: .all], interfaceOrientation: .landscapeRight)
    #expect(padOnly.initialInterfaceOrientation(for: .pad) == nil)
    #expect(padOnly.initialInterfaceOrientation(for: .phone) == .landscapeRight)
  }

  @Test func overridesReplaceKeyByKey() {
    let file = InfoPlist(
      supportedInterfaceOrientations: .all, supportedInterfaceOrientationsByIdiom: [.pad: .all, .phone: .portrait],
      interfaceOrientation: .portrait, requiresFullScreen: true)
    let inline = InfoPlist(supportedInterfaceOrientationsByIdiom: [.pad: .landscape], requiresFullScreen: false)
    let merged = file.overridden(by: inline)
    #expect(merged.supportedInterfaceOrientations == .all)
    #expect(merged.supportedInterfaceOrientationsByIdiom == [.pad: .landscape, .phone: .portrait])
    #expect(merged.interfaceOrientation == .portrait)
    #expect(merged.requiresFullScreen == false)
  }

  @Test func keysAreSpelledAsUIKitSpellsThem() {
    #expect(
      InfoPlist.Key.allCases.map(\.rawValue) == [
        "UISupportedInterfaceOrientations", "UISupportedInterfaceOrientations~ipad",
        "UISupportedInterfaceOrientations~iphone", "UIInterfaceOrientation", "UIRequiresFullScreen",
        "UIRequiresFullScreen~ipad", "UIRequiresFullScreen~iphone", "UILaunchStoryboardName", "UILaunchScreen",
        "UIRequiresFullScreenIgnoredStartingWithVersion",
      ])
    for idiom in UserInterfaceIdiom.allCases {
      #expect(InfoPlist.Key.supportedInterfaceOrientations(for: idiom).rawValue.hasSuffix(idiom.infoPlistKeySuffix))
      #expect(InfoPlist.Key.requiresFullScreen(for: idiom).rawValue.hasSuffix(idiom.infoPlistKeySuffix))
    }
  }

  // Core Foundation replaces a key by its `~ipad` / `~iphone` variant on that device, whatever the
  // key (swift-corelibs-foundation, CFBundle_InfoPlist.c, _CFBundleInfoPlistProcessInfoDictionary):
  // UIRequiresFullScreen~ipad wins over UIRequiresFullScreen on iPad.
  @Test func theIPadFullScreenKeyWinsOnIPadOnly() {
    let plist = InfoPlist(requiresFullScreen: false, requiresFullScreenByIdiom: [.pad: true])
    #expect(plist.requiresFullScreen(for: .pad) == true)
    #expect(plist.requiresFullScreenKey(for: .pad) == .requiresFullScreenPad)
    #expect(plist.requiresFullScreen(for: .phone) == false)
    #expect(plist.requiresFullScreenKey(for: .phone) == .requiresFullScreen)
    let padOnly = InfoPlist(requiresFullScreenByIdiom: [.pad: false])
    #expect(padOnly.requiresFullScreen(for: .pad) == false)
    #expect(padOnly.requiresFullScreen(for: .phone) == nil)
    #expect(padOnly.requiresFullScreenKey(for: .phone) == nil)
    let merged = InfoPlist(requiresFullScreenByIdiom: [.pad: false, .phone: true])
      .overridden(by: InfoPlist(requiresFullScreenByIdiom: [.pad: true]))
    #expect(merged.requiresFullScreenByIdiom == [.pad: true, .phone: true])
  }
}
