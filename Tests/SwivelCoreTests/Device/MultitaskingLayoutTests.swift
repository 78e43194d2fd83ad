import Testing

@testable import SwivelCore

/// The iPad's Split View and Slide Over sizes, and the size classes of a window apart from the
/// screen (`MultitaskingLayout`, `SizeClassPair(windowSize:)`).
@Suite struct MultitaskingLayoutTests {
  static func size(
    _ layout: MultitaskingLayout, _ device: String, _ orientation: InterfaceOrientation
  ) throws -> Size {
    let model = try #require(DeviceCatalog.model(id: device))
    return layout.sceneSize(on: model, in: orientation)
  }

  // Measured on the 9.7-inch iPad (minimalab.com, iOS 9: "the boundary between the split screens
  // is 10pt … portrait wide 438pt = 768 - 320 - 10 / landscape wide 694pt = 1024 - 320 - 10 /
  // landscape half 507pt"; the sgl0v gist, iOS 9.2: 320 x 768, 320 x 1024, 438 x 1024, 507 x 768,
  // 694 x 768).
  @Test func theNineInchIPadsSplitsAreTheMeasuredOnes() throws {
    #expect(try Self.size(.splitView(.twoThirds), "ipad-9.7", .landscapeLeft) == Size(width: 694, height: 768))
    #expect(try Self.size(.splitView(.half), "ipad-9.7", .landscapeLeft) == Size(width: 507, height: 768))
    #expect(try Self.size(.splitView(.oneThird), "ipad-9.7", .landscapeRight) == Size(width: 320, height: 768))
    #expect(try Self.size(.splitView(.twoThirds), "ipad-9.7", .portrait) == Size(width: 438, height: 1024))
    #expect(try Self.size(.splitView(.oneThird), "ipad-9.7", .portrait) == Size(width: 320, height: 1024))
  }

  // Measured on the 12.9-inch iPad Pro (the sgl0v gist: 375 x 1024, 375 x 1366, 639 x 1366,
  // 678 x 1024; Qiita sawat1203, iOS 9: 981 x 1024).
  @Test func theTwelveInchIPadsSplitsAreTheMeasuredOnes() throws {
    #expect(try Self.size(.splitView(.twoThirds), "ipad-pro-12.9", .landscapeLeft) == Size(width: 981, height: 1024))
    #expect(try Self.size(.splitView(.half), "ipad-pro-12.9", .landscapeLeft) == Size(width: 678, height: 1024))
    #expect(try Self.size(.splitView(.oneThird), "ipad-pro-12.9", .landscapeLeft) == Size(width: 375, height: 1024))
    #expect(try Self.size(.splitView(.twoThirds), "ipad-pro-12.9", .portrait) == Size(width: 639, height: 1366))
    #expect(try Self.size(.splitView(.oneThird), "ipad-pro-12.9", .portrait) == Size(width: 375, height: 1366))
  }

  // The macguru gist, iOS 11: "551 x 834 pt -> iPad 10.5" Split Landscape 1/2", "504 x 1112 pt ->
  // iPad 10.5" Split Portrait left", "320 x 834 pt"; Hackworth on the 8.3-inch iPad mini (iOS 15):
  // "the narrower app is 375 points … wide … The wider app is 748 points".
  @Test func theTenAndEightInchIPadsSplitsAreTheMeasuredOnes() throws {
    #expect(try Self.size(.splitView(.half), "ipad-pro-10.5", .landscapeLeft) == Size(width: 551, height: 834))
    #expect(try Self.size(.splitView(.twoThirds), "ipad-pro-10.5", .portrait) == Size(width: 504, height: 1112))
    #expect(try Self.size(.splitView(.oneThird), "ipad-pro-10.5", .landscapeLeft) == Size(width: 320, height: 834))
    #expect(try Self.size(.splitView(.oneThird), "ipad-mini-8.3", .landscapeLeft) == Size(width: 375, height: 744))
    #expect(try Self.size(.splitView(.twoThirds), "ipad-mini-8.3", .landscapeLeft) == Size(width: 748, height: 744))
    // The issue's own case: an 11-inch iPad Pro in half Split View is about half the screen.
    #expect(try Self.size(.splitView(.half), "ipad-pro-11", .landscapeLeft) == Size(width: 592, height: 834))
  }

  // Flutter's Duo probe: the iPhone Duo's inner display in Split View, 50/50 only, 469×669.
  @Test func theDuosInnerDisplaySplitsInHalvesOf469Points() throws {
    #expect(try Self.size(.splitView(.half), "iphone-duo-inner", .landscapeLeft) == Size(width: 469, height: 669))
    #expect(SizeClassPair(windowSize: Size(width: 469, height: 669)) == SizeClassPair(.compact, .regular))
  }

  // Hackworth, iOS 12: Slide Over is "320 points … wide … The height is 40 points shorter than
  // the full screen height" on the 9.7- and 10.5-inch iPads.
  @Test func slideOverIsNarrowAndFortyPointsShorterWithAHomeButton() throws {
    #expect(try Self.size(.slideOver, "ipad-9.7", .landscapeLeft) == Size(width: 320, height: 728))
    #expect(try Self.size(.slideOver, "ipad-pro-10.5", .portrait) == Size(width: 320, height: 1072))
  }

  // Apple HIG, Layout, the multitasking table: 2/3 in landscape regular width; 1/2 in landscape
  // regular on the 12.9-inch iPad Pro, compact on the 11-, 10.5- and 9.7-inch; every portrait
  // split and 1/3 compact; the height regular throughout.
  @Test func aSplitsSizeClassesAreApplesTable() throws {
    func classes(_ layout: MultitaskingLayout, _ device: String, _ orientation: InterfaceOrientation) throws
      -> SizeClassPair
    {
      SizeClassPair(windowSize: try Self.size(layout, device, orientation))
    }
    for device in ["ipad-9.7", "ipad-pro-10.5", "ipad-pro-11", "ipad-pro-12.9"] {
      #expect(try classes(.splitView(.twoThirds), device, .landscapeLeft) == SizeClassPair(.regular, .regular))
      #expect(try classes(.splitView(.oneThird), device, .landscapeLeft) == SizeClassPair(.compact, .regular))
      #expect(try classes(.splitView(.twoThirds), device, .portrait) == SizeClassPair(.compact, .regular))
      #expect(try classes(.slideOver, device, .portrait) == SizeClassPair(.compact, .regular))
    }
    #expect(try classes(.splitView(.half), "ipad-pro-12.9", .landscapeLeft) == SizeClassPair(.regular, .regular))
    for device in ["ipad-9.7", "ipad-pro-10.5", "ipad-pro-11"] {
      #expect(try classes(.splitView(.half), device, .landscapeLeft) == SizeClassPair(.compact, .regular))
    }
  }

  // Measured on iOS 27.0 (Axiom's layout notes: simulator, physical iPhone Mirroring and a
  // physical iPad): a resizable iPhone app's size classes "track the window"; 402×874 and
  // 640×1000 compact/regular, 700×1000 and 900×675 regular/regular, 874×402 regular/compact,
  // 1144×845 regular/regular, and on the iPad 683×1024 regular, 477×1024 compact.
  @Test func aResizedWindowsSizeClassesAreTheMeasuredOnes() {
    let measured: [(Size, SizeClassPair)] = [
      (Size(width: 402, height: 874), SizeClassPair(.compact, .regular)),
      (Size(width: 640, height: 1000), SizeClassPair(.compact, .regular)),
      (Size(width: 700, height: 1000), SizeClassPair(.regular, .regular)),
      (Size(width: 900, height: 675), SizeClassPair(.regular, .regular)),
      (Size(width: 874, height: 402), SizeClassPair(.regular, .compact)),
      (Size(width: 1144, height: 845), SizeClassPair(.regular, .regular)),
      (Size(width: 683, height: 1024), SizeClassPair(.regular, .regular)),
      (Size(width: 477, height: 1024), SizeClassPair(.compact, .regular)),
    ]
    for (size, classes) in measured { #expect(SizeClassPair(windowSize: size) == classes, "\(size)") }
  }
}
