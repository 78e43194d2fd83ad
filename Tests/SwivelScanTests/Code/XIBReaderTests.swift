import Foundation
import Testing

@testable import SwivelScan

@Suite struct XIBReaderTests {
  private func read(_ xml: String) -> Result<StoryboardFacts, ScanError> {
    XIBReader.read(Data(xml.utf8), file: "Library.xib")
  }

  private func document(_ objects: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
        <objects>
    \(objects)
        </objects>
    </document>
    """
  }

  // A controller's nib: its File's Owner is the controller (`init(nibName:bundle:)`) and its
  // `view` outlet is connected to the nib's view (Apple, UIViewController `nibName`: the nib's
  // File's Owner is the view controller, and "the view outlet … must be connected").
  @Test func aFilesOwnerWithAViewOutletIsAViewController() throws {
    let facts = try read(
      document(
        """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="LibraryViewController">
                    <connections>
                        <outlet property="view" destination="v1" id="o1"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="v1"/>
        """)
    ).get()
    #expect(facts.initialID == nil)
    #expect(facts.controllers.map(\.className) == ["LibraryViewController"])
    #expect(facts.controllers.map(\.line) == [4])
  }

  // A cell's or a view's nib has an owner too, which is not a view controller: no view outlet.
  @Test func aFilesOwnerWithoutAViewOutletIsNotAController() throws {
    let facts = try read(
      document(
        """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="BookCellLoader">
                    <connections>
                        <outlet property="cell" destination="c1" id="o1"/>
                    </connections>
                </placeholder>
                <tableViewCell id="c1" customClass="BookCell"/>
        """)
    ).get()
    #expect(facts.controllers.isEmpty)
  }

  // An older app's MainWindow.xib: a navigation controller as a top-level object, its root view
  // controller nested in it.
  @Test func topLevelControllersAndTheirChildrenAreRead() throws {
    let facts = try read(
      document(
        """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="UIApplication"/>
                <navigationController id="nav">
                    <navigationBar key="navigationBar" id="bar"/>
                    <viewControllers>
                        <viewController id="shelf" customClass="ShelfViewController"/>
                    </viewControllers>
                </navigationController>
                <tabBarController id="tabs"/>
        """)
    ).get()
    #expect(
      facts.controllers.map(\.className) == ["UINavigationController", "ShelfViewController", "UITabBarController"])
    #expect(facts.controller(id: "nav")?.children == ["shelf"])
    #expect(facts.controller(id: "nav")?.isContainer == true)
    #expect(facts.controller(id: "tabs")?.children == [])
  }

  @Test func aMalformedXIBIsALocatedError() {
    guard
      case .failure(let error) = read(
        "<?xml version=\"1.0\"?>\n<document>\n  <objects>\n    <placeholder id=\"-1\">\n  </objects>\n</document>\n")
    else {
      Issue.record("a malformed XIB was read")
      return
    }
    #expect(error.file == "Library.xib")
    #expect(error.line == 6)  // where libxml2 finds the mismatch: the end tag after the bad one
    #expect(error.message.hasPrefix("the XIB cannot be read: "))
  }

  @Test(arguments: ["", "garbage", "<plist version=\"1.0\"><dict/></plist>"])
  func junkIsNoXIB(text: String) {
    guard case .failure(let error) = read(text) else {
      Issue.record("'\(text)' was read")
      return
    }
    #expect(error.file == "Library.xib")
    #expect(error.message.contains("XIB"))
  }

  // Scan-level, on the Nibs fixture: the XIBs' controllers reach the draft scenario, and the
  // broken XIB is a finding at its line (scenario format, `swivel scan`: "Files it cannot parse
  // are findings"), in JSON and SARIF too, the rest of the target still scanned.
  @Test func theNibsFixturesXIBsAreReadAndTheBrokenOneIsAFinding() throws {
    let report = ScanFixtures.scan("Nibs/Nibs.xcodeproj")
    let target = try #require(report.targets.first)
    #expect(
      target.xibs.flatMap(\.controllers).map(\.className) == [
        "LibraryViewController", "UINavigationController", "ShelfViewController",
      ])
    let finding = try #require(target.findings.first { $0.location.file.hasSuffix("Broken.xib") })
    #expect(finding.rule == "file-not-read")
    #expect(finding.severity == .warning)
    #expect(finding.location.line == 7)
    #expect(finding.message.hasPrefix("the XIB cannot be read: "))
    #expect(finding.message.hasSuffix("; its view controllers are not read"))
    #expect(!target.notes.contains { $0.location.file.hasSuffix("Broken.xib") })
    #expect(report.json.contains("\"rule\" : \"file-not-read\""))
    #expect(report.sarif.contains("\"ruleId\" : \"file-not-read\""))
    #expect(report.exitStatus == 1)
    #expect(report.errors.isEmpty)
    // The text report lists them, a XIB a row.
    #expect(
      report.text.contains(
        "\n    XIB             \(ScanFixtures.path("Nibs/Nibs/MainWindow.xib")): UINavigationController, ShelfViewController\n"
      ))
  }
}
