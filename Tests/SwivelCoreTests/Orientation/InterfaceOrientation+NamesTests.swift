import Foundation
import SwivelCore
import Testing

@Suite("InterfaceOrientation names")
struct InterfaceOrientationNamesTests {
  // Spec section 2: interface orientations are named by UIKit's Swift case names.
  @Test(
    "names are UIKit's Swift case names",
    arguments: zip(
      [InterfaceOrientation.unknown, .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight],
      ["unknown", "portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"]
    )
  )
  func name(orientation: InterfaceOrientation, expected: String) {
    #expect(orientation.name == expected)
    #expect(orientation.description == expected)
  }

  @Test("every name reads back as its orientation", arguments: InterfaceOrientation.allCases)
  func roundTrip(orientation: InterfaceOrientation) throws {
    #expect(InterfaceOrientation(name: orientation.name) == orientation)
    let data = try JSONEncoder().encode(orientation)
    #expect(String(decoding: data, as: UTF8.self) == "\"\(orientation.name)\"")
    #expect(try JSONDecoder().decode(InterfaceOrientation.self, from: data) == orientation)
  }

  @Test("other strings are no orientation", arguments: ["", "Portrait", "faceUp", "landscape", "all"])
  func unknownName(text: String) {
    #expect(InterfaceOrientation(name: text) == nil)
  }

  // Apple documentation, Information Property List, `UISupportedInterfaceOrientations` and
  // `UIInterfaceOrientation`: the values are UIInterfaceOrientationPortrait,
  // UIInterfaceOrientationPortraitUpsideDown, UIInterfaceOrientationLandscapeLeft,
  // UIInterfaceOrientationLandscapeRight (spec section 2, "In Info.plist values the UIKit strings are used").
  @Test(
    "Info.plist strings are UIKit's",
    arguments: zip(
      [InterfaceOrientation.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight],
      [
        "UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown",
        "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight",
      ]
    )
  )
  func infoPlistName(orientation: InterfaceOrientation, expected: String) {
    #expect(orientation.infoPlistName == expected)
    #expect(InterfaceOrientation(infoPlistName: expected) == orientation)
  }

  @Test(
    "unknown has no Info.plist string, and other strings are no orientation",
    arguments: ["UIInterfaceOrientationUnknown", "portrait", "UIInterfaceOrientationMaskPortrait", ""]
  )
  func infoPlistNameUnknown(text: String) {
    #expect(InterfaceOrientation.unknown.infoPlistName == nil)
    #expect(InterfaceOrientation(infoPlistName: text) == nil)
  }

  // Crash reports of UIApplicationInvalidInterfaceOrientation print the lowerCamel name in quotes:
  // "preferredInterfaceOrientationForPresentation 'landscapeRight' must match …" (NYTPhotoViewer#360),
  // "'unknown' must match …" (yuwind/HHTransition#16). A value that is no orientation prints as
  // its number in parentheses (issue 2 of the project: "(7)").
  @Test(
    "exception texts print names, and other raw values in parentheses",
    arguments: zip(
      [0, 1, 2, 3, 4, 5, 7, -1],
      ["unknown", "portrait", "portraitUpsideDown", "landscapeRight", "landscapeLeft", "(5)", "(7)", "(-1)"]
    )
  )
  func exceptionDescription(rawValue: Int, expected: String) {
    #expect(InterfaceOrientation.exceptionDescription(rawValue: rawValue) == expected)
  }
}
