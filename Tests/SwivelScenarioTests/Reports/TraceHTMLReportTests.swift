import SwivelCore
import Testing

@testable import SwivelScenario

@Suite struct TraceHTMLReportTests {
  static let scenario = """
    swivel: 1
    ios: "8.0"
    device: iphone-8
    controllers:
      feed:
        supported: all
        views:
          - {id: "bar<&>", frame: [0, 0, 375, 44], autoresizing: [flexibleWidth]}
    window: {root: feed}
    steps:
      - launch: portrait
      - rotate: landscapeLeft
      - expect: {interface: landscapeRight}
    """

  static func page() throws -> (html: String, run: ScenarioRun) {
    let run = try ScenarioPlayer().play(try ScenarioLoader().load(yaml: scenario, file: "s.yaml"))
    return (TraceHTMLReport().rendered(run), run)
  }

  // Spec section 11: one self-contained page, no network, no scripts from elsewhere.
  @Test func thePageIsSelfContained() throws {
    let html = try Self.page().html
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    for outside in ["http:", "https:", "<script", "src=", "@import", "url(", "<link"] {
      #expect(!html.contains(outside), "the page refers to something outside it: \(outside)")
    }
  }

  @Test func eachStepIsACardWithItsStateAndEvents() throws {
    let (html, run) = try Self.page()
    #expect(html.components(separatedBy: "<section class=\"step\"").count - 1 == run.steps.count)
    #expect(html.contains("data-device=\"landscapeLeft\" data-interface=\"landscapeRight\""))
    #expect(html.contains("device turns to landscapeLeft"))
    #expect(html.contains("decides: feed"))
    #expect(html.contains("✓ every expectation holds"))
    // The view's id is escaped, in the drawing as in the text.
    #expect(html.contains("bar&lt;&amp;&gt;") && !html.contains("bar<&>"))
  }

  // Apple, UIRequiresFullScreen: an iPad app that multitasks is not asked for its controllers'
  // masks; the page says that the app's mask decides, as the trace's decision does.
  @Test func aMultitaskingAppsPageSaysTheAppDecides() throws {
    let yaml = """
      swivel: 1
      ios: "17.0"
      device: ipad-pro-11
      controllers: {reader: {supported: portrait}}
      window: {root: reader}
      steps:
        - launch: portrait
        - rotate: landscapeLeft
      """
    let run = try ScenarioPlayer().play(try ScenarioLoader().load(yaml: yaml, file: "s.yaml"))
    let html = TraceHTMLReport().rendered(run)
    #expect(html.contains("decides: the app's mask (it multitasks: reader is not asked)"))
    #expect(!html.contains("decides: reader"))
    #expect(run.steps.last?.snapshot?.state.isMultitasking == true)
  }

  @Test func snapshotsPlaceTheViewsInTheWindow() throws {
    let run = try Self.page().run
    let turned = try #require(run.steps[1].snapshot)
    #expect(turned.state.windowSize == Size(width: 667, height: 375))
    #expect(turned.viewsOnScreen.map(\.id) == ["bar<&>"])
    #expect(turned.viewsOnScreen.first?.frameInWindow == Rect(x: 0, y: 0, width: 667, height: 44))
  }

  // The device turns in the drawing as it is held; the interface turns on its screen the other
  // way, so that device landscapeLeft showing interface landscapeRight reads upright (device
  // landscapeLeft is interface landscapeRight: Apple, UIInterfaceOrientation).
  @Test(
    arguments: zip(
      [DeviceOrientation.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown],
      [InterfaceOrientation.portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown]))
  func aDeviceHeldInTheInterfacesOrientationShowsItUpright(device: DeviceOrientation, interface: InterfaceOrientation) {
    #expect((TraceHTMLReport.angle(of: device) + TraceHTMLReport.angle(of: interface)) % 360 == 0)
  }

  @Test func theSimulateReportWritesThePageAndExitsAsSimulateDoes() throws {
    let report = SimulateReport(path: "/no/such/file.yaml", format: .html)
    #expect(report.exitStatus == 2 && report.output == "")
  }
}

@Suite struct TraceHTMLReportSafeAreaTests {
  // Scenario reference, section 9: the status bar is drawn only while it shows, and from iOS 11 the
  // deciding controller's safe area is outlined, with its insets in the state.
  @Test func thePageDrawsTheSafeAreaAndOnlyAVisibleStatusBar() throws {
    let yaml = """
      swivel: 1
      ios: "13.0"
      device: iphone-x
      app:
        UISupportedInterfaceOrientations: [UIInterfaceOrientationPortrait, UIInterfaceOrientationLandscapeRight]
      controllers: {feed: {}}
      window: {root: feed}
      steps:
        - launch: portrait
        - rotate: landscapeLeft
        - wait: 1
      """
    let run = try ScenarioPlayer().play(try ScenarioLoader().load(yaml: yaml, file: "s.yaml"))
    let cards = TraceHTMLReport().rendered(run).components(separatedBy: "<section class=\"step\"").dropFirst()
    let (upright, turned) = (try #require(cards.first), try #require(cards.last))
    #expect(upright.contains("safe area of feed [44, 0, 34, 0]"))
    #expect(upright.contains("class=\"safearea\""))
    #expect(upright.contains("class=\"statusbar\""))
    #expect(turned.contains("status bar landscapeRight (hidden)"))
    #expect(turned.contains("safe area of feed [0, 44, 21, 44]"))
    #expect(!turned.contains("class=\"statusbar\""))
  }
}
