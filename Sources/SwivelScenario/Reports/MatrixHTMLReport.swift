import Foundation
import SwivelCore

/// `swivel matrix --format html`: one self-contained page (no script, nothing loaded from
/// elsewhere) with each file's grid coloured, and further down the same page the run of each
/// cell drawn step by step as `swivel simulate --format html` draws it.
///
/// A cell is green when its expectations hold, red when one fails or the play could not go on,
/// grey when the era cannot have the scenario (n/a), blue when the file has no `expect:` step
/// and the cell shows the interface orientations; a cell that changed since the era above is
/// outlined. A legend under the title says so; with several scenarios, an index links each to
/// its grid; each column is named in words (the device class and the windowing modes). Each cell that played links to its run (`#run-F-E-C`: file, era and column, from
/// 0), the first device of its column that played that era; the run's cards have ids
/// `run-F-E-C-step-N`. A run whose cards are the same as an earlier cell's (most eras of a
/// column play alike) is drawn once: its cell links to the earlier drawing, whose heading names
/// every cell it stands for, so a real app's page stays small.
public struct MatrixHTMLReport: Sendable {
  /// A report.
  public init() {}

  /// The id of the section that draws the run of file `file`, row `era`, column `column`.
  public static func runID(file: Int, era: Int, column: Int) -> String { "run-\(file)-\(era)-\(column)" }

  /// The page.
  public func rendered(_ report: MatrixReport) -> String {
    let text = MatrixTextReport()
    let matrices = report.matrices
    var html = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>swivel matrix</title>
      <style>\(TraceHTMLReport.style)\n\(Self.style)</style>
      </head>
      <body>
      <div class="top"><h1>swivel matrix</h1>
      <p>\(matrices.count) scenario\(matrices.count == 1 ? "" : "s") · \(report.playCount) plays: \(MatrixTextReport.summary(of: report.counts))</p>
      """
    for error in report.errors { html += "<p class=\"fail\">\(escape(error))</p>\n" }
    for line in report.emptyLines { html += "<p class=\"fail\">\(escape(line))</p>\n" }
    html += Self.legend
    if matrices.count > 1 {
      // An index of the scenarios, each linked to its grid, with its counts.
      html += "<ol class=\"index\">"
      for (index, matrix) in matrices.enumerated() {
        let counts = matrix.counts
        let verdict = counts.failing > 0 || counts.unchecked > 0 ? "fail" : "pass"
        let unchecked = counts.unchecked > 0 ? ", \(counts.unchecked) nothing checked" : ""
        html +=
          "<li><a href=\"#scenario-\(index)\">\(escape(matrix.file))</a>: \(escape(matrix.scenario.name)) <span class=\"\(verdict)\">\(counts.holding) hold, \(counts.failing) fail\(unchecked)</span></li>"
      }
      html += "</ol>\n"
    }
    html += "</div>\n"
    let drawings = matrices.enumerated().map { index, matrix in Self.drawings(of: matrix, file: index) }
    for (index, matrix) in matrices.enumerated() {
      html += grid(of: matrix, file: index, text: text, drawings: drawings[index])
    }
    for (index, matrix) in matrices.enumerated() {
      html += runs(of: matrix, file: index, drawings: drawings[index])
    }
    html += "</body>\n</html>\n"
    return html
  }

  /// The runs of one file's cells as the page draws them: each distinct set of cards once.
  struct Drawings {
    /// A drawn run: the id of its section, its cards (ids prefixed by ``placeholder``), and the
    /// cells it stands for (era, column), the first being the one whose id it takes.
    struct Drawing {
      var id: String
      var cards: String
      var cells: [(era: Int, column: Int)]
    }
    var drawings: [Drawing] = []
    /// For each cell's own id, the id of the drawing it links to.
    var links: [String: String] = [:]
  }

  /// Stands for a drawing's id in its cards until the page writes them.
  static let placeholder = "\u{1}"

  /// Draws each cell's run, sharing one drawing between cells whose cards are the same.
  static func drawings(of matrix: ScenarioMatrix, file: Int) -> Drawings {
    var drawings = Drawings()
    var byCards: [String: Int] = [:]
    for era in matrix.eras.indices {
      for (index, column) in matrix.columns.enumerated() {
        guard column.outcomes[era] != nil, let run = matrix.play(era: era, column: index)?.run else { continue }
        let id = runID(file: file, era: era, column: index)
        let cards = TraceHTMLReport().cards(of: run, idPrefix: placeholder + "-")
        if let drawn = byCards[cards] {
          drawings.drawings[drawn].cells.append((era, index))
          drawings.links[id] = drawings.drawings[drawn].id
        } else {
          byCards[cards] = drawings.drawings.count
          drawings.drawings.append(.init(id: id, cards: cards, cells: [(era, index)]))
          drawings.links[id] = id
        }
      }
    }
    return drawings
  }

  private func grid(of matrix: ScenarioMatrix, file: Int, text: MatrixTextReport, drawings: Drawings) -> String {
    var changed: Set<[Int]> = []
    for difference in matrix.differences {
      if case .era(let column, _, let to) = difference.kind { changed.insert([to, column]) }
    }
    var html = """
      <section class="scenario" id="scenario-\(file)">
      <h2>\(escape(matrix.file)): \(escape(matrix.scenario.name))</h2>
      <p>\(escape(text.header(of: matrix, changedMark: "an outlined cell changed since the era above")))</p>

      """
    guard !matrix.plays.isEmpty else {
      return html + "<p>No play: no device of its family ran these versions among those selected.</p>\n</section>\n"
    }
    // Each column is named in words: the device class and the windowing modes it was played in.
    html += "<table class=\"grid\"><thead><tr><th>iOS</th>"
    for column in matrix.columns {
      html += "<th><span class=\"letter\">\(column.label)</span> \(escape(column.name))</th>"
    }
    html += "</tr></thead><tbody>\n"
    for era in matrix.eras.indices {
      html += "<tr><th>\(matrix.eras[era])</th>"
      for (index, column) in matrix.columns.enumerated() {
        guard let outcome = column.outcomes[era] else {
          html += "<td class=\"none\"></td>"
          continue
        }
        var classes = [Self.colour(of: outcome)]
        if changed.contains([era, index]) { classes.append("changed") }
        let mark = escape(MatrixTextReport.cell(outcome))
        let play = matrix.play(era: era, column: index)
        let title = play.map { "\($0.unit.description), iOS \(matrix.eras[era])" } ?? ""
        let reason: String? =
          switch outcome {
          case .refused(let reason), .unplayable(let reason): reason
          case .marks: nil
          }
        let tip = escape(reason.map { "\(title): \($0)" } ?? title)
        if play?.run != nil, let id = drawings.links[Self.runID(file: file, era: era, column: index)] {
          html += "<td class=\"\(classes.joined(separator: " "))\"><a href=\"#\(id)\" title=\"\(tip)\">\(mark)</a></td>"
        } else {
          html += "<td class=\"\(classes.joined(separator: " "))\" title=\"\(tip)\">\(mark)</td>"
        }
      }
      html += "</tr>\n"
    }
    html += "</tbody></table>\n<ul class=\"columns\">"
    for column in matrix.columns {
      html +=
        "<li><b>\(column.label)</b> \(escape(column.name)): \(escape(MatrixTextReport.devices(of: column, in: matrix)))</li>"
    }
    html += "</ul>\n"
    let notes = text.notApplicable(in: matrix)
    if !notes.isEmpty {
      html += "<ul class=\"notes\">" + notes.map { "<li>\(escape($0))</li>" }.joined() + "</ul>\n"
    }
    if !matrix.differences.isEmpty {
      html += "<h3>Changes</h3>\n<ul class=\"changes\">"
      for (difference, eras) in MatrixTextReport.collapsed(matrix.differences) {
        let lines = text.describe(difference, in: matrix, alsoIn: eras.map { "\(matrix.eras[$0])" }).map {
          String($0.drop { $0 == " " })
        }
        html += "<li>" + lines.map(escape).joined(separator: "<br>") + "</li>"
      }
      html += "</ul>\n"
    }
    return html + "</section>\n"
  }

  private func runs(of matrix: ScenarioMatrix, file: Int, drawings: Drawings) -> String {
    var html = ""
    for drawing in drawings.drawings {
      guard let (era, index) = drawing.cells.first, let play = matrix.play(era: era, column: index) else { continue }
      let column = matrix.columns[index]
      let others = drawing.cells.dropFirst().map { "iOS \(matrix.eras[$0.era]) \(matrix.columns[$0.column].label)" }
      let alike = others.isEmpty ? "" : " · drawn alike in " + others.joined(separator: ", ")
      html += """
        <section class="run" id="\(drawing.id)">
        <h2>\(escape(matrix.file)) · iOS \(matrix.eras[era]) · \(column.label) \(escape(column.name)) · \(escape(play.unit.description)) · \(escape(MatrixTextReport.cell(play.outcome)))\(escape(alike)) <a href="#scenario-\(file)">↑ grid</a></h2>

        """
      html += drawing.cards.replacingOccurrences(of: Self.placeholder + "-", with: drawing.id + "-")
      html += "</section>\n"
    }
    return html
  }

  static func colour(of outcome: ScenarioMatrix.Outcome) -> String {
    switch outcome {
    case .refused: return "na"
    case .unplayable: return "fail"
    case .marks(let marks):
      guard outcome.holds else { return "fail" }
      let shows = marks.contains { if case .interface = $0 { true } else { false } }
      return shows ? "info" : "pass"
    }
  }

  private func escape(_ text: String) -> String { TraceHTMLReport.escape(text) }

  /// What the colours and outlines of a cell mean, as the grids draw them.
  static let legend = """
    <p class="legend"><span class="key pass">✓</span> every expectation holds \
    <span class="key fail">✗</span> one fails, or the play could not go on \
    <span class="key na">n/a</span> the era cannot have the scenario \
    <span class="key info">P</span> no expect: step, the interface orientation after each step \
    <span class="key changed">&nbsp;</span> changed since the era above · a cell links to its run, drawn below</p>

    """

  static let style = """
    .top{padding:16px 20px;border-bottom:1px solid #ccc;background:#f4f6f9}
    .scenario{padding:12px 20px;border-bottom:1px solid #ccc}
    .scenario h2{margin:0 0 4px}
    .scenario p{margin:0 0 8px;color:#444}
    table.grid{border-collapse:collapse;font:13px/1.3 Menlo,Consolas,monospace;margin:8px 0}
    .grid th,.grid td{border:1px solid #bbb;padding:3px 8px;text-align:left}
    .grid thead th{background:#eef}
    .grid td a{color:inherit;text-decoration:none;display:block}
    td.pass{background:#c9f0d3;color:#0b5a22}
    td.fail{background:#ffd0cc;color:#8a1010}
    td.na{background:#e4e4e4;color:#666}
    td.info{background:#dbe6f7;color:#1d3b6a}
    td.none{background:#fff}
    td.changed{outline:2px solid #d48a00;outline-offset:-2px}
    .columns,.notes,.changes{margin:4px 0;padding-left:20px}
    .changes li{margin:0 0 6px;font:12px/1.35 Menlo,Consolas,monospace}
    .run>h2{margin:0;padding:10px 20px;background:#f4f6f9;border-top:2px solid #999;font-size:14px}
    .grid thead th{max-width:16em;font:12px/1.3 -apple-system,"Segoe UI",Helvetica,Arial,sans-serif;vertical-align:bottom}
    .letter{font-weight:bold}
    .legend{margin:8px 0 0;color:#444}
    .key{display:inline-block;min-width:1.6em;padding:0 4px;margin:0 2px 0 10px;border:1px solid #bbb;text-align:center;font:12px Menlo,Consolas,monospace}
    .key.pass{background:#c9f0d3;color:#0b5a22}
    .key.fail{background:#ffd0cc;color:#8a1010}
    .key.na{background:#e4e4e4;color:#666}
    .key.info{background:#dbe6f7;color:#1d3b6a}
    .key.changed{outline:2px solid #d48a00;outline-offset:-2px}
    .index{margin:8px 0 0;padding-left:24px}
    .index .pass{color:#1a7f37}
    .index .fail{color:#cf222e}
    """
}
