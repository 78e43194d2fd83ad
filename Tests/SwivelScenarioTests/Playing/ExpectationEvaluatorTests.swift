import SwivelCore
import SwivelKit
import Testing

@testable import SwivelScenario

typealias Expectation = SwivelScenario.Expectation

@Suite struct ExpectationEvaluatorTests {
  let here = SourceLocation(file: "e.yaml", line: 7, column: 5)

  func located<Value>(_ value: Value, line: Int = 8) -> Located<Value> {
    Located(value, at: SourceLocation(file: "e.yaml", line: line, column: 7))
  }

  var state: ObservedState {
    ObservedState(
      device: .landscapeLeft, interface: .landscapeRight, statusBar: .landscapeRight,
      windowSize: Size(width: 667, height: 375), top: "photos",
      frames: ["banner": Rect(x: 0, y: 0, width: 667, height: 44)])
  }

  func failures(_ expectation: Expectation, state: ObservedState? = nil, events: [TraceEvent] = [])
    -> [ExpectationFailure]
  {
    ExpectationEvaluator.failures(of: expectation, at: here, state: state ?? self.state, events: events[...])
  }

  @Test func anEmptyExpectationHolds() {
    #expect(failures(Expectation()).isEmpty)
  }

  @Test func everyKeyThatMatchesHolds() {
    let expectation = Expectation(
      device: located(.landscapeLeft), interface: located(.landscapeRight), statusBar: located(.landscapeRight),
      windowSize: located(Size(width: 667, height: 375)), top: located("photos"),
      frames: [FrameExpectation(view: "banner", frame: Rect(x: 0, y: 0, width: 667, height: 44), at: here)],
      noError: here)
    #expect(failures(expectation).isEmpty)
  }

  @Test func eachWrongKeyFailsOnItsOwnLineWithWhatHappened() {
    let expectation = Expectation(
      device: located(.portrait, line: 10), interface: located(.portrait, line: 11),
      statusBar: located(.landscapeLeft, line: 12), windowSize: located(Size(width: 375, height: 667), line: 13),
      top: located("feed", line: 14))
    let messages = failures(expectation).map(\.message)
    #expect(
      messages == [
        "e.yaml:10: expected device portrait, got landscapeLeft",
        "e.yaml:11: expected interface portrait, got landscapeRight",
        "e.yaml:12: expected statusBar landscapeLeft, got landscapeRight",
        "e.yaml:13: expected windowSize [375, 667], got [667, 375]",
        "e.yaml:14: expected top feed, got photos",
      ])
  }

  /// `interface:` given a mask holds when the interface is any of its orientations: what a draft
  /// of `swivel scan` expects while a controller whose answer is a mask is on screen.
  @Test func anInterfaceMaskHoldsForAnyOfItsOrientations() {
    var expectation = Expectation()
    expectation.interfaceIn = located(.landscape, line: 11)
    #expect(failures(expectation).isEmpty)
    expectation.interfaceIn = located([.portrait, .portraitUpsideDown], line: 11)
    #expect(
      failures(expectation).map(\.message) == [
        "e.yaml:11: expected interface in [portrait, portraitUpsideDown], got landscapeRight"
      ])
    expectation.interfaceIn = located(.allButUpsideDown, line: 11)
    let state = ObservedState(device: .unknown, interface: nil, statusBar: .portrait, windowSize: nil, top: nil)
    #expect(failures(expectation, state: state).map(\.got) == ["no key window (the app has not launched)"])
  }

  @Test("frames and sizes are equal within 0.001 pt", arguments: zip([0.0009, 0.0011], [true, false]))
  func frameTolerance(offset: Double, holds: Bool) {
    let expectation = Expectation(
      windowSize: located(Size(width: 667 + offset, height: 375)),
      frames: [FrameExpectation(view: "banner", frame: Rect(x: offset, y: 0, width: 667, height: 44), at: here)])
    #expect(failures(expectation).isEmpty == holds)
  }

  @Test func aFrameOfAViewNotLoadedFails() {
    let expectation = Expectation(frames: [FrameExpectation(view: "badge", frame: .zero, at: here)])
    #expect(failures(expectation).map(\.got) == ["view badge is not loaded: its controller has not appeared"])
  }

  @Test func beforeLaunchThereIsNoWindow() {
    let state = ObservedState(device: .unknown, interface: nil, statusBar: .portrait, windowSize: nil, top: nil)
    let expectation = Expectation(interface: located(.portrait), windowSize: located(Size(width: 375, height: 667)))
    #expect(
      failures(expectation, state: state).map(\.got)
        == Array(repeating: "no key window (the app has not launched)", count: 2))
  }

  static let raised = RaisedException(name: .invalidInterfaceOrientation, reason: "no common orientation")

  @Test(
    "error compares the name and the reason exactly; either may be left out",
    arguments: zip(
      [
        ErrorExpectation(name: "UIApplicationInvalidInterfaceOrientation", reason: "no common orientation"),
        ErrorExpectation(name: "UIApplicationInvalidInterfaceOrientation"),
        ErrorExpectation(reason: "no common orientation"),
        ErrorExpectation(name: "NSInvalidArgumentException"),
        ErrorExpectation(reason: "no common orientation."),
      ], [true, true, true, false, false]))
  func error(expected: ErrorExpectation, holds: Bool) {
    var state = self.state
    state.error = Self.raised
    #expect(failures(Expectation(error: located(expected)), state: state).isEmpty == holds)
  }

  @Test func anExpectedErrorThatWasNotRaisedFails() {
    let failures = failures(Expectation(error: located(ErrorExpectation(name: "NSInvalidArgumentException"))))
    #expect(failures.map(\.message) == ["e.yaml:8: expected error NSInvalidArgumentException, got no error"])
  }

  @Test func noErrorFailsWhenOneWasRaised() {
    var state = self.state
    state.error = Self.raised
    #expect(
      failures(Expectation(noError: here), state: state).map(\.got) == [
        "UIApplicationInvalidInterfaceOrientation 'no common orientation'"
      ])
  }

  // Spec section 6.1: "`events` match in order as a subsequence".
  static let events = [
    TraceEvent(time: 1, kind: .deviceOrientationDidChange(orientation: .landscapeLeft)),
    TraceEvent(
      time: 1, kind: .willRotateToInterfaceOrientation(controller: "feed", to: .landscapeRight, duration: 0.3)),
    TraceEvent(time: 1, kind: .statusBarOrientationDidChange(orientation: .landscapeRight, from: .portrait)),
    TraceEvent(time: 1.3, kind: .didRotateFromInterfaceOrientation(controller: "feed", from: .portrait)),
  ]

  func pattern(_ fields: [EventPattern.Field: EventPattern.Value], line: Int = 20) -> EventPattern {
    EventPattern(fields: fields, at: SourceLocation(file: "e.yaml", line: line, column: 11))
  }

  @Test func eventsMatchAsAnOrderedSubsequence() {
    let inOrder = Expectation(events: [
      pattern([.kind: .text("willRotateToInterfaceOrientation"), .to: .text("landscapeRight")]),
      pattern([.controller: .text("feed"), .from: .text("portrait"), .t: .number(1.3)]),
    ])
    #expect(failures(inOrder, events: Self.events).isEmpty)
    let reversed = Expectation(events: inOrder.events.reversed())
    let failed = failures(reversed, events: Self.events)
    #expect(failed.count == 1)
    #expect(failed.first?.got == "no matching event after the previous pattern's match")
    // The nearest events are those after the previous pattern's match.
    #expect(failed.first?.nearbyEvents == [])
  }

  @Test func aPatternMatchesOnlyWhenEveryFieldIsEqual() {
    let wrongDuration = Expectation(events: [
      pattern([.kind: .text("willRotateToInterfaceOrientation"), .duration: .number(0.4)])
    ])
    let failed = failures(wrongDuration, events: Self.events)
    #expect(failed.first?.got == "none of the 4 events since the previous expect matches")
    #expect(failed.first?.nearbyEvents == Self.events)
    let missingField = Expectation(events: [
      pattern([.kind: .text("deviceOrientationDidChange"), .controller: .text("feed")])
    ])
    #expect(failures(missingField, events: Self.events).count == 1)
  }

  @Test func masksMatchAsSetsAndNullMatchesAMissingDecider() {
    let decision = TraceEvent(
      time: 0,
      kind: .rotationDecision(
        RotationDecision(
          trigger: .deviceOrientationChange, deviceOrientation: .landscapeLeft, interfaceOrientation: .portrait,
          result: .rotate(to: .landscapeRight), reason: .allowed, arbiter: .applicationWithoutRoot,
          allowed: .allButUpsideDown)))
    let holds = Expectation(events: [
      pattern([.mask: .mask([.landscapeRight, .portrait, .landscapeLeft]), .decider: .null])
    ])
    #expect(failures(holds, events: [decision]).isEmpty)
    let fails = Expectation(events: [pattern([.mask: .mask(.all)])])
    #expect(failures(fails, events: [decision]).count == 1)
  }

  @Test func noEventsFailsOnTheFirstMatchingEvent() {
    let expectation = Expectation(noEvents: [
      pattern([.controller: .text("feed")]), pattern([.controller: .text("photos")]),
    ])
    let failed = failures(expectation, events: Self.events)
    #expect(failed.count == 1)
    #expect(failed.first?.expected == "no event matching {controller: feed}")
    #expect(
      failed.first?.got
        == "{t: 1, kind: willRotateToInterfaceOrientation, controller: feed, to: landscapeRight, duration: 0.3} and 1 more"
    )
    #expect(failed.first?.nearbyEvents.count == 2)
  }

  @Test func eventsWithNoEventsSinceThePreviousExpectSaySo() {
    let expectation = Expectation(events: [pattern([.kind: .text("error")])])
    #expect(failures(expectation).first?.got == "no events since the previous expect")
  }
}
