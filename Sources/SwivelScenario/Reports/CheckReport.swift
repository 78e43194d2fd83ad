import SwivelCore
import SwivelKit

/// What `swivel check FILE...` prints: one line per failed expectation, then a summary.
///
/// ```
/// photo.yaml:31: expected interface landscapeRight, got portrait
/// photo.yaml:35: expected event {controller: photos, kind: didRotateFromInterfaceOrientation}, got none of the 4 events since the previous expect matches
///     nearest events:
///       {t: 1, kind: deviceOrientationDidChange, orientation: landscapeLeft}
/// 3 passed, 2 failed
/// ```
///
/// An expectation is one `expect:` step; an uncaught exception that no `expect` with `error:`
/// checked right after is one more failure. A file that cannot be read or played counts in
/// neither: its error goes to standard error and the exit status is 2. A file that played but
/// checked nothing (no `expect:` step, no uncaught exception) is said on a line of its own and
/// counted as `nothing checked`: a check that cannot fail is no success, so the exit status is 1
/// unless ``allowsEmpty`` is set.
public struct CheckReport: Sendable {
  /// One file's outcome.
  public enum Outcome: Sendable {
    /// The scenario was played.
    case played(ScenarioRun)
    /// The file could not be read, understood or played: the error's one-line description.
    case unreadable(String)
  }

  /// The files checked, in the order given, with their outcomes.
  public var results: [(file: String, outcome: Outcome)]

  /// The real (wall-clock) time each file took to load, play and check, in the order of
  /// ``results``; empty when nobody measured it. JUnit's `time` is this, never virtual time.
  public var wallTimes: [Duration]

  /// Whether a file that checks nothing is allowed: `false` by default, so that a file without
  /// expectations fails the run instead of passing it unnoticed (`swivel check --allow-empty`
  /// sets it).
  public var allowsEmpty: Bool

  /// A report of the given files' outcomes, in the order given, with the real time each took
  /// when it was measured.
  public init(results: [(file: String, outcome: Outcome)], wallTimes: [Duration] = [], allowsEmpty: Bool = false) {
    self.results = results
    self.wallTimes = wallTimes
    self.allowsEmpty = allowsEmpty
  }

  /// The files that played but checked nothing: no `expect:` step, and no uncaught exception.
  public var emptyFiles: [String] {
    results.compactMap { result in
      guard case .played(let run) = result.outcome, run.checksNothing else { return nil }
      return result.file
    }
  }

  /// Every played run.
  public var runs: [ScenarioRun] {
    results.compactMap { if case .played(let run) = $0.outcome { run } else { nil } }
  }

  /// The errors of the files that could not be checked, for standard error.
  public var errors: [String] {
    results.compactMap { if case .unreadable(let message) = $0.outcome { message } else { nil } }
  }

  /// How many expectations held, in all files.
  public var passedCount: Int { runs.reduce(0) { $0 + $1.passedCount } }
  /// How many expectations failed (and uncaught exceptions nobody expected), in all files.
  public var failedCount: Int { runs.reduce(0) { $0 + $1.failedCount } }

  /// The failure lines, in file order, each followed by its nearest events where it has some.
  public var failureLines: [String] {
    runs.flatMap { run in
      run.failures.flatMap { failure -> [String] in
        var lines = [failure.message]
        // A `noEvents` failure names its first match already; more matches are listed.
        let shown = failure.key == "noEvents" && failure.nearbyEvents.count < 2 ? [] : failure.nearbyEvents
        if !shown.isEmpty {
          lines.append(failure.key == "noEvents" ? "    matching events:" : "    nearest events:")
          lines += shown.map { "      \($0.patternText)" }
        }
        return lines
      }
    }
  }

  /// `3 passed, 2 failed`, with `, 1 nothing checked` when files checked nothing; when a file
  /// could not be checked, says so instead of counting expectations nobody played:
  /// `Nothing checked: 1 file could not be read or played.`
  public var summary: String {
    let unreadable = errors.count
    let empty = emptyFiles.count
    let counts = "\(passedCount) passed, \(failedCount) failed" + (empty > 0 ? ", \(empty) nothing checked" : "")
    guard unreadable > 0 else { return counts }
    let files = unreadable == 1 ? "1 file" : "\(unreadable) files"
    guard !runs.isEmpty else { return "Nothing checked: \(files) could not be read or played." }
    return "\(counts); \(files) could not be read or played."
  }

  /// `photo.yaml: nothing checked: no expect: step`, one per file that checked nothing.
  public var emptyLines: [String] {
    emptyFiles.map { "\($0): nothing checked: no expect: step" }
  }

  /// Standard output: the failure lines, the files that checked nothing, then the summary alone
  /// on its line.
  public var output: String {
    (failureLines + emptyLines + [summary]).joined(separator: "\n") + "\n"
  }

  /// 2 when a file could not be checked, else 1 when an expectation failed or a file checked
  /// nothing (unless ``allowsEmpty``), else 0 (Scenario reference, section 8).
  public var exitStatus: Int32 {
    if !errors.isEmpty { return 2 }
    if failedCount > 0 { return 1 }
    return emptyFiles.isEmpty || allowsEmpty ? 0 : 1
  }
}

extension CheckReport {
  /// Loads, plays and checks each file, in order, timing each with `clock` (real time: the
  /// scenario's own time is virtual and says nothing of how long checking took).
  public init<C: Clock<Duration>>(
    files: [String], loader: ScenarioLoader = ScenarioLoader(), clock: C = ContinuousClock(), allowsEmpty: Bool = false
  ) {
    var results: [(file: String, outcome: Outcome)] = []
    var wallTimes: [Duration] = []
    for file in files {
      let start = clock.now
      switch ScenarioFile.play(path: file, loader: loader, listingViews: false) {
      case .success(let run): results.append((file, .played(run)))
      case .failure(let error): results.append((file, .unreadable(error.description)))
      }
      wallTimes.append(start.duration(to: clock.now))
    }
    self.init(results: results, wallTimes: wallTimes, allowsEmpty: allowsEmpty)
  }
}

extension ScenarioRun {
  /// Whether the run checked nothing: no `expect:` step, and no uncaught exception to fail on.
  public var checksNothing: Bool { expectations.isEmpty && failedCount == 0 }
}
