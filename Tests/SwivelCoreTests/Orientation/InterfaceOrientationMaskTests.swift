import SwivelCore
import Testing

@Suite("InterfaceOrientationMask")
struct InterfaceOrientationMaskTests {
  // UIKit header UIApplication.h, `typedef NS_OPTIONS(NSUInteger, UIInterfaceOrientationMask)`:
  // Portrait = 1 << 1, PortraitUpsideDown = 1 << 2, LandscapeRight = 1 << 3, LandscapeLeft = 1 << 4,
  // Landscape = LandscapeLeft | LandscapeRight, All = all four, AllButUpsideDown = all but PortraitUpsideDown.
  @Test(
    "bits are UIKit's",
    arguments: zip(
      [
        InterfaceOrientationMask.portrait, .portraitUpsideDown, .landscapeRight, .landscapeLeft, .landscape,
        .allButUpsideDown, .all,
      ],
      [UInt(2), 4, 8, 16, 24, 26, 30]
    )
  )
  func bits(mask: InterfaceOrientationMask, expected: UInt) {
    #expect(mask.rawValue == expected)
  }

  // Spec section 2: "[] (the empty mask, 0, which UIKit refuses at the moment it is used)".
  @Test("the empty mask is representable and holds nothing")
  func empty() {
    let mask = InterfaceOrientationMask(rawValue: 0)
    #expect(mask.isEmpty)
    #expect(mask == [])
    #expect(mask.orientations.isEmpty)
    #expect(InterfaceOrientation.valid.allSatisfy { !mask.contains($0) })
  }

  // Seed 000: "the mask of the topmost view controller is logically ANDed with the app's mask".
  @Test("masks intersect as sets of bits")
  func intersection() {
    #expect(InterfaceOrientationMask.allButUpsideDown.intersection(.landscape) == .landscape)
    #expect(InterfaceOrientationMask.portrait.intersection(.landscape).isEmpty)
    #expect(InterfaceOrientationMask.all.subtracting(.portraitUpsideDown) == .allButUpsideDown)
  }

  @Test(
    "orientations lists the mask's orientations in bit order",
    arguments: zip(
      [InterfaceOrientationMask.all, .landscape, .allButUpsideDown, [.landscapeLeft, .portrait]],
      [
        [InterfaceOrientation.portrait, .portraitUpsideDown, .landscapeRight, .landscapeLeft],
        [.landscapeRight, .landscapeLeft],
        [.portrait, .landscapeRight, .landscapeLeft],
        [.portrait, .landscapeLeft],
      ]
    )
  )
  func orientations(mask: InterfaceOrientationMask, expected: [InterfaceOrientation]) {
    #expect(mask.orientations == expected)
    #expect(InterfaceOrientationMask(expected) == mask)
  }

  @Test("contains an orientation by its bit; never unknown, even with bit 0 set")
  func contains() {
    #expect(InterfaceOrientationMask.landscape.contains(InterfaceOrientation.landscapeLeft))
    #expect(!InterfaceOrientationMask.landscape.contains(InterfaceOrientation.portrait))
    #expect(!InterfaceOrientationMask(rawValue: 1).contains(InterfaceOrientation.unknown))
    #expect(!InterfaceOrientationMask.all.contains(InterfaceOrientation.unknown))
  }
}
