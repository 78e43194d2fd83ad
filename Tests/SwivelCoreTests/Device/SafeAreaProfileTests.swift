import SwivelCore
import Testing

/// The safe-area insets of a full-screen window, family by family, each figure with its source.
@Suite struct SafeAreaProfileTests {

  static func insets(
    _ id: String, _ orientation: InterfaceOrientation, hidden: Bool = false, ios: Int = 17
  ) throws -> EdgeInsets? {
    let model = try #require(DeviceCatalog.model(id: id))
    return model.safeAreaInsets(
      in: orientation, statusBarHidden: hidden, era: try SystemBehavior(iOSVersion: "\(ios).0"))
  }

  // The figures; useyourloaf.com, "Supporting iPhone X"
  // (https://useyourloaf.com/blog/supporting-iphone-x/): "a 34 point inset at the bottom", and in
  // landscape "It does not matter if the notch is on the left or right. Each side now has a 44
  // point inset"; the status bar is hidden there.
  @Test(arguments: ["iphone-x", "iphone-11-pro-max"])
  func theIPhoneXFamilyHas44And34UprightAnd44And21OnItsSide(id: String) throws {
    #expect(try Self.insets(id, .portrait) == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    #expect(try Self.insets(id, .landscapeLeft, hidden: true) == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
    #expect(try Self.insets(id, .landscapeRight, hidden: true) == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
  }

  // The XR and 11: qiita.com/usagimaru/items/761e9a5f3d78b1939df8 (2018, iOS 12): a 414×818
  // safe area upright (896 − 44 − 34) and 808×393 on its side (896 − 2 × 44, 414 − 21); 48 on top
  // in YusukeHosonuma/SwiftUI-Simulator's device table (2022). Swivel switches at iOS 14 (the
  // version of the change is not pinned by a source).
  @Test func theIPhone11Has44OnIOS12And48Later() throws {
    #expect(try Self.insets("iphone-11", .portrait, ios: 12) == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    #expect(try Self.insets("iphone-11", .portrait, ios: 15) == EdgeInsets(top: 48, left: 0, bottom: 34, right: 0))
  }

  // YusukeHosonuma/SwiftUI-Simulator's device table: iPhone 12 mini (50, 34) upright, iPhone 12
  // and 13 Pro Max (47, 34), landscape (0, 21) with the same sides; graycreate/StartPoint's
  // `safeArea`: "isIPhoneMini ? 50.0 : 47.0", bottom 34.
  @Test func theTwelveAndThirteenFamiliesHave47AndTheMinis50() throws {
    #expect(try Self.insets("iphone-13-mini", .portrait) == EdgeInsets(top: 50, left: 0, bottom: 34, right: 0))
    #expect(
      try Self.insets("iphone-13-mini", .landscapeLeft, hidden: true)
        == EdgeInsets(top: 0, left: 50, bottom: 21, right: 50))
    for id in ["iphone-14", "iphone-14-plus"] {
      #expect(try Self.insets(id, .portrait) == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
      #expect(try Self.insets(id, .landscapeRight, hidden: true) == EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    }
  }

  // csl.cool, "iOS Layout Adaptation" (2023), printing `view.safeAreaInsets` on a Dynamic Island
  // phone: "UIEdgeInsets(top: 59.0, left: 0.0, bottom: 34.0, right: 0.0)", and after rotating
  // "UIEdgeInsets(top: 0.0, left: 59.0, bottom: 21.0, right: 59.0)"; 59 on the 14 Pro Max
  // (thedebonair.co.uk, "Why is view.safeAreaInsets.top inaccurate": "the expected 59.0").
  @Test(arguments: ["iphone-15", "iphone-15-pro-max"])
  func dynamicIslandPhonesHave59(id: String) throws {
    #expect(try Self.insets(id, .portrait) == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(try Self.insets(id, .landscapeLeft, hidden: true) == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
  }

  // useyourloaf.com, "Supporting iPhone X": the iPhone 8's safe area allows for "a status bar (20
  // points)"; in landscape "the system hides the status bar" and "the left and right insets are
  // always zero". YusukeHosonuma/SwiftUI-Simulator: `standard` (20, 0) for iPads with a Home button.
  @Test(arguments: ["iphone-8", "iphone-se-3", "iphone-8-plus", "ipad-9.7", "ipad-10.2", "ipad-pro-10.5"])
  func aHomeButtonLeavesOnlyTheStatusBar(id: String) throws {
    #expect(try Self.insets(id, .portrait, ios: 13) == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(try Self.insets(id, .portrait, hidden: true, ios: 13) == .zero)
    #expect(try Self.insets(id, .landscapeLeft, ios: 13) == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(try Self.insets(id, .landscapeLeft, hidden: true, ios: 13) == .zero)
  }

  // YusukeHosonuma/SwiftUI-Simulator's device table: iPad mini 6th, iPad Air 4th, iPad Pro 11 and
  // 12.9 inch: "portrait: (24, 20), landscape: (24, 20, 0, 0)".
  @Test(arguments: ["ipad-mini-8.3", "ipad-air-10.9", "ipad-pro-11", "ipad-pro-12.9"])
  func roundedIPadsHave24And20BothWays(id: String) throws {
    for orientation in InterfaceOrientation.valid {
      #expect(try Self.insets(id, orientation) == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    }
  }

  // The sensor housing covers the top whether the status bar shows or not (useyourloaf.com,
  // "Supporting iPhone X": the status bar "has grown to allow for the center housing").
  @Test func theNotchKeepsTheTopInsetWithTheStatusBarHidden() throws {
    #expect(try Self.insets("iphone-x", .portrait, hidden: true) == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
  }

  // An iOS 27 simulator's figures (safearea.info; useyourloaf.com, "iPhone 17 screen sizes",
  // October 2025, for the 62 upright): 62/0/34/0 upright and 0/62/20/62 on the side for the 402-
  // and 440-point phones, 47/0/34/0 and 0/47/20/47 for the 16e. From iOS 27 only.
  @Test(arguments: [("iphone-16-pro", 62.0), ("iphone-16-pro-max", 62.0), ("iphone-16e", 47.0)])
  func theNewestPhonesHaveTheirIOS27Figures(id: String, housing: Double) throws {
    #expect(try Self.insets(id, .portrait, ios: 27) == EdgeInsets(top: housing, left: 0, bottom: 34, right: 0))
    #expect(
      try Self.insets(id, .landscapeLeft, hidden: true, ios: 27)
        == EdgeInsets(top: 0, left: housing, bottom: 20, right: housing))
  }

  // Apple, UIView.safeAreaInsets: iOS 11.0+. Before, no safe area; and no figures where no source
  // measured them (the 16e, the 16 Pro and 17 Pro families before iOS 27, the Air: only device
  // tables that disagree for iOS 26, see DeviceCatalog; an inline phone without a Home button).
  @Test func thereAreNoInsetsBeforeIOS11OrWithoutFigures() throws {
    let ios17 = try SystemBehavior(iOSVersion: "17.0")
    #expect(try Self.insets("iphone-8", .portrait, ios: 10) == nil)
    for id in ["iphone-16e", "iphone-16-pro", "iphone-16-pro-max", "iphone-air"] {
      #expect(try Self.insets(id, .portrait, ios: 18) == nil)
      #expect(try Self.insets(id, .portrait, ios: 26) == nil)
    }
    #expect(try Self.insets("iphone-air", .portrait, ios: 27) == nil)
    let inline = DeviceModel(idiom: .phone, portraitSize: Size(width: 402, height: 874), hasHomeButton: false)
    #expect(inline.safeAreaInsets(in: .portrait, statusBarHidden: false, era: ios17) == nil)
    let withButton = DeviceModel(idiom: .phone, portraitSize: Size(width: 375, height: 667), hasHomeButton: true)
    #expect(
      withButton.safeAreaInsets(in: .portrait, statusBarHidden: false, era: ios17)
        == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
  }
}
