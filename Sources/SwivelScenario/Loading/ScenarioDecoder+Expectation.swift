import SwivelCore
import Yams

extension ScenarioDecoder {
  static let expectationKeys = [
    "device", "interface", "statusBar", "windowSize", "top", "frames", "error", "noError", "events", "noEvents",
    "geometryError", "noGeometryError", "console", "background", "windowing", "locked", "statusBarHidden",
    "safeAreaInsets",
  ]
  static let errorKeys = ["name", "reason"]

  /// `interface:` as a mask: not empty, since no orientation is in the empty mask.
  private func interfaceMask(_ node: Node, context: String) throws(ScenarioError) -> Located<InterfaceOrientationMask> {
    let mask = try mask(node, context: context)
    guard !mask.value.isEmpty else {
      throw error(
        .invalidValue(
          "the empty mask", context: context,
          expected: "an interface orientation, or a mask the orientation is one of, such as landscape"),
        at: node)
    }
    return mask
  }

  /// `expect: {...}` (Scenario reference, section 6). `expect: {}` checks nothing but still lets the run loop settle
  /// and starts a new window for `events`.
  func decodeExpectation(_ node: Node, context: String, references: References) throws(ScenarioError) -> Expectation {
    let entries = try mapping(node, context: context, allowed: Self.expectationKeys)
    var expectation = Expectation()
    if let value = entries["device"] {
      expectation.device = try deviceOrientation(value, context: "device of \(context)")
    }
    if let value = entries["interface"] {
      // One orientation, or a mask the orientation must be one of (`landscape`, `[portrait, landscapeLeft]`).
      if case .scalar(let scalar) = value, let orientation = InterfaceOrientation(name: scalar.string),
        orientation.isValid
      {
        expectation.interface = Located(orientation, at: location(of: value))
      } else {
        let mask = try interfaceMask(value, context: "interface of \(context)")
        expectation.interfaceIn = mask
      }
    }
    if let value = entries["statusBar"] {
      expectation.statusBar = try interfaceOrientation(value, context: "statusBar of \(context)")
    }
    if let value = entries["windowSize"] {
      expectation.windowSize = Located(try size(value, context: "windowSize of \(context)"), at: location(of: value))
    }
    if let value = entries["top"] {
      expectation.top = try controllerReference(
        value, context: "top of \(context)", controllers: references.controllers)
    }
    if let value = entries["frames"] {
      let frames = try mapping(value, context: "frames of \(context)", allowed: nil)
      for (id, keyNode, frame) in frames.entries {
        guard references.views.contains(id) else {
          throw error(.unknownView(id, context: "frames of \(context)", known: references.views), at: keyNode)
        }
        expectation.frames.append(
          FrameExpectation(
            view: id, frame: try rect(frame, context: "frame of view '\(id)' in \(context)"), at: location(of: keyNode))
        )
      }
    }
    if let value = entries["error"] {
      let fields = try mapping(value, context: "error of \(context)", allowed: Self.errorKeys)
      guard !fields.entries.isEmpty else {
        throw error(
          .invalidValue(
            "an empty error", context: context,
            expected: "a name, a reason or both, such as {name: UIApplicationInvalidInterfaceOrientation}"),
          at: value)
      }
      var expected = ErrorExpectation()
      if let name = fields["name"] { expected.name = try text(name, context: "name of the error of \(context)") }
      if let reason = fields["reason"] {
        expected.reason = try text(reason, context: "reason of the error of \(context)")
      }
      expectation.error = Located(expected, at: location(of: value))
    }
    if let value = entries["noError"] {
      guard try bool(value, context: "noError of \(context)") else {
        throw error(
          .invalidValue(
            "noError: false checks nothing", context: context,
            expected: "noError: true, or error: {...} to check that one was raised"),
          at: value)
      }
      if entries["error"] != nil {
        throw error(
          .invalidValue(
            "both error and noError", context: context, expected: "one of them: they contradict each other"), at: value)
      }
      expectation.noError = location(of: value)
    }
    if let value = entries["events"] {
      expectation.events = try decodePatterns(value, context: "events of \(context)", references: references)
    }
    if let value = entries["noEvents"] {
      expectation.noEvents = try decodePatterns(value, context: "noEvents of \(context)", references: references)
    }
    if let value = entries["geometryError"] {
      let fields = try mapping(value, context: "geometryError of \(context)", allowed: ["code", "message"])
      var expected = GeometryErrorExpectation()
      if let code = fields["code"] {
        let number = try number(
          code, context: "code of the geometryError of \(context)", expected: "an error code, such as 101")
        guard number == number.rounded(), abs(number) < 1e9 else {
          throw error(
            .invalidValue("\(number)", context: "code of the geometryError of \(context)", expected: "a whole number"),
            at: code)
        }
        expected.code = Int(number)
      }
      if let message = fields["message"] {
        expected.message = try text(message, context: "message of the geometryError of \(context)")
      }
      expectation.geometryError = Located(expected, at: location(of: value))
    }
    if let value = entries["noGeometryError"] {
      guard try bool(value, context: "noGeometryError of \(context)") else {
        throw error(
          .invalidValue(
            "noGeometryError: false checks nothing", context: context,
            expected: "noGeometryError: true, or geometryError: {...}"),
          at: value)
      }
      expectation.noGeometryError = location(of: value)
    }
    if let value = entries["console"] {
      for item in try sequence(value, context: "console of \(context)", expected: "a list of texts") {
        expectation.console.append(Located(try text(item, context: "console of \(context)"), at: location(of: item)))
      }
    }
    if let value = entries["windowing"] {
      expectation.windowing = Located(
        try name(
          value, what: "windowing mode", context: "windowing of \(context)",
          allowed: WindowingMode.allCases.map(\.name), value: WindowingMode.init(name:)),
        at: location(of: value))
    }
    if let value = entries["statusBarHidden"] {
      expectation.statusBarHidden = Located(
        try bool(value, context: "statusBarHidden of \(context)"), at: location(of: value))
    }
    if let value = entries["safeAreaInsets"] {
      let insets = try mapping(value, context: "safeAreaInsets of \(context)", allowed: nil)
      guard !insets.entries.isEmpty else {
        throw error(
          .invalidValue(
            "an empty safeAreaInsets", context: context,
            expected: "a controller's insets, such as safeAreaInsets: {feed: [44, 0, 34, 0]}"),
          at: value)
      }
      for (id, keyNode, entry) in insets.entries {
        let controller = try controllerReference(
          keyNode, context: "safeAreaInsets of \(context)", controllers: references.controllers)
        expectation.safeAreaInsets.append(
          SafeAreaExpectation(
            controller: controller.value,
            insets: try edgeInsets(entry, context: "safe-area insets of controller '\(id)' in \(context)"),
            at: location(of: keyNode)))
      }
    }
    if let value = entries["locked"] {
      expectation.locked = Located(try bool(value, context: "locked of \(context)"), at: location(of: value))
    }
    if let value = entries["background"] {
      expectation.background = Located(try bool(value, context: "background of \(context)"), at: location(of: value))
    }
    return expectation
  }

  /// The most patterns an `expect:`'s `events:` or `noEvents:` may list: real ones list a
  /// few. Each is tried on the events of its kind (``EventIndex``), so this bounds the cost of
  /// one `expect` to a thousand passes over its events.
  static let patternLimit = 1_000

  func decodePatterns(_ node: Node, context: String, references: References) throws(ScenarioError) -> [EventPattern] {
    var patterns: [EventPattern] = []
    let items = try sequence(node, context: context, expected: "a list of event patterns")
    if items.count > Self.patternLimit {
      throw error(
        .overLimit(
          "pattern \(YAMLLimits.text(Self.patternLimit + 1)) of \(YAMLLimits.text(items.count)) in \(context)",
          expected: "at most \(YAMLLimits.text(Self.patternLimit)) patterns in an expect's events: or noEvents:"),
        at: items[Self.patternLimit])
    }
    for (index, item) in items.enumerated() {
      patterns.append(try decodePattern(item, context: "pattern \(index + 1) of \(context)", references: references))
    }
    return patterns
  }

  /// An event pattern: fields of section 7, each typed as the trace writes it; with a `kind`,
  /// only that kind's fields (``EventPattern/fieldsByKind``).
  func decodePattern(_ node: Node, context: String, references: References) throws(ScenarioError) -> EventPattern {
    let entries = try mapping(node, context: context, allowed: EventPattern.Field.allCases.map(\.rawValue))
    guard !entries.entries.isEmpty else {
      throw error(
        .invalidValue(
          "an empty pattern (it would match every event)", context: context,
          expected: "at least one field, such as {kind: didRotateFromInterfaceOrientation}"),
        at: node)
    }
    var fields: [EventPattern.Field: EventPattern.Value] = [:]
    for (key, _, value) in entries.entries {
      let field = EventPattern.Field(rawValue: key)!
      fields[field] = try decodePatternValue(
        value, field: field, context: "\(key) of \(context)", references: references)
    }
    // A pattern that names its kind may name only that kind's fields: any other could never
    // match, and `noEvents:` would then hold without checking anything.
    if case .text(let kind) = fields[.kind] {
      let allowed = EventPattern.fields(ofKind: kind)
      for (key, keyNode, _) in entries.entries where !allowed.contains(key) {
        throw error(.fieldNotInKind(key, kind: kind, context: context, fields: allowed), at: keyNode)
      }
    }
    return EventPattern(fields: fields, at: location(of: node))
  }

  func decodePatternValue(
    _ node: Node, field: EventPattern.Field, context: String, references: References
  ) throws(ScenarioError) -> EventPattern.Value {
    switch field {
    case .t, .duration:
      return .number(try number(node, context: context, expected: "a number of seconds"))
    case .size:
      let size = try size(node, context: context)
      return .numbers([size.width, size.height])
    case .bounds:
      let rect = try rect(node, context: context)
      return .numbers([rect.origin.x, rect.origin.y, rect.width, rect.height])
    case .insets:
      let insets = try edgeInsets(node, context: context)
      return .numbers([insets.top, insets.left, insets.bottom, insets.right])
    case .hidden:
      return .bool(try bool(node, context: context))
    case .mask, .requested:
      return .mask(try mask(node, context: context).value)
    case .code:
      return .number(try number(node, context: context, expected: "an error code, such as 101"))
    case .trigger:
      return .text(
        try name(
          node, what: "trigger", context: context, allowed: EventPattern.triggers,
          value: { EventPattern.triggers.contains($0) ? $0 : nil }))
    case .kind:
      return .text(
        try name(
          node, what: "event kind", context: context, allowed: EventPattern.kinds,
          value: { EventPattern.kinds.contains($0) ? $0 : nil }))
    case .controller:
      return .text(try controllerReference(node, context: context, controllers: references.controllers).value)
    case .decider:
      if isNull(node) { return .null }
      return .text(try controllerReference(node, context: context, controllers: references.controllers).value)
    case .view:
      let id = try text(node, context: context)
      guard references.views.contains(id) else {
        throw error(.unknownView(id, context: context, known: references.views), at: node)
      }
      return .text(id)
    case .to, .from:
      return .text(try interfaceOrientation(node, context: context).value.name)
    case .device:
      return .text(try deviceOrientation(node, context: context).value.name)
    case .orientation:
      // A device orientation (deviceOrientationDidChange) or an interface one (statusBarOrientationDidChange):
      // the interface names are all device names too.
      return .text(try deviceOrientation(node, context: context).value.name)
    case .result:
      return .text(
        try name(
          node, what: "result", context: context, allowed: EventPattern.results,
          value: { EventPattern.results.contains($0) ? $0 : nil }))
    case .style:
      let names = ModalPresentationStyle.allCases.map(\.name)
      return .text(
        try name(
          node, what: "presentation style", context: context, allowed: names, value: ModalPresentationStyle.init(name:)
        ).name)
    case .mode:
      return .text(
        try name(
          node, what: "windowing mode", context: context, allowed: WindowingMode.allCases.map(\.name),
          value: WindowingMode.init(name:)
        ).name)
    case .horizontalSizeClass, .verticalSizeClass, .previousHorizontalSizeClass, .previousVerticalSizeClass:
      let names = UserInterfaceSizeClass.allCases.map(\.name)
      return .text(
        try name(
          node, what: "size class", context: context, allowed: names,
          value: { name in UserInterfaceSizeClass.allCases.first { $0.name == name } }
        ).name)
    case .on, .shown:
      return .text(try controllerReference(node, context: context, controllers: references.controllers).value)
    case .index:
      return .number(try number(node, context: context, expected: "a tab's index, from 0"))
    case .reason, .name, .domain, .message:
      return .text(try text(node, context: context))
    }
  }
}
