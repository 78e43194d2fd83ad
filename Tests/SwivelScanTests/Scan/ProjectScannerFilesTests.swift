import Foundation
import SwivelScan
import Testing

/// The scan's readers on bytes already read (`ProjectScanner+Files.swift`): each gives what the
/// scan gives for the same file on the disk. Only the public interface is used here.
@Suite struct ProjectScannerFilesTests {
  private static func bytes(_ relative: String) throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: ScanFixtures.path(relative)))
  }

  @Test func aProjectFileInMemoryScansAsTheProjectOnTheDisk() throws {
    let bundle = ScanFixtures.path("Player/Player.xcodeproj")
    let fromBytes = ProjectScanner().scan(
      projectFile: try Self.bytes("Player/Player.xcodeproj/project.pbxproj"), bundle: bundle)
    let fromDisk = ProjectScanner().scan(path: bundle)
    #expect(fromBytes.targets.map(\.name) == ["Player"])
    #expect(fromBytes.findings == fromDisk.findings)
    #expect(fromBytes.targets.map(\.notes) == fromDisk.targets.map(\.notes))
    #expect(fromBytes.targets.map(\.mainStoryboard) == fromDisk.targets.map(\.mainStoryboard))
    #expect(fromBytes.exitStatus == fromDisk.exitStatus)
  }

  @Test func aCorruptProjectFileInMemoryIsALocatedError() throws {
    let report = ProjectScanner().scan(
      projectFile: try Self.bytes("Corrupt/Corrupt.xcodeproj/project.pbxproj"), bundle: "Corrupt.xcodeproj")
    #expect(report.errors.map(\.file) == ["Corrupt.xcodeproj/project.pbxproj"])
    #expect(report.errors.map(\.line) == [98])
    #expect(report.exitStatus == 2)
  }

  // An .xcconfig's `#include` is read relative to the including file's folder and `#include?`
  // says nothing when the file is missing (Apple, Xcode Help, "Add a build configuration
  // (xcconfig) file").
  @Test func anXCConfigInMemoryHasItsIncludesReadBesideIt() throws {
    let (values, notes) = ProjectScanner().buildSettings(
      xcconfig: try Self.bytes("Photos/Config/Base.xcconfig"), file: ScanFixtures.path("Photos/Config/Base.xcconfig"))
    #expect(
      values == [
        "IPHONEOS_DEPLOYMENT_TARGET": "15.0", "PHOTOS_SOURCES": "Photos", "SDKROOT": "iphoneos",
        "TARGETED_DEVICE_FAMILY": "1",
      ])
    #expect(notes.isEmpty)
  }

  // A condition on the configuration holds for the scanner's configuration only; references to
  // other settings of the file are expanded, `$(inherited)` of the lowest assignment is empty
  // (Apple, Xcode Help, "Build settings reference").
  @Test func everySettingOfAnXCConfigIsEvaluated() {
    let text = """
      NAME = Photos
      FLAGS = -DAPP
      FLAGS[config=Debug] = $(inherited) -DDEBUG
      BUNDLE = org.example.$(NAME:lower)
      ONLY_DEBUG[config=Debug] = yes
      #include "Missing.xcconfig"
      """
    let release = ProjectScanner().buildSettings(xcconfig: Data(text.utf8), file: "/nowhere/App.xcconfig")
    #expect(release.values == ["NAME": "Photos", "FLAGS": "-DAPP", "BUNDLE": "org.example.photos"])
    #expect(release.notes.map(\.location) == [ScanLocation(file: "/nowhere/App.xcconfig", line: 6)])
    #expect(release.notes.first?.message.contains("/nowhere/Missing.xcconfig cannot be read (no such file)") == true)
    let debug = ProjectScanner(configuration: "Debug").buildSettings(
      xcconfig: Data(text.utf8), file: "/nowhere/App.xcconfig")
    #expect(debug.values["FLAGS"] == "-DAPP -DDEBUG")
    #expect(debug.values["ONLY_DEBUG"] == "yes")
  }

  @Test func aStoryboardInMemoryGivesItsInitialControllerAndChildren() throws {
    let file = ScanFixtures.path("Player/Player/Base.lproj/Main.storyboard")
    let storyboard = try ProjectScanner.storyboard(
      try Self.bytes("Player/Player/Base.lproj/Main.storyboard"), file: file
    )
    .get()
    #expect(storyboard.name == "Main")
    #expect(storyboard.file == file)
    #expect(storyboard.initialController == "UINavigationController")
    #expect(storyboard.initialChildren == ["FeedViewController"])
  }

  @Test func aBrokenStoryboardInMemoryIsALocatedError() {
    guard
      case .failure(let error) = ProjectScanner.storyboard(
        Data("<document>\n<scenes>\n<scene></objects>\n</document>".utf8), file: "Main.storyboard")
    else {
      Issue.record("a malformed storyboard was read")
      return
    }
    #expect(error.file == "Main.storyboard")
    #expect(error.line == 4)
  }

  @Test func aXIBInMemoryGivesItsControllersClasses() throws {
    let classes = try ProjectScanner.xib(
      try Self.bytes("Nibs/Nibs/MainWindow.xib"), file: ScanFixtures.path("Nibs/Nibs/MainWindow.xib")
    )
    .get()
    #expect(classes == ["UINavigationController", "ShelfViewController"])
    // A table cell's nib holds no controller.
    #expect(try ProjectScanner.xib(try Self.bytes("Nibs/Nibs/BookCell.xib"), file: "BookCell.xib").get() == [])
  }

  @Test func aBrokenXIBInMemoryIsALocatedError() throws {
    guard
      case .failure(let error) = ProjectScanner.xib(try Self.bytes("Nibs/Nibs/Broken.xib"), file: "Broken.xib")
    else {
      Issue.record("a malformed XIB was read")
      return
    }
    #expect(error.file == "Broken.xib")
    #expect(error.line == 7)
    #expect(error.message.hasPrefix("the XIB cannot be read: "))
  }

  @Test func aSwiftSourceInMemoryGivesItsControllersAndMechanisms() throws {
    let text = String(decoding: try Self.bytes("Player/Player/PlayerViewController.swift"), as: UTF8.self)
    let (controllers, mechanisms, notes) = ProjectScanner.swiftSource(text, file: "PlayerViewController.swift")
    #expect(notes.isEmpty)
    #expect(controllers.map(\.className) == ["PlayerViewController", "NavigationController"])
    #expect(controllers.map(\.supported) == ["landscape", "forwards to topViewController"])
    #expect(
      mechanisms.map { "\($0.api)@\($0.location.line)" } == [
        "setValue(_:forKey: \"orientation\")@15", "attemptRotationToDeviceOrientation()@16",
      ])
  }

  @Test
  func anObjectiveCSourceInMemoryGivesItsControllersAndMechanisms() throws {
    let text = String(decoding: try Self.bytes("Legacy/Legacy/PlayerViewController.m"), as: UTF8.self)
    let (controllers, mechanisms, notes) = ProjectScanner().objectiveCSource(text, file: "PlayerViewController.m")
    #expect(notes.isEmpty)
    #expect(controllers.map(\.className) == ["PlayerViewController"])
    #expect(controllers.map(\.supported) == ["landscape"])
    #expect(controllers.map(\.superclass) == [nil], "the header is not read")
    #expect(
      mechanisms.map(\.location.line) == [17, 18, 22, 23, 25],
      "the comment on line 16 is not a call")
  }
}

extension ProjectScannerFilesTests {
  @Test func aPackageManifestInMemoryGivesItsProductsAndSourceFolders() throws {
    let manifest = try #require(
      ProjectScanner.packageManifest(
        Data(
          "let package = Package(name: \"K\", products: [.library(name: \"K\", targets: [\"K\"])], targets: [.target(name: \"K\", path: \"Code\")])"
            .utf8), folder: "/p"))
    #expect(manifest.products == ["K": ["K"]])
    #expect(manifest.sourceFolders == ["K": "/p/Code"])
    #expect(ProjectScanner.packageManifest(Data(String(repeating: "[", count: 100).utf8), folder: "/p") == nil)
    // A manifest is checked as a Swift file is before swift-syntax parses it: attributes after
    // `var` nested 24 deep would take swift-syntax minutes and gigabytes.
    let nested = "let package = Package(name: \"K\")\n" + String(repeating: "var@ a(: B {\n", count: 24)
    let notes = ProjectScanner.swiftSource(nested + "// shouldAutorotate", file: "Package.swift").notes
    #expect(notes.map(\.location.line) == [4])
    #expect(ProjectScanner.packageManifest(Data(nested.utf8), folder: "/p") == nil)
  }
}
