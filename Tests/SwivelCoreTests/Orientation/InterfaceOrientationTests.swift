import SwivelCore
import Testing

@Suite("InterfaceOrientation")
struct InterfaceOrientationTests {
  // UIKit header UIApplication.h, `typedef NS_ENUM(NSInteger, UIInterfaceOrientation)`:
  // Unknown = UIDeviceOrientationUnknown (0), Portrait (1), PortraitUpsideDown (2),
  // LandscapeLeft = UIDeviceOrientationLandscapeRight (4), LandscapeRight = UIDeviceOrientationLandscapeLeft (3).
  @Test(
    "raw values are UIKit's",
    arguments: zip(
      [InterfaceOrientation.unknown, .portrait, .portraitUpsideDown, .landscapeRight, .landscapeLeft],
      [0, 1, 2, 3, 4]
    )
  )
  func rawValue(orientation: InterfaceOrientation, expected: Int) {
    #expect(orientation.rawValue == expected)
    #expect(InterfaceOrientation(rawValue: expected) == orientation)
  }

  @Test("there are five interface orientations; 5 (faceUp's number) is none of them")
  func caseCount() {
    #expect(InterfaceOrientation.allCases.count == 5)
    #expect(InterfaceOrientation(rawValue: 5) == nil)
    #expect(InterfaceOrientation.valid == [.portrait, .portraitUpsideDown, .landscapeRight, .landscapeLeft])
  }

  // UIApplication.h: UIInterfaceOrientationIsPortrait is Portrait || PortraitUpsideDown,
  // UIInterfaceOrientationIsLandscape is LandscapeLeft || LandscapeRight (seed 000, "you can use the
  // UIInterfaceOrientationIsLandscape macro"; seed 002 uses both macros).
  @Test(
    "isPortrait and isLandscape as UIKit defines them",
    arguments: [
      (InterfaceOrientation.unknown, false, false, false),
      (.portrait, true, false, true),
      (.portraitUpsideDown, true, false, true),
      (.landscapeRight, false, true, true),
      (.landscapeLeft, false, true, true),
    ]
  )
  func predicates(orientation: InterfaceOrientation, isPortrait: Bool, isLandscape: Bool, isValid: Bool) {
    #expect(orientation.isPortrait == isPortrait)
    #expect(orientation.isLandscape == isLandscape)
    #expect(orientation.isValid == isValid)
  }

  // UIApplication.h: the interface follows the device orientation with the same number, so
  // interface landscapeRight (3) is shown when the device is landscapeLeft (3).
  @Test(
    "converts to the device orientation with the same raw value",
    arguments: zip(
      InterfaceOrientation.allCases,
      [DeviceOrientation.unknown, .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    )
  )
  func deviceOrientation(interface: InterfaceOrientation, expected: DeviceOrientation) {
    #expect(interface.deviceOrientation == expected)
  }

  // UIApplication.h: UIInterfaceOrientationMaskX = (1 << UIInterfaceOrientationX).
  @Test(
    "the mask of an orientation is 1 << its raw value; unknown has the empty mask",
    arguments: zip(InterfaceOrientation.allCases, [UInt(0), 2, 4, 8, 16])
  )
  func mask(orientation: InterfaceOrientation, expected: UInt) {
    #expect(orientation.mask.rawValue == expected)
  }

  // The pre-iOS 8 root view transform: CGAffineTransformMakeRotation(M_PI_2) for landscapeRight,
  // (-M_PI_2) for landscapeLeft, (M_PI) for upside down (UIKit's window in portrait coordinates,
  // Apple, "View Controller Advancements in iOS 8", WWDC 2014 session 214).
  @Test(
    "quarter turns from portrait",
    arguments: zip(InterfaceOrientation.allCases, [nil, 0, 2, 1, 3] as [Int?])
  )
  func quarterTurnsFromPortrait(orientation: InterfaceOrientation, expected: Int?) {
    #expect(orientation.quarterTurnsFromPortrait == expected)
  }

  @Test(
    "quarter turns between two orientations are 0, 1 or 2",
    arguments: [
      (InterfaceOrientation.portrait, InterfaceOrientation.portrait, 0),
      (.portrait, .landscapeLeft, 1),
      (.portrait, .landscapeRight, 1),
      (.portrait, .portraitUpsideDown, 2),
      (.landscapeLeft, .landscapeRight, 2),
      (.landscapeLeft, .portraitUpsideDown, 1),
      (.landscapeRight, .portrait, 1),
    ]
  )
  func quarterTurnsBetween(from: InterfaceOrientation, to: InterfaceOrientation, expected: Int) {
    #expect(from.quarterTurns(to: to) == expected)
    #expect(to.quarterTurns(to: from) == expected)
  }

  @Test("quarter turns to or from unknown are nil")
  func quarterTurnsUnknown() {
    #expect(InterfaceOrientation.unknown.quarterTurns(to: .portrait) == nil)
    #expect(InterfaceOrientation.portrait.quarterTurns(to: .unknown) == nil)
  }
}
