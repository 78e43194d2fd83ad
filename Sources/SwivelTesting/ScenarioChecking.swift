import SwivelScenario
import Testing

/// Loads and plays the scenario at `path` inside a Swift Testing test, and records each failure
/// as an issue located at the scenario's own file and line, so that Xcode and `swift test` point
/// at the YAML line that failed rather than at the test.
///
/// A file that cannot be read, or a step that cannot be played, is one issue at the place the
/// loader or the player names. Expectations that hold record nothing; a scenario with no
/// `expect:` step is one issue, since it would pass whatever the app did.
///
/// ```swift
/// @Test func photoViewer() {
///   checkScenario(at: "Scenarios/photo-viewer.yaml")
/// }
/// ```
///
/// - Parameter path: the scenario file, absolute or relative to the current directory.
/// - Returns: the run, to look at further; `nil` when the file could not be loaded or played.
@discardableResult
public func checkScenario(at path: String) -> ScenarioRun? {
  checkScenario(at: path) { message, location in
    Issue.record(Comment(rawValue: message), sourceLocation: location)
  }
}

/// ``checkScenario(at:)`` with the recording of each problem given: its message and location.
@discardableResult
func checkScenario(
  at path: String, record: (String, Testing.SourceLocation) -> Void
) -> ScenarioRun? {
  let scenario: Scenario
  do {
    scenario = try ScenarioLoader().load(contentsOf: path)
  } catch {
    record(error.description, sourceLocation(error.location, path: path))
    return nil
  }
  let run: ScenarioRun
  do {
    run = try ScenarioPlayer().play(scenario)
  } catch {
    record(error.description, sourceLocation(error.location, path: path))
    return nil
  }
  for failure in run.failures {
    record("expected \(failure.expected), got \(failure.got)", sourceLocation(failure.location, path: path))
  }
  // A scenario that expects nothing would pass whatever the app did: a test that cannot fail.
  if run.checksNothing {
    record(
      "nothing checked: the scenario has no expect: step",
      sourceLocation(.init(file: path, line: 1, column: 1), path: path))
  }
  return run
}

/// A Swift Testing location for a place in a scenario file.
func sourceLocation(_ location: SwivelScenario.SourceLocation, path: String) -> Testing.SourceLocation {
  let file = location.file.isEmpty ? path : location.file
  let name = file.split(separator: "/").last.map(String.init) ?? file
  // Swift Testing wants a `Module/File` identifier; the scenario's folder stands for the module.
  return Testing.SourceLocation(
    fileID: "Scenarios/\(name)", filePath: file, line: max(1, location.line), column: max(1, location.column))
}
