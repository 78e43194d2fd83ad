import Foundation
import SwivelCore

/// `swivel matrix --format json`: the grids as one JSON object, for programs.
///
/// ```
/// {"scenarios": [{"file", "name", "family", "eras", "checks", "columns": [{"label", "name",
///   "units": [{"device", "windowing"}]}], "grid": [{"era", "cells": [{"column", "marks",
///   "text", "holds", "changed", "reason"}]}], "plays": [{"era", "device", "windowing",
///   "outcome", "marks", "reason"}], "changes": [{"kind", "column", "from", "to", "era",
///   "before", "after", "step", "line", "eventBefore", "eventAfter", "checkStep", "checkLine",
///   "failure", "reasons"}]}],
///  "errors": ["…"], "plays": N, "steps": N, "holding": N, "failing": N, "notApplicable": N,
///  "nothingChecked": N, "emptyFiles": ["…"],
///  "sdkChanges": [{"file", "era", "device", "windowing", "sdkBefore", "before", "sdkAfter",
///   "after", "reasons"}]}
/// ```
public struct MatrixJSONReport: Sendable {
  /// A JSON report.
  public init() {}

  /// The report as pretty-printed JSON, its keys sorted, ending with a newline.
  public func rendered(_ report: MatrixReport) -> String {
    let counts = report.counts
    let document = Document(
      scenarios: report.matrices.map(Self.scenario), errors: report.errors, plays: report.playCount,
      steps: report.stepCount, holding: counts.holding, failing: counts.failing, notApplicable: counts.refused,
      nothingChecked: counts.unchecked, emptyFiles: report.emptyFiles,
      sdkChanges: report.sdkChanges.map {
        SDKChangeEntry(
          file: $0.file, era: "\($0.version)", device: $0.unit.device.id,
          windowing: $0.unit.windowing.map(ScenarioMatrix.name(of:)), sdkBefore: "\($0.before.sdk)",
          before: MatrixTextReport.word(for: $0.before.outcome), sdkAfter: "\($0.after.sdk)",
          after: MatrixTextReport.word(for: $0.after.outcome), reasons: $0.reasons)
      })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  struct Document: Encodable {
    var scenarios: [ScenarioGrid]
    var errors: [String]
    var plays: Int
    /// The scenario steps played in all the cells.
    var steps: Int
    var holding: Int
    var failing: Int
    var notApplicable: Int
    /// Plays of scenarios with no `expect:` step that ended without an uncaught exception.
    var nothingChecked: Int
    /// The files with no `expect:` step: `swivel check`'s "nothing checked".
    var emptyFiles: [String]
    /// Where `--sdk`'s next SDK changes a cell; empty without `--sdk`.
    var sdkChanges: [SDKChangeEntry]
  }

  struct SDKChangeEntry: Encodable {
    var file: String
    var era: String
    var device: String
    var windowing: String?
    var sdkBefore: String
    /// `holds`, `fails`, `not applicable` or `cannot be played`.
    var before: String
    var sdkAfter: String
    var after: String
    var reasons: [String]
  }

  struct ScenarioGrid: Encodable {
    var file: String
    var name: String
    var family: String
    var eras: [String]
    /// What a cell's marks are, one per check: `{"kind": "expect", "step": 4, "line": 15}` or
    /// `{"kind": "interface", "step": 1, "line": 12}`.
    var checks: [Check]
    var columns: [Column]
    var grid: [Row]
    var plays: [Play]
    var changes: [Change]
  }

  struct Check: Encodable {
    var kind: String
    var step: Int
    var line: Int
  }

  struct Column: Encodable {
    var label: String
    var name: String
    var units: [Unit]
  }

  struct Unit: Encodable {
    var device: String
    var windowing: String?
  }

  struct Row: Encodable {
    var era: String
    var cells: [Cell]
  }

  struct Cell: Encodable {
    var column: String
    /// `pass`, `fail`, `notRun`, `uncaughtError`, or an interface orientation's name (`none` before launch).
    var marks: [String]
    var text: String
    var holds: Bool
    var changed: Bool
    /// `marks`, `notApplicable` or `error`.
    var outcome: String
    var reason: String?
  }

  struct Play: Encodable {
    var era: String
    var device: String
    var windowing: String?
    var outcome: String
    var marks: [String]
    var reason: String?
  }

  struct Change: Encodable {
    /// `era` (a column from one era to the next) or `column` (an era from one column to the next).
    var kind: String
    var column: String?
    var from: String
    var to: String
    var era: String?
    var before: String
    var after: String
    var step: Int?
    var line: Int?
    var eventBefore: String?
    var eventAfter: String?
    var checkStep: Int?
    var checkLine: Int?
    var failure: String?
    var reasons: [String]
  }

  static func scenario(_ matrix: ScenarioMatrix) -> ScenarioGrid {
    let steps = matrix.scenario.steps
    let checks: [Check] =
      switch matrix.checks {
      case .expectations(let indices):
        indices.map { Check(kind: "expect", step: $0 + 1, line: steps[$0].location.line) }
      case .interfaceAfterEachStep:
        steps.indices.map { Check(kind: "interface", step: $0 + 1, line: steps[$0].location.line) }
      }
    var changed: Set<[Int]> = []
    for difference in matrix.differences {
      if case .era(let column, _, let to) = difference.kind { changed.insert([to, column]) }
    }
    let grid = matrix.eras.indices.map { era in
      Row(
        era: "\(matrix.eras[era])",
        cells: matrix.columns.indices.compactMap { index in
          guard let outcome = matrix.columns[index].outcomes[era] else { return nil }
          let (name, marks, reason) = parts(of: outcome)
          return Cell(
            column: matrix.columns[index].label, marks: marks, text: MatrixTextReport.cell(outcome),
            holds: outcome.holds, changed: changed.contains([era, index]), outcome: name, reason: reason)
        })
    }
    let plays = matrix.plays.map { play in
      let (name, marks, reason) = parts(of: play.outcome)
      return Play(
        era: "\(matrix.eras[play.era])", device: play.unit.device.id, windowing: play.unit.windowing?.name,
        outcome: name, marks: marks, reason: reason)
    }
    let changes = matrix.differences.map { difference in
      var change = Change(
        kind: "era", column: nil, from: "", to: "", era: nil, before: MatrixTextReport.cell(difference.before.outcome),
        after: MatrixTextReport.cell(difference.after.outcome), step: difference.event?.stepIndex.map { $0 + 1 },
        line: difference.event?.line, eventBefore: difference.event?.before, eventAfter: difference.event?.after,
        checkStep: difference.check?.stepIndex.map { $0 + 1 }, checkLine: difference.check?.line,
        failure: difference.check?.failure, reasons: difference.reasons)
      switch difference.kind {
      case .era(let column, let from, let to):
        change.column = matrix.columns[column].label
        change.from = "\(matrix.eras[from])"
        change.to = "\(matrix.eras[to])"
      case .column(let era, let from, let to):
        change.kind = "column"
        change.era = "\(matrix.eras[era])"
        change.from = matrix.columns[from].label
        change.to = matrix.columns[to].label
      }
      return change
    }
    return ScenarioGrid(
      file: matrix.file, name: matrix.scenario.name,
      family: matrix.scenario.device.value.model.idiom == .pad ? "pad" : "phone",
      eras: matrix.eras.map(\.description), checks: checks,
      columns: matrix.columns.map { column in
        Column(
          label: column.label, name: column.name,
          units: column.units.map { Unit(device: $0.device.id, windowing: $0.windowing?.name) })
      }, grid: grid, plays: plays, changes: changes)
  }

  /// An outcome's kind, marks and reason.
  static func parts(of outcome: ScenarioMatrix.Outcome) -> (String, [String], String?) {
    switch outcome {
    case .marks(let marks): ("marks", marks.map(name), nil)
    case .refused(let reason): ("notApplicable", [], reason)
    case .unplayable(let reason): ("error", [], reason)
    }
  }

  static func name(_ mark: ScenarioMatrix.Mark) -> String {
    switch mark {
    case .pass: "pass"
    case .fail: "fail"
    case .notRun: "notRun"
    case .uncaughtError: "uncaughtError"
    case .interface(let orientation): orientation.map(\.description) ?? "none"
    }
  }
}
