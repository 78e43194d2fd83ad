import Foundation
import Testing

@testable import SwivelScan

@Suite struct StoryboardReaderTests {
  private func read(_ xml: String) -> Result<StoryboardFacts, ScanError> {
    StoryboardReader.read(Data(xml.utf8), file: "Main.storyboard")
  }

  // Interface Builder's storyboard XML: the document names its initial view controller; a
  // navigation controller's root and a tab bar controller's tabs are `relationship` segues; a
  // modal is a `presentation` segue with its `modalPresentationStyle`.
  @Test func scenesRelationshipsAndPresentationsAreRead() throws {
    let facts = try read(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="tab">
          <scenes>
              <scene sceneID="s1">
                  <objects>
                      <tabBarController id="tab" sceneMemberID="viewController">
                          <connections>
                              <segue destination="a" kind="relationship" relationship="viewControllers" id="r1"/>
                              <segue destination="b" kind="relationship" relationship="viewControllers" id="r2"/>
                          </connections>
                      </tabBarController>
                  </objects>
              </scene>
              <scene sceneID="s2">
                  <objects>
                      <viewController id="a" customClass="Feed" sceneMemberID="viewController">
                          <connections>
                              <segue destination="b" kind="presentation" modalPresentationStyle="formSheet" id="p1"/>
                          </connections>
                      </viewController>
                      <hostingController id="b" sceneMemberID="viewController"/>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    ).get()
    #expect(facts.initialID == "tab")
    #expect(facts.controllers.map(\.className) == ["UITabBarController", "Feed", "UIHostingController"])
    #expect(facts.controllers.map(\.line) == [6, 16, 21])
    let tab = try #require(facts.controller(id: "tab"))
    #expect(tab.isContainer)
    #expect(tab.children == ["a", "b"])
    let feed = try #require(facts.controller(id: "a"))
    #expect(feed.presentations.map(\.destination) == ["b"])
    #expect(feed.presentations.map(\.style) == ["formSheet"])
    #expect(feed.presentations.map(\.line) == [18])
  }

  @Test(arguments: ["", "garbage", "<document>\n<scenes x=1>", "<<>>"])
  func junkIsNoStoryboard(text: String) {
    guard case .failure(let error) = read(text) else {
      Issue.record("'\(text)' was read")
      return
    }
    #expect(error.line ?? 0 >= 1)
  }

  // Found by FuzzStoryboard (Fuzz/README.md): an attribute name that is not UTF-8 crashed
  // FoundationXML (Swift 6.3, Linux), which libxml2 handed it to. Interface Builder writes
  // storyboards in UTF-8, so other bytes are an error at their line.
  @Test func aStoryboardThatIsNotUTF8IsALocatedErrorNotACrash() throws {
    let path = ScanFixtures.path("Fuzz/attribute-name-not-utf8.storyboard")
    guard case .failure(let error) = StoryboardReader.read(try Data(contentsOf: URL(fileURLWithPath: path)), file: path)
    else {
      Issue.record("a storyboard that is not UTF-8 was read")
      return
    }
    #expect(error.line == 48)
    #expect(
      error.message == "the storyboard cannot be read: it is not UTF-8 text, as Interface Builder writes storyboards")
    #expect(XMLFile.firstLineNotUTF8(in: Data("<document a=\"é\"/>\n\n".utf8)) == nil)
    #expect(XMLFile.firstLineNotUTF8(in: Data([0x3C, 0x0A, 0x0A, 0xC3, 0x28])) == 3)
  }

  // Found by FuzzStoryboard: a processing instruction without data (`<?xmF?>`) crashed
  // FoundationXML (a null pointer in strlen). Interface Builder writes none, so any is an error.
  @Test func aProcessingInstructionIsALocatedErrorNotACrash() throws {
    let path = ScanFixtures.path("Fuzz/processing-instruction-without-data.storyboard")
    guard case .failure(let error) = StoryboardReader.read(try Data(contentsOf: URL(fileURLWithPath: path)), file: path)
    else {
      Issue.record("a storyboard with a processing instruction was read")
      return
    }
    #expect(error.line == 1)
    #expect(error.message.contains("processing instruction"))
    #expect(
      XMLFile.firstProcessingInstructionLine(in: Data("<?xml version=\"1.0\"?>\n<document/>".utf8)) == nil)
    #expect(XMLFile.firstProcessingInstructionLine(in: Data("<document>\n<?x?>".utf8)) == 2)
    // Found by a later run: an instruction whose name begins with `xml` is no declaration.
    let named = ScanFixtures.path("Fuzz/processing-instruction-named-xml.storyboard")
    #expect(XMLFile.firstProcessingInstructionLine(in: try Data(contentsOf: URL(fileURLWithPath: named))) == 1)
  }

  @Test func aMalformedStoryboardIsALocatedErrorNotACrash() {
    guard case .failure(let error) = read("<document>\n<scenes>\n<scene></objects>\n</document>") else {
      Issue.record("a malformed storyboard was read")
      return
    }
    #expect(error.line == 4)
    #expect(error.message.hasPrefix("the storyboard cannot be read: "))
  }
}
