import SwivelCore
import Testing

@testable import SwivelKit

@Suite struct TraceRecorderTests {
  @Test func eventsAreStampedWithTheClockAndKeptInOrder() {
    let clock = VirtualClock()
    let recorder = TraceRecorder(clock: clock)
    var streamed: [TraceEvent] = []
    recorder.onRecord = { streamed.append($0) }
    recorder.record(.deviceOrientationDidChange(orientation: .portrait))
    clock.wait(until: 1.25)
    recorder.record(.statusBarOrientationDidChange(orientation: .landscapeRight, from: .portrait))
    #expect(recorder.events.map(\.time) == [0, 1.25])
    #expect(streamed == recorder.events)
    #expect(recorder.events(from: 1).map(\.kind.name) == ["statusBarOrientationDidChange"])
    #expect(recorder.events(from: 7).isEmpty)
  }

  // Spec section 7: kinds and fields, in the spec's order.
  @Test func kindsAndFieldsAreTheSpecs() {
    let decision = TraceEvent(
      time: 0,
      kind: .rotationDecision(
        RotationDecision(
          trigger: .attemptRotation, deviceOrientation: .landscapeLeft, interfaceOrientation: .portrait,
          result: .stay, reason: .alreadyInOrientation, arbiter: .applicationWithoutRoot,
          allowed: .allButUpsideDown)))
    #expect(decision.kind.name == "rotationDecision")
    // Section 7's fields in its order, then the extra `trigger` (extra fields may be added).
    #expect(decision.fields.map(\.key) == ["device", "decider", "mask", "result", "reason", "trigger"])
    #expect(
      decision.fields.map(\.value) == [
        .text("landscapeLeft"), .null, .names(["portrait", "landscapeRight", "landscapeLeft"]), .text("stay"),
        .text("stays portrait"), .text("attemptRotation"),
      ])
    let statusBar = TraceEvent(
      time: 0, kind: .statusBarOrientationDidChange(orientation: .landscapeRight, from: .portrait))
    #expect(statusBar.fields.map(\.key) == ["orientation", "from"])
    let layout = TraceEvent(
      time: 0, kind: .viewWillLayoutSubviews(controller: "feed", bounds: Rect(x: 0, y: 0, width: 667, height: 375)))
    #expect(layout.fields.map(\.value) == [.text("feed"), .numbers([0, 0, 667, 375])])
    let launch = TraceEvent(time: 0, kind: .launch(device: .portrait, orientation: .landscapeRight, reason: "snapped"))
    #expect(launch.kind.name == "launch")
    #expect(launch.fields.map(\.key) == ["device", "orientation", "reason"])
    let handled = TraceEvent(time: 0, kind: .viewDidHandleDeviceOrientation(view: "banner", orientation: .faceUp))
    #expect(handled.fields.map(\.key) == ["view", "orientation"])
  }
}
