import SwivelCore
import Testing

@Suite("EdgeInsets")
struct EdgeInsetsTests {
  // UIKit header UIGeometry.h: UIEdgeInsets is {top, left, bottom, right}; UIEdgeInsetsZero is all 0.
  @Test("zero has no inset on any edge, and the fields are in UIKit's order")
  func zero() {
    #expect(EdgeInsets.zero == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect([insets.top, insets.left, insets.bottom, insets.right] == [1, 2, 3, 4])
  }
}
