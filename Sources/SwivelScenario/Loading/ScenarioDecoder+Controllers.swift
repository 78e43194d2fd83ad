import SwivelCore
import SwivelKit
import Yams

extension ScenarioDecoder {
  /// The answers of overrides: the keys `set:` may change too.
  static let answerKeys = [
    "supported", "shouldAutorotate", "preferredForPresentation", "legacyAutorotate", "rotationCallbacks",
    "transitionCallbacks", "alternateLandscape", "forwards", "wantsFullScreenLayout", "prefersLocked",
    "prefersStatusBarHidden", "childForStatusBarHidden", "busy",
  ]
  /// Every key of a controller, in the Scenario reference's order.
  static let controllerKeys = [
    "class", "supported", "shouldAutorotate", "preferredForPresentation", "legacyAutorotate", "rotationCallbacks",
    "transitionCallbacks", "alternateLandscape", "views", "kind", "children", "selected", "forwards",
    "wantsFullScreenLayout", "prefersLocked", "prefersStatusBarHidden", "childForStatusBarHidden", "forwardsAppearance",
    "forwardsRotation", "delegateMask", "delegatePreferredForPresentation", "collapsesTo", "busy",
  ]
  static let viewKeys = ["id", "frame", "autoresizing", "followsDeviceOrientation", "subviews"]

  /// `controllers:`, keyed by id, in the order written.
  func decodeControllers(_ node: Node?) throws(ScenarioError) -> [ControllerSpecification] {
    guard let node, !isNull(node) else { return [] }
    let entries = try mapping(node, context: "controllers", allowed: nil)
    let ids = entries.keys
    var controllers: [ControllerSpecification] = []
    for entry in entries.entries {
      controllers.append(try decodeController(id: entry.key, keyNode: entry.keyNode, node: entry.value, ids: ids))
    }
    return controllers
  }

  func decodeController(id: String, keyNode: Node, node: Node, ids: [String]) throws(ScenarioError)
    -> ControllerSpecification
  {
    let context = "controller '\(QuotedInput.shortened(id))'"
    guard !id.isEmpty else {
      throw error(
        .invalidValue("an empty controller id", context: "controllers", expected: "a name such as 'feed'"), at: keyNode)
    }
    var controller = ControllerSpecification(id: id, location: location(of: keyNode))
    // `feed:` with nothing after it: a plain view controller with every default.
    if isNull(node) { return controller }
    let entries = try mapping(node, context: context, allowed: Self.controllerKeys)

    if let value = entries["class"] { controller.className = try located(value, text: "class of \(context)") }
    if let value = entries["kind"] {
      controller.kind = Located(
        try name(
          value, what: "kind", context: context, allowed: ControllerKind.allCases.map(\.rawValue),
          value: ControllerKind.init(rawValue:)),
        at: location(of: value))
    }
    let kind = controller.resolvedKind
    if let value = entries["children"] {
      // Any controller may hold children: a plain one is a custom container (`addChild`).
      for child in try sequence(value, context: "children of \(context)", expected: "a list of controller ids") {
        let reference = try located(child, text: "a child of \(context)")
        guard ids.contains(reference.value) else {
          throw error(.unknownController(reference.value, context: "children of \(context)", known: ids), at: child)
        }
        controller.children.append(reference)
      }
    }
    controller.answers = try decodeAnswers(
      entries, context: context, kind: kind, ids: ids, children: controller.children.map(\.value))
    if let target = controller.answers.alternateLandscape, target.value == id {
      throw error(
        .invalidValue(
          "'\(id)' presents itself as its alternate landscape interface", context: context,
          expected: "another controller, shown full screen in landscape"),
        at: entries["alternateLandscape"]!)
    }
    try decodeContainment(entries, into: &controller, context: context)
    if let value = entries["selected"] {
      try requireKind("selected", value: entries.keyNode("selected")!, context: context, kind: kind, allowed: [.tabBar])
      let index = try tabIndex(value, of: controller, context: "selected of \(context)")
      controller.selected = Located(index, at: location(of: value))
    }
    if let value = entries["views"] {
      for item in try sequence(value, context: "views of \(context)", expected: "a list of views") {
        controller.views.append(try decodeView(item, owner: context))
      }
    }
    return controller
  }

  /// The keys of a container: how it forwards callbacks, its delegate's mask, a split view's
  /// columns and collapse; `children:` is read already.
  func decodeContainment(_ entries: Mapping, into controller: inout ControllerSpecification, context: String)
    throws(ScenarioError)
  {
    let kind = controller.resolvedKind
    try checkForwarding(controller.answers.forwards, of: controller, context: context)
    if let value = entries["forwardsAppearance"] {
      controller.forwardsAppearance = try locatedBool(value, context: "forwardsAppearance of \(context)")
    }
    if let value = entries["forwardsRotation"] {
      controller.forwardsRotation = try locatedBool(value, context: "forwardsRotation of \(context)")
    }
    if let value = entries["delegateMask"] {
      try requireKind(
        "delegateMask", value: entries.keyNode("delegateMask")!, context: context, kind: kind,
        allowed: [.navigation, .tabBar, .split])
      controller.delegateMask = try mask(value, context: "delegateMask of \(context)")
    }
    if let value = entries["delegatePreferredForPresentation"] {
      try requireKind(
        "delegatePreferredForPresentation", value: entries.keyNode("delegatePreferredForPresentation")!,
        context: context, kind: kind, allowed: [.navigation, .tabBar, .split])
      controller.delegatePreferredForPresentation = try interfaceOrientation(
        value, context: "delegatePreferredForPresentation of \(context)")
    }
    if let value = entries["collapsesTo"] {
      try requireKind(
        "collapsesTo", value: entries.keyNode("collapsesTo")!, context: context, kind: kind, allowed: [.split])
      controller.collapsesTo = Located(
        try name(
          value, what: "column", context: "collapsesTo of \(context)",
          allowed: SplitViewController.Column.allCases.map(\.rawValue),
          value: SplitViewController.Column.init(rawValue:)),
        at: location(of: value))
    }
    guard kind == .split else { return }
    // UISplitViewController's columns: the classic primary and secondary, or from iOS 14 a
    // supplementary between them (checked against the era once it is known).
    let count = controller.children.count
    guard count == 2 || count == 3 else {
      let where_ = entries.keyNode("children") ?? entries.keyNode("kind")!
      throw error(
        .invalidValue(
          count == 0 ? "a split view controller without columns" : count == 1 ? "one column" : "\(count) columns",
          context: "children of \(context)",
          expected: "two controller ids, [primary, secondary], or three, [primary, supplementary, secondary]"),
        at: where_)
    }
    if let column = controller.collapsesTo, column.value == .supplementary, count == 2 {
      throw ScenarioError(
        .invalidValue(
          "the supplementary column, and the split view has two columns", context: "collapsesTo of \(context)",
          expected: "primary or secondary, or a third column: [primary, supplementary, secondary]"),
        at: column.location)
    }
  }

  /// Refuses `forwards: top` on a plain controller without children: it has no child to ask.
  func checkForwarding(
    _ forwards: Located<ContainerForwarding>?, of controller: ControllerSpecification, context: String
  ) throws(ScenarioError) {
    guard let forwards, controller.resolvedKind == .viewController, controller.children.isEmpty,
      forwards.value.targets.contains(.top)
    else { return }
    throw ScenarioError(
      .invalidValue(
        "forwarding to its top child, and '\(controller.id)' has no children", context: "forwards of \(context)",
        expected: "'children:' (a custom container forwards to its last child), or 'forwards: presented'"),
      at: forwards.location)
  }

  /// Refuses split view controllers the scenario's era or device cannot have: before iOS 8
  /// UIKit's split view controller is iPad-only, and a supplementary column needs iOS 14.
  func checkSplitViews(_ controllers: [ControllerSpecification], idiom: UserInterfaceIdiom, era: SystemBehavior)
    throws(ScenarioError)
  {
    for controller in controllers where controller.resolvedKind == .split {
      let place = controller.kind?.location ?? controller.location
      if !era.splitViewControllerCollapses && idiom != .pad {
        throw ScenarioError(
          .invalidValue(
            "a split view controller on a \(idiom.name) in iOS \(era.version)",
            context: "kind of controller '\(controller.id)'",
            expected:
              "an iPad, or iOS 8 or later (before iOS 8 UIKit raises NSInvalidArgumentException: UISplitViewController is only supported when running under UIUserInterfaceIdiomPad)"
          ),
          at: place)
      }
      if controller.children.count == 3, !era.splitViewControllerHasSupplementaryColumn {
        throw ScenarioError(
          .invalidValue(
            "a supplementary column in iOS \(era.version)", context: "children of controller '\(controller.id)'",
            expected: "two columns, [primary, secondary], or iOS 14 or later for three"),
          at: controller.children[1].location)
      }
    }
  }

  /// The index of one of a tab bar controller's tabs (its children).
  func tabIndex(_ node: Node, of tabBar: ControllerSpecification, context: String) throws(ScenarioError) -> Int {
    let index = try integer(node, context: context)
    let count = tabBar.children.count
    guard index >= 0, index < count else {
      let expected =
        count == 0
        ? "no index: tab bar controller '\(tabBar.id)' has no children"
        : "an index from 0 to \(count - 1), one of the \(count) children of '\(tabBar.id)'"
      throw error(.invalidValue("tab index \(index) is out of range", context: context, expected: expected), at: node)
    }
    return index
  }

  func requireKind(
    _ key: String, value: Node, context: String, kind: ControllerKind, allowed: [ControllerKind]
  ) throws(ScenarioError) {
    guard allowed.contains(kind) else {
      throw error(.keyNeedsKind(key, context: context, kind: kind, allowedKinds: allowed), at: value)
    }
  }

  /// The answers of a controller's entry, or of a `set:` step.
  ///
  /// `children` are the controller's children's ids: a custom container's `forwards:` may name one.
  func decodeAnswers(
    _ entries: Mapping, context: String, kind: ControllerKind, ids: [String], children: [String]
  ) throws(ScenarioError) -> ControllerAnswers {
    var answers = ControllerAnswers()
    if let value = entries["supported"] { answers.supported = try mask(value, context: "supported of \(context)") }
    if let value = entries["shouldAutorotate"] {
      answers.shouldAutorotate = try locatedBool(value, context: "shouldAutorotate of \(context)")
    }
    if let value = entries["preferredForPresentation"] {
      answers.preferredForPresentation = try interfaceOrientation(
        value, context: "preferredForPresentation of \(context)")
    }
    if let value = entries["legacyAutorotate"] {
      answers.legacyAutorotate = try mask(value, context: "legacyAutorotate of \(context)")
    }
    if let value = entries["rotationCallbacks"] {
      answers.rotationCallbacks = Located(
        try name(
          value, what: "rotation callbacks", context: "rotationCallbacks of \(context)",
          allowed: RotationCallbacks.allCases.map(\.rawValue), value: RotationCallbacks.init(rawValue:)),
        at: location(of: value))
    }
    if let value = entries["prefersLocked"] {
      answers.prefersLocked = try locatedBool(value, context: "prefersLocked of \(context)")
    }
    if let value = entries["wantsFullScreenLayout"] {
      answers.wantsFullScreenLayout = try locatedBool(value, context: "wantsFullScreenLayout of \(context)")
    }
    if let value = entries["transitionCallbacks"] {
      answers.transitionCallbacks = try locatedBool(value, context: "transitionCallbacks of \(context)")
    }
    if let value = entries["alternateLandscape"] {
      let target = try located(value, text: "alternateLandscape of \(context)")
      guard ids.contains(target.value) else {
        throw error(
          .unknownController(target.value, context: "alternateLandscape of \(context)", known: ids), at: value)
      }
      answers.alternateLandscape = target
    }
    if let value = entries["busy"] {
      answers.busy = Located(try busyCallbacks(value, context: "busy of \(context)"), at: location(of: value))
    }
    if let value = entries["prefersStatusBarHidden"] {
      answers.prefersStatusBarHidden = try locatedBool(value, context: "prefersStatusBarHidden of \(context)")
    }
    if let value = entries["childForStatusBarHidden"] {
      let child = try located(value, text: "childForStatusBarHidden of \(context)")
      guard ids.contains(child.value) else {
        throw error(
          .unknownController(child.value, context: "childForStatusBarHidden of \(context)", known: ids), at: value)
      }
      answers.childForStatusBarHidden = child
    }
    if let value = entries["forwards"] {
      // Only a custom container names a child: UIKit's containers have their own visible child.
      let named = kind == .viewController ? children : []
      answers.forwards = Located(
        try forwarding(value, context: "forwards of \(context)", children: named), at: location(of: value))
    }
    return answers
  }

  static let forwardingNames = ["none", "top", "selected", "presented"]

  /// `busy: {viewWillTransition: 0.4}`: seconds of the main thread by callback.
  func busyCallbacks(_ node: Node, context: String) throws(ScenarioError) -> [BusyCallback: Double] {
    let entries = try mapping(node, context: context, allowed: BusyCallback.allCases.map(\.rawValue))
    var times: [BusyCallback: Double] = [:]
    for entry in entries.entries {
      // The mapping allowed only the callbacks' names.
      guard let callback = BusyCallback(rawValue: entry.key) else { continue }
      times[callback] = try busySeconds(entry.value, context: "\(entry.key) of \(context)")
    }
    return times
  }

  /// A number of seconds the app keeps the main thread: 0 or more, at most a day.
  func busySeconds(_ node: Node, context: String) throws(ScenarioError) -> Double {
    let seconds = try number(node, context: context, expected: "a number of seconds, 0 or more")
    guard seconds >= 0, seconds <= ScenarioDecoder.waitLimit else {
      throw error(
        .invalidValue(
          "\(NumberFormat.short(seconds)) s of busy time", context: context,
          expected: "0 seconds or more, at most \(YAMLLimits.text(Int(ScenarioDecoder.waitLimit))) (a day)"),
        at: node)
    }
    return seconds
  }

  /// `forwards: top`, `forwards: none`, or a list of targets asked in order:
  /// `forwards: [presented, top]`. `selected` is `top` by its tab bar name; a custom container
  /// may name one of its `children` instead of `top`.
  func forwarding(_ node: Node, context: String, children: [String] = []) throws(ScenarioError)
    -> ContainerForwarding
  {
    guard case .sequence = node else {
      if case .scalar = node, (try? text(node, context: context)) == "none" { return .none }
      let (target, child) = try forwardingTarget(node, context: context, children: children)
      return ContainerForwarding([target], child: child)
    }
    var targets: [ContainerForwarding.Target] = []
    var child: String?
    for item in try sequence(node, context: context, expected: "a list of forwarding targets") {
      let (next, named) = try forwardingTarget(item, context: context, children: children)
      guard !targets.contains(next) else {
        throw error(
          .invalidValue(
            "'\(next.rawValue)' twice", context: context, expected: "each target once: top (or selected), presented"),
          at: item)
      }
      targets.append(next)
      if let named { child = named }
    }
    guard !targets.isEmpty else {
      throw error(
        .invalidValue("an empty list", context: context, expected: "'none', or targets such as [presented, top]"),
        at: node)
    }
    return ContainerForwarding(targets, child: child)
  }

  /// One forwarding target, and the child it names when it is one of `children` (then `top`).
  private func forwardingTarget(_ node: Node, context: String, children: [String]) throws(ScenarioError)
    -> (ContainerForwarding.Target, String?)
  {
    let keywords = Self.forwardingNames.filter { $0 != "none" }
    let target = try name(
      node, what: "forwarding target", context: context, allowed: keywords + children,
      value: { word -> ContainerForwarding.Target? in
        if word == "selected" { return .top }
        if let target = ContainerForwarding.Target(rawValue: word) { return target }
        return children.contains(word) ? .top : nil
      })
    let word = try text(node, context: context)
    return (target, keywords.contains(word) ? nil : word)
  }

  /// An entry of `views:` and its subviews.
  func decodeView(_ node: Node, owner: String) throws(ScenarioError) -> ViewSpecification {
    let entries = try mapping(node, context: "a view of \(owner)", allowed: Self.viewKeys)
    let id = try text(
      try required("id", in: entries, context: "a view of \(owner)"), context: "id of a view of \(owner)")
    let context = "view '\(QuotedInput.shortened(id))'"
    var view = ViewSpecification(id: id, location: location(of: node))
    if let value = entries["frame"] {
      view.frame = Located(try rect(value, context: "frame of \(context)"), at: location(of: value))
    }
    if let value = entries["autoresizing"] {
      let names = AutoresizingMask.named.map(\.key)
      var mask = AutoresizingMask.none
      for item in try sequence(
        value, context: "autoresizing of \(context)",
        expected: "a list of autoresizing names (\(names.joined(separator: ", ")))")
      {
        mask.formUnion(
          try name(
            item, what: "autoresizing name", context: "autoresizing of \(context)", allowed: names,
            value: AutoresizingMask.init(name:)))
      }
      view.autoresizing = Located(mask, at: location(of: value))
    }
    if let value = entries["followsDeviceOrientation"] {
      view.followsDeviceOrientation = try locatedBool(value, context: "followsDeviceOrientation of \(context)")
    }
    if let value = entries["subviews"] {
      for item in try sequence(value, context: "subviews of \(context)", expected: "a list of views") {
        view.subviews.append(try decodeView(item, owner: context))
      }
    }
    return view
  }

  // MARK: - The tree

  /// Containers form a tree, and each controller has at most one place in it: the window's
  /// root, or a child of one container (UIKit: a view controller has one parent).
  func checkTree(controllers: [ControllerSpecification], window: WindowSpecification?) throws(ScenarioError) {
    let byID = Dictionary(controllers.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var finished: Set<String> = []
    for controller in controllers where !finished.contains(controller.id) {
      if let cycle = findCycle(from: controller, path: [controller.id], finished: &finished, byID: byID) {
        throw ScenarioError(.controllerCycle(cycle.path), at: cycle.location)
      }
    }
    var placed: [String: SourceLocation] = [:]
    var placements: [Located<String>] = []
    if let root = window?.root { placements.append(root) }
    placements += controllers.flatMap(\.children)
    for placement in placements {
      if let first = placed[placement.value] {
        throw ScenarioError(.controllerUsedTwice(placement.value, first: first), at: placement.location)
      }
      placed[placement.value] = placement.location
    }
    for controller in controllers where controller.resolvedKind == .navigation {
      // UIKit refuses a navigation controller in a navigation stack ("Pushing a navigation
      // controller is not supported", NSInvalidArgumentException): the app could never start.
      if let child = controller.children.first(where: { byID[$0.value]?.resolvedKind == .navigation }) {
        throw ScenarioError(
          .invalidValue(
            "'\(child.value)' is a navigation controller, which UIKit refuses in a navigation stack (NSInvalidArgumentException: Pushing a navigation controller is not supported)",
            context: "children of controller '\(controller.id)'",
            expected: "controllers that are not navigation controllers"),
          at: child.location)
      }
    }
    if let root = window?.root {
      // The alternate interface is presented full screen over its controller; the window's root
      // is on screen already, and UIKit refuses to present it ("Application tried to present
      // modally an active controller").
      for controller in controllers {
        guard let target = controller.answers.alternateLandscape, target.value == root.value else { continue }
        throw ScenarioError(
          .invalidValue(
            "'\(root.value)' is the window's root, which UIKit refuses to present (NSInvalidArgumentException: Application tried to present modally an active controller)",
            context: "alternateLandscape of controller '\(controller.id)'",
            expected: "a controller that is not on screen, shown full screen in landscape"),
          at: target.location)
      }
    }
  }

  /// A depth-first search that visits each controller once: a child already on the path closes a cycle.
  private func findCycle(
    from controller: ControllerSpecification, path: [String], finished: inout Set<String>,
    byID: [String: ControllerSpecification]
  ) -> (path: [String], location: SourceLocation)? {
    for child in controller.children {
      if let start = path.firstIndex(of: child.value) { return (Array(path[start...]) + [child.value], child.location) }
      guard !finished.contains(child.value), let next = byID[child.value] else { continue }
      if let cycle = findCycle(from: next, path: path + [child.value], finished: &finished, byID: byID) { return cycle }
    }
    finished.insert(controller.id)
    return nil
  }

  /// Every view id of the scenario, each once.
  func collectViews(_ controllers: [ControllerSpecification]) throws(ScenarioError) -> [String] {
    var seen: [String: SourceLocation] = [:]
    var ids: [String] = []
    for controller in controllers {
      for view in controller.views.flatMap(\.selfAndDescendants) {
        if let first = seen[view.id] { throw ScenarioError(.duplicateView(view.id, first: first), at: view.location) }
        seen[view.id] = view.location
        ids.append(view.id)
      }
    }
    return ids
  }
}
