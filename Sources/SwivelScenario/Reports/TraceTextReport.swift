import SwivelCore
import SwivelKit

/// The trace for people (`swivel simulate --format text`): the events grouped under the steps
/// that caused them, one line per event with its time, every decision with who decided and why,
/// and each expectation's verdict.
///
/// ```
/// step 2, line 21: rotate landscapeLeft
///    1.000  device turns to landscapeLeft
///    1.000  device landscapeLeft → feed decides: feed [portrait] ∩ app [all] = [portrait] → stays portrait
/// ```
public struct TraceTextReport: Sendable {
  /// The text report.
  public init() {}

  /// The whole run: a title line, the steps with their events, and the expectations' tally.
  public func rendered(_ run: ScenarioRun) -> String {
    var lines = [title(of: run.scenario), ""]
    for record in run.steps {
      lines.append(heading(of: record))
      guard record.didRun else {
        lines.append("         not run: the app ended with an uncaught exception")
        continue
      }
      for index in record.events { lines.append(Self.timedLine(for: run.events[index])) }
      if case .expect = record.step.action, let result = run.expectations.first(where: { $0.stepIndex == record.index })
      {
        if result.passed {
          lines.append("         ✓ holds")
        } else {
          for failure in result.failures {
            lines.append("         ✗ line \(failure.location.line): expected \(failure.expected), got \(failure.got)")
          }
        }
      }
    }
    if let error = run.uncaughtError {
      lines.append("")
      lines.append(
        "The app ended with an uncaught exception at step \(error.stepIndex + 1) (line \(error.location.line)):")
      lines.append("  \(error.exception)")
    }
    lines.append("")
    lines.append(tally(of: run))
    return lines.joined(separator: "\n") + "\n"
  }

  /// `Photo viewer in a portrait app — iOS 6.0 on iphone-8`.
  func title(of scenario: Scenario) -> String {
    "\(scenario.name) — iOS \(scenario.behavior.value.version) on \(scenario.device.value.model.id)"
  }

  /// `step 2, line 21: rotate landscapeLeft`.
  func heading(of record: ScenarioRun.StepRecord) -> String {
    "step \(record.index + 1), line \(record.step.location.line): \(record.step.action.summary)"
  }

  /// `2 expectations: 2 passed, 0 failed`, or a note that there were none.
  func tally(of run: ScenarioRun) -> String {
    let count = run.expectations.count
    let noun = count == 1 ? "expectation" : "expectations"
    var text =
      count == 0
      ? "no expectations"
      : "\(count) \(noun): \(run.passedCount) passed, \(run.expectations.count - run.passedCount) failed"
    if let error = run.uncaughtError, !error.wasExpected { text += "; the uncaught exception was not expected" }
    return text
  }

  /// One event with its time, indented under its step: `   1.000  status bar portrait → landscapeRight`.
  public static func timedLine(for event: TraceEvent) -> String {
    let time = NumberFormat.seconds(event.time)
    return String(repeating: " ", count: max(0, 8 - time.count)) + time + "  " + line(for: event)
  }

  /// One event in words, without its time.
  public static func line(for event: TraceEvent) -> String {
    switch event.kind {
    case .launch(let device, let orientation, let reason):
      return "launch with the device \(device): interface \(orientation) (\(reason))"
    case .deviceOrientationDidChange(let orientation):
      return "device turns to \(orientation)"
    case .rotationDecision(let decision):
      // What asked, who decided with which masks, and the result: the decision's own words.
      return decision.description
    case .willRotateToInterfaceOrientation(let controller, let to, let duration),
      .willAnimateRotationToInterfaceOrientation(let controller, let to, let duration),
      .willAnimateFirstHalfOfRotationToInterfaceOrientation(let controller, let to, let duration):
      return "\(controller) \(event.kind.name) to \(to), \(NumberFormat.short(duration)) s"
    case .didAnimateFirstHalfOfRotationToInterfaceOrientation(let controller, let to):
      return "\(controller) \(event.kind.name) to \(to)"
    case .willAnimateSecondHalfOfRotationFromInterfaceOrientation(let controller, let from, let duration):
      return "\(controller) \(event.kind.name) from \(from), \(NumberFormat.short(duration)) s"
    case .didRotateFromInterfaceOrientation(let controller, let from):
      return "\(controller) \(event.kind.name) from \(from)"
    case .viewWillTransitionToSize(let controller, let size):
      return "\(controller) \(event.kind.name) \(ExpectationEvaluator.sizeText(size))"
    case .viewWillLayoutSubviews(let controller, let bounds), .viewDidLayoutSubviews(let controller, let bounds):
      return "\(controller) \(event.kind.name) \(bounds)"
    case .viewWillAppear(let controller), .viewDidAppear(let controller), .viewWillDisappear(let controller),
      .viewDidDisappear(let controller):
      return "\(controller) \(event.kind.name)"
    case .statusBarOrientationDidChange(let orientation, let from):
      return "status bar turns from \(from) to \(orientation)"
    case .presented(let controller, let style):
      return "\(controller) presented (\(style.name))"
    case .dismissed(let controller, let style):
      return "\(controller) dismissed (\(style.name))"
    case .viewDidHandleDeviceOrientation(let view, let orientation):
      return "view \(view) handles device \(orientation)"
    case .error(let name, let reason):
      return "raises \(name): \(reason)"
    case .pushed(let controller, let on):
      return "\(on) pushes \(controller)"
    case .popped(let controller, let on):
      return "\(on) pops \(controller)"
    case .selected(let controller, let on, let index):
      return "\(on) selects tab \(index), \(controller)"
    case .splitViewControllerDidCollapse(let controller, let shown):
      return "\(controller) collapses to \(shown)"
    case .splitViewControllerDidExpand(let controller):
      return "\(controller) expands"
    case .sceneDidResize(let width, let height):
      return "the user resizes the window to \(ExpectationEvaluator.sizeText(Size(width: width, height: height)))"
    case .windowSceneDidUpdateGeometry(let orientation, let size):
      return "scene geometry updated: \(orientation) \(ExpectationEvaluator.sizeText(size))"
    case .mainThreadBusy(let seconds, let controller?, let callback?):
      return "\(controller) takes the main thread \(NumberFormat.short(seconds)) s in \(callback)"
    case .mainThreadBusy(let seconds, _, _):
      return "the app takes the main thread \(NumberFormat.short(seconds)) s"
    case .viewSafeAreaInsetsDidChange(let controller, let insets):
      return "\(controller) viewSafeAreaInsetsDidChange \(ExpectationEvaluator.insetsText(insets))"
    case .statusBarHiddenDidChange(let hidden):
      return hidden ? "status bar hidden" : "status bar shown"
    default:
      return genericLine(for: event)
    }
  }

  /// Any event as its kind and fields: `kind field value, field value`.
  static func genericLine(for event: TraceEvent) -> String {
    var fields = Array(event.fields)
    var subject: [String] = []
    if let first = fields.first, first.key == "controller" || first.key == "view" {
      subject = [TraceEvent.patternText(of: first.value)]
      fields.removeFirst()
    }
    let rest = fields.map { "\($0.key) \(TraceEvent.patternText(of: $0.value))" }
    return (subject + [event.kind.name] + rest).joined(separator: " ")
  }
}
