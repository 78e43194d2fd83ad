import Foundation
import SwivelCore
import SwivelScenario

/// The controllers of a scenario draft and how the app shows them: the storyboards' scenes and
/// segues, the sources' controllers, and the flows the code reads (``FlowScan``), as ids a
/// scenario can name.
///
/// What UIKit refuses (and the scenario loader with it) is left out, so that the draft loads: a
/// controller is the child of one container at most, never the window's root and a child, never
/// its own ancestor; no navigation controller is in a navigation stack; what is presented or
/// pushed is no other controller's child.
struct DraftGraph {
  /// A controller of the draft.
  struct Entry {
    var id: String
    var className: String
    /// `navigation` or `tabBar`; `nil` for a plain controller.
    var kind: String?
    var children: [Int] = []
    /// Where it comes from: storyboard scenes, XIB objects, source declarations, code making it.
    var origins: [ScanLocation] = []
    var parent: Int?
  }

  /// A controller put on screen after launch: presented, or pushed onto a navigation stack.
  struct Flow {
    enum Kind { case present, push }
    var kind: Kind
    /// The entry shown (for a presented container, the container).
    var shown: Int
    /// The class whose code or scene shows it, as written.
    var presenter: String?
    /// The `modalPresentationStyle`, as a scenario names it; `nil`: the era's default.
    var style: String?
    /// For a push: the navigation controller it is pushed onto.
    var navigation: Int?
    var location: ScanLocation
  }

  let target: TargetScan
  /// The family the draft plays: the code's branches for the other are left out.
  let family: UserInterfaceIdiom
  private(set) var entries: [Entry] = []
  /// The window's root, and where it was read.
  private(set) var root: Int?
  private(set) var rootOrigin: String?
  /// How the launch reaches the root set in code, one line per call (when it is set on the launch
  /// path), then each root the code sets that was left out, with why; empty when neither.
  private(set) var rootChain: [String] = []
  private(set) var flows: [Flow] = []
  /// What the scan guessed, one line each.
  private(set) var guesses: [String] = []
  /// Flows left out: system controllers, controllers no code or scene names, what UIKit refuses.
  private(set) var leftOut: [String] = []

  private var ids = IdentifierSet()
  /// "file#sceneID" → entry.
  private var scenes: [String: Int] = [:]

  init(target: TargetScan, family: UserInterfaceIdiom) {
    self.target = target
    self.family = family
    let mainFile = target.mainStoryboard?.file
    let boards =
      target.storyboards.filter { $0.file == mainFile } + target.storyboards.filter { $0.file != mainFile }
    for board in boards + target.xibs {
      for scene in board.controllers {
        scenes[board.file + "#" + scene.id] = entries.count
        append(
          Entry(
            id: ids.make(from: scene.className), className: scene.className, kind: Self.kind(of: scene.element),
            origins: [ScanLocation(file: board.file, line: scene.line)]))
      }
    }
    if let main = boards.first(where: { $0.file == mainFile }), let initial = main.initialID,
      let index = scenes[main.file + "#" + initial]
    {
      root = index
      rootOrigin = "the main storyboard's initial view controller"
    }
    for board in boards + target.xibs {
      for scene in board.controllers {
        guard let index = scenes[board.file + "#" + scene.id], entries[index].kind != nil else { continue }
        for child in scene.children {
          guard let childIndex = scenes[board.file + "#" + child] else { continue }
          adopt(childIndex, by: index)
        }
      }
    }
    // Classes the sources declare that no storyboard or XIB names.
    for scan in target.controllers
    where !entries.contains(where: { ScenarioDraft.sameClass($0.className, scan.className) }) {
      append(Entry(id: ids.make(from: scan.className), className: scan.className, kind: containerKind(scan.className)))
    }
    readRootFromCode()
    readStoryboardSegues(boards + target.xibs)
    readCodeFlows()
  }

  // MARK: - Building

  private mutating func append(_ entry: Entry) { entries.append(entry) }

  /// Makes `child` a child of `container` when UIKit allows it; whether it did.
  @discardableResult
  private mutating func adopt(_ child: Int, by container: Int) -> Bool {
    guard entries[child].parent == nil, child != root, child != container, !isAncestor(child, of: container),
      !(entries[container].kind == "navigation" && entries[child].kind == "navigation")
    else { return false }
    entries[child].parent = container
    entries[container].children.append(child)
    return true
  }

  private func isAncestor(_ candidate: Int, of index: Int) -> Bool {
    var current: Int? = index
    var steps = 0
    while let node = current, steps < 64 {
      if node == candidate { return true }
      current = entries[node].parent
      steps += 1
    }
    return false
  }

  /// `navigation` or `tabBar` for a class the sources make a container (or UIKit's own).
  private func containerKind(_ className: String) -> String? {
    switch ScenarioDraft.uikitAncestor(of: className, in: target) ?? ScenarioDraft.baseName(className) {
    case "UINavigationController": "navigation"
    case "UITabBarController": "tabBar"
    default: nil
    }
  }

  /// Whether a class is one the draft can play: declared by the target's sources, a storyboard's
  /// or XIB's, or UIKit's navigation and tab bar controllers. A system controller (an alert, a
  /// mail composer, a Safari view) is UIKit's to rotate and is left out.
  private func isPlayable(_ className: String) -> Bool {
    let name = ScenarioDraft.baseName(className)
    if name == "UINavigationController" || name == "UITabBarController" { return true }
    return target.declaredClasses.contains(name)
      || entries.contains { ScenarioDraft.sameClass($0.className, className) && !$0.origins.isEmpty }
      || target.controllers.contains { ScenarioDraft.sameClass($0.className, className) }
  }

  /// The entry for a class the code makes: an existing one of that class that is on its own (no
  /// parent, not the root, not shown already), else a new one.
  private mutating func entry(forClass className: String, at location: ScanLocation, kind: String?) -> Int {
    if let index = entries.indices.first(where: {
      ScenarioDraft.sameClass(entries[$0].className, className) && entries[$0].parent == nil && $0 != root
        && entries[$0].children.isEmpty && !isShown($0)
    }) {
      if !entries[index].origins.contains(location) { entries[index].origins.append(location) }
      return index
    }
    append(
      Entry(
        id: ids.make(from: className), className: className, kind: kind ?? containerKind(className),
        origins: [location]))
    return entries.count - 1
  }

  private func isShown(_ index: Int) -> Bool { flows.contains { $0.shown == index } }

  /// The entry for what the code shows; `nil` when the draft cannot name it.
  private mutating func entry(for shown: ShownController, at location: ScanLocation, depth: Int = 0) -> Int? {
    guard depth < 8 else { return nil }
    switch shown {
    // Objective-C names a Swift class by its `@objc(Name)`.
    case .instance(let className) where target.objectiveCNames[className] != nil:
      return entry(for: .instance(target.objectiveCNames[className] ?? className), at: location, depth: depth + 1)
    case .container(let kind, let className, let children) where target.objectiveCNames[className] != nil:
      let swiftName = target.objectiveCNames[className] ?? className
      return entry(
        for: .container(kind: kind, className: swiftName, children: children), at: location, depth: depth + 1)
    case .instance(let className):
      guard isPlayable(className) else { return nil }
      return entry(forClass: className, at: location, kind: nil)
    case .container(let kind, let className, let children):
      guard isPlayable(className) || className.hasPrefix("UI") else { return nil }
      let index = entry(forClass: className, at: location, kind: kind)
      // A container class of the sources whose base is not UIKit's container is still the kind the
      // code makes it (`UINavigationController(rootViewController:)` subclasses).
      if entries[index].kind == nil { entries[index].kind = kind }
      if entries[index].children.isEmpty {
        for child in children {
          if let childIndex = entry(for: child, at: location, depth: depth + 1) { adopt(childIndex, by: index) }
        }
      }
      return index
    case .reference:
      guard let resolved = target.members.resolve(shown) else { return nil }
      return entry(for: resolved, at: location, depth: depth + 1)
    case .storyboard(let storyboard, let identifier):
      for board in target.storyboards {
        let name = PathName.stem(of: board.file)
        if let storyboard, storyboard != name { continue }
        let sceneID =
          identifier.flatMap { wanted in board.controllers.first { $0.storyboardIdentifier == wanted }?.id }
          ?? (identifier == nil ? board.initialID : nil)
        if let sceneID, let index = scenes[board.file + "#" + sceneID] { return index }
      }
      return nil
    }
  }

  /// The root the code sets, as the app launches on the family (``LaunchPath``): a root set on
  /// the launch path replaces the main storyboard's initial controller (a scene delegate that sets
  /// the window's root replaces the storyboard's). Without one, the main storyboard's initial
  /// controller; without that, the root an app or scene delegate sets, else any class's. Roots
  /// only tests, debug builds or the Mac set, of overlay windows, and of the other family's branch
  /// are left out and said; an error path's root only where no other is set.
  private mutating func readRootFromCode() {
    let launch = LaunchPath(members: target.members)
    struct Candidate {
      var flow: FlowScan
      var condition: FlowCondition
      var path: (entry: String, hops: [LaunchPath.Hop])?
    }
    let candidates = target.flows.filter { $0.kind == .root }.map { flow in
      let path = launch.path(to: flow.function)
      var condition = (path?.hops ?? []).reduce(flow.condition) { $0.and($1.condition) }
      // A scene delegate the Info.plist names for an external display or CarPlay sets the root
      // of that scene's window.
      if let from = flow.from, let role = target.otherSceneDelegates[ScenarioDraft.baseName(from)] {
        condition.exclusion = .overlayWindow("the window of \(ScenarioDraft.baseName(from))'s scenes (\(role))")
      }
      return Candidate(flow: flow, condition: condition, path: path)
    }
    guard !candidates.isEmpty else { return }
    let familyName = family == .phone ? "iPhone" : "iPad"
    var alternatives: [String] = []
    var playable: [Candidate] = []
    for candidate in candidates {
      let name = Self.name(of: target.members.resolve(candidate.flow.shown)) ?? "a controller"
      if !candidate.condition.runs(on: family) {
        let other = candidate.condition.family == .phone ? "iPhone" : "iPad"
        alternatives.append("\(name), set at \(candidate.flow.location), is the \(other)'s root.")
      } else if let reason = candidate.condition.exclusionReason,
        candidate.condition.exclusion.map(Self.isError) != true
      {
        alternatives.append("\(name), set at \(candidate.flow.location), is left out: \(reason).")
      } else {
        playable.append(candidate)
      }
    }
    let normal = playable.filter { $0.condition.exclusion == nil }
    let onLaunch = normal.filter { $0.path != nil }
    let delegates = normal.filter { $0.path == nil && ($0.flow.from.map { $0.hasSuffix("Delegate") } ?? false) }
    let others = normal.filter { $0.path == nil && !delegates.map(\.flow).contains($0.flow) }
    let errors = playable.filter { $0.condition.exclusion != nil }
    let storyboardRoot = root
    let order = onLaunch + (storyboardRoot == nil ? delegates + others + (normal.isEmpty ? errors : []) : [])
    var chosen: Candidate?
    for candidate in order {
      guard let shown = target.members.resolve(candidate.flow.shown),
        let index = entry(for: shown, at: candidate.flow.location)
      else { continue }
      root = index
      chosen = candidate
      break
    }
    for candidate in errors where candidate.flow != chosen?.flow && !normal.isEmpty {
      let name = Self.name(of: target.members.resolve(candidate.flow.shown)) ?? "a controller"
      alternatives.append(
        "\(name), set at \(candidate.flow.location), is left out: \(candidate.condition.exclusionReason ?? "an error path")."
      )
    }
    guard let chosen, let index = root else {
      if storyboardRoot == nil, let first = candidates.first {
        leftOut.append(
          "the window's root set at \(first.flow.location) is not a controller the scan can name: write `window: {root: …}` by hand."
        )
      }
      if storyboardRoot != nil, !alternatives.isEmpty { rootChain = alternatives }
      return
    }
    rootOrigin = "set in code, \(chosen.flow.location)"
    if let path = chosen.path {
      var chain = ["\(path.entry) runs as the app launches."]
      var caller = path.entry
      for hop in path.hops {
        chain.append("\(hop.location) in \(caller) calls \(hop.function).")
        caller = hop.function
      }
      let branch = chosen.condition.family == nil ? "" : " (the \(familyName)'s branch)"
      chain.append(
        "\(chosen.flow.location) in \(caller) sets the window's root to \(entries[index].className)\(branch)."
      )
      if let storyboardRoot, storyboardRoot != index {
        chain.append(
          "It replaces the main storyboard's initial view controller, \(entries[storyboardRoot].className), which the app shows only until then."
        )
      }
      rootChain = chain + alternatives
    } else {
      rootChain = alternatives
      if !(chosen.flow.from.map { $0.hasSuffix("Delegate") } ?? false) {
        guesses.append(
          "the root is what \(chosen.flow.from.map(ScenarioDraft.baseName) ?? "the code") sets as a window's root (\(chosen.flow.location)): no app or scene delegate sets one the scan can name."
        )
      } else if normal.count > 1 {
        guesses.append(
          "the root is the first of the \(normal.count) window.rootViewController assignments the code makes (\(chosen.flow.location))."
        )
      }
      if chosen.condition.exclusion != nil {
        guesses.append(
          "the root is set on an error path (\(chosen.flow.location), \(chosen.condition.exclusionReason ?? "")): no other root is set."
        )
      }
    }
  }

  private static func isError(_ exclusion: FlowCondition.Exclusion) -> Bool {
    if case .error = exclusion { true } else { false }
  }

  /// The class a shown controller names, for the draft's comments.
  private static func name(of shown: ShownController?) -> String? {
    switch shown {
    case .instance(let name)?, .container(_, let name, _)?: ScenarioDraft.baseName(name)
    case .storyboard(let storyboard, let identifier)?:
      identifier.map { "the storyboard's \($0)" } ?? "\(storyboard ?? "a") storyboard's initial controller"
    case .reference?, nil: nil
    }
  }

  private mutating func readStoryboardSegues(_ boards: [StoryboardFacts]) {
    for board in boards {
      for scene in board.controllers {
        guard let presenter = scenes[board.file + "#" + scene.id] else { continue }
        for presentation in scene.presentations {
          guard let shown = scenes[board.file + "#" + presentation.destination] else { continue }
          let style = presentation.style.flatMap(PresentationStyleName.scenarioName)
          addPresentation(
            shown, presenter: entries[presenter].className, style: style,
            location: ScanLocation(file: board.file, line: presentation.line))
        }
        for push in scene.pushes {
          guard let shown = scenes[board.file + "#" + push.destination] else { continue }
          let location = ScanLocation(file: board.file, line: push.line)
          if let navigation = enclosingNavigation(of: presenter) {
            addPush(shown, onto: navigation, presenter: entries[presenter].className, location: location)
          } else {
            // A show segue from a controller in no navigation stack presents (UIKit's `show(_:sender:)`).
            addPresentation(shown, presenter: entries[presenter].className, style: nil, location: location)
          }
        }
      }
    }
  }

  /// The code's presentations and pushes, one per class shown (the first the sources list).
  private mutating func readCodeFlows() {
    var systemClasses: Set<String> = []
    var played: Set<String> = []
    var unpushed: [String] = []
    for var flow in target.flows where flow.kind != .root {
      // The other family's branch, and what only tests or debug builds show, are not played.
      guard flow.condition.runs(on: family),
        flow.condition.exclusion == nil || flow.condition.exclusion.map(Self.isError) == true,
        let shown = target.members.resolve(flow.shown)
      else { continue }
      flow.shown = shown
      let shownClass: String? =
        switch flow.shown {
        case .instance(let className), .container(_, let className, _): ScenarioDraft.baseName(className)
        case .storyboard, .reference: nil
        }
      if let shownClass, played.contains(shownClass) { continue }
      let presenterEntry = flow.from.flatMap { from in
        entries.indices.first { ScenarioDraft.sameClass(entries[$0].className, from) && entries[$0].kind == nil }
      }
      let navigation = presenterEntry.flatMap { enclosingNavigation(of: $0) }
      // A push from a controller in no navigation stack the scan read cannot be played; a show is
      // then a presentation, as UIKit makes it.
      if flow.kind == .push, navigation == nil {
        let presenter = flow.from.map(ScenarioDraft.baseName) ?? "code"
        if !unpushed.contains(presenter) { unpushed.append(presenter) }
        continue
      }
      guard let shown = entry(for: flow.shown, at: flow.location) else {
        if case .instance(let className) = flow.shown { systemClasses.insert(ScenarioDraft.baseName(className)) }
        continue
      }
      let style = flow.style ?? target.ownStyles[ScenarioDraft.baseName(entries[shown].className)]
      if let navigation, flow.kind != .present {
        addPush(shown, onto: navigation, presenter: flow.from, location: flow.location)
      } else {
        addPresentation(shown, presenter: flow.from, style: style, location: flow.location)
      }
      played.insert(shownClass ?? ScenarioDraft.baseName(entries[shown].className))
    }
    if !unpushed.isEmpty {
      leftOut.append(
        "pushes from \(unpushed.joined(separator: ", ")), which no navigation controller the scan read holds, are not played."
      )
    }
    if !systemClasses.isEmpty {
      leftOut.append(
        "presentations of classes the target does not declare (\(systemClasses.sorted().joined(separator: ", "))) are UIKit's or a library's, and are left out."
      )
    }
  }

  private mutating func addPresentation(_ shown: Int, presenter: String?, style: String?, location: ScanLocation) {
    var shown = shown
    // A segue makes a new controller of its scene each time: a scene that is also a container's
    // child (or the root) is presented as another controller of its class.
    if entries[shown].parent != nil || shown == root, entries[shown].kind == nil {
      append(
        Entry(
          id: ids.make(from: entries[shown].className), className: entries[shown].className, kind: nil,
          origins: entries[shown].origins))
      shown = entries.count - 1
    }
    guard entries[shown].parent == nil, shown != root else {
      leftOut.append(
        "\(entries[shown].id) is presented at \(location) but is also a container's child or the root here; not played."
      )
      return
    }
    guard !flows.contains(where: { $0.shown == shown && $0.kind == .present }) else { return }
    flows.append(Flow(kind: .present, shown: shown, presenter: presenter, style: style, location: location))
  }

  /// A push onto the navigation controller the presenter is in.
  private mutating func addPush(_ shown: Int, onto navigation: Int, presenter: String?, location: ScanLocation) {
    guard entries[shown].parent == nil, shown != root, entries[shown].kind != "navigation",
      !flows.contains(where: { $0.shown == shown })
    else { return }
    flows.append(
      Flow(kind: .push, shown: shown, presenter: presenter, style: nil, navigation: navigation, location: location))
  }

  /// The navigation controller an entry is in (or is), up its containers.
  private func enclosingNavigation(of index: Int) -> Int? {
    var current: Int? = index
    var steps = 0
    while let node = current, steps < 64 {
      if entries[node].kind == "navigation" { return node }
      current = entries[node].parent
      steps += 1
    }
    return nil
  }

  // MARK: - Reading

  /// What is on screen when an entry is shown: it, then its visible child down the containers (a
  /// navigation controller's top, a tab bar controller's first).
  func visibleChain(from index: Int) -> [Int] {
    var chain = [index]
    var current = index
    while chain.count < 64 {
      guard
        let child = entries[current].kind == "navigation"
          ? entries[current].children.last
          : entries[current].kind == "tabBar" ? entries[current].children.first : nil
      else { break }
      chain.append(child)
      current = child
    }
    return chain
  }

  /// `navigation`, `tabBar`, or `nil` for an element that is not one of UIKit's containers.
  static func kind(of element: String) -> String? {
    switch element {
    case "navigationController": "navigation"
    case "tabBarController": "tabBar"
    default: nil
    }
  }
}
