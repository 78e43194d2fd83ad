import SwivelCore

/// `swivel matrix --format html`: one self-contained page (no script, nothing loaded from
/// elsewhere) with each file's grid coloured, and further down the same page the run of each
/// cell drawn step by step as `swivel simulate --format html` draws it.
///
/// A cell is green when its expectations hold, red when one fails or the play could not go on,
/// grey when the era cannot have the scenario (n/a), blue when the file has no `expect:` step
/// and the cell shows the interface orientations; a cell that changed since the era above is
/// outlined. Each cell that played links to its run (`#run-F-E-C`: file, era and column, from
/// 0), the first device of its column that played that era; the run's cards have ids
/// `run-F-E-C-step-N`.
public struct MatrixHTMLReport: Sendable {
  /// A report.
  public init() {}

  /// The id of the section that draws the run of file `file`, row `era`, column `column`.
  public static func runID(file: Int, era: Int, column: Int) -> String { "run-\(file)-\(era)-\(column)" }

  /// The page.
  public func rendered(_ report: MatrixReport) -> String {
    let text = MatrixTextReport()
    let matrices = report.matrices
    var holding = 0
    var failing = 0
    var refused = 0
    for matrix in matrices {
      let counts = matrix.counts
      holding += counts.holding
      failing += counts.failing
      refused += counts.refused
    }
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
      <p>\(matrices.count) scenario\(matrices.count == 1 ? "" : "s") · \(report.playCount) plays: \(holding) hold, \(failing) fail, \(refused) not applicable</p>
      """
    for error in report.errors { html += "<p class=\"fail\">\(escape(error))</p>\n" }
    html += "</div>\n"
    for (index, matrix) in matrices.enumerated() {
      html += grid(of: matrix, file: index, text: text)
    }
    for (index, matrix) in matrices.enumerated() {
      html += runs(of: matrix, file: index)
    }
    html += "</body>\n</html>\n"
    return html
  }

  private func grid(of matrix: ScenarioMatrix, file: Int, text: MatrixTextReport) -> String {
    var changed: Set<[Int]> = []
    for difference in matrix.differences {
      if case .era(let column, _, let to) = difference.kind { changed.insert([to, column]) }
    }
    var html = """
      <section class="scenario" id="scenario-\(file)">
      <h2>\(escape(matrix.file)): \(escape(matrix.scenario.name))</h2>
      <p>\(escape(text.header(of: matrix)))</p>

      """
    guard !matrix.plays.isEmpty else {
      return html + "<p>No play: no device of its family ran these versions among those selected.</p>\n</section>\n"
    }
    html += "<table class=\"grid\"><thead><tr><th>iOS</th>"
    for column in matrix.columns {
      html += "<th title=\"\(escape(column.name))\">\(column.label)</th>"
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
        if play?.run != nil {
          let id = Self.runID(file: file, era: era, column: index)
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

  private func runs(of matrix: ScenarioMatrix, file: Int) -> String {
    var html = ""
    for era in matrix.eras.indices {
      for (index, column) in matrix.columns.enumerated() {
        guard column.outcomes[era] != nil, let play = matrix.play(era: era, column: index), let run = play.run else {
          continue
        }
        let id = Self.runID(file: file, era: era, column: index)
        html += """
          <section class="run" id="\(id)">
          <h2>\(escape(matrix.file)) · iOS \(matrix.eras[era]) · \(column.label) \(escape(column.name)) · \(escape(play.unit.description)) · \(escape(MatrixTextReport.cell(play.outcome))) <a href="#scenario-\(file)">↑ grid</a></h2>

          """
        html += TraceHTMLReport().cards(of: run, idPrefix: id + "-")
        html += "</section>\n"
      }
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
    """
}
