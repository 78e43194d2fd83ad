import SwivelCore
import Testing

@Suite("Point")
struct PointTests {
  @Test("zero is the origin, and points print as (x, y)")
  func basics() {
    #expect(Point.zero == Point(x: 0, y: 0))
    #expect(Point(x: 320, y: 0.5).description == "(320, 0.5)")
    #expect(Point(x: -1.0 / 3, y: 2).description == "(-0.333, 2)")
  }
}
