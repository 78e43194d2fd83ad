import Foundation
import SwivelCore
import SwivelKit
import Testing

@testable import SwivelScenario

/// `swivel matrix`'s model: which plays a scenario gets, how a play is re-targeted, how devices
/// are grouped into columns, and what a change between eras is said to be.
@Suite struct ScenarioMatrixTests {
  /// A scenario written inline, with `swivel: 1` prepended.
  static func load(_ body: String) throws -> Scenario {
    try ScenarioLoader().load(yaml: "swivel: 1\n" + body, file: "test.yaml")
  }

  static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples").path

  /// From iOS 16 `UIDevice.current.setValue(_:forKey: "orientation")` turns nothing and UIKit logs
  /// "BUG IN CLIENT OF UIKIT" (Apple, UIWindowScene.requestGeometryUpdate(_:errorHandler:), iOS
  /// 16.0+; the seed's iOS 16 notes); up to iOS 15 it acted as a device turn.
  static let kvc = """
    ios: "15.0"
    device: iphone-14
    controllers:
      feed: {supported: allButUpsideDown}
    window: {root: feed}
    steps:
      - launch: portrait
      - setDeviceOrientation: landscapeLeft
      - wait: 1
      - expect: {interface: landscapeRight}
    """

  @Test func theRowsGoFromTheScenariosEraToTheNewestByEachBoundaryErasLists() throws {
    let modern = try Self.load("ios: \"16.4\"\ndevice: iphone-14\n")
    #expect(
      ScenarioMatrix.eras(of: modern, selection: MatrixSelection()).map(\.description) == [
        "16.4", "18.0", "26.0", "27.0", "27.1",
      ])
    let old = try Self.load("ios: \"6.1\"\ndevice: iphone-se-1\n")
    #expect(
      ScenarioMatrix.eras(of: old, selection: MatrixSelection()).map(\.description)
        == ["6.1", "7.0", "8.0", "9.0", "10.0", "11.0", "13.0", "16.0", "18.0", "26.0", "27.0", "27.1"])
    let narrowed = try MatrixSelection(deviceIDs: [], versions: "15.0...16.0")
    #expect(ScenarioMatrix.eras(of: modern, selection: narrowed).map(\.description) == ["15.0", "16.0"])
  }

  // The iPhone 8 got iOS 16 but not 17, and the iPhone SE (1st generation) stopped at 15 (Apple,
  // "iOS 16 is compatible with these devices", "iOS 17 is compatible with these devices").
  @Test func eachEraPlaysTheDevicesOfTheScenariosFamilyThatRanIt() throws {
    let scenario = try Self.load("ios: \"15.0\"\ndevice: iphone-14\n")
    let ids = { (version: String) in
      ScenarioMatrix.units(of: scenario, era: try! SystemVersion(version), selection: MatrixSelection()).map(
        \.device.id)
    }
    #expect(ids("15.0").contains("iphone-se-1"))
    #expect(!ids("16.0").contains("iphone-se-1"))
    #expect(ids("16.0").contains("iphone-8"))
    #expect(!ids("18.0").contains("iphone-8"))
    #expect(!ids("26.0").contains { $0.hasPrefix("ipad") })
    let only = try MatrixSelection(deviceIDs: ["iphone-8,ipad-9.7", "iphone-x"], versions: nil)
    #expect(
      ScenarioMatrix.units(of: scenario, era: try SystemVersion("16.0"), selection: only).map(\.device.id) == [
        "iphone-8", "iphone-x",
      ])
  }

  // Split View and Slide Over arrived with iPadOS 9, Stage Manager with 16, iPadOS 26's windows
  // with 26 (`WindowingMode.firstMajorVersion`, from Apple's "Adopting Multitasking Enhancements
  // on iPad" and the iPadOS 16 and 26 release notes).
  @Test func anIPadPlaysEachWindowingModeItsEraHas() throws {
    let scenario = try Self.load("ios: \"8.0\"\ndevice: ipad-9.7\n")
    let only = try MatrixSelection(deviceIDs: ["ipad-9.7"], versions: nil)
    let modes = { (version: String) in
      ScenarioMatrix.units(of: scenario, era: try! SystemVersion(version), selection: only).compactMap(\.windowing)
    }
    #expect(modes("8.0") == [.fullScreen])
    #expect(modes("9.0") == [.fullScreen, .splitView, .slideOver])
    // The 9.7-inch iPads have no Stage Manager before iPadOS 26 (below).
    #expect(modes("16.0") == [.fullScreen, .splitView, .slideOver])
    #expect(modes("26.0") == WindowingMode.allCases.filter { $0.idiom != .phone })
  }

  // Stage Manager came with iPadOS 16.1 on the iPad Pro 12.9-inch (3rd generation and later),
  // the iPad Pro 11-inch and the iPad Air (5th generation and later), and with iPadOS 26 on every
  // iPad that runs it (Apple's statement of June 2022 on M1 iPads, widened in iPadOS 16.1; Apple's
  // iPadOS 26 feature list as MacRumors and others reported it). Issue 52: the matrix played it on
  // every iPad from 16.
  @Test func stageManagerPlaysOnlyOnTheIPadsThatHaveIt() throws {
    let scenario = try Self.load("ios: \"16.0\"\ndevice: ipad-pro-11\n")
    let stageManager = { (version: String) in
      ScenarioMatrix.units(of: scenario, era: try! SystemVersion(version), selection: MatrixSelection())
        .filter { $0.windowing == .stageManager }.map(\.device.id)
    }
    #expect(Set(stageManager("16.0")) == ["ipad-air-10.9", "ipad-pro-11", "ipad-pro-12.9"])
    // The M4 iPad Pros came with iPadOS 17, with it.
    #expect(
      Set(stageManager("18.0")) == [
        "ipad-air-10.9", "ipad-pro-11", "ipad-pro-11-m4", "ipad-pro-12.9", "ipad-pro-13-m4",
      ])
    #expect(
      Set(stageManager("26.0"))
        == Set(DeviceCatalog.all.filter { $0.idiom == .pad && $0.ran(try! SystemVersion("26.0")) }.map(\.id)))
    // The first 12.9-inch iPad Pros stopped at iPadOS 17, without it.
    #expect(DeviceCatalog.model(id: "ipad-pro-12.9-2")?.hasStageManager(in: try SystemVersion("17.0")) == false)
    // An inline iPad has it wherever the era does.
    let inline = DeviceModel(idiom: .pad, portraitSize: Size(width: 800, height: 1200), hasHomeButton: false)
    #expect(inline.hasStageManager(in: try SystemVersion("16.0")))
  }

  @Test func theSetterThatStopsTurningFromIOS16IsAChangeWithItsFirstEventAndReason() throws {
    let matrix = ScenarioMatrix.play(
      try Self.load(Self.kvc), file: "kvc.yaml", selection: try MatrixSelection(deviceIDs: [], versions: "15.0...16.0"))
    #expect(matrix.eras.map(\.description) == ["15.0", "16.0"])
    #expect(matrix.columns.count == 1)
    let column = try #require(matrix.columns.first)
    #expect(column.outcomes[0] == .marks([.pass]))
    #expect(column.outcomes[1] == .marks([.fail]))
    let change = try #require(matrix.differences.first)
    #expect(change.kind == .era(column: 0, from: 0, to: 1))
    let event = try #require(change.event)
    #expect(event.stepIndex == 1)
    #expect(event.before == "device turns to landscapeLeft")
    #expect(event.after?.contains("BUG IN CLIENT OF UIKIT: Setting UIDevice.orientation is not supported") == true)
    #expect(change.reasons.count == 1)
    #expect(change.reasons.first?.hasPrefix("iOS 16: ") == true)
    #expect(change.reasons.first?.contains("setting UIDevice.orientation does nothing but log a line") == true)
  }

  // From iOS 9 an iPad app that supports all four orientations (with a launch storyboard, and
  // without UIRequiresFullScreen) multitasks, and UIKit no longer asks its controllers for their
  // masks (Apple, UIRequiresFullScreen; "Adopting Multitasking Enhancements on iPad").
  @Test func anIPadAppThatMultitasksIsNotAskedFromIOS9() throws {
    let scenario = try Self.load(
      """
      ios: "8.0"
      device: ipad-9.7
      app:
        UISupportedInterfaceOrientations~ipad: [UIInterfaceOrientationPortrait, UIInterfaceOrientationPortraitUpsideDown, UIInterfaceOrientationLandscapeLeft, UIInterfaceOrientationLandscapeRight]
        UILaunchStoryboardName: LaunchScreen
      controllers:
        reader: {supported: portrait}
      window: {root: reader}
      steps:
        - launch: portrait
        - rotate: landscapeLeft
        - wait: 1
        - expect: {interface: portrait}
      """)
    let matrix = ScenarioMatrix.play(
      scenario, file: "reader.yaml", selection: try MatrixSelection(deviceIDs: ["ipad-9.7"], versions: "8.0...9.0"))
    #expect(matrix.plays.count == 4)
    // Full screen in iOS 8 and every mode in iOS 9 agree where they meet: one column.
    let column = try #require(matrix.columns.first)
    #expect(matrix.columns.count == 1)
    #expect(column.name == "iPad with Home button in full screen, split view, slide over")
    #expect(column.outcomes == [0: .marks([.pass]), 1: .marks([.fail])])
    let change = try #require(matrix.differences.first)
    #expect(
      change.before.unit == ScenarioMatrix.Unit(device: DeviceCatalog.model(id: "ipad-9.7")!, windowing: .fullScreen))
    #expect(change.after.unit == change.before.unit)
    #expect(change.event?.after?.contains("multitasking app decides") == true)
    #expect(change.event?.before?.contains("reader decides") == true)
    #expect(change.reasons.first?.hasPrefix("iOS 9: An iPad app that multitasks") == true)
  }

  @Test func belowTheDeploymentTargetAStepTheEraCannotHaveMakesTheCellNotApplicable() throws {
    let scenario = try ScenarioLoader().load(contentsOf: Self.examples + "/ios16-kvc-orientation.yaml")
    let matrix = ScenarioMatrix.play(
      scenario, file: "kvc.yaml", selection: try MatrixSelection(deviceIDs: ["iphone-14"], versions: "15.0...16.0"))
    let refused = try #require(matrix.plays.first { $0.era == 0 })
    guard case .refused(let reason) = refused.outcome else {
      Issue.record("expected a refusal, got \(refused.outcome)")
      return
    }
    #expect(reason.contains(":19:"))
    #expect(reason.contains("requestGeometryUpdate is available from iOS 16.0; this scenario reproduces iOS 15.0"))
    #expect(refused.outcome.holds)
    #expect(matrix.plays.first { $0.era == 1 }?.outcome == .marks([.pass, .pass]))
  }

  // A refusal names its device and version, but the cell says only n/a: devices refused for
  // the same step share a column, and n/a in two eras is no change. Compared by their text,
  // each device had a column of its own, each era was marked changed, and the changes listed
  // `n/a → n/a` (found in the examples' grid).
  @Test func refusalsForDifferentDevicesAndErasAreOneCellAndNoChange() throws {
    let scenario = try ScenarioLoader().load(contentsOf: Self.examples + "/ios11-safe-areas.yaml")
    let matrix = ScenarioMatrix.play(
      scenario, file: "safe-areas.yaml",
      selection: try MatrixSelection(deviceIDs: ["iphone-16e,iphone-16-pro,iphone-air"], versions: "18.0...26.0"))
    let reasons = Set(
      matrix.plays.compactMap { play -> String? in
        if case .refused(let reason) = play.outcome { reason } else { nil }
      })
    #expect(reasons.count == 5)
    #expect(matrix.columns.map { $0.units.map(\.device.id) } == [["iphone-16e", "iphone-16-pro", "iphone-air"]])
    #expect(matrix.differences.isEmpty)
    #expect(!ScenarioMatrix.Outcome.sameCell(.refused("a"), .unplayable("a")))
    #expect(!ScenarioMatrix.Outcome.sameCell(.refused("a"), nil))
    #expect(!ScenarioMatrix.Outcome.sameCell(.unplayable("a"), .unplayable("b")))
  }

  // A `present:` without `style:` takes the era's default style, which every era has (full
  // screen before iOS 13, automatic from 13: Apple, `modalPresentationStyle`); only a written
  // `style: automatic` is refused before 13. Found playing a scan draft of an iOS 5 app.
  @Test func aPresentationWithoutStylePlaysInEveryEra() throws {
    let scenario = try Self.load(
      """
      ios: "5.0"
      device: iphone-4s
      controllers:
        feed: {legacyAutorotate: portrait}
        modal: {}
      window: {root: feed}
      steps:
        - launch: portrait
        - present: modal
        - expect: {interface: portrait}
      """)
    let matrix = ScenarioMatrix.play(
      scenario, file: "old.yaml", selection: try MatrixSelection(deviceIDs: ["iphone-4s"], versions: nil))
    #expect(!matrix.plays.isEmpty)
    #expect(matrix.plays.allSatisfy { if case .refused = $0.outcome { false } else { true } })
    let written = try Self.load(
      "ios: \"13.0\"\ndevice: iphone-8\ncontrollers: {r: {}, m: {}}\nwindow: {root: r}\nsteps: [{launch: portrait}, {present: {controller: m, style: automatic}}]\n"
    )
    #expect(throws: ScenarioError.self) {
      try written.retargeted(
        to: DeviceCatalog.model(id: "iphone-8")!, version: try SystemVersion("12.0"), windowing: nil)
    }
  }

  // An iPad app that requires full screen is never in Split View, Slide Over or a window (Apple,
  // `UIRequiresFullScreen`): it plays full screen only, in every era.
  @Test func anAppThatRequiresFullScreenPlaysFullScreenOnly() throws {
    let scenario = try Self.load(
      """
      ios: "17.0"
      device: ipad-pro-11
      app: {UIRequiresFullScreen: true}
      controllers: {feed: {}}
      window: {root: feed}
      steps: [{launch: portrait}, {expect: {interface: portrait}}]
      """)
    let selection = try MatrixSelection(deviceIDs: ["ipad-pro-11"], versions: nil)
    let units = ScenarioMatrix.units(of: scenario, era: try SystemVersion("26.0"), selection: selection)
    #expect(units.map(\.windowing) == [.fullScreen])
    let multitasking = try Self.load(
      "ios: \"17.0\"\ndevice: ipad-pro-11\ncontrollers: {feed: {}}\nwindow: {root: feed}\nsteps: [{launch: portrait}]\n"
    )
    #expect(
      ScenarioMatrix.units(of: multitasking, era: try SystemVersion("26.0"), selection: selection).count
        == WindowingMode.allCases.filter { $0.idiom != .phone }.count)
  }

  // Before iOS 8 UISplitViewController is iPad-only, and the supplementary column arrived in iOS
  // 14 (Apple, UISplitViewController.Column.supplementary, "iOS 14.0+"): a matrix cell of an era
  // that cannot have the split view is refused as the loader refuses it.
  @Test func aSplitViewIsRefusedInTheErasThatCannotHaveIt() throws {
    let scenario = try ScenarioLoader().load(contentsOf: Self.examples + "/ios17-split-view-collapse.yaml")
    let phone = try #require(DeviceCatalog.model(id: "iphone-8"))
    #expect(throws: ScenarioError.self) {
      try scenario.retargeted(to: phone, version: try SystemVersion("7.0"), windowing: nil)
    }
    _ = try scenario.retargeted(to: phone, version: try SystemVersion("8.0"), windowing: nil)
  }

  @Test func aRetargetedScenarioKeepsEverythingButItsDeviceEraAndWindowing() throws {
    let scenario = try ScenarioLoader().load(contentsOf: Self.examples + "/ipados17-split-view.yaml")
    let pad = try #require(DeviceCatalog.model(id: "ipad-pro-12.9"))
    let copy = try scenario.retargeted(to: pad, version: try SystemVersion("26.0"), windowing: .windowed)
    #expect(copy.device.value.model == pad)
    #expect(copy.behavior.value.version == (try SystemVersion("26.0")))
    #expect(copy.windowing?.value == .windowed)
    #expect(copy.steps == scenario.steps)
    #expect(copy.controllers == scenario.controllers)
    #expect(copy.app == scenario.app)
    // A `windowing: splitView` step cannot be played before iPadOS 9, nor an iPad scenario on a phone.
    #expect(throws: ScenarioError.self) {
      try scenario.retargeted(
        to: DeviceCatalog.model(id: "ipad-9.7")!, version: try SystemVersion("8.0"), windowing: nil)
    }
    #expect(throws: ScenarioError.self) {
      try scenario.retargeted(
        to: DeviceCatalog.model(id: "iphone-8")!, version: try SystemVersion("17.0"), windowing: nil)
    }
  }

  @Test func parallelAndSerialPlaysGiveTheSameGrids() throws {
    let files = ["001-photo-viewer.yaml", "ios16-kvc-orientation.yaml", "ipados17-split-view.yaml"].map {
      Self.examples + "/" + $0
    }
    let parallel = MatrixReport(files: files, parallel: true)
    let serial = MatrixReport(files: files, parallel: false)
    #expect(MatrixTextReport().rendered(parallel) == MatrixTextReport().rendered(serial))
    #expect(MatrixJSONReport().rendered(parallel) == MatrixJSONReport().rendered(serial))
  }

  /// Issue 56: a 1.3 MB scenario of 49,990 steps on every iPad and era peaked at 8.7 GB, every
  /// play's run kept until the grid was made. Now no run is kept but the page's; the plays a
  /// difference compares are played again to compare them.
  @Test func noRunIsKeptUnlessThePageDrawsEachCellAndTheDifferencesStillCompareEvents() throws {
    let file = Self.examples + "/ios13-page-sheets.yaml"
    let lean = try #require(MatrixReport(files: [file]).matrices.first)
    #expect(!lean.differences.isEmpty)
    for difference in lean.differences {
      #expect(difference.comparedEvents)
      #expect(difference.event != nil)
      #expect(difference.before.run == nil && difference.after.run == nil)
    }
    #expect(lean.plays.allSatisfy { $0.run == nil })
    let page = try #require(MatrixReport(files: [file], keepingRepresentatives: true).matrices.first)
    #expect(page.plays.map(\.outcome) == lean.plays.map(\.outcome))
    #expect(page.stepCount == lean.stepCount)
    for era in page.eras.indices {
      for column in page.columns.indices where page.columns[column].outcomes[era] != nil {
        #expect(page.play(era: era, column: column)?.run != nil)
      }
    }
  }

  /// Without pictures, a snapshot lists no view on screen and copies no frame (issue 56: that
  /// copy made many views over many steps cost their product).
  @Test func aPlayThatListsNoViewsIsTheSameRunButForTheViewsOnScreenAndTheirFrames() throws {
    let scenario = try ScenarioLoader().load(contentsOf: Self.examples + "/001-photo-viewer.yaml")
    let full = try ScenarioPlayer().play(scenario)
    var lean = try ScenarioPlayer().play(scenario, listingViews: false)
    #expect(full.steps.contains { !($0.snapshot?.viewsOnScreen.isEmpty ?? true) })
    #expect(lean.steps.allSatisfy { $0.snapshot?.viewsOnScreen.isEmpty ?? true })
    #expect(lean.steps.allSatisfy { $0.snapshot?.state.frames.isEmpty ?? true })
    for index in lean.steps.indices {
      lean.steps[index].snapshot?.viewsOnScreen = full.steps[index].snapshot?.viewsOnScreen ?? []
      lean.steps[index].snapshot?.state.frames = full.steps[index].snapshot?.state.frames ?? [:]
    }
    #expect(lean.events == full.events)
    #expect(lean.steps == full.steps)
    #expect(lean.expectations == full.expectations)
  }

  @Test func everyPlayIsInExactlyOneColumnWhoseOutcomeIsItsOwn() throws {
    let report = MatrixReport(files: [
      Self.examples + "/001-photo-viewer.yaml", Self.examples + "/ipados17-split-view.yaml",
    ])
    for matrix in report.matrices {
      for play in matrix.plays {
        let columns = matrix.columns.filter { $0.units.contains(play.unit) }
        #expect(columns.count == 1)
        #expect(ScenarioMatrix.Outcome.sameCell(columns.first?.outcomes[play.era], play.outcome))
      }
    }
  }

  @Test func aFileWithoutExpectationsShowsTheInterfaceAfterEachStep() throws {
    let scenario = try Self.load(
      """
      ios: "16.0"
      device: iphone-14
      controllers:
        feed: {supported: allButUpsideDown}
      window: {root: feed}
      steps:
        - launch: portrait
        - rotate: landscapeLeft
        - wait: 1
      """)
    let matrix = ScenarioMatrix.play(
      scenario, file: "turns.yaml", selection: try MatrixSelection(deviceIDs: ["iphone-14"], versions: "16.0"))
    #expect(matrix.checks == .interfaceAfterEachStep(3))
    #expect(
      matrix.plays.map(\.outcome) == [
        .marks([.interface(.portrait), .interface(.landscapeRight), .interface(.landscapeRight)])
      ])
    #expect(MatrixTextReport.cell(matrix.plays[0].outcome) == "PRR")
  }

  @Test(arguments: [
    ("iphone-88", "--devices: 'iphone-88' is not a device of the catalog (did you mean 'iphone-8'?)"),
    ("iphone-8,,ipad-9.7", "--devices: 'iphone-8,,ipad-9.7' has an empty id"),
  ])
  func aDeviceTheCatalogDoesNotKnowIsRefused(ids: String, message: String) {
    #expect {
      try MatrixSelection(deviceIDs: [ids], versions: nil)
    } throws: { error in
      "\(error)".hasPrefix(message)
    }
  }

  @Test(arguments: [
    ("15.0...", "is not a range of iOS versions"),
    ("15.0...16.0...17.0", "is not a range of iOS versions"),
    ("26.0...15.0", "is an empty range"),
    ("19.0...26.0", "is not a version Swivel reproduces"),
    ("fifteen", "is not an iOS version"),
  ])
  func aMalformedOrEmptyRangeIsRefused(text: String, message: String) {
    #expect {
      try MatrixSelection(deviceIDs: [], versions: text)
    } throws: { error in
      "\(error)".hasPrefix("--ios: '\(text)'") && "\(error)".contains(message)
    }
  }
}

/// The text grid's legend lines fit a terminal (issue 52: a column of many devices was one line
/// of 400 to 900 characters).
@Suite struct MatrixLegendWrappingTests {
  @Test func aLongLegendBreaksBetweenDevicesUnderTheColumnsName() {
    let devices = (1...30).map { "iphone-\($0) (from iOS 16)" }.joined(separator: ", ")
    let lines = MatrixTextReport.wrapped("A  iPhone with Face ID: " + devices, width: 100, indent: "   ")
    #expect(lines.count > 1)
    #expect(lines.allSatisfy { $0.count <= 100 })
    #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("   iphone-") })
    // Each line ends between two devices, never inside one's versions.
    #expect(lines.dropLast().allSatisfy { $0.hasSuffix("),") })
    let joined = lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    #expect(joined == "A  iPhone with Face ID: " + devices)
  }

  @Test func aShortLegendIsOneLine() {
    #expect(MatrixTextReport.wrapped("B  iPad: ipad-9.7, ipad-air", indent: "   ") == ["B  iPad: ipad-9.7, ipad-air"])
  }
}
