import SwivelCore
import SwivelKit

/// Checks one `expect:` step against the state and the events since the previous `expect`: a
/// pure function, one ``ExpectationFailure`` per key that does not hold (Scenario reference, section 6.1).
///
/// - Orientations, the deciding controller and the error's name and reason are compared exactly.
/// - Sizes and frames are equal within ``frameTolerance`` (0.001 pt) on each number.
/// - `events:` patterns must match, in order, a subsequence of the events: each pattern is
///   matched to the first matching event after the previous pattern's match.
/// - `noEvents:` patterns must match none of the events.
public enum ExpectationEvaluator {
  /// How far apart two coordinates may be and still be equal, in points.
  public static let frameTolerance = 0.001

  /// How many events a failed `events:` pattern shows: the latest ones before the `expect`, or
  /// the first ones after the previous pattern's match.
  public static let nearbyEventLimit = 8

  /// The failures of `expectation`, in the order of its keys; empty when it holds.
  ///
  /// - Parameters:
  ///   - expectation: the `expect:` step's keys.
  ///   - location: where the `expect:` step was written (the keys without a location of their own use it).
  ///   - state: the application's state, once the run loop has settled.
  ///   - events: the events since the previous `expect` (or since the start).
  public static func failures(
    of expectation: Expectation, at location: SourceLocation, state: ObservedState,
    events: ArraySlice<TraceEvent>
  ) -> [ExpectationFailure] {
    var failures: [ExpectationFailure] = []
    func fail(_ at: SourceLocation, _ key: String, _ expected: String, _ got: String, _ nearby: [TraceEvent] = []) {
      failures.append(ExpectationFailure(location: at, key: key, expected: expected, got: got, nearbyEvents: nearby))
    }
    let noWindow = "no key window (the app has not launched)"

    if let device = expectation.device, device.value != state.device {
      fail(device.location, "device", "device \(device.value)", "\(state.device)")
    }
    if let interface = expectation.interface, interface.value != state.interface {
      fail(interface.location, "interface", "interface \(interface.value)", state.interface.map { "\($0)" } ?? noWindow)
    }
    if let mask = expectation.interfaceIn, !(state.interface.map { mask.value.contains($0.mask) } ?? false) {
      let names = mask.value.name ?? "[" + mask.value.orientations.map(\.name).joined(separator: ", ") + "]"
      fail(mask.location, "interface", "interface in \(names)", state.interface.map { "\($0)" } ?? noWindow)
    }
    if let statusBar = expectation.statusBar, statusBar.value != state.statusBar {
      fail(statusBar.location, "statusBar", "statusBar \(statusBar.value)", "\(state.statusBar)")
    }
    if let windowSize = expectation.windowSize {
      let expected = "windowSize \(sizeText(windowSize.value))"
      if let size = state.windowSize {
        if abs(size.width - windowSize.value.width) > frameTolerance
          || abs(size.height - windowSize.value.height) > frameTolerance
        {
          fail(windowSize.location, "windowSize", expected, sizeText(size))
        }
      } else {
        fail(windowSize.location, "windowSize", expected, noWindow)
      }
    }
    if let top = expectation.top, top.value != state.top {
      fail(
        top.location, "top", "top \(top.value)", state.top ?? "no controller (the window has no root view controller)")
    }
    for frame in expectation.frames {
      let expected = "frame of \(frame.view) \(frame.frame)"
      if let actual = state.frames[frame.view] {
        if !actual.isApproximatelyEqual(to: frame.frame, tolerance: frameTolerance) {
          fail(frame.location, "frames", expected, "\(actual)")
        }
      } else {
        fail(frame.location, "frames", expected, "view \(frame.view) is not loaded: its controller has not appeared")
      }
    }
    if let error = expectation.error {
      let expected = "error " + errorText(name: error.value.name, reason: error.value.reason)
      if let raised = state.error {
        let nameHolds = error.value.name.map { $0 == raised.name.rawValue } ?? true
        let reasonHolds = error.value.reason.map { $0 == raised.reason } ?? true
        if !nameHolds || !reasonHolds {
          fail(error.location, "error", expected, errorText(name: raised.name.rawValue, reason: raised.reason))
        }
      } else {
        fail(error.location, "error", expected, "no error")
      }
    }
    if let noError = expectation.noError, let raised = state.error {
      fail(noError, "noError", "no error", errorText(name: raised.name.rawValue, reason: raised.reason))
    }
    if let geometryError = expectation.geometryError {
      let want = geometryError.value
      let expected =
        "geometryError" + (want.code.map { " code \($0)" } ?? "") + (want.message.map { " message \"\($0)\"" } ?? "")
      if let got = state.lastGeometryError {
        let holds =
          (want.code.map { $0 == got.code } ?? true) && (want.message.map { got.message.contains($0) } ?? true)
        if !holds { fail(geometryError.location, "geometryError", expected, "\(got)") }
      } else {
        fail(geometryError.location, "geometryError", expected, "no geometry request error")
      }
    }
    if let noGeometryError = expectation.noGeometryError, let got = state.lastGeometryError {
      fail(noGeometryError, "noGeometryError", "no geometry request error", "\(got)")
    }
    if !expectation.console.isEmpty {
      let lines = events.compactMap { event -> String? in
        if case .console(let message) = event.kind { return message }
        return nil
      }
      for wanted in expectation.console where !lines.contains(where: { $0.contains(wanted.value) }) {
        fail(
          wanted.location, "console", "a console line containing \"\(wanted.value)\"",
          lines.isEmpty
            ? "no console line since the previous expect" : lines.map { "\"\($0)\"" }.joined(separator: ", "))
      }
    }
    if let hidden = expectation.statusBarHidden, hidden.value != state.isStatusBarHidden {
      fail(
        hidden.location, "statusBarHidden", "statusBarHidden \(hidden.value)",
        state.isStatusBarHidden ? "the status bar is hidden" : "the status bar shows")
    }
    for wanted in expectation.safeAreaInsets {
      let expected = "safe-area insets of \(wanted.controller) \(insetsText(wanted.insets))"
      if let actual = state.safeAreaInsets[wanted.controller] {
        let pairs = [
          (actual.top, wanted.insets.top), (actual.left, wanted.insets.left), (actual.bottom, wanted.insets.bottom),
          (actual.right, wanted.insets.right),
        ]
        if pairs.contains(where: { abs($0.0 - $0.1) > frameTolerance }) {
          fail(wanted.location, "safeAreaInsets", expected, insetsText(actual))
        }
      } else {
        fail(
          wanted.location, "safeAreaInsets", expected,
          "controller \(wanted.controller) is not on screen (its view is not in the key window)")
      }
    }
    if let locked = expectation.locked, locked.value != state.isInterfaceOrientationLocked {
      fail(
        locked.location, "locked", "locked \(locked.value)",
        state.isInterfaceOrientationLocked ? "locked" : "not locked")
    }
    if let windowing = expectation.windowing, windowing.value != state.windowing {
      fail(windowing.location, "windowing", "windowing \(windowing.value)", "\(state.windowing)")
    }
    if let background = expectation.background, background.value != state.isInBackground {
      fail(
        background.location, "background", "background \(background.value)",
        state.isInBackground ? "in the background" : "in the foreground")
    }

    var index = EventIndex(events)
    var searchStart = events.startIndex
    for (number, pattern) in expectation.events.enumerated() {
      if let match = index.firstMatch(of: pattern, from: searchStart) {
        searchStart = events.index(after: match)
        continue
      }
      let position = expectation.events.count > 1 ? " (pattern \(number + 1) of \(expectation.events.count))" : ""
      // After a previous pattern's match, the events just after it; else the latest events.
      let searched = events[searchStart...]
      let nearby = Array(
        searchStart == events.startIndex ? searched.suffix(nearbyEventLimit) : searched.prefix(nearbyEventLimit))
      let got: String
      if events.isEmpty {
        got = "no events since the previous expect"
      } else if searchStart == events.startIndex {
        got = "none of the \(events.count) events since the previous expect matches"
      } else {
        got = "no matching event after the previous pattern's match"
      }
      fail(pattern.location, "events", "event \(pattern)\(position)", got, nearby)
      break
    }
    for pattern in expectation.noEvents {
      let matching = index.matches(of: pattern, from: events.startIndex)
      guard let first = matching.first else { continue }
      let count = matching.count == 1 ? "" : " and \(matching.count - 1) more"
      fail(
        pattern.location, "noEvents", "no event matching \(pattern)", "\(events[first].patternText)\(count)",
        matching.prefix(nearbyEventLimit).map { events[$0] })
    }
    return failures
  }

  static func sizeText(_ size: Size) -> String {
    "[\(NumberFormat.short(size.width)), \(NumberFormat.short(size.height))]"
  }

  /// `[top, left, bottom, right]`, as a scenario writes insets.
  static func insetsText(_ insets: EdgeInsets) -> String {
    "[" + [insets.top, insets.left, insets.bottom, insets.right].map(NumberFormat.short).joined(separator: ", ") + "]"
  }

  static func errorText(name: String?, reason: String?) -> String {
    switch (name, reason) {
    case (let name?, let reason?): "\(name) '\(reason)'"
    case (let name?, nil): name
    case (nil, let reason?): "'\(reason)'"
    case (nil, nil): "of any kind"
    }
  }
}
