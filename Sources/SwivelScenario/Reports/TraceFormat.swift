/// The forms `swivel simulate` prints a trace in.
public enum TraceFormat: String, CaseIterable, Hashable, Sendable {
  /// For people: the steps, each event in words with its time, decisions with who decided and why.
  case text
  /// For programs: one JSON object per event (see *Scenario reference*, "Trace").
  case jsonl
  /// For seeing the run: a self-contained web page that draws each step (``TraceHTMLReport``).
  case html
}

/// What `swivel simulate FILE` prints and how it exits.
public struct SimulateReport: Sendable {
  /// Standard output: the trace.
  public var output: String
  /// Standard error: why the file cannot be played, or (with `jsonl` and `html`, whose output is
  /// only the trace or the page) the failed expectations.
  public var errors: String
  /// 0, 1 when an expectation failed, 2 when the file cannot be read or played.
  public var exitStatus: Int32

  /// The report for one file in one format.
  public init(path: String, format: TraceFormat) {
    switch ScenarioFile.play(path: path, listingViews: format == .html) {
    case .failure(let error):
      (output, errors, exitStatus) = ("", error.description + "\n", 2)
    case .success(let run):
      switch format {
      case .text:
        output = TraceTextReport().rendered(run)
        errors = ""
      case .jsonl:
        output = TraceJSONLinesReport().rendered(run.events)
        errors = run.failures.map { $0.message + "\n" }.joined()
      case .html:
        output = TraceHTMLReport().rendered(run)
        errors = run.failures.map { $0.message + "\n" }.joined()
      }
      exitStatus = run.passed ? 0 : 1
    }
  }
}
