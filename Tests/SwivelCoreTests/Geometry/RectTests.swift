import SwivelCore
import Testing

@Suite("Rect")
struct RectTests {
  @Test("edges, centre and description")
  func edges() {
    let rect = Rect(x: 10, y: 20, width: 300, height: 44)
    #expect(rect.minX == 10 && rect.maxX == 310 && rect.midX == 160)
    #expect(rect.minY == 20 && rect.maxY == 64 && rect.midY == 42)
    #expect(rect.center == Point(x: 160, y: 42))
    #expect(rect.description == "[10, 20, 300, 44]")
  }

  // Apple documentation, CGRect: "the geometric functions … standardize the rectangle first".
  @Test("a negative size still gives the right edges, and standardizes")
  func negativeSize() {
    let rect = Rect(x: 100, y: 100, width: -40, height: -10)
    #expect(rect.minX == 60 && rect.maxX == 100 && rect.minY == 90 && rect.maxY == 100)
    #expect(rect.standardized == Rect(x: 60, y: 90, width: 40, height: 10))
  }

  @Test("insets shrink the rectangle edge by edge; zero insets change nothing")
  func inset() {
    let rect = Rect(x: 0, y: 0, width: 320, height: 480)
    let insets = EdgeInsets(top: 20, left: 5, bottom: 44, right: 15)
    #expect(rect.inset(by: insets) == Rect(x: 5, y: 20, width: 300, height: 416))
    #expect(rect.inset(by: .zero) == rect)
  }

  // Pre-iOS 8 UIKit turns the portrait root view by a quarter turn about its centre in landscape.
  @Test("a quarter turn about the origin maps a portrait screen to landscape bounds")
  func applyingQuarterTurn() {
    let portrait = Rect(x: 0, y: 0, width: 320, height: 480)
    let turned = portrait.applying(AffineTransform(quarterTurns: 1))
    #expect(turned == Rect(x: -480, y: 0, width: 480, height: 320))
    #expect(portrait.applying(AffineTransform(quarterTurns: 4)) == portrait)
  }

  // Apple documentation, `CGRectContainsPoint`: the far edges are not inside.
  @Test("contains includes the near edges and excludes the far ones")
  func contains() {
    let rect = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(rect.contains(Point(x: 0, y: 0)))
    #expect(rect.contains(Point(x: 9.99, y: 5)))
    #expect(!rect.contains(Point(x: 10, y: 5)))
    #expect(!rect.contains(Point(x: 5, y: 10)))
  }

  @Test("empty when either side is zero; approximate equality within a tolerance")
  func emptyAndApproximate() {
    #expect(Rect.zero.isEmpty)
    #expect(Rect(x: 0, y: 0, width: 10, height: 0).isEmpty)
    #expect(!Rect(x: 0, y: 0, width: 1, height: 1).isEmpty)
    let rect = Rect(x: 0, y: 0, width: 100, height: 100)
    #expect(rect.isApproximatelyEqual(to: Rect(x: 0.0005, y: 0, width: 100, height: 99.9995)))
    #expect(!rect.isApproximatelyEqual(to: Rect(x: 0.01, y: 0, width: 100, height: 100)))
  }
}
