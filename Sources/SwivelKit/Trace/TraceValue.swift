import SwivelCore

/// The value of one field of a trace event, in the forms the trace prints: text, a number, a
/// list of names (a mask), a list of numbers (a size or a rect), or null.
public enum TraceValue: Hashable, Sendable, CustomStringConvertible {
  /// A string, printed as it is.
  case text(String)
  /// A number: a time, a duration or a coordinate.
  case number(Double)
  /// A list of names, as a mask prints: `[portrait, landscapeLeft]`.
  case names([String])
  /// A list of numbers, as a size or a rect prints: `[0, 0, 375, 667]`.
  case numbers([Double])
  /// No value, as an absent decider prints.
  case null
  /// `true` or `false`, as whether the status bar is hidden prints.
  case bool(Bool)

  public var description: String {
    switch self {
    case .text(let text): text
    case .number(let number): "\(number)"
    case .names(let names): "[" + names.joined(separator: ", ") + "]"
    case .numbers(let numbers): "[" + numbers.map { "\($0)" }.joined(separator: ", ") + "]"
    case .null: "null"
    case .bool(let value): "\(value)"
    }
  }
}

extension TraceEvent {
  /// The event's fields other than `t` and `kind`, by their names in the Scenario reference, in the Scenario reference's order
  /// (section 7). Orientations and styles are written by name, masks as lists of names, sizes as
  /// `[width, height]` and rects as `[x, y, width, height]`.
  public var fields: KeyValuePairs<String, TraceValue> {
    switch kind {
    case .launch(let device, let orientation, let reason):
      ["device": .text(device.name), "orientation": .text(orientation.name), "reason": .text(reason)]
    case .deviceOrientationDidChange(let orientation):
      ["orientation": .text(orientation.name)]
    case .rotationDecision(let decision):
      [
        "device": .text(decision.deviceOrientation.name), "decider": decision.decider.map { .text($0.id) } ?? .null,
        "mask": .names(decision.traceMask.orientations.map(\.name)), "result": .text(decision.traceResult.rawValue),
        "reason": .text(decision.explanation), "trigger": .text(decision.trigger.name),
      ]
    case .willRotateToInterfaceOrientation(let controller, let to, let duration),
      .willAnimateRotationToInterfaceOrientation(let controller, let to, let duration),
      .willAnimateFirstHalfOfRotationToInterfaceOrientation(let controller, let to, let duration):
      ["controller": .text(controller), "to": .text(to.name), "duration": .number(duration)]
    case .didAnimateFirstHalfOfRotationToInterfaceOrientation(let controller, let to):
      ["controller": .text(controller), "to": .text(to.name)]
    case .willAnimateSecondHalfOfRotationFromInterfaceOrientation(let controller, let from, let duration):
      ["controller": .text(controller), "from": .text(from.name), "duration": .number(duration)]
    case .didRotateFromInterfaceOrientation(let controller, let from):
      ["controller": .text(controller), "from": .text(from.name)]
    case .viewWillTransitionToSize(let controller, let size):
      ["controller": .text(controller), "size": .numbers([size.width, size.height])]
    case .viewWillLayoutSubviews(let controller, let bounds), .viewDidLayoutSubviews(let controller, let bounds):
      [
        "controller": .text(controller),
        "bounds": .numbers([bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height]),
      ]
    case .viewWillAppear(let controller), .viewDidAppear(let controller), .viewWillDisappear(let controller),
      .viewDidDisappear(let controller):
      ["controller": .text(controller)]
    case .statusBarOrientationDidChange(let orientation, let from):
      ["orientation": .text(orientation.name), "from": .text(from.name)]
    case .presented(let controller, let style), .dismissed(let controller, let style):
      ["controller": .text(controller), "style": .text(style.name)]
    case .viewDidHandleDeviceOrientation(let view, let orientation):
      ["view": .text(view), "orientation": .text(orientation.name)]
    case .error(let name, let reason):
      ["name": .text(name), "reason": .text(reason)]
    case .viewDidLoad(let controller):
      ["controller": .text(controller)]
    case .willTransitionToTraitCollection(let controller, let traits):
      [
        "controller": .text(controller), "horizontalSizeClass": .text(traits.horizontalSizeClass.name),
        "verticalSizeClass": .text(traits.verticalSizeClass.name),
      ]
    case .traitCollectionDidChange(let controller, let previous):
      [
        "controller": .text(controller), "previousHorizontalSizeClass": .text(previous.horizontalSizeClass.name),
        "previousVerticalSizeClass": .text(previous.verticalSizeClass.name),
      ]
    case .pushed(let controller, let on):
      ["controller": .text(controller), "on": .text(on)]
    case .popped(let controller, let on):
      ["controller": .text(controller), "on": .text(on)]
    case .selected(let controller, let on, let index):
      ["controller": .text(controller), "on": .text(on), "index": .number(Double(index))]
    case .splitViewControllerDidCollapse(let controller, let shown):
      ["controller": .text(controller), "shown": .text(shown)]
    case .splitViewControllerDidExpand(let controller):
      ["controller": .text(controller)]
    case .geometryRequest(let requested, let result, let orientation):
      [
        "requested": .names(requested.orientations.map(\.name)), "result": .text(result.rawValue),
        "orientation": .text(orientation.name),
      ]
    case .geometryRequestError(let domain, let code, let message):
      ["domain": .text(domain), "code": .number(Double(code)), "message": .text(message)]
    case .console(let message):
      ["message": .text(message)]
    case .supportedOrientationsUpdate(let controller):
      ["controller": .text(controller)]
    case .applicationDidEnterBackground, .applicationWillEnterForeground:
      [:]
    case .windowingDidChange(let mode):
      ["mode": .text(mode.name)]
    case .sceneDidResize(let width, let height):
      ["size": .numbers([width, height])]
    case .windowSceneDidUpdateGeometry(let orientation, let size):
      ["orientation": .text(orientation.name), "size": .numbers([size.width, size.height])]
    case .mainThreadBusy(let seconds, let controller?, let callback?):
      ["controller": .text(controller), "name": .text(callback), "duration": .number(seconds)]
    case .mainThreadBusy(let seconds, _, _):
      ["duration": .number(seconds)]
    case .viewSafeAreaInsetsDidChange(let controller, let insets):
      ["controller": .text(controller), "insets": .numbers([insets.top, insets.left, insets.bottom, insets.right])]
    case .statusBarHiddenDidChange(let hidden):
      ["hidden": .bool(hidden)]
    }
  }
}
