import Foundation
import Testing

@testable import SwivelScan

/// The Info.plist Xcode builds, as swift-build's `InfoPlistProcessorTaskAction.swift` builds it
/// (swiftlang/swift-build on GitHub): see `TargetInfoPlist`.
@Suite struct TargetInfoPlistTests {
  private func settings(_ pairs: [String: String]) -> BuildSettings {
    var table = BuildSettingTable()
    for (name, value) in pairs.sorted(by: { $0.key < $1.key }) {
      table.assign(name, value: value, origin: ScanLocation(file: "P.xcodeproj/project.pbxproj", line: 40))
    }
    return BuildSettings(table: table, configuration: "Release")
  }

  private let configuration = ScanLocation(file: "P.xcodeproj/project.pbxproj", line: 30)

  // swift-build, `defaultInfoPlistContent`: "~ipad" in a key is "_iPad" in its setting's name.
  @Test(
    arguments: zip(
      ["UISupportedInterfaceOrientations~ipad", "UISupportedInterfaceOrientations~iphone", "UIRequiresFullScreen"],
      [
        "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad", "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone",
        "INFOPLIST_KEY_UIRequiresFullScreen",
      ]))
  func aKeysSettingNameSpellsItsDeviceSuffixInCapitals(key: String, setting: String) {
    #expect(TargetInfoPlist.settingName(for: key) == setting)
  }

  // GENERATE_INFOPLIST_FILE = YES generates each key from its INFOPLIST_KEY_ setting: a string
  // list split at spaces, a Boolean as YES/NO, UILaunchScreen_Generation an empty UILaunchScreen.
  @Test func generatedKeysComeFromTheirSettings() throws {
    let plist = try TargetInfoPlist(
      settings: settings([
        "GENERATE_INFOPLIST_FILE": "YES",
        "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad":
          "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft",
        "INFOPLIST_KEY_UIRequiresFullScreen": "YES", "INFOPLIST_KEY_UILaunchScreen_Generation": "YES",
        "INFOPLIST_KEY_UILaunchStoryboardName": "Launch",
      ]), paths: ProjectPaths(folder: "."), configurationLocation: configuration)
    #expect(
      plist.dictionary["UISupportedInterfaceOrientations~ipad"] as? [String] == [
        "UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft",
      ])
    #expect(plist.dictionary["UIRequiresFullScreen"] as? Bool == true)
    #expect(plist.dictionary["UILaunchScreen"] is [String: Any])
    #expect(plist.dictionary["UILaunchStoryboardName"] as? String == "Launch")
    #expect(plist.generatedFrom["UIRequiresFullScreen"] == "INFOPLIST_KEY_UIRequiresFullScreen")
    #expect(plist.location(ofKeyPath: "UISupportedInterfaceOrientations~ipad[1]").line == 40)
    #expect(plist.file == nil)
    #expect(plist.fallbackLocation == configuration)
  }

  // The settings count only when Xcode generates the Info.plist.
  @Test func infoPlistKeySettingsAreIgnoredWithoutGenerateInfoPlistFile() throws {
    let plist = try TargetInfoPlist(
      settings: settings(["INFOPLIST_KEY_UIRequiresFullScreen": "YES"]), paths: ProjectPaths(folder: "."),
      configurationLocation: configuration)
    #expect(plist.dictionary["UIRequiresFullScreen"] == nil)
  }

  // swift-build, `addAdditionalContent`: arrays are appended to without repeats, scalars replaced,
  // dictionaries merged one level deep, and values of different types are an error.
  @Test func mergingFollowsXcodesRules() {
    #expect(TargetInfoPlist.merge(["b", "c"], into: ["a", "b"]) as? [String] == ["a", "b", "c"])
    #expect(TargetInfoPlist.merge(true, into: false) as? Bool == true)
    #expect(TargetInfoPlist.merge("new", into: "old") as? String == "new")
    let merged = TargetInfoPlist.merge(["k": 2, "m": 3], into: ["k": 1, "l": 1]) as? [String: Int]
    #expect(merged == ["k": 2, "l": 1, "m": 3])
    #expect(TargetInfoPlist.merge(["a"], into: "a") == nil)
    #expect(TargetInfoPlist.merge("a", into: ["k": 1]) == nil)
  }

  @Test func theFilesKeysAndTheGeneratedOnesMergeAndKeepTheirPlaces() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.write(
      ScanFixtures.plist(
        """
        \t<key>UISupportedInterfaceOrientations~ipad</key>
        \t<array>
        \t\t<string>UIInterfaceOrientationPortraitUpsideDown</string>
        \t</array>
        \t<key>Version</key>
        \t<string>$(MARKETING_VERSION)</string>
        """), to: "\(folder)/App/Info.plist")
    let plist = try TargetInfoPlist(
      settings: settings([
        "GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_FILE": "App/Info.plist", "MARKETING_VERSION": "2.1",
        "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad": "UIInterfaceOrientationPortrait",
      ]), paths: ProjectPaths(folder: folder), configurationLocation: configuration)
    #expect(
      plist.dictionary["UISupportedInterfaceOrientations~ipad"] as? [String] == [
        "UIInterfaceOrientationPortraitUpsideDown", "UIInterfaceOrientationPortrait",
      ])
    // Build settings in the values are expanded (INFOPLIST_EXPAND_BUILD_SETTINGS, on by default).
    #expect(plist.dictionary["Version"] as? String == "2.1")
    #expect(plist.location(ofKeyPath: "Version") == ScanLocation(file: "\(folder)/App/Info.plist", line: 9))
    #expect(plist.location(ofKeyPath: "UISupportedInterfaceOrientations~ipad").line == 40)
  }

  @Test func aGeneratedKeyOfAnotherTypeThanTheFilesFailsAsXcodesBuildDoes() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.write(
      ScanFixtures.plist("<key>UISupportedInterfaceOrientations</key><string>portrait</string>"),
      to: "\(folder)/Info.plist")
    #expect(throws: ScanError.self) {
      try TargetInfoPlist(
        settings: settings([
          "GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_FILE": "Info.plist",
          "INFOPLIST_KEY_UISupportedInterfaceOrientations": "UIInterfaceOrientationPortrait",
        ]), paths: ProjectPaths(folder: folder), configurationLocation: configuration)
    }
  }

  @Test(arguments: [
    ("Missing.plist", "does not exist"), ("Junk.plist", "not an XML or binary property list"),
    ("Array.plist", "must be a dictionary"),
  ])
  func anInfoPlistThatCannotBeUsedIsALocatedError(file: String, expected: String) throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.write("garbage", to: "\(folder)/Junk.plist")
    try ScanFixtures.write(
      "<?xml version=\"1.0\"?><plist version=\"1.0\"><array/></plist>", to: "\(folder)/Array.plist")
    do {
      _ = try TargetInfoPlist(
        settings: settings(["INFOPLIST_FILE": file]), paths: ProjectPaths(folder: folder),
        configurationLocation: configuration)
      Issue.record("no error for \(file)")
    } catch {
      #expect(error.message.contains(expected), "\(error)")
    }
  }

  // INFOPLIST_PREPROCESS = YES makes Xcode run the C preprocessor over the Info.plist before it
  // reads it (Xcode build settings reference, "Preprocess Info.plist File"), so an #ifdef line in
  // it is not an error there: the scan, which does not preprocess, says why it cannot read it.
  @Test(arguments: [true, false])
  func aPreprocessedInfoPlistSaysTheScanDoesNotPreprocess(preprocessed: Bool) throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.write(
      "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n#ifdef BETA\n<key>A</key><true/>\n#endif\n</dict>\n</plist>\n",
      to: "\(folder)/Info.plist")
    var values = ["INFOPLIST_FILE": "Info.plist"]
    if preprocessed { values["INFOPLIST_PREPROCESS"] = "YES" }
    do {
      _ = try TargetInfoPlist(
        settings: settings(values), paths: ProjectPaths(folder: folder), configurationLocation: configuration)
      Issue.record("a plist with an #ifdef line was read")
    } catch {
      #expect(error.line == 4)
      #expect(error.message.hasPrefix("not a property list: "))
      #expect(
        error.message.hasSuffix(
          " (the target sets INFOPLIST_PREPROCESS, so Xcode runs the C preprocessor over the file first, and its #if and #define lines are gone when Xcode reads it; the scan does not preprocess)"
        ) == preprocessed)
    }
  }

  // TARGETED_DEVICE_FAMILY: items split at commas and spaces; 1 is iPhone, 2 iPad; none known
  // means every family of the platform; empty writes no UIDeviceFamily (swift-build,
  // `evaluateTargetedDeviceFamilyBuildSetting` and `mergeUIDeviceFamilyContent`).
  @Test(
    arguments: zip(
      ["1", "2", "1,2", "1 2", " 2, 1 ", "3", "", "1,6"],
      [
        [1], [2], [1, 2], [1, 2], [1, 2], [1, 2], nil, [1],
      ] as [Set<Int>?]))
  func deviceFamiliesReadAsXcodeReadsThem(value: String, expected: Set<Int>?) {
    #expect(TargetInfoPlist.deviceFamilies(value) == expected)
  }

  @Test func keyLinesAreFoundInXML() {
    let text = "<dict>\n<key>A</key><string>x</string>\n\n  <key>B</key>\n<key>A</key>\n"
    #expect(TargetInfoPlist.keyLines(in: Data(text.utf8)) == ["A": 2, "B": 4])
  }
}
