import SwivelCore
import SwivelKit

/// The steps of a scenario draft: launch, then each flow the scan read (a presentation, a push)
/// in turn, the device turned to each side while each is on screen, and an expectation after each
/// turn of what the code declares.
///
/// The expectation is the developer's declared intent, not what Swivel predicts UIKit does, so
/// that playing the draft checks the one against the other: while a controller that answers a
/// constant mask is on screen (the innermost of the controllers shown, a navigation controller's
/// top child before the navigation controller), the interface stays within that mask and, from
/// iOS 6, within what the app allows (the Info.plist's list for the family and a constant app
/// delegate mask; up to iOS 5 the Info.plist names only the launch orientations). When the two
/// have nothing in common, the expectation is UIKit's exception. An answer that depends on the
/// app's state expects nothing.
struct DraftPlan {
  let draft: ScenarioDraft
  let graph: DraftGraph
  let answers: [String: [ControllerScan]]
  /// The steps' lines, `steps:` first.
  private(set) var steps: [String] = []
  /// What the plan guessed, one line each.
  private(set) var guesses: [String] = []
  /// Controllers presented over the root whose presenter no flow puts on screen.
  private var offScreenPresenters: [(shown: String, presenter: String)] = []

  /// The turns of each segment: to each side, and back upright.
  static let turns = ["landscapeLeft", "portraitUpsideDown", "landscapeRight", "portrait"]

  init(draft: ScenarioDraft, graph: DraftGraph, answers: [String: [ControllerScan]]) {
    self.draft = draft
    self.graph = graph
    self.answers = answers
    steps = plan()
    if !offScreenPresenters.isEmpty {
      let presenters = offScreenPresenters.map(\.presenter).reduce(into: [String]()) {
        if !$0.contains($1) { $0.append($1) }
      }
      let shown = offScreenPresenters.map(\.shown)
      guesses.append(
        "\(shown.count == 1 ? shown[0] + " is" : shown.joined(separator: ", ") + " are") presented over the root: "
          + "\(presenters.joined(separator: ", ")) \(presenters.count == 1 ? "presents" : "present") "
          + "\(shown.count == 1 ? "it" : "them") and \(presenters.count == 1 ? "is" : "are") on screen by no flow the scan read."
      )
    }
  }

  private var era: SystemBehavior { draft.target.era }
  private var family: UserInterfaceIdiom { draft.family }
  /// Whether the era asks masks (iOS 6 and later) rather than `shouldAutorotateToInterfaceOrientation:`.
  private var asksMasks: Bool { !era.usesLegacyAutorotation }

  /// What the app allows on the family: the Info.plist's list (UIKit's default without one) and a
  /// constant delegate mask; `nil` up to iOS 5, where neither limits a rotation.
  private var appMask: InterfaceOrientationMask? {
    guard asksMasks else { return nil }
    var mask =
      draft.target.launch[family] ?? draft.target.infoPlistKeys?.infoPlist.effectiveSupportedInterfaceOrientations(
        for: family) ?? InfoPlist.defaultSupportedInterfaceOrientations(for: family)
    if let delegate = draft.target.delegateMask { mask.formIntersection(delegate.mask) }
    return mask
  }

  /// The constant mask an entry's code declares on the family, and the method that declares it;
  /// `nil` when it declares none or one that depends on the app's state.
  func declared(_ index: Int) -> (mask: InterfaceOrientationMask, method: String)? {
    let lineage = draft.lineage(of: graph.entries[index].className, in: answers)
    let supported = lineage.first { $0.supportedAnswer != nil }?.supportedAnswer?.on(family)
    let legacy = lineage.first { $0.legacyAnswer != nil }?.legacyAnswer?.on(family)
    let order: [(OrientationAnswer?, String)] = [
      (supported, "supportedInterfaceOrientations"), (legacy, "shouldAutorotateToInterfaceOrientation:"),
    ]
    for (answer, method) in asksMasks ? order : order.reversed() {
      switch answer {
      case .mask(let mask)?: return (mask, method)
      case nil: continue
      default: return nil
      }
    }
    return nil
  }

  /// The intent while `chain` is on screen: the innermost controller with a constant mask, the
  /// mask it declares, and the mask expected (within what the app allows).
  private func intent(_ chain: [Int]) -> (
    controller: Int, declared: InterfaceOrientationMask, expected: InterfaceOrientationMask
  )? {
    for index in chain.reversed() {
      guard let declared = declared(index) else { continue }
      let expected = appMask.map { declared.mask.intersection($0) } ?? declared.mask
      // UIKit's exception comes only from a controller it asks: not from the child of a container
      // that answers for itself (from iOS 6, UIKit's containers do not ask their children).
      if expected.isEmpty, !isAsked(index, in: chain) { continue }
      return (index, declared.mask, expected)
    }
    return nil
  }

  /// Whether UIKit asks a controller on screen for its orientations: up to iOS 5 containers ask
  /// their visible child; from iOS 6 a container's child is asked only where the container's
  /// `supportedInterfaceOrientations` forwards to it (seed 003).
  private func isAsked(_ index: Int, in chain: [Int]) -> Bool {
    guard asksMasks, let position = chain.lastIndex(of: index) else { return true }
    // The containers on screen above it, up to the first plain controller (a presenter).
    for container in chain[..<position].reversed() {
      guard graph.entries[container].kind != nil else { break }
      let lineage = draft.lineage(of: graph.entries[container].className, in: answers)
      let answer = lineage.first { $0.supportedAnswer != nil }?.supportedAnswer?.on(family)
      guard case .forwards? = answer else { return false }
    }
    return true
  }

  /// The expectation's text for an intent.
  private func expectation(
    _ intent: (controller: Int, declared: InterfaceOrientationMask, expected: InterfaceOrientationMask)?
  )
    -> String?
  {
    guard let intent else { return nil }
    if intent.expected.isEmpty { return "{error: {name: \(SystemBehavior.invalidInterfaceOrientationExceptionName)}}" }
    return "{interface: \(ScenarioDraft.mask(intent.expected))}"
  }

  /// A comment saying where an intent comes from.
  private func reason(
    _ intent: (controller: Int, declared: InterfaceOrientationMask, expected: InterfaceOrientationMask)
  )
    -> String
  {
    let id = graph.entries[intent.controller].id
    var text = "\(id) declares \(ScenarioDraft.mask(intent.declared))"
    if let appMask {
      text += "; the app allows \(ScenarioDraft.mask(appMask))"
      if intent.expected.isEmpty { text += ": nothing in common, which UIKit raises on" }
    }
    return text
  }

  /// Turns the device to each side with an expectation after each, or a pause when nothing is
  /// expected.
  private func turns(expecting expectation: String?) -> [String] {
    var lines: [String] = []
    for orientation in Self.turns {
      lines.append("  - rotate: \(orientation)")
      lines.append(expectation.map { "  - expect: \($0)" } ?? "  - wait: 1")
    }
    return lines
  }

  /// The visible chain from the root with a tab bar controller's selection changed to reach
  /// `target`, and the `select:` steps that change it; `nil` when `target` is not under the root.
  private func path(toNavigation navigation: Int, from top: Int? = nil) -> (
    chain: [Int], selects: [(tabBar: Int, index: Int)]
  )? {
    guard let root = top ?? graph.root else { return nil }
    var ancestry: [Int] = [navigation]
    var current = navigation
    while let parent = graph.entries[current].parent, ancestry.count < 64 {
      ancestry.append(parent)
      current = parent
    }
    guard ancestry.last == root else { return nil }
    ancestry.reverse()
    var selects: [(tabBar: Int, index: Int)] = []
    for (position, index) in ancestry.enumerated().dropLast() {
      let next = ancestry[position + 1]
      switch graph.entries[index].kind {
      case "tabBar":
        guard let childIndex = graph.entries[index].children.firstIndex(of: next) else { return nil }
        if childIndex != 0 { selects.append((index, childIndex)) }
      case "navigation":
        // Only the top of a navigation stack is on screen.
        guard graph.entries[index].children.last == next else { return nil }
      default: return nil
      }
    }
    return (ancestry, selects)
  }

  private mutating func plan() -> [String] {
    var lines = ["steps:", "  - launch: portrait"]
    var raised = false
    if let root = graph.root {
      let chain = graph.visibleChain(from: root)
      let intent = intent(chain)
      if let intent {
        lines.append(
          "  # On screen: \(chain.map { graph.entries[$0].id }.joined(separator: " > ")). \(reason(intent)).")
        lines.append("  - expect: \(expectation(intent)!)")
        raised = intent.expected.isEmpty
      } else {
        lines.append(
          "  # On screen: \(chain.map { graph.entries[$0].id }.joined(separator: " > ")); none answers a constant mask, so nothing is expected:"
        )
        lines.append("  # `swivel simulate` on this file shows what UIKit decides at each turn.")
        lines.append("  - wait: 1")
      }
      if !raised { lines += turns(expecting: expectation(intent)) }
    } else {
      lines.append("  # No root view controller: the app's window shows nothing, so the turns check nothing.")
      lines.append("  - wait: 1")
      lines += turns(expecting: nil)
      // UIKit presents from a window's root and pushes onto a container on screen: with none,
      // a flow's step is one the loader refuses (found by FuzzDraft).
      if !graph.flows.isEmpty {
        let count = graph.flows.count == 1 ? "The flow" : "The \(graph.flows.count) flows"
        lines.append(
          "  # \(count) the scan read \(graph.flows.count == 1 ? "is" : "are") not played: with no root view controller, nothing can present or push."
        )
      }
      return lines
    }
    if raised {
      lines.append("  # UIKit raises at launch: an uncaught exception ends the app, so no flow is played.")
      return lines
    }
    // Flows whose controller UIKit would raise on go last: the exception ends the scenario.
    var segments: [(lines: [String], raises: Bool)] = []
    for flow in graph.flows {
      if let segment = segment(flow) { segments.append(segment) }
    }
    let raising = segments.filter(\.raises)
    for segment in segments.filter({ !$0.raises }) + raising.prefix(1) { lines += segment.lines }
    for segment in raising.dropFirst() {
      let first = segment.lines.first { $0.hasPrefix("  - ") } ?? ""
      lines.append(
        "  # Not played, as UIKit would raise here too and the steps above end the app: \(first.trimmingPrefix("  - "))"
      )
    }
    return lines
  }

  /// The steps of one flow, from the root on screen back to it; whether UIKit raises on it.
  private mutating func segment(_ flow: DraftGraph.Flow) -> (lines: [String], raises: Bool)? {
    let shown = graph.entries[flow.shown]
    let presenter = flow.presenter.map(ScenarioDraft.baseName)
    var lines: [String] = []
    let chain: [Int]
    var before: [String] = []
    var after: [String] = []
    switch flow.kind {
    case .present:
      chain = graph.visibleChain(from: flow.shown)
      let style = flow.style.map { ", style \($0)" } ?? ", the era's default style"
      lines.append(
        "  # \(presenter ?? "The code") presents \(ScenarioDraft.baseName(shown.className)) (\(ScenarioDraft.comment(flow.location.description))\(style))."
      )
      if let presenter, !isOnScreenOrShown(presenter) { offScreenPresenters.append((shown.id, presenter)) }
      before = [flow.style.map { "  - present: {controller: \(shown.id), style: \($0)}" } ?? "  - present: \(shown.id)"]
      after = ["  - dismiss: \(shown.id)", "  - wait: 1"]
    case .push:
      guard let navigation = flow.navigation else { return nil }
      // Onto a navigation controller the root shows, or one a presentation shows, presented first.
      var presented: DraftGraph.Flow?
      var found = path(toNavigation: navigation)
      if found == nil {
        for candidate in graph.flows where candidate.kind == .present {
          if let inside = path(toNavigation: navigation, from: candidate.shown) {
            (presented, found) = (candidate, inside)
            break
          }
        }
      }
      guard let path = found else {
        guesses.append(
          "\(shown.id) is pushed (\(flow.location)) onto a navigation controller nothing the scan read shows; not played."
        )
        return nil
      }
      if let presented {
        let id = graph.entries[presented.shown].id
        before.append(presented.style.map { "  - present: {controller: \(id), style: \($0)}" } ?? "  - present: \(id)")
        before.append("  - wait: 1")
      }
      chain = path.chain + graph.visibleChain(from: flow.shown)
      let navigationID = graph.entries[navigation].id
      lines.append(
        "  # \(presenter ?? "The code") pushes \(ScenarioDraft.baseName(shown.className)) onto \(navigationID) (\(ScenarioDraft.comment(flow.location.description)))."
      )
      for select in path.selects {
        before.append("  - select: {on: \(graph.entries[select.tabBar].id), index: \(select.index)}")
      }
      before.append("  - push: {on: \(navigationID), controller: \(shown.id)}")
      before.append("  - wait: 1")
      after = ["  - pop: \(navigationID)", "  - wait: 1"]
      for select in path.selects { after.append("  - select: {on: \(graph.entries[select.tabBar].id), index: 0}") }
      if let presented { after += ["  - dismiss: \(graph.entries[presented.shown].id)", "  - wait: 1"] }
    }
    let intent = intent(chain)
    lines += before
    if let intent {
      lines.append("  # \(reason(intent)).")
      if intent.expected.isEmpty {
        lines.append("  - expect: \(expectation(intent)!)")
        return (lines, true)
      }
      if flow.kind == .present { lines.append("  - expect: \(expectation(intent)!)") }
    } else {
      lines.append(
        "  # None of \(chain.map { graph.entries[$0].id }.joined(separator: ", ")) answers a constant mask: nothing is expected."
      )
    }
    lines += turns(expecting: expectation(intent))
    lines += after
    let preferred = draft.lineage(of: shown.className, in: answers).first { $0.preferredAnswer != nil }?
      .preferredOrientation(on: family)
    let raises =
      flow.kind == .present && asksMasks && intent != nil
      && preferred.map { !intent!.expected.contains($0.mask) } == true
    return (lines, raises)
  }

  /// Whether a class is on screen at launch or shown by a flow.
  private func isOnScreenOrShown(_ className: String) -> Bool {
    let onScreen = graph.root.map { graph.visibleChain(from: $0) } ?? []
    let shown = graph.flows.map(\.shown)
    return (onScreen + shown).contains { ScenarioDraft.sameClass(graph.entries[$0].className, className) }
  }
}
