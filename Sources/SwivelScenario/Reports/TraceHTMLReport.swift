import SwivelCore
import SwivelKit

/// `swivel simulate FILE --format html`: one self-contained page that shows the run.
///
/// The page has no script and loads nothing: its drawings are inline SVG and its style inline
/// CSS, so it opens anywhere, offline, and can be attached to a CI run. Under a header naming the
/// scenario, its device and its era, each step is a card, in order, at least ``cardHeight`` tall and
/// taller when its events need it (none is ever cut off): on the left a
/// drawing of how things stood once the step had run, on the right what the step was, the state
/// an `expect:` would read, the controller that decides orientation and why, and the step's
/// events in words, with their times.
///
/// The drawing shows the device as held (its outline turned by the device orientation: the top
/// of the device points up in portrait, left in `landscapeLeft`; a flat or unknown device is
/// drawn upright with a dashed outline), and on its screen the key window and the status bar in
/// the interface orientation, with the declared views that are in the window, outlined and
/// labelled with their ids. From iOS 8 the window turns with the interface; before, it keeps
/// portrait coordinates and its root view turns inside it, as UIKit did, so the drawing turns the
/// views and leaves the window as it is.
public struct TraceHTMLReport: Sendable {
  /// The height of the page's header, in CSS pixels.
  public static let headerHeight = 120
  /// The least height of each step's card, in CSS pixels: a card grows with its events, so card
  /// `n` (from 0) begins at `headerHeight + n * cardHeight` while no card before it grew.
  public static let cardHeight = 280
  /// The side of a card's square drawing, in CSS pixels.
  public static let pictureSize = 260
  /// Where a card's drawing begins, from the card's top left corner, in CSS pixels.
  public static let pictureInset = 10
  /// How far from its centre a device's outline reaches, at least, along its length, in CSS
  /// pixels: the drawing is 200 pixels along the screen plus the bezels.
  public static let deviceHalfLengthMinimum = 105
  /// How far from its centre a device's outline reaches, at most, across its width.
  public static let deviceHalfWidthLimit = 90

  /// A report.
  public init() {}

  /// The page for a run.
  public func rendered(_ run: ScenarioRun) -> String {
    let model = run.scenario.device.value.model
    let behavior = run.scenario.behavior.value
    var html = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>\(Self.escape(run.scenario.name)) — swivel</title>
      <style>\(Self.style)</style>
      </head>
      <body>
      <header>
      <h1>\(Self.escape(run.scenario.name))</h1>
      <p>\(Self.escape(model.name)) (\(Self.escape(model.id)), \(Self.size(model.portraitSize)) points) · \(Self.escape(behavior.description)) · \(run.steps.count) steps · \(Self.verdict(run))</p>
      </header>

      """
    html += cards(of: run)
    html += "</body>\n</html>\n"
    return html
  }

  /// The run's step cards alone, each `<section class="step" id="\(idPrefix)step-N">`: for a
  /// page that shows several runs (`swivel matrix --format html`), with the ``style``.
  public func cards(of run: ScenarioRun, idPrefix: String = "") -> String {
    let model = run.scenario.device.value.model
    let behavior = run.scenario.behavior.value
    var html = ""
    for record in run.steps {
      html += card(for: record, in: run, model: model, behavior: behavior, idPrefix: idPrefix)
    }
    return html
  }

  private func card(
    for record: ScenarioRun.StepRecord, in run: ScenarioRun, model: DeviceModel, behavior: SystemBehavior,
    idPrefix: String
  ) -> String {
    let title =
      "step \(record.index + 1) · line \(record.step.location.line) · \(NumberFormat.seconds(record.time)) s · "
      + record.step.action.summary
    guard let snapshot = record.snapshot else {
      return """
        <section class="step skipped" id="\(idPrefix)step-\(record.index + 1)">
        <div class="picture"></div>
        <div class="facts"><h2>\(Self.escape(title))</h2><p>Not run: the app had ended with an uncaught exception.</p></div>
        </section>

        """
    }
    let state = snapshot.state
    var facts = [
      "device \(state.device)",
      "interface \(state.interface.map(\.description) ?? "none (not launched)")",
      "status bar \(state.statusBar)" + (state.isStatusBarHidden ? " (hidden)" : ""),
      "window \(state.windowSize.map(Self.size) ?? "none")",
    ]
    switch state.windowing {
    case .fullScreen: break
    case .splitView, .slideOver, .mirroring: facts.append("windowing \(state.windowing)")
    case .stageManager, .windowed:
      // No source gives these windows' sizes: the engine keeps the screen's, and the drawing says so.
      facts.append("windowing \(state.windowing) (drawn at the window's size as Swivel models it: the screen's)")
    }
    if let top = state.top, let insets = state.safeAreaInsets[top] {
      facts.append("safe area of \(top) \(ExpectationEvaluator.insetsText(insets))")
    }
    if let error = state.error { facts.append("error \(error.name.rawValue)") }
    let decision = Self.lastDecision(before: record.events.upperBound, in: run)
    let who =
      switch (state.top, state.isMultitasking) {
      case (let top?, true): "the app's mask (it multitasks: \(top) is not asked)"
      case (nil, true): "the app's mask (it multitasks)"
      case (let top?, false): top
      case (nil, false): "nobody (no root view controller)"
      }
    let decider = "decides: " + who + (decision.map { " — last decision: " + $0 } ?? "")
    let events = record.events.map { index in
      let event = run.events[index]
      return "<li><span class=\"t\">\(NumberFormat.seconds(event.time))</span> "
        + Self.escape(TraceTextReport.line(for: event)) + "</li>"
    }
    var verdict = ""
    if let result = run.expectations.first(where: { $0.stepIndex == record.index }) {
      verdict =
        result.passed
        ? "<p class=\"pass\">✓ every expectation holds</p>"
        : "<p class=\"fail\">"
          + result.failures.map { "✗ " + Self.escape($0.message) }.joined(separator: "<br>") + "</p>"
    }
    return """
      <section class="step" id="\(idPrefix)step-\(record.index + 1)" data-device="\(state.device)" data-interface="\(state.interface.map(\.description) ?? "")">
      <div class="picture">\(picture(of: snapshot, model: model, behavior: behavior))</div>
      <div class="facts"><h2>\(Self.escape(title))</h2>
      <p class="state">\(Self.escape(facts.joined(separator: " · ")))</p>
      <p class="decider">\(Self.escape(decider))</p>\(verdict)
      <ol class="events">\(events.joined())</ol></div>
      </section>

      """
  }

  // MARK: - The drawing

  /// The device as held, with the window, the status bar and the views on its screen.
  func picture(of snapshot: ScenarioRun.Snapshot, model: DeviceModel, behavior: SystemBehavior) -> String {
    let state = snapshot.state
    let portrait = model.portraitSize
    let scale = 200 / max(portrait.width, portrait.height)
    let screen = (width: portrait.width * scale, height: portrait.height * scale)
    let chin = model.hasHomeButton ? 25.0 : 7
    let body = (width: screen.width + 14, height: screen.height + 2 * chin)
    let isUpright = state.device.interfaceOrientation != nil
    var svg =
      "<svg width=\"\(Self.pictureSize)\" height=\"\(Self.pictureSize)\" viewBox=\"-130 -130 260 260\" role=\"img\">"
    svg += "<title>device \(state.device), interface \(state.interface.map(\.description) ?? "none")</title>"
    svg += "<g transform=\"rotate(\(Self.angle(of: state.device)))\">"
    svg += Self.rect(
      width: body.width, height: body.height, radius: 14,
      attributes: isUpright ? "class=\"body\"" : "class=\"body flat\"")
    svg += Self.rect(width: screen.width, height: screen.height, attributes: "class=\"screen\"")
    if model.hasHomeButton {
      svg += "<circle cx=\"0\" cy=\"\(Self.number(screen.height / 2 + chin / 2))\" r=\"7\" class=\"home\"/>"
    }
    if let interface = state.interface, let windowSize = state.windowSize {
      let turn = Self.angle(of: interface)
      // Before iOS 8 the window keeps portrait coordinates: its root view turns inside it.
      let windowTurn = behavior.windowCoordinateSpace == .interfaceOriented ? turn : 0
      let window = (width: windowSize.width * scale, height: windowSize.height * scale)
      svg += "<g transform=\"rotate(\(windowTurn))\">"
      svg += Self.rect(width: window.width, height: window.height, attributes: "class=\"window\"")
      for view in snapshot.viewsOnScreen {
        let frame = view.frameInWindow
        let x = frame.origin.x * scale - window.width / 2
        let y = frame.origin.y * scale - window.height / 2
        svg +=
          "<rect x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" width=\"\(Self.number(frame.size.width * scale))\" height=\"\(Self.number(frame.size.height * scale))\" class=\"view\"/>"
      }
      // The deciding controller's safe area (iOS 11 and later), inside its root view, which fills the window.
      if let top = state.top, let insets = state.safeAreaInsets[top], insets != .zero {
        svg +=
          "<rect x=\"\(Self.number(insets.left * scale - window.width / 2))\" y=\"\(Self.number(insets.top * scale - window.height / 2))\" width=\"\(Self.number(max(0, window.width - (insets.left + insets.right) * scale)))\" height=\"\(Self.number(max(0, window.height - (insets.top + insets.bottom) * scale)))\" class=\"safearea\"/>"
      }
      svg += "</g>"
      // The labels and the status bar read the right way up in the interface orientation.
      svg += "<g transform=\"rotate(\(turn))\">"
      let across = interface.isLandscape ? screen.height : screen.width
      let along = interface.isLandscape ? screen.width : screen.height
      if !state.isStatusBarHidden {
        // The status bar's own height where the era has safe areas (24 on a rounded iPad, the
        // sensor housing's on a phone without a Home button), else 20 points.
        let height = model.safeAreaProfile(in: behavior)?.statusBarHeight ?? SystemBehavior.legacyStatusBarHeight
        svg +=
          "<rect x=\"\(Self.number(-across / 2))\" y=\"\(Self.number(-along / 2))\" width=\"\(Self.number(across))\" height=\"\(Self.number(height * scale))\" class=\"statusbar\"/>"
      }
      svg += "</g>"
      svg += "<g transform=\"rotate(\(windowTurn))\">"
      for view in snapshot.viewsOnScreen {
        let frame = view.frameInWindow
        let x = frame.origin.x * scale - window.width / 2 + 2
        let y = frame.origin.y * scale - window.height / 2 + 9
        svg +=
          "<text x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" class=\"label\" transform=\"rotate(\(turn - windowTurn) \(Self.number(x)) \(Self.number(y)))\">\(Self.escape(view.id))</text>"
      }
      svg += "</g>"
    }
    svg += "</g></svg>"
    return svg
  }

  /// How far the device is turned from upright, clockwise, in degrees: the top of the device
  /// points left in `landscapeLeft` (Home button on the right), right in `landscapeRight`.
  static func angle(of device: DeviceOrientation) -> Int {
    switch device {
    case .landscapeLeft: -90
    case .landscapeRight: 90
    case .portraitUpsideDown: 180
    case .portrait, .faceUp, .faceDown, .unknown: 0
    }
  }

  /// How far the interface is turned on the device's screen, clockwise, in degrees: interface
  /// `landscapeRight` is what device `landscapeLeft` shows upright, so it turns the other way.
  static func angle(of interface: InterfaceOrientation) -> Int {
    switch interface {
    case .portrait, .unknown: 0
    case .landscapeRight: 90
    case .landscapeLeft: -90
    case .portraitUpsideDown: 180
    }
  }

  // MARK: - Text

  /// The last rotation decision recorded before event `end`, in words.
  static func lastDecision(before end: Int, in run: ScenarioRun) -> String? {
    guard
      let index = run.events[..<end].lastIndex(where: { if case .rotationDecision = $0.kind { true } else { false } })
    else { return nil }
    return TraceTextReport.line(for: run.events[index])
  }

  static func verdict(_ run: ScenarioRun) -> String {
    let failed = run.failedCount
    return failed == 0
      ? "\(run.passedCount) expectations hold" : "\(failed) of \(run.passedCount + failed) expectations failed"
  }

  static func size(_ size: Size) -> String { "\(number(size.width))×\(number(size.height))" }

  static func rect(width: Double, height: Double, radius: Double = 0, attributes: String) -> String {
    "<rect x=\"\(number(-width / 2))\" y=\"\(number(-height / 2))\" width=\"\(number(width))\" height=\"\(number(height))\""
      + (radius > 0 ? " rx=\"\(number(radius))\"" : "") + " \(attributes)/>"
  }

  /// A coordinate with at most two decimals.
  static func number(_ value: Double) -> String { NumberFormat.short((value * 100).rounded() / 100) }

  /// Text with HTML's special characters escaped.
  static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.append(character)
      }
    }
    return result
  }

  /// The page's CSS.
  public static let style = """
    *{box-sizing:border-box}
    body{margin:0;font:13px/1.4 -apple-system,"Segoe UI",Helvetica,Arial,sans-serif;color:#222;background:#fff}
    header{height:\(headerHeight)px;padding:16px 20px;border-bottom:1px solid #ccc;background:#f4f6f9;overflow:hidden}
    h1{font-size:20px;margin:0 0 8px}
    h2{font-size:14px;margin:0 0 6px}
    .step{display:flex;min-height:\(cardHeight)px;border-bottom:1px solid #ddd}
    .picture{flex:none;width:\(pictureSize + 2 * pictureInset)px;padding:\(pictureInset)px}
    .facts{flex:1;min-width:0;padding:10px 16px 10px 0;overflow-wrap:anywhere}
    .state,.decider{margin:0 0 4px}
    .decider{color:#444}
    .events{margin:4px 0 0;padding-left:28px;font:12px/1.35 Menlo,Consolas,monospace;color:#333}
    .t{color:#888}
    .pass{color:#1a7f37;margin:0 0 4px}
    .fail{color:#cf222e;margin:0 0 4px}
    .skipped{color:#999}
    .body{fill:#333;stroke:#111;stroke-width:1}
    .body.flat{fill:#777;stroke-dasharray:4 3}
    .screen{fill:#111}
    .home{fill:#555}
    .window{fill:#e8eef7}
    .statusbar{fill:#5a6b85}
    .view{fill:rgba(217,83,79,.15);stroke:#d9534f;stroke-width:1}
    .safearea{fill:none;stroke:#1a7f37;stroke-width:1;stroke-dasharray:3 2}
    .label{font:9px Menlo,Consolas,monospace;fill:#a33}
    """
}
