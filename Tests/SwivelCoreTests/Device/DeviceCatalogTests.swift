import SwivelCore
import Testing

/// One row of the expected catalog: id, idiom, portrait size in points, Home button, and the
/// landscape size classes (horizontal/vertical) of a full-screen app.
struct ExpectedDevice: Sendable, CustomTestStringConvertible {
  let id: String
  let idiom: UserInterfaceIdiom
  let width: Double
  let height: Double
  let homeButton: Bool
  let landscape: SizeClassPair

  var testDescription: String { id }
}

private let cc = SizeClassPair(.compact, .compact)
private let rc = SizeClassPair(.regular, .compact)
private let rr = SizeClassPair(.regular, .regular)

/// Sizes: Apple's Human Interface Guidelines, "Layout", Specifications, "iOS, iPadOS device screen
/// sizes" (portrait, in points), and the 2014 HIG "Adaptivity and Layout" for the 3.5-inch iPhone.
/// Size classes: the same page, "Device size classes": every iPhone compact width, regular height
/// in portrait; in landscape regular width, compact height for the Plus, Max, XR, 11, Air models,
/// compact/compact for the others; every iPad regular/regular.
/// Home buttons: Apple Support, "Identify your iPhone model" and "Identify your iPad model".
let expectedCatalog: [ExpectedDevice] = [
  ExpectedDevice(id: "iphone-4s", idiom: .phone, width: 320, height: 480, homeButton: true, landscape: cc),
  ExpectedDevice(id: "iphone-se-1", idiom: .phone, width: 320, height: 568, homeButton: true, landscape: cc),
  ExpectedDevice(id: "iphone-8", idiom: .phone, width: 375, height: 667, homeButton: true, landscape: cc),
  ExpectedDevice(id: "iphone-se-3", idiom: .phone, width: 375, height: 667, homeButton: true, landscape: cc),
  ExpectedDevice(id: "iphone-8-plus", idiom: .phone, width: 414, height: 736, homeButton: true, landscape: rc),
  ExpectedDevice(id: "iphone-x", idiom: .phone, width: 375, height: 812, homeButton: false, landscape: cc),
  ExpectedDevice(id: "iphone-13-mini", idiom: .phone, width: 375, height: 812, homeButton: false, landscape: cc),
  ExpectedDevice(id: "iphone-11", idiom: .phone, width: 414, height: 896, homeButton: false, landscape: rc),
  ExpectedDevice(id: "iphone-11-pro-max", idiom: .phone, width: 414, height: 896, homeButton: false, landscape: rc),
  ExpectedDevice(id: "iphone-14", idiom: .phone, width: 390, height: 844, homeButton: false, landscape: cc),
  ExpectedDevice(id: "iphone-16e", idiom: .phone, width: 390, height: 844, homeButton: false, landscape: cc),
  ExpectedDevice(id: "iphone-14-plus", idiom: .phone, width: 428, height: 926, homeButton: false, landscape: rc),
  ExpectedDevice(id: "iphone-15", idiom: .phone, width: 393, height: 852, homeButton: false, landscape: cc),
  ExpectedDevice(id: "iphone-15-pro-max", idiom: .phone, width: 430, height: 932, homeButton: false, landscape: rc),
  ExpectedDevice(id: "iphone-16-pro", idiom: .phone, width: 402, height: 874, homeButton: false, landscape: cc),
  ExpectedDevice(id: "iphone-air", idiom: .phone, width: 420, height: 912, homeButton: false, landscape: rc),
  ExpectedDevice(id: "iphone-16-pro-max", idiom: .phone, width: 440, height: 956, homeButton: false, landscape: rc),
  ExpectedDevice(id: "ipad-mini-8.3", idiom: .pad, width: 744, height: 1133, homeButton: false, landscape: rr),
  ExpectedDevice(id: "ipad-9.7", idiom: .pad, width: 768, height: 1024, homeButton: true, landscape: rr),
  ExpectedDevice(id: "ipad-10.2", idiom: .pad, width: 810, height: 1080, homeButton: true, landscape: rr),
  ExpectedDevice(id: "ipad-pro-10.5", idiom: .pad, width: 834, height: 1112, homeButton: true, landscape: rr),
  ExpectedDevice(id: "ipad-air-10.9", idiom: .pad, width: 820, height: 1180, homeButton: false, landscape: rr),
  ExpectedDevice(id: "ipad-pro-11", idiom: .pad, width: 834, height: 1194, homeButton: false, landscape: rr),
  ExpectedDevice(id: "ipad-pro-11-m4", idiom: .pad, width: 834, height: 1210, homeButton: false, landscape: rr),
  ExpectedDevice(id: "ipad-pro-12.9", idiom: .pad, width: 1024, height: 1366, homeButton: false, landscape: rr),
  ExpectedDevice(id: "ipad-pro-12.9-2", idiom: .pad, width: 1024, height: 1366, homeButton: true, landscape: rr),
  ExpectedDevice(id: "ipad-pro-13-m4", idiom: .pad, width: 1032, height: 1376, homeButton: false, landscape: rr),
]

@Suite("DeviceCatalog")
struct DeviceCatalogTests {
  @Test("the catalog is exactly the expected table, in order")
  func ids() {
    // The iPhone Duo's two screens close the phones; IPhoneDuoTests checks their figures.
    let phones = expectedCatalog.filter { $0.idiom == .phone }.map(\.id)
    let pads = expectedCatalog.filter { $0.idiom == .pad }.map(\.id)
    #expect(DeviceCatalog.ids == phones + ["iphone-duo", "iphone-duo-inner"] + pads)
    #expect(Set(DeviceCatalog.ids).count == DeviceCatalog.all.count)
  }

  // Spec section 3 names these ids.
  @Test(
    "the ids of the scenario spec are in the catalog",
    arguments: [
      "iphone-se-1", "iphone-8", "iphone-8-plus", "iphone-15", "iphone-15-pro-max", "ipad-9.7", "ipad-pro-12.9",
    ]
  )
  func specIDs(id: String) {
    #expect(DeviceCatalog.model(id: id) != nil)
  }

  @Test("an unknown id has no model", arguments: ["iphone-99", "", "iPhone-8", "custom"])
  func unknownID(id: String) {
    #expect(DeviceCatalog.model(id: id) == nil)
  }

  @Test("idiom, portrait size and Home button are the HIG's", arguments: expectedCatalog)
  func facts(expected: ExpectedDevice) throws {
    let model = try #require(DeviceCatalog.model(id: expected.id))
    #expect(model.idiom == expected.idiom)
    #expect(model.portraitSize == Size(width: expected.width, height: expected.height))
    #expect(model.hasHomeButton == expected.homeButton)
    #expect(!model.name.isEmpty)
  }

  @Test(
    "size classes in every interface orientation are the HIG's",
    arguments: expectedCatalog, [InterfaceOrientation.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
  )
  func sizeClasses(expected: ExpectedDevice, orientation: InterfaceOrientation) throws {
    let model = try #require(DeviceCatalog.model(id: expected.id))
    let portrait = expected.idiom == .pad ? rr : SizeClassPair(.compact, .regular)
    let classes = orientation.isLandscape ? expected.landscape : portrait
    #expect(model.sizeClasses(in: orientation) == classes)
    let traits = model.traitCollection(in: orientation)
    #expect(traits.userInterfaceIdiom == expected.idiom)
    #expect(traits.horizontalSizeClass == classes.horizontal)
    #expect(traits.verticalSizeClass == classes.vertical)
    let size = Size(width: expected.width, height: expected.height)
    #expect(model.screenSize(in: orientation) == (orientation.isLandscape ? size.swapped : size))
  }

  // The inline rule (DeviceModel.init(idiom:portraitSize:hasHomeButton:)) must agree with the table.
  @Test("the inline rule gives every catalog device its size classes", arguments: expectedCatalog)
  func inlineRuleAgrees(expected: ExpectedDevice) throws {
    let model = try #require(DeviceCatalog.model(id: expected.id))
    let inline = DeviceModel(idiom: model.idiom, portraitSize: model.portraitSize, hasHomeButton: model.hasHomeButton)
    #expect(inline.portraitSizeClasses == model.portraitSizeClasses)
    #expect(inline.landscapeSizeClasses == model.landscapeSizeClasses)
  }

  // A marketing name written as an id finds the model that shares its screen; an unknown one nothing.
  @Test func aMarketingNameFindsItsModel() {
    #expect(DeviceCatalog.model(marketingName: "iphone-13")?.id == "iphone-14")
    #expect(DeviceCatalog.model(marketingName: "iPhone 13 mini")?.id == "iphone-13-mini")
    #expect(DeviceCatalog.model(marketingName: "IPHONE_16E")?.id == "iphone-16e")
    #expect(DeviceCatalog.model(marketingName: "iphone-99") == nil)
    #expect(DeviceCatalog.model(marketingName: "") == nil)
  }

  // iOS 27 runs on every iPhone that ran iOS 26; iPadOS 27 drops the A12 iPads: the 11-inch iPad
  // Pro (1st generation), the 12.9-inch (3rd), the iPad Air 3, the iPad 8 and the iPad mini 5
  // (Apple's list at WWDC26, as 9to5Mac, certideal and meteoraweb reported it, June 2026). A screen
  // keeps the newest iOS any of its models runs.
  @Test(
    arguments: [
      ("iphone-se-3", 27), ("iphone-x", 27), ("iphone-16-pro", 27), ("iphone-air", 27), ("ipad-9.7", 26),
      ("ipad-pro-10.5", 26), ("ipad-10.2", 27), ("ipad-pro-11", 27), ("ipad-pro-12.9", 27), ("ipad-mini-8.3", 27),
    ])
  func theNewestIOSEachScreenRuns(id: String, newest: Int) throws {
    #expect(try #require(DeviceCatalog.model(id: id)).systemMajorVersions?.upperBound == newest)
  }
}
