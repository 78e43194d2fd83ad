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

/// Opening and folding the iPhone Duo: the scene moves between its displays (`unfold`, `fold`).
@Suite struct IPhoneDuoFoldTests {
  static let body = """
    app: {UISupportedInterfaceOrientations: [UIInterfaceOrientationPortrait]}
    controllers: {feed: {supported: portrait}}
    window: {root: feed}

    """

  // Apple, windowScene(_:didUpdateEffectiveGeometry:): "Always called when a UIWindowScene moves
  // between screens"; opening the Duo moves the scene to the inner display (react-native-
  // orientation-director's Duo support); Tech Talk 111461: the inner display is regular/regular.
  // A move is a size transition even where the orientation stays, in UIKit's order: the traits'
  // will, the size's will, the geometry, then the traits' did.
  @Test func openingIsASizeTransitionToTheInnerDisplay() throws {
    let run = try play(
      Self.body + """
        steps:
          - launch: portrait
          - unfold
          - expect: {interface: portrait, windowSize: [669, 951], safeAreaInsets: {feed: [82, 0, 34, 0]}}
        """, ios: "27.1", device: "iphone-duo")
    #expect(run.failureMessages == [])
    let start = try #require(
      run.events.firstIndex { event in
        guard case .rotationDecision(let decision) = event.kind else { return false }
        return decision.trigger == .screenMove
      })
    let order = run.events[start...].map(\.kind.name).filter {
      [
        "willTransitionToTraitCollection", "viewWillTransitionToSize", "windowSceneDidUpdateGeometry",
        "traitCollectionDidChange",
      ]
      .contains($0)
    }
    #expect(
      order == [
        "willTransitionToTraitCollection", "viewWillTransitionToSize", "windowSceneDidUpdateGeometry",
        "traitCollectionDidChange",
      ])
  }

  // Folding while the inner display shows landscape: the outer display "behaves like any other
  // iPhone" (Tech Talk 111461), so the portrait-only app turns back to portrait there.
  @Test func foldingInLandscapeTurnsAPortraitAppBackUpright() throws {
    let run = try play(
      Self.body + """
        steps:
          - launch: portrait
          - unfold
          - rotate: landscapeLeft
          - wait: 1
          - expect: {interface: landscapeRight}
          - fold
          - wait: 1
          - expect:
              interface: portrait
              windowSize: [466, 678]
              events: [{kind: rotationDecision, trigger: screenMove, result: rotate}]
        """, ios: "27.1", device: "iphone-duo")
    #expect(run.failureMessages == [])
  }

  // Upside down on the inner display, where it shows; the outer display has no upside down
  // (a phone without a Home button), so folding turns the app to an orientation it shows.
  @Test func foldingUpsideDownEndsUpright() throws {
    let run = try play(
      """
      controllers: {feed: {supported: all}}
      window: {root: feed}
      steps:
        - launch: portrait
        - rotate: portraitUpsideDown
        - wait: 1
        - expect: {interface: portraitUpsideDown}
        - fold
        - wait: 1
        - expect: {interface: portrait, windowSize: [466, 678]}
      """, ios: "27.1", device: "iphone-duo-inner")
    #expect(run.failureMessages == [])
  }

  // Bad input: a fold the device cannot make is refused at load, at its step, saying why.
  @Test(
    arguments: [
      ("iphone-16-pro", "unfold", "device iphone-16-pro does not fold"),
      ("iphone-duo", "fold", "the device is already folded (the scene is on iphone-duo)"),
      ("iphone-duo-inner", "unfold", "the device is already open (the scene is on iphone-duo-inner)"),
    ])
  func aFoldTheDeviceCannotMakeIsALocatedError(device: String, step: String, message: String) throws {
    let error = try #require(
      throws: ScenarioError.self,
      performing: {
        try play(
          Self.body + """
            steps:
              - launch: portrait
              - \(step)
            """, ios: "27.1", device: device)
      })
    #expect(error.location.line == 9)
    #expect(error.description.contains(message))
  }

  @Test func aFoldBeforeLaunchIsALocatedError() throws {
    let error = try #require(
      throws: ScenarioError.self,
      performing: { try play(Self.body + "steps:\n  - unfold\n", ios: "27.1", device: "iphone-duo") })
    #expect(error.location.line == 8)
    #expect(error.description.contains("unfold"))
  }
}

/// The Duo's status bar sits in its bar strip (Apple, `UIVerticalBarBehavior.disabled`: "the
/// vertical status bar reverts to the horizontal axis"), so it can show on the display's side,
/// where a notched phone never shows it (radar 35694326: the iPhone X "always hides status bar
/// while in landscape orientation despite of what is returned from prefersStatusBarHidden").
@Suite struct IPhoneDuoStatusBarTests {
  @Test(arguments: [("iphone-duo-inner", false), ("iphone-16-pro", true)])
  func theStatusBarCanShowOnTheDuosSide(device: String, hidden: Bool) throws {
    let run = try play(
      """
      controllers: {feed: {supported: all, prefersStatusBarHidden: false}}
      window: {root: feed}
      steps:
        - launch: portrait
        - rotate: landscapeLeft
        - wait: 1
        - expect: {interface: landscapeRight, statusBarHidden: \(hidden)}
      """, ios: "27.1", device: device)
    #expect(run.failureMessages == [])
  }
}
