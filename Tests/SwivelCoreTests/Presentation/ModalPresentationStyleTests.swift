import Foundation
import SwivelCore
import Testing

@Suite("ModalPresentationStyle")
struct ModalPresentationStyleTests {
  // UIKit header UIViewController.h, `typedef NS_ENUM(NSInteger, UIModalPresentationStyle)`:
  // FullScreen 0, PageSheet 1, FormSheet 2, CurrentContext 3, Custom 4, OverFullScreen 5,
  // OverCurrentContext 6, Popover 7, None -1, Automatic -2.
  @Test(
    "raw values and names are UIKit's",
    arguments: zip(
      [
        ModalPresentationStyle.automatic, .none, .fullScreen, .pageSheet, .formSheet, .currentContext, .custom,
        .overFullScreen, .overCurrentContext, .popover,
      ],
      [
        (-2, "automatic"), (-1, "none"), (0, "fullScreen"), (1, "pageSheet"), (2, "formSheet"),
        (3, "currentContext"), (4, "custom"), (5, "overFullScreen"), (6, "overCurrentContext"), (7, "popover"),
      ]
    )
  )
  func facts(style: ModalPresentationStyle, expected: (Int, String)) throws {
    #expect(style.rawValue == expected.0)
    #expect(style.name == expected.1)
    #expect(ModalPresentationStyle(name: expected.1) == style)
    let data = try JSONEncoder().encode(style)
    #expect(try JSONDecoder().decode(ModalPresentationStyle.self, from: data) == style)
  }

  @Test("an unknown style name is refused")
  func unknown() {
    #expect(ModalPresentationStyle(name: "sheet") == nil)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(ModalPresentationStyle.self, from: Data("\"sheet\"".utf8))
    }
  }
}
