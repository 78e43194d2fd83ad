import SwivelCore
import SwivelKit

/// What `swivel demo` prints: a title, what the app is, the built-in scenario told part by part
/// under plain headings, and what it showed.
///
/// ``story`` tells each part in a few lines: the device turns, the presentations, the rotation
/// decisions that had something at stake (who decided and why) and the turns of the interface.
/// ``text`` (`--verbose`) shows every event of the trace, in words, with its time; a controller's
/// `viewWillLayoutSubviews` and `viewDidLayoutSubviews` around one layout are shown as one line.
/// Each part ends with what became of the interface.
public struct DemoTimeline: Sendable {
  /// The run of the built-in scenario.
  public let run: ScenarioRun

  /// Why the built-in scenario could not be played: its loader's or player's error. The
  /// scenario is a constant that the tests load and play, so this is a bug of Swivel's, said
  /// rather than trapped on.
  public struct Failure: Error, CustomStringConvertible {
    public let description: String
  }

  /// Plays the built-in scenario.
  ///
  /// - Throws: ``Failure`` when it cannot be loaded or played.
  public init() throws(Failure) {
    do {
      let scenario = try ScenarioLoader().load(yaml: DemoScenario.yaml, file: "demo")
      run = try ScenarioPlayer().play(scenario)
    } catch {
      throw Failure(description: "the built-in demo cannot be played: \(error)")
    }
  }

  /// The story in a few lines a part: what happened and why, without the callbacks.
  public var story: String {
    var lines = ["Swivel — UIKit's interface orientation, simulated", ""]
    lines += DemoScenario.introduction
    var part = 0
    var orientation = InterfaceOrientation.portrait
    for record in run.steps {
      if let heading = DemoScenario.headings[record.index] {
        part += 1
        lines += ["", "\(part). \(heading)"]
      }
      for index in record.events {
        let event = run.events[index]
        switch event.kind {
        case .launch(_, let launched, _):
          orientation = launched
          lines.append(Self.timed(event.time, TraceTextReport.line(for: event)))
        case .deviceOrientationDidChange:
          // At launch the device only reports how it is held; the launch line said so.
          if event.time > 0 { lines.append(Self.timed(event.time, TraceTextReport.line(for: event))) }
        case .rotationDecision(let decision):
          // A decision matters when it turns the interface, or when something asked it to turn:
          // the device held in another interface orientation, or a presentation or dismissal.
          let device = decision.deviceOrientation.interfaceOrientation
          let soughtAnother = device.map { $0 != orientation } ?? false
          let askedByAStep = decision.trigger != .deviceOrientationChange && device != nil
          guard decision.traceResult != .stay || soughtAnother || askedByAStep else { continue }
          lines += Self.wrappedDecision(TraceTextReport.line(for: event), time: event.time)
        case .statusBarOrientationDidChange(let new, let old):
          orientation = new
          lines.append(Self.timed(event.time, "the interface turns from \(old) to \(new)"))
        case .presented, .dismissed, .error:
          lines.append(Self.timed(event.time, TraceTextReport.line(for: event)))
        default: continue
        }
      }
      let nextStarts = DemoScenario.headings[record.index + 1] != nil || record.index == run.steps.count - 1
      if nextStarts { lines.append("       ⇒ the interface is \(orientation)") }
    }
    lines.append("")
    lines += DemoScenario.conclusion
    return lines.joined(separator: "\n") + "\n"
  }

  /// The whole timeline: every event of the trace.
  public var text: String {
    var lines = ["Swivel — UIKit's interface orientation, simulated", ""]
    lines += DemoScenario.introduction + DemoScenario.timelineKey
    var part = 0
    var orientation = InterfaceOrientation.portrait
    var partLines: [String] = []
    func closePart() {
      guard part > 0 else { return }
      lines += partLines
      partLines = []
    }
    for record in run.steps {
      if let heading = DemoScenario.headings[record.index] {
        closePart()
        part += 1
        lines += ["", "\(part). \(heading)"]
      }
      var pendingLayout: (controller: String, bounds: Rect)?
      for index in record.events {
        let event = run.events[index]
        if case .viewWillLayoutSubviews(let controller, let bounds) = event.kind {
          pendingLayout = (controller, bounds)
          continue
        }
        if case .viewDidLayoutSubviews(let controller, let bounds) = event.kind, let pending = pendingLayout,
          pending.controller == controller
        {
          pendingLayout = nil
          let size = ExpectationEvaluator.sizeText(bounds.size)
          partLines.append(Self.timed(event.time, "\(controller) lays out its views in \(size)"))
          continue
        }
        if case .statusBarOrientationDidChange(let new, _) = event.kind { orientation = new }
        let line = TraceTextReport.line(for: event)
        if case .rotationDecision = event.kind {
          partLines += Self.wrappedDecision(line, time: event.time)
        } else {
          partLines.append(Self.timed(event.time, line))
        }
      }
      let nextStarts = DemoScenario.headings[record.index + 1] != nil || record.index == run.steps.count - 1
      if nextStarts {
        partLines.append("       ⇒ the interface is \(orientation)")
      }
    }
    closePart()
    lines.append("")
    lines += DemoScenario.conclusion
    return lines.joined(separator: "\n") + "\n"
  }

  /// A decision longer than 90 columns on several lines: what asked, then
  /// who decided with which masks, one mask per line, then the result.
  ///
  /// ```
  ///   1.000  device landscapeLeft →
  ///            nav decides: nav via feed [portrait]
  ///            ∩ app [portrait, portraitUpsideDown, landscapeRight, landscapeLeft]
  ///            = [portrait]
  ///            → stays portrait
  /// ```
  static func wrappedDecision(_ line: String, time: Double) -> [String] {
    let parts = line.components(separatedBy: " → ")
    guard parts.count > 1, timed(time, line).count > 90 else { return [timed(time, line)] }
    let indent = String(repeating: " ", count: 12)
    var lines = [timed(time, parts[0] + " →")]
    for (position, part) in parts.dropFirst().enumerated() {
      let arrow = position == 0 ? "" : "→ "
      let masks = part.replacing(" ∩ ", with: "\n∩ ").replacing(" = ", with: "\n= ")
      for (number, piece) in masks.split(separator: "\n").enumerated() {
        lines.append(indent + (number == 0 ? arrow : "") + piece)
      }
    }
    return lines
  }

  static func timed(_ time: Double, _ text: String) -> String {
    let stamp = NumberFormat.seconds(time)
    return "  " + String(repeating: " ", count: max(0, 6 - stamp.count)) + stamp + "  " + text
  }
}
