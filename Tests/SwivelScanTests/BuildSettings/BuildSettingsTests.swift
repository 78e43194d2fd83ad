import Testing

@testable import SwivelScan

@Suite struct BuildSettingsTests {
  /// Settings with one plain assignment per pair, lowest first.
  private func settings(_ pairs: [(String, String)], configuration: String = "Release") -> BuildSettings {
    var table = BuildSettingTable()
    for (name, value) in pairs { table.assign(name, value: value, origin: ScanLocation(file: "x.xcconfig")) }
    return BuildSettings(table: table, configuration: configuration)
  }

  // Xcode expands `$(NAME)` and `${NAME}` alike (Apple, Xcode Help, "Build settings reference",
  // "Build setting evaluation"); swift-build also reads the bare `$NAME` form.
  @Test(arguments: ["$(PRODUCT)/Info.plist", "${PRODUCT}/Info.plist", "$PRODUCT/Info.plist"])
  func referencesOfEveryFormAreExpanded(text: String) {
    let resolved = settings([("PRODUCT", "Photos"), ("INFOPLIST_FILE", text)])
    #expect(resolved.value("INFOPLIST_FILE") == "Photos/Info.plist")
  }

  // An undefined setting expands to nothing, as in Xcode.
  @Test func anUndefinedReferenceExpandsToNothing() {
    #expect(settings([("A", "x$(NOPE)y")]).value("A") == "xy")
  }

  // `$(inherited)` is the value at the next lower level (Apple, Xcode Help, "Build settings
  // reference": "$(inherited)" … "the value of the setting at the next lower level").
  @Test func inheritedStandsForTheNextLowerAssignment() {
    let resolved = settings([("FAMILY", "1"), ("FAMILY", "$(inherited),2"), ("FAMILY", "$(inherited) 3")])
    #expect(resolved.value("FAMILY") == "1,2 3")
  }

  @Test func inheritedAtTheLowestLevelIsEmpty() {
    #expect(settings([("FLAGS", "$(inherited) -x")]).value("FLAGS") == " -x")
  }

  @Test func referencesNestAndDollarDollarIsADollar() {
    let resolved = settings([("KIND", "IPAD"), ("NAME_IPAD", "tablet"), ("A", "$(NAME_$(KIND)) costs $$5")])
    #expect(resolved.value("A") == "tablet costs $5")
  }

  @Test func operatorsApply() {
    let resolved = settings([
      ("T", "My App"), ("L", "$(T:lower)"), ("U", "$(T:upper)"), ("I", "$(T:rfc1034identifier)"),
      ("D", "$(EMPTY:default=fallback)"), ("B", "$(P:base)"), ("P", "dir/file.plist"),
    ])
    #expect(resolved.value("L") == "my app")
    #expect(resolved.value("U") == "MY APP")
    #expect(resolved.value("I") == "My-App")
    #expect(resolved.value("D") == "fallback")
    #expect(resolved.value("B") == "file")
  }

  @Test func aCycleEndsInsteadOfLooping() {
    let resolved = settings([("A", "$(B)"), ("B", "$(A)x")])
    #expect(resolved.value("A").allSatisfy { $0 == "x" })
  }

  // `NAME[sdk=iphoneos*]` holds when building for a device SDK whose name matches (Apple, Xcode
  // Help, "Add a build configuration (xcconfig) file", "Conditionalize build settings").
  @Test func conditionsMatchAReleaseBuildForADevice() {
    var table = BuildSettingTable()
    table.assign("F", value: "1", origin: nil)
    table.assign("F", BuildSettingAssignment(value: "2", conditions: [.init(parameter: "sdk", pattern: "iphoneos*")]))
    table.assign(
      "F", BuildSettingAssignment(value: "3", conditions: [.init(parameter: "sdk", pattern: "iphonesimulator*")]))
    table.assign("G", value: "a", origin: nil)
    table.assign("G", BuildSettingAssignment(value: "b", conditions: [.init(parameter: "config", pattern: "Debug")]))
    let release = BuildSettings(table: table, configuration: "Release")
    #expect(release.value("F") == "2")
    #expect(release.value("G") == "a")
    #expect(BuildSettings(table: table, configuration: "Debug").value("G") == "b")
  }

  @Test func aSettingNameSplitsFromItsConditions() throws {
    let parsed = try #require(BuildSettingCondition.parse("OTHER[sdk=iphoneos*][arch=*]"))
    #expect(parsed.name == "OTHER")
    #expect(
      parsed.conditions == [.init(parameter: "sdk", pattern: "iphoneos*"), .init(parameter: "arch", pattern: "*")])
    #expect(BuildSettingCondition.parse("9LIVES") == nil)
    #expect(BuildSettingCondition.parse("A B") == nil)
  }

  // List settings split at white space, quotes keeping spaces (swift-build evaluates a string
  // list macro this way; `INFOPLIST_KEY_UISupportedInterfaceOrientations` is one).
  @Test func listsSplitAtWhiteSpaceAndKeepQuotedSpaces() {
    #expect(BuildSettings.splitList("a  b\tc") == ["a", "b", "c"])
    #expect(BuildSettings.splitList("\"a b\" c\\ d ''") == ["a b", "c d", ""])
    #expect(BuildSettings.splitList("   ").isEmpty)
  }

  // Boolean settings read as NSString's boolValue (swift-build: "interpreted as boolean after
  // evaluation (in a manner similar to NSString's -boolValue method)", `MacroType.swift`).
  @Test(
    arguments: zip(
      ["YES", "yes", "true", "1", " +01", "NO", "", "0", "false", "maybe"],
      [
        true, true, true, true, true, false, false, false, false, false,
      ]))
  func booleansReadAsBoolValue(text: String, expected: Bool) {
    #expect(BuildSettings.boolValue(text) == expected)
  }

  @Test func theOriginIsTheAssignmentThatGivesTheValue() {
    var table = BuildSettingTable()
    table.assign("A", value: "1", origin: ScanLocation(file: "a.xcconfig", line: 3))
    table.assign("A", value: "2", origin: ScanLocation(file: "b.xcconfig", line: 7))
    #expect(
      BuildSettings(table: table, configuration: "Release").origin("A") == ScanLocation(file: "b.xcconfig", line: 7))
  }
}
