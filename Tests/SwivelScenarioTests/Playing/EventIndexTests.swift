import SwivelCore
import SwivelKit
import Testing

@testable import SwivelScenario

/// Issue 56: one `expect` with 10,000 `noEvents:` patterns after 40,000 rotations took 26 s, each
/// pattern tried on every event. The index tries a pattern only on the events of its kind (and
/// controller or view); these hold that it finds what the plain search found (Scenario
/// reference, section 6.1: `events:` in order, `noEvents:` none).
@Suite struct EventIndexTests {
  static let here = SourceLocation(file: "e.yaml", line: 3, column: 5)

  static func pattern(_ fields: [EventPattern.Field: EventPattern.Value]) -> EventPattern {
    EventPattern(fields: fields, at: here)
  }

  /// Events before the `expect`'s own, so that the slice does not start at 0.
  static let trace: [TraceEvent] = [
    TraceEvent(time: 0, kind: .viewDidAppear(controller: "old")),
    TraceEvent(time: 1, kind: .viewWillAppear(controller: "a")),
    TraceEvent(time: 1, kind: .viewDidHandleDeviceOrientation(view: "shutter", orientation: .portrait)),
    TraceEvent(time: 2, kind: .viewDidAppear(controller: "b")),
    TraceEvent(time: 3, kind: .viewDidAppear(controller: "a")),
    TraceEvent(time: 4, kind: .viewDidHandleDeviceOrientation(view: "shutter", orientation: .landscapeLeft)),
  ]
  static let events = trace[1...]

  @Test func aPatternWithAKindAndAControllerIsTriedOnThoseEventsFromTheStartGiven() {
    var index = EventIndex(Self.events)
    let appearedA = Self.pattern([.kind: .text("viewDidAppear"), .controller: .text("a")])
    #expect(index.candidates(for: appearedA, from: 1).map(Array.init) == [4])
    #expect(index.candidates(for: appearedA, from: 5).map(Array.init) == [])
    let anyAppeared = Self.pattern([.kind: .text("viewDidAppear")])
    #expect(index.candidates(for: anyAppeared, from: 1).map(Array.init) == [3, 4])
    #expect(index.candidates(for: anyAppeared, from: 4).map(Array.init) == [4])
    let shutter = Self.pattern([.kind: .text("viewDidHandleDeviceOrientation"), .view: .text("shutter")])
    #expect(index.candidates(for: shutter, from: 3).map(Array.init) == [5])
    // A time narrows the kind's events to those at that time.
    let atThree = Self.pattern([.kind: .text("viewDidAppear"), .t: .number(3.0004)])
    #expect(index.candidates(for: atThree, from: 1).map(Array.init) == [4])
    let atTwoAndAHalf = Self.pattern([.kind: .text("viewDidAppear"), .t: .number(2.5)])
    #expect(index.candidates(for: atTwoAndAHalf, from: 1).map(Array.init) == [])
    // With no kind, every event from the start is tried; the event before the slice never is.
    #expect(index.candidates(for: Self.pattern([.controller: .text("old")]), from: 1) == nil)
    #expect(index.matches(of: Self.pattern([.controller: .text("old")]), from: 1) == [])
    #expect(index.matches(of: Self.pattern([.controller: .text("a")]), from: 1) == [1, 4])
    #expect(index.firstMatch(of: Self.pattern([.controller: .text("a")]), from: 2) == 4)
  }

  @Test func eventsMatchInOrderAndNoEventsCountEveryMatch() {
    let expectation = Expectation(
      events: [
        Self.pattern([.kind: .text("viewWillAppear"), .controller: .text("a")]),
        Self.pattern([.kind: .text("viewDidAppear"), .controller: .text("a")]),
        // After a's appearance, b's is past: this one fails.
        Self.pattern([.kind: .text("viewDidAppear"), .controller: .text("b")]),
      ],
      noEvents: [
        Self.pattern([.kind: .text("viewDidHandleDeviceOrientation")]),
        Self.pattern([.kind: .text("viewDidAppear"), .controller: .text("old")]),
      ])
    let failures = ExpectationEvaluator.failures(
      of: expectation, at: Self.here,
      state: ObservedState(device: .portrait, interface: .portrait, statusBar: .portrait, windowSize: nil, top: nil),
      events: Self.events)
    #expect(
      failures.map(\.message) == [
        "e.yaml:3: expected event {kind: viewDidAppear, controller: b} (pattern 3 of 3), got no matching event after the previous pattern's match",
        "e.yaml:3: expected no event matching {kind: viewDidHandleDeviceOrientation}, got {t: 1, kind: viewDidHandleDeviceOrientation, view: shutter, orientation: portrait} and 1 more",
      ])
  }
}
