import SwivelCore
import Testing

@Suite("Size")
struct SizeTests {
  @Test("a quarter turn swaps width and height")
  func swapped() {
    let size = Size(width: 375, height: 667)
    #expect(size.swapped == Size(width: 667, height: 375))
    #expect(!size.isLandscape)
    #expect(size.swapped.isLandscape)
    #expect(size.description == "375×667")
  }

  // Apple documentation, `CGSizeApplyAffineTransform`: the size as a vector, without translation;
  // a quarter turn may give a negative component.
  @Test("applying a transform ignores translation")
  func applying() {
    let size = Size(width: 2, height: 3)
    #expect(size.applying(AffineTransform(translationX: 9, y: 9)) == size)
    #expect(size.applying(AffineTransform(quarterTurns: 1)) == Size(width: -3, height: 2))
  }
}
