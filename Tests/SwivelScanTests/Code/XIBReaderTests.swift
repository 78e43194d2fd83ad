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

  // UISearchDisplayController (iOS 3 to 8, deprecated) is an NSObject, not a view controller
  // (Apple, UISearchDisplayController: "class UISearchDisplayController : NSObject"), though its
  // element ends in Controller (issue 52: an old XIB's was listed as a controller).
  @Test func aSearchDisplayControllerIsNoViewController() throws {
    let facts = try read(
      document(
        """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="UIApplication"/>
                <tableViewController id="list" customClass="ListViewController"/>
                <searchDisplayController id="search"/>
        """)
    ).get()
    #expect(facts.controllers.map(\.className) == ["ListViewController"])
  }

  // A File's Owner is whatever object loads the nib (Apple, "Resource Programming Guide", nib
  // files: the owner is "the object that loads the nib"): a UIButton subclass loading its own
  // view is no controller, though its `view` outlet is connected (issue 52).
  @Test func aFilesOwnerTheSourcesShowIsNoViewControllerIsNoController() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let nib = document(
      """
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="BadgeButton">
                  <connections>
                      <outlet property="view" destination="v1" id="o1"/>
                  </connections>
              </placeholder>
              <view contentMode="scaleToFill" id="v1"/>
      """)
    try ScanFixtures.write(nib, to: "\(folder)/App/BadgeButton.xib")
    try ScanFixtures.write(
      "import UIKit\nclass BadgeButton: UIButton {\n  override var isHighlighted: Bool { didSet {} }\n}\n",
      to: "\(folder)/App/BadgeButton.swift")
    try ScanFixtures.writeApp(
      in: folder,
      settings: [
        "GENERATE_INFOPLIST_FILE": "YES", "IPHONEOS_DEPLOYMENT_TARGET": "15.0", "TARGETED_DEVICE_FAMILY": "1",
      ], sources: ["App/BadgeButton.xib", "App/BadgeButton.swift"])
    let target = try #require(ProjectScanner().scan(path: folder).targets.first)
    #expect(target.xibs.flatMap(\.controllers).isEmpty)
  }

  // Apple, UILaunchStoryboardName: "The filename of the storyboard (or nib) from which to
  // generate the app's launch image". A launch screen that is a XIB is said to be one (issue 52:
  // it was called a storyboard).
  @Test(arguments: [("LaunchScreen.xib", "XIB LaunchScreen"), ("LaunchScreen.storyboard", "storyboard LaunchScreen")])
  func aLaunchScreenIsNamedForItsKindOfFile(file: String, shown: String) throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let kind = file.hasSuffix(".xib") ? "XIB" : "Storyboard.XIB"
    try ScanFixtures.write(
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.\(kind)\" launchScreen=\"YES\"><objects/></document>\n",
      to: "\(folder)/App/\(file)")
    try ScanFixtures.writeApp(
      in: folder,
      settings: [
        "GENERATE_INFOPLIST_FILE": "YES", "IPHONEOS_DEPLOYMENT_TARGET": "15.0", "TARGETED_DEVICE_FAMILY": "1",
        "INFOPLIST_KEY_UILaunchStoryboardName": "LaunchScreen",
      ], sources: ["App/\(file)"])
    let report = ProjectScanner().scan(path: folder)
    let target = try #require(report.targets.first)
    #expect(target.launchScreen?.description == "LaunchScreen")
    #expect(report.text.contains("launch screen   \(shown)\n"), "\(report.text)")
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

  /// A XIB as Xcode 3 and 4 wrote it: a keyed archive of Interface Builder's objects.
  static let archiveXIB = """
    <?xml version="1.0" encoding="UTF-8"?>
    <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.10">
    	<data>
    		<int key="IBDocument.SystemTarget">1024</int>
    		<object class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
    			<object class="IBUIViewController" id="42"/>
    		</object>
    	</data>
    </archive>
    """

  // Xcode 5 brought the <document> format; Xcode 3 and 4 wrote XIBs as <archive
  // type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"> (Xcode 5 offered to upgrade them on
  // opening; Itty Bitty Apps, "Upgrade all the XIBs", 2013, shows both formats). Such a file is valid: it is read as an archive, without controllers, and the public
  // reader says why it lists none.
  @Test func anArchiveXIBIsRecognisedAndGivesNoControllers() throws {
    let facts = try read(Self.archiveXIB).get()
    #expect(facts.isArchive)
    #expect(facts.controllers.isEmpty)
    guard case .failure(let error) = ProjectScanner.xib(Data(Self.archiveXIB.utf8), file: "Old.xib") else {
      Issue.record("an archive XIB gave controllers")
      return
    }
    #expect(error.message == ProjectScanner.archiveXIB)
    #expect(error.line == 1)
  }

  // An <archive> that is not Interface Builder's is no XIB.
  @Test func anArchiveOfSomethingElseIsNoXIB() {
    guard case .failure(let error) = read("<archive type=\"com.example.Other\"><data/></archive>") else {
      Issue.record("a foreign archive was read")
      return
    }
    #expect(error.message == "not a XIB: its top element is not Interface Builder's <document>")
  }

  // In a scan, an archive XIB is a note, not a file-not-read finding: the file is fine.
  @Test func anArchiveXIBInATargetIsANoteNotAFinding() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.write(Self.archiveXIB, to: "\(folder)/App/MainWindow.xib")
    try ScanFixtures.writeApp(
      in: folder,
      settings: [
        "GENERATE_INFOPLIST_FILE": "YES", "IPHONEOS_DEPLOYMENT_TARGET": "12.0", "TARGETED_DEVICE_FAMILY": "1",
      ], sources: ["App/MainWindow.xib"])
    let report = ProjectScanner().scan(path: folder)
    let target = try #require(report.targets.first)
    #expect(target.findings.isEmpty)
    #expect(
      target.notes.map(\.description) == [
        "\(folder)/App/MainWindow.xib:1: note: \(ProjectScanner.archiveXIB)"
      ])
    #expect(report.exitStatus == 0)
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
    // file-not-read is a warning: it does not fail the run.
    #expect(report.exitStatus == 0)
    #expect(report.errors.isEmpty)
    // The text report lists them, a XIB a row.
    #expect(
      report.text.contains(
        "\n    XIB             \(ScanFixtures.path("Nibs/Nibs/MainWindow.xib")): UINavigationController, ShelfViewController\n"
      ))
  }
}
