import Foundation
import Testing

@testable import SwivelScan

/// The projects under `Tests/SwivelScanTests/Fixtures/`, written for these tests, and temporary
/// projects made on the fly.
enum ScanFixtures {
  /// `Tests/SwivelScanTests/Fixtures`, absolute.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures").path

  /// A path under the fixtures folder.
  static func path(_ relative: String) -> String {
    (folder as NSString).appendingPathComponent(relative)
  }

  /// Scans a path under the fixtures folder.
  static func scan(_ relative: String, configuration: String? = nil) -> ScanReport {
    ProjectScanner(configuration: configuration).scan(path: path(relative))
  }

  /// A new empty folder, removed by the caller's `defer`.
  static func temporaryFolder() throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swivel-scan-\(UUID())").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Writes a text file, making its folders.
  static func write(_ text: String, to path: String) throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
  }

  /// Writes `App.xcodeproj` into `folder`: one iOS application target named `App` whose Release
  /// configuration has `settings` (and the project's `SDKROOT = iphoneos`) and whose Sources build
  /// phase holds `sources` (paths relative to `folder`), and, when given, the Info.plist
  /// `App/Info.plist` with `infoPlistKeys` (XML of the dictionary's entries).
  ///
  /// The app adopts the scene life cycle, as apps built with the iOS 27 SDK must
  /// (`scene-life-cycle-required`), unless `adoptsSceneLifeCycle` is `false` or the keys or
  /// settings already say: a `UIApplicationSceneManifest` is added to the Info.plist's keys, or
  /// `INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES` to the settings when Xcode
  /// generates the Info.plist. It declares a launch screen as they must too, unless
  /// `declaresLaunchScreen` is `false` or the keys or settings name one
  /// (`UILaunchStoryboardName = LaunchScreen`, or `INFOPLIST_KEY_UILaunchStoryboardName`).
  ///
  /// - Returns: the `.xcodeproj`'s path.
  @discardableResult
  static func writeApp(
    in folder: String, settings: [String: String], infoPlistKeys: String? = nil, name: String = "App",
    sources: [String] = [], adoptsSceneLifeCycle: Bool = true, declaresLaunchScreen: Bool = true
  ) throws -> String {
    var settings = settings
    if var keys = infoPlistKeys {
      if adoptsSceneLifeCycle && !keys.contains("UIApplicationSceneManifest") { keys += "\n" + sceneManifestEntries }
      if declaresLaunchScreen && !keys.contains("UILaunch") {
        keys += "\n<key>UILaunchStoryboardName</key><string>LaunchScreen</string>"
      }
      try write(plist(keys), to: "\(folder)/\(name)/Info.plist")
    }
    if settings["GENERATE_INFOPLIST_FILE"] == "YES" {
      let generation = "INFOPLIST_KEY_UIApplicationSceneManifest_Generation"
      if adoptsSceneLifeCycle, settings[generation] == nil { settings[generation] = "YES" }
      if declaresLaunchScreen, !settings.keys.contains(where: { $0.hasPrefix("INFOPLIST_KEY_UILaunch") }) {
        settings["INFOPLIST_KEY_UILaunchStoryboardName"] = "LaunchScreen"
      }
    }
    let bundle = "\(folder)/\(name).xcodeproj"
    try write(pbxproj(target: name, settings: settings, sources: sources), to: "\(bundle)/project.pbxproj")
    return bundle
  }

  /// A storyboard that starts with a navigation controller (of `containerClass`, else UIKit's)
  /// whose root is a view controller of `childClass`: ids `nav` and `feed`.
  static func navigationStoryboard(childClass: String, containerClass: String? = nil) -> String {
    let custom = containerClass.map { " customClass=\"\($0)\"" } ?? ""
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
        <scenes>
          <scene sceneID="s1"><objects>
            <navigationController id="nav"\(custom) sceneMemberID="viewController">
              <connections><segue destination="feed" kind="relationship" relationship="rootViewController" id="r1"/></connections>
            </navigationController>
          </objects></scene>
          <scene sceneID="s2"><objects>
            <viewController id="feed" customClass="\(childClass)" sceneMemberID="viewController"/>
          </objects></scene>
        </scenes>
      </document>
      """
  }

  /// A storyboard of one scene, a view controller of `customClass` it starts with; `attributes`
  /// are added to its document element (` launchScreen="YES"`).
  static func singleSceneStoryboard(customClass: String, attributes: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"\(attributes) initialViewController="c">
      <scenes><scene sceneID="s"><objects>
        <viewController id="c" customClass="\(customClass)" sceneMemberID="viewController"/>
      </objects></scene></scenes>
    </document>
    """
  }

  /// A `UIApplicationSceneManifest` entry, as Xcode's templates write it.
  static let sceneManifestEntries = """
    <key>UIApplicationSceneManifest</key>
    <dict><key>UIApplicationSupportsMultipleScenes</key><false/></dict>
    """

  /// An XML property list holding the given dictionary entries.
  static func plist(_ entries: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \(entries)
    </dict>
    </plist>

    """
  }

  /// The id of the `PBXFileReference` that ``pbxproj(target:settings:sources:)`` writes for the
  /// source at `index`.
  static func referenceID(ofSource index: Int) -> String {
    String(format: "%024X", 0xF000 + index)
  }

  /// The line, from 1, on which the `project.pbxproj` of `bundle` defines the object `id`.
  static func line(ofObject id: String, in bundle: String) throws -> Int {
    let text = try String(contentsOfFile: "\(bundle)/project.pbxproj", encoding: .utf8)
    let lines = text.components(separatedBy: "\n")
    let index = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix("\(id) ") })
    return index + 1
  }

  /// A `project.pbxproj` with one target (an application unless `productType` says otherwise), a
  /// Release configuration and its sources; `product` names the file it builds (in
  /// BUILT_PRODUCTS_DIR), and `linking` the products its Frameworks phase links from there.
  /// A framework target `Kit`, building `Kit.framework`, in the project at `project`, whose one
  /// source (at `source`, named `sourcePath` in the project) holds `Kiosk`, a landscape controller.
  static func writeKioskFramework(project: String, source: String, sourcePath: String) throws {
    try write(
      "class Kiosk: UIViewController { override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape } }",
      to: source)
    try write(
      pbxproj(
        target: "Kit", settings: ["PRODUCT_NAME": "Kit"], sources: [sourcePath],
        productType: "com.apple.product-type.framework", product: "Kit.framework"),
      to: "\(project)/project.pbxproj")
  }

  static func pbxproj(
    target: String, settings: [String: String], sources: [String] = [],
    productType: String = "com.apple.product-type.application", product: String? = nil, linking: [String] = []
  ) -> String {
    let lines = settings.sorted { $0.key < $1.key }.map { "\t\t\t\t\(quoted($0.key)) = \(quoted($0.value));" }
    var objects: [String] = []
    var buildFiles: [String] = []
    for (index, source) in sources.enumerated() {
      let reference = referenceID(ofSource: index)
      let buildFile = String(format: "%024X", 0xE000 + index)
      objects.append(
        "\t\t\(reference) = {isa = PBXFileReference; path = \(quoted(source)); sourceTree = \"<group>\"; };")
      objects.append("\t\t\(buildFile) = {isa = PBXBuildFile; fileRef = \(reference); };")
      buildFiles.append("\t\t\t\t\(buildFile),")
    }
    var linked: [String] = []
    for (index, name) in linking.enumerated() {
      let reference = String(format: "%024X", 0xD000 + index)
      let buildFile = String(format: "%024X", 0xC000 + index)
      objects.append(
        "\t\t\(reference) = {isa = PBXFileReference; path = \(quoted(name)); sourceTree = BUILT_PRODUCTS_DIR; };")
      objects.append("\t\t\(buildFile) = {isa = PBXBuildFile; fileRef = \(reference); };")
      linked.append("\t\t\t\t\(buildFile),")
    }
    objects.append(
      "\t\t0000000000000000000000A3 = {isa = PBXFrameworksBuildPhase; files = (\n\(linked.joined(separator: "\n"))\n\t\t\t); };"
    )
    if let product {
      objects.append(
        "\t\t0000000000000000000000A4 = {isa = PBXFileReference; path = \(quoted(product)); sourceTree = BUILT_PRODUCTS_DIR; };"
      )
    }
    return """
      // !$*UTF8*$!
      {
      \tarchiveVersion = 1;
      \tobjects = {
      \t\t0000000000000000000000A1 /* \(target) */ = {
      \t\t\tisa = PBXNativeTarget;
      \t\t\tbuildConfigurationList = 0000000000000000000000B1;
      \t\t\tbuildPhases = (
      \t\t\t\t0000000000000000000000A2,
      \t\t\t\t0000000000000000000000A3,
      \t\t\t);
      \t\t\tname = \(quoted(target));
      \t\t\tproductType = \(quoted(productType));\(product == nil ? "" : "\n\t\t\tproductReference = 0000000000000000000000A4;")
      \t\t};
      \t\t0000000000000000000000A2 = {
      \t\t\tisa = PBXSourcesBuildPhase;
      \t\t\tfiles = (
      \(buildFiles.joined(separator: "\n"))
      \t\t\t);
      \t\t};
      \(objects.joined(separator: "\n"))
      \t\t0000000000000000000000B1 = {
      \t\t\tisa = XCConfigurationList;
      \t\t\tbuildConfigurations = (
      \t\t\t\t0000000000000000000000C1,
      \t\t\t);
      \t\t\tdefaultConfigurationName = Release;
      \t\t};
      \t\t0000000000000000000000C1 /* Release */ = {
      \t\t\tisa = XCBuildConfiguration;
      \t\t\tbuildSettings = {
      \(lines.joined(separator: "\n"))
      \t\t\t};
      \t\t\tname = Release;
      \t\t};
      \t\t0000000000000000000000B2 = {
      \t\t\tisa = XCConfigurationList;
      \t\t\tbuildConfigurations = (
      \t\t\t\t0000000000000000000000C2,
      \t\t\t);
      \t\t\tdefaultConfigurationName = Release;
      \t\t};
      \t\t0000000000000000000000C2 /* Release */ = {
      \t\t\tisa = XCBuildConfiguration;
      \t\t\tbuildSettings = {
      \t\t\t\tSDKROOT = iphoneos;
      \t\t\t};
      \t\t\tname = Release;
      \t\t};
      \t\t0000000000000000000000D1 /* Project object */ = {
      \t\t\tisa = PBXProject;
      \t\t\tbuildConfigurationList = 0000000000000000000000B2;
      \t\t\ttargets = (
      \t\t\t\t0000000000000000000000A1,
      \t\t\t);
      \t\t};
      \t};
      \trootObject = 0000000000000000000000D1 /* Project object */;
      }

      """
  }

  /// A `project.pbxproj` whose iPhone app target builds the folder `App`, which Xcode 16 keeps in
  /// sync: the folder's `PBXFileSystemSynchronizedRootGroup` has the id `groupID` and the given
  /// exception sets, and `objects` (lines of the `objects` dictionary) are added beside it.
  static func synchronizedFolderProject(groupID: String, exceptions: [String] = [], objects: [String] = []) -> String {
    let text = pbxproj(
      target: "App",
      settings: ["GENERATE_INFOPLIST_FILE": "YES", "IPHONEOS_DEPLOYMENT_TARGET": "17.0", "TARGETED_DEVICE_FAMILY": "1"])
    let exceptionList = exceptions.isEmpty ? "" : " exceptions = (\(exceptions.map { $0 + ", " }.joined()));"
    let group =
      "\t\t\(groupID) /* App */ = {isa = PBXFileSystemSynchronizedRootGroup;\(exceptionList) path = App; sourceTree = \"<group>\"; };"
    return
      text
      .replacingOccurrences(
        of: "\t\t\tname = \"App\";",
        with: "\t\t\tfileSystemSynchronizedGroups = (\n\t\t\t\t\(groupID),\n\t\t\t);\n\t\t\tname = \"App\";"
      )
      .replacingOccurrences(
        of: "\t\t0000000000000000000000B1 = {",
        with: ([group] + objects.map { "\t\t" + $0 } + ["\t\t0000000000000000000000B1 = {"]).joined(separator: "\n"))
  }

  private static func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }
}
