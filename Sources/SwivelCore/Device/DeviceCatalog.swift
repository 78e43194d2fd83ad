/// The devices Swivel knows by id: every iPhone and iPad screen size in Apple's Human Interface
/// Guidelines ("Layout", Specifications: "iOS, iPadOS device screen sizes" and "Device size
/// classes"), plus the 3.5-inch iPhone of the older HIG ("Adaptivity and Layout", iOS 8 era) and
/// the ids the scenario format names (Scenario reference, section 3).
///
/// Size classes are those of a full-screen app, as the HIG lists them: iPhone compact/regular in
/// portrait; compact/compact in landscape, but regular/compact on the large screens (Plus, Max,
/// XR, 11, Air and their successors); iPad regular/regular both ways.
///
/// Home buttons: every iPhone up to the 8 Plus and the SE models has one; the iPhone X and later
/// (the 16e included) do not. iPads have one up to the 10.2-inch iPad, the 10.5-inch iPad Pro and
/// iPad Air (3rd generation) and the first two 12.9-inch iPad Pros; the Face ID iPad Pros, the
/// iPad Air (4th generation) and later, the iPad (10th generation) and later and the iPad mini
/// (6th generation) and later do not (Apple, "Identify your iPad model" and "Identify your iPhone
/// model", support.apple.com).
///
/// iOS versions: from the version the first model of a screen shipped with to the last one any
/// of its models can install (Apple's "iOS and iPadOS compatibility" pages and each release's
/// list of supported devices): the iPhone 5 shipped with iOS 6 and the iPhone SE (1st
/// generation) stopped at iOS 15; iOS 16 dropped the iPhone 7 but kept the 8, iOS 17 the 8;
/// iOS 26 needs an iPhone 11 or later, iPadOS 26 an A12 iPad or later; iOS 27 runs on every
/// iPhone that ran 26, iPadOS 27 drops the A12 iPads (the first 11-inch and third 12.9-inch iPad
/// Pros, the iPad Air 3, the iPad 8 and the iPad mini 5: Apple's list at WWDC26, as 9to5Mac and
/// others reported it in June 2026). A screen keeps the newest iOS any of its models runs.
public enum DeviceCatalog {
  /// Every model, phones first, each group from the smallest screen.
  public static let all: [DeviceModel] = phones + pads

  /// The model with the given id (`iphone-8`), or `nil`.
  public static func model(id: String) -> DeviceModel? {
    all.first { $0.id == id }
  }

  /// The display a foldable device's scene moves to when it folds (`folding`) or opens, from
  /// `model`'s (``DeviceModel/foldsTo``, ``DeviceModel/unfoldsTo``); `nil` where it cannot.
  public static func display(after model: DeviceModel, folding: Bool) -> DeviceModel? {
    (folding ? model.foldsTo : model.unfoldsTo).flatMap { self.model(id: $0) }
  }

  /// The catalog's ids, in catalog order.
  public static var ids: [String] { all.map(\.id) }

  /// The model one of whose marketing names the text spells, ignoring case and taking `-` or `_`
  /// for a space (`iphone-13` is the iPhone 13, which shares `iphone-14`'s screen); `nil` when
  /// none does. An id that is no catalog id is often a model's name written as one.
  public static func model(marketingName text: String) -> DeviceModel? {
    let wanted = normalized(text)
    return all.first { model in model.name.split(separator: ",").contains { normalized(String($0)) == wanted } }
  }

  private static func normalized(_ text: String) -> String {
    String(text.lowercased().map { $0 == "-" || $0 == "_" ? " " : $0 }).split(separator: " ").joined(separator: " ")
  }

  private static let compactRegular = SizeClassPair(.compact, .regular)
  private static let compactCompact = SizeClassPair(.compact, .compact)
  private static let regularCompact = SizeClassPair(.regular, .compact)
  private static let regularRegular = SizeClassPair(.regular, .regular)

  private static func phone(
    _ id: String, _ name: String, _ width: Double, _ height: Double, homeButton: Bool, landscape: SizeClassPair,
    ios: ClosedRange<Int>, safeArea: [SafeAreaProfile]? = nil
  ) -> DeviceModel {
    DeviceModel(
      id: id, name: name, idiom: .phone, portraitSize: Size(width: width, height: height), hasHomeButton: homeButton,
      portraitSizeClasses: compactRegular, landscapeSizeClasses: landscape, systemMajorVersions: ios,
      safeAreaProfiles: safeArea ?? (homeButton && ios.upperBound >= 11 ? [.homeButton] : []))
  }

  /// - Parameter stageManager: the first major iPadOS in which a model of the screen has Stage
  ///   Manager (``DeviceModel/stageManagerFromMajor``).
  private static func pad(
    _ id: String, _ name: String, _ width: Double, _ height: Double, homeButton: Bool, ios: ClosedRange<Int>,
    stageManager: Int
  ) -> DeviceModel {
    DeviceModel(
      id: id, name: name, idiom: .pad, portraitSize: Size(width: width, height: height), hasHomeButton: homeButton,
      portraitSizeClasses: regularRegular, landscapeSizeClasses: regularRegular, systemMajorVersions: ios,
      safeAreaProfiles: ios.upperBound < 11 ? [] : [homeButton ? .homeButton : .roundedPad],
      stageManagerFromMajor: stageManager)
  }

  // Safe areas, family by family (SafeAreaProfile; the tests cite each figure's source):
  // - a Home button: the 20-point status bar alone, hidden on a phone's side from iOS 8 (useyourloaf.com,
  //   "Supporting iPhone X": the iPhone 8's safe area is the 20-point status bar, "the system hides the status
  //   bar in landscape", "the left and right insets are always zero").
  // - the iPhone X, XS, 11 Pro, XS Max and 11 Pro Max: 44 (useyourloaf.com, "Supporting iPhone X": 34 at the
  //   bottom, "each side now has a 44 point inset" in landscape whichever side the notch is on).
  // - the XR and 11: 44 on iOS 12 (qiita.com/usagimaru, 2018: a 414×818 safe area upright, 808×393 on its
  //   side), 48 later (YusukeHosonuma/SwiftUI-Simulator's device table, 2022); Swivel changes at iOS 14.
  // - the 12 mini and 13 mini: 50; the 12, 13, 14, their Pro and Plus/Pro Max: 47 (SwiftUI-Simulator's table;
  //   graycreate/StartPoint: "isIPhoneMini ? 50.0 : 47.0").
  // - the Dynamic Island phones of 393 and 430 points: 59, and (0, 59, 21, 59) on their side (csl.cool,
  //   "iOS Layout Adaptation", 2023, as printed by `view.safeAreaInsets`).
  // - the 16e and 17e, the 16 Pro to 18 Pro families: from iOS 27 only, as an iOS 27 simulator prints
  //   them (safearea.info; useyourloaf.com, "iPhone 17 screen sizes", October 2025, for the upright 62):
  //   62 and 34 upright, 62 on both sides and 20 at the bottom on their side for the 402- and 440-point
  //   phones; 47 and 34 upright, 47 and 20 on their side for the 390-point 16e (the 17e has its
  //   drawing, not measured on its own). Before iOS 27 none: the tables for iOS 18 and 26 are
  //   hand-made and disagree on the side insets (iOS 26's keep a top inset of 20 in landscape), so an
  //   expectation of the safe area there is refused.
  // - the Air: none. Upright 68 and 34 (useyourloaf.com), but no source gives its side insets on iOS 27.
  // - iPads with rounded corners: 24 at the top and 20 at the bottom both ways (SwiftUI-Simulator's table:
  //   iPad mini 6th, Air 4th, Pro 11 and 12.9 inch).
  private static let notch44: [SafeAreaProfile] = [.sensorHousing(44, since: 11)]
  private static let notch47: [SafeAreaProfile] = [.sensorHousing(47, since: 14)]
  private static let notch50: [SafeAreaProfile] = [.sensorHousing(50, since: 14)]
  private static let dynamicIsland59: [SafeAreaProfile] = [.sensorHousing(59, since: 16)]
  private static let unmeasured: [SafeAreaProfile] = []
  private static let dynamicIsland62From27: [SafeAreaProfile] = [
    SafeAreaProfile(
      since: 27, statusBarHeight: 62, sensorHousing: 62, homeIndicator: 34, landscapeSides: 62,
      landscapeHomeIndicator: 20)
  ]
  private static let notch47From27: [SafeAreaProfile] = [
    SafeAreaProfile(
      since: 27, statusBarHeight: 47, sensorHousing: 47, homeIndicator: 34, landscapeSides: 47,
      landscapeHomeIndicator: 20)
  ]

  static let phones: [DeviceModel] =
    [
      phone(
        "iphone-4s", "iPhone 4s, iPhone 4, iPhone 3GS", 320, 480, homeButton: true, landscape: compactCompact,
        ios: 3...9),
      phone(
        "iphone-se-1", "iPhone SE (1st generation), iPhone 5s, iPhone 5c, iPhone 5, iPod touch (5th to 7th generation)",
        320, 568, homeButton: true, landscape: compactCompact, ios: 6...15),
      phone(
        "iphone-8", "iPhone 8, iPhone 7, iPhone 6s, iPhone 6", 375, 667, homeButton: true, landscape: compactCompact,
        ios: 8...16),
      phone(
        "iphone-se-3", "iPhone SE (3rd and 2nd generation)", 375, 667, homeButton: true, landscape: compactCompact,
        ios: 13...27),
      phone(
        "iphone-8-plus", "iPhone 8 Plus, iPhone 7 Plus, iPhone 6s Plus, iPhone 6 Plus", 414, 736, homeButton: true,
        landscape: regularCompact, ios: 8...16),
      phone(
        "iphone-x", "iPhone 11 Pro, iPhone XS, iPhone X", 375, 812, homeButton: false, landscape: compactCompact,
        ios: 11...27, safeArea: notch44),
      phone(
        "iphone-13-mini", "iPhone 13 mini, iPhone 12 mini", 375, 812, homeButton: false, landscape: compactCompact,
        ios: 14...27, safeArea: notch50),
      phone(
        "iphone-11", "iPhone 11, iPhone XR", 414, 896, homeButton: false, landscape: regularCompact, ios: 12...27,
        safeArea: [.sensorHousing(44, since: 12), .sensorHousing(48, since: 14)]),
      phone(
        "iphone-11-pro-max", "iPhone 11 Pro Max, iPhone XS Max", 414, 896, homeButton: false, landscape: regularCompact,
        ios: 12...27, safeArea: notch44),
      phone(
        "iphone-14", "iPhone 14, iPhone 13, iPhone 13 Pro, iPhone 12, iPhone 12 Pro", 390, 844, homeButton: false,
        landscape: compactCompact, ios: 14...27, safeArea: notch47),
      phone(
        "iphone-16e", "iPhone 17e, iPhone 16e", 390, 844, homeButton: false, landscape: compactCompact, ios: 18...27,
        safeArea: notch47From27),
      phone(
        "iphone-14-plus", "iPhone 14 Plus, iPhone 13 Pro Max, iPhone 12 Pro Max", 428, 926, homeButton: false,
        landscape: regularCompact, ios: 14...27, safeArea: notch47),
      phone(
        "iphone-15", "iPhone 16, iPhone 15, iPhone 15 Pro, iPhone 14 Pro", 393, 852, homeButton: false,
        landscape: compactCompact, ios: 16...27, safeArea: dynamicIsland59),
      phone(
        "iphone-15-pro-max", "iPhone 16 Plus, iPhone 15 Pro Max, iPhone 15 Plus, iPhone 14 Pro Max", 430, 932,
        homeButton: false, landscape: regularCompact, ios: 16...27, safeArea: dynamicIsland59),
      phone(
        "iphone-16-pro", "iPhone 18 Pro, iPhone 17 Pro, iPhone 17, iPhone 16 Pro", 402, 874, homeButton: false,
        landscape: compactCompact, ios: 18...27, safeArea: dynamicIsland62From27),
      phone("iphone-air", "iPhone Air", 420, 912, homeButton: false, landscape: regularCompact, ios: 26...27),
      phone(
        "iphone-16-pro-max", "iPhone 18 Pro Max, iPhone 17 Pro Max, iPhone 16 Pro Max", 440, 956, homeButton: false,
        landscape: regularCompact, ios: 18...27, safeArea: dynamicIsland62From27),
    ] + iPhoneDuo

  // The iPhone Duo (iOS 27.1, October 2026), one screen per display, as the scene sees them:
  // - sizes in points as measured (Apple publishes pixels only): the outer display 466×678, the inner
  //   669×951 upright (Flutter's Duo probe, Xcode 27.1 beta; Retro Cartridge's design notes; pub.dev
  //   app_deploy_screenshots 1.3.0, on the 27.2 simulator).
  // - size classes: the outer display "behaves like any other iPhone", compact/regular upright and
  //   compact/compact on its side; the inner display regular/regular (Apple, Tech Talk 111461).
  // - the inner display "doesn't honor your supported interface orientations" (Tech Talk 111461) and
  //   shows the interface upside down (measured: a portrait app "came up .portraitUpsideDown").
  // - safe areas, for apps built with the 27.1 SDK, whose bars and status bar sit in an 84-point strip on
  //   the camera edge: outer 0/0/34/84 upright and 84 left, 34 bottom on its side; inner 82/0/34/0
  //   upright and 84 right, 34 bottom on its side (the measurements above). Which landscape was measured
  //   is not said, so both sides take the figures; an app built with an older SDK gets a narrower,
  //   unmeasured scene, so Swivel has no safe area for it. The status bar lives in the strip, so it can
  //   show on the display's side ("the vertical status bar", Apple, UIVerticalBarBehavior).
  // - folding and opening move the scene from one display to the other (unfoldsTo, foldsTo).
  private static let duo271SDK = SystemVersion(uncheckedMajor: 27, minor: 1)
  private static let iPhoneDuo: [DeviceModel] = {
    var outer = phone(
      "iphone-duo", "iPhone Duo (outer display)", 466, 678, homeButton: false, landscape: compactCompact, ios: 27...27,
      safeArea: [
        .measured(
          since: 27, fromSDK: duo271SDK, upright: EdgeInsets(top: 0, left: 0, bottom: 34, right: 84),
          onItsSide: EdgeInsets(top: 0, left: 84, bottom: 34, right: 0))
      ])
    var inner = phone(
      "iphone-duo-inner", "iPhone Duo (inner display)", 669, 951, homeButton: false, landscape: regularRegular,
      ios: 27...27,
      safeArea: [
        .measured(
          since: 27, fromSDK: duo271SDK, upright: EdgeInsets(top: 82, left: 0, bottom: 34, right: 0),
          onItsSide: EdgeInsets(top: 0, left: 0, bottom: 34, right: 84))
      ])
    inner.portraitSizeClasses = regularRegular
    inner.isResizableDisplay = true
    inner.splitViewDividerWidth = 13
    inner.showsUpsideDownWithoutHomeButton = true
    outer.firstSystemVersion = duo271SDK
    inner.firstSystemVersion = duo271SDK
    (outer.showsStatusBarOnItsSide, inner.showsStatusBarOnItsSide) = (true, true)
    outer.unfoldsTo = inner.id
    inner.foldsTo = outer.id
    return [outer, inner]
  }()

  // Stage Manager (DeviceModel.stageManagerFromMajor), by Apple's lists: from iPadOS 16.1 to 18 the
  // iPad Pro 12.9-inch from its 3rd generation, every iPad Pro 11-inch, the iPad Air from its 5th
  // generation (M1) and the M4 iPad Pros (Apple's statement of June 2022 on M1 iPads, widened to
  // the A12X and A12Z iPad Pros in iPadOS 16.1); from iPadOS 26 every iPad that runs it (Apple's
  // iPadOS 26 feature availability, as MacRumors reported it in June 2025). A screen some of whose
  // models have it (ipad-air-10.9: the iPad Air 5th generation and M2/M3, not the 4th generation
  // or the iPad of 10th generation) is played with it.
  static let pads: [DeviceModel] = [
    pad(
      "ipad-mini-8.3", "iPad mini (A17 Pro), iPad mini (6th generation)", 744, 1133, homeButton: false, ios: 15...27,
      stageManager: 26),
    pad(
      "ipad-9.7",
      "iPad (1st to 6th generation), iPad Air (1st and 2nd generation), iPad Pro 9.7-inch, iPad mini (1st to 5th generation)",
      768, 1024, homeButton: true, ios: 3...26, stageManager: 26),
    pad("ipad-10.2", "iPad (7th to 9th generation)", 810, 1080, homeButton: true, ios: 13...27, stageManager: 26),
    pad(
      "ipad-pro-10.5", "iPad Pro 10.5-inch, iPad Air (3rd generation)", 834, 1112, homeButton: true, ios: 10...26,
      stageManager: 26),
    pad(
      "ipad-air-10.9",
      "iPad Air 11-inch (M2 to M4), iPad Air (4th and 5th generation), iPad (A16), iPad (10th generation)", 820,
      1180, homeButton: false, ios: 14...27, stageManager: 16),
    pad(
      "ipad-pro-11", "iPad Pro 11-inch (1st to 4th generation)", 834, 1194, homeButton: false, ios: 12...27,
      stageManager: 16),
    pad("ipad-pro-11-m4", "iPad Pro 11-inch (M4, M5)", 834, 1210, homeButton: false, ios: 17...27, stageManager: 16),
    pad(
      "ipad-pro-12.9", "iPad Pro 12.9-inch (3rd to 6th generation), iPad Air 13-inch (M2 to M4)", 1024, 1366,
      homeButton: false, ios: 12...27, stageManager: 16),
    pad(
      "ipad-pro-12.9-2", "iPad Pro 12.9-inch (1st and 2nd generation)", 1024, 1366, homeButton: true, ios: 9...17,
      stageManager: 26),
    pad("ipad-pro-13-m4", "iPad Pro 13-inch (M4, M5)", 1032, 1376, homeButton: false, ios: 17...27, stageManager: 16),
  ]
}
