import ArgumentParser
import Foundation
import SwivelScenario

/// `swivel matrix FILE...`: plays each scenario on every device of its family and every era
/// boundary from its `ios:` on (Scenario reference, section 8).
struct MatrixCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "matrix",
    abstract: "Play scenarios on every device of their family and every iOS era, and show what changes.",
    discussion: """
      Plays each scenario on every device of the catalog of its family (the family of its \
      `device:`: a scenario plays iPhones or iPads) that ran each era: first the scenario's own \
      `ios:` (the deployment target), then each version `swivel eras` lists after it, up to the \
      newest; a device that did not run a version is skipped there. On iPad it plays each \
      windowing mode the era has: full screen, split view and slide over from iPadOS 9, Stage \
      Manager from 16 on the iPads Apple lists for it (the M1 iPad Air and later and the iPad Pros \
      of 2018 and later, every iPad from 26), windowed from 26; an app whose Info.plist sets UIRequiresFullScreen plays \
      full screen only, as iPadOS keeps it out of the others (iPadOS 26 deprecates the key; \
      Swivel takes it to hold there still; UIRequiresFullScreenIgnoredStartingWithVersion ends \
      it from its version). On iPhone, from iOS 27.1, the iPhone Duo's outer display and its \
      inner display play beside the others; on the inner one an app built with the iOS 27 SDK \
      runs resizable and its supported orientations are ignored, so a locked app shows where it \
      turns. A scenario that folds or opens the Duo (fold, unfold) plays on its own device only. \
      From iOS 27 an iPhone app built with the iOS 27 SDK plays in iPhone Mirroring too, where \
      the interface is always portrait (unless it folds or checks safeAreaInsets, which nobody \
      has measured there); a scenario with a resize: step plays there only. In Split View and \
      Slide Over the window is its share of the screen (a half unless the scenario's windowing: \
      names another share), with the size classes of that size. \
      Each play is the scenario as loaded with its device, `ios:` and `windowing:` replaced; \
      plays run in parallel over the cores.

      --devices narrows the devices (catalog ids, separated by commas or the option repeated; \
      `swivel devices` lists them); --ios narrows the versions: 15.0...26.0 plays 15.0 then each \
      version `swivel eras` lists up to 26.0, a single version that era alone. Below a \
      scenario's `ios:`, a step, style or key that the era cannot have (requestGeometryUpdate \
      before iOS 16) makes the cell not applicable, n/a, with the reason on its own line. \
      --sdk 26,27 plays each file built with each SDK in turn (its sdk: replaced; a bare major \
      is its .0), a grid per SDK titled "(built with the iOS 27.0 SDK)", then lists each era and \
      device class whose result changes from one SDK to the next, with the era model's reason \
      (an app without the scene life cycle does not launch on iOS 27 once built with its SDK): \
      "what changes when I rebuild with Xcode 27" in one command. JSON has them as sdkChanges.

      For each file it prints a grid: a row per era, a column per device class (devices, and on \
      iPad windowing modes, whose results are the same in every era they ran; the lines under the \
      grid say which devices each column stands for). A cell holds one mark per `expect:` step, \
      ✓ it holds, ✗ it fails, · not run (the app had ended), ! an uncaught exception; a file \
      with no `expect:` step shows instead the interface orientation after each step (P, U, L, \
      R, - before launch). A * marks a cell that changed since the era above. Under `changes:`, \
      each change between neighbouring eras, and each difference between neighbouring columns, \
      names the first check that differs (with the failure `swivel check` prints), the first \
      trace event that differs (the events that decide first: device turns, rotation decisions \
      with who decided and why, presentations, errors, console lines; then the callbacks; \
      events that carry only sizes and frames are left out), and for eras what `swivel eras` \
      says changed there:

        A, iOS 15.0 → 16.0 (iphone-8): ✓ → ✗
            first check that differs: step 4, line 11: ✗ kvc.yaml:11: expected interface landscapeRight, got portrait
            first event that differs, step 2, line 9:
              iOS 15.0: device turns to landscapeLeft
              iOS 16.0: console message "[Orientation] BUG IN CLIENT OF UIKIT: Setting UIDevice.orientation is not supported. …"
            iOS 16: shouldAutorotate is ignored and … setting UIDevice.orientation does nothing but log a line.

      --format json prints the same as one JSON object; --format html one self-contained page \
      (no script, nothing loaded from elsewhere): the grids coloured, each cell a link to the \
      drawing of that cell's run, step by step, further down the same page. \
      `swivel matrix Examples/*.yaml --format html > matrix.html`.

      --output FILE writes the report to FILE (whole: a temporary file renamed over it) instead \
      of standard output; a FILE that cannot be written is an error (exit status 2), and the \
      exit status is otherwise the same.

      A file with no `expect:` step checks nothing, whatever its grid shows: its plays count as \
      nothing checked, not as holding, a line says `photo.yaml: nothing checked: no expect: \
      step`, and the run fails as `swivel check` fails on the same file (--allow-empty lets it \
      pass).

      Exit status: 0 when every cell's expectations hold, 1 when one fails (or a cell cannot be \
      played to its end) or a file checked nothing (unless --allow-empty), 2 when a file cannot be read, understood or played as written (its \
      error, with file, line and column, goes to standard error; the other files are still \
      played), when --devices or --ios is not understood, or when nothing at all was played.
      """
  )

  @Argument(help: "Scenario files to play (YAML or JSON).")
  var files: [String]

  @Option(
    name: .customLong("devices"),
    help: ArgumentHelp("Only these devices (catalog ids, comma separated or the option repeated).", valueName: "ids"))
  var deviceIDs: [String] = []

  @Option(
    name: .customLong("ios"),
    help: ArgumentHelp("Only these versions: 15.0...26.0, or one version.", valueName: "range"))
  var versions: String?

  @Option(
    name: .customLong("sdk"),
    help: ArgumentHelp(
      "Play each file built with each of these iOS SDKs (26,27), a grid per SDK, and list what changes from one to the next.",
      valueName: "versions"))
  var sdks: String?

  @Flag(help: "Let a file with no expect: step pass (its grid still shows the orientations).")
  var allowEmpty = false

  @Option(name: .long, help: "Output format: text (for people), json or html (a page with the grids coloured).")
  var format: MatrixFormat = .text

  @Option(help: ArgumentHelp("Write the report to this file instead of standard output.", valueName: "file"))
  var output: String?

  /// The devices and versions to play; a bad `--devices` or `--ios` is a usage error (exit 2).
  func selection() throws -> MatrixSelection {
    do throws(MatrixSelectionError) {
      return try MatrixSelection(deviceIDs: deviceIDs, versions: versions, sdks: sdks)
    } catch {
      throw ValidationError(error.description)
    }
  }

  func validate() throws {
    _ = try selection()
  }

  func run() throws {
    let report = MatrixReport(
      files: files, selection: try selection(), keepingRepresentatives: format == .html, allowsEmpty: allowEmpty)
    FileHandle.standardError.write(Data(report.errors.map { $0 + "\n" }.joined().utf8))
    if let nothing = report.nothingPlayed { FileHandle.standardError.write(Data((nothing + "\n").utf8)) }
    let rendered =
      switch format {
      case .text: MatrixTextReport().rendered(report)
      case .json: MatrixJSONReport().rendered(report)
      case .html: MatrixHTMLReport().rendered(report)
      }
    try ReportOutput.emit(rendered, to: output, terminator: "")
    if report.exitStatus != 0 { throw ExitCode(report.exitStatus) }
  }
}

/// `swivel matrix --format`.
enum MatrixFormat: String, CaseIterable, ExpressibleByArgument {
  case text, json, html
}
