import SwivelCore
import Testing

@Suite("DeviceOrientation")
struct DeviceOrientationTests {
  // UIKit header UIDevice.h, `typedef NS_ENUM(NSInteger, UIDeviceOrientation)`: Unknown,
  // Portrait, PortraitUpsideDown, LandscapeLeft, LandscapeRight, FaceUp, FaceDown, numbered 0 to 6.
  @Test(
    "raw values are UIKit's",
    arguments: zip(
      [
        DeviceOrientation.unknown, .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight, .faceUp,
        .faceDown,
      ],
      [0, 1, 2, 3, 4, 5, 6]
    )
  )
  func rawValue(orientation: DeviceOrientation, expected: Int) {
    #expect(orientation.rawValue == expected)
    #expect(DeviceOrientation(rawValue: expected) == orientation)
  }

  @Test("there are exactly seven device orientations; 7 and -1 are none of them")
  func caseCount() {
    #expect(DeviceOrientation.allCases.count == 7)
    #expect(DeviceOrientation(rawValue: 7) == nil)
    #expect(DeviceOrientation(rawValue: -1) == nil)
  }

  // UIDevice.h: UIDeviceOrientationIsPortrait is Portrait || PortraitUpsideDown;
  // UIDeviceOrientationIsLandscape is LandscapeLeft || LandscapeRight; UIDeviceOrientationIsFlat
  // is FaceUp || FaceDown; UIDeviceOrientationIsValidInterfaceOrientation is portrait or
  // landscape. Apple documentation, `UIDeviceOrientation.isFlat`: "face up or face down";
  // `isValidInterfaceOrientation`: "one of the portrait or landscape orientations".
  @Test(
    "isPortrait, isLandscape, isFlat, isValidInterfaceOrientation as UIKit defines them",
    arguments: [
      (DeviceOrientation.unknown, false, false, false, false),
      (.portrait, true, false, false, true),
      (.portraitUpsideDown, true, false, false, true),
      (.landscapeLeft, false, true, false, true),
      (.landscapeRight, false, true, false, true),
      (.faceUp, false, false, true, false),
      (.faceDown, false, false, true, false),
    ]
  )
  func predicates(
    orientation: DeviceOrientation, isPortrait: Bool, isLandscape: Bool, isFlat: Bool, isValid: Bool
  ) {
    #expect(orientation.isPortrait == isPortrait)
    #expect(orientation.isLandscape == isLandscape)
    #expect(orientation.isFlat == isFlat)
    #expect(orientation.isValidInterfaceOrientation == isValid)
  }

  // UIApplication.h: UIInterfaceOrientationLandscapeLeft = UIDeviceOrientationLandscapeRight and
  // UIInterfaceOrientationLandscapeRight = UIDeviceOrientationLandscapeLeft ("rotating the device
  // to the left requires rotating the content to the right"); spec section 2: "Device
  // landscapeLeft is interface landscapeRight and the reverse".
  @Test(
    "converts to the interface orientation with the same raw value",
    arguments: zip(
      [
        DeviceOrientation.unknown, .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight, .faceUp,
        .faceDown,
      ],
      [nil, InterfaceOrientation.portrait, .portraitUpsideDown, .landscapeRight, .landscapeLeft, nil, nil]
    )
  )
  func interfaceOrientation(device: DeviceOrientation, expected: InterfaceOrientation?) {
    #expect(device.interfaceOrientation == expected)
    if let expected {
      #expect(expected.rawValue == device.rawValue)
      #expect(expected.deviceOrientation == device)
    }
  }
}
