import SwivelCore
import SwivelKit

/// One scenario played on every device of its family that ran each era boundary, from its `ios:`
/// to the newest (or what a ``MatrixSelection`` narrows it to), and on iPad in each windowing
/// mode the era has: what `swivel matrix` prints for one file.
///
/// The rows are the eras: the first version played (the scenario's `ios:`, or `--ios`'s lower
/// bound), then each version `SystemBehavior.changes` lists after it, up to the last. The
/// columns are device classes: the devices (and windowing modes) whose results are the same in
/// every era they ran, grouped so that the grid stays readable. A cell holds, for each `expect:`
/// step, whether it held (or, when the scenario has none, the interface orientation after each
/// step). Where a column's results change from one era to the next, or differ from the column
/// to their left, a ``Difference`` tells the first trace event that differs and why.
public struct ScenarioMatrix: Sendable {
  /// The file as named on the command line.
  public var file: String
  /// The scenario as loaded.
  public var scenario: Scenario
  /// What each cell shows.
  public var checks: Checks
  /// The rows: the versions played, oldest first.
  public var eras: [SystemVersion]
  /// The columns: device classes, in the order of their first device (full screen first on iPad).
  public var columns: [Column]
  /// Every play, era by era, each era's in column-unit order.
  public var plays: [Play]
  /// Where results change between neighbouring eras or columns.
  public var differences: [Difference]

  /// What a cell shows.
  public enum Checks: Hashable, Sendable {
    /// The result of each `expect:` step, by step index.
    case expectations([Int])
    /// The interface orientation after each step (a scenario with no `expect:` step).
    case interfaceAfterEachStep(Int)
  }

  /// A device in a windowing mode: what a column groups.
  public struct Unit: Hashable, Sendable, CustomStringConvertible {
    /// The device.
    public var device: DeviceModel
    /// Its windowing mode: `nil` on iPhone.
    public var windowing: WindowingMode?

    /// The unit of a device and a mode.
    public init(device: DeviceModel, windowing: WindowingMode?) {
      self.device = device
      self.windowing = windowing
    }

    /// `iphone-8`, `ipad-9.7 split view`.
    public var description: String {
      device.id + (windowing.map { " " + ScenarioMatrix.name(of: $0) } ?? "")
    }
  }

  /// One cell's play: a unit in an era, and what came of it.
  public struct Play: Sendable {
    /// The device and windowing mode.
    public var unit: Unit
    /// The row: an index in ``ScenarioMatrix/eras``.
    public var era: Int
    /// What it gave.
    public var outcome: Outcome
    /// The run, kept for each cell's first play when the html page draws it; `nil` for the
    /// others (they are judged and dropped as they end, and the plays a ``Difference``
    /// compares are played again for it) and where the scenario could not be played.
    public var run: ScenarioRun?
    /// How many of its steps ran (0 where it could not be played).
    public var stepsPlayed = 0
  }

  /// What a play gave.
  public enum Outcome: Hashable, Sendable {
    /// One mark per check (``ScenarioMatrix/Checks``), then ``Mark/uncaughtError`` when the
    /// app ended with an exception no `expect` checked.
    case marks([Mark])
    /// The era cannot have something the scenario does (the loader's refusal, with file and
    /// line): the cell is not applicable, and fails nothing.
    case refused(String)
    /// The scenario could not be played to its end there (a step that cannot be performed):
    /// the cell fails.
    case unplayable(String)

    /// Whether two outcomes make the same cell. Refusals do, whatever their reasons: each names
    /// its device and version, and the cell says only `n/a` (the reasons are listed apart).
    /// Comparing them by text made a column of each refused device, marked each era changed, and
    /// listed `n/a → n/a` among the changes.
    public static func sameCell(_ one: Outcome?, _ other: Outcome?) -> Bool {
      if case .refused = one, case .refused = other { return true }
      return one == other
    }

    /// Whether the cell's expectations hold: no mark fails, and the play did not stop.
    public var holds: Bool {
      switch self {
      case .marks(let marks): !marks.contains(.fail) && !marks.contains(.uncaughtError)
      case .refused: true
      case .unplayable: false
      }
    }
  }

  /// One check's result in a cell.
  public enum Mark: Hashable, Sendable {
    /// The `expect:` step held.
    case pass
    /// It did not.
    case fail
    /// The step did not run: the app had ended with an uncaught exception.
    case notRun
    /// The interface orientation after the step; `nil` before launch.
    case interface(InterfaceOrientation?)
    /// The app ended with an exception no `expect` with `error:` checked.
    case uncaughtError
  }

  /// A device class: units whose results are the same in every era they played.
  public struct Column: Sendable {
    /// `A`, `B`, …
    public var label: String
    /// `iPhone with Home button`, `iPad without Home button in split view, slide over`.
    public var name: String
    /// The units it stands for, in order.
    public var units: [Unit]
    /// Its outcome in each era (by row index) at least one of its units played.
    public var outcomes: [Int: Outcome]
  }

  /// Where results differ: between an era and the one before it in one column, or between a
  /// column and the one to its left in one era.
  public struct Difference: Sendable {
    /// Which cells are compared.
    public enum Kind: Hashable, Sendable {
      /// Column `column`, from row `from` to row `to` (the previous row it played).
      case era(column: Int, from: Int, to: Int)
      /// Row `era`, from column `from` to column `to` (the previous column that played it).
      case column(era: Int, from: Int, to: Int)
    }
    /// Which cells.
    public var kind: Kind
    /// The plays compared: the first unit of the column that played both eras (or each cell's
    /// first play).
    public var before: Play
    /// The other play.
    public var after: Play
    /// The first trace event that differs, when both played.
    public var event: EventDifference?
    /// Whether both plays ran, so that their events were compared: with no ``event``, they
    /// differ only in sizes and frames.
    public var comparedEvents = false
    /// The first check whose mark differs, with what its failure says.
    public var check: CheckDifference?
    /// Why, in the engine's own words: for a change between eras, each change
    /// `SystemBehavior.changes` lists between them (`iOS 16: shouldAutorotate is ignored…`).
    public var reasons: [String]
  }

  /// The first check whose mark differs between two cells.
  public struct CheckDifference: Hashable, Sendable {
    /// The index of its step; `nil` for the uncaught exception that ended a run.
    public var stepIndex: Int?
    /// That step's line in the file.
    public var line: Int?
    /// Why it fails where it fails: the expectation's first failure (or the exception), as
    /// `swivel check` prints it; `nil` for an interface orientation that differs.
    public var failure: String?
  }

  /// The first event that differs between two runs: the events that decide (device turns,
  /// rotation decisions, presentations, errors, console lines…) compared first, callbacks and
  /// layout only when those are all the same.
  public struct EventDifference: Hashable, Sendable {
    /// The index of the step during which it was recorded (in the first run that has it).
    public var stepIndex: Int?
    /// That step's line in the file.
    public var line: Int?
    /// The event in the first run, in the trace's words; `nil` when it has no more events.
    public var before: String?
    /// The event in the second run.
    public var after: String?
  }

  /// The cell at a row and a column: its first play, or `nil` when no unit of the column played that era.
  public func play(era: Int, column: Int) -> Play? {
    let units = Set(columns[column].units)
    return plays.first { $0.era == era && units.contains($0.unit) }
  }

  /// How many scenario steps the plays played.
  public var stepCount: Int { plays.reduce(0) { $0 + $1.stepsPlayed } }

  /// How many plays hold, fail, cannot be played in their era, and checked nothing.
  public struct Counts: Hashable, Sendable {
    /// Plays whose every `expect:` step held.
    public var holding = 0
    /// Plays where an expectation failed, an exception went uncaught, or a step could not be performed.
    public var failing = 0
    /// Plays the era cannot have (`n/a`).
    public var refused = 0
    /// Plays of a scenario with no `expect:` step that ended without an uncaught exception:
    /// nothing could fail, so they are no success (as `swivel check` counts such a file).
    public var unchecked = 0

    /// Counts of nothing.
    public init() {}

    /// The sum of two counts.
    public static func + (one: Counts, other: Counts) -> Counts {
      var sum = one
      sum.holding += other.holding
      sum.failing += other.failing
      sum.refused += other.refused
      sum.unchecked += other.unchecked
      return sum
    }
  }

  /// Whether the scenario checks nothing: it has no `expect:` step.
  public var checksNothing: Bool {
    if case .interfaceAfterEachStep = checks { true } else { false }
  }

  /// How many plays hold, fail, cannot be played in their era, and checked nothing.
  public var counts: Counts {
    var counts = Counts()
    for play in plays {
      switch play.outcome {
      case .refused: counts.refused += 1
      case let outcome where !outcome.holds: counts.failing += 1
      default:
        if checksNothing { counts.unchecked += 1 } else { counts.holding += 1 }
      }
    }
    return counts
  }

  /// How a windowing mode reads: `full screen`, `split view`, `slide over`, `Stage Manager`, `windowed`.
  public static func name(of mode: WindowingMode) -> String {
    switch mode {
    case .fullScreen: "full screen"
    case .splitView: "split view"
    case .slideOver: "slide over"
    case .stageManager: "Stage Manager"
    case .windowed: "windowed"
    case .mirroring: "iPhone Mirroring"
    }
  }
}

// MARK: - Planning

extension ScenarioMatrix {
  /// The rows for a scenario: the first version, then each era boundary after it up to the last.
  static func eras(of scenario: Scenario, selection: MatrixSelection) -> [SystemVersion] {
    let lower = selection.versions?.lowerBound ?? scenario.behavior.value.version
    let upper = selection.versions?.upperBound ?? .newest
    return [lower] + SystemBehavior.changes.map(\.version).filter { lower < $0 && $0 <= upper }
  }

  /// The units to play in an era: the selected devices of the scenario's family that ran it, on
  /// iPad in each windowing mode it has (`WindowingMode.firstMajorVersion`; Stage Manager only
  /// on the iPads that have it then, `DeviceModel.hasStageManager(in:)`), modes outermost. An
  /// app whose Info.plist sets `UIRequiresFullScreen` plays full screen only: iPadOS keeps it
  /// out of Split View and Slide Over (Apple, `UIRequiresFullScreen`: "the app requires full
  /// screen, and can't be shown in multitasking modes"); iPadOS 26 deprecates the key but still
  /// reads it, which Swivel takes to hold for its windows too (an assumption, said in the help).
  ///
  /// A scenario that folds or opens the device (`fold`, `unfold`) plays on its own device only:
  /// its steps start on that display, and no other device folds the same way.
  ///
  /// On iPhone, from iOS 27, an app built with the iOS 27 SDK plays in iPhone Mirroring too, on
  /// each iPhone (not the iPhone Duo's inner display, a display rather than a phone to mirror),
  /// unless it folds or checks safe areas (nobody has measured a mirrored window's); a scenario
  /// that resizes the window plays in Mirroring only.
  static func units(of scenario: Scenario, era: SystemVersion, selection: MatrixSelection) -> [Unit] {
    let model = scenario.device.value.model
    let idiom = model.idiom
    let devices = (selection.devices ?? DeviceCatalog.all).filter {
      $0.idiom == idiom && $0.ran(era) && (!scenario.playsOnItsDeviceOnly || $0.id == model.id)
    }
    guard idiom == .pad else {
      // The iPhone Duo's Split View, written at the top, stays: it is the scenario's own device.
      let own: WindowingMode? = scenario.windowing?.value == .splitView ? .splitView : nil
      var units = scenario.resizes ? [] : devices.map { Unit(device: $0, windowing: own) }
      let sdk = scenario.sdk?.value ?? era
      if era.major >= WindowingMode.mirroring.firstMajorVersion, sdk.major >= 27, !scenario.playsOnItsDeviceOnly,
        !scenario.checksSafeAreas
      {
        units += devices.filter { !$0.isResizableDisplay }.map { Unit(device: $0, windowing: .mirroring) }
      }
      return units
    }
    let requiresFullScreen =
      scenario.app.keys.infoPlist.requiresFullScreen(for: .pad, in: SystemBehavior(version: era)) == true
    let modes = WindowingMode.allCases.filter {
      $0.idiom != .phone && era.major >= $0.firstMajorVersion && (!requiresFullScreen || $0 == .fullScreen)
    }
    // Stage Manager only on the iPads that have it in that iPadOS (DeviceModel.hasStageManager).
    return modes.flatMap { mode in
      devices.filter { mode != .stageManager || $0.hasStageManager(in: era) }.map { Unit(device: $0, windowing: mode) }
    }
  }

  /// What one play is: a unit in an era of a scenario.
  struct PlayRequest: Sendable {
    var scenario: Scenario
    var unit: Unit
    var era: Int
    var version: SystemVersion
  }

  /// Every play of a scenario, row by row.
  static func requests(for scenario: Scenario, selection: MatrixSelection) -> [PlayRequest] {
    eras(of: scenario, selection: selection).enumerated().flatMap { index, version in
      units(of: scenario, era: version, selection: selection).map { unit in
        PlayRequest(scenario: scenario, unit: unit, era: index, version: version)
      }
    }
  }

  /// Plays one cell; its snapshots list the views on screen only when `listingViews` (only
  /// the html page's pictures read them).
  static func play(_ request: PlayRequest, listingViews: Bool) -> Play {
    let scenario: Scenario
    let windowing = request.unit.windowing == .fullScreen ? nil : request.unit.windowing
    do {
      scenario = try request.scenario.retargeted(
        to: request.unit.device, version: request.version, windowing: windowing)
    } catch {
      return Play(unit: request.unit, era: request.era, outcome: .refused(error.description), run: nil)
    }
    do {
      let run = try ScenarioPlayer().play(scenario, listingViews: listingViews)
      return Play(
        unit: request.unit, era: request.era, outcome: outcome(of: run), run: run,
        stepsPlayed: run.steps.count { $0.didRun })
    } catch {
      return Play(unit: request.unit, era: request.era, outcome: .unplayable(error.description), run: nil)
    }
  }

  /// What a scenario's cells show.
  static func checks(of scenario: Scenario) -> Checks {
    let expectations = scenario.steps.indices.filter {
      if case .expect = scenario.steps[$0].action { true } else { false }
    }
    return expectations.isEmpty ? .interfaceAfterEachStep(scenario.steps.count) : .expectations(expectations)
  }

  /// A run's marks.
  static func outcome(of run: ScenarioRun) -> Outcome {
    var marks: [Mark]
    switch checks(of: run.scenario) {
    case .expectations(let indices):
      marks = indices.map { index in
        guard let result = run.expectations.first(where: { $0.stepIndex == index }) else { return .notRun }
        return result.passed ? .pass : .fail
      }
    case .interfaceAfterEachStep:
      marks = run.steps.map { record in
        guard record.didRun, let snapshot = record.snapshot else { return .notRun }
        return .interface(snapshot.state.interface)
      }
    }
    if let error = run.uncaughtError, !error.wasExpected { marks.append(.uncaughtError) }
    return .marks(marks)
  }
}

// MARK: - Grouping and differences

extension ScenarioMatrix {
  /// The matrix of a scenario's plays, given with their outcomes: its columns, and where they
  /// differ. What differs in the events and checks is found by ``compare(parallel:replaying:)``.
  init(file: String, scenario: Scenario, eras: [SystemVersion], plays: [Play]) {
    self.file = file
    self.scenario = scenario
    self.checks = Self.checks(of: scenario)
    self.eras = eras
    self.plays = plays
    self.columns = Self.columns(of: plays)
    self.differences = []
    self.differences = eraDifferences() + columnDifferences()
  }

  /// Fills in each difference's first differing event and check, from the runs of the plays it
  /// compares, got from `run` (a replay); each pair is dropped once compared, so that at most
  /// two runs a core are held at once.
  mutating func compare(parallel: Bool, replaying run: @Sendable (Play) -> ScenarioRun?) {
    let matrix = self
    differences = MatrixReport.map(differences, parallel: parallel) { difference in
      var difference = difference
      let before = run(difference.before)
      let after = run(difference.after)
      difference.event = Self.firstDifference(before, after)
      difference.check = matrix.firstDifferentCheck(difference.before, before, difference.after, after)
      difference.comparedEvents = before != nil && after != nil
      return difference
    }
  }

  /// A play's place in the matrix: its unit and era.
  struct Key: Hashable, Sendable {
    var unit: Unit
    var era: Int

    init(unit: Unit, era: Int) {
      self.unit = unit
      self.era = era
    }

    init(_ play: Play) {
      unit = play.unit
      era = play.era
    }
  }

  /// Groups the units into classes. Units are taken in play order (modes, then devices in
  /// catalog order); each joins the first class whose outcomes equal its own in every era both
  /// played, preferring the one that shares the most eras with it; a unit that shares no era with
  /// any class it agrees with joins one of the same kind (Home button, windowing mode), else
  /// starts its own.
  static func columns(of plays: [Play]) -> [Column] {
    var order: [Unit] = []
    var outcomes: [Unit: [Int: Outcome]] = [:]
    for play in plays {
      if outcomes[play.unit] == nil { order.append(play.unit) }
      outcomes[play.unit, default: [:]][play.era] = play.outcome
    }
    var columns: [Column] = []
    for unit in order {
      let own = outcomes[unit] ?? [:]
      var best: (index: Int, shared: Int)?
      for (index, column) in columns.enumerated() {
        let shared = own.keys.filter { column.outcomes[$0] != nil }
        guard shared.allSatisfy({ Outcome.sameCell(column.outcomes[$0], own[$0]) }) else { continue }
        if shared.isEmpty {
          let sameKind = column.units.allSatisfy {
            $0.device.hasHomeButton == unit.device.hasHomeButton && $0.windowing == unit.windowing
          }
          if best == nil && sameKind { best = (index, 0) }
        } else if best == nil || shared.count > best!.shared {
          best = (index, shared.count)
        }
      }
      if let index = best?.index {
        columns[index].units.append(unit)
        columns[index].outcomes.merge(own) { current, _ in current }
      } else {
        columns.append(Column(label: "", name: "", units: [unit], outcomes: own))
      }
    }
    for index in columns.indices {
      columns[index].label = label(index)
      columns[index].name = name(of: columns[index].units)
    }
    return columns
  }

  /// `A` … `Z`, then `AA`, `AB`, …
  static func label(_ index: Int) -> String {
    let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    return index < 26 ? String(letters[index]) : label(index / 26 - 1) + String(letters[index % 26])
  }

  /// What the units have in common: `iPhone with Home button`, `iPad in split view, slide over`.
  static func name(of units: [Unit]) -> String {
    guard let first = units.first else { return "" }
    var name = first.device.idiom == .pad ? "iPad" : "iPhone"
    if units.allSatisfy({ $0.device.hasHomeButton == first.device.hasHomeButton }) {
      name += first.device.hasHomeButton ? " with Home button" : " without Home button"
    }
    // An iPhone's full screen has no mode of its own, unless the column also holds Mirroring.
    let anyMode = units.contains { $0.windowing != nil }
    var modes: [WindowingMode] = []
    for unit in units {
      if let mode = unit.windowing ?? (anyMode ? .fullScreen : nil), !modes.contains(mode) { modes.append(mode) }
    }
    if !modes.isEmpty { name += " in " + modes.map(Self.name(of:)).joined(separator: ", ") }
    return name
  }

  /// For each column, each row whose outcome differs from the previous row the column played.
  func eraDifferences() -> [Difference] {
    var differences: [Difference] = []
    for (index, column) in columns.enumerated() {
      let rows = column.outcomes.keys.sorted()
      for (from, to) in zip(rows, rows.dropFirst())
      where !Outcome.sameCell(column.outcomes[from], column.outcomes[to]) {
        let units = column.units
        let both = units.first { unit in
          plays.contains { $0.unit == unit && $0.era == from } && plays.contains { $0.unit == unit && $0.era == to }
        }
        guard
          let before = both.flatMap({ unit in plays.first { $0.unit == unit && $0.era == from } })
            ?? play(era: from, column: index),
          let after = both.flatMap({ unit in plays.first { $0.unit == unit && $0.era == to } })
            ?? play(era: to, column: index)
        else { continue }
        let reasons = SystemBehavior.changes.filter { eras[from] < $0.version && $0.version <= eras[to] }.map {
          "iOS \($0.version.major): \($0.change)"
        }
        differences.append(
          Difference(kind: .era(column: index, from: from, to: to), before: before, after: after, reasons: reasons))
      }
    }
    return differences
  }

  /// For each row, each column whose outcome differs from that of the previous column that played it.
  func columnDifferences() -> [Difference] {
    var differences: [Difference] = []
    for era in eras.indices {
      var previous: Int?
      for (index, column) in columns.enumerated() {
        guard let outcome = column.outcomes[era] else { continue }
        defer { previous = index }
        guard let left = previous, !Outcome.sameCell(columns[left].outcomes[era], outcome),
          let before = play(era: era, column: left), let after = play(era: era, column: index)
        else { continue }
        differences.append(
          Difference(
            kind: .column(era: era, from: left, to: index), before: before, after: after,
            reasons: columnReasons(from: before.unit, to: after.unit, version: eras[era])))
      }
    }
    return differences
  }

  /// Why a column can play otherwise than the one before it, when it is because of where the
  /// app runs rather than the device's size: its windowing mode, or the iPhone Duo's inner
  /// display, where an app built with the iOS 27 SDK runs resizable.
  func columnReasons(from before: Unit, to after: Unit, version: SystemVersion) -> [String] {
    var reasons: [String] = []
    if after.windowing != before.windowing, let mode = after.windowing {
      switch mode {
      case .mirroring:
        reasons.append(
          "iPhone Mirroring: the interface is always portrait, whatever the device and the masks, and once the window is resized no mask counts (Apple, WWDC26 session 278)."
        )
      case .splitView, .slideOver:
        reasons.append(
          "\(mode == .splitView ? "Split View" : "Slide Over"): the iPad app multitasks, so its controllers' masks are not asked and geometry requests are refused; its window is its share of the screen, with the size classes of that size."
        )
      case .stageManager, .windowed:
        reasons.append(
          "\(mode == .stageManager ? "Stage Manager" : "A window of iPadOS 26"): the iPad app multitasks, so its controllers' masks are not asked and geometry requests are refused."
        )
      case .fullScreen:
        break
      }
    }
    let sdk = scenario.sdk?.value ?? version
    if after.device.isResizableDisplay, !before.device.isResizableDisplay, sdk.major >= 27 {
      reasons.append(
        "\(after.device.id): an app built with the iOS 27 SDK runs resizable there, so UIKit ignores its supported orientations and refuses geometry requests with code 101 (Apple, Tech Talk 111461)."
      )
    }
    return reasons
  }

  /// The first check whose mark differs between two plays, and the failure of the one that
  /// fails, from its run.
  func firstDifferentCheck(
    _ before: Play, _ beforeRun: ScenarioRun?, _ after: Play, _ afterRun: ScenarioRun?
  ) -> CheckDifference? {
    guard case .marks(let a) = before.outcome, case .marks(let b) = after.outcome,
      let index = (0..<max(a.count, b.count)).first(where: { $0 >= a.count || $0 >= b.count || a[$0] != b[$0] })
    else { return nil }
    let failing = [(a, beforeRun), (b, afterRun)].first { marks, _ in
      index < marks.count && (marks[index] == .fail || marks[index] == .uncaughtError)
    }?.1
    switch checks {
    case .expectations(let indices) where index < indices.count:
      let step = indices[index]
      let failure = failing?.expectations.first { $0.stepIndex == step }?.failures.first?.message
      return CheckDifference(stepIndex: step, line: scenario.steps[step].location.line, failure: failure)
    case .interfaceAfterEachStep(let count) where index < count:
      return CheckDifference(stepIndex: index, line: scenario.steps[index].location.line, failure: nil)
    default:
      return CheckDifference(stepIndex: nil, line: nil, failure: failing?.failures.last?.message)
    }
  }

  /// The first event that differs between two runs; `nil` when either did not play, or none
  /// differs but in sizes and frames (which layout events carry, and which differ from one
  /// screen to another whatever the era).
  static func firstDifference(_ first: ScenarioRun?, _ second: ScenarioRun?) -> EventDifference? {
    guard let first, let second else { return nil }
    for onlyDeciding in [true, false] {
      let a = lines(of: first, onlyDeciding: onlyDeciding)
      let b = lines(of: second, onlyDeciding: onlyDeciding)
      for index in 0..<max(a.count, b.count) {
        let before = index < a.count ? a[index] : nil
        let after = index < b.count ? b[index] : nil
        guard before?.text != after?.text else { continue }
        let step = before?.step ?? after?.step
        return EventDifference(
          stepIndex: step, line: step.map { first.scenario.steps[$0].location.line }, before: before?.text,
          after: after?.text)
      }
    }
    return nil
  }

  /// A run's events in words, with the step each was recorded in.
  static func lines(of run: ScenarioRun, onlyDeciding: Bool) -> [(step: Int?, text: String)] {
    var stepOfEvent: [Int: Int] = [:]
    for record in run.steps { for index in record.events { stepOfEvent[index] = record.index } }
    return run.events.indices.compactMap { index in
      let event = run.events[index]
      guard onlyDeciding ? isDeciding(event.kind) : !carriesSizes(event.kind) else { return nil }
      return (stepOfEvent[index], TraceTextReport.line(for: event))
    }
  }

  /// Whether an event carries a size or frame, which differs from one screen to another.
  static func carriesSizes(_ kind: TraceEvent.Kind) -> Bool {
    switch kind {
    case .viewWillLayoutSubviews, .viewDidLayoutSubviews, .viewWillTransitionToSize, .windowSceneDidUpdateGeometry,
      .willTransitionToTraitCollection, .traitCollectionDidChange, .viewSafeAreaInsetsDidChange,
      .statusBarHiddenDidChange:
      true
    default:
      false
    }
  }

  /// Whether an event is one that decides what happens (rather than a callback or a layout
  /// pass that follows from it).
  static func isDeciding(_ kind: TraceEvent.Kind) -> Bool {
    switch kind {
    case .launch, .deviceOrientationDidChange, .rotationDecision, .statusBarOrientationDidChange, .presented,
      .dismissed, .error, .pushed, .popped, .selected, .splitViewControllerDidCollapse, .splitViewControllerDidExpand,
      .geometryRequest, .geometryRequestError, .console,
      .supportedOrientationsUpdate, .applicationDidEnterBackground, .applicationWillEnterForeground,
      .windowingDidChange, .sceneDidResize, .viewDidHandleDeviceOrientation, .mainThreadBusy:
      true
    default:
      false
    }
  }
}

extension ScenarioMatrix {
  /// Plays a loaded scenario across the devices and eras of `selection`, over the cores when `parallel`.
  ///
  /// - Parameters:
  ///   - scenario: a loaded scenario.
  ///   - file: the name its grid is printed under.
  ///   - selection: the devices and versions to narrow the plays to.
  ///   - parallel: whether the plays run in parallel over the cores.
  ///   - keepingRepresentatives: whether each cell's first play keeps its run (for the html
  ///   page, which draws it); no other run is kept.
  public static func play(
    _ scenario: Scenario, file: String, selection: MatrixSelection = MatrixSelection(), parallel: Bool = true,
    keepingRepresentatives: Bool = false
  ) -> ScenarioMatrix {
    // Each play is judged and its run dropped as it ends: the heap holds the runs in flight,
    // one a core, however many plays there are (a scenario of 50,000 steps on every iPad and
    // era is 155 plays of tens of megabytes each). The few runs a report shows are played
    // again: a play is deterministic.
    let requests = requests(for: scenario, selection: selection)
    let plays = MatrixReport.map(requests, parallel: parallel) { request -> Play in
      var play = play(request, listingViews: false)
      play.run = nil
      return play
    }
    var matrix = ScenarioMatrix(
      file: file, scenario: scenario, eras: eras(of: scenario, selection: selection), plays: plays)
    let byKey = Dictionary(
      requests.map { (Key(unit: $0.unit, era: $0.era), $0) }, uniquingKeysWith: { first, _ in first })
    matrix.compare(parallel: parallel) { play in
      byKey[Key(play)].flatMap { Self.play($0, listingViews: false).run }
    }
    if keepingRepresentatives {
      var drawn: [Int] = []
      for era in matrix.eras.indices {
        for column in matrix.columns.indices {
          if let play = matrix.play(era: era, column: column),
            let index = matrix.plays.firstIndex(where: { $0.unit == play.unit && $0.era == play.era })
          {
            drawn.append(index)
          }
        }
      }
      let runs = MatrixReport.map(drawn, parallel: parallel) { [matrix] index in
        byKey[Key(matrix.plays[index])].flatMap { Self.play($0, listingViews: true).run }
      }
      for (index, run) in zip(drawn, runs) { matrix.plays[index].run = run }
    }
    return matrix
  }
}
