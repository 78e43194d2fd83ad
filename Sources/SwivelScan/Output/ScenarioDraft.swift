import Foundation
import SwivelCore
import SwivelKit

/// The scenario `swivel scan --emit-scenarios DIR` writes for one iOS application target: a
/// starting point for `swivel check`, filled from what the scan read.
///
/// What it holds:
/// - a header comment naming the project, the target and the configuration it was read from;
/// - `ios:` the deployment target's era (the oldest iOS the app runs on), `device:` a device of
///   the target's family that ran it (a universal app gets an iPhone, and a comment naming the
///   iPad to try);
/// - `app:` the Info.plist keys Swivel runs on, as the built app has them (supported orientations
///   for each family, the initial orientation, `UIRequiresFullScreen`), and `delegateMask:` when
///   the app delegate's `application(_:supportedInterfaceOrientationsFor:)` returns a constant;
/// - `controllers:` every view controller of the storyboards (one per scene, navigation and tab
///   bar controllers with their children), of the XIBs, and of the Swift sources that override an
///   orientation property, with the answers that are constants; an answer that depends on the
///   app's state is a comment saying so, and UIKit's default stays;
/// - `window:` the main storyboard's initial controller as the root;
/// - steps, and no expectations: launch in portrait, then turn the device to each side with a
///   pause after each, so that `swivel simulate` shows what UIKit decides at each turn; the
///   storyboard's presentations are listed as commented-out `present:` steps. What the app
///   should do is the user's to write as `expect:` steps: a draft that guessed would pass while
///   checking nothing the user meant.
///
/// Names that are not scenario ids (a class `Player.PlayerViewController`, a storyboard's
/// `UINavigationController`) become ids such as `player` and `navigation`, made unique with a
/// number; text that YAML would read otherwise is quoted.
struct ScenarioDraft {
  /// The target drafted.
  let target: TargetScan

  /// A controller of the draft.
  private struct Entry {
    var id: String
    var className: String
    /// `navigation` or `tabBar`; `nil` for a plain controller.
    var kind: String?
    var children: [String] = []
    /// Where it comes from: storyboard scenes, XIB objects, source declarations.
    var origins: [ScanLocation] = []
  }

  /// The scenario's text.
  var text: String {
    var ids = IdentifierSet()
    var entries: [Entry] = []
    var scenes: [String: Int] = [:]  // "file#sceneID" → index in entries
    var root: String?
    var presentations: [(presenter: String, presented: String, style: String?, location: ScanLocation)] = []

    // Storyboard scenes, the main storyboard first, each scene once; containers name their children.
    let mainFile = target.mainStoryboard?.file
    let boards =
      target.storyboards.filter { $0.file == mainFile } + target.storyboards.filter { $0.file != mainFile }
    for board in boards + target.xibs {
      for scene in board.controllers {
        let entry = Entry(
          id: ids.make(from: scene.className), className: scene.className, kind: Self.kind(of: scene.element),
          origins: [ScanLocation(file: board.file, line: scene.line)])
        scenes[board.file + "#" + scene.id] = entries.count
        entries.append(entry)
      }
    }
    var rootIndex: Int?
    if let main = boards.first(where: { $0.file == mainFile }), let initial = main.initialID {
      rootIndex = scenes[main.file + "#" + initial]
      root = rootIndex.map { entries[$0].id }
    }
    // Each scene is the child of one container at most, never the window's root, never its own
    // ancestor, and no navigation controller is in a navigation stack: what UIKit refuses
    // (and the scenario loader with it) is left out, so that the draft loads.
    var parent: [Int: Int] = [:]
    func isAncestor(_ candidate: Int, of index: Int) -> Bool {
      var current: Int? = index
      while let node = current {
        if node == candidate { return true }
        current = parent[node]
      }
      return false
    }
    for board in boards + target.xibs {
      for scene in board.controllers {
        guard let index = scenes[board.file + "#" + scene.id] else { continue }
        if entries[index].kind != nil {
          for child in scene.children {
            guard let childIndex = scenes[board.file + "#" + child], parent[childIndex] == nil, childIndex != rootIndex,
              !isAncestor(childIndex, of: index),
              !(entries[index].kind == "navigation" && entries[childIndex].kind == "navigation")
            else { continue }
            parent[childIndex] = index
            entries[index].children.append(entries[childIndex].id)
          }
        }
        for presentation in scene.presentations {
          guard let presented = scenes[board.file + "#" + presentation.destination] else { continue }
          presentations.append(
            (
              entries[index].id, entries[presented].id, presentation.style,
              ScanLocation(file: board.file, line: presentation.line)
            ))
        }
      }
    }
    // Classes the sources declare that no storyboard or XIB names.
    let answers = Self.answersByClass(target.controllers)
    for scan in target.controllers where !entries.contains(where: { Self.sameClass($0.className, scan.className) }) {
      let kind: String? =
        switch uikitAncestor(of: scan.className) {
        case "UINavigationController": "navigation"
        case "UITabBarController": "tabBar"
        default: nil
        }
      entries.append(Entry(id: ids.make(from: scan.className), className: scan.className, kind: kind))
    }

    var lines = header
    lines += eraAndDevice
    lines += app
    lines.append("")
    if entries.isEmpty {
      lines.append("controllers: {}  # the scan found no view controller in storyboards, XIBs or Swift sources")
    } else {
      lines.append("controllers:")
      for entry in entries {
        lines += controller(entry, lineage: lineage(of: entry.className, in: answers))
      }
    }
    lines.append("")
    if let root {
      lines.append("window: {root: \(root)}  # the main storyboard's initial view controller")
    } else {
      lines.append("window: {}")
      lines.append(
        "# No root view controller was read (no main storyboard, or it names no initial controller): the app")
      lines.append("# sets one in code. Name it here, for example `window: {root: \(entries.first?.id ?? "feed")}`.")
    }
    lines.append("")
    lines += steps(presentations: presentations)
    return lines.joined(separator: "\n") + "\n"
  }

  // MARK: - Sections

  private var header: [String] {
    [
      "# Generated by `swivel scan` from \(Self.comment(target.project))",
      "# (target \(Self.comment(target.name)), configuration \(Self.comment(target.configuration))).",
      "# A starting point for `swivel check`: the app section and the controllers are what the scan read;",
      "# the steps turn the device and check nothing yet. Add `- expect: {...}` steps saying what the app",
      "# should do (Scenario reference, section 6.1). Scanning again with --emit-scenarios replaces this file.",
      "swivel: 1",
      "name: \(YAMLText.scalar(target.name))",
    ]
  }

  /// The family the draft plays: the iPhone's for a universal app.
  private var playedFamily: UserInterfaceIdiom { target.families.contains(.phone) ? .phone : .pad }

  private var eraAndDevice: [String] {
    let version = target.era.version.description
    var lines: [String] = []
    if let deploymentTarget = target.deploymentTarget, (try? SystemVersion(deploymentTarget)) == target.era.version {
      lines.append("ios: \"\(version)\"  # IPHONEOS_DEPLOYMENT_TARGET: the oldest iOS the app runs on")
    } else if let deploymentTarget = target.deploymentTarget {
      lines.append(
        "ios: \"\(version)\"  # IPHONEOS_DEPLOYMENT_TARGET is \(Self.comment(deploymentTarget)); the nearest iOS Swivel reproduces"
      )
    } else {
      lines.append("ios: \"\(version)\"  # no IPHONEOS_DEPLOYMENT_TARGET: the newest iOS Swivel reproduces")
    }
    let families = target.families
    let idiom = playedFamily
    let device = Self.device(idiom, ran: target.era.version)
    let family = families.count > 1 ? "universal (iPhone and iPad)" : idiom == .phone ? "an iPhone app" : "an iPad app"
    lines.append(
      "device: \(device.id)  # \(Self.comment(device.name)): ran iOS \(version); the target is \(family)")
    if families.count > 1 {
      let pad = Self.device(.pad, ran: target.era.version)
      lines.append(
        "# A universal app: this scenario plays it on an iPhone. For the iPad variant (the ~ipad keys, multitasking),")
      lines.append("# copy this file and write `device: \(pad.id)` (\(Self.comment(pad.name))).")
    }
    return lines
  }

  private var app: [String] {
    var lines = ["app:"]
    let plist = target.infoPlistKeys?.infoPlist ?? InfoPlist()
    func orientations(_ mask: InterfaceOrientationMask) -> String {
      "[" + mask.infoPlistNames.joined(separator: ", ") + "]"
    }
    if let mask = plist.supportedInterfaceOrientations {
      lines.append("  UISupportedInterfaceOrientations: \(orientations(mask))")
    }
    for idiom in UserInterfaceIdiom.allCases {
      guard let mask = plist.supportedInterfaceOrientationsByIdiom[idiom] else { continue }
      lines.append("  \(InfoPlist.Key.supportedInterfaceOrientations(for: idiom).rawValue): \(orientations(mask))")
    }
    if let orientation = plist.interfaceOrientation, let name = orientation.infoPlistName {
      lines.append("  UIInterfaceOrientation: \(name)")
    }
    if let flag = plist.requiresFullScreen { lines.append("  UIRequiresFullScreen: \(flag)") }
    for idiom in UserInterfaceIdiom.allCases {
      guard let flag = plist.requiresFullScreenByIdiom[idiom] else { continue }
      lines.append("  \(InfoPlist.Key.requiresFullScreen(for: idiom).rawValue): \(flag)")
    }
    for idiom in target.families where plist.supportedInterfaceOrientations(for: idiom) == nil {
      let name = idiom == .phone ? "iPhone" : "iPad"
      lines.append(
        "  # No supported orientations for \(name) in the Info.plist: UIKit's default, \(Self.mask(InfoPlist.defaultSupportedInterfaceOrientations(for: idiom)))."
      )
    }
    if let delegate = target.delegateMask {
      lines.append(
        "  delegateMask: \(Self.mask(delegate.mask))  # application(_:supportedInterfaceOrientationsFor:), \(Self.comment(delegate.location.description))"
      )
    } else if let mechanism = target.mechanisms.first(where: {
      $0.api == "application(_:supportedInterfaceOrientationsFor:)"
    }) {
      lines.append(
        "  # The app delegate's application(_:supportedInterfaceOrientationsFor:) (\(Self.comment(mechanism.location.description)))"
      )
      lines.append(
        "  # returns a mask the scan could not know (it depends on the app's state): write the one to try, as")
      lines.append("  # `delegateMask: portrait`; without it, the delegate is taken not to implement the method.")
    }
    if lines.count == 1 { lines[0] = "app: {}  # the Info.plist sets no orientation key: UIKit's defaults apply" }
    return lines
  }

  /// The overrides of a class (its declaration and extensions) and of its superclasses in the
  /// sources, nearest first: each answer is the first of them that gives it, as Objective-C and
  /// Swift inherit a method. A cycle or a chain longer than 32 ends it.
  private func lineage(of className: String, in answers: [String: [ControllerScan]]) -> [ControllerScan] {
    var chain: [ControllerScan] = []
    var name = Self.baseName(className)
    var seen: Set<String> = []
    while seen.count < 32, seen.insert(name).inserted {
      chain += answers[name] ?? []
      guard let superclass = superclass(of: name) else { break }
      name = superclass
    }
    return chain
  }

  /// The first UIKit class up a class's superclass chain in the sources (`UINavigationController`
  /// for `MainNavigation: AppNavigation: UINavigationController`); `nil` when the chain leaves the
  /// sources elsewhere, loops, or is longer than 32.
  private func uikitAncestor(of className: String) -> String? {
    var name = Self.baseName(className)
    var seen: Set<String> = []
    while seen.count < 32, seen.insert(name).inserted {
      guard let superclass = superclass(of: name) else { return nil }
      if superclass.hasPrefix("UI") { return superclass }
      name = superclass
    }
    return nil
  }

  /// The superclass the sources give a class (module-less): a reader's, else the plain scan's.
  private func superclass(of name: String) -> String? {
    let written =
      target.controllers.first { Self.sameClass($0.className, name) && $0.superclass != nil }?.superclass
      ?? target.superclasses[name]
    return written.map(Self.baseName)
  }

  private func controller(_ entry: Entry, lineage: [ControllerScan]) -> [String] {
    let name = Self.baseName(entry.className)
    let own = lineage.first { Self.baseName($0.className) == name }
    var origins = entry.origins
    if let own { origins.append(own.location) }
    var lines = ["  \(entry.id):"]
    if !origins.isEmpty {
      lines[0] += "  # " + Self.comment(origins.map(\.description).joined(separator: ", "))
    }
    lines.append("    class: \(YAMLText.scalar(entry.className))")
    if let kind = entry.kind {
      lines.append("    kind: \(kind)")
      if !entry.children.isEmpty { lines.append("    children: [\(entry.children.joined(separator: ", "))]") }
      // A container class from outside the target (a framework's, a submodule's) may forward.
      if lineage.isEmpty, !entry.className.hasPrefix("UI"), !target.declaredClasses.contains(entry.className) {
        lines.append(
          "    # \(Self.comment(entry.className)) is not declared in the target's sources, so the scan cannot tell what"
        )
        lines.append("    # it answers; if it asks its top or selected child, write `forwards: top` (section 9.2).")
      }
    }
    var inherited: [ControllerScan] = []
    /// The override that gives an answer, noted when it is a superclass's.
    func giving(_ property: KeyPath<ControllerScan, String?>) -> ControllerScan? {
      guard let scan = lineage.first(where: { $0[keyPath: property] != nil }) else { return nil }
      if Self.baseName(scan.className) != name, !inherited.contains(scan) { inherited.append(scan) }
      return scan
    }
    func depends(_ property: String, in scan: ControllerScan, line: Int?, default: String) {
      let place = ScanLocation(file: scan.location.file, line: line ?? scan.location.line)
      lines.append(
        "    # \(property) (\(Self.comment(place.description))) depends on the app's state, which the scan cannot know;"
      )
      lines.append("    # UIKit's default is kept. Write the answer to try as `\(`default`)`.")
    }
    let idiom = playedFamily
    /// Says so when an answer tests the idiom: the draft plays one family.
    func perFamily(_ answer: OrientationAnswer?, _ property: String) {
      guard case .byFamily(let phone, let pad) = answer else { return }
      lines.append(
        "    # \(property) tests the idiom: \(Self.comment(phone.answer.text)) on iPhone, \(Self.comment(pad.answer.text)) on iPad; this draft plays the \(idiom == .phone ? "iPhone's" : "iPad's")."
      )
    }
    if let scan = giving(\.supported) {
      let answer = scan.supportedAnswer?.on(idiom)
      perFamily(scan.supportedAnswer, "supportedInterfaceOrientations")
      switch answer {
      case .mask(let mask)?:
        lines.append("    supported: \(Self.mask(mask))")
      case .forwards(let target)? where entry.kind != nil:
        if let forwarding = answer?.scenarioForwarding {
          lines.append(
            "    forwards: \(forwarding)  # supportedInterfaceOrientations returns \(Self.comment(target))'s")
        }
      case .inherited?:
        lines.append(
          "    # supportedInterfaceOrientations returns super's: UIKit's default, or the superclass's above.")
      case nil:
        break
      default:
        depends("supportedInterfaceOrientations", in: scan, line: scan.supportedLine, default: "supported: portrait")
        if entry.kind != nil {
          lines.append(
            "    # A container that asks its top or selected child: `forwards: top` (section 9.2).")
        }
      }
    }
    if let scan = giving(\.legacyAutorotate) {
      perFamily(scan.legacyAnswer, "shouldAutorotateToInterfaceOrientation:")
      if case .mask(let mask)? = scan.legacyAnswer?.on(idiom), mask.isEmpty {
        lines.append("    # shouldAutorotateToInterfaceOrientation: answers NO for every orientation.")
      } else if case .mask(let mask)? = scan.legacyAnswer?.on(idiom) {
        lines.append(
          "    legacyAutorotate: \(Self.mask(mask))  # shouldAutorotateToInterfaceOrientation: answers YES for these")
      } else if scan.legacyAnswer?.on(idiom) == .depends {
        depends(
          "shouldAutorotateToInterfaceOrientation:", in: scan, line: scan.legacyLine,
          default: "legacyAutorotate: portrait")
      }
    }
    if let scan = giving(\.shouldAutorotate) {
      if let flag = scan.shouldAutorotateFlag {
        lines.append("    shouldAutorotate: \(flag)")
      } else if scan.shouldAutorotate == "depends" {
        depends("shouldAutorotate", in: scan, line: scan.shouldAutorotateLine, default: "shouldAutorotate: false")
      }
    }
    if let scan = giving(\.preferred) {
      perFamily(scan.preferredAnswer, "preferredInterfaceOrientationForPresentation")
      if let orientation = scan.preferredOrientation(on: idiom) {
        lines.append("    preferredForPresentation: \(orientation.name)")
      } else if scan.preferredAnswer?.on(idiom) == .depends {
        depends(
          "preferredInterfaceOrientationForPresentation", in: scan, line: scan.preferredLine,
          default: "preferredForPresentation: portrait")
      }
    }
    if let scan = giving(\.prefersLocked) {
      switch scan.prefersLocked {
      case "true", "false": lines.append("    prefersLocked: \(scan.prefersLocked!)")
      case "depends": depends("prefersInterfaceOrientationLocked", in: scan, line: nil, default: "prefersLocked: true")
      default: break
      }
    }
    for scan in inherited {
      lines.append("    # Inherited from \(Self.comment(scan.className)) (\(Self.comment(scan.location.description))).")
    }
    return lines
  }

  private func steps(
    presentations: [(presenter: String, presented: String, style: String?, location: ScanLocation)]
  ) -> [String] {
    var lines = [
      "# The device is held upright at launch, then turned to each side, with a pause after each turn for the",
      "# rotation to finish. `swivel simulate` on this file shows what UIKit decides at each step.",
      "steps:",
      "  - launch: portrait",
      "  - wait: 1",
    ]
    for orientation in ["landscapeLeft", "portraitUpsideDown", "landscapeRight", "portrait"] {
      lines.append("  - rotate: \(orientation)")
      lines.append("  - wait: 1")
    }
    if !presentations.isEmpty {
      lines.append("  # The storyboards' presentations, to try from where the presenter is on screen:")
      for presentation in presentations {
        let style = presentation.style.flatMap { written in
          ModalPresentationStyle.allCases.first { $0.name == written && $0 != .none }
        }
        let step =
          style.map { "{controller: \(presentation.presented), style: \($0.name)}" } ?? presentation.presented
        lines.append(
          "  # - present: \(step)  # from \(presentation.presenter), \(Self.comment(presentation.location.description))"
        )
        lines.append("  # - dismiss: \(presentation.presented)")
      }
    }
    return lines
  }

  // MARK: - Helpers

  /// `navigation`, `tabBar`, or `nil` for an element that is not one of UIKit's containers.
  private static func kind(of element: String) -> String? {
    switch element {
    case "navigationController": "navigation"
    case "tabBarController": "tabBar"
    default: nil
    }
  }

  /// A mask as a scenario writes it: a name, or a list of orientations.
  static func mask(_ mask: InterfaceOrientationMask) -> String {
    mask.name ?? "[" + mask.orientations.map(\.name).joined(separator: ", ") + "]"
  }

  /// A class name without its module (`Player.FeedViewController` → `FeedViewController`).
  static func baseName(_ className: String) -> String {
    String(className.split(separator: ".").last ?? Substring(className))
  }

  private static func sameClass(_ lhs: String, _ rhs: String) -> Bool { baseName(lhs) == baseName(rhs) }

  /// The sources' controllers by class name (without module): a class and its extensions, in the
  /// order the target lists their files. Each keeps its own file, so an answer an extension gives is
  /// cited at the extension's line in its own file.
  private static func answersByClass(_ controllers: [ControllerScan]) -> [String: [ControllerScan]] {
    Dictionary(grouping: controllers) { baseName($0.className) }
  }

  /// The device a draft plays on: of the family, the newest screen in the catalog that ran
  /// `version` (the iPhone 4s screen, or the 9.7-inch iPad, for the oldest eras).
  static func device(_ idiom: UserInterfaceIdiom, ran version: SystemVersion) -> DeviceModel {
    let models = DeviceCatalog.all.filter { $0.idiom == idiom }
    let ran = models.filter { $0.ran(version) }
    let newest = ran.max { ($0.systemMajorVersions?.lowerBound ?? 0) < ($1.systemMajorVersions?.lowerBound ?? 0) }
    return newest ?? models[0]
  }

  /// Text for a comment: on one line.
  static func comment(_ text: String) -> String {
    String(text.map { $0.isNewline || $0 == "\t" ? " " : $0 })
  }
}

/// Controller ids made from class names, each unique.
struct IdentifierSet {
  private var used: Set<String> = []

  /// An id for a class: its name without module, `UI` prefix and `ViewController` or `Controller`
  /// suffix, first letter lowercased, only ASCII letters, digits and `_` kept
  /// (`UINavigationController` → `navigation`, `FeedViewController` → `feed`), then `2`, `3` … for
  /// a repeat; `controller` when nothing is left.
  mutating func make(from className: String) -> String {
    var name = ScenarioDraft.baseName(className)
    if name.hasPrefix("UI"), name.count > 2, name.dropFirst(2).first?.isUppercase == true { name.removeFirst(2) }
    for suffix in ["ViewController", "Controller"] where name.hasSuffix(suffix) && name.count > suffix.count {
      name.removeLast(suffix.count)
      break
    }
    var base = String(
      name.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || $0 == "_" || ("0"..."9").contains($0)) }
        .map(Character.init))
    while let first = base.first, first.isNumber || first == "_" { base.removeFirst() }
    if base.isEmpty { base = "controller" }
    // `URLViewController` → `url`, `FeedList` → `feedList`.
    let leadingCapitals = base.prefix { $0.isUppercase }.count
    let lowered = leadingCapitals > 1 && leadingCapitals < base.count ? leadingCapitals - 1 : max(leadingCapitals, 1)
    base = base.prefix(lowered).lowercased() + base.dropFirst(lowered)
    var id = base
    var number = 2
    while used.contains(id.lowercased()) || YAMLText.isReserved(id) {
      id = base + String(number)
      number += 1
    }
    used.insert(id.lowercased())
    return id
  }
}

/// Writing YAML scalars that read back as the text written.
enum YAMLText {
  /// `text` as a plain scalar when YAML reads it back as that text, else double-quoted with
  /// escapes (YAML 1.2, section 7.3.1).
  static func scalar(_ text: String) -> String {
    let isPlain =
      !text.isEmpty && !isReserved(text)
      && text.unicodeScalars.allSatisfy {
        $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "_.".unicodeScalars.contains($0))
      }
      && !(text.first!.isNumber || text.first == ".")
    if isPlain { return text }
    var quoted = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": quoted += "\\\""
      case "\\": quoted += "\\\\"
      case "\n": quoted += "\\n"
      case "\t": quoted += "\\t"
      case "\r": quoted += "\\r"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value)
          || scalar.value == 0x2028 || scalar.value == 0x2029 || scalar.value == 0xFEFF
        {
          quoted +=
            "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
            + String(scalar.value, radix: 16)
        } else {
          quoted.unicodeScalars.append(scalar)
        }
      }
    }
    return quoted + "\""
  }

  /// Words YAML (1.1 or 1.2) reads as something else than text: Booleans, null.
  static func isReserved(_ text: String) -> Bool {
    ["true", "false", "yes", "no", "on", "off", "y", "n", "null", "nan", "inf"].contains(text.lowercased())
  }
}
