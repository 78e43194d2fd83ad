import Foundation
import SwivelCore
import Testing

/// The iPhone Duo (iOS 27.1, October 2026) in the catalog: one screen per display, each figure
/// with its source. Apple publishes pixels only; the points and insets are measured.
@Suite struct IPhoneDuoTests {
  static func model(_ id: String) throws -> DeviceModel { try #require(DeviceCatalog.model(id: id)) }
  static func era(_ ios: String, sdk: String? = nil) throws -> SystemBehavior {
    SystemBehavior(version: try SystemVersion(ios), sdk: try sdk.map { try SystemVersion($0) })
  }

  // Sizes: Flutter's Duo probe (Xcode 27.1 beta) and pub.dev app_deploy_screenshots 1.3.0 (27.2
  // simulator): the outer display 466×678, the inner 669×951 upright (951×669 open flat).
  // Idiom: phone on both (WWDC26 278: a resizable iPhone app "will still run under the phone user
  // interface idiom"; log5r/simple-media-player's wiki, quoting an Apple engineer: the Duo is
  // `.phone` when open).
  // Size classes: Apple, Tech Talk 111461: the outer display "behaves like any other iPhone"
  // (compact/regular upright, compact/compact on its side), the inner display regular/regular.
  @Test func theTwoDisplaysHaveTheirMeasuredSizesAndSizeClasses() throws {
    let outer = try Self.model("iphone-duo")
    #expect(outer.idiom == .phone && !outer.hasHomeButton)
    #expect(outer.portraitSize == Size(width: 466, height: 678))
    #expect(outer.sizeClasses(in: .portrait) == SizeClassPair(.compact, .regular))
    #expect(outer.sizeClasses(in: .landscapeLeft) == SizeClassPair(.compact, .compact))
    let inner = try Self.model("iphone-duo-inner")
    #expect(inner.idiom == .phone && !inner.hasHomeButton)
    #expect(inner.portraitSize == Size(width: 669, height: 951))
    #expect(inner.screenSize(in: .landscapeRight) == Size(width: 951, height: 669))
    for orientation in InterfaceOrientation.valid {
      #expect(inner.sizeClasses(in: orientation) == SizeClassPair(.regular, .regular))
    }
  }

  // The Duo shipped with iOS 27.1 (Apple, 23 October 2026): it never ran 27.0, so the matrix's
  // 27.0 row has no Duo column.
  @Test func theDuoRanIOS271AndLaterOnly() throws {
    for id in ["iphone-duo", "iphone-duo-inner"] {
      let model = try Self.model(id)
      #expect(!model.ran(try SystemVersion("27.0")))
      #expect(model.ran(try SystemVersion("27.1")))
      #expect(!model.ran(try SystemVersion("26.7")))
    }
  }

  // Measured, Flutter's Duo probe: on the inner display a `.portrait` mask "was ignored and the
  // scene came up `.portraitUpsideDown`"; the outer display is like any iPhone without a Home
  // button, which has no upside down (Apple, UIInterfaceOrientation.portraitUpsideDown).
  @Test func onlyTheInnerDisplayShowsUpsideDown() throws {
    #expect(try Self.model("iphone-duo-inner").supportsInterfaceOrientation(.portraitUpsideDown))
    #expect(try !Self.model("iphone-duo").supportsInterfaceOrientation(.portraitUpsideDown))
  }

  // Safe areas for apps built with the 27.1 SDK, whose bars sit in an 84-point strip on the camera
  // edge (Apple's UIVerticalBarBehavior docs; the strip measured 84 in Flutter's Duo probe and
  // app_deploy_screenshots): outer 0/0/34/84 upright, left 84 and bottom 34 on its side; inner
  // 82/0/34/0 upright, right 84 and bottom 34 on its side. They hold with the status bar hidden
  // too: the status bar lives in the strip.
  @Test(arguments: [true, false])
  func theSafeAreasAreTheMeasuredOnesWithThe271SDK(statusBarHidden: Bool) throws {
    let era = try Self.era("27.1")
    let outer = try Self.model("iphone-duo"), inner = try Self.model("iphone-duo-inner")
    #expect(
      outer.safeAreaInsets(in: .portrait, statusBarHidden: statusBarHidden, era: era)
        == EdgeInsets(top: 0, left: 0, bottom: 34, right: 84))
    #expect(
      outer.safeAreaInsets(in: .landscapeRight, statusBarHidden: statusBarHidden, era: era)
        == EdgeInsets(top: 0, left: 84, bottom: 34, right: 0))
    #expect(
      inner.safeAreaInsets(in: .portrait, statusBarHidden: statusBarHidden, era: era)
        == EdgeInsets(top: 82, left: 0, bottom: 34, right: 0))
    #expect(
      inner.safeAreaInsets(in: .landscapeLeft, statusBarHidden: statusBarHidden, era: era)
        == EdgeInsets(top: 0, left: 0, bottom: 34, right: 84))
  }

  // Apple, Tech Talk 111461: built with the 27.0 SDK the app "extends left of the status bar" and
  // with the 26 SDK it gets "a familiar size and aspect ratio"; the 27.0 scene measured 80 points
  // narrower (Retro Cartridge's design notes), the 26 one not at all. Swivel has no figures there.
  @Test(arguments: ["27.0", "26.2"])
  func anOlderSDKHasNoSafeAreaFigures(sdk: String) throws {
    let era = try Self.era("27.1", sdk: sdk)
    #expect(try Self.model("iphone-duo-inner").safeAreaInsets(in: .portrait, statusBarHidden: false, era: era) == nil)
    #expect(try Self.model("iphone-duo").safeAreaProfile(in: era) == nil)
  }

  // Apple, Tech Talk 111461: the inner display "doesn't honor your supported interface
  // orientations", but with UIRequiresFullScreen "iPhone Duo respects your supported interface
  // orientations, but your app will scale"; resizability comes with rebuilding (WWDC26 Platforms
  // State of the Union), so an app built with the 26 SDK keeps them (Swivel's inference).
  @Test func onlyTheInnerDisplayIgnoresTheSupportedOrientationsAndOnlyWithThe27SDK() throws {
    let inner = try Self.model("iphone-duo-inner"), outer = try Self.model("iphone-duo")
    #expect(try Self.era("27.1").ignoresSupportedOrientations(on: inner, requiresFullScreen: false))
    #expect(try !Self.era("27.1").ignoresSupportedOrientations(on: inner, requiresFullScreen: true))
    #expect(try !Self.era("27.1", sdk: "26.2").ignoresSupportedOrientations(on: inner, requiresFullScreen: false))
    #expect(try !Self.era("27.1").ignoresSupportedOrientations(on: outer, requiresFullScreen: false))
    #expect(
      try !Self.era("27.1").ignoresSupportedOrientations(on: try Self.model("iphone-16-pro"), requiresFullScreen: false)
    )
  }

  // A profile measured edge by edge survives JSON, as `swivel devices --format json` writes it.
  @Test func aMeasuredProfileRoundTripsThroughJSON() throws {
    let profile = try #require(try Self.model("iphone-duo-inner").safeAreaProfiles.last)
    let data = try JSONEncoder().encode(profile)
    #expect(try JSONDecoder().decode(SafeAreaProfile.self, from: data) == profile)
    #expect(String(decoding: data, as: UTF8.self).contains("\"fromSDK\":\"27.1\""))
  }
}
