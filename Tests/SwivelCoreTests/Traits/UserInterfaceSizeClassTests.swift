import Foundation
import SwivelCore
import Testing

@Suite("UserInterfaceSizeClass")
struct UserInterfaceSizeClassTests {
  // UIKit header UITraitCollection.h / UIInterface.h: UIUserInterfaceSizeClassUnspecified = 0,
  // Compact = 1, Regular = 2.
  @Test(
    "raw values and names are UIKit's",
    arguments: zip(UserInterfaceSizeClass.allCases, [(0, "unspecified"), (1, "compact"), (2, "regular")])
  )
  func facts(sizeClass: UserInterfaceSizeClass, expected: (Int, String)) throws {
    #expect(sizeClass.rawValue == expected.0)
    #expect(sizeClass.name == expected.1)
    let data = try JSONEncoder().encode(sizeClass)
    #expect(String(decoding: data, as: UTF8.self) == "\"\(expected.1)\"")
    #expect(try JSONDecoder().decode(UserInterfaceSizeClass.self, from: data) == sizeClass)
  }

  @Test("an unknown name does not decode")
  func unknown() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(UserInterfaceSizeClass.self, from: Data("\"large\"".utf8))
    }
  }

  @Test("a trait collection prints horizontal/vertical")
  func traitDescription() {
    let traits = TraitCollection(userInterfaceIdiom: .phone, horizontalSizeClass: .compact, verticalSizeClass: .regular)
    #expect(traits.description == "compact/regular")
  }
}
