import SwivelCore
import Testing

@testable import SwivelKit

@Suite("View coordinates")
struct ViewCoordinatesTests {
  static func approximately(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

  // Apple, UIView.convert(_:to:): "Converts a point from the receiver's coordinate system to
  // that of the specified view."
  @Test("A point moves by the frame's origin and the bounds origin")
  func translation() throws {
    let parent = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let child = View(frame: Rect(x: 10, y: 20, width: 100, height: 100))
    try parent.addSubview(child)
    #expect(child.convert(Point(x: 5, y: 5), to: parent) == Point(x: 15, y: 25))
    #expect(parent.convert(Point(x: 15, y: 25), to: child) == Point(x: 5, y: 5))
    #expect(child.convert(Point(x: 15, y: 25), from: parent) == Point(x: 5, y: 5))
    // Scrolling the parent (its bounds origin) moves what the child shows in the parent's frame.
    parent.bounds.origin = Point(x: 0, y: 100)
    let grand = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    try grand.addSubview(parent)
    #expect(child.convert(Point.zero, to: grand) == Point(x: 10, y: -80))
    #expect(
      child.convert(Rect(x: 0, y: 0, width: 10, height: 10), to: parent) == Rect(x: 10, y: 20, width: 10, height: 10))
  }

  // iOS 7 and earlier (SystemBehavior.windowCoordinateSpace): the root view turned by +90° for
  // landscapeRight. The interface's top-left corner is then the portrait screen's top-right
  // corner: the Home button is on the right, so the portrait right edge is on top.
  @Test("Up to iOS 7 a landscapeRight root view's corner sits at the portrait screen's top right")
  func legacyLandscapeRightCorners() throws {
    let window = Window(
      portraitScreenSize: Size(width: 375, height: 667), systemBehavior: try SystemBehavior(iOSVersion: "7.1"))
    let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    let banner = View(frame: Rect(x: 0, y: 0, width: 375, height: 44))
    banner.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
    try root.addSubview(banner)
    try window.setRootView(root)
    try window.setInterfaceOrientation(.landscapeRight)
    #expect(Self.approximately(root.convert(Point.zero, to: window), Point(x: 375, y: 0)))
    #expect(Self.approximately(root.convert(Point(x: 667, y: 375), to: nil), Point(x: 0, y: 667)))
    #expect(
      banner.convert(banner.bounds, to: window).isApproximatelyEqual(to: Rect(x: 331, y: 0, width: 44, height: 667)))

    try window.setInterfaceOrientation(.landscapeLeft)
    #expect(Self.approximately(root.convert(Point.zero, to: window), Point(x: 0, y: 667)))
  }

  @Test("From iOS 8 the root view's coordinates are the window's in every orientation")
  func modernLandscape() throws {
    let window = Window(portraitScreenSize: Size(width: 375, height: 667), systemBehavior: .newest)
    let root = View()
    try window.setRootView(root)
    try window.setInterfaceOrientation(.landscapeLeft)
    #expect(root.convert(Point(x: 600, y: 10), to: window) == Point(x: 600, y: 10))
  }

  @Test("Converting there and back gives the point back, through turns and scales")
  func roundTrip() throws {
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
    let a = View(frame: Rect(x: 50, y: 50, width: 100, height: 60))
    a.transform = AffineTransform(quarterTurns: 3).concatenating(AffineTransform(translationX: 7, y: -3))
    let b = View(frame: Rect(x: 10, y: 10, width: 40, height: 40))
    b.transform = AffineTransform(scaleX: 2, y: 0.5)
    b.bounds.origin = Point(x: 3, y: 4)
    let c = View(frame: Rect(x: 200, y: 200, width: 50, height: 50))
    try root.addSubview(a)
    try a.addSubview(b)
    try root.addSubview(c)
    let point = Point(x: 12.5, y: -7)
    #expect(Self.approximately(c.convert(b.convert(point, to: c), to: b), point))
    #expect(Self.approximately(b.convert(b.convert(point, to: nil), from: nil), point))
  }

  @Test("Views of different trees meet in their roots' common space")
  func differentTrees() throws {
    let first = View(frame: Rect(x: 100, y: 0, width: 50, height: 50))
    let second = View(frame: Rect(x: 0, y: 100, width: 50, height: 50))
    #expect(first.convert(Point.zero, to: second) == Point(x: 100, y: -100))
  }

  @Test("A transform that cannot be undone maps points into it to NaN")
  func singularTransform() throws {
    let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let flat = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    flat.transform = AffineTransform(scaleX: 0, y: 1)
    try parent.addSubview(flat)
    #expect(parent.convert(Point(x: 1, y: 1), to: flat).x.isNaN)
  }
}
