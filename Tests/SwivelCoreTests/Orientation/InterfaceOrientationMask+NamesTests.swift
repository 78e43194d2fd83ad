import Foundation
import SwivelCore
import Testing

@Suite("InterfaceOrientationMask names")
struct InterfaceOrientationMaskNamesTests {
  // Spec section 2: a mask may be "one of portrait, portraitUpsideDown, landscapeLeft,
  // landscapeRight, landscape, all, allButUpsideDown" — UIKit's Swift names of
  // UIInterfaceOrientationMask (UIApplication.h).
  @Test(
    "named masks carry UIKit's Swift names",
    arguments: zip(
      [
        "portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight", "landscape", "all",
        "allButUpsideDown",
      ],
      [
        InterfaceOrientationMask.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight, .landscape, .all,
        .allButUpsideDown,
      ]
    )
  )
  func named(name: String, mask: InterfaceOrientationMask) {
    #expect(InterfaceOrientationMask(name: name) == mask)
    #expect(mask.name == name)
  }

  @Test("there are seven named masks")
  func namedCount() {
    #expect(InterfaceOrientationMask.named.count == 7)
  }

  @Test("a mask without a name of its own has none")
  func unnamed() {
    #expect(InterfaceOrientationMask([.portrait, .landscapeLeft]).name == nil)
    #expect(InterfaceOrientationMask([]).name == nil)
    #expect(InterfaceOrientationMask(name: "All") == nil)
    #expect(InterfaceOrientationMask(name: "portraitAndLandscape") == nil)
    #expect(InterfaceOrientationMask(name: "") == nil)
  }

  @Test(
    "the trace prints a mask as its orientations' names in brackets",
    arguments: zip(
      [InterfaceOrientationMask.all, .portrait, []],
      ["[portrait, portraitUpsideDown, landscapeRight, landscapeLeft]", "[portrait]", "[]"]
    )
  )
  func description(mask: InterfaceOrientationMask, expected: String) {
    #expect(mask.description == expected)
  }

  // Crash reports of UIApplicationInvalidInterfaceOrientation (iOS 13 and later):
  // "must match a supported interface orientation: 'landscapeLeft, landscapeRight'!"
  // (Bytedance-UnionAD#105), "'portrait, landscapeRight'!" (a project's comment quoting the crash),
  // "'portrait'!" (NYTPhotoViewer#360). Names joined by ", ", in UIInterfaceOrientation's
  // declaration order (portraitUpsideDown's place follows it; no report shows it).
  @Test(
    "exception texts list names in UIKit's order, other bits as numbers",
    arguments: zip(
      [
        InterfaceOrientationMask.landscape, [.portrait, .landscapeRight], .portrait, .all, .allButUpsideDown, [],
        InterfaceOrientationMask(rawValue: 2 | 1 << 7), InterfaceOrientationMask(rawValue: 1),
      ],
      [
        "landscapeLeft, landscapeRight", "portrait, landscapeRight", "portrait",
        "portrait, portraitUpsideDown, landscapeLeft, landscapeRight", "portrait, landscapeLeft, landscapeRight", "",
        "portrait, (7)", "unknown",
      ]
    )
  )
  func exceptionDescription(mask: InterfaceOrientationMask, expected: String) {
    #expect(mask.exceptionDescription == expected)
  }

  // Apple documentation, `UISupportedInterfaceOrientations`: an array of the
  // UIInterfaceOrientation… strings.
  @Test("Info.plist strings of a mask, in bit order")
  func infoPlistNames() {
    #expect(
      InterfaceOrientationMask.allButUpsideDown.infoPlistNames == [
        "UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeRight",
        "UIInterfaceOrientationLandscapeLeft",
      ])
    #expect(InterfaceOrientationMask([]).infoPlistNames == [])
  }

  @Test(
    "a mask encodes as its names and decodes from names or a list",
    arguments: [InterfaceOrientationMask.all, .landscape, .portrait, [], [.portrait, .landscapeLeft]]
  )
  func codableRoundTrip(mask: InterfaceOrientationMask) throws {
    let data = try JSONEncoder().encode(mask)
    let names = try JSONDecoder().decode([String].self, from: data)
    #expect(names == mask.orientations.map(\.name))
    #expect(try JSONDecoder().decode(InterfaceOrientationMask.self, from: data) == mask)
    if let name = mask.name {
      #expect(try JSONDecoder().decode(InterfaceOrientationMask.self, from: Data("\"\(name)\"".utf8)) == mask)
    }
  }

  @Test(
    "decoding an unknown mask name, or unknown in a list, is a clear error",
    arguments: ["\"everything\"", "[\"portrait\", \"unknown\"]", "[\"faceUp\"]", "[\"Portrait\"]"]
  )
  func decodingError(json: String) {
    #expect {
      try JSONDecoder().decode(InterfaceOrientationMask.self, from: Data(json.utf8))
    } throws: { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return false }
      return context.debugDescription.contains("unknown")
    }
  }
}
