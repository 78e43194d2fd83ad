import Foundation
import SwivelCore
import Testing

@Suite("DeviceOrientation names")
struct DeviceOrientationNamesTests {
  // Spec section 2: device orientations are named by UIKit's Swift case names (UIDevice.h,
  // `UIDeviceOrientation` imported into Swift as .unknown, .portrait, … .faceDown).
  @Test(
    "names are UIKit's Swift case names",
    arguments: zip(
      DeviceOrientation.allCases,
      ["unknown", "portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight", "faceUp", "faceDown"]
    )
  )
  func name(orientation: DeviceOrientation, expected: String) {
    #expect(orientation.name == expected)
    #expect(orientation.description == expected)
  }

  @Test("every name reads back as its orientation", arguments: DeviceOrientation.allCases)
  func roundTrip(orientation: DeviceOrientation) throws {
    #expect(DeviceOrientation(name: orientation.name) == orientation)
    let data = try JSONEncoder().encode(orientation)
    #expect(String(decoding: data, as: UTF8.self) == "\"\(orientation.name)\"")
    #expect(try JSONDecoder().decode(DeviceOrientation.self, from: data) == orientation)
  }

  // Spec section 1: "Keys are case-sensitive"; section 2: names are UIKit's Swift case names.
  @Test(
    "other strings are no orientation",
    arguments: ["", "Portrait", "landscapeleft", "UIDeviceOrientationPortrait", "faceup", " portrait", "3"]
  )
  func unknownName(text: String) {
    #expect(DeviceOrientation(name: text) == nil)
  }

  @Test("decoding an unknown name is a clear error naming the choices")
  func decodingError() {
    #expect {
      try JSONDecoder().decode(DeviceOrientation.self, from: Data("\"sideways\"".utf8))
    } throws: { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return false }
      return context.debugDescription.contains("'sideways'") && context.debugDescription.contains("faceDown")
    }
  }
}
