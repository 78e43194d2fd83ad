import SwivelCore
import SwivelKit
import Testing

@testable import SwivelScenario

/// An iPad app in Split View and Slide Over takes its share of the screen
/// (`windowing: {mode: splitView, share: …}`; `MultitaskingLayout`).
@Suite struct SplitViewSizeTests {
  static let app = """
    app:
      UISupportedInterfaceOrientations~ipad: [UIInterfaceOrientationPortrait, UIInterfaceOrientationPortraitUpsideDown, UIInterfaceOrientationLandscapeLeft, UIInterfaceOrientationLandscapeRight]
      UILaunchStoryboardName: LaunchScreen
    controllers: {reader: {}}
    window: {root: reader}

    """

  // The measured 11-inch split (592 × 834 in landscape, compact across: Apple's multitasking
  // table) reached from full screen: a size transition with the traits' change, the interface
  // staying, then the half of the portrait width when the iPad turns upright.
  @Test func enteringHalfSplitViewIsASizeTransitionToHalfTheScreen() throws {
    let run = try play(
      Self.app + """
        steps:
          - launch: landscapeLeft
          - expect: {interface: landscapeRight, windowSize: [1194, 834]}
          - windowing: splitView
          - wait: 1
          - expect:
              windowing: splitView
              interface: landscapeRight
              windowSize: [592, 834]
              events:
                - {kind: windowingDidChange, mode: splitView}
                - {kind: willTransitionToTraitCollection, controller: reader, horizontalSizeClass: compact}
                - {kind: viewWillTransitionToSize, controller: reader, size: [592, 834]}
                - {kind: windowSceneDidUpdateGeometry, orientation: landscapeRight, size: [592, 834]}
                - {kind: traitCollectionDidChange, controller: reader}
          - rotate: portrait
          - wait: 1
          - expect:
              interface: portrait
              windowSize: [412, 1194]
              events: [{kind: viewWillTransitionToSize, controller: reader, size: [412, 1194]}]
        """, ios: "17.0", device: "ipad-pro-11")
    #expect(run.failureMessages == [])
  }

  // Apple's table: two thirds in landscape keeps a regular width, so no trait changes; a half on
  // the 12.9-inch iPad Pro is regular too.
  @Test func aRegularShareChangesNoTraits() throws {
    let run = try play(
      Self.app + """
        windowing: {mode: splitView, share: twoThirds}
        steps:
          - launch: landscapeLeft
          - expect: {windowSize: [809, 834]}
          - windowing: {mode: splitView, share: half}
          - wait: 1
          - expect: {windowSize: [592, 834], events: [{kind: traitCollectionDidChange, controller: reader}]}
          - windowing: {mode: splitView, share: oneThird}
          - wait: 1
          - expect: {windowSize: [375, 834], noEvents: [{kind: traitCollectionDidChange}]}
          - windowing: slideOver
          - wait: 1
          - expect: {windowSize: [375, 786]}
          - windowing: fullScreen
          - wait: 1
          - expect: {windowSize: [1194, 834], events: [{kind: traitCollectionDidChange, controller: reader}]}
        """, ios: "17.0", device: "ipad-pro-11")
    #expect(run.failureMessages == [])
    let twelve = try play(
      Self.app + """
        steps:
          - launch: landscapeLeft
          - windowing: splitView
          - wait: 1
          - expect: {windowSize: [678, 1024], noEvents: [{kind: traitCollectionDidChange}]}
        """, ios: "17.0", device: "ipad-pro-12.9")
    #expect(twelve.failureMessages == [])
  }

  static func loadError(_ body: String) -> String {
    SwivelScenarioTests.loadError(Self.app + body, ios: "17.0", device: "ipad-pro-11")
  }

  @Test func aShareOutsideSplitViewOrUnknownIsALocatedError() {
    #expect(
      Self.loadError("windowing: {mode: slideOver, share: half}\n").contains(
        "error: a share of the screen in slideOver in share of windowing; expected share: only with mode: splitView"))
    #expect(
      Self.loadError("windowing: {mode: splitView, share: quarter}\n").contains(
        "error: unknown share 'quarter' in share of windowing"))
    #expect(Self.loadError("windowing: {share: half}\n").contains("mode"))
  }
}

/// The iPhone Duo's inner display in Split View (iOS 27.1): 50:50 only, 469×669 in landscape
/// (Flutter's Duo probe), and still a resizable scene that ignores the masks and refuses
/// geometry requests (Tech Talk 111461: "your app will scale on the inner display, including in
/// Split View" applies only with UIRequiresFullScreen).
@Suite struct IPhoneDuoSplitViewTests {
  static let app = """
    app: {UISupportedInterfaceOrientations: [UIInterfaceOrientationPortrait]}
    controllers: {feed: {supported: portrait}}
    window: {root: feed}

    """

  @Test func theInnerDisplaySplitsInHalves() throws {
    let run = try play(
      Self.app + """
        steps:
          - launch: landscapeLeft
          - expect: {interface: landscapeRight, windowSize: [951, 669]}
          - windowing: splitView
          - wait: 1
          - expect:
              windowSize: [469, 669]
              events:
                - {kind: willTransitionToTraitCollection, controller: feed, horizontalSizeClass: compact}
                - {kind: viewWillTransitionToSize, controller: feed, size: [469, 669]}
          - requestGeometryUpdate: portrait
          - wait: 1
          - expect: {interface: landscapeRight, geometryError: {code: 101}}
        """, ios: "27.1", device: "iphone-duo-inner")
    #expect(run.failureMessages == [])
  }

  static func loadError(_ body: String, device: String = "iphone-duo-inner") -> String {
    SwivelScenarioTests.loadError(Self.app + body, ios: "27.1", device: device)
  }

  @Test func splitViewOnAnotherPhoneOrAtAnotherShareIsALocatedError() {
    #expect(
      Self.loadError("windowing: splitView\n", device: "iphone-16-pro").contains(
        "test.yaml:7:12: error: Split View on iphone-16-pro in windowing; expected an iPad, or the iPhone Duo's inner display"
      ))
    #expect(
      Self.loadError("steps: [{launch: portrait}, {windowing: {mode: splitView, share: twoThirds}}]\n").contains(
        "error: a share of twoThirds on iphone-duo-inner in step 2 (windowing); expected share: half, or none"))
    #expect(
      Self.loadError("windowing: splitView\nsteps: [{launch: portrait}, fold]\n").contains(
        "error: folding or opening the device with Split View in the scenario in step 2"))
    #expect(
      Self.loadError(
        "windowing: splitView\nsteps: [{launch: portrait}, {expect: {safeAreaInsets: {feed: [0, 0, 34, 0]}}}]\n"
      )
      .contains("error: safe-area figures in the iPhone Duo's Split View"))
  }
}
