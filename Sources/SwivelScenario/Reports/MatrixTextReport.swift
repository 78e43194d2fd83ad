import SwivelCore
import SwivelKit

/// What `swivel matrix FILE...` prints for people: per file, the grid of eras × device classes,
/// what each column stands for, and where results change, with the first trace event that
/// differs and why.
///
/// ```
/// Examples/ios16-kvc-orientation.yaml: Setting UIDevice.orientation on iOS 16
/// iPhone, iOS 16.0 to 26.1, 31 plays; a cell: each expect: step (lines 15, 21), ✓ holds, ✗ fails
///
/// iOS    A    B
/// 16.0   ✓✓   ✓✓
/// ```
public struct MatrixTextReport: Sendable {
  /// A text report.
  public init() {}

  /// Every file's grid, then a summary line.
  public func rendered(_ report: MatrixReport) -> String {
    var blocks: [String] = []
    for (file, outcome) in report.results {
      switch outcome {
      case .played(let matrix): blocks.append(rendered(matrix))
      case .unreadable: blocks.append("\(file): not played: it cannot be read (the error is on standard error)\n")
      }
    }
    var text = blocks.joined(separator: "\n")
    if let sdks = report.selection.sdks, sdks.count > 1 {
      text += "\n" + Self.sdkLines(report.sdkChanges, sdks: sdks).joined(separator: "\n") + "\n"
    }
    let empty = report.emptyLines
    if !empty.isEmpty { text += "\n" + empty.joined(separator: "\n") + "\n" }
    text += "\n\(report.playCount) plays: \(Self.summary(of: report.counts))\n"
    return text
  }

  /// What `--sdk` changes: one line per era, file and change of outcome, with its reasons.
  static func sdkLines(_ changes: [SDKChange], sdks: [SystemVersion]) -> [String] {
    let names = sdks.map { "\($0)" }.joined(separator: ", ")
    guard !changes.isEmpty else { return ["SDKs \(names): every cell plays the same with each."] }
    var lines = ["what building with another SDK changes (\(names)):"]
    for change in changes {
      let because =
        change.reasons.isEmpty
        ? "; the era model names no reason" : ": " + change.reasons.joined(separator: "; ")
      lines += wordWrapped(
        "  \(change.file), iOS \(change.version) on \(change.unit) (and its column): \(word(for: change.before.outcome)) with the \(change.before.sdk) SDK, \(word(for: change.after.outcome)) with the \(change.after.sdk) SDK\(because)",
        indent: "    ")
    }
    return lines
  }

  /// Prose cut at spaces to fit `width` columns, each line after the first indented.
  static func wordWrapped(_ text: String, width: Int = 100, indent: String) -> [String] {
    let lead = String(text.prefix { $0 == " " })
    let words = text.dropFirst(lead.count).split(separator: " ").map(String.init)
    guard let first = words.first else { return [lead] }
    return joined([lead + first] + words.dropFirst(), width: width, indent: indent)
  }

  /// A cell's outcome in a word: `holds`, `fails`, `not applicable`, `cannot be played`.
  static func word(for outcome: ScenarioMatrix.Outcome) -> String {
    switch outcome {
    case .refused: "not applicable"
    case .unplayable: "cannot be played"
    case .marks: outcome.holds ? "holds" : "fails"
    }
  }

  /// `3 hold, 1 fail, 2 not applicable`, then `, 31 nothing checked` when plays checked nothing.
  static func summary(of counts: ScenarioMatrix.Counts) -> String {
    "\(counts.holding) hold, \(counts.failing) fail, \(counts.refused) not applicable"
      + (counts.unchecked > 0 ? ", \(counts.unchecked) nothing checked" : "")
  }

  /// One file's block.
  public func rendered(_ matrix: ScenarioMatrix) -> String {
    var lines = ["\(matrix.file): \(matrix.scenario.name)", header(of: matrix)]
    guard !matrix.plays.isEmpty else {
      lines.append("no play: no device of its family ran these versions among those selected")
      return lines.joined(separator: "\n") + "\n"
    }
    lines.append("")
    lines += grid(of: matrix)
    lines.append("")
    for column in matrix.columns {
      let indent = String(repeating: " ", count: column.label.count + 2)
      lines += Self.wrapped("\(column.label)  \(column.name): \(Self.devices(of: column, in: matrix))", indent: indent)
    }
    let notes = notApplicable(in: matrix)
    if !notes.isEmpty {
      lines.append("")
      lines += notes
    }
    if !matrix.differences.isEmpty {
      lines.append("")
      lines.append("changes:")
      for (difference, eras) in Self.collapsed(matrix.differences) {
        lines += describe(difference, in: matrix, alsoIn: eras.map { "\(matrix.eras[$0])" })
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `iPhone, iOS 16.0 to 26.1, 31 plays; a cell: …`.
  /// The line under a grid's title: the family, the eras, the counts and what a cell holds;
  /// `changedMark` says how a cell that changed since the era above is shown (the text's `*`).
  func header(of matrix: ScenarioMatrix, changedMark: String = "* changed since the era above") -> String {
    let family = matrix.scenario.device.value.model.idiom == .pad ? "iPad" : "iPhone"
    let first = matrix.eras.first.map(\.description) ?? "?"
    let last = matrix.eras.count > 1 ? " to \(matrix.eras.last!)" : ""
    let counts = matrix.counts
    var text =
      "\(family), iOS \(first)\(last), \(matrix.plays.count) plays (\(counts.holding) hold, \(counts.failing) fail"
    if counts.refused > 0 { text += ", \(counts.refused) not applicable" }
    if counts.unchecked > 0 { text += ", \(counts.unchecked) nothing checked" }
    text += "); a cell: "
    switch matrix.checks {
    case .expectations(let indices):
      let lines = indices.map { "\(matrix.scenario.steps[$0].location.line)" }.joined(separator: ", ")
      text += "each expect: step (line\(indices.count == 1 ? "" : "s") \(lines)), ✓ holds, ✗ fails, · not run"
    case .interfaceAfterEachStep(let count):
      text +=
        "no expect: step, so the interface orientation after each of the \(count) steps: P portrait, U portraitUpsideDown, L landscapeLeft, R landscapeRight, - not launched"
    }
    return text + "; " + changedMark
  }

  /// The grid's lines: a header of column labels, then one row per era.
  func grid(of matrix: ScenarioMatrix) -> [String] {
    let changed = Set(
      matrix.differences.compactMap { difference -> [Int]? in
        if case .era(let column, _, let to) = difference.kind { [to, column] } else { nil }
      })
    var rows: [[String]] = [["iOS"] + matrix.columns.map(\.label)]
    for (era, version) in matrix.eras.enumerated() {
      rows.append(
        ["\(version)"]
          + matrix.columns.indices.map { column in
            guard let outcome = matrix.columns[column].outcomes[era] else { return "" }
            return Self.cell(outcome) + (changed.contains([era, column]) ? "*" : "")
          })
    }
    let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
    return rows.map { row in
      row.enumerated().map { column, text in
        text.padding(toLength: widths[column], withPad: " ", startingAt: 0)
      }.joined(separator: "   ").trimmingTrailingSpaces()
    }
  }

  /// A cell's marks: `✓✓✗`, `PRRP`, `n/a`, `error`.
  public static func cell(_ outcome: ScenarioMatrix.Outcome) -> String {
    switch outcome {
    case .marks(let marks): marks.map(symbol).joined()
    case .refused: "n/a"
    case .unplayable: "error"
    }
  }

  /// One mark.
  static func symbol(_ mark: ScenarioMatrix.Mark) -> String {
    switch mark {
    case .pass: "✓"
    case .fail: "✗"
    case .notRun: "·"
    case .uncaughtError: "!"
    case .interface(let orientation):
      switch orientation {
      case .portrait: "P"
      case .portraitUpsideDown: "U"
      case .landscapeLeft: "L"
      case .landscapeRight: "R"
      case .unknown, nil: "-"
      }
    }
  }

  /// The devices a column stands for, with the versions each ran when it did not run every row:
  /// `iphone-8 (to iOS 16), iphone-se-3 (from iOS 13)`; on iPad by windowing mode when the column has several.
  static func devices(of column: ScenarioMatrix.Column, in matrix: ScenarioMatrix) -> String {
    let first = matrix.eras.first?.major ?? 0
    let last = matrix.eras.last?.major ?? 0
    // A device's versions in the column: those it ran, and in Stage Manager those it had it in.
    func text(_ device: DeviceModel, _ mode: WindowingMode? = nil) -> String {
      guard var range = device.systemMajorVersions else { return device.id }
      if mode == .stageManager, let since = device.stageManagerFromMajor, since > range.lowerBound {
        range = min(since, range.upperBound)...range.upperBound
      }
      if mode == .mirroring, WindowingMode.mirroring.firstMajorVersion > range.lowerBound {
        range = min(WindowingMode.mirroring.firstMajorVersion, range.upperBound)...range.upperBound
      }
      // A screen that came with a point release (the iPhone Duo's 27.1) says it.
      let start = device.firstSystemVersion.map(\.description) ?? "\(range.lowerBound)"
      let from =
        range.lowerBound > first
        || device.firstSystemVersion.map { version in matrix.eras.contains { $0 < version } } == true
      let to = range.upperBound < last
      if from && to { return "\(device.id) (iOS \(start) to \(range.upperBound))" }
      if from { return "\(device.id) (from iOS \(start))" }
      if to { return "\(device.id) (to iOS \(range.upperBound))" }
      return device.id
    }
    var modes: [WindowingMode?] = []
    for unit in column.units where !modes.contains(unit.windowing) { modes.append(unit.windowing) }
    if modes.count <= 1 { return column.units.map { text($0.device, $0.windowing) }.joined(separator: ", ") }
    // Modes that stand for the same devices share a line: `full screen, split view: ipad-9.7, …`.
    var groups: [(modes: [String], devices: String)] = []
    for mode in modes {
      let devices = column.units.filter { $0.windowing == mode }.map { text($0.device, mode) }.joined(separator: ", ")
      let name = ScenarioMatrix.name(of: mode ?? .fullScreen)
      if let index = groups.firstIndex(where: { $0.devices == devices }) {
        groups[index].modes.append(name)
      } else {
        groups.append(([name], devices))
      }
    }
    return groups.map { $0.modes.joined(separator: ", ") + ": " + $0.devices }.joined(separator: "; ")
  }

  /// A legend line cut to fit a terminal of `width` columns: broken only after a `, ` or `; `
  /// (between devices, never inside one's name or versions), each line after the first indented
  /// under the column's name. A piece longer than the width stays whole. (A column of many
  /// devices once made one line of 400 to 900 characters.)
  static func wrapped(_ text: String, width: Int = 100, indent: String) -> [String] {
    var pieces: [String] = []
    var piece = ""
    var previous: Character?
    for character in text {
      if character == " ", previous == "," || previous == ";" {
        pieces.append(piece)
        piece = ""
      } else {
        piece.append(character)
      }
      previous = character
    }
    pieces.append(piece)
    return joined(pieces, width: width, indent: indent)
  }

  /// Pieces joined by spaces into lines of at most `width` columns (a longer piece stays whole),
  /// each line after the first indented.
  static func joined(_ pieces: [String], width: Int, indent: String) -> [String] {
    var lines: [String] = []
    var line = ""
    for piece in pieces {
      if line.isEmpty {
        line = (lines.isEmpty ? "" : indent) + piece
      } else if line.count + 1 + piece.count <= width {
        line += " " + piece
      } else {
        lines.append(line)
        line = indent + piece
      }
    }
    lines.append(line)
    return lines
  }

  /// One line per era and reason a cell could not be played: `n/a in iOS 15.0: …`.
  func notApplicable(in matrix: ScenarioMatrix) -> [String] {
    var lines: [String] = []
    for (era, version) in matrix.eras.enumerated() {
      var seen: Set<String> = []
      for play in matrix.plays where play.era == era {
        switch play.outcome {
        case .refused(let reason) where seen.insert(reason).inserted:
          lines.append("n/a in iOS \(version): \(reason)")
        case .unplayable(let reason) where seen.insert(reason).inserted:
          lines.append("error in iOS \(version) (\(play.unit.description)): \(reason)")
        default:
          break
        }
      }
    }
    return lines
  }

  /// The differences, those between the same two columns that say the same thing in several
  /// eras kept once, with the later eras they also hold in.
  static func collapsed(_ differences: [ScenarioMatrix.Difference]) -> [(ScenarioMatrix.Difference, [Int])] {
    var result: [(ScenarioMatrix.Difference, [Int])] = []
    for difference in differences {
      if case .column(let era, let from, let to) = difference.kind,
        let index = result.firstIndex(where: { earlier, _ in
          guard case .column(_, from, to) = earlier.kind else { return false }
          return earlier.event == difference.event && earlier.check == difference.check
            && ScenarioMatrix.Outcome.sameCell(earlier.before.outcome, difference.before.outcome)
            && ScenarioMatrix.Outcome.sameCell(earlier.after.outcome, difference.after.outcome)
        })
      {
        result[index].1.append(era)
      } else {
        result.append((difference, []))
      }
    }
    return result
  }

  /// A difference: which cells, the first event that differs, and why; `alsoIn`, the later eras
  /// where the same two columns differ the same way.
  func describe(_ difference: ScenarioMatrix.Difference, in matrix: ScenarioMatrix, alsoIn: [String] = []) -> [String] {
    let before = difference.before
    let after = difference.after
    var lines: [String]
    var labels: (String, String)
    switch difference.kind {
    case .era(let column, let from, let to):
      let label = matrix.columns[column].label
      let units =
        before.unit == after.unit ? before.unit.description : "\(before.unit.description), \(after.unit.description)"
      labels = ("iOS \(matrix.eras[from])", "iOS \(matrix.eras[to])")
      lines = [
        "  \(label), iOS \(matrix.eras[from]) → \(matrix.eras[to]) (\(units)): "
          + "\(Self.cell(before.outcome)) → \(Self.cell(after.outcome))"
      ]
    case .column(let era, let from, let to):
      let left = matrix.columns[from].label
      let right = matrix.columns[to].label
      labels = (left, right)
      lines = [
        "  \(left) → \(right) in iOS \((["\(matrix.eras[era])"] + alsoIn).joined(separator: ", ")) "
          + "(\(before.unit.description) → \(after.unit.description)): "
          + "\(Self.cell(before.outcome)) → \(Self.cell(after.outcome))"
      ]
    }
    if let check = difference.check {
      let place = check.stepIndex.map { "step \($0 + 1), line \(check.line ?? 0)" } ?? "the uncaught exception"
      lines.append("      first check that differs: \(place)" + (check.failure.map { ": ✗ \($0)" } ?? ""))
    }
    if let event = difference.event {
      let place = event.stepIndex.map { "step \($0 + 1), line \(event.line ?? 0)" } ?? "before the first step"
      lines.append("      first event that differs, \(place):")
      lines.append("        \(labels.0): \(event.before ?? "(no more events)")")
      lines.append("        \(labels.1): \(event.after ?? "(no more events)")")
    } else if difference.comparedEvents {
      lines.append("      no event differs but in sizes and frames (the screens differ)")
    }
    for reason in difference.reasons { lines.append("      \(reason)") }
    return lines
  }
}

extension String {
  /// The text without the spaces at its end.
  func trimmingTrailingSpaces() -> String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
