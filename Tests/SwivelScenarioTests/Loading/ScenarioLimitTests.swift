import Foundation
import Testing

@testable import SwivelScenario

/// Issue 14: a scenario cannot make the loader or the player run out of memory or time. Each
/// limit of the Scenario reference's "Limits" is refused with a located error, quickly.
@Suite struct ScenarioLimitTests {
  static func load(_ yaml: String) throws(ScenarioError) -> Scenario {
    try ScenarioLoader(fileExists: { _ in true }).load(yaml: yaml, file: "test.yaml")
  }

  /// The error loading `yaml` gives, or nil when it loads.
  static func error(_ yaml: String) -> ScenarioError? {
    do {
      _ = try load(yaml)
      return nil
    } catch {
      return error
    }
  }

  static let header = "swivel: 1\ndevice: iphone-8\n"

  /// A list of `count` aliases to `anchor`.
  static func aliases(_ anchor: String, _ count: Int) -> String {
    "[" + Array(repeating: "*" + anchor, count: count).joined(separator: ", ") + "]"
  }

  // MARK: - Aliases

  // Before the limit, composing this file never ended: the YAML composer hashes each mapping
  // key in full, and the last key stands for 10⁹ values.
  @Test func aBillionLaughsFileIsRefusedAtTheAliasThatGoesPastTheLimit() throws {
    let path = Fixture.path("Limits/billion-laughs.yaml")
    #expect(throws: ScenarioError.self) { try ScenarioLoader().load(contentsOf: path) }
    do {
      _ = try ScenarioLoader().load(contentsOf: path)
    } catch {
      #expect(error.location.file == path)
      #expect(error.location.line == 10)
      #expect(error.location.column == 45)
      #expect(
        error.problem.description
          == "alias '*a4' makes the file hold more than 1,000,000 values; expected at most 1,000,000 values, each alias counting as the values it names, Swivel's limit"
      )
    }
  }

  @Test func aliasesUsedWithinTheLimitLoad() throws {
    // A step written once and used 2,000 times: 10,000 values.
    let scenario = try Self.load(
      Self.header
        + "window: {}\nsteps:\n  - &turn {rotate: landscapeLeft}\n"
        + String(repeating: "  - *turn\n", count: 1_999))
    #expect(scenario.steps.count == 2_000)
  }

  @Test func countingStopsAtTheLimitExactly() {
    // The mapping, its 3 keys, 2 values and the list: 7 values, and the list's scalars.
    let fits = Self.header + "x: [" + String(repeating: "0,", count: YAMLLimits.valueLimit - 7) + "]\n"
    #expect(Self.error(fits)?.problem.description.hasPrefix("unknown key 'x'") == true)
    let over = Self.header + "x: [" + String(repeating: "0,", count: YAMLLimits.valueLimit - 6) + "]\n"
    #expect(Self.error(over)?.problem.description.hasPrefix("the file holds more than 1,000,000 values") == true)
  }

  @Test func anAliasUsedAsAKeyCountsAtEachUse() {
    // A key of 10,104 values, 101 times.
    let rows = "r: &r [" + Array(repeating: "1", count: 100).joined(separator: ", ") + "]\n"
    let block = "b: &b " + Self.aliases("r", 100) + "\n"
    let keys = (0..<101).map { "? [\($0), *b]\n: x\n" }.joined()
    let error = Self.error(Self.header + rows + block + keys)
    #expect(error?.problem.description.hasPrefix("alias '*b' makes the file hold more than 1,000,000 values") == true)
  }

  // MARK: - Nesting

  // Lists nested a thousand deep: refused at the 65th level, before any reader recurses into them.
  @Test func listsNestedAThousandDeepAreRefusedAtTheFirstLevelPastTheLimit() throws {
    let path = Fixture.path("Limits/nested-lists.yaml")
    do {
      _ = try ScenarioLoader().load(contentsOf: path)
      Issue.record("loaded")
    } catch {
      #expect(error.location.line == 4)
      #expect(error.location.column == 8 + YAMLLimits.depthLimit - 1)
      #expect(
        error.problem.description
          == "lists and mappings nested more than 64 deep; expected at most 64 levels of lists and mappings, Swivel's limit"
      )
    }
  }

  @Test(arguments: [63, 64])
  func nestingUpToTheLimitIsRead(depth: Int) {
    // The scenario's mapping is the first level.
    let lists = depth - 1
    let yaml = Self.header + "x: " + String(repeating: "[", count: lists) + String(repeating: "]", count: lists) + "\n"
    #expect(Self.error(yaml)?.problem.description.hasPrefix("unknown key 'x'") == true)
  }

  @Test(
    arguments: [String(repeating: "[", count: 100_000), String(repeating: "{a: ", count: 100_000)].map(OneLine.init))
  func unclosedNestingIsRefusedByTheLimitNotTheParser(yaml: OneLine) {
    let error = Self.error(yaml.text)
    #expect(error?.problem.description.hasPrefix("lists and mappings nested more than 64 deep") == true)
    #expect(error?.location.line == 1)
  }

  @Test func anAliasCannotNestPastTheLimit() {
    // Each level names the one before inside a list of its own: 40 levels of lists, named
    // twice over, nest 80 deep.
    let inner = "a: &a " + String(repeating: "[", count: 40) + String(repeating: "]", count: 40) + "\n"
    let yaml =
      Self.header + inner + "b: " + String(repeating: "[", count: 30) + "*a" + String(repeating: "]", count: 30)
    let error = Self.error(yaml + "\n")
    #expect(error?.problem.description.hasPrefix("alias '*a' nests values more than 64 deep") == true)
    #expect(error?.location.line == 4)
    #expect(error?.location.column == 34)
  }

  // MARK: - Steps

  static func steps(_ count: Int, _ step: String = "rotate: portrait") -> String {
    Self.header + "window: {}\nsteps:\n" + String(repeating: "  - \(step)\n", count: count)
  }

  @Test func tenThousandStepsLoad() throws {
    #expect(try Self.load(Self.steps(ScenarioDecoder.stepLimit)).steps.count == 50_000)
  }

  @Test func theStepPastTheLimitIsRefused() {
    let error = Self.error(Self.steps(ScenarioDecoder.stepLimit + 5))
    #expect(error?.location.line == 5 + ScenarioDecoder.stepLimit)
    #expect(error?.location.column == 5)
    #expect(
      error?.problem.description
        == "step 50,001 of 50,005; expected at most 50,000 steps in a scenario, Swivel's limit")
  }

  // MARK: - Views and steps

  /// A root controller with `views` declared views, then `steps` steps.
  static func viewsAndSteps(views: Int, steps: Int, step: String = "rotate: landscapeLeft") -> String {
    var yaml = Self.header + "controllers:\n  root:\n    views:\n"
    for index in 0..<views { yaml += "      - {id: v\(index), frame: [0, 0, 10, 10]}\n" }
    yaml += "window: {root: root}\nsteps:\n  - launch: portrait\n"
    yaml += String(repeating: "  - \(step)\n", count: steps - 1)
    return yaml
  }

  // Issue 56: 40,000 views and 40,000 steps, within every other limit, ran past 30 s and
  // 2.7 GB: every step's snapshot copied every view's frame.
  @Test func viewsTimesStepsPastTheLimitAreRefusedAtTheStepThatGoesPast() {
    let error = Self.error(Self.viewsAndSteps(views: 10_000, steps: 5_001))
    // The header (2 lines), `controllers:`, `root:`, `views:`, the views, `window:`, `steps:`:
    // the 5,001st step is on line 10,008 + 5,001.
    #expect(error?.location.line == 5 + 10_000 + 2 + 5_001)
    #expect(
      error?.problem.description
        == "step 5,001 with 10,000 declared views; expected declared views × steps at most 50,000,000 (1,000 views and 50,000 steps, or 10,000 views and 5,000 steps), Swivel's limit"
    )
  }

  @Test func viewsTimesStepsAtTheLimitLoadAndPlayWithoutCopyingEveryFrame() throws {
    let scenario = try Self.load(Self.viewsAndSteps(views: 1_000, steps: 2_000))
    let run = try ScenarioPlayer().play(scenario, listingViews: false)
    #expect(run.steps.count == 2_000)
    // Without pictures, a step's snapshot holds no frame: only an expect's `frames:` reads them.
    #expect(run.steps.allSatisfy { $0.snapshot?.state.frames.isEmpty ?? true })
  }

  @Test func anExpectReadsTheFramesItNames() throws {
    let yaml = Self.viewsAndSteps(views: 3, steps: 2, step: "expect: {frames: {v1: [0, 0, 10, 10]}}")
    let run = try ScenarioPlayer().play(try Self.load(yaml))
    #expect(run.failures.isEmpty)
    // With pictures (the html trace), the snapshots keep every view's frame.
    #expect(run.steps.last?.snapshot?.state.frames.count == 3)
  }

  // MARK: - Patterns

  @Test func anExpectWithMoreThanAThousandPatternsIsRefusedAtTheFirstOnePast() {
    let patterns = Array(repeating: "{kind: viewDidAppear}", count: 1_002).joined(separator: ", ")
    let error = Self.error(Self.viewsAndSteps(views: 1, steps: 2, step: "expect: {noEvents: [\(patterns)]}"))
    #expect(error?.location.line == 10)
    #expect(
      error?.problem.description
        == "pattern 1,001 of 1,002 in noEvents of step 2 (expect); expected at most 1,000 patterns in an expect's events: or noEvents:, Swivel's limit"
    )
  }

  // MARK: - Waiting

  @Test func waitsAddingUpToADayLoad() throws {
    let scenario = try Self.load(Self.steps(2, "wait: 43200"))
    #expect(scenario.steps.count == 2)
  }

  @Test func aWaitLongerThanADayIsRefused() {
    let error = Self.error(Self.steps(1, "wait: 1e300"))
    #expect(error?.location.line == 5)
    #expect(
      error?.problem.description
        == "a wait of 1e+300 s in step 1; expected waits adding up to at most 86,400 s (a day), Swivel's limit")
  }

  @Test func waitsAddingUpToMoreThanADayAreRefusedAtTheStepThatGoesPast() {
    let error = Self.error(Self.steps(3, "wait: 40000"))
    #expect(error?.location.line == 7)
    #expect(
      error?.problem.description
        == "step 3 (wait) brings the scenario's waits to 120000 s; expected waits adding up to at most 86,400 s (a day), Swivel's limit"
    )
  }
}
