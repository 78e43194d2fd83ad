import Foundation
import Testing

@testable import SwivelScan

@Suite struct ScanReportOutputTests {
  private func object(_ json: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
  }

  // The JSON shape is the contract of `swivel scan --format json` (the command's help).
  @Test func jsonHasEveryKeyOfEveryTarget() throws {
    let document = try object(ScanFixtures.scan("Universal/Universal.xcodeproj").json)
    #expect(Set(document.keys) == ["findings", "targets"])
    let targets = try #require(document["targets"] as? [[String: Any]])
    let target = try #require(targets.first)
    #expect(
      Set(target.keys) == [
        "name", "project", "families", "deploymentTarget", "launch", "launchIsDefault", "requiresFullScreen",
        "launchScreen", "controllers", "mechanisms", "findings", "notes",
      ])
    #expect(target["name"] as? String == "Universal")
    #expect(target["project"] as? String == ScanFixtures.path("Universal/Universal.xcodeproj"))
    #expect(target["families"] as? [String] == ["phone", "pad"])
    #expect(target["deploymentTarget"] as? String == "12.0")
    #expect(target["launch"] as? [String: [String]] == ["phone": ["portrait"], "pad": ["portrait"]])
    #expect(target["launchIsDefault"] as? [String: Bool] == ["phone": false, "pad": false])
    #expect((target["notes"] as? [Any])?.isEmpty == true)
    #expect(target["requiresFullScreen"] as? Bool == false)
    #expect(target["launchScreen"] is NSNull)
    #expect((target["controllers"] as? [Any])?.isEmpty == true)
    #expect((target["mechanisms"] as? [Any])?.isEmpty == true)
    let findings = try #require(target["findings"] as? [[String: Any]])
    #expect(findings.count == 2)
    for finding in findings {
      #expect(Set(finding.keys) == ["rule", "severity", "file", "line", "message"])
    }
    #expect(findings.last?["rule"] as? String == "ipad-multitasking-orientations")
    #expect(findings.last?["severity"] as? String == "error")
    #expect(findings.last?["line"] as? Int == 9)
    // The top level holds each problem once, with the targets that have it.
    let distinct = try #require(document["findings"] as? [[String: Any]])
    #expect(distinct.count == 2)
    for finding in distinct {
      #expect(Set(finding.keys) == ["rule", "severity", "file", "line", "message", "targets"])
      #expect(finding["targets"] as? [String] == ["Universal"])
    }
  }

  @Test func jsonWritesNullForAFamilyTheAppDoesNotRunOn() throws {
    let document = try object(ScanFixtures.scan("Photos/Photos.xcodeproj", configuration: "Debug").json)
    let target = try #require((document["targets"] as? [[String: Any]])?.first)
    let launch = try #require(target["launch"] as? [String: Any])
    #expect(launch["pad"] is NSNull)
    #expect(launch["phone"] as? [String] == ["portrait", "landscapeRight", "landscapeLeft"])
    let isDefault = try #require(target["launchIsDefault"] as? [String: Any])
    #expect(isDefault["pad"] is NSNull)
    #expect(isDefault["phone"] as? Bool == false)
    #expect(target["launchScreen"] as? String == "LaunchScreen")
  }

  // SARIF 2.1.0 (OASIS, sections 3.13 sarifLog, 3.14 run, 3.19 toolComponent, 3.27 result, 3.28
  // location, 3.29 physicalLocation, 3.30 region, 3.49 reportingDescriptor): the keys a
  // code-scanning tool reads.
  @Test func sarifHasTheStructureOfVersion2_1_0() throws {
    let log = try object(ScanFixtures.scan("Universal/Universal.xcodeproj").sarif)
    #expect(log["version"] as? String == "2.1.0")
    #expect((log["$schema"] as? String)?.contains("sarif-2.1.0") == true)
    let runs = try #require(log["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "swivel")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    let ids = rules.compactMap { $0["id"] as? String }
    #expect(ids.contains("ipad-multitasking-orientations"))
    #expect(ids.contains("launch-screen-missing"))
    #expect(Set(ids).count == ids.count)
    for rule in rules {
      #expect((rule["shortDescription"] as? [String: Any])?["text"] is String)
      #expect(["error", "warning"].contains((rule["defaultConfiguration"] as? [String: Any])?["level"] as? String))
    }
    let results = try #require(runs[0]["results"] as? [[String: Any]])
    #expect(results.count == 2)
    for result in results {
      let ruleID = try #require(result["ruleId"] as? String)
      let index = try #require(result["ruleIndex"] as? Int)
      #expect(ids[index] == ruleID)
      #expect(result["level"] as? String == "error")
      #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
      let locations = try #require(result["locations"] as? [[String: Any]])
      let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
      let uri = try #require((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)
      #expect(uri.hasPrefix("file:///"))
      #expect(uri.hasSuffix("Universal/Universal/Info.plist"))
      #expect((physical["region"] as? [String: Any])?["startLine"] as? Int ?? 0 >= 1)
    }
  }

  @Test func sarifURIsArePercentEncodedAndRelativePathsStayRelative() {
    #expect(FindingReport.uri("My App/Info.plist") == "My%20App/Info.plist")
    #expect(FindingReport.uri("/tmp/a b.plist") == "file:///tmp/a%20b.plist")
    #expect(FindingReport.uri("a:b/c") == "a%3Ab/c")
  }

  @Test func sarifOfACleanScanHasNoResults() throws {
    let log = try object(ScanFixtures.scan("Photos/Photos.xcodeproj").sarif)
    let runs = try #require(log["runs"] as? [[String: Any]])
    #expect((runs.first?["results"] as? [Any])?.isEmpty == true)
  }

  @Test func textShowsATablePerTargetThenFindingsByFile() {
    let text = ScanFixtures.scan("Universal/Universal.xcodeproj").text
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.contains("  target Universal (Release)"))
    #expect(lines.contains("    families        iPhone, iPad"))
    #expect(lines.contains("    deployment      iOS 12.0"))
    #expect(lines.contains("    iPad launch     portrait"))
    #expect(lines.contains("    launch screen   none"))
    // Each finding starts its line, with its file: no header, no indentation.
    #expect(lines.filter { $0.hasPrefix(ScanFixtures.path("Universal/Universal/Info.plist") + ":") }.count == 2)
    #expect(!lines.contains(ScanFixtures.path("Universal/Universal/Info.plist") + ":"))
    #expect(lines.last == "2 problems (2 errors, 0 warnings) in 1 app target of 1 project.")
  }

  // Apple, supportedInterfaceOrientations: an iPad app opts out of multitasking "by enabling
  // Requires full screen … or by not declaring support for all possible orientations".
  @Test(arguments: [
    ([:], "no (multitasks on iPad)"),
    (["INFOPLIST_KEY_UIRequiresFullScreen": "YES"], "yes (UIRequiresFullScreen)"),
    (
      ["INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad": "UIInterfaceOrientationPortrait"],
      "no, but it does not multitask: its iPad orientations are not all four"
    ),
  ])
  func theFullScreenRowSaysWhetherTheIPadAppMultitasks(settings: [String: String], row: String) throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = try ScanFixtures.writeApp(
      in: folder,
      settings: ["GENERATE_INFOPLIST_FILE": "YES", "TARGETED_DEVICE_FAMILY": "2"].merging(settings) { $1 })
    let target = try #require(ProjectScanner().scan(path: folder).targets.first)
    #expect(target.table.first { $0.0 == "full screen" }?.1 == row)
  }

  // A library's file built into two example apps gives both targets the same finding: one problem
  // to fix. The text shows it once, naming both targets, and counts it once; SARIF has one result
  // whose property bag names both; JSON has it once at the top level with both, and under each
  // target.
  @Test func aFindingTwoTargetsShareIsShownAndCountedOnce() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.write(
      "class Menu: UIViewController {\n  override var shouldAutorotate: Bool { false }\n}",
      to: "\(folder)/Shared/Menu.swift")
    for name in ["A", "B"] {
      try ScanFixtures.writeApp(
        in: folder, settings: ["GENERATE_INFOPLIST_FILE": "YES", "IPHONEOS_DEPLOYMENT_TARGET": "15.0"], name: name,
        sources: ["Shared/Menu.swift"])
    }
    let report = ProjectScanner().scan(path: folder)
    #expect(report.findings.map(\.rule) == ["should-autorotate-ignored", "should-autorotate-ignored"])
    #expect(report.distinctFindings.map(\.targets) == [["A", "B"]])
    #expect(report.text.components(separatedBy: "[should-autorotate-ignored]").count == 2)
    #expect(report.text.contains("[should-autorotate-ignored] (targets A, B)\n"))
    #expect(report.summary == "1 problem (0 errors, 1 warning) in 2 app targets of 2 projects.")

    let results = try #require(
      (try object(report.sarif)["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    #expect(results.count == 1)
    #expect((results.first?["properties"] as? [String: Any])?["targets"] as? [String] == ["A", "B"])

    let document = try object(report.json)
    let distinct = try #require(document["findings"] as? [[String: Any]])
    #expect(distinct.count == 1)
    #expect(distinct.first?["rule"] as? String == "should-autorotate-ignored")
    #expect(distinct.first?["targets"] as? [String] == ["A", "B"])
    let perTarget = try #require(document["targets"] as? [[String: Any]]).map { ($0["findings"] as? [Any])?.count }
    #expect(perTarget == [1, 1])
  }

  // A finding only one target has names no target in the text (a single-target report reads as
  // before), and its SARIF result still names it.
  @Test func aFindingOfOneTargetNamesItOnlyInSARIF() throws {
    let report = ScanFixtures.scan("Universal/Universal.xcodeproj")
    #expect(!report.text.contains("(targets "))
    let results = try #require(
      (try object(report.sarif)["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    #expect(results.allSatisfy { ($0["properties"] as? [String: Any])?["targets"] as? [String] == ["Universal"] })
  }

  // Apple, UIViewController.supportedInterfaceOrientations: the default is "all for the iPad
  // idiom and allButUpsideDown for the iPhone idiom"; an app whose Info.plist lists no
  // orientations for a family gets it (Apple, UISupportedInterfaceOrientations). The report says
  // the orientations shown are that default, per family.
  @Test func uikitsDefaultLaunchOrientationsAreNamedAsSuch() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.writeApp(
      in: folder,
      settings: [
        "GENERATE_INFOPLIST_FILE": "YES", "TARGETED_DEVICE_FAMILY": "1,2", "IPHONEOS_DEPLOYMENT_TARGET": "17.0",
        "INFOPLIST_KEY_UILaunchStoryboardName": "LaunchScreen",
        "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad": "UIInterfaceOrientationPortrait",
      ])
    let report = ProjectScanner().scan(path: folder)
    let target = try #require(report.targets.first)
    #expect(target.launchIsDefault == [.phone])
    let rows = Dictionary(target.table, uniquingKeysWith: { first, _ in first })
    #expect(
      rows["iPhone launch"]
        == "portrait, landscapeRight, landscapeLeft (UIKit's default, allButUpsideDown: the Info.plist has no UISupportedInterfaceOrientations nor UISupportedInterfaceOrientations~iphone)"
    )
    #expect(rows["iPad launch"] == "portrait")
    let json = try #require((try object(report.json)["targets"] as? [[String: Any]])?.first)
    #expect(json["launchIsDefault"] as? [String: Bool] == ["phone": true, "pad": false])
  }

  @Test func anIPadWithoutOrientationsShowsUIKitsDefaultAll() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.writeApp(
      in: folder,
      settings: [
        "GENERATE_INFOPLIST_FILE": "YES", "TARGETED_DEVICE_FAMILY": "2", "IPHONEOS_DEPLOYMENT_TARGET": "17.0",
        "INFOPLIST_KEY_UILaunchStoryboardName": "LaunchScreen",
      ])
    let target = try #require(ProjectScanner().scan(path: folder).targets.first)
    #expect(target.launchIsDefault == [.pad])
    let row = target.table.first { $0.0 == "iPad launch" }?.1
    #expect(
      row?.hasSuffix(
        "(UIKit's default, all: the Info.plist has no UISupportedInterfaceOrientations nor UISupportedInterfaceOrientations~ipad)"
      ) == true)
  }

  // Notes (what the scan assumed or could not follow) are in every format: per target in JSON,
  // and in SARIF as the invocation's tool execution notifications of level note (SARIF 2.1.0,
  // 3.20.21 toolExecutionNotifications, 3.58.6 level), after the errors, each once with its
  // targets; they do not make the invocation unsuccessful (3.20.14: only a failure does).
  @Test func notesAreInJSONAndSARIF() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let bundle = try ScanFixtures.writeApp(
      in: folder, settings: ["GENERATE_INFOPLIST_FILE": "YES", "IPHONEOS_DEPLOYMENT_TARGET": "17.0"],
      sources: ["App/R.generated.swift"])
    let report = ProjectScanner().scan(path: folder)
    let target = try #require(report.targets.first)
    #expect(target.notes.count == 2)  // no TARGETED_DEVICE_FAMILY; R.generated.swift missing
    let line = try ScanFixtures.line(ofObject: ScanFixtures.referenceID(ofSource: 0), in: bundle)
    let missing = try #require(target.notes.first { $0.message.contains("R.generated.swift") })
    #expect(missing.location == ScanLocation(file: "\(bundle)/project.pbxproj", line: line))

    let json = try #require((try object(report.json)["targets"] as? [[String: Any]])?.first)
    let notes = try #require(json["notes"] as? [[String: Any]])
    #expect(notes.count == 2)
    for note in notes { #expect(Set(note.keys) == ["file", "line", "message"]) }
    let jsonMissing = try #require(notes.first { ($0["message"] as? String)?.contains("R.generated.swift") == true })
    #expect(jsonMissing["file"] as? String == "\(bundle)/project.pbxproj")
    #expect(jsonMissing["line"] as? Int == line)

    let log = try object(report.sarif)
    #expect(SARIFShape.sarifLog.violations(of: log, at: "$") == [])
    let invocation = try #require(((log["runs"] as? [[String: Any]])?.first?["invocations"] as? [[String: Any]])?.first)
    #expect(invocation["executionSuccessful"] as? Bool == true)
    let notifications = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
    #expect(notifications.count == 2)
    #expect(notifications.allSatisfy { $0["level"] as? String == "note" })
    let sarifMissing = try #require(
      notifications.first { (($0["message"] as? [String: Any])?["text"] as? String) == missing.message })
    let place = (sarifMissing["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
    #expect(
      (place?["artifactLocation"] as? [String: Any])?["uri"] as? String == FindingReport.uri(missing.location.file))
    #expect((place?["region"] as? [String: Any])?["startLine"] as? Int == line)
    #expect((sarifMissing["properties"] as? [String: Any])?["targets"] as? [String] == ["App"])
  }

  @Test func theSummaryCountsWhatCouldNotBeRead() {
    #expect(ScanFixtures.scan("Photos/Photos.xcodeproj").summary == "No problems in 1 app target of 1 project.")
    #expect(ScanFixtures.scan("Corrupt/Corrupt.xcodeproj").summary == "Nothing scanned; 1 file could not be read.")
  }

  // Issue 55: an app whose Info.plist cannot be read (preprocessed, missing) was summed up as
  // "No problems in 0 app targets", which reads as a pass; nothing was checked, and it says so.
  @Test func whenNoAppTargetWasScannedTheSummarySaysNothingWasChecked() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.write(
      ScanFixtures.pbxproj(
        target: "App", settings: ["INFOPLIST_FILE": "App/Info.plist", "TARGETED_DEVICE_FAMILY": "1"]),
      to: "\(folder)/App.xcodeproj/project.pbxproj")
    let missing = ProjectScanner().scan(path: folder)
    #expect(missing.exitStatus == 2)
    #expect(
      missing.summary == "Nothing checked: 1 app target of 1 project could not be scanned; 1 file could not be read.")
    try ScanFixtures.write(
      ScanFixtures.pbxproj(
        target: "Kit", settings: ["PRODUCT_NAME": "Kit"], productType: "com.apple.product-type.framework",
        product: "Kit.framework"),
      to: "\(folder)/App.xcodeproj/project.pbxproj")
    let framework = ProjectScanner().scan(path: folder)
    #expect(framework.summary == "Nothing checked: no iOS app target in 1 project.")
    #expect(framework.exitStatus == 0)
  }
}
