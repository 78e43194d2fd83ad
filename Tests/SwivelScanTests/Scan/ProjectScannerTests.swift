import Foundation
import SwivelCore
import SwivelScenario
import Testing

@testable import SwivelScan

@Suite struct ProjectScannerTests {
  // Each fixture project was written for these tests; the facts behind each expectation are
  // cited where they are used.

  @Test func onlyIOSApplicationTargetsAreScannedAndTheOthersListedAsSkipped() throws {
    let report = ScanFixtures.scan("Photos/Photos.xcodeproj")
    let project = try #require(report.projects.first)
    #expect(project.targets.map(\.name) == ["Photos"])
    #expect(project.skipped.map(\.description) == ["PhotosTests (unit test bundle)", "PhotosMac (macOS application)"])
  }

  // Levels, lowest first: the project's .xcconfig (which #includes another), the project's
  // settings, the target's .xcconfig (TARGETED_DEVICE_FAMILY = $(inherited),2 adds iPad to the
  // project's 1), the target's settings (Apple, Xcode Help, "Build settings reference").
  @Test func anXCConfigChainWithIncludesAndInheritedResolvesAsXcodeDoes() throws {
    let target = try #require(ScanFixtures.scan("Photos/Photos.xcodeproj").targets.first)
    #expect(target.configuration == "Release")
    #expect(target.families == [.phone, .pad])
    #expect(target.deploymentTarget == "15.0")
    #expect(target.era.version == (try SystemVersion("15.0")))
    #expect(target.infoPlist == ScanFixtures.path("Photos/Photos/Info.plist"))
    #expect(target.launch[.phone] == .allButUpsideDown)
    #expect(target.launch[.pad] == .all)
    #expect(target.launchScreen == .storyboard("LaunchScreen"))
    #expect(target.findings.isEmpty)
    #expect(target.notes.isEmpty, "\(target.notes)")
  }

  @Test func anotherConfigurationIsReadWhenAsked() throws {
    let target = try #require(ScanFixtures.scan("Photos/Photos.xcodeproj", configuration: "Debug").targets.first)
    #expect(target.configuration == "Debug")
    #expect(target.families == [.phone])
  }

  @Test func aConfigurationTheTargetLacksFallsBackToItsDefaultWithANote() throws {
    let target = try #require(ScanFixtures.scan("Photos/Photos.xcodeproj", configuration: "Beta").targets.first)
    #expect(target.configuration == "Release")
    #expect(target.notes.contains { $0.message.contains("has no configuration 'Beta'") })
  }

  // Xcode writes UIDeviceFamily from TARGETED_DEVICE_FAMILY when it builds the app (swift-build,
  // `mergeUIDeviceFamilyContent`), so a universal app's source Info.plist lacks it. App Store
  // upload then fails with ITMS-90474 when the iPad may multitask without all four orientations
  // (rhomobile/rhodes #818 and the lint rule's sources), and with ITMS-90475 without a launch
  // storyboard (bamlab/generator-rn-toolbox #156).
  @Test func aUniversalAppWithoutUIDeviceFamilyIsJudgedForTheIPadItRunsOn() throws {
    let target = try #require(ScanFixtures.scan("Universal/Universal.xcodeproj").targets.first)
    #expect(target.families == [.phone, .pad])
    let plist = ScanFixtures.path("Universal/Universal/Info.plist")
    #expect(
      target.findings.map { "\($0.rule)@\($0.location)" } == [
        "launch-screen-missing@\(plist):1", "ipad-multitasking-orientations@\(plist):9",
      ])
    let orientations = try #require(target.findings.last)
    #expect(orientations.severity == .error)
    #expect(orientations.message.contains("ITMS-90474"))
    #expect(
      orientations.message.contains("To fix: list all four orientations in UISupportedInterfaceOrientations~ipad"))
  }

  // The same Info.plist alone, as `swivel lint` sees it without --device: an iPhone app (Apple,
  // UIDeviceFamily: "1 (Default)"), so no ITMS-90474 — what the scan exists to catch.
  @Test func theSamePlistAloneIsLintedAsAnIPhoneApp() throws {
    let keys = try InfoPlistReader.load(contentsOf: ScanFixtures.path("Universal/Universal/Info.plist"))
    // Only the iOS 27 SDK's launch screen, which every app built with it must declare (iOS 27
    // release notes, 168247372); nothing of the iPad's.
    let findings = LintRule.all.findings(in: LintSubject(infoPlist: keys))
    #expect(findings.map(\.ruleID) == ["launch-screen-missing"])
    #expect(findings.first?.why.contains("168247372") == true)
  }

  // INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad becomes UISupportedInterfaceOrientations~ipad
  // (swift-build, `defaultInfoPlistContent`); the finding points at the build setting's line.
  @Test func aGeneratedPlistsFindingPointsAtTheBuildSetting() throws {
    let report = ScanFixtures.scan("Generated/Generated.xcodeproj")
    let generated = try #require(report.targets.first { $0.name == "Generated" })
    #expect(generated.infoPlist == nil)
    #expect(generated.launch[.pad] == [.portrait, .landscapeLeft])
    #expect(generated.launchScreen == .infoPlistDictionary)
    let finding = try #require(generated.findings.first)
    #expect(generated.findings.count == 1)
    #expect(finding.rule == "ipad-multitasking-orientations")
    let pbxproj = ScanFixtures.path("Generated/Generated.xcodeproj/project.pbxproj")
    #expect(finding.location.file == pbxproj)
    let lines = try String(contentsOfFile: pbxproj, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines[finding.location.line - 1].contains(
        "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad = \"UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft\""
      ))
    #expect(finding.message.contains("INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad"))
  }

  // The file's ~ipad list (upside down) and the setting's (the other three) are merged into their
  // union (swift-build, `addAdditionalContent`), which is all four: no ITMS-90474.
  @Test func theFilesAndTheSettingsOrientationsAreMergedIntoTheirUnion() throws {
    let merged = try #require(ScanFixtures.scan("Generated/Generated.xcodeproj").targets.first { $0.name == "Merged" })
    #expect(merged.launch[.pad] == .all)
    #expect(merged.findings.isEmpty)
  }

  // UIRequiresFullScreen opts out of multitasking: no orientation or launch screen rule
  // (Apple, UIRequiresFullScreen); iPadOS 26 deprecates it (Apple TN3192), which concerns an app
  // that runs there even when its deployment target is older.
  @Test func aFullScreenAppIsToldOnlyOfTheDeprecation() throws {
    let app = try #require(ScanFixtures.scan("Generated/Generated.xcodeproj").targets.first { $0.name == "FullScreen" })
    #expect(app.requiresFullScreen)
    #expect(app.launchScreen == nil)
    // And of the launch screen every app built with the iOS 27 SDK must declare (iOS 27 release
    // notes, 168247372), which UIRequiresFullScreen does not lift.
    #expect(app.findings.map(\.rule) == ["launch-screen-missing", "requires-full-screen-deprecated"])
    let deprecation = app.findings.last
    #expect(deprecation?.message.contains("INFOPLIST_KEY_UIRequiresFullScreen") == true)
    // Judged for today's iPadOS, not the deployment target's (issue 30: say which era judges).
    #expect(
      deprecation?.message.contains(
        "Judged for the newest iPadOS, which the app runs on from its deployment target (iOS 17.0) on") == true)
  }

  @Test func aCorruptProjectIsAnErrorAndTheExitStatusIs2() {
    let report = ScanFixtures.scan("Corrupt/Corrupt.xcodeproj")
    #expect(report.exitStatus == 2)
    #expect(report.errors.map(\.line) == [98])
    #expect(report.projects.isEmpty)
  }

  @Test func aWorkspaceListsItsProjectsAndLeavesPodsOut() {
    let report = ScanFixtures.scan("Workspace/Suite.xcworkspace")
    #expect(
      report.projects.map(\.path) == [
        ScanFixtures.path("Photos/Photos.xcodeproj"), ScanFixtures.path("Universal/Universal.xcodeproj"),
      ])
    #expect(report.errors.isEmpty)
    #expect(report.exitStatus == 1)
  }

  // A project made on macOS may name a source in another case than the disk has (ello-ios names
  // Sources/Controllers/stream/… for Stream/): it builds there, and the scan reads it here too.
  @Test func aSourceNamedInAnotherCaseIsRead() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.write(
      "class Feed: UIViewController {\n  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }\n}",
      to: "\(folder)/App/Stream/Feed.swift")
    try ScanFixtures.writeApp(
      in: folder, settings: ["GENERATE_INFOPLIST_FILE": "YES", "IPHONEOS_DEPLOYMENT_TARGET": "17.0"],
      sources: ["App/stream/Feed.swift"])
    let target = try #require(ProjectScanner().scan(path: folder).targets.first)
    #expect(target.controllers.map(\.className) == ["Feed"])
    #expect(!target.findings.contains { $0.rule == "file-not-read" })
  }

  // A source the project lists but the checkout lacks (made by a build phase, such as R.swift's
  // R.generated.swift) or cannot open is said in a note; the scan stays clean for it.
  // The note points at the line of project.pbxproj that names the file (its PBXFileReference),
  // which an editor can open, not at line 1 of a file that is not there; the path is in the message.
  @Test func aSourceThatCannotBeOpenedIsANote() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.write("class Feed: UIViewController {}", to: "\(folder)/App/Feed.swift")
    try FileManager.default.createDirectory(atPath: "\(folder)/App/Folder.swift", withIntermediateDirectories: true)
    let bundle = try ScanFixtures.writeApp(
      in: folder,
      settings: [
        "GENERATE_INFOPLIST_FILE": "YES", "IPHONEOS_DEPLOYMENT_TARGET": "17.0", "TARGETED_DEVICE_FAMILY": "1",
      ],
      sources: ["App/Feed.swift", "App/R.generated.swift", "App/Folder.swift"])
    let report = ProjectScanner().scan(path: folder)
    let target = try #require(report.targets.first)
    let notes = target.notes.map(\.description)
    let missingLine = try ScanFixtures.line(ofObject: ScanFixtures.referenceID(ofSource: 1), in: bundle)
    let folderLine = try ScanFixtures.line(ofObject: ScanFixtures.referenceID(ofSource: 2), in: bundle)
    #expect(
      notes.contains(
        "\(bundle)/project.pbxproj:\(missingLine): note: the source \(folder)/App/R.generated.swift cannot be read: no such file (made by a build phase or a tool? run it first); its classes are not judged"
      ))
    let folderNote =
      "\(bundle)/project.pbxproj:\(folderLine): note: the source \(folder)/App/Folder.swift cannot be read: it is a folder;"
    #expect(notes.contains { $0.hasPrefix(folderNote) })
    #expect(target.findings.isEmpty)
    #expect(report.exitStatus == 0)
  }

  // A storyboard the project lists but that is missing is a file-not-read finding at the line of
  // project.pbxproj that names it, with its path in the message.
  @Test func aMissingStoryboardIsToldWhereTheProjectNamesIt() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let bundle = try ScanFixtures.writeApp(
      in: folder,
      settings: [
        "GENERATE_INFOPLIST_FILE": "YES", "IPHONEOS_DEPLOYMENT_TARGET": "17.0", "TARGETED_DEVICE_FAMILY": "1",
      ],
      sources: ["App/Main.storyboard"])
    let target = try #require(ProjectScanner().scan(path: folder).targets.first)
    let finding = try #require(target.findings.first { $0.rule == "file-not-read" })
    let line = try ScanFixtures.line(ofObject: ScanFixtures.referenceID(ofSource: 0), in: bundle)
    #expect(finding.location == ScanLocation(file: "\(bundle)/project.pbxproj", line: line))
    #expect(finding.message == "the storyboard \(folder)/App/Main.storyboard cannot be read: no such file")
  }

  // A folder Xcode 16 keeps in sync with the target lists no file in the project: a file under it
  // that cannot be opened (a FIFO here) is told at the folder's line.
  @Test func aFileOfASynchronizedFolderThatCannotBeOpenedIsToldAtTheFolder() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: "\(folder)/App", withIntermediateDirectories: true)
    #expect(mkfifo("\(folder)/App/Pipe.swift", 0o644) == 0)
    let groupID = "0000000000000000000000F9"
    let text = ScanFixtures.synchronizedFolderProject(groupID: groupID)
    let bundle = "\(folder)/App.xcodeproj"
    try ScanFixtures.write(text, to: "\(bundle)/project.pbxproj")
    let target = try #require(ProjectScanner().scan(path: folder).targets.first)
    let note = try #require(target.notes.first { $0.message.contains("Pipe.swift") })
    let line = try ScanFixtures.line(ofObject: groupID, in: bundle)
    #expect(note.location == ScanLocation(file: "\(bundle)/project.pbxproj", line: line))
    #expect(note.message.hasPrefix("the source \(folder)/App/Pipe.swift cannot be read: "))
  }

  // Xcode 16's synchronized folders: every file under the folder belongs to the target but those
  // its exception set lists for the target (PBXFileSystemSynchronizedBuildFileExceptionSet's
  // membershipExceptions), such as a file or folder another target builds.
  @Test func aSynchronizedFoldersMembershipExceptionsAreLeftOut() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let controller = { (name: String) in
      "class \(name): UIViewController { override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait } }"
    }
    try ScanFixtures.write(controller("Kept"), to: "\(folder)/App/Kept.swift")
    try ScanFixtures.write(controller("Widget"), to: "\(folder)/App/Widget.swift")
    try ScanFixtures.write(controller("Preview"), to: "\(folder)/App/Previews/Preview.swift")
    let groupID = "0000000000000000000000F9"
    let text = ScanFixtures.synchronizedFolderProject(
      groupID: groupID, exceptions: ["0000000000000000000000F8", "0000000000000000000000F7"],
      objects: [
        "0000000000000000000000F8 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Widget.swift, Previews, ); target = 0000000000000000000000A1; };",
        "0000000000000000000000F7 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Kept.swift, ); target = 0000000000000000000000AF; };",
      ])
    try ScanFixtures.write(text, to: "\(folder)/App.xcodeproj/project.pbxproj")
    let target = try #require(ProjectScanner().scan(path: folder).targets.first)
    #expect(target.controllers.map(\.className) == ["Kept"])
  }

  // A folder holding a workspace and no project (the projects beside it): what the workspace lists.
  @Test func aFolderWithOnlyAWorkspaceScansTheProjectsItLists() {
    let report = ScanFixtures.scan("Workspace")
    #expect(report.projects.map(\.path) == ScanFixtures.scan("Workspace/Suite.xcworkspace").projects.map(\.path))
    #expect(report.projects.count == 2)
    #expect(report.errors.isEmpty)
  }

  // A workspace Xcode did not write: each is one error at its line, and no project. Not UTF-8 and
  // a processing instruction are refused before FoundationXML sees them, as for storyboards (both
  // crash it on Linux); libxml2 printed its own complaint to standard error before (see
  // ScanCommandTests.anUnreadableWorkspaceIsOneLineOnStandardError).
  @Test(
    arguments: [
      (
        Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Workspace>\n<FileRef loc".utf8) + [0xFF]
          + Array("ation=\"group:A.xcodeproj\"/>\n</Workspace>\n".utf8),
        3, "the workspace cannot be read: it is not UTF-8 text, as Xcode writes workspaces"
      ),
      (
        Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Workspace>\n\n<?xmF?>\n</Workspace>\n".utf8), 4,
        "the workspace cannot be read: it holds a processing instruction ('<?'), which Xcode never writes"
      ),
      (
        Array("<Workspace>\n<FileRef location=\"group:A.xcodeproj\">\n</Workspace>\n".utf8), 3,
        "the workspace cannot be read: the XML ends before its elements are closed"
      ),
      (Array("<Project>\n</Project>\n".utf8), nil, "not a workspace: its top element is not <Workspace>"),
    ] as [([UInt8], Int?, String)])
  func aWorkspaceXcodeDidNotWriteIsOneLocatedError(contents: [UInt8], line: Int?, message: String) throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let workspace = folder + "/App.xcworkspace"
    try FileManager.default.createDirectory(atPath: workspace, withIntermediateDirectories: true)
    try Data(contents).write(to: URL(fileURLWithPath: workspace + "/contents.xcworkspacedata"))
    let report = ProjectScanner().scan(path: workspace)
    #expect(report.projects.isEmpty)
    #expect(report.errors.map(\.message) == [message])
    #expect(report.errors.map(\.line) == [line])
    #expect(report.errors.map(\.file) == [workspace + "/contents.xcworkspacedata"])
    #expect(report.exitStatus == 2)
  }

  // Groups nest to any depth; a FileRef inside another kind of element is not in the list.
  @Test func aWorkspacesGroupsNestAndOtherElementsHoldNoEntries() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let workspace = folder + "/App.xcworkspace"
    try FileManager.default.createDirectory(atPath: workspace, withIntermediateDirectories: true)
    try """
    <?xml version="1.0" encoding="UTF-8"?>
    <Workspace version = "1.0">
       <Group location = "absolute:\(ScanFixtures.path(""))" name = "Fixtures">
          <Group location = "group:Photos" name = "Photos">
             <FileRef location = "group:Photos.xcodeproj"></FileRef>
          </Group>
          <Other><FileRef location = "group:Universal/Universal.xcodeproj"></FileRef></Other>
       </Group>
       <FileRef location = "absolute:\(ScanFixtures.path("Player/Player.xcodeproj"))"></FileRef>
    </Workspace>
    """.write(toFile: workspace + "/contents.xcworkspacedata", atomically: true, encoding: .utf8)
    let report = ProjectScanner().scan(path: workspace)
    #expect(report.errors.isEmpty)
    #expect(
      report.projects.map { ($0.path as NSString).lastPathComponent } == ["Photos.xcodeproj", "Player.xcodeproj"])
  }

  // A workspace that names a git submodule's project, which a clone without
  // `--recurse-submodules` leaves as an empty folder: the error says so and the other projects
  // are scanned.
  @Test func aProjectInAnEmptySubmoduleFolderIsSaidToBeMissing() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let workspace = folder + "/App.xcworkspace"
    try FileManager.default.createDirectory(atPath: workspace, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: folder + "/Core", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: folder + "/Half/Half.xcodeproj", withIntermediateDirectories: true)
    try """
    <?xml version="1.0" encoding="UTF-8"?>
    <Workspace version = "1.0">
       <FileRef location = "group:Core/Core.xcodeproj"></FileRef>
       <FileRef location = "group:Half/Half.xcodeproj"></FileRef>
       <FileRef location = "absolute:\(ScanFixtures.path("Photos/Photos.xcodeproj"))"></FileRef>
    </Workspace>
    """.write(toFile: workspace + "/contents.xcworkspacedata", atomically: true, encoding: .utf8)
    let report = ProjectScanner().scan(path: workspace)
    #expect(report.projects.map { ($0.path as NSString).lastPathComponent } == ["Photos.xcodeproj"])
    #expect(
      report.errors.map(\.message) == [
        "\(folder)/Core/Core.xcodeproj is missing and its folder is empty: a git submodule that is not checked out? (git submodule update --init)",
        "no project.pbxproj in \(folder)/Half/Half.xcodeproj: is it an Xcode project bundle?",
      ])
  }

  @Test func aFolderIsSearchedAndAnUnreadableProjectDoesNotStopTheOthers() {
    let report = ScanFixtures.scan(".")
    #expect(
      report.projects.map(\.path).map { ($0 as NSString).lastPathComponent } == [
        "Generated.xcodeproj", "Legacy.xcodeproj", "Linked.xcodeproj", "Nibs.xcodeproj", "Photos.xcodeproj",
        "Player.xcodeproj", "Universal.xcodeproj",
      ])
    #expect(report.errors.count == 1)
    #expect(report.exitStatus == 2)
  }

  @Test func aPathThatDoesNotExistIsAnError() {
    let report = ProjectScanner().scan(path: "/no/such/App.xcodeproj")
    #expect(report.exitStatus == 2)
    #expect(report.errors.first?.message == "no such file or folder")
  }

  @Test func aFolderWithoutProjectsIsAnError() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.write("x", to: "\(folder)/Pods/Pods.xcodeproj/project.pbxproj")
    let report = ProjectScanner().scan(path: folder)
    #expect(report.exitStatus == 2)
    #expect(report.errors.first?.message.contains("no Xcode project found") == true)
  }

  // XcodeGen makes the .xcodeproj from project.yml ("xcodegen generate", which reads project.yml
  // by default) and Tuist from Project.swift or Workspace.swift ("tuist generate"); repositories
  // that use them keep only the project's xcshareddata, or nothing. The error says what to run.
  @Test func aGeneratedProjectThatIsNotThereSaysWhichToolMakesIt() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.write("name: App\n", to: "\(folder)/project.yml")
    try FileManager.default.createDirectory(
      atPath: "\(folder)/App.xcodeproj/xcshareddata", withIntermediateDirectories: true)
    let bundleOnly = ProjectScanner().scan(path: folder)
    #expect(
      bundleOnly.errors.map(\.message) == [
        "no project.pbxproj in \(folder)/App.xcodeproj: a project.yml is there: XcodeGen makes the project; run `xcodegen generate` in \(folder) first"
      ])
    try FileManager.default.removeItem(atPath: "\(folder)/App.xcodeproj")
    try FileManager.default.removeItem(atPath: "\(folder)/project.yml")
    try ScanFixtures.write("import ProjectDescription\n", to: "\(folder)/Project.swift")
    let nothing = ProjectScanner().scan(path: folder)
    #expect(
      nothing.errors.map(\.message) == [
        "no Xcode project found: a Project.swift is there: Tuist makes the project; run `tuist generate` in \(folder) first"
      ])
    #expect(nothing.exitStatus == 2)
  }

  // ITMS-90475's message today: UILaunchScreen is taken instead "if the app's MinimumOSVersion is
  // 14 or higher" (quoted in theachoem/storypad #351).
  @Test(arguments: zip(["13.0", "14.0"], [true, false]))
  func aUILaunchScreenCountsFromADeploymentTargetOf14(deploymentTarget: String, isFinding: Bool) throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.writeApp(
      in: folder,
      settings: [
        "GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_KEY_UILaunchScreen_Generation": "YES",
        "IPHONEOS_DEPLOYMENT_TARGET": deploymentTarget, "TARGETED_DEVICE_FAMILY": "1,2",
      ])
    let target = try #require(ProjectScanner().scan(path: folder).targets.first)
    #expect(target.findings.map(\.rule) == (isFinding ? ["launch-screen-missing"] : []))
  }

  // App Store upload checks the app as built with today's SDK, not its deployment target: a
  // universal app without a launch storyboard and without UIRequiresFullScreen fails with
  // ITMS-90475, and one whose iPad orientations are not all four with ITMS-90474, even when it
  // is deployed to iOS 8, before multitasking came (iPadOS 9). (ITMS-90475, "iPad Multitasking
  // support requires launch storyboard in bundle", quoted in rhomobile/rhodes #818; ITMS-90474,
  // quoted in LintRule.ipadMultitaskingOrientations' sources.)
  @Test(arguments: ["6.0", "8.0", "17.0"])
  func appStoreUploadChecksJudgeTodaysSDKWhateverTheDeploymentTarget(deploymentTarget: String) throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.writeApp(
      in: folder,
      settings: [
        "GENERATE_INFOPLIST_FILE": "YES", "IPHONEOS_DEPLOYMENT_TARGET": deploymentTarget,
        "TARGETED_DEVICE_FAMILY": "1,2",
        "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad": "UIInterfaceOrientationPortrait",
      ], declaresLaunchScreen: false)
    let target = try #require(ProjectScanner().scan(path: folder).targets.first)
    #expect(target.findings.map(\.rule).sorted() == ["ipad-multitasking-orientations", "launch-screen-missing"])
    for finding in target.findings {
      #expect(
        finding.message.contains(
          "App Store upload judges the app as built with today's SDK, whatever its deployment target"))
    }
    let launch = try #require(target.findings.first { $0.rule == "launch-screen-missing" })
    #expect(launch.message.contains("(this one is iOS \(deploymentTarget))"))
  }

  // An iPhone-only app never multitasks on iPad: no launch-screen or orientation rule (the lint
  // rules' sources); without TARGETED_DEVICE_FAMILY an app is an iPhone app (Apple,
  // UIDeviceFamily: "1 (Default)"), said in a note.
  @Test func anIPhoneAppNeedsNoLaunchScreenForMultitasking() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.writeApp(
      in: folder, settings: ["INFOPLIST_FILE": "App/Info.plist", "IPHONEOS_DEPLOYMENT_TARGET": "16.4"],
      infoPlistKeys:
        "<key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string></array>")
    let target = try #require(ProjectScanner().scan(path: folder).targets.first)
    #expect(target.families == [.phone])
    #expect(target.findings.isEmpty)
    #expect(target.notes.contains { $0.message.contains("no TARGETED_DEVICE_FAMILY") })
  }

  @Test func aBadValueInTheInfoPlistIsALocatedError() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.writeApp(
      in: folder, settings: ["INFOPLIST_FILE": "App/Info.plist"],
      infoPlistKeys: "<key>UISupportedInterfaceOrientations</key>\n<integer>3</integer>")
    let report = ProjectScanner().scan(path: folder)
    #expect(report.exitStatus == 2)
    let error = try #require(report.errors.first)
    #expect(error.file == "\(folder)/App/Info.plist")
    #expect(error.line == 5)
    #expect(error.message.contains("UISupportedInterfaceOrientations: expected an array of orientation strings"))
  }

  // A configuration whose INFOPLIST_FILE names no file fails Xcode's build ("Build input file
  // cannot be found"); the error names the target and configuration, and another configuration
  // of the target whose file exists, to scan instead (a real project's Release kept the name from
  // before a rename while Debug had the new one).
  @Test func aMissingInfoPlistNamesAConfigurationWhoseFileExists() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let bundle = try ScanFixtures.writeApp(
      in: folder, settings: ["INFOPLIST_FILE": "Old/Info.plist"],
      infoPlistKeys: "<key>UIRequiresFullScreen</key><true/>")
    try addConfigurations([("Debug", "App/Info.plist")], toTargetOf: bundle)

    let report = ProjectScanner().scan(path: folder)
    #expect(report.exitStatus == 2)
    #expect(
      report.errors.map(\.message) == [
        "INFOPLIST_FILE names \(folder)/Old/Info.plist, which does not exist (target App, configuration Release); its Debug configuration names \(folder)/App/Info.plist, which exists: scan that with `--configuration Debug`"
      ])
    // The report shows the target as not scanned, pointing at the error, not as absent.
    let error = try #require(report.errors.first)
    #expect(
      report.text.contains(
        "  target App (Release) not scanned: see the error at \(error.file):\(try #require(error.line))\n"))
    #expect(!report.text.contains("no iOS application target"))
    #expect(report.projects.first?.unscanned.map(\.name) == ["App"])
    #expect(report.projects.first?.unscanned.map(\.configuration) == ["Release"])
    let debugScan = ProjectScanner(configuration: "Debug").scan(path: folder)
    #expect(debugScan.errors.isEmpty)
    #expect(debugScan.targets.map(\.configuration) == ["Debug"])
  }

  // The other configurations looked at are the first sixteen by name: a project file with
  // thousands must not make the error look up thousands of paths.
  @Test func onlySixteenOtherConfigurationsAreLookedAt() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let bundle = try ScanFixtures.writeApp(
      in: folder, settings: ["INFOPLIST_FILE": "Old/Info.plist"], infoPlistKeys: "<key>A</key><true/>")
    let names = (0..<20).map { String(format: "Z%02d", $0) }
    try addConfigurations(names.map { ($0, $0 == "Z19" ? "App/Info.plist" : "Old/Info.plist") }, toTargetOf: bundle)
    let report = ProjectScanner().scan(path: folder)
    #expect(report.errors.map(\.message).first?.hasSuffix("(target App, configuration Release)") == true)
    try addConfigurations([("Debug", "App/Info.plist")], toTargetOf: bundle)
    #expect(ProjectScanner().scan(path: folder).errors.first?.message.contains("its Debug configuration") == true)
  }

  /// Adds build configurations, each setting only INFOPLIST_FILE, to the target of a project
  /// `ScanFixtures.writeApp` wrote.
  private func addConfigurations(_ configurations: [(name: String, infoPlist: String)], toTargetOf bundle: String)
    throws
  {
    var text = try String(contentsOfFile: "\(bundle)/project.pbxproj", encoding: .utf8)
    let existing = text.components(separatedBy: "isa = XCBuildConfiguration").count
    for (index, configuration) in configurations.enumerated() {
      let id = String(format: "%024X", 0xD000 + existing + index)
      text = text.replacingOccurrences(
        of: "\t\t\t\t0000000000000000000000C1,\n", with: "\t\t\t\t0000000000000000000000C1,\n\t\t\t\t\(id),\n")
      text = text.replacingOccurrences(
        of: "\t\t0000000000000000000000B2 = {",
        with:
          "\t\t\(id) = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = \"\(configuration.infoPlist)\";}; name = \(configuration.name); };\n\t\t0000000000000000000000B2 = {"
      )
    }
    try text.write(toFile: "\(bundle)/project.pbxproj", atomically: true, encoding: .utf8)
  }

  // With no configuration to offer, the error still names the target and configuration.
  @Test func aMissingInfoPlistWithNoOtherConfigurationNamesItsTarget() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.writeApp(in: folder, settings: ["INFOPLIST_FILE": "Old/Info.plist"])
    let report = ProjectScanner().scan(path: folder)
    #expect(
      report.errors.map(\.message) == [
        "INFOPLIST_FILE names \(folder)/Old/Info.plist, which does not exist (target App, configuration Release)"
      ])
  }

  // A misspelt orientation in a generated list is a finding with a did-you-mean at the setting.
  @Test func aTypoInAGeneratedListIsAFindingAtTheSetting() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let bundle = try ScanFixtures.writeApp(
      in: folder,
      settings: [
        "GENERATE_INFOPLIST_FILE": "YES",
        "INFOPLIST_KEY_UISupportedInterfaceOrientations": "UIInterfaceOrientationPortait",
        "INFOPLIST_KEY_UILaunchStoryboardName": "Launch",
      ])
    let target = try #require(ProjectScanner().scan(path: folder).targets.first)
    let finding = try #require(target.findings.first { $0.rule == "unknown-orientation-value" })
    #expect(finding.location.file == "\(bundle)/project.pbxproj")
    #expect(finding.message.contains("did you mean 'UIInterfaceOrientationPortrait'"))
    #expect(finding.message.contains("in the build setting INFOPLIST_KEY_UISupportedInterfaceOrientations"))
  }

  @Test(arguments: zip(["15.2", "18.9", "19.0", "banana", ""], ["15.2", "18.7", "27.1", "27.1", "27.1"]))
  func aDeploymentTargetBecomesAnEra(text: String, expected: String) throws {
    let (era, note) = ProjectScanner.era(text, at: ScanLocation(file: "p"))
    #expect(era.version == (try SystemVersion(expected)))
    #expect((note == nil) == (text == "15.2"))
  }

  @Test func aTargetForAnotherPlatformIsSkipped() {
    var table = BuildSettingTable()
    table.assign("SDKROOT", value: "auto", origin: nil)
    table.assign("SUPPORTED_PLATFORMS", value: "macosx", origin: nil)
    #expect(ProjectScanner.otherPlatform(BuildSettings(table: table, configuration: "Release")) == "macOS")
    table.assign("SUPPORTED_PLATFORMS", value: "iphoneos iphonesimulator macosx", origin: nil)
    #expect(ProjectScanner.otherPlatform(BuildSettings(table: table, configuration: "Release")) == nil)
  }
}

@Suite struct ProjectScannerSourceTests {
  // The Player fixture: an iPhone app supporting all but upside down, deployment target iOS 16.
  private static let report = ScanFixtures.scan("Player/Player.xcodeproj")

  private func file(_ name: String) -> String { ScanFixtures.path("Player/Player/\(name)") }

  @Test func theTargetsSwiftFilesGiveItsControllersAndMechanisms() throws {
    let target = try #require(Self.report.targets.first)
    #expect(
      target.controllers.map { "\($0.className):\($0.supported ?? "-")" } == [
        "FeedViewController:portrait", "PlayerViewController:landscape",
        "NavigationController:forwards to topViewController",
        "SettingsViewController:portrait",
      ])
    #expect(
      target.mechanisms.map { "\($0.api)@\(($0.location.file as NSString).lastPathComponent):\($0.location.line)" } == [
        "setValue(_:forKey: \"orientation\")@PlayerViewController.swift:15",
        "attemptRotationToDeviceOrientation()@PlayerViewController.swift:16",
      ])
  }

  @Test func eachSourceRuleFindsItsMistakeAtItsLine() throws {
    let target = try #require(Self.report.targets.first)
    #expect(
      target.findings.map { "\($0.rule)@\(($0.location.file as NSString).lastPathComponent):\($0.location.line)" } == [
        "sheet-does-not-decide@Main.storyboard:28",
        "container-ignores-children@FeedViewController.swift:5",
        "should-autorotate-ignored@FeedViewController.swift:7",
        // iOS 27 SDK (the default): the landscape lock resizing ignores.
        "lock-ignored-when-resizable@PlayerViewController.swift:7",
        "preferred-orientation-unsupported@PlayerViewController.swift:11",
        "device-orientation-setter@PlayerViewController.swift:15",
        "attempt-rotation-deprecated@PlayerViewController.swift:16",
      ])
    let setter = try #require(target.findings.first { $0.rule == "device-orientation-setter" })
    #expect(setter.message.contains("with a deployment target of iOS 16.0 it never works"))
    #expect(setter.message.contains("requestGeometryUpdate"))
  }

  // The storyboard's initial controller is a plain UINavigationController: from iOS 6 it answers
  // UIKit's default for the iPhone, allButUpsideDown (Apple, supportedInterfaceOrientations), and
  // never asks FeedViewController, its root, which declares portrait (iOS 6 release notes: only
  // the topmost controller decides).
  @Test func aStoryboardContainerThatDoesNotForwardIsFound() throws {
    let target = try #require(Self.report.targets.first)
    let storyboard = try #require(target.mainStoryboard)
    #expect(storyboard.name == "Main")
    #expect(storyboard.file == file("Base.lproj/Main.storyboard"))
    #expect(storyboard.initialController == "UINavigationController")
    #expect(storyboard.initialChildren == ["FeedViewController"])
    let finding = try #require(target.findings.first { $0.rule == "container-ignores-children" })
    #expect(finding.location == ScanLocation(file: file("FeedViewController.swift"), line: 5))
    #expect(finding.message.contains("(\(file("Base.lproj/Main.storyboard")):8)"))
    #expect(finding.message.contains("answers allButUpsideDown on iPhone"))
  }

  // A storyboard container of a custom class: the app's own class, declared in its sources
  // without an orientation override, answers UIKit's default and is reported; a class the target
  // does not declare (a framework's, a submodule's) may forward, so nothing is said of it.
  @Test(arguments: [("AppNavigationController", true), ("RSTNavigationController", false)])
  func aCustomContainerIsJudgedOnlyWhenTheTargetDeclaresIt(containerClass: String, reported: Bool) throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.write(
      "final class FeedViewController: UIViewController {\n  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }\n}",
      to: "\(folder)/App/FeedViewController.swift")
    try ScanFixtures.write(
      "import UIKit\n\nfinal class AppNavigationController: UINavigationController {}",
      to: "\(folder)/App/Navigation.swift")
    try ScanFixtures.write(
      ScanFixtures.navigationStoryboard(childClass: "FeedViewController", containerClass: containerClass),
      to: "\(folder)/App/Main.storyboard")
    try ScanFixtures.writeApp(
      in: folder,
      settings: [
        "GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_KEY_UIMainStoryboardFile": "Main",
        "IPHONEOS_DEPLOYMENT_TARGET": "15.0",
      ], sources: ["App/FeedViewController.swift", "App/Navigation.swift", "App/Main.storyboard"])
    let target = try #require(ProjectScanner().scan(path: folder).targets.first)
    #expect(target.findings.contains { $0.rule == "container-ignores-children" } == reported)
    // The draft scenario says the same: it cannot tell what a class from elsewhere answers.
    #expect(target.scenarioDraft.contains("\(containerClass) is not declared in the target's sources") == !reported)
  }

  // A class that overrides nothing answers what its superclass answers (The Swift Programming
  // Language, "Inheritance"; UIKit asks the controller's supportedInterfaceOrientations, which a
  // base class of the app's may implement): the common BaseViewController pattern.
  @Test func aControllerInheritsItsBaseClassesAnswers() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.write(
      "class BaseViewController: UIViewController {\n  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }\n}",
      to: "\(folder)/App/Base.swift")
    try ScanFixtures.write("final class FeedViewController: BaseViewController {}", to: "\(folder)/App/Feed.swift")
    try ScanFixtures.write(
      ScanFixtures.navigationStoryboard(childClass: "FeedViewController"), to: "\(folder)/App/Main.storyboard")
    try ScanFixtures.writeApp(
      in: folder,
      settings: [
        "GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_KEY_UIMainStoryboardFile": "Main",
        "IPHONEOS_DEPLOYMENT_TARGET": "15.0",
      ], sources: ["App/Base.swift", "App/Feed.swift", "App/Main.storyboard"])
    let target = try #require(ProjectScanner().scan(path: folder).targets.first)
    let finding = try #require(target.findings.first { $0.rule == "container-ignores-children" })
    #expect(finding.location == ScanLocation(file: "\(folder)/App/Base.swift", line: 2))
    #expect(finding.message.hasPrefix("FeedViewController supports portrait (inherited from BaseViewController), but"))
    // The draft gives the scene the inherited answer, and says where it comes from.
    let draft = target.scenarioDraft
    let feed = "    class: FeedViewController\n    supported: portrait\n    # Inherited from BaseViewController ("
    #expect(draft.contains(feed))
  }

  // An answer an extension gives in another file is cited at that file's line, not the class's:
  // the draft keeps each declaration's own place (Swift overrides an Objective-C member in an
  // extension, The Swift Programming Language, "Extensions"; an Objective-C category likewise).
  @Test func aDraftCitesAnExtensionsAnswerInItsOwnFile() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.write(
      "final class FeedViewController: UIViewController {\n  override var shouldAutorotate: Bool { true }\n}",
      to: "\(folder)/App/Feed.swift")
    try ScanFixtures.write(
      "import UIKit\n\n\nextension FeedViewController {\n  override var supportedInterfaceOrientations: UIInterfaceOrientationMask {\n    isEditing ? .portrait : .all\n  }\n}",
      to: "\(folder)/App/Feed+Orientation.swift")
    try ScanFixtures.writeApp(
      in: folder, settings: ["GENERATE_INFOPLIST_FILE": "YES", "IPHONEOS_DEPLOYMENT_TARGET": "15.0"],
      sources: ["App/Feed.swift", "App/Feed+Orientation.swift"])
    let target = try #require(ProjectScanner().scan(path: folder).targets.first)
    let draft = target.scenarioDraft
    #expect(draft.contains("    shouldAutorotate: true\n"))
    #expect(
      draft.contains(
        "    # supportedInterfaceOrientations (\(folder)/App/Feed+Orientation.swift:5) depends on the app's state"))
  }

  // A container class two steps from UIKit's is still a container in the draft.
  @Test func aDraftKnowsAContainerThroughItsSuperclasses() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.write("class AppNavigation: UINavigationController {}", to: "\(folder)/App/AppNavigation.swift")
    try ScanFixtures.write(
      "final class MainNavigation: AppNavigation {\n  override var shouldAutorotate: Bool { true }\n}",
      to: "\(folder)/App/MainNavigation.swift")
    try ScanFixtures.writeApp(
      in: folder, settings: ["GENERATE_INFOPLIST_FILE": "YES", "IPHONEOS_DEPLOYMENT_TARGET": "15.0"],
      sources: ["App/AppNavigation.swift", "App/MainNavigation.swift"])
    let target = try #require(ProjectScanner().scan(path: folder).targets.first)
    #expect(target.scenarioDraft.contains("    class: MainNavigation\n    kind: navigation\n"))
  }

  // Interface Builder marks a launch screen storyboard `launchScreen="YES"`; iOS draws it while
  // the app launches and never runs its controllers (Apple, "Specifying your app's launch
  // screen"), so they are neither judged nor drafted.
  @Test func aLaunchScreenStoryboardsControllersAreLeftOut() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for (name, flag) in [("LaunchScreen", " launchScreen=\"YES\""), ("Main", "")] {
      try ScanFixtures.write(
        ScanFixtures.singleSceneStoryboard(customClass: "\(name)Controller", attributes: flag),
        to: "\(folder)/App/\(name).storyboard")
    }
    try ScanFixtures.writeApp(
      in: folder,
      settings: [
        "GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_KEY_UIMainStoryboardFile": "Main",
        "INFOPLIST_KEY_UILaunchStoryboardName": "LaunchScreen", "IPHONEOS_DEPLOYMENT_TARGET": "15.0",
      ], sources: ["App/LaunchScreen.storyboard", "App/Main.storyboard"])
    let target = try #require(ProjectScanner().scan(path: folder).targets.first)
    #expect(target.storyboards.map { ($0.file as NSString).lastPathComponent } == ["Main.storyboard"])
    #expect(target.scenarioDraft.contains("MainController"))
    #expect(!target.scenarioDraft.contains("LaunchScreenController"))
  }

  // A controller whose mask shares nothing with the app's: UIKit raises
  // UIApplicationInvalidInterfaceOrientation when it decides (Apple, View Controller Programming
  // Guide; the lint rule's sources).
  @Test func aControllerWithNothingInCommonWithTheAppIsAnError() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.write(
      "class P: UIViewController {\n  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }\n}",
      to: "\(folder)/App/P.swift")
    try ScanFixtures.writeApp(
      in: folder,
      settings: [
        "GENERATE_INFOPLIST_FILE": "YES",
        "INFOPLIST_KEY_UISupportedInterfaceOrientations": "UIInterfaceOrientationPortrait",
        "IPHONEOS_DEPLOYMENT_TARGET": "15.0",
      ], sources: ["App/P.swift"])
    let target = try #require(ProjectScanner().scan(path: folder).targets.first)
    let finding = try #require(target.findings.first)
    #expect(target.findings.count == 1)
    #expect(finding.rule == "no-common-orientation")
    #expect(finding.severity == .error)
    #expect(finding.location == ScanLocation(file: "\(folder)/App/P.swift", line: 2))
    #expect(
      finding.message.hasPrefix(
        "P supports landscape and the app portrait on iPhone with a deployment target of iOS 15.0: nothing in common"))
  }

  // An app delegate whose answer is not a constant replaces Info.plist's mask in a way the scan
  // cannot know: no intersection is judged.
  @Test func anUnknownDelegateMaskJudgesNoIntersection() throws {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.write(
      """
      class P: UIViewController { override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape } }
      class D: UIResponder, UIApplicationDelegate {
        var lock = UIInterfaceOrientationMask.portrait
        func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask { lock }
      }
      """, to: "\(folder)/App/P.swift")
    try ScanFixtures.writeApp(
      in: folder,
      settings: [
        "GENERATE_INFOPLIST_FILE": "YES",
        "INFOPLIST_KEY_UISupportedInterfaceOrientations": "UIInterfaceOrientationPortrait",
        "IPHONEOS_DEPLOYMENT_TARGET": "15.0",
      ], sources: ["App/P.swift"])
    let target = try #require(ProjectScanner().scan(path: folder).targets.first)
    // Only the iOS 27 SDK's word on the app delegate's mask itself (deprecated in 27.0).
    #expect(target.findings.map(\.rule) == ["app-delegate-mask-deprecated"])
    #expect(target.mechanisms.map(\.api) == ["application(_:supportedInterfaceOrientationsFor:)"])
  }

  // The feed presents SettingsViewController with no style: from iOS 13 that is a page sheet,
  // which on iPhone does not decide the orientation (ScanRule.sheetDoesNotDecide's sources); the
  // full-screen presentation of the player is fine.
  @Test func aSheetThatDeclaresAMaskIsFoundAtItsSegue() throws {
    let target = try #require(Self.report.targets.first)
    let sheets = target.findings.filter { $0.rule == "sheet-does-not-decide" }
    #expect(sheets.count == 1)
    #expect(sheets.first?.location == ScanLocation(file: file("Base.lproj/Main.storyboard"), line: 28))
    #expect(
      sheets.first?.message.contains("FeedViewController presents SettingsViewController with the style the default")
        == true)
  }

  /// An app of the given families and deployment target, with one controller answering `mask`
  /// (`.portraitUpsideDown`), scanned.
  private func scanMultitaskingCandidate(
    families: String, deploymentTarget: String, extra: [String: String] = [:], mask: String = ".portraitUpsideDown"
  ) throws -> TargetScan {
    let folder = try ScanFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try ScanFixtures.write(
      "class P: UIViewController { override var supportedInterfaceOrientations: UIInterfaceOrientationMask { \(mask) } }",
      to: "\(folder)/App/P.swift")
    try ScanFixtures.writeApp(
      in: folder,
      settings: [
        "GENERATE_INFOPLIST_FILE": "YES", "TARGETED_DEVICE_FAMILY": families,
        "INFOPLIST_KEY_UILaunchStoryboardName": "L", "IPHONEOS_DEPLOYMENT_TARGET": deploymentTarget,
      ].merging(extra) { $1 }, sources: ["App/P.swift"])
    return try #require(ProjectScanner().scan(path: folder).targets.first)
  }

  // Multitasking iPad apps never ask their controllers (Apple, supportedInterfaceOrientations: "If
  // your app supports multitasking, the system doesn't call this method"): no intersection finding,
  // and the mask is reported as never asked (mask-never-asked, as lint reports a scenario's), once
  // for the target (issue 52: the cause is the app's, not each controller's).
  @Test func aMultitaskingIPadDoesNotAskItsControllers() throws {
    let target = try scanMultitaskingCandidate(families: "2", deploymentTarget: "17.0")
    #expect(target.controllers.count == 1)
    #expect(target.findings.map(\.rule) == ["mask-never-asked"])
    let finding = try #require(target.findings.first)
    #expect(finding.severity == .warning)
    // The cause is the app's multitasking: the finding is the target's, where the iPad's
    // orientations are set (here the build setting Xcode writes them from), and it lists the
    // controller with its place.
    #expect(!finding.location.file.hasSuffix(".swift"), "\(finding.location)")
    #expect(
      finding.message.hasPrefix(
        "The app multitasks on iPad on iOS 17.0 (the iPad's Info.plist orientations are all four and UIRequiresFullScreen is not set), so UIKit never asks its controllers for their orientations there, and 1 controller's answer does not hold on iPad: P ("
      ), "\(finding.message)")
    #expect(finding.message.contains("App/P.swift:1: supportedInterfaceOrientations, portraitUpsideDown)"))
    #expect(finding.message.contains("set UIRequiresFullScreen to true (deprecated from iPadOS 26)"))
    #expect(!finding.message.contains("iPhone"))
  }

  // Multitasking came with iPadOS 9 (Apple, UIRequiresFullScreen, "iOS 9.0+"): an app deployed to
  // iOS 8 runs on the iPadOS 9 and later that multitask; on iPhone the controller decides.
  @Test func aUniversalAppDeployedBeforeMultitaskingIsToldOfTheIPadsItRunsOn() throws {
    let target = try scanMultitaskingCandidate(families: "1,2", deploymentTarget: "8.0")
    let never = target.findings.filter { $0.rule == "mask-never-asked" }
    #expect(never.count == 1)
    #expect(never.first?.message.contains("from iPadOS 9 on (the deployment target is iOS 8.0)") == true)
    #expect(never.first?.message.contains("; on iPhone it decides as before.") == true)
  }

  // Apple, UIRequiresFullScreen ("iOS 9.0–26.0", deprecated): on 26 the advice leaves it out.
  @Test func onIPadOS26TheAdviceLeavesOutTheDeprecatedKey() throws {
    let target = try scanMultitaskingCandidate(families: "2", deploymentTarget: "26.0")
    let never = try #require(target.findings.first { $0.rule == "mask-never-asked" })
    #expect(never.message.contains("UIRequiresFullScreen is deprecated on iPadOS 26"))
    #expect(!never.message.contains("set UIRequiresFullScreen to true"))
  }

  // Apple, supportedInterfaceOrientations: "You can opt out of multitasking by enabling Requires
  // full screen … or by not declaring support for all possible orientations".
  @Test(arguments: [
    ["INFOPLIST_KEY_UIRequiresFullScreen": "YES"],
    [
      "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad":
        "UIInterfaceOrientationPortrait UIInterfaceOrientationPortraitUpsideDown UIInterfaceOrientationLandscapeLeft"
    ],
  ])
  func anIPadAppThatOptsOutOfMultitaskingAsksItsControllers(optOut: [String: String]) throws {
    let target = try scanMultitaskingCandidate(families: "2", deploymentTarget: "17.0", extra: optOut)
    #expect(!target.findings.contains { $0.rule == "mask-never-asked" })
  }

  // A multitasking iPad app allows every orientation; a controller answering .all would allow
  // the same if it were asked, so that it is not changes nothing (tried on bryceco/GoMap, whose
  // main controller answers .all).
  @Test func aControllerAllowingEveryOrientationIsNotToldItIsNeverAsked() throws {
    let target = try scanMultitaskingCandidate(families: "2", deploymentTarget: "17.0", mask: ".all")
    #expect(target.controllers.map(\.supported) == ["all"])
    #expect(!target.findings.contains { $0.rule == "mask-never-asked" })
  }

  @Test func anIPhoneAppIsNeverToldItsMasksAreNotAsked() throws {
    let target = try scanMultitaskingCandidate(families: "1", deploymentTarget: "17.0")
    #expect(!target.findings.contains { $0.rule == "mask-never-asked" })
  }
}
