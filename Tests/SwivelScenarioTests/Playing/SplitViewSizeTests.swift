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
    do {
      _ = try play(Self.app + body, ios: "17.0", device: "ipad-pro-11")
      return "loaded"
    } catch {
      return "\(error)"
    }
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
