import Foundation
import SwivelCore
import SwivelKit
import Testing

@testable import SwivelScenario

@Suite struct ScenarioPlayerTests {
  static let followingBanner = """
    controllers:
      feed:
        views:
          - {id: banner, frame: [0, 0, 375, 44], autoresizing: [flexibleWidth], followsDeviceOrientation: true}
    window: {root: feed}
    """

  // Spec section 6: steps with no `wait` between them share a run-loop turn, and the work they
  // defer runs after all of them; seed 004's view handles the change with a perform after a
  // delay of 0, cancelling the previous one, so two turns in one run-loop turn are handled once.
  @Test func stepsWithoutAWaitShareARunLoopTurn() throws {
    let run = try play(
      Self.followingBanner + """

        steps:
          - launch: portrait
          - wait: 1
          - rotate: landscapeLeft
          - rotate: landscapeRight
          - wait: 1
        """)
    let handled = run.events(named: "viewDidHandleDeviceOrientation").map(\.fields.last?.value)
    #expect(handled == [.text("portrait"), .text("landscapeRight")])
  }

  @Test func aWaitBetweenStepsGivesEachItsTurn() throws {
    let run = try play(
      Self.followingBanner + """

        steps:
          - launch: portrait
          - wait: 1
          - rotate: landscapeLeft
          - wait: 0
          - rotate: landscapeRight
          - wait: 1
        """)
    let handled = run.events(named: "viewDidHandleDeviceOrientation").map(\.fields.last?.value)
    // Seed 004: the turn from landscapeLeft to landscapeRight is within the same family, which
    // "was handled by the parent UIViewController": the view skips it.
    #expect(handled == [.text("portrait"), .text("landscapeLeft")])
  }

  // Seed 004: the device's orientation is unknown until notifications begin, and the first
  // report comes a moment later (the next turn); a turn in the launch's own turn makes it moot.
  @Test func theFirstOrientationReportComesOnTheTurnAfterLaunch() throws {
    let later = try play("steps:\n  - launch: portrait\n  - wait: 0\n  - rotate: landscapeLeft\n")
    #expect(
      later.events(named: "deviceOrientationDidChange").map(\.fields.first?.value) == [
        .text("portrait"), .text("landscapeLeft"),
      ])
    let sameTurn = try play("steps:\n  - launch: portrait\n  - rotate: landscapeLeft\n")
    #expect(sameTurn.events(named: "deviceOrientationDidChange").map(\.fields.first?.value) == [.text("landscapeLeft")])
  }

  @Test func waitsMoveVirtualTime() throws {
    let run = try play("steps:\n  - launch: portrait\n  - wait: 0.25\n  - wait: 1\n  - rotate: landscapeLeft\n")
    let turn = try #require(run.events(named: "deviceOrientationDidChange").last)
    #expect(abs(turn.time - 1.25) < 1e-9)
    // Without a root the app's mask decides (iOS 6+): the quarter turn's 0.3 s run on after it.
    #expect(abs(run.duration - 1.55) < 1e-9)
  }

  // Seed 001: a portrait app (Deployment Info: portrait) whose delegate allows all orientations
  // after launch; the feed supports portrait only, so turning the device does not turn it.
  @Test func seed001FeedStaysPortrait() throws {
    let run = try play(
      """
      app:
        UISupportedInterfaceOrientations: [UIInterfaceOrientationPortrait]
        delegateMask: all
      controllers:
        feed: {supported: portrait}
      window: {root: feed}
      steps:
        - launch: portrait
        - wait: 1
        - rotate: landscapeLeft
        - expect:
            interface: portrait
            top: feed
            events:
              - {kind: rotationDecision, device: landscapeLeft, decider: feed, mask: [portrait], result: stay}
            noEvents: [{kind: willRotateToInterfaceOrientation}]
      """)
    #expect(run.failureMessages == [])
    #expect(run.passed)
  }

  // Seed 001: the delegate's answer "will kick in after the app launches, and override the
  // orientations listed in the Deployment Info": a controller supporting landscape rotates.
  @Test func theDelegateMaskOverridesInfoPlistAfterLaunch() throws {
    func interface(delegate: String) throws -> [String] {
      let run = try play(
        """
        app:
          UISupportedInterfaceOrientations: [UIInterfaceOrientationPortrait]
        \(delegate)
        controllers:
          photos: {supported: all}
        window: {root: photos}
        steps:
          - launch: portrait
          - wait: 1
          - rotate: landscapeLeft
          - wait: 1
        """)
      return run.events(named: "statusBarOrientationDidChange").map { "\($0.fields.first!.value)" }
    }
    #expect(try interface(delegate: "  delegateMask: all") == ["landscapeRight"])
    #expect(try interface(delegate: "") == [])
  }

  // Seed 000: "The window adjusts the frame of its root view controller to match the new size,
  // and this size in turn is propagated down the view hierarchy to other views" (iOS 8 and later:
  // the window's bounds turn with the interface).
  @Test func viewsAutoresizeWithTheWindow() throws {
    let run = try play(
      """
      controllers:
        feed:
          views:
            - id: banner
              frame: [0, 0, 375, 44]
              autoresizing: [flexibleWidth, flexibleBottomMargin]
              subviews:
                - {id: badge, frame: [335, 4, 36, 36], autoresizing: [flexibleLeftMargin]}
      window: {root: feed}
      steps:
        - launch: portrait
        - wait: 1
        - rotate: landscapeLeft
        - expect:
            interface: landscapeRight
            windowSize: [667, 375]
            frames: {banner: [0, 0, 667, 44], badge: [627, 4, 36, 36]}
      """, ios: "8.0")
    #expect(run.failureMessages == [])
  }

  // Seed 000: "If it is [0], the system throws a UIApplicationInvalidInterfaceOrientationException
  // exception"; spec section 6.1: an error ends the scenario, an `expect` right after checks it.
  @Test func anErrorEndsTheScenarioAndTheExpectRightAfterChecksIt() throws {
    let run = try play(
      """
      controllers:
        feed: {supported: portrait}
      window: {root: feed}
      steps:
        - launch: portrait
        - wait: 1
        - set: {controller: feed, supported: []}
        - rotate: landscapeLeft
        - expect:
            error: {name: UIApplicationInvalidInterfaceOrientation, reason: "Supported orientations has no common orientation with the application, and shouldAutorotate is returning YES"}
        - rotate: portrait
        - expect: {interface: landscapeRight}
      """)
    #expect(run.passed)
    #expect(run.uncaughtError?.wasExpected == true)
    #expect(run.steps.map(\.didRun) == [true, true, true, true, true, false, false])
    #expect(run.expectations.count == 1)
    #expect(run.events.last?.kind.name == "error")
  }

  @Test func anErrorNobodyExpectedFailsAtItsStep() throws {
    let run = try play(
      """
      controllers:
        feed: {supported: portrait}
      window: {root: feed}
      steps:
        - launch: portrait
        - wait: 1
        - set: {controller: feed, supported: []}
        - rotate: landscapeLeft
        - expect: {interface: portrait}
      """)
    // The `expect` right after the error checks no error: it does not run; the error is the failure.
    #expect(!run.passed)
    #expect(run.passedCount == 0)
    #expect(run.failedCount == 1)
    #expect(run.steps.last?.didRun == false)
    let messages = run.failureMessages
    #expect(messages.count == 1)
    #expect(messages.last?.hasPrefix("test.yaml:11: expected no uncaught error") == true)
  }

  // Seed 000: `shouldAutorotate` NO suppresses the rotation; `set:` changes answers from then on,
  // and `attemptRotation` asks again (Apple, attemptRotationToDeviceOrientation()).
  @Test func setChangesAnswersFromThenOnAndAttemptRotationAsksAgain() throws {
    let run = try play(
      """
      controllers:
        feed: {shouldAutorotate: false}
      window: {root: feed}
      steps:
        - launch: portrait
        - wait: 1
        - rotate: landscapeLeft
        - expect:
            interface: portrait
            events: [{kind: rotationDecision, result: suppressed}]
        - set: {controller: feed, shouldAutorotate: true}
        - expect: {interface: portrait}
        - attemptRotation
        - expect:
            interface: landscapeRight
            events: [{kind: rotationDecision, result: rotate}, {kind: didRotateFromInterfaceOrientation, from: portrait}]
      """)
    #expect(run.failureMessages == [])
  }

  // Seed 002: iPhone OS 3 to iOS 5 rotate a controller implementing the half-step callbacks in
  // two halves.
  @Test func twoStepControllersGetTheHalfStepCallbacksInIOS5() throws {
    let run = try play(
      """
      controllers:
        feed: {legacyAutorotate: all, rotationCallbacks: twoStep}
      window: {root: feed}
      steps:
        - launch: portrait
        - wait: 1
        - rotate: landscapeLeft
        - expect:
            events:
              - {controller: feed, kind: willRotateToInterfaceOrientation, to: landscapeRight}
              - {controller: feed, kind: willAnimateFirstHalfOfRotationToInterfaceOrientation, to: landscapeRight}
              - {controller: feed, kind: didAnimateFirstHalfOfRotationToInterfaceOrientation, to: landscapeRight}
              - {controller: feed, kind: willAnimateSecondHalfOfRotationFromInterfaceOrientation, from: portrait}
              - {controller: feed, kind: didRotateFromInterfaceOrientation, from: portrait}
            noEvents: [{kind: willAnimateRotationToInterfaceOrientation}]
      """, ios: "5.0")
    #expect(run.failureMessages == [])
  }

  // Apple, viewWillTransition(to:with:) (iOS 8): a controller that implements it without calling
  // super gets no deprecated rotation callbacks.
  @Test func transitionCallbacksReplaceTheLegacyOnes() throws {
    let run = try play(
      """
      controllers:
        feed: {transitionCallbacks: true}
      window: {root: feed}
      steps:
        - launch: portrait
        - wait: 1
        - rotate: landscapeLeft
        - expect:
            events: [{controller: feed, kind: viewWillTransitionToSize, size: [667, 375]}]
            noEvents: [{kind: willRotateToInterfaceOrientation}, {kind: didRotateFromInterfaceOrientation}]
      """, ios: "8.0")
    #expect(run.failureMessages == [])
  }

  @Test func theRunLoopSettlesAfterTheLastStep() throws {
    let run = try play(
      "controllers: {feed: }\nwindow: {root: feed}\nsteps:\n  - launch: portrait\n  - wait: 1\n  - rotate: landscapeLeft\n"
    )
    #expect(run.events.last?.kind.name == "didRotateFromInterfaceOrientation")
    #expect(abs(run.duration - 1.3) < 1e-9)
  }

  @Test func aStepRecordHoldsTheEventsItCaused() throws {
    let run = try play("steps:\n  - launch: portrait\n  - wait: 1\n  - rotate: landscapeLeft\n  - expect: {}\n")
    #expect(
      run.steps.map { run.events[$0.events].map(\.kind.name) } == [
        ["launch"], ["deviceOrientationDidChange", "rotationDecision"],
        ["deviceOrientationDidChange", "rotationDecision", "statusBarOrientationDidChange"], [],
      ])
  }
}

@Suite struct ScenarioWorldTests {
  static func scenario(_ body: String, directory: String = "") throws -> Scenario {
    try ScenarioLoader(fileExists: { _ in true }).load(
      yaml: "swivel: 1\ndevice: iphone-8\n" + body, file: "w.yaml", directory: directory)
  }

  // Spec section 4: inline keys "override infoPlist's".
  @Test func inlineKeysOverrideTheInfoPlistFile() throws {
    let directory = Fixture.directory
    let scenario = try Self.scenario(
      "app:\n  infoPlist: Info.plist\n  UIInterfaceOrientation: UIInterfaceOrientationLandscapeLeft\n",
      directory: directory)
    let file = try InfoPlistReader.read(contentsOf: Fixture.path("Info.plist"))
    let plist = try ScenarioWorld.infoPlist(of: scenario.app)
    #expect(plist.interfaceOrientation == .landscapeLeft)
    #expect(plist.supportedInterfaceOrientations == file.supportedInterfaceOrientations)
  }

  @Test func anInfoPlistThatCannotBeReadIsATypedErrorAtItsLine() throws {
    let directory = URL(fileURLWithPath: Fixture.directory).deletingLastPathComponent().appendingPathComponent(
      "InfoPlist"
    ).path
    let scenario = try Self.scenario("app:\n  infoPlist: junk-text.plist\n", directory: directory)
    #expect {
      try ScenarioPlayer().play(scenario)
    } throws: { error in
      guard let error = error as? ScenarioPlayError, case .unreadableInfoPlist = error.problem else { return false }
      return error.location.line == 4 && error.description.hasPrefix("w.yaml:4:")
    }
  }

  @Test func theClassNameIsTheOneDeclared() throws {
    let world = try ScenarioWorld(
      scenario: Self.scenario("controllers:\n  feed: {class: FeedViewController}\n  other:\n"))
    #expect(world.controllers["feed"]?.className == "FeedViewController")
    #expect(world.controllers["other"]?.className == "other")
    #expect(world.controllers["feed"] is DeclaredViewController)
    #expect(!(world.controllers["feed"] is any TwoStepRotation))
  }
}

@Suite struct ScenarioPlayerStepTests {
  // UIKit: pushing a controller already in the stack raises NSInvalidArgumentException.
  @Test func pushingAControllerAlreadyInTheStackRaises() throws {
    let run = try play(
      """
      controllers:
        list:
        nav: {kind: navigation, children: [list]}
      window: {root: nav}
      steps:
        - launch: portrait
        - push: {on: nav, controller: list}
        - expect: {error: {name: NSInvalidArgumentException}}
      """)
    #expect(run.failureMessages == [])
    #expect(run.uncaughtError?.exception.reason.hasPrefix("Pushing the same view controller instance") == true)
  }

  // UIKit: popViewController(animated:) on a stack of one returns nil.
  @Test func popOfTheRootDoesNothing() throws {
    let run = try play(
      """
      controllers:
        list:
        nav: {kind: navigation, children: [list]}
      window: {root: nav}
      steps:
        - launch: portrait
        - wait: 1
        - expect: {}
        - pop: nav
        - expect: {top: nav, noError: true}
      """)
    #expect(run.failureMessages == [])
    #expect(run.events(named: "popped").isEmpty)
  }

  // Spec 6: `dismiss: b` dismisses b and what it presented. UIKit's dismiss(animated:) on b
  // would dismiss only c, which b presented; the step dismisses from b's presenter (review
  // finding 1). iOS 8: a (portrait) comes back and the interface turns back to portrait.
  @Test func dismissTakesTheControllerAndWhatItPresentedOffTheScreen() throws {
    let run = try play(
      """
      controllers:
        a: {supported: portrait}
        b: {supported: all}
        c: {supported: landscape}
      window: {root: a}
      steps:
        - launch: portrait
        - wait: 1
        - present: {controller: b, style: fullScreen}
        - present: {controller: c, style: fullScreen}
        - wait: 1
        - expect: {top: c, interface: landscapeRight}
        - dismiss: b
        - wait: 1
        - expect: {top: a, interface: portrait}
        - present: b
        - wait: 1
        - expect: {top: b, noError: true}
      """, ios: "8.0")
    #expect(run.failureMessages == [])
    let dismissed = run.events(named: "dismissed").compactMap { event in
      if case .dismissed(let controller, _) = event.kind { controller } else { nil }
    }
    #expect(dismissed == ["c", "b"])
  }

  // Issue 10: dismissing what is not presented is the no-op UIKit makes it (Apple,
  // `dismiss(animated:completion:)`: the presenting controller is asked to dismiss what it
  // presented; a controller that presented nothing and is not presented has nothing to dismiss).
  @Test(arguments: [
    "  - dismiss: b\n", "  - dismiss: a\n",
    "  - present: b\n  - wait: 1\n  - present: c\n  - dismiss: b\n  - dismiss: b\n",
  ])
  func dismissingWhatIsNotPresentedChangesNothing(steps: String) throws {
    let run = try play(
      "controllers: {a: , b: , c: }\nwindow: {root: a}\nsteps:\n  - launch: portrait\n" + steps
        + "  - wait: 1\n  - expect: {top: a, noError: true}\n")
    #expect(run.failureMessages == [])
  }

  // A controller not presented that presented one: UIKit's `dismiss` on it dismisses what it presented.
  @Test func dismissingAPresenterDismissesWhatItPresented() throws {
    let run = try play(
      "controllers: {a: , b: }\nwindow: {root: a}\nsteps:\n  - launch: portrait\n  - present: b\n  - wait: 1\n"
        + "  - dismiss: a\n  - wait: 1\n  - expect: {top: a, noError: true, events: [{kind: dismissed, controller: b}]}\n"
    )
    #expect(run.failureMessages == [])
  }

  // Seed 003: UIKit's navigation controller does not ask its children (iOS 6+); a subclass
  // answering with its top controller's answers (`forwards: top`) does, and `set:` can switch it.
  @Test func forwardingFollowsTheTopControllerAndCanBeSet() throws {
    let run = try play(
      """
      controllers:
        list: {supported: portrait}
        detail: {supported: allButUpsideDown}
        nav: {kind: navigation, children: [list], forwards: top}
      window: {root: nav}
      steps:
        - launch: portrait
        - wait: 1
        - rotate: landscapeLeft
        - expect: {interface: portrait}
        - rotate: portrait
        - push: {on: nav, controller: detail}
        - rotate: landscapeLeft
        - expect: {interface: landscapeRight}
        - set: {controller: nav, forwards: none, supported: portrait}
        - rotate: portrait
        - wait: 1
        - rotate: landscapeLeft
        - expect: {interface: portrait}
      """)
    #expect(run.failureMessages == [])
  }

  // The extra kinds the engine records can be named in patterns as well.
  @Test func patternsNameTheExtraKindsToo() throws {
    let run = try play(
      """
      controllers:
        list:
        detail:
        nav: {kind: navigation, children: [list]}
      window: {root: nav}
      steps:
        - launch: portrait
        - push: {on: nav, controller: detail}
        - expect:
            events: [{kind: launch, device: portrait}, {kind: viewDidLoad, controller: list}, {kind: pushed, controller: detail}]
      """)
    #expect(run.failureMessages == [])
  }

  @Test(
    "what a class cannot become is refused before playing",
    arguments: [
      "controllers:\n  nav: {kind: navigation, rotationCallbacks: twoStep}\n",
      "controllers:\n  a:\nsteps:\n  - set: {controller: a, rotationCallbacks: twoStep}\n",
      "controllers:\n  a: {rotationCallbacks: twoStep}\nsteps:\n  - set: {controller: a, rotationCallbacks: oneStep}\n",
    ])
  func refusedBeforePlaying(body: String) throws {
    let scenario = try ScenarioLoader().load(yaml: "swivel: 1\ndevice: iphone-8\n" + body, file: "x.yaml")
    #expect {
      try ScenarioPlayer().play(scenario)
    } throws: { error in
      guard let error = error as? ScenarioPlayError, case .unsupported = error.problem else { return false }
      return error.location.line > 2
    }
  }
}

@Suite struct ScenarioDeviceTests {
  // Spec section 3: an inline device; iOS 8 and later turn the window's bounds.
  @Test func anInlineDeviceSizesTheWindow() throws {
    let run = try play(
      """
      device: {idiom: phone, size: [320, 480], homeButton: true}
      controllers: {feed: }
      window: {root: feed}
      steps:
        - launch: portrait
        - wait: 1
        - expect: {windowSize: [320, 480]}
        - rotate: landscapeLeft
        - expect: {windowSize: [480, 320], interface: landscapeRight}
      """, ios: "8.0")
    #expect(run.failureMessages == [])
  }

  // Seed 000: "By default, view controllers on devices that use the iPad idiom support all four
  // orientations. On devices that use the iPhone idiom, all interface orientations but
  // upside-down portrait are supported."
  @Test(arguments: zip(["ipad-9.7", "iphone-8"], ["portraitUpsideDown", "portrait"]))
  func theIdiomDecidesTheDefaultMask(device: String, interface: String) throws {
    let run = try play(
      """
      app:
        UIRequiresFullScreen: true
      controllers: {feed: }
      window: {root: feed}
      steps:
        - launch: portrait
        - wait: 1
        - rotate: portraitUpsideDown
        - expect: {interface: \(interface)}
      """, ios: "9.0", device: device)
    #expect(run.failureMessages == [])
  }

  // Core Foundation puts a key's `~ipad` variant in the plain key's place on iPad
  // (swift-corelibs-foundation, CFBundle_InfoPlist.c, _CFBundleInfoPlistProcessInfoDictionary):
  // UIRequiresFullScreen~ipad decides whether the iPad app multitasks, and so whether its
  // portrait-only root is asked (Apple, supportedInterfaceOrientations: a multitasking app's
  // controllers are not asked).
  @Test(arguments: zip(["true", "false"], ["portrait", "landscapeRight"]))
  func theIPadFullScreenKeyDecidesOverThePlainKey(ipad: String, interface: String) throws {
    let run = try play(
      """
      app:
        UIRequiresFullScreen: \(ipad == "true" ? "false" : "true")
        UIRequiresFullScreen~ipad: \(ipad)
      controllers: {feed: {supported: portrait}}
      window: {root: feed}
      steps:
        - launch: portrait
        - wait: 1
        - rotate: landscapeLeft
        - expect: {interface: \(interface)}
      """, ios: "9.0", device: "ipad-9.7")
    #expect(run.failureMessages == [])
  }
}

@Suite struct DeclaredViewLayoutTests {
  // Spec section 5.1: frames are those of the launch layout. A controller that first appears
  // after the interface turned has its views autoresized from the launch size.
  @Test func viewsOfAControllerFirstShownInLandscapeAreResizedFromTheLaunchLayout() throws {
    let run = try play(
      """
      controllers:
        home: {supported: all}
        photos:
          supported: all
          views:
            - {id: caption, frame: [50, 600, 100, 44], autoresizing: [flexibleLeftMargin, flexibleRightMargin, flexibleTopMargin]}
      window: {root: home}
      steps:
        - launch: portrait
        - wait: 1
        - rotate: landscapeLeft
        - wait: 1
        - present: {controller: photos, style: fullScreen}
        - expect:
            interface: landscapeRight
            frames: {caption: [103.090909, 308, 100, 44]}
      """, ios: "8.0")
    // Horizontally the 292 points gained are shared by the margins 50 : 225; vertically the
    // top margin takes all 292 lost.
    #expect(run.failureMessages == [])
  }

  @Test func viewsOfAContainersChildKeepTheirDeclaredFrames() throws {
    let run = try play(
      """
      controllers:
        list:
          views:
            - {id: badge, frame: [50, 10, 100, 44], autoresizing: [flexibleLeftMargin, flexibleRightMargin]}
            - {id: bar, frame: [0, 623, 375, 44], autoresizing: [flexibleWidth, flexibleTopMargin]}
        nav: {kind: navigation, children: [list]}
      window: {root: nav}
      steps:
        - launch: portrait
        - expect: {frames: {badge: [50, 10, 100, 44], bar: [0, 623, 375, 44]}}
      """)
    #expect(run.failureMessages == [])
  }
}
