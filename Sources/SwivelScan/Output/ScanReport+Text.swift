import SwivelCore
import SwivelKit
import SwivelScenario

extension ScanReport {
  /// The report for people: per project, a table per application target (families, deployment
  /// target, launch orientations per family, full screen, launch screen, Info.plist), those that
  /// could not be scanned (with where their error points) and the targets skipped; then the
  /// findings grouped by file (a blank line between files), each once (``distinctFindings``), at
  /// the start of its line as `file:line: severity: message [rule]`, followed by ` (targets App, AppLite)` when more than one target has it; then the
  /// notes, each once and named so too; what the configuration left out while looking for
  /// projects (`excluded:`); and one closing line with the counts.
  ///
  /// Errors are not in it: the command prints them on standard error.
  public var text: String {
    var lines: [String] = []
    for project in projects {
      lines.append(project.path)
      if project.targets.isEmpty && project.unscanned.isEmpty {
        lines.append("  no iOS application target")
      }
      for target in project.targets {
        lines.append("  target \(ScanReport.name(target.name)) (\(ScanReport.name(target.configuration)))")
        for (label, value) in target.table {
          lines.append("    \(label.padding(toLength: 15, withPad: " ", startingAt: 0)) \(value)")
        }
      }
      for target in project.unscanned {
        lines.append("  target \(target)")
      }
      if !project.skipped.isEmpty {
        lines.append("  skipped: " + project.skipped.map(\.description).joined(separator: ", "))
      }
      lines.append("")
    }
    // A finding starts its line, as compilers print diagnostics, for line-anchored problem matchers.
    for group in findingGroups {
      lines += group.map(Self.line)
      lines.append("")
    }
    let notes = distinctNotes
    for distinct in notes { lines.append("\(distinct.note)\(Self.naming(distinct.targets))") }
    if !notes.isEmpty { lines.append("") }
    if !excludedPaths.isEmpty, !projects.isEmpty {
      lines.append("Not opened, as the configuration leaves them out: " + excludedPaths.joined(separator: ", "))
      lines.append("")
    }
    if !tooDeepPaths.isEmpty {
      lines.append(
        "Not searched, as they lie more than \(ProjectLocator.depthLimit) folders below \(path): "
          + ProjectScanner.list(tooDeepPaths, shortening: false))
      lines.append("")
    }
    lines.append(summary)
    return lines.joined(separator: "\n")
  }

  /// The findings alone, a line each, as the text report prints them (`--quiet`): no tables,
  /// notes or summary; empty when there is none.
  public var findingLines: [String] { findingGroups.flatMap { $0.map(Self.line) } }

  /// The distinct findings grouped by file, the files in the order their first finding comes.
  private var findingGroups: [[DistinctFinding]] {
    var files: [String] = []
    var byFile: [String: [DistinctFinding]] = [:]
    for distinct in distinctFindings {
      let file = distinct.finding.location.file
      if byFile[file] == nil { files.append(file) }
      byFile[file, default: []].append(distinct)
    }
    return files.map { byFile[$0] ?? [] }
  }

  /// A finding's line: `file:line: severity: message [rule]`, and the targets that share it.
  private static func line(_ distinct: DistinctFinding) -> String {
    "\(distinct.finding)\(naming(distinct.targets))"
  }

  /// ` (targets App, AppLite)` after a finding or note more than one target has; nothing after
  /// one only a single target has.
  private static func naming(_ targets: [String]) -> String {
    targets.count > 1 ? " (targets \(targets.joined(separator: ", ")))" : ""
  }

  /// A target's or configuration's name as the report prints it: a name that only a broken or
  /// hostile project has (hundreds of kilobytes, line breaks) is cut at 80 characters.
  static func name(_ name: String) -> String { QuotedInput.shortened(name, limit: 80) }

  /// One closing line: `2 problems (1 error, 1 warning) in 1 app target of 1 project.`, or
  /// `No problems in 2 app targets of 1 project.`, or `Nothing checked: …` when no app target
  /// was scanned; what could not be read is counted apart. A
  /// finding two targets share counts once; findings a baseline left out are counted after a `;`.
  public var summary: String {
    func count(_ n: Int, _ word: String) -> String { n == 1 ? "1 \(word)" : "\(n) \(word)s" }
    let scope = "\(count(targets.count, "app target")) of \(count(projects.count, "project"))"
    var unreadable = errors.isEmpty ? "" : "; \(count(errors.count, "file")) could not be read"
    if baselinedCount > 0 { unreadable += "; \(count(baselinedCount, "finding")) in the baseline not shown" }
    let findings = distinctFindings.map(\.finding)
    guard !findings.isEmpty else {
      if projects.isEmpty, errors.isEmpty, excludedPaths == [path] {
        return "Nothing scanned: the configuration leaves out \(path) (--force-exclude)."
      }
      if projects.isEmpty { return "Nothing scanned\(unreadable)." }
      // No target was checked: "No problems in 0 app targets" would read as a pass.
      if targets.isEmpty {
        let unscanned = projects.reduce(0) { $0 + $1.unscanned.count }
        let projectCount = count(projects.count, "project")
        return unscanned > 0
          ? "Nothing checked: \(count(unscanned, "app target")) of \(projectCount) could not be scanned\(unreadable)."
          : "Nothing checked: no iOS app target in \(projectCount)\(unreadable)."
      }
      return "No problems in \(scope)\(unreadable)."
    }
    let errorCount = findings.count { $0.severity == .error }
    return
      "\(count(findings.count, "problem")) (\(count(errorCount, "error")), \(count(findings.count - errorCount, "warning"))) in \(scope)\(unreadable)\(failurePolicy.thresholdNote(warnings: findings.count - errorCount))."
  }
}

extension TargetScan {
  /// The rows of the target's table: label and value.
  var table: [(String, String)] {
    var rows: [(String, String)] = [
      ("families", families.map(\.displayName).joined(separator: ", ")),
      ("deployment", deploymentTarget.map { "iOS \($0)" } ?? "not set (judged for iOS \(era.version))"),
    ]
    for idiom in families {
      var value = launch[idiom].map(\.orientationList) ?? "none"
      if launchIsDefault.contains(idiom) {
        let name = InfoPlist.defaultSupportedInterfaceOrientations(for: idiom).name ?? value
        let suffix = idiom == .pad ? "~ipad" : "~iphone"
        value +=
          " (UIKit's default, \(name): the Info.plist has no UISupportedInterfaceOrientations nor UISupportedInterfaceOrientations\(suffix))"
      }
      rows.append(("\(idiom.displayName) launch", value))
    }
    if families.contains(.pad) {
      // Not listing all four orientations opts out of multitasking too (Apple,
      // supportedInterfaceOrientations), even though App Store review refuses it (ITMS-90474).
      let fullScreen =
        if requiresFullScreen {
          "yes (UIRequiresFullScreen)"
        } else if launch[.pad] == .all {
          "no (multitasks on iPad)"
        } else {
          "no, but it does not multitask: its iPad orientations are not all four"
        }
      rows.append(("full screen", fullScreen))
    }
    rows.append(("launch screen", launchScreen.map(\.tableDescription) ?? "none"))
    rows.append(("Info.plist", infoPlist ?? "generated from build settings"))
    if let storyboard = mainStoryboard {
      var text = storyboard.file ?? "\(storyboard.name) (not among the target's storyboards)"
      if let initial = storyboard.initialController {
        text += ", starts with \(initial)"
        if !storyboard.initialChildren.isEmpty {
          text += " (" + storyboard.initialChildren.joined(separator: ", ") + ")"
        }
      }
      rows.append(("main storyboard", text))
    }
    for xib in xibs where !xib.controllers.isEmpty {
      rows.append(("XIB", "\(xib.file): " + xib.controllers.map(\.className).joined(separator: ", ")))
    }
    for controller in controllers {
      var answers: [String] = []
      if let supported = controller.supported { answers.append("supports \(supported)") }
      if let shouldAutorotate = controller.shouldAutorotate { answers.append("shouldAutorotate \(shouldAutorotate)") }
      if let preferred = controller.preferred { answers.append("prefers \(preferred)") }
      if let locked = controller.prefersLocked { answers.append("prefersInterfaceOrientationLocked \(locked)") }
      if let legacy = controller.legacyAutorotate {
        answers.append("shouldAutorotateToInterfaceOrientation: \(legacy)")
      }
      var origin = "\(controller.location)"
      if let module = controller.module { origin += ", module \(module)" }
      if let ancestor = controller.unknownAncestor { origin += ", a view controller if \(ancestor) is one" }
      rows.append(("controller", "\(controller.className) (\(origin)): \(answers.joined(separator: ", "))"))
    }
    for mechanism in mechanisms {
      rows.append(("mechanism", "\(mechanism.api) (\(mechanism.location))"))
    }
    return rows
  }
}

extension TargetScan.LaunchScreen {
  var tableDescription: String {
    switch self {
    case .storyboard(let name): "storyboard \(name)"
    case .nib(let name): "XIB \(name)"
    case .infoPlistDictionary: "UILaunchScreen"
    }
  }
}

extension UserInterfaceIdiom {
  /// `iPhone`, `iPad`.
  var displayName: String {
    switch self {
    case .phone: "iPhone"
    case .pad: "iPad"
    }
  }
}

extension InterfaceOrientationMask {
  /// The orientations' names, `portrait, landscapeLeft`; `none` for the empty mask.
  var orientationList: String {
    orientations.isEmpty ? "none" : orientations.map(\.name).joined(separator: ", ")
  }
}
