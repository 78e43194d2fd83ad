import Foundation
import SwivelCore
import Testing

@Suite("DeviceModel")
struct DeviceModelTests {
  // Spec section 3: "A phone without a Home button never supports portraitUpsideDown as an
  // interface orientation, whatever the masks say."
  @Test(
    "which interface orientations the hardware allows",
    arguments: [
      (UserInterfaceIdiom.phone, true, InterfaceOrientationMask.all),
      (.phone, false, .allButUpsideDown),
      (.pad, true, .all),
      (.pad, false, .all),
    ]
  )
  func supportedOrientations(idiom: UserInterfaceIdiom, homeButton: Bool, expected: InterfaceOrientationMask) {
    let model = DeviceModel(idiom: idiom, portraitSize: Size(width: 375, height: 812), hasHomeButton: homeButton)
    #expect(model.supportedInterfaceOrientations == expected)
    #expect(!model.supportsInterfaceOrientation(.unknown))
    #expect(model.supportsInterfaceOrientation(.portraitUpsideDown) == expected.contains(.portraitUpsideDown))
  }

  // Spec section 3: inline `{idiom: phone, size: [375, 667], homeButton: true}`.
  @Test("an inline device gets id custom, an upright size and Apple's size classes")
  func inline() {
    let model = DeviceModel(idiom: .phone, portraitSize: Size(width: 667, height: 375), hasHomeButton: true)
    #expect(model.id == "custom")
    #expect(model.portraitSize == Size(width: 375, height: 667))
    #expect(model.portraitSizeClasses == SizeClassPair(.compact, .regular))
    #expect(model.landscapeSizeClasses == SizeClassPair(.compact, .compact))
    let large = DeviceModel(idiom: .phone, portraitSize: Size(width: 414, height: 736), hasHomeButton: true)
    #expect(large.landscapeSizeClasses == SizeClassPair(.regular, .compact))
    let pad = DeviceModel(idiom: .pad, portraitSize: Size(width: 768, height: 1024), hasHomeButton: true)
    #expect(pad.portraitSizeClasses == SizeClassPair(.regular, .regular))
    #expect(pad.landscapeSizeClasses == SizeClassPair(.regular, .regular))
  }

  @Test("a model encodes and decodes unchanged", arguments: DeviceCatalog.all)
  func codable(model: DeviceModel) throws {
    let data = try JSONEncoder().encode(model)
    #expect(try JSONDecoder().decode(DeviceModel.self, from: data) == model)
  }

  @Test("a size class pair prints horizontal/vertical")
  func pairDescription() {
    #expect(SizeClassPair(.regular, .compact).description == "regular/compact")
  }
}
