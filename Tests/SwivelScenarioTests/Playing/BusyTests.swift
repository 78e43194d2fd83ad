import SwivelCore
import SwivelKit
import Testing

@testable import SwivelScenario

/// `busy:`: the app's own code takes the main thread (Scenario reference, Steps; the controller
/// key `busy:`). UIKit delivers what reaches a blocked main thread when it is free: events queue
/// in the main run loop's input sources and timers fire late (Apple, Threading Programming
/// Guide, "Run Loops": a run loop processes its sources and timers only while it runs).
@Suite struct BusyTests {
  private func time(of kind: String, in run: ScenarioRun) -> [Double] {
    run.events(named: kind).map(\.time)
  }

  @Test func aTurnWhileTheAppIsBusyArrivesWhenItIsFree() throws {
    let run = try play(
      """
      controllers: {feed: {supported: allButUpsideDown}}
      window: {root: feed}
      steps:
        - launch: portrait
        - wait: 1
        - busy: 0.5
        - rotate: landscapeLeft
        - wait: 0.2
        - expect:
            interface: landscapeRight
            events: [{kind: mainThreadBusy, duration: 0.5}, {kind: deviceOrientationDidChange, orientation: landscapeLeft}]
      """, ios: "17.0", device: "iphone-15")
    #expect(run.failureMessages == [])
    #expect(time(of: "mainThreadBusy", in: run) == [1])
    // The turn came at 1.0 s and was handled at 1.5 s, when the main thread was free.
    #expect(time(of: "deviceOrientationDidChange", in: run) == [0, 1.5])
    #expect(run.steps.first { $0.step.action == .busy(seconds: 0.5) }?.time == 1)
  }

  // A turn that reaches the app while it rotates waits for the rotation's end, then UIKit asks
  // again: two turns queued behind busy code come out as one rotation there and one back.
  @Test func twoTurnsQueuedBehindBusyCodeEndWhereTheDeviceIs() throws {
    let run = try play(
      """
      controllers: {feed: {supported: allButUpsideDown}}
      window: {root: feed}
      steps:
        - launch: portrait
        - wait: 1
        - busy: 0.5
        - rotate: landscapeLeft
        - wait: 0.1
        - rotate: portrait
        - wait: 2
        - expect: {interface: portrait, device: portrait}
      """, ios: "17.0", device: "iphone-15")
    #expect(run.failureMessages == [])
    #expect(time(of: "deviceOrientationDidChange", in: run) == [0, 1.5, 1.5])
    #expect(run.events(named: "statusBarOrientationDidChange").count == 2)
  }

  // Timers and animations fall due meanwhile and run late: the rotation's completion, due 0.4 s
  // after the turn, waits for the busy time's end.
  @Test func aRotationUnderWayEndsLate() throws {
    let run = try play(
      """
      controllers: {feed: {supported: allButUpsideDown}}
      window: {root: feed}
      steps:
        - launch: portrait
        - wait: 1
        - rotate: landscapeLeft
        - busy: 2
        - wait: 3
        - expect: {interface: landscapeRight}
      """, ios: "7.0", device: "iphone-se-1")
    #expect(run.failureMessages == [])
    #expect(time(of: "willRotateToInterfaceOrientation", in: run) == [1])
    // Due at 1.3 s (the animation's duration), run at 3 s, when the main thread is free.
    #expect(time(of: "didRotateFromInterfaceOrientation", in: run) == [3])
  }

  // "The app spends 0.4 s in viewWillTransition": everything after the callback happens 0.4 s
  // later, and the trace says who took the time.
  @Test func aSlowCallbackDelaysTheRestOfTheRotation() throws {
    let slow = try play(
      """
      controllers: {feed: {supported: allButUpsideDown, busy: {viewWillTransition: 0.4}}}
      window: {root: feed}
      steps:
        - launch: portrait
        - wait: 1
        - rotate: landscapeLeft
        - wait: 2
        - expect:
            interface: landscapeRight
            events: [{kind: mainThreadBusy, controller: feed, name: viewWillTransition, duration: 0.4}]
      """, ios: "17.0", device: "iphone-15")
    #expect(slow.failureMessages == [])
    #expect(time(of: "viewWillTransitionToSize", in: slow) == [1])
    #expect(time(of: "statusBarOrientationDidChange", in: slow) == [1.4])
    #expect(
      TraceTextReport.line(for: slow.events(named: "mainThreadBusy")[0])
        == "feed takes the main thread 0.4 s in viewWillTransition")
  }

  @Test func aSlowViewDidLoadDelaysTheLaunch() throws {
    let run = try play(
      """
      controllers: {feed: {busy: {viewDidLoad: 1.5}}}
      window: {root: feed}
      steps:
        - launch: portrait
        - expect: {events: [{kind: viewDidLoad, controller: feed}, {kind: mainThreadBusy, controller: feed, name: viewDidLoad}]}
      """, ios: "17.0", device: "iphone-15")
    #expect(run.failureMessages == [])
    #expect(run.duration >= 1.5)
  }

  @Test(arguments: [
    (
      "steps:\n  - launch: portrait\n  - busy: -1\n",
      "t.yaml:6:11: error: -1 s of busy time in step 2 (busy); expected 0 seconds or more, at most 86,400 (a day)"
    ),
    (
      "steps:\n  - launch: portrait\n  - busy: soon\n",
      "t.yaml:6:11: error: step 2 (busy) is a string ('soon'); expected a number of seconds, 0 or more"
    ),
    (
      "steps:\n  - busy: 1\n  - launch: portrait\n",
      "t.yaml:5:5: error: step 1 (busy) comes before the app is launched, and busy needs the running app; expected '- launch: portrait' (or another device orientation) before this step"
    ),
    (
      "controllers: {feed: {busy: {viewDidAppear: 1}}}\nwindow: {root: feed}\n",
      "t.yaml:4:29: error: unknown key 'viewDidAppear' in busy of controller 'feed'; expected one of viewDidLoad, willRotate, viewWillTransition"
    ),
    (
      "controllers: {feed: {busy: 2}}\nwindow: {root: feed}\n",
      "t.yaml:4:28: error: busy of controller 'feed' is a number (2); expected a mapping of keys to values"
    ),
  ])
  func badBusyTimesAreClearErrors(body: String, message: String) {
    #expect(FirstVersionTests.loadError(body, ios: "17.0") == message)
  }
}
