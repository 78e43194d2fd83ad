import ArgumentParser
import Foundation
import SwivelScenario

/// `swivel simulate FILE`: plays a scenario and prints its trace (Scenario reference, sections 7 and 8).
struct SimulateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "simulate",
    abstract: "Play a scenario in virtual time and print what UIKit would have done.",
    discussion: """
      Builds the app the scenario describes (its Info.plist, view controllers, views and window) on \
      its device and in its iOS era, plays its steps, and prints the trace: every device turn, every \
      rotation decision with who decided and why, every callback, in order of virtual time. A \
      scenario is a YAML (or JSON) file:

      swivel: 1
      ios: "6.0"
      device: iphone-se-1                 # swivel devices lists the ids
      app:
        UISupportedInterfaceOrientations: [UIInterfaceOrientationPortrait]
        delegateMask: all
      controllers:
        feed: {supported: portrait}
        photos: {supported: all}
      window: {root: feed}
      steps:
        - launch: portrait
        - present: {controller: photos, style: fullScreen}
        - rotate: landscapeLeft
        - expect: {interface: landscapeRight, top: photos}

      Examples/ holds one per pattern and per iOS era, and the "Writing scenarios" article of the \
      SwivelScenario documentation describes every key. Time is virtual: steps take none, \
      `wait: 0.5` lets half a second pass, and `expect:` first lets what the steps started finish.

      --format text (the default) is for people: the events grouped under the step that caused them, \
      one per line with its time in seconds, and each expectation's verdict (✓, or ✗ with what was \
      expected and what happened):

      step 3, line 14: rotate landscapeLeft
         0.000  device turns to landscapeLeft
         0.000  device landscapeLeft → photos decides: photos [portrait, portraitUpsideDown, landscapeRight, landscapeLeft] ∩ app [portrait, portraitUpsideDown, landscapeRight, landscapeLeft] = [portrait, portraitUpsideDown, landscapeRight, landscapeLeft] → rotates to landscapeRight

      --format html writes one self-contained web page (no script, nothing loaded from elsewhere): \
      for each step, a drawing of the device as held with the window, the status bar and the \
      views' frames in the interface orientation, beside the step's state, the deciding \
      controller with why, and its events. `swivel simulate FILE --format html > run.html`.

      --format jsonl is for programs: one JSON object per event, {"t": 1.25, "kind": "...", ...}, \
      the kinds and fields of the trace (see "Writing scenarios"). Failed expectations then go to \
      standard error, so that standard output holds only the trace.

      --output FILE writes the report to FILE (whole: a temporary file renamed over it) instead \
      of standard output; a FILE that cannot be written is an error (exit status 2), and the \
      exit status is otherwise the same.

      Exit status: 0 when every expectation holds, 1 when one failed (or an exception nobody \
      expected ended the app), 2 when the file cannot be read, understood or played (the error, \
      with file, line and column, goes to standard error).
      """
  )

  @Argument(help: "The scenario file (YAML or JSON).")
  var file: String

  @Option(
    name: .long,
    help: "Output format: text (for people), jsonl (one JSON object per event) or html (a page that draws each step)."
  )
  var format: TraceFormat = .text

  @Option(help: ArgumentHelp("Write the report to this file instead of standard output.", valueName: "file"))
  var output: String?

  func run() throws {
    let report = SimulateReport(path: file, format: format)
    FileHandle.standardError.write(Data(report.errors.utf8))
    try ReportOutput.emit(report.output, to: output, terminator: "")
    if report.exitStatus != 0 { throw ExitCode(report.exitStatus) }
  }
}

extension TraceFormat: ExpressibleByArgument {}
