import Foundation
import SwivelCore
import Testing

@Suite("UserInterfaceIdiom")
struct UserInterfaceIdiomTests {
  // UIKit header UIDevice.h: UIUserInterfaceIdiomPhone = 0, UIUserInterfaceIdiomPad = 1.
  // Apple documentation, Information Property List: `~iphone` and `~ipad` key suffixes.
  @Test(
    "raw values, names and Info.plist suffixes",
    arguments: [(UserInterfaceIdiom.phone, 0, "phone", "~iphone"), (.pad, 1, "pad", "~ipad")]
  )
  func facts(idiom: UserInterfaceIdiom, rawValue: Int, name: String, suffix: String) throws {
    #expect(idiom.rawValue == rawValue)
    #expect(idiom.name == name)
    #expect(UserInterfaceIdiom(name: name) == idiom)
    #expect(idiom.infoPlistKeySuffix == suffix)
    let data = try JSONEncoder().encode(idiom)
    #expect(try JSONDecoder().decode(UserInterfaceIdiom.self, from: data) == idiom)
  }

  @Test("other names are refused", arguments: ["Phone", "iphone", "tv", ""])
  func unknown(name: String) {
    #expect(UserInterfaceIdiom(name: name) == nil)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(UserInterfaceIdiom.self, from: Data("\"\(name)\"".utf8))
    }
  }
}
