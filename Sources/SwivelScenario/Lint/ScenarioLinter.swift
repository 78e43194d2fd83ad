import Foundation
import SwivelCore

/// Runs the lint rules over scenario and Info.plist files: what `swivel lint FILE...` does,
/// minus the printing.
///
/// A file is linted as an Info.plist when its name ends in `.plist`, or when its content is a
/// property list whatever its name (it begins with `bplist`, or with `<?xml`, `<!DOCTYPE plist`
/// or `<plist` after an optional byte order mark and white space); any other file is a
/// scenario. So a broken `Info.plist` gets the Info.plist reader's error, not a YAML one. An
/// Info.plist is read with ``InfoPlistReader/load(contentsOf:)`` and judged by the rules that need
/// only its keys, for the device and in the era of ``infoPlistTarget`` (by default the newest
/// era, on the idioms of its `UIDeviceFamily`; without one, iPhone is assumed and a note says
/// so). A scenario's own `infoPlist:` file is read too, its keys under the scenario's inline keys.
public struct ScenarioLinter: Sendable {
  /// The rules to run, in order.
  public var rules: [LintRule]
  /// The loader that reads the scenario files.
  public var loader: ScenarioLoader
  /// The device and era Info.plist files given alone are judged for; scenarios give their own
  /// (`device:`, `ios:`).
  public var infoPlistTarget: InfoPlistLintTarget

  /// - Parameters:
  ///   - rules: the rules to run; all of them by default.
  ///   - loader: reads the scenario files.
  ///   - infoPlistTarget: the device and era Info.plist files given alone are judged for; by
  ///     default their own families, in the newest era.
  public init(
    rules: [LintRule] = LintRule.all, loader: ScenarioLoader = ScenarioLoader(),
    infoPlistTarget: InfoPlistLintTarget = InfoPlistLintTarget()
  ) {
    self.rules = rules
    self.loader = loader
    self.infoPlistTarget = infoPlistTarget
  }

  /// Loads and lints each file, in order; a file that cannot be loaded is reported, not linted.
  public func lint(files: [String]) -> LintReport {
    LintReport(results: files.map(lint(file:)))
  }

  private func lint(file: String) -> LintReport.FileResult {
    do throws(LintInputError) {
      guard Self.isPropertyList(file) else {
        return LintReport.FileResult(file: file, outcome: .linted(rules.findings(in: try scenarioSubject(file))))
      }
      let subject = try infoPlistSubject(file)
      return LintReport.FileResult(
        file: file, outcome: .linted(rules.findings(in: subject)),
        notes: Self.assumedFamilyNote(subject, file: file).map { [$0] } ?? [])
    } catch {
      return LintReport.FileResult(file: file, outcome: .unreadable(error))
    }
  }

  private func infoPlistSubject(_ file: String) throws(LintInputError) -> LintSubject {
    LintSubject(
      infoPlist: try Self.loadInfoPlist(file), device: infoPlistTarget.device, behavior: infoPlistTarget.behavior)
  }

  /// What families an Info.plist without `UIDeviceFamily` was linted for, when no device was
  /// given: Apple's default, iPhone, and any whose `~ipad` / `~iphone` keys it sets. Xcode writes
  /// `UIDeviceFamily` into the built app from the target's `TARGETED_DEVICE_FAMILY` ("Targeted
  /// Device Families", https://developer.apple.com/documentation/xcode/build-settings-reference),
  /// so a source Info.plist rarely has it (as seen on real apps' Info.plists, among them a
  /// universal React Native app's): the note keeps an assumed iPhone app from hiding the iPad's
  /// findings (ITMS-90474) unseen.
  static func assumedFamilyNote(_ subject: LintSubject, file: String) -> LintNote? {
    guard subject.device == nil, subject.keys.deviceFamily == nil else { return nil }
    let families =
      subject.idioms.contains(.pad)
      ? "iPhone (the default) and iPad (its ~ipad keys)" : "iPhone only (the default)"
    let message =
      "no UIDeviceFamily, so linted for \(families); Xcode adds the family at build time: use --device to choose"
    return LintNote(file: file, message: message)
  }

  private func scenarioSubject(_ file: String) throws(LintInputError) -> LintSubject {
    let scenario: Scenario
    do throws(ScenarioError) {
      scenario = try loader.load(contentsOf: file)
    } catch {
      throw .scenario(error)
    }
    let infoPlist = try scenario.app.infoPlist.map { reference throws(LintInputError) in
      try Self.loadInfoPlist(reference.value.resolvedPath)
    }
    return LintSubject(scenario: scenario, infoPlist: infoPlist)
  }

  private static func loadInfoPlist(_ path: String) throws(LintInputError) -> LocatedInfoPlist {
    do throws(InfoPlistError) {
      return try InfoPlistReader.load(contentsOf: path)
    } catch {
      throw .infoPlist(error)
    }
  }

  /// Whether `path` is to be linted as an Info.plist: its name ends in `.plist`, or its first
  /// bytes are those of a binary or XML property list.
  static func isPropertyList(_ path: String) -> Bool {
    if path.lowercased().hasSuffix(".plist") { return true }
    guard let handle = FileHandle(forReadingAtPath: path) else { return false }
    defer { try? handle.close() }
    guard let head = try? handle.read(upToCount: 256) else { return false }
    return isPropertyList(head: head)
  }

  /// Whether bytes begin as a binary (`bplist`) or XML (`<?xml`, `<!DOCTYPE plist`, `<plist`)
  /// property list does, after an optional UTF-8 byte order mark and white space.
  static func isPropertyList(head: Data) -> Bool {
    var bytes = head[...]
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    if bytes.starts(with: Array("bplist".utf8)) { return true }
    bytes = bytes.drop { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
    return ["<?xml", "<!DOCTYPE plist", "<plist"].contains { bytes.starts(with: Array($0.utf8)) }
  }
}

/// What `swivel lint` found in its files, and the exit status that says it.
public struct LintReport: Sendable {
  /// One file's outcome.
  public struct FileResult: Sendable {
    /// The file as it was named.
    public var file: String
    /// What became of the file.
    public var outcome: Outcome
    /// What lint assumed about the file, to print beside its findings; none by default.
    public var notes: [LintNote]

    /// A file's outcome, with the notes on how it was linted.
    public init(file: String, outcome: Outcome, notes: [LintNote] = []) {
      self.file = file
      self.outcome = outcome
      self.notes = notes
    }

    /// Whether the file was linted, and what was found.
    public enum Outcome: Sendable {
      /// Loaded and linted: its findings, maybe none.
      case linted([LintFinding])
      /// Could not be read or understood.
      case unreadable(LintInputError)
    }
  }

  /// The files linted, in the order given, with their outcomes.
  public var results: [FileResult]
  /// Which findings fail the run (``exitStatus``); errors, by default.
  public var failurePolicy = FailurePolicy()

  /// A report of the given files' outcomes.
  public init(results: [FileResult]) {
    self.results = results
  }

  /// Gives each finding its severity: `override` (the configuration's `severity:` for the
  /// file) from the file, the rule's id and its own severity, or `nil` to drop the finding (a
  /// rule a nested configuration disables there); then the policy's `--strict` or `--lenient`,
  /// which then decides the exit status.
  public mutating func setSeverities(
    _ override: (_ file: String, _ ruleID: String, _ severity: LintSeverity) -> LintSeverity?, policy: FailurePolicy
  ) {
    failurePolicy = policy
    for index in results.indices {
      guard case .linted(let findings) = results[index].outcome else { continue }
      let file = results[index].file
      results[index].outcome = .linted(
        findings.compactMap { finding in
          guard let severity = override(file, finding.ruleID, finding.severity) else { return nil }
          var finding = finding
          finding.severity = policy.severity(severity)
          return finding
        })
    }
  }

  /// Every finding, file by file.
  public var findings: [LintFinding] {
    results.flatMap { result -> [LintFinding] in
      if case .linted(let findings) = result.outcome { return findings }
      return []
    }
  }

  /// Every file that could not be loaded.
  public var errors: [LintInputError] {
    results.compactMap { result in
      if case .unreadable(let error) = result.outcome { return error }
      return nil
    }
  }

  /// 0 when every file was read and no finding fails the run (warnings only, by default), 1
  /// when findings fail it (an error; a warning with `--strict`; warnings reaching
  /// `warning_threshold`), 2 when a file could not be read or understood (Scenario reference,
  /// section 8; an unreadable file outweighs findings elsewhere).
  public var exitStatus: Int32 {
    failurePolicy.exitStatus(unreadable: !errors.isEmpty, severities: findings.map(\.severity))
  }

  /// One closing line: `2 problems (1 error, 1 warning) in 3 files.`, `No problems in 1 file.`;
  /// files that could not be read are counted apart, never as clean:
  /// `Nothing linted: 1 file could not be read.`
  public var summary: String {
    let unreadable = errors.count
    let read = results.count - unreadable
    func files(_ n: Int) -> String { n == 1 ? "1 file" : "\(n) files" }
    let unreadableNote = unreadable == 0 ? "" : "; \(files(unreadable)) could not be read"
    let findings = self.findings
    guard !findings.isEmpty else {
      if read == 0 { return "Nothing linted: \(files(unreadable)) could not be read." }
      return
        "No problems in \(unreadable == 0 ? "" : "the ")\(files(read))\(unreadable == 0 ? "" : " read")\(unreadableNote)."
    }
    let errorCount = findings.count { $0.severity == .error }
    let warningCount = findings.count - errorCount
    let problems = findings.count == 1 ? "1 problem" : "\(findings.count) problems"
    func count(_ n: Int, _ word: String) -> String { n == 1 ? "1 \(word)" : "\(n) \(word)s" }
    return
      "\(problems) (\(count(errorCount, "error")), \(count(warningCount, "warning"))) in \(files(read))\(unreadableNote)\(failurePolicy.thresholdNote(warnings: warningCount))."
  }

}

/// What lint assumed to lint a file, printed with its findings but no problem of its own:
/// `Info.plist: note: no UIDeviceFamily, so linted for iPhone only …`.
public struct LintNote: Hashable, Sendable, CustomStringConvertible {
  /// The file as it was named.
  public var file: String
  /// What was assumed, and how to say otherwise.
  public var message: String

  /// A note on the given file.
  public init(file: String, message: String) {
    self.file = file
    self.message = message
  }

  /// `Info.plist: note: <message>`, as compilers print notes.
  public var description: String { "\(file): note: \(message)" }
}
