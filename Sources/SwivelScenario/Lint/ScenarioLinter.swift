/// Runs the lint rules over scenario files: what `swivel lint FILE...` does, minus the printing.
public struct ScenarioLinter: Sendable {
  public var rules: [LintRule]
  public var loader: ScenarioLoader
  /// Reads the orientation keys of the Info.plist file a scenario names (`infoPlist:`), or
  /// returns `nil` when it cannot: rules that need the app's mask then stay silent unless the
  /// scenario's inline keys give it.
  public var infoPlistKeys: @Sendable (FileReference) throws(ScenarioError) -> InfoPlistOrientationKeys?

  /// - Parameters:
  ///   - rules: the rules to run; all of them by default.
  ///   - loader: reads the scenario files.
  ///   - infoPlistKeys: reads a named Info.plist file's keys; by default none are read.
  public init(
    rules: [LintRule] = LintRule.all, loader: ScenarioLoader = ScenarioLoader(),
    infoPlistKeys: @escaping @Sendable (FileReference) throws(ScenarioError) -> InfoPlistOrientationKeys? = { _ in
      nil
    }
  ) {
    self.rules = rules
    self.loader = loader
    self.infoPlistKeys = infoPlistKeys
  }

  /// Loads and lints each file, in order; a file that cannot be loaded is reported, not linted.
  public func lint(files: [String]) -> LintReport {
    LintReport(results: files.map(lint(file:)))
  }

  private func lint(file: String) -> LintReport.FileResult {
    do throws(ScenarioError) {
      let scenario = try loader.load(contentsOf: file)
      var fileKeys: InfoPlistOrientationKeys?
      if let plist = scenario.app.infoPlist { fileKeys = try infoPlistKeys(plist.value) }
      let subject = LintSubject(scenario: scenario, infoPlistKeys: fileKeys)
      return LintReport.FileResult(file: file, outcome: .linted(rules.findings(in: subject)))
    } catch {
      return LintReport.FileResult(file: file, outcome: .unreadable(error))
    }
  }
}

/// What `swivel lint` found in its files, and the exit status that says it.
public struct LintReport: Sendable {
  /// One file's outcome.
  public struct FileResult: Sendable {
    public var file: String
    public var outcome: Outcome

    public enum Outcome: Sendable {
      /// Loaded and linted: its findings, maybe none.
      case linted([LintFinding])
      /// Could not be read or understood.
      case unreadable(ScenarioError)
    }
  }

  public var results: [FileResult]

  public init(results: [FileResult]) {
    self.results = results
  }

  /// Every finding, file by file.
  public var findings: [LintFinding] {
    results.flatMap { result -> [LintFinding] in
      if case .linted(let findings) = result.outcome { return findings }
      return []
    }
  }

  /// Every file that could not be loaded.
  public var errors: [ScenarioError] {
    results.compactMap { result in
      if case .unreadable(let error) = result.outcome { return error }
      return nil
    }
  }

  /// 0 when every file was read and is clean, 1 when problems were found, 2 when a file could
  /// not be read or understood (spec section 8; an unreadable file outweighs findings elsewhere).
  public var exitStatus: Int32 {
    if !errors.isEmpty { return 2 }
    return findings.isEmpty ? 0 : 1
  }

  /// One closing line: `2 problems (1 error, 1 warning) in 3 files.`, `No problems in 1 file.`
  public var summary: String {
    let files = results.count == 1 ? "1 file" : "\(results.count) files"
    let unreadable = errors.count
    let unreadableNote = unreadable == 0 ? "" : "; \(unreadable) could not be read"
    let findings = self.findings
    guard !findings.isEmpty else { return "No problems in \(files)\(unreadableNote)." }
    let errorCount = findings.count { $0.severity == .error }
    let warningCount = findings.count - errorCount
    let problems = findings.count == 1 ? "1 problem" : "\(findings.count) problems"
    func count(_ n: Int, _ word: String) -> String { n == 1 ? "1 \(word)" : "\(n) \(word)s" }
    return
      "\(problems) (\(count(errorCount, "error")), \(count(warningCount, "warning"))) in \(files)\(unreadableNote)."
  }
}
