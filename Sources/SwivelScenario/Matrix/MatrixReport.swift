import Dispatch
import Foundation
import SwivelCore
import SwivelKit

/// What `swivel matrix FILE...` finds: each file's ``ScenarioMatrix``, or why it cannot be read.
///
/// The files are played one after the other, the plays of each in parallel over the machine's
/// cores (each play is a world of its own, deterministic); the results are kept in the order of
/// the files, eras and units, so that the output is the same however the plays were scheduled.
public struct MatrixReport: Sendable {
  /// One file's outcome.
  public enum Outcome: Sendable {
    /// The file was played across its devices and eras.
    case played(ScenarioMatrix)
    /// The file could not be read, understood or played as written: the error's one-line
    /// description, with file, line and column.
    case unreadable(String)
  }

  /// The files, in the order given, with their outcomes.
  public var results: [(file: String, outcome: Outcome)]
  /// The selection the files were played with.
  public var selection: MatrixSelection
  /// Whether a file that checks nothing (no `expect:` step) may pass: `false` by default, as
  /// for `swivel check`, so that a grid nothing could fail does not pass the run unnoticed
  /// (`swivel matrix --allow-empty` sets it).
  public var allowsEmpty = false

  /// Loads each file, plays it as written (a file that cannot be played there is an input
  /// error), then plays every cell of every file over the cores.
  ///
  /// - Parameters:
  ///   - files: scenario files, as named on the command line.
  ///   - selection: the devices and versions to narrow the plays to.
  ///   - loader: the loader to read them with.
  ///   - parallel: whether plays run in parallel over the cores (`true`), or one after the other.
  ///   - keepingRepresentatives: whether each cell's first play keeps its run, for the html page.
  ///   - allowsEmpty: whether a file with no `expect:` step may pass (``allowsEmpty``).
  public init(
    files: [String], selection: MatrixSelection = MatrixSelection(), loader: ScenarioLoader = ScenarioLoader(),
    parallel: Bool = true, keepingRepresentatives: Bool = false, allowsEmpty: Bool = false
  ) {
    self.selection = selection
    self.allowsEmpty = allowsEmpty
    let loaded: [Result<Scenario, ScenarioFile.InputError>] = Self.map(files, parallel: parallel) { file in
      do {
        let scenario = try loader.load(contentsOf: file)
        _ = try ScenarioPlayer().play(scenario, listingViews: false)
        return .success(scenario)
      } catch let error as ScenarioError {
        return .failure(ScenarioFile.InputError(description: error.description))
      } catch let error as ScenarioPlayError {
        return .failure(ScenarioFile.InputError(description: error.description))
      } catch {
        return .failure(ScenarioFile.InputError(description: "\(file): error: \(error)"))
      }
    }
    var results: [(file: String, outcome: Outcome)] = []
    var sdkChanges: [SDKChange] = []
    for (file, result) in zip(files, loaded) {
      switch result {
      case .failure(let error): results.append((file, .unreadable(error.description)))
      case .success(let scenario):
        // Each SDK is a grid of its own, the scenario built with it in every era.
        let builds: [(label: String, scenario: Scenario)] =
          selection.sdks.map { sdks in
            sdks.map { sdk in
              var built = scenario
              built.sdk = Located(sdk, at: scenario.behavior.location)
              return ("\(file) (built with the iOS \(sdk) SDK)", built)
            }
          } ?? [(file, scenario)]
        let matrices = builds.map { build in
          ScenarioMatrix.play(
            build.scenario, file: build.label, selection: selection, parallel: parallel,
            keepingRepresentatives: keepingRepresentatives)
        }
        results += matrices.map { (file, .played($0)) }
        if let sdks = selection.sdks {
          for index in matrices.indices.dropFirst() {
            sdkChanges += SDKChange.changes(
              file: file, from: (sdks[index - 1], matrices[index - 1]), to: (sdks[index], matrices[index]))
          }
        }
      }
    }
    self.results = results
    self.sdkChanges = sdkChanges
  }

  /// Where building with the next SDK of `--sdk` changes a cell, file by file (none without `--sdk`).
  public var sdkChanges: [SDKChange] = []

  /// `transform` applied to each item, over the cores when `parallel`, the results in the items' order.
  static func map<Item: Sendable, Value: Sendable>(
    _ items: [Item], parallel: Bool, _ transform: @Sendable (Item) -> Value
  ) -> [Value] {
    guard parallel, items.count > 1 else { return items.map(transform) }
    let slots = Slots<Value>(count: items.count)
    DispatchQueue.concurrentPerform(iterations: items.count) { index in
      slots.set(index, transform(items[index]))
    }
    return slots.values
  }

  /// Every played matrix, in file order.
  public var matrices: [ScenarioMatrix] {
    results.compactMap { if case .played(let matrix) = $0.outcome { matrix } else { nil } }
  }

  /// The errors of the files that could not be read, one line each, for standard error.
  public var errors: [String] {
    results.compactMap { if case .unreadable(let error) = $0.outcome { error } else { nil } }
  }

  /// How many plays there were in all.
  public var playCount: Int { matrices.reduce(0) { $0 + $1.plays.count } }

  /// How many scenario steps were played in all: each cell's steps, up to those after an
  /// uncaught exception.
  public var stepCount: Int { matrices.reduce(0) { $0 + $1.stepCount } }

  /// Every matrix's counts, summed.
  public var counts: ScenarioMatrix.Counts { matrices.reduce(ScenarioMatrix.Counts()) { $0 + $1.counts } }

  /// The files that played and checked nothing: no `expect:` step (their grids show the
  /// interface orientations instead).
  public var emptyFiles: [String] {
    matrices.filter { $0.checksNothing && !$0.plays.isEmpty }.map(\.file)
  }

  /// `photo.yaml: nothing checked: no expect: step`, one per file that checked nothing, as
  /// `swivel check` says it.
  public var emptyLines: [String] {
    emptyFiles.map { "\($0): nothing checked: no expect: step" }
  }

  /// 0 when every cell's expectations hold, 1 when one fails (or cannot be played to its end)
  /// or a file checked nothing (unless ``allowsEmpty``), 2 when a file cannot be read,
  /// understood or played as written, or nothing at all was played: `swivel check`'s statuses
  /// on the same files.
  public var exitStatus: Int32 {
    if !errors.isEmpty || playCount == 0 { return 2 }
    if counts.failing > 0 { return 1 }
    return emptyFiles.isEmpty || allowsEmpty ? 0 : 1
  }

  /// Why nothing was played, when nothing was: for standard error.
  public var nothingPlayed: String? {
    guard playCount == 0, errors.isEmpty, !results.isEmpty else { return nil }
    return "error: nothing to play: no device of the scenarios' families ran the versions selected"
      + (selection.devices == nil ? "" : " among --devices")
  }
}

/// Results written from several threads, each to its own slot.
private final class Slots<Value: Sendable>: @unchecked Sendable {
  // Sendable: every access holds `lock`.
  private let lock = NSLock()
  private var slots: [Value?]

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ value: Value) { lock.withLock { slots[index] = value } }

  var values: [Value] { lock.withLock { slots.map { $0! } } }
}

/// A cell whose play differs when the app is built with another SDK (`swivel matrix --sdk 26,27`):
/// the same scenario, device and era, and why, in the era model's words.
public struct SDKChange: Sendable {
  /// The scenario file.
  public var file: String
  /// The era.
  public var version: SystemVersion
  /// The device (and windowing mode) that played it.
  public var unit: ScenarioMatrix.Unit
  /// The SDK before and its outcome.
  public var before: (sdk: SystemVersion, outcome: ScenarioMatrix.Outcome)
  /// The SDK after and its outcome.
  public var after: (sdk: SystemVersion, outcome: ScenarioMatrix.Outcome)
  /// Why (``SystemBehavior/sdkChanges(in:from:to:)``), with their sources; empty when the era
  /// model names no change (a difference it does not explain).
  public var reasons: [String]

  /// The cells two SDKs' grids of one scenario play differently: the first device of each class
  /// of devices whose outcome changes, each era once.
  static func changes(
    file: String, from before: (SystemVersion, ScenarioMatrix), to after: (SystemVersion, ScenarioMatrix)
  ) -> [SDKChange] {
    var found: [SDKChange] = []
    var seen: Set<String> = []
    let afterPlays = Dictionary(
      after.1.plays.map { ("\($0.era) \($0.unit.description)", $0) }, uniquingKeysWith: { first, _ in first })
    for play in before.1.plays {
      guard let other = afterPlays["\(play.era) \(play.unit.description)"],
        !ScenarioMatrix.Outcome.sameCell(play.outcome, other.outcome)
      else { continue }
      let version = before.1.eras[play.era]
      // One line per era and change of outcome: a class of devices changes alike.
      let key = "\(play.era) \(play.outcome) \(other.outcome)"
      guard seen.insert(key).inserted else { continue }
      let reasons = SystemBehavior.sdkChanges(in: version, from: before.0, to: after.0).map {
        "\($0.change) (\($0.source))"
      }
      found.append(
        SDKChange(
          file: file, version: version, unit: play.unit, before: (before.0, play.outcome),
          after: (after.0, other.outcome), reasons: reasons))
    }
    return found
  }
}
