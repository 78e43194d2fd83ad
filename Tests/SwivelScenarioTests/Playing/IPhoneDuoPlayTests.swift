import SwivelCore
import SwivelKit
import Testing

@testable import SwivelScenario

/// The iPhone Duo's inner display in play: a resizable scene where UIKit ignores the supported
/// orientations (Apple, Tech Talk 111461; measured, Flutter's Duo probe).
@Suite struct IPhoneDuoPlayTests {
  static let portraitApp = """
    app: {UISupportedInterfaceOrientations: [UIInterfaceOrientationPortrait]}
    controllers: {feed: {supported: portrait, prefersLocked: true}}
    window: {root: feed}

    """

  // Tech Talk 111461: the inner display "doesn't honor your supported interface orientations";
  // Flutter's Duo probe: a portrait mask was ignored and the scene came up upside down.
  @Test func theInnerDisplayTurnsAPortraitAppEveryWay() throws {
    let run = try play(
      Self.portraitApp + """
        steps:
          - launch: landscapeLeft
          - expect: {interface: landscapeRight, windowSize: [951, 669], safeAreaInsets: {feed: [0, 0, 34, 84]}}
          - rotate: portraitUpsideDown
          - wait: 1
          - expect:
              interface: portraitUpsideDown
              events: [{kind: rotationDecision, result: rotate}]
        """, ios: "27.1", device: "iphone-duo-inner")
    #expect(run.failureMessages == [])
    let decision = try #require(run.events(named: "rotationDecision").last)
    guard case .rotationDecision(let made) = decision.kind else { throw CancellationError() }
    #expect(made.arbiter == .resizableScene)
    #expect(made.description.contains("resizable scene ignores the supported orientations (app [portrait])"))
  }

  // Flutter's Duo probe: on the inner display requestGeometryUpdate fails with
  // `Error Domain=UISceneErrorDomain Code=101 "The current windowing mode does not allow for
  // programmatic changes to interface orientation."`; the iOS 26 lock is not held either
  // (Retro Cartridge's design notes: not locked although preferred).
  @Test func theInnerDisplayRefusesGeometryRequestsAndTheLock() throws {
    let run = try play(
      Self.portraitApp + """
        steps:
          - launch: portrait
          - expect: {locked: false}
          - requestGeometryUpdate: landscape
          - wait: 1
          - expect:
              interface: portrait
              events: [{kind: geometryRequestError, code: 101, message: "The current windowing mode does not allow for programmatic changes to interface orientation."}]
          - rotate: landscapeLeft
          - wait: 1
          - expect: {interface: landscapeRight}
        """, ios: "27.1", device: "iphone-duo-inner")
    #expect(run.failureMessages == [])
  }

  // The outer display "behaves like any other iPhone" (Tech Talk 111461); UIRequiresFullScreen
  // makes the inner display respect the orientations ("your app will scale", Tech Talk 111461);
  // an app built with the 26 SDK is not opted in to resizability (WWDC26 Platforms State of the
  // Union; that its orientations then count is Swivel's inference).
  @Test(
    arguments: [
      ("iphone-duo", nil, false), ("iphone-duo-inner", nil, true), ("iphone-duo-inner", "26.2", false),
    ] as [(String, String?, Bool)])
  func wherePortraitHolds(device: String, sdk: String?, requiresFullScreen: Bool) throws {
    let sdkLine = sdk.map { "sdk: \"\($0)\"\n" } ?? ""
    let run = try play(
      sdkLine + """
        app: {UISupportedInterfaceOrientations: [UIInterfaceOrientationPortrait], UIRequiresFullScreen: \(requiresFullScreen)}
        controllers: {feed: {supported: portrait}}
        window: {root: feed}
        steps:
          - launch: landscapeLeft
          - expect: {interface: portrait}
          - rotate: landscapeRight
          - wait: 1
          - expect: {interface: portrait}
        """, ios: "27.1", device: device)
    #expect(run.failureMessages == [])
  }

  // The safe-area figures hold for apps built with the 27.1 SDK; an expectation of them with an
  // older SDK is refused at its line, saying why.
  @Test func aSafeAreaExpectationWithAnOlderSDKIsALocatedError() throws {
    let error = try #require(
      throws: ScenarioError.self,
      performing: {
        try play(
          """
          sdk: "27.0"
          controllers: {feed: {}}
          window: {root: feed}
          steps:
            - launch: portrait
            - expect: {safeAreaInsets: {feed: [82, 0, 34, 0]}}
          """, ios: "27.1", device: "iphone-duo-inner")
      })
    #expect(error.location.line == 9)
    #expect(
      error.description.contains(
        "no safe-area figures for device iphone-duo-inner on iOS 27.1 built with the iOS 27.0 SDK (its figures hold from the 27.1 SDK)"
      ))
  }
}
