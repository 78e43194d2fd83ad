import ArgumentParser
import SwivelMotion
import SwivelScenario

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension DetectionReport.Format: ExpressibleByArgument {}

/// `swivel detect TRACE.csv`: the device orientation changes in an accelerometer trace.
struct DetectCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "detect",
    abstract: "Turns an accelerometer trace into device orientation changes.",
    discussion: """
      The trace is CSV with the header t,x,y,z (seconds; g, Core Motion's axes and sign) and an \
      optional label column holding the true device orientation. With --score, a labelled trace \
      is also scored: latency of each label change, misses, false changes, time in a wrong \
      orientation. --generate writes the synthetic corpus; --corpus scores Swivel's detector and \
      a model of Android's on it.

      Exit status: 0; 2 when the trace cannot be read or understood (its error, with the line, \
      goes to standard error), the SVG picture or the corpus cannot be written, or an option is \
      wrong.
      """
  )

  @Argument(help: "The accelerometer trace (CSV); - reads standard input.")
  var trace: String?

  @Option(help: "text (for people) or jsonl (one deviceOrientationDidChange event per line).")
  var format: DetectionReport.Format = .text

  @Flag(help: "Score the changes against the trace's labels.")
  var score = false

  @Option(help: ArgumentHelp("Also draw the trace and the changes as an SVG picture.", valueName: "PLOT.svg"))
  var svg: String?

  @Option(help: ArgumentHelp("Write the synthetic corpus into this directory as CSV, and stop.", valueName: "DIR"))
  var generate: String?

  @Option(help: "Traces per category for --generate and --corpus.")
  var perCategory = 8

  @Flag(help: "Score Swivel's detector and Android's published algorithm on the synthetic corpus, and stop.")
  var corpus = false

  func validate() throws {
    if trace == nil && generate == nil && !corpus {
      throw ValidationError("Missing expected argument '<trace>'.")
    }
    if perCategory < 1 { throw ValidationError("--per-category must be at least 1.") }
  }

  func run() throws {
    do {
      try perform()
    } catch let error as TraceError {
      Self.printError("swivel: \(error)")
      throw ExitCode(2)
    } catch let error as FileWriteError {
      Self.printError("swivel: \(error)")
      throw ExitCode(2)
    }
  }

  private func perform() throws {
    if let directory = generate {
      for path in try MotionCorpus.standard(perCategory: perCategory).write(to: directory) { print(path) }
      return
    }
    if corpus {
      let entries = MotionCorpus.standard(perCategory: perCategory)
      let rotations = TraceScore.Options(ignoresFlat: true)
      let swivel = entries.score { OrientationDetector() }
      let swivelRotations = entries.score(options: rotations) { OrientationDetector() }
      let android = entries.score(options: rotations) { WindowOrientationModel() }
      for line in MotionScoreReport.lines(comparing: [
        ("swivel", swivel.all, swivel.byCategory),
        ("swivel (rotations only)", swivelRotations.all, swivelRotations.byCategory),
        ("android (rotations only)", android.all, android.byCategory),
      ]) {
        print(line)
      }
      return
    }
    guard let path = trace else { return }
    let isStandardInput = path == "-"
    let name = isStandardInput ? "<stdin>" : path
    var detector = OrientationDetector()
    if !score && svg == nil {
      // The fast path: stream the file, keep only the changes.
      let (changes, _) =
        try isStandardInput ? detector.changes(inTraceFrom: 0, name: name) : detector.changes(inTraceAt: path)
      for line in DetectionReport.lines(for: changes, format: format) { print(line) }
      return
    }
    let motion =
      try isStandardInput ? CSVTraceReader.read(fileDescriptor: 0, name: name) : CSVTraceReader.read(path: path)
    let changes = detector.changes(in: motion.samples)
    for line in DetectionReport.lines(for: changes, format: format) { print(line) }
    let result = TraceScore(trace: motion, changes: changes)
    if score {
      if let result {
        switch format {
        case .text:
          print("")
          for line in MotionScoreReport.lines(for: result) { print(line) }
        case .jsonl:
          print(MotionScoreReport.jsonLine(for: result))
        }
      } else {
        Self.printError("swivel: \(name): the trace has no labels (or some rows lack one): no score")
      }
    }
    if let svg {
      let picture = MotionPlot().svg(trace: motion, changes: changes, score: result, title: name)
      try WholeFileWriter.write(picture, to: svg)
    }
  }
}

extension DetectCommand {
  /// Prints `message` and a line feed on standard error.
  static func printError(_ message: String) {
    let line = Array((message + "\n").utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
  }
}
