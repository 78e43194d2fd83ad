import SwivelCore
import SwivelKit
import Testing

@testable import SwivelScenario

/// iPhone Mirroring on macOS 27 (`windowing: mirroring`) and the `resize:` step.
@Suite struct IPhoneMirroringTests {
  static let portraitApp = """
    windowing: mirroring
    app: {UISupportedInterfaceOrientations: [UIInterfaceOrientationPortrait, UIInterfaceOrientationLandscapeLeft, UIInterfaceOrientationLandscapeRight]}
    controllers: {feed: {supported: all}}
    window: {root: feed}

    """

  static func decisions(_ run: ScenarioRun) -> [RotationDecision] {
    run.events(named: "rotationDecision").compactMap { event in
      if case .rotationDecision(let decision) = event.kind { decision } else { nil }
    }
  }

  // WWDC26 session 278: "iPhone Mirroring always reports the interface orientation as
  // portrait, regardless of the aspect ratio". A controller that allows landscape is asked, as
  // the masks count until the first resize, and the interface still stays portrait.
  @Test func theInterfaceStaysPortraitWhateverTheDeviceDoes() throws {
    let run = try play(
      Self.portraitApp + """
        steps:
          - launch: landscapeLeft
          - expect: {interface: portrait, windowSize: [402, 874]}
          - rotate: landscapeRight
          - wait: 1
          - expect: {interface: portrait, device: landscapeRight, statusBar: portrait}
        """, ios: "27.0", device: "iphone-16-pro")
    #expect(run.failureMessages == [])
    let launch = try #require(run.events(named: "launch").first)
    guard case .launch(_, let orientation, let reason) = launch.kind else { throw CancellationError() }
    #expect(orientation == .portrait)
    #expect(reason == "iPhone Mirroring shows the interface portrait")
    let turn = try #require(Self.decisions(run).last)
    #expect(turn.decider?.id == "feed")
    #expect(turn.reason == .mirroringShowsPortrait)
    #expect(turn.description.hasSuffix("stays portrait (iPhone Mirroring shows the interface portrait)"))
  }

  // A resize is a size transition; the scene delegate hears of the new geometry (Apple,
  // `windowScene(_:didUpdateEffectiveGeometry:)`). Measured on iOS 27.0 (Axiom's layout notes,
  // physical iPhone Mirroring and the simulator): "size classes track the window", 640×1000
  // compact/regular, 874×402 regular/compact; so a resize within a size class changes no trait.
  @Test func aResizeIsASizeTransitionWithTheTraitsOfTheWindowsSize() throws {
    let run = try play(
      Self.portraitApp + """
        steps:
          - launch: portrait
          - resize: [640, 1000]
          - wait: 1
          - expect:
              interface: portrait
              windowSize: [640, 1000]
              events:
                - {kind: sceneDidResize, size: [640, 1000]}
                - {kind: viewWillTransitionToSize, controller: feed, size: [640, 1000]}
                - {kind: windowSceneDidUpdateGeometry, orientation: portrait, size: [640, 1000]}
                - {kind: viewDidLayoutSubviews, controller: feed, bounds: [0, 0, 640, 1000]}
              noEvents: [{kind: willTransitionToTraitCollection}, {kind: traitCollectionDidChange}]
          - resize: [640, 1000]
          - expect: {noEvents: [{kind: viewWillTransitionToSize}]}
          - resize: [874, 402]
          - wait: 1
          - expect:
              interface: portrait
              events:
                - {kind: willTransitionToTraitCollection, controller: feed}
                - {kind: viewWillTransitionToSize, controller: feed, size: [874, 402]}
                - {kind: traitCollectionDidChange, controller: feed}
        """, ios: "27.0", device: "iphone-16-pro")
    #expect(run.failureMessages == [])
  }

  // WWDC26 session 278: "Once the user begins resizing, supported orientations are ignored";
  // iOS 27 release notes: with UIRequiresFullScreen each resize is "a discrete change to a new
  // UIScreen with an updated bounds" that honours them.
  @Test func theMasksStopCountingAtTheFirstResizeUnlessTheAppRequiresFullScreen() throws {
    let resizable = try play(
      Self.portraitApp + """
        steps:
          - launch: portrait
          - resize: [600, 600]
          - rotate: landscapeLeft
          - wait: 1
          - expect: {interface: portrait}
        """, ios: "27.0", device: "iphone-16-pro")
    #expect(resizable.failureMessages == [])
    let afterResize = try #require(Self.decisions(resizable).last)
    #expect(afterResize.arbiter == .mirroredScene)
    #expect(afterResize.description.contains("resized iPhone Mirroring ignores the supported orientations"))

    let discrete = try play(
      """
      windowing: mirroring
      app: {UISupportedInterfaceOrientations: [UIInterfaceOrientationPortrait], UIRequiresFullScreen: true}
      controllers: {feed: {supported: portrait}}
      window: {root: feed}
      steps:
        - launch: portrait
        - resize: [600, 600]
        - rotate: landscapeLeft
        - wait: 1
        - expect: {interface: portrait}
      """, ios: "27.0", device: "iphone-16-pro")
    #expect(discrete.failureMessages == [])
    let honoured = try #require(Self.decisions(discrete).last)
    #expect(honoured.arbiter != .mirroredScene)
    #expect(honoured.reason == .notSupported)
  }

  // Swivel's inference: the masks, honoured until the first resize, shape the window (a
  // landscape-only app opens on its side) while the orientation stays portrait.
  @Test func aLandscapeOnlyAppOpensOnItsSideAndStaysPortrait() throws {
    let run = try play(
      """
      windowing: mirroring
      app: {UISupportedInterfaceOrientations: [UIInterfaceOrientationLandscapeRight]}
      controllers: {game: {supported: landscapeRight}}
      window: {root: game}
      steps:
        - launch: portrait
        - expect: {interface: portrait, windowSize: [874, 402], noError: true}
      """, ios: "27.0", device: "iphone-16-pro")
    #expect(run.failureMessages == [])
  }

  // No Mirroring error text was measured; Swivel gives the windowing-mode refusal the Duo's
  // inner display and a multitasking iPad give (Flutter's Duo probe: code 101).
  @Test func geometryRequestsAreRefusedWithCode101() throws {
    let run = try play(
      Self.portraitApp + """
        steps:
          - launch: portrait
          - requestGeometryUpdate: landscape
          - wait: 1
          - expect:
              interface: portrait
              events: [{kind: geometryRequestError, code: 101, message: "The current windowing mode does not allow for programmatic changes to interface orientation."}]
        """, ios: "27.0", device: "iphone-16-pro")
    #expect(run.failureMessages == [])
  }

  static func loadError(_ body: String, ios: String = "27.0", device: String = "iphone-16-pro") -> String {
    SwivelScenarioTests.loadError(body, ios: ios, device: device)
  }

  @Test(arguments: [
    (
      "steps: [{launch: portrait}, {resize: [500, 500]}]\n",
      "test.yaml:6:29: error: a resize outside iPhone Mirroring in step 2 (resize)"
    ),
    (
      "sdk: \"26.4\"\nwindowing: mirroring\nsteps: [{launch: portrait}]\n",
      "test.yaml:7:12: error: iPhone Mirroring of an app built with the iOS 26.4 SDK in windowing"
    ),
    (
      "windowing: mirroring\nsteps: [{launch: portrait}, {resize: [0, 500]}]\n",
      "test.yaml:7:38: error: a window of 0×500 points in step 2 (resize); expected [width, height], each above 0 and up to 10000 points"
    ),
    (
      "windowing: mirroring\nsteps: [{launch: portrait}, {resize: [20000, 500]}]\n",
      "test.yaml:7:38: error: a window of 20000×500 points in step 2 (resize)"
    ),
    (
      "windowing: mirroring\nsteps: [{launch: portrait}, {windowing: mirroring}]\n",
      "test.yaml:7:29: error: windowing mirroring as a step in step 2 (windowing)"
    ),
    (
      "windowing: mirroring\nsteps: [{launch: portrait}, {expect: {safeAreaInsets: {feed: [0, 0, 0, 0]}}}]\n",
      "error: no safe-area figures in iPhone Mirroring in step 2 (expect)"
    ),
  ])
  func eachMirroringMistakeIsALocatedError(body: String, expected: String) {
    let message = Self.loadError("controllers: {feed: {}}\nwindow: {root: feed}\n" + body)
    #expect(message.contains(expected), "\(message)")
  }

  @Test func mirroringNeedsAnIPhoneOnIOS27() {
    #expect(
      Self.loadError("windowing: mirroring\n", ios: "26.0").contains(
        "iPhone Mirroring is modelled from iOS 27.0 (its resizable era); this scenario reproduces iOS 26.0"))
    #expect(
      Self.loadError("windowing: mirroring\n", device: "ipad-pro-11").contains(
        "windowing mirroring on an iPad in windowing; expected an iPhone device"))
    #expect(
      Self.loadError("windowing: mirroring\n", ios: "27.1", device: "iphone-duo-inner").contains(
        "iPhone Mirroring on iphone-duo-inner, a display of the iPhone Duo"))
    #expect(
      Self.loadError("windowing: mirroring\nsteps: [{launch: portrait}, unfold]\n", ios: "27.1", device: "iphone-duo")
        .contains("folding or opening the device while it is mirrored"))
  }
}
