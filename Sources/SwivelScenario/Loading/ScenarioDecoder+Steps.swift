import SwivelCore
import Yams

extension ScenarioDecoder {
  static let stepNames = [
    "launch", "rotate", "wait", "present", "dismiss", "push", "pop", "select", "set", "attemptRotation", "lock",
    "unlock", "motion", "expect", "setNeedsUpdateOfSupportedInterfaceOrientations", "requestGeometryUpdate",
    "setDeviceOrientation", "background", "foreground", "windowing",
    "setNeedsUpdateOfPrefersInterfaceOrientationLocked", "busy", "fold", "unfold", "resize",
  ]
  /// The most steps a scenario may have: far beyond any real one (the speed benchmark plays
  /// 40,000). Playing takes a few microseconds a step, and the reports grow with the steps.
  static let stepLimit = 50_000
  /// The most virtual time a scenario's `wait:` steps may add up to, in seconds: a day. Past
  /// that, times lose the precision the trace prints them with.
  static let waitLimit = 86_400.0
  /// The most declared views times steps: a turn lays out every view and each step's snapshot
  /// may read them all, so the product is what playing costs (at this limit about a second of a
  /// release build's time on one core). Real scenarios stay below 100,000.
  static let viewStepLimit = 50_000_000
  /// Steps written as a bare word: `- attemptRotation`, `- unlock`, `- lock`, `- background`.
  static let bareStepNames = ["attemptRotation", "unlock", "lock", "background", "foreground", "fold", "unfold"]

  static let presentKeys = ["controller", "style", "animated", "removesPresentersView"]
  static let pushKeys = ["on", "controller"]
  static let selectKeys = ["on", "index"]
  /// The keys of 5 that describe the controller tree, not answers: `set:` cannot change them.
  static let structuralKeys = [
    "class", "kind", "children", "selected", "views", "forwardsAppearance", "forwardsRotation", "delegateMask",
    "delegatePreferredForPresentation", "collapsesTo",
  ]

  /// What the steps refer to.
  struct References {
    var controllers: [ControllerSpecification]
    var views: [String]

    var ids: [String] { controllers.map(\.id) }
  }

  /// The steps that act on the running app, and what each needs: before `launch` there is no
  /// app (no window, no code of the app runs), so UIKit has nothing to present from, dismiss,
  /// push onto, pop, select or rotate. `rotate`, `wait`, `lock`, `unlock`, `motion` act on the
  /// device and may come first; `set` changes declared answers, which hold from launch on;
  /// `expect` checks whatever state there is.
  static func needsLaunch(_ action: ScenarioStep.Action) -> String? {
    switch action {
    case .present: "present"
    case .dismiss: "dismiss"
    case .push: "push"
    case .pop: "pop"
    case .select: "select"
    case .attemptRotation: "attemptRotation"
    case .setNeedsUpdateOfSupportedInterfaceOrientations: "setNeedsUpdateOfSupportedInterfaceOrientations"
    case .setNeedsUpdateOfPrefersInterfaceOrientationLocked: "setNeedsUpdateOfPrefersInterfaceOrientationLocked"
    case .requestGeometryUpdate: "requestGeometryUpdate"
    case .background: "background"
    case .foreground: "foreground"
    case .busy: "busy"
    case .fold: "fold"
    case .unfold: "unfold"
    case .resize: "resize"
    case .launch, .rotate, .wait, .lock, .unlock, .motion, .set, .expect, .setDelegateMask, .setSceneDelegateMask,
      .setDeviceOrientation,
      .windowing:
      nil
    }
  }

  /// `steps:`, in order.
  ///
  /// Also refuses what the order of the steps makes impossible: a second launch, a step that
  /// needs the running app before `launch` (``needsLaunch(_:)``), and `present` in a window
  /// with no root view controller to present from.
  func decodeSteps(
    _ node: Node?, controllers: [ControllerSpecification], views: [String], hasRoot: Bool,
    idiom: UserInterfaceIdiom, era: SystemBehavior
  ) throws(ScenarioError) -> [ScenarioStep] {
    guard let node, !isNull(node) else { return [] }
    let references = References(controllers: controllers, views: views)
    var steps: [ScenarioStep] = []
    var launch: SourceLocation?
    var waited = 0.0
    let items = try sequence(node, context: "steps", expected: "a list of steps")
    if items.count > Self.stepLimit {
      throw error(
        .overLimit(
          "step \(YAMLLimits.text(Self.stepLimit + 1)) of \(YAMLLimits.text(items.count))",
          expected: "at most \(YAMLLimits.text(Self.stepLimit)) steps in a scenario"),
        at: items[Self.stepLimit])
    }
    if !views.isEmpty, views.count * items.count > Self.viewStepLimit {
      let first = Self.viewStepLimit / views.count
      throw error(
        .overLimit(
          "step \(YAMLLimits.text(first + 1)) with \(YAMLLimits.text(views.count)) declared views",
          expected:
            "declared views × steps at most \(YAMLLimits.text(Self.viewStepLimit)) (1,000 views and 50,000 steps, or 10,000 views and 5,000 steps)"
        ),
        at: items[first])
    }
    for (index, item) in items.enumerated() {
      let step = try decodeStep(item, position: index + 1, references: references, idiom: idiom, era: era)
      if case .wait(let seconds) = step.action {
        waited += seconds
        if waited > Self.waitLimit {
          let what =
            seconds > Self.waitLimit
            ? "a wait of \(NumberFormat.short(seconds)) s in step \(index + 1)"
            : "step \(index + 1) (wait) brings the scenario's waits to \(NumberFormat.short(waited)) s"
          throw error(
            .overLimit(what, expected: "waits adding up to at most \(YAMLLimits.text(Int(Self.waitLimit))) s (a day)"),
            at: item)
        }
      }
      if case .launch = step.action {
        if let launch {
          throw error(
            .invalidValue(
              "a second launch (the first is at \(launch))", context: "step \(index + 1)",
              expected: "one launch: an app launches once"),
            at: item)
        }
        launch = step.location
      }
      if launch == nil, let name = Self.needsLaunch(step.action) {
        throw error(.stepBeforeLaunch(name, context: "step \(index + 1)"), at: item)
      }
      if let (api, first) = Self.firstVersion(of: step.action, idiom: idiom) {
        try requireEra(
          era, first: first, api: api, context: "step \(index + 1)", instead: "another step", at: location(of: item))
      }
      if case .present = step.action, !hasRoot {
        throw error(.nothingToPresentFrom(context: "step \(index + 1) (present)"), at: item)
      }
      // An iPhone's rotation lock is a portrait lock (Control Center's "Portrait Orientation
      // Lock"): it cannot hold anything else.
      if case .lock(let held?) = step.action, idiom == .phone, held != .portrait {
        throw error(
          .invalidValue(
            "a phone's rotation lock on \(held.name) (it holds portrait only)", context: "step \(index + 1)",
            expected: "'- lock' or 'lock: portrait'"),
          at: item)
      }
      steps.append(step)
    }
    return steps
  }

  /// A windowing mode: iPad only, and from the iPadOS version that has it.
  func windowingMode(
    _ node: Node, context: String, idiom: UserInterfaceIdiom, era: SystemBehavior
  ) throws(ScenarioError) -> Located<WindowingMode> {
    let mode = try name(
      node, what: "windowing mode", context: context, allowed: WindowingMode.allCases.map(\.name),
      value: WindowingMode.init(name:))
    try requireWindowing(mode, idiom: idiom, era: era, context: context, at: location(of: node))
    return Located(mode, at: location(of: node))
  }

  static let windowingKeys = ["mode", "share"]

  /// `windowing: splitView`, or `windowing: {mode: splitView, share: twoThirds}`: a mode and,
  /// for Split View, the share of the screen (`twoThirds`, `half`, `oneThird`).
  func windowing(
    _ node: Node, context: String, idiom: UserInterfaceIdiom, era: SystemBehavior
  ) throws(ScenarioError) -> (Located<WindowingMode>, SplitViewShare?) {
    guard case .mapping = node else { return (try windowingMode(node, context: context, idiom: idiom, era: era), nil) }
    let entries = try mapping(node, context: context, allowed: Self.windowingKeys)
    let mode = try windowingMode(
      try required("mode", in: entries, context: context), context: "mode of \(context)", idiom: idiom, era: era)
    guard let shareNode = entries["share"] else { return (mode, nil) }
    guard mode.value == .splitView else {
      throw error(
        .invalidValue(
          "a share of the screen in \(mode.value.name)", context: "share of \(context)",
          expected: "share: only with mode: splitView"),
        at: shareNode)
    }
    let share = try name(
      shareNode, what: "share", context: "share of \(context)", allowed: SplitViewShare.allCases.map(\.name),
      value: SplitViewShare.init(name:))
    return (mode, share)
  }

  func decodeStep(
    _ node: Node, position: Int, references: References, idiom: UserInterfaceIdiom = .phone,
    era: SystemBehavior = .newest
  ) throws(ScenarioError) -> ScenarioStep {
    let at = location(of: node)
    // `- attemptRotation` and `- unlock`: a bare word.
    if case .scalar = node, !isNull(node) {
      let word = try text(node, context: "step \(position)")
      guard Self.bareStepNames.contains(word) else {
        if Self.stepNames.contains(word) {
          throw error(
            .invalidValue(
              "step '\(word)' without a value", context: "step \(position)", expected: "'\(word): <value>'"),
            at: node)
        }
        throw error(.unknownName(word, what: "step", context: "step \(position)", allowed: Self.stepNames), at: node)
      }
      switch word {
      case "unlock": return ScenarioStep(.unlock, at: at)
      case "lock": return ScenarioStep(.lock(nil), at: at)
      case "background": return ScenarioStep(.background, at: at)
      case "foreground": return ScenarioStep(.foreground, at: at)
      case "fold": return ScenarioStep(.fold, at: at)
      case "unfold": return ScenarioStep(.unfold, at: at)
      default: return ScenarioStep(.attemptRotation, at: at)
      }
    }
    let entries = try mapping(node, context: "step \(position)", allowed: Self.stepNames)
    guard entries.entries.count == 1, let (name, _, value) = entries.entries.first else {
      throw error(
        .invalidValue(
          entries.entries.isEmpty
            ? "an empty step" : "several steps in one entry (\(entries.keys.joined(separator: ", ")))",
          context: "step \(position)", expected: "one step per list entry, such as '- rotate: landscapeLeft'"),
        at: node)
    }
    let context = "step \(position) (\(name))"
    switch name {
    case "launch":
      return ScenarioStep(.launch(try deviceOrientation(value, context: context).value), at: at)
    case "rotate":
      return ScenarioStep(.rotate(try deviceOrientation(value, context: context).value), at: at)
    case "wait":
      let seconds = try number(value, context: context, expected: "a number of seconds, 0 or more")
      guard seconds >= 0 else {
        throw error(
          .invalidValue("a negative wait (\(seconds) s)", context: context, expected: "0 seconds or more"), at: value)
      }
      return ScenarioStep(.wait(seconds: seconds), at: at)
    case "busy":
      return ScenarioStep(.busy(seconds: try busySeconds(value, context: context)), at: at)
    case "resize":
      return ScenarioStep(.resize(try windowSize(value, context: context)), at: at)
    case "present":
      return ScenarioStep(
        .present(try decodePresentation(value, context: context, references: references, era: era)), at: at)
    case "dismiss":
      let id = try controllerReference(value, context: context, controllers: references.controllers)
      return ScenarioStep(.dismiss(controller: id.value), at: at)
    case "push":
      let push = try mapping(value, context: context, allowed: Self.pushKeys)
      let container = try containerReference(
        try required("on", in: push, context: context), context: context, kind: .navigation, references: references)
      let controller = try controllerReference(
        try required("controller", in: push, context: context), context: context, controllers: references.controllers)
      return ScenarioStep(.push(on: container.id, controller: controller.value), at: at)
    case "pop":
      let container = try containerReference(value, context: context, kind: .navigation, references: references)
      return ScenarioStep(.pop(on: container.id), at: at)
    case "select":
      let select = try mapping(value, context: context, allowed: Self.selectKeys)
      let container = try containerReference(
        try required("on", in: select, context: context), context: context, kind: .tabBar, references: references)
      let index = try tabIndex(
        try required("index", in: select, context: context), of: container, context: "index of \(context)")
      return ScenarioStep(.select(on: container.id, index: index), at: at)
    case "set":
      return try decodeSet(value, context: context, references: references, at: at)
    case "attemptRotation", "unlock", "background", "foreground":
      guard isNull(value) else {
        throw error(.wrongType(context: context, expected: "no value ('- \(name)')", found: describe(value)), at: value)
      }
      let bare: [String: ScenarioStep.Action] = [
        "unlock": .unlock, "attemptRotation": .attemptRotation, "background": .background, "foreground": .foreground,
      ]
      return ScenarioStep(bare[name]!, at: at)
    case "setNeedsUpdateOfSupportedInterfaceOrientations":
      let id = try controllerReference(value, context: context, controllers: references.controllers)
      return ScenarioStep(.setNeedsUpdateOfSupportedInterfaceOrientations(controller: id.value), at: at)
    case "requestGeometryUpdate":
      let requested = try mask(value, context: context)
      guard !requested.value.isEmpty else {
        throw error(
          .invalidValue(
            "an empty request", context: context,
            expected: "one orientation or more, such as landscapeRight or landscape"),
          at: value)
      }
      return ScenarioStep(.requestGeometryUpdate(requested.value), at: at)
    case "setNeedsUpdateOfPrefersInterfaceOrientationLocked":
      let id = try controllerReference(value, context: context, controllers: references.controllers)
      return ScenarioStep(.setNeedsUpdateOfPrefersInterfaceOrientationLocked(controller: id.value), at: at)
    case "windowing":
      let (mode, share) = try windowing(value, context: context, idiom: idiom, era: era)
      return ScenarioStep(.windowing(mode.value, share: share), at: at)
    case "setDeviceOrientation":
      return ScenarioStep(.setDeviceOrientation(try deviceOrientation(value, context: context).value), at: at)
    case "lock":
      if isNull(value) { return ScenarioStep(.lock(nil), at: at) }
      return ScenarioStep(.lock(try interfaceOrientation(value, context: context).value), at: at)
    case "motion":
      return ScenarioStep(.motion(try existingFile(value, context: context)), at: at)
    default:  // "expect": the mapping above admits no other key.
      return ScenarioStep(.expect(try decodeExpectation(value, context: context, references: references)), at: at)
    }
  }

  /// `present: photos` or `present: {controller: photos, style: fullScreen, animated: true}`.
  func decodePresentation(
    _ node: Node, context: String, references: References, era: SystemBehavior = .newest
  ) throws(ScenarioError) -> Presentation {
    if case .scalar = node {
      return Presentation(
        controller: try controllerReference(node, context: context, controllers: references.controllers).value)
    }
    let entries = try mapping(node, context: context, allowed: Self.presentKeys)
    let controller = try controllerReference(
      try required("controller", in: entries, context: context), context: context, controllers: references.controllers)
    var presentation = Presentation(controller: controller.value)
    if let value = entries["style"] {
      let names = Presentation.allowedStyles.map(\.name)
      presentation.style = try name(
        value, what: "presentation style", context: "style of \(context)", allowed: names,
        value: { name in
          ModalPresentationStyle(name: name).flatMap { Presentation.allowedStyles.contains($0) ? $0 : nil }
        })
      presentation.isStyleWritten = true
      if let first = Self.firstVersion(of: presentation.style) {
        try requireEra(
          era, first: first, api: "the \(presentation.style.name) presentation style", context: "style of \(context)",
          instead: "another style", at: location(of: value))
      }
    }
    if let value = entries["animated"] { presentation.isAnimated = try bool(value, context: "animated of \(context)") }
    if let value = entries["removesPresentersView"] {
      guard presentation.style == .custom else {
        throw error(
          .invalidValue(
            "removesPresentersView with style \(presentation.style.name)", context: context,
            expected: "style: custom (only a custom presentation controller decides it)"),
          at: value)
      }
      presentation.removesPresentersView = try bool(value, context: "removesPresentersView of \(context)")
    }
    return presentation
  }

  /// A controller id that must name a container of the given kind.
  func containerReference(
    _ node: Node, context: String, kind: ControllerKind, references: References
  ) throws(ScenarioError) -> ControllerSpecification {
    let id = try controllerReference(node, context: context, controllers: references.controllers)
    let controller = references.controllers.first { $0.id == id.value }!
    guard controller.resolvedKind == kind else {
      throw error(
        .invalidValue(
          "controller '\(id.value)' is of kind \(controller.resolvedKind.rawValue)", context: context,
          expected: "a controller of kind \(kind.rawValue)"),
        at: node)
    }
    return controller
  }

  /// `set: {controller: feed, supported: all}`: the controller and the answers that change.
  func decodeSet(_ node: Node, context: String, references: References, at: SourceLocation) throws(ScenarioError)
    -> ScenarioStep
  {
    let probe = try mapping(node, context: context, allowed: nil)
    if let appNode = probe["app"] {
      _ = try mapping(node, context: context, allowed: ["app"])
      let keys = ["delegateMask", "sceneDelegateMask"]
      let app = try mapping(appNode, context: "app of \(context)", allowed: keys)
      guard app.keys.count == 1, let key = app.keys.first, let value = app[key] else {
        throw error(
          .invalidValue(
            app.keys.isEmpty ? "no mask" : "both masks", context: "app of \(context)",
            expected: "one of delegateMask or sceneDelegateMask (a set step changes one answer)"),
          at: appNode)
      }
      let answer = try mask(value, context: "\(key) of \(context)").value
      return ScenarioStep(key == "delegateMask" ? .setDelegateMask(answer) : .setSceneDelegateMask(answer), at: at)
    }
    if let key = probe.keys.first(where: Self.structuralKeys.contains) {
      throw error(
        .invalidValue(
          "'\(key)' describes the controller tree and cannot be changed by set", context: context,
          expected: "one of \(Self.answerKeys.joined(separator: ", ")) (use push, pop or select to change the tree)"),
        at: probe.keyNode(key)!)
    }
    let entries = try mapping(node, context: context, allowed: ["controller"] + Self.answerKeys)
    let id = try controllerReference(
      try required("controller", in: entries, context: context), context: context, controllers: references.controllers)
    let controller = references.controllers.first { $0.id == id.value }!
    guard entries.entries.count > 1 else {
      throw error(
        .invalidValue(
          "nothing to change", context: context, expected: "at least one of \(Self.answerKeys.joined(separator: ", "))"),
        at: node)
    }
    let answers = try decodeAnswers(
      entries, context: "\(context) of controller '\(id.value)'", kind: controller.resolvedKind, ids: references.ids,
      children: controller.children.map(\.value))
    try checkForwarding(answers.forwards, of: controller, context: context)
    return ScenarioStep(.set(controller: id.value, answers: answers), at: at)
  }
}

extension ScenarioDecoder {
  /// Throws at the first `fold` or `unfold` the device cannot make: one that does not fold (only
  /// the iPhone Duo's displays do, `DeviceModel.folds`), or one already folded or open there.
  /// The steps start on `model`'s display and each move takes the scene to the other one.
  func checkFolds(steps: [ScenarioStep], model: DeviceModel) throws(ScenarioError) {
    var display = model
    for (index, step) in steps.enumerated() {
      let folding: Bool
      switch step.action {
      case .fold: folding = true
      case .unfold: folding = false
      default: continue
      }
      let context = "step \(index + 1) (\(folding ? "fold" : "unfold"))"
      guard model.folds else {
        let foldable = DeviceCatalog.all.filter(\.folds).map(\.id).joined(separator: ", ")
        throw ScenarioError(
          .invalidValue(
            "device \(model.id) does not fold", context: context,
            expected: "a device that folds and opens (\(foldable))"),
          at: step.location)
      }
      guard let other = DeviceCatalog.display(after: display, folding: folding) else {
        throw ScenarioError(
          .invalidValue(
            "the device is already \(folding ? "folded" : "open") (the scene is on \(display.id))", context: context,
            expected: folding ? "unfold before folding again" : "fold before opening again"),
          at: step.location)
      }
      display = other
    }
  }
}
