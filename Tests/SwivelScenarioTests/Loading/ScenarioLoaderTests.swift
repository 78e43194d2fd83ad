import Foundation
import SwivelCore
import SwivelKit
import Testing

@testable import SwivelScenario

@Suite struct ScenarioLoaderTests {
  /// Loads text as `test.yaml`, with every named file existing.
  static func load(_ yaml: String) throws(ScenarioError) -> Scenario {
    try ScenarioLoader(fileExists: { _ in true }).load(yaml: yaml, file: "test.yaml")
  }

  @Test func everyKeyOfTheSpecIsRead() throws {
    let scenario = try ScenarioLoader().load(contentsOf: Fixture.path("everything.yaml"))
    #expect(scenario.name == "Photo viewer in a portrait app")
    #expect(scenario.formatVersion == 1)
    #expect(scenario.behavior.value == (try SystemBehavior(iOSVersion: "6.0")))
    #expect(scenario.device.value == .catalog(DeviceCatalog.model(id: "iphone-8")!))

    let app = scenario.app
    #expect(app.infoPlist?.value.path == "Info.plist")
    #expect(app.infoPlist?.value.resolvedPath == Fixture.path("Info.plist"))
    #expect(
      app.keys.infoPlist
        == InfoPlist(
          supportedInterfaceOrientations: .portrait,
          supportedInterfaceOrientationsByIdiom: [.pad: .all, .phone: [.portrait, .landscapeLeft]],
          interfaceOrientation: .landscapeRight, requiresFullScreen: true, launchScreen: .storyboard("LaunchScreen")))
    // UILaunchScreen is read too (InfoPlistLintTests), but a storyboard's name wins over it;
    // UIRequiresFullScreenIgnoredStartingWithVersion has its own tests (RequiresFullScreenIgnoredTests).
    #expect(
      Set(app.keys.locations.keys)
        == Set(InfoPlist.Key.allCases).subtracting([
          .requiresFullScreenPad, .requiresFullScreenPhone, .launchScreen,
          .requiresFullScreenIgnoredStartingWithVersion,
        ]))
    #expect(app.delegateMask?.value == .all)

    #expect(scenario.controllers.map(\.id) == ["feed", "feedWide", "photos", "detail", "nav", "tabs"])
    let feed = try #require(scenario.controller(id: "feed"))
    #expect(feed.resolvedClassName == "FeedViewController")
    #expect(feed.resolvedKind == .viewController)
    #expect(feed.answers.supported?.value == .portrait)
    #expect(feed.answers.shouldAutorotate?.value == true)
    #expect(feed.answers.preferredForPresentation?.value == .portrait)
    #expect(feed.answers.legacyAutorotate?.value == .portrait)
    #expect(feed.answers.rotationCallbacks?.value == .oneStep)
    #expect(feed.answers.transitionCallbacks?.value == false)
    #expect(feed.answers.alternateLandscape?.value == "feedWide")
    #expect(feed.views.map(\.id) == ["banner"])
    let banner = feed.views[0]
    #expect(banner.frame?.value == Rect(x: 0, y: 0, width: 320, height: 44))
    #expect(banner.autoresizing?.value == [.flexibleWidth, .flexibleBottomMargin])
    #expect(banner.followsDeviceOrientation?.value == true)
    #expect(banner.subviews.map(\.id) == ["badge"])
    #expect(banner.subviews[0].autoresizing?.value == .flexibleLeftMargin)
    #expect(scenario.allViews.map(\.id) == ["banner", "badge"])

    let detail = try #require(scenario.controller(id: "detail"))
    #expect(detail.resolvedClassName == "detail")
    #expect(detail.answers == ControllerAnswers())
    let nav = try #require(scenario.controller(id: "nav"))
    #expect(nav.resolvedKind == .navigation)
    #expect(nav.children.map(\.value) == ["feed"])
    #expect(nav.answers.forwards?.value == ContainerForwarding.none)
    let tabs = try #require(scenario.controller(id: "tabs"))
    #expect(tabs.resolvedKind == .tabBar)
    #expect(tabs.selected?.value == 0)
    #expect(tabs.answers.forwards?.value == .top)
    #expect(scenario.window?.root?.value == "nav")

    let actions = scenario.steps.map(\.action)
    #expect(actions.count == 16)
    #expect(actions[0] == .launch(.portrait))
    #expect(actions[1] == .rotate(.landscapeLeft))
    #expect(actions[2] == .wait(seconds: 0.5))
    #expect(actions[3] == .present(Presentation(controller: "photos", style: .automatic, isAnimated: true)))
    var written = Presentation(controller: "photos", style: .fullScreen, isAnimated: false)
    written.isStyleWritten = true
    #expect(actions[4] == .present(written))
    #expect(actions[5] == .dismiss(controller: "photos"))
    #expect(actions[6] == .push(on: "nav", controller: "detail"))
    #expect(actions[7] == .pop(on: "nav"))
    #expect(actions[8] == .select(on: "tabs", index: 0))
    guard case .set(let controller, let answers) = actions[9] else { Issue.record("step 10 is not set"); return }
    #expect(controller == "feed")
    #expect(answers.supported?.value == .all)
    #expect(answers.shouldAutorotate == nil)
    #expect(actions[10] == .attemptRotation)
    #expect(actions[11] == .lock(.portrait))
    #expect(actions[12] == .unlock)
    #expect(actions[13] == .motion(FileReference(path: "trace.csv", resolvedPath: Fixture.path("trace.csv"))))

    guard case .expect(let expectation) = actions[14] else { Issue.record("step 15 is not expect"); return }
    #expect(expectation.device?.value == .landscapeLeft)
    #expect(expectation.interface?.value == .landscapeRight)
    #expect(expectation.statusBar?.value == .landscapeRight)
    #expect(expectation.windowSize?.value == Size(width: 667, height: 375))
    #expect(expectation.top?.value == "photos")
    #expect(expectation.frames.map(\.view) == ["banner"])
    #expect(expectation.frames.first?.frame == Rect(x: 0, y: 0, width: 667, height: 44))
    #expect(expectation.error?.value.name == "UIApplicationInvalidInterfaceOrientation")
    #expect(expectation.error?.value.reason?.hasPrefix("Supported orientations has no common orientation") == true)
    #expect(expectation.events.count == 2)
    #expect(expectation.events[0].fields[.kind] == .text("willRotateToInterfaceOrientation"))
    #expect(expectation.events[0].fields[.to] == .text("landscapeRight"))
    #expect(expectation.events[1].fields[.from] == .text("portrait"))
    #expect(expectation.noEvents.map(\.fields) == [[.controller: .text("feed")]])
    guard case .expect(let last) = actions[15] else { Issue.record("step 16 is not expect"); return }
    #expect(last.noError != nil)
  }

  // Core Foundation reads a `~ipad` / `~iphone` variant of any Info.plist key (swift-corelibs-foundation,
  // CFBundle_InfoPlist.c, _CFBundleInfoPlistProcessInfoDictionary); UIRequiresFullScreen's are inline keys too.
  @Test func theIdiomVariantsOfTheFullScreenKeyAreInlineKeys() throws {
    let scenario = try ScenarioLoader().load(
      yaml:
        "swivel: 1\ndevice: ipad-9.7\napp:\n  UIRequiresFullScreen~ipad: true\n  UIRequiresFullScreen~iphone: false\n",
      file: "s.yaml")
    let keys = scenario.app.keys
    #expect(keys.infoPlist.requiresFullScreenByIdiom == [.pad: true, .phone: false])
    #expect(keys.infoPlist.requiresFullScreen == nil)
    #expect(
      keys.requiresFullScreen(for: .pad)?.location == .source(SourceLocation(file: "s.yaml", line: 4, column: 30)))
  }

  @Test func everyElementCarriesItsLine() throws {
    let scenario = try ScenarioLoader().load(contentsOf: Fixture.path("everything.yaml"))
    let feed = try #require(scenario.controller(id: "feed"))
    #expect(feed.location.line == 16)
    #expect(feed.answers.supported?.location.line == 18)
    #expect(feed.answers.supported?.location.column == 16)
    #expect(feed.views[0].location.line == 26)
    #expect(
      scenario.app.keys.locations[.supportedInterfaceOrientations]
        == .source(SourceLocation(file: Fixture.path("everything.yaml"), line: 8, column: 37)))
    #expect(scenario.steps.map(\.location.line).prefix(3) == [51, 52, 53])
    #expect(
      scenario.window?.root?.location == SourceLocation(file: Fixture.path("everything.yaml"), line: 49, column: 17))
  }

  @Test func jsonIsReadAsYAML() throws {
    let scenario = try ScenarioLoader().load(contentsOf: Fixture.path("everything.json"))
    #expect(scenario.name == "The same in JSON")
    #expect(scenario.device.value.model.idiom == .pad)
    #expect(
      scenario.device.value
        == .inline(DeviceModel(idiom: .pad, portraitSize: Size(width: 768, height: 1024), hasHomeButton: true)))
    #expect(scenario.controller(id: "root")?.answers.supported?.value == [.portrait, .landscapeRight])
    #expect(scenario.steps.count == 3)
    guard case .expect(let expectation) = scenario.steps[2].action else { Issue.record("not an expect"); return }
    #expect(expectation.events[0].fields[.decider] == .null)
    #expect(expectation.events[0].fields[.result] == .text("rotate"))
    #expect(scenario.steps[1].location.line == 13)
  }

  @Test func absentKeysTakeTheirDefaults() throws {
    let scenario = try ScenarioLoader().load(contentsOf: Fixture.path("minimal.yaml"))
    #expect(scenario.name == "minimal")
    // spec section 1: "default: the newest the engine supports"
    #expect(scenario.behavior.value == .newest)
    #expect(scenario.app.keys == LocatedInfoPlist())
    #expect(scenario.app.delegateMask == nil)
    #expect(scenario.controllers.isEmpty)
    #expect(scenario.window == nil)
    #expect(scenario.steps.isEmpty)
  }

  @Test(
    arguments: zip(
      [
        "[]", "portrait", "landscape", "all", "allButUpsideDown", "[landscapeLeft, portraitUpsideDown]",
        "portraitUpsideDown",
        "landscapeRight", "landscapeLeft",
      ],
      [
        InterfaceOrientationMask(), .portrait, .landscape, .all, .allButUpsideDown,
        [.landscapeLeft, .portraitUpsideDown],
        .portraitUpsideDown, .landscapeRight, .landscapeLeft,
      ]))
  func masksAreReadByNameOrAsLists(text: String, mask: InterfaceOrientationMask) throws {
    let scenario = try Self.load("swivel: 1\ndevice: iphone-8\ncontrollers:\n  a: {supported: \(text)}\n")
    #expect(scenario.controllers[0].answers.supported?.value == mask)
  }

  @Test(arguments: zip(["6.0", "\"6.0\"", "5.1", "'26.1'", "17"], ["6.0", "6.0", "5.1", "26.1", "17.0"]))
  func iosIsAVersionStringOrANumberReadAsWritten(text: String, version: String) throws {
    let scenario = try Self.load("swivel: 1\nios: \(text)\ndevice: iphone-8\n")
    #expect(scenario.behavior.value.version.description == version)
  }

  @Test func bareAndNullStepsAreTheSame() throws {
    let scenario = try Self.load(
      "swivel: 1\ndevice: iphone-8\nsteps:\n  - launch: portrait\n  - attemptRotation\n  - attemptRotation:\n  - unlock\n  - unlock: null\n"
    )
    #expect(scenario.steps.dropFirst().map(\.action) == [.attemptRotation, .attemptRotation, .unlock, .unlock])
  }

  @Test func sectionsWithNothingAfterThemAreLeftOut() throws {
    let scenario = try Self.load("swivel: 1\ndevice: iphone-8\napp:\ncontrollers:\nwindow:\nsteps:\n")
    #expect(scenario.app.keys == LocatedInfoPlist())
    #expect(scenario.controllers.isEmpty)
    #expect(scenario.window == nil)
    #expect(scenario.steps.isEmpty)
  }

  /// `interface:` takes one orientation, or a mask the orientation must be one of; the empty mask,
  /// which no orientation is in, and a name that is neither are errors at their place.
  @Test func anInterfaceExpectationMayBeAMask() throws {
    func expectation(_ value: String) throws(ScenarioError) -> Expectation? {
      let scenario = try Self.load("swivel: 1\ndevice: iphone-8\nsteps:\n  - expect: {interface: \(value)}\n")
      guard case .expect(let expectation) = scenario.steps.first?.action else { return nil }
      return expectation
    }
    #expect(try expectation("portrait")?.interface?.value == .portrait)
    #expect(try expectation("portrait")?.interfaceIn == nil)
    #expect(try expectation("landscape")?.interfaceIn?.value == .landscape)
    #expect(try expectation("[portrait, landscapeLeft]")?.interfaceIn?.value == [.portrait, .landscapeLeft])
    #expect(try expectation("[portrait, landscapeLeft]")?.interfaceIn?.location.line == 4)
    #expect(throws: ScenarioError.self) { try expectation("[]") }
    do {
      _ = try expectation("landscap")
      Issue.record("landscap was read")
    } catch {
      #expect(error.description.contains("test.yaml:4:"))
      #expect(error.description.contains("landscape"))
    }
  }

  @Test func aWindowWithoutRootHasNoRoot() throws {
    let scenario = try Self.load("swivel: 1\ndevice: iphone-8\nwindow: {}\n")
    #expect(scenario.window != nil)
    #expect(scenario.window?.root == nil)
  }

  @Test func idsThatYAMLWouldReadAsOtherTypesStayText() throws {
    // `on`, `yes` and `12` are YAML 1.1 Booleans and numbers, but as keys and ids they are names.
    let scenario = try Self.load(
      "swivel: 1\ndevice: iphone-8\ncontrollers:\n  yes: {}\n  12: {kind: navigation, children: [yes]}\nwindow: {root: 12}\nsteps:\n  - launch: portrait\n  - push: {on: 12, controller: yes}\n"
    )
    #expect(scenario.controllers.map(\.id) == ["yes", "12"])
    #expect(scenario.steps[1].action == .push(on: "12", controller: "yes"))
  }

  @Test func aByteOrderMarkIsSkipped() throws {
    let data = Data([0xEF, 0xBB, 0xBF]) + Data("swivel: 1\ndevice: iphone-8\n".utf8)
    let scenario = try ScenarioLoader().load(data: data, file: "bom.yaml")
    #expect(scenario.name == "bom")
  }

  @Test func relativePathsAreResolvedAgainstTheScenarioFolder() throws {
    let seen = PathRecorder()
    let scenario = try ScenarioLoader(fileExists: { seen.record($0) }).load(
      yaml: "swivel: 1\ndevice: iphone-8\napp: {infoPlist: App/Info.plist}\nsteps: [{motion: /tmp/t.csv}]\n",
      file: "dir/s.yaml", directory: "dir")
    #expect(scenario.app.infoPlist?.value.resolvedPath == "dir/App/Info.plist")
    #expect(seen.paths == ["dir/App/Info.plist", "/tmp/t.csv"])
  }
}

/// Records the paths the loader asks about.
final class PathRecorder: @unchecked Sendable {
  // Only touched from the test's own thread: the loader calls it synchronously.
  private(set) var paths: [String] = []
  func record(_ path: String) -> Bool {
    paths.append(path)
    return true
  }
}
