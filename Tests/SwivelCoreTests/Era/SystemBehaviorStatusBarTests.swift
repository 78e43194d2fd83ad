import SwivelCore
import Testing

/// Whether the status bar shows, era by era.
@Suite struct SystemBehaviorStatusBarTests {
  static func era(_ major: Int) throws -> SystemBehavior { try SystemBehavior(iOSVersion: "\(major).0") }
  static func model(_ id: String) throws -> DeviceModel { try #require(DeviceCatalog.model(id: id)) }

  // Apple, prefersStatusBarHidden
  // (https://developer.apple.com/documentation/uikit/uiviewcontroller/prefersstatusbarhidden):
  // "By default, this method returns false with one exception. For apps linked against iOS 8 or
  // later, this method returns true if the view controller is in a vertically compact environment."
  @Test func theDefaultHidesItInAVerticallyCompactEnvironmentFromIOS8() throws {
    #expect(try Self.era(8).defaultPrefersStatusBarHidden(verticalSizeClass: .compact))
    #expect(try !Self.era(8).defaultPrefersStatusBarHidden(verticalSizeClass: .regular))
    #expect(try !Self.era(7).defaultPrefersStatusBarHidden(verticalSizeClass: .compact))
  }

  // The same rule by device: an iPhone on its side is vertically compact, an iPad never is
  // (DeviceCatalog's size classes, from the HIG). Reports: MIT-Mobile/MIT-Mobile-for-iOS#200
  // (2014): "The status bar is hidden when going into landscape mode in iOS 8 on the iPhone";
  // mapzen/ios#211 (2017) shows it in landscape by answering prefersStatusBarHidden.
  @Test func anIPhoneHidesItOnItsSideAndAnIPadKeepsIt() throws {
    let era = try Self.era(12)
    let phone = try Self.model("iphone-8")
    let pad = try Self.model("ipad-9.7")
    #expect(era.isStatusBarHidden(preferred: nil, model: phone, orientation: .landscapeLeft))
    #expect(!era.isStatusBarHidden(preferred: nil, model: phone, orientation: .portrait))
    #expect(!era.isStatusBarHidden(preferred: nil, model: pad, orientation: .landscapeLeft))
    // The controller's answer decides otherwise.
    #expect(!era.isStatusBarHidden(preferred: false, model: phone, orientation: .landscapeLeft))
    #expect(era.isStatusBarHidden(preferred: true, model: pad, orientation: .portrait))
  }

  // Apple, prefersStatusBarHidden and childForStatusBarHidden: iOS 7.0+. Before, no controller is
  // asked and the status bar shows (the app-level UIStatusBarHidden is not modelled).
  @Test func beforeIOS7NoControllerHidesIt() throws {
    let old = try Self.model("iphone-4s")
    #expect(try !Self.era(6).isStatusBarHidden(preferred: true, model: old, orientation: .portrait))
    #expect(try Self.era(7).hasControllerBasedStatusBarAppearance)
    #expect(try !Self.era(6).hasControllerBasedStatusBarAppearance)
  }

  // A phone without a Home button has no status bar on its side whatever the app prefers: radar
  // 35694326 (lionheart/openradar-mirror#18958, iOS 11.1): "iPhone X always hides status bar while
  // in landscape orientation despite of what is returned from -[UIViewController
  // prefersStatusBarHidden]"; apache/cordova-plugin-statusbar#88: "iPhone X is the only one
  // ignoring that value".
  @Test func aPhoneWithoutAHomeButtonNeverShowsItOnItsSide() throws {
    let phone = try Self.model("iphone-x")
    #expect(try Self.era(17).isStatusBarHidden(preferred: false, model: phone, orientation: .landscapeRight))
  }

  // Apple, UIView.safeAreaInsets and viewSafeAreaInsetsDidChange(): iOS 11.0+.
  @Test func theSafeAreaArrivesWithIOS11() throws {
    #expect(try Self.era(11).hasSafeArea)
    #expect(try !Self.era(10).hasSafeArea)
  }
}
