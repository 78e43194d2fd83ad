import Foundation
import SwivelScenario
import Testing

@testable import SwivelScan

/// `.swivel.yml`: its keys, and each mistake in it an error at its line and column.
@Suite struct SwivelConfigurationTests {
  func load(_ yaml: String) throws(ConfigurationError) -> SwivelConfiguration {
    try SwivelConfiguration.load(yaml: yaml, file: ".swivel.yml", folder: "/project")
  }

  func error(_ yaml: String) -> String {
    do throws(ConfigurationError) {
      _ = try load(yaml)
      return "no error"
    } catch {
      return error.description
    }
  }

  @Test func everyKeyIsRead() throws {
    let configuration = try load(
      """
      disabled_rules: [attempt-rotation-deprecated, unused-suppression]
      severity:
        device-orientation-setter: error
        launch-screen-missing: warning
      excluded: [Pods, "Vendor/**"]
      included: [App]
      configuration: Debug
      targets: [App, AppLite]
      device: ipad-10.2
      ios: "17.4"
      strict: true
      warning_threshold: 10
      """)
    #expect(configuration.disabledRules == ["attempt-rotation-deprecated", "unused-suppression"])
    #expect(configuration.failurePolicy == FailurePolicy(mode: .strict, warningThreshold: 10))
    #expect(configuration.severities == ["device-orientation-setter": .error, "launch-screen-missing": .warning])
    #expect(configuration.paths.excluded.map(\.pattern) == ["Pods", "Vendor/**"])
    #expect(configuration.paths.included.map(\.pattern) == ["App"])
    #expect(configuration.buildConfiguration == "Debug")
    #expect(configuration.targets == ["App", "AppLite"])
    #expect(configuration.device == "ipad-10.2")
    #expect(configuration.iOSVersion == "17.4")
    #expect(configuration.severity(of: "device-orientation-setter", default: .warning) == .error)
    #expect(configuration.severity(of: "file-not-read", default: .warning) == .warning)
  }

  // A name written many times (an alias repeated, issue 56) is kept once, where first written.
  @Test func aTargetWrittenTwiceIsKeptOnceWithItsPlace() throws {
    let configuration = try load("targets: [&n App, *n, *n, Other, *n]")
    #expect(configuration.targets == ["App", "Other"])
    #expect(configuration.targetLocations["App"] == SourceLocation(file: ".swivel.yml", line: 1, column: 11))
    #expect(configuration.targetLocations["Other"] == SourceLocation(file: ".swivel.yml", line: 1, column: 27))
  }

  // Issue 56: a 400 KB name aliased 120,000 times grew past 5.9 GB; a name past 1 KiB is refused
  // where it is written, shortened in the message.
  @Test func aTargetNameLongerThanAKibibyteIsRefusedAtItsPlace() {
    let name = String(repeating: "A", count: 1_025)
    let description = error("targets:\n  - &n \(name)\n" + String(repeating: "  - *n\n", count: 1_000))
    #expect(
      description
        == ".swivel.yml:2:5: error: a target of targets is 1025 bytes long ('\(String(repeating: "A", count: 39))…'); expected the name of an application target, at most 1024 bytes"
    )
    #expect((try? load("targets: [\(String(repeating: "A", count: 1_024))]")) != nil)
  }

  // Issue 56: a .swivel.yml that is a dangling or looping link was passed over for the parent's.
  @Test(arguments: ["dangling", "loop"])
  func aConfigurationLinkThatLeadsNowhereIsAnError(kind: String) throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.write("disabled_rules: [file-not-read]\n", to: "\(folder)/.swivel.yml")
    try FileManager.default.createDirectory(atPath: "\(folder)/App", withIntermediateDirectories: true)
    let link = "\(folder)/App/.swivel.yml"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: kind == "loop" ? link : "gone.yml")
    #expect(SwivelConfiguration.find(from: "\(folder)/App") == link)
    do throws(ConfigurationError) {
      _ = try SwivelConfiguration.load(contentsOf: link)
      Issue.record("no error")
    } catch {
      #expect(error.description.hasPrefix("\(link): error: cannot read the configuration file: "))
      #expect(error.description.contains("(it is a symbolic link to "))
    }
  }

  @Test func lenientAndFalseAreRead() throws {
    #expect(try load("lenient: true").failurePolicy.mode == .lenient)
    #expect(try load("strict: false\nlenient: false").failurePolicy == FailurePolicy())
    // false beside true is no conflict.
    #expect(try load("strict: false\nlenient: yes").failurePolicy.mode == .lenient)
  }

  @Test func anEmptyFileOrOneOfCommentsIsTheEmptyConfiguration() throws {
    #expect(try load("").disabledRules.isEmpty)
    #expect(try load("# nothing yet\n").paths.admitsEverything)
  }

  @Test(
    arguments: [
      (
        "disabled_rule: [a]",
        ".swivel.yml:1:1: error: unknown key 'disabled_rule' in the configuration (did you mean 'disabled_rules'?)"
      ),
      (
        "disabled_rules:\n  - attempt-rotation-deprecatd",
        ".swivel.yml:2:5: error: unknown rule 'attempt-rotation-deprecatd' in disabled_rules (did you mean 'attempt-rotation-deprecated'?)"
      ),
      (
        "severity:\n  device-orientaton-setter: error",
        ".swivel.yml:2:3: error: unknown rule 'device-orientaton-setter' in severity (did you mean 'device-orientation-setter'?)"
      ),
      (
        "severity: {file-not-read: eror}",
        ".swivel.yml:1:27: error: unknown severity 'eror' in severity of file-not-read (did you mean 'error'?)"
      ),
      (
        "severity: [a]",
        ".swivel.yml:1:11: error: severity is a list; expected a mapping of rule ids to error or warning"
      ),
      ("excluded: {a: b}", ".swivel.yml:1:11: error: excluded is a mapping; expected a list"),
      (
        "excluded: [/abs]", ".swivel.yml:1:12: error: '/abs' in excluded names no path under the configuration's folder"
      ),
      ("opt_in_rules: [a]", ".swivel.yml:1:1: error: no rule is opt-in"),
      ("device: iphone-99", ".swivel.yml:1:9: error: "),
      ("ios: '99.1'", ".swivel.yml:1:6: error: "),
      ("targets:\n  - [App]", ".swivel.yml:2:5: error: a target of targets is a list; expected a string"),
      ("targets: []", ".swivel.yml:1:10: error: targets is an empty list"),
      ("strict: sure", ".swivel.yml:1:9: error: strict is 'sure'; expected true or false"),
      ("lenient: [true]", ".swivel.yml:1:10: error: lenient is a list; expected true or false"),
      ("strict: true\nlenient: true", ".swivel.yml:1:9: error: strict and lenient are both true; expected at most one"),
      (
        "warning_threshold: 0",
        ".swivel.yml:1:20: error: warning_threshold is '0'; expected a whole number of 1 or more"
      ),
      ("warning_threshold: ten", ".swivel.yml:1:20: error: warning_threshold is 'ten'; expected a whole number"),
      ("warning_threshold: 2.5", ".swivel.yml:1:20: error: warning_threshold is '2.5'; expected a whole number"),
      ("- a\n- b", ".swivel.yml:1:1: error: the configuration is a list; expected a mapping of keys"),
      ("a: [", ".swivel.yml:2:1: error: not valid YAML: "),
      ("a: 1\na: 2", ".swivel.yml:"),
      ("---\na: 1\n---\nb: 2", ".swivel.yml:4:1: error: the file holds 2 YAML documents; expected one configuration"),
    ] as [(String, String)])
  func eachMistakeIsAnErrorAtItsPlace(yaml: String, message: String) {
    let description = error(yaml)
    #expect(description.hasPrefix(message), "\(description)")
  }

  // A YAML bomb is refused by the scenario loader's limits before it is composed.
  @Test func aYAMLBombIsRefusedAtItsPlace() {
    var yaml = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
    for level in 1...9 {
      yaml +=
        "\(Character(UnicodeScalar(97 + level)!)): &\(Character(UnicodeScalar(97 + level)!)) ["
        + Array(repeating: "*\(Character(UnicodeScalar(96 + level)!))", count: 10).joined(separator: ", ") + "]\n"
    }
    let description = error(yaml)
    #expect(description.contains("more than 1,000,000 values"), "\(description)")
    #expect(description.hasPrefix(".swivel.yml:"))
  }

  @Test func aBinaryFileAFolderAHugeFileAndAMissingOneAreClearErrors() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let binary = "\(folder)/binary.yml"
    try Data([0x00, 0xFF, 0xFE, 0x01, 0x02]).write(to: URL(fileURLWithPath: binary))
    let huge = "\(folder)/huge.yml"
    try Data(repeating: 0x61, count: (1 << 20) + 1).write(to: URL(fileURLWithPath: huge))
    try FileManager.default.createDirectory(atPath: "\(folder)/dir.yml", withIntermediateDirectories: true)
    func message(_ path: String) -> String {
      do throws(ConfigurationError) {
        _ = try SwivelConfiguration.load(contentsOf: path)
        return "no error"
      } catch {
        return error.description
      }
    }
    #expect(
      message(binary) == "\(binary): error: the file is not UTF-8 text; expected a YAML configuration (.swivel.yml)")
    #expect(message(huge).hasPrefix("\(huge): error: cannot read the configuration file: larger than 1 MiB"))
    #expect(
      message("\(folder)/dir.yml") == "\(folder)/dir.yml: error: cannot read the configuration file: it is a folder")
    #expect(
      message("\(folder)/none.yml") == "\(folder)/none.yml: error: cannot read the configuration file: no such file")
  }

  @Test func theNearestFileFromThePathUpwardIsFound() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.write("disabled_rules: []\n", to: "\(folder)/.swivel.yml")
    try ScanFixtures.write("x\n", to: "\(folder)/App/Sub/Info.plist")
    try FileManager.default.createDirectory(atPath: "\(folder)/App.xcodeproj", withIntermediateDirectories: true)
    #expect(SwivelConfiguration.find(from: "\(folder)/App/Sub/Info.plist") == "\(folder)/.swivel.yml")
    #expect(SwivelConfiguration.find(from: "\(folder)/App.xcodeproj") == "\(folder)/.swivel.yml")
    #expect(SwivelConfiguration.find(from: folder) == "\(folder)/.swivel.yml")
    try ScanFixtures.write("excluded: [x]\n", to: "\(folder)/App/.swivel.yml")
    #expect(SwivelConfiguration.find(from: "\(folder)/App/Sub/Info.plist") == "\(folder)/App/.swivel.yml")
    // Above the folder: none, up to the root (the temporary folder's parents hold none).
    #expect(SwivelConfiguration.find(from: "/") == nil || FileManager.default.fileExists(atPath: "/.swivel.yml"))
  }

  @Test(
    arguments: [
      ("Pods", "Pods/Alamofire/Source/Session.swift", true),
      ("Pods", "App/Pods.swift", false),
      ("Vendor/**", "Vendor/Kit/A.swift", true),
      ("**/Generated", "App/Sources/Generated/R.swift", true),
      ("**/*.generated.swift", "App/Model.generated.swift", true),
      ("**/*.generated.swift", "App/Model.swift", false),
      ("Examples/*App", "Examples/DemoApp/Info.plist", true),
      ("Examples/*App", "Examples/Demo/Info.plist", false),
      ("./App/?nfo.plist", "App/Info.plist", true),
      ("**/**/Generated/**", "App/Generated/R.swift", true),
      ("App/**/Kit/**/*.swift", "App/a/b/Kit/c/K.swift", true),
      ("App/**/Kit/**/*.swift", "App/a/b/Kat/c/K.swift", false),
      ("**/App", "App", true),
    ] as [(String, String, Bool)])
  func globsMatchPathsUnderTheFolder(pattern: String, path: String, matches: Bool) {
    let filter = PathFilter(folder: "/project", excluded: [PathGlob(pattern)])
    #expect(filter.admits("/project/\(path)") == !matches)
  }

  // Issue 56: eight `**` against a path 30 folders deep backtracked past 30 s; the matcher keeps
  // only the last `**`'s place, so twelve against 60 folders answer at once (a backtracking one
  // would not finish this suite).
  @Test func manyDoubleStarsAgainstADeepPathAnswerWithoutBacktracking() {
    let pattern = Array(repeating: "**", count: 12).joined(separator: "/") + "/nomatch"
    let deep = (1...60).map { "d\($0)" }.joined(separator: "/") + "/file.swift"
    let filter = PathFilter(folder: "/p", excluded: [PathGlob(pattern)])
    #expect(filter.admits("/p/" + deep))
    #expect(!filter.admits("/p/" + deep.replacing("d30", with: "nomatch")))
  }

  @Test func includedLimitsAndExcludedWins() {
    let filter = PathFilter(folder: "/p", included: [PathGlob("App")], excluded: [PathGlob("App/Generated")])
    #expect(filter.admits("/p/App/A.swift"))
    #expect(!filter.admits("/p/App/Generated/R.swift"))
    #expect(!filter.admits("/p/Other/B.swift"))
    #expect(!filter.admits("/elsewhere/C.swift"))
    #expect(PathFilter(folder: "/p", excluded: [PathGlob("x")]).admits("/elsewhere/x"))
    #expect(PathFilter(folder: "/p", excluded: [PathGlob("App")]).admits("/p/App/../Kit/A.swift"))
  }

  // The reference and the README document every key the reader takes, so that the file users
  // write and the file Swivel reads cannot drift apart.
  @Test func everyKeyIsDocumented() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let reference = try String(
      contentsOf: root.appendingPathComponent("Sources/SwivelScenario/Documentation.docc/ScenarioReference.md"),
      encoding: .utf8)
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    for key in SwivelConfiguration.keys {
      #expect(reference.contains("`\(key)`"), "the Scenario reference does not document \(key)")
      #expect(readme.contains("\n\(key): "), "the README's example configuration lacks \(key)")
    }
  }
}
