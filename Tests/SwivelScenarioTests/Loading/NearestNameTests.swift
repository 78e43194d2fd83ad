import Testing

@testable import SwivelScenario

@Suite struct NearestNameTests {
  @Test(
    arguments: zip(
      ["supportd", "Portrait", "landscapeleft", "UIRequiresFullscreen", "shouldAutoRotate", "selcted"],
      ["supported", "portrait", "landscapeLeft", "UIRequiresFullScreen", "shouldAutorotate", "selected"]))
  func typosSuggestTheNearestName(typo: String, name: String) {
    let names = [
      "supported", "portrait", "landscapeLeft", "landscapeRight", "UIRequiresFullScreen", "shouldAutorotate",
      "selected",
    ]
    #expect(NearestName.find(typo, among: names) == name)
  }

  @Test(arguments: ["b", "xyzzy", "", "completelyDifferent"])
  func farNamesSuggestNothing(name: String) {
    #expect(NearestName.find(name, among: ["a", "portrait", "landscape"]) == nil)
  }

  @Test func aTranspositionIsOneEdit() {
    #expect(NearestName.editDistance(Array("ab".unicodeScalars), Array("ba".unicodeScalars)) == 1)
    #expect(NearestName.editDistance(Array("kitten".unicodeScalars), Array("sitting".unicodeScalars)) == 3)
  }
}
