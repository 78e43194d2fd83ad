import ArgumentParser
import Foundation
import SwivelCore
import SwivelMotion
import SwivelScan
import SwivelScenario

/// `swivel scan-sources FILE...`: judges a package target's sources without an app; the tool the
/// build-tool plugin runs.
struct ScanSourcesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scan-sources",
    abstract:
      "Check Swift and Objective-C files for orientation mistakes that need no app to see (the build-tool plugin's tool).",
    discussion: discussion
  )

  @Argument(help: "Swift and Objective-C files (.swift, .m, .mm), or folders to search for them.")
  var files: [String]

  @Option(
    name: .customLong("ios"),
    help: ArgumentHelp(
      "Judge for this iOS version's era: the lowest the package supports. By default --package's, else the configuration's ios:, else the newest.",
      valueName: "version"
    ))
  var iOSVersion: String?

  @Option(
    name: .customLong("package"),
    help: ArgumentHelp(
      "The package the files belong to: its Package.swift's platforms give the iOS to judge for (the build-tool plugin's way).",
      valueName: "dir"))
  var package: String?

  @Flag(
    help:
      "Print every finding as a warning and exit 0, so that a build goes on (the build-tool plugin's way); --lenient, with the error named."
  )
  var asWarnings = false

  @OptionGroup var config: ConfigurationOptions

  @OptionGroup var failure: FailureOptions

  @OptionGroup var quiet: QuietOption

  @Option(
    help: ArgumentHelp(
      "Also write this Swift file, the findings as comments: the output a build-tool plugin declares.",
      valueName: "file"))
  var stamp: String?

  /// The era judged by: `--ios`, else the iOS `--package`'s manifest declares, else the
  /// configuration's `ios:`, else the newest; with what chose it, for an error.
  func era(_ configuration: SwivelConfiguration = SwivelConfiguration()) throws -> SystemBehavior {
    let chosen: (version: String, source: String)? =
      if let iOSVersion {
        (iOSVersion, "--ios \(iOSVersion)")
      } else if let package,
        let version = PackagePlatforms.iOSDeploymentTarget(ofPackageIn: package)
      {
        (version, "\(package)/Package.swift: iOS \(version)")
      } else if let version = configuration.iOSVersion {
        (version, "\(configuration.file ?? SwivelConfiguration.fileName): ios: \(version)")
      } else { nil }
    guard let chosen else { return .newest }
    do throws(SystemVersionError) {
      return try SystemBehavior(iOSVersion: chosen.version)
    } catch {
      throw ValidationError("\(chosen.source): \(error)")
    }
  }

  func validate() throws {
    if asWarnings && failure.strict { throw ValidationError("--as-warnings and --strict cannot be used together.") }
    if let package {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: package, isDirectory: &isFolder), isFolder.boolValue else {
        throw ValidationError(
          "--package \(package): no such folder; expected the folder of the package's Package.swift")
      }
    }
    if iOSVersion != nil { _ = try era() }
  }

  func run() throws {
    // The configuration is the one found from the first file upward, as `swivel lint` finds it.
    var configuration = try config.load(near: files.first ?? ".", announce: !quiet.quiet)
    configuration.failurePolicy = failure.policy(configuration)
    if asWarnings { configuration.failurePolicy = FailurePolicy(mode: .lenient) }
    let era = try era(configuration)
    var sources: [String] = []
    var missing = false
    for path in files {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        FileHandle.standardError.write(Data("\(path): error: no such file or folder\n".utf8))
        missing = true
        continue
      }
      guard isFolder.boolValue else {
        sources.append(PathName.displayed(path))
        continue
      }
      let found = Self.sources(in: path)
      sources += found.sources
      for name in found.notUTF8 {
        FileHandle.standardError.write(
          Data(
            "\(name): error: not read: \(UndecodableNames.reason); rename it\n"
              .utf8))
        missing = true
      }
    }
    // Excluded files are not read, whether named or found (the plugin names every file).
    sources = sources.filter { configuration.local(for: $0).admits($0) }
    let (found, notes) = SourceScanner(era: era).scan(files: sources)
    // With --as-warnings, an error is printed as a warning that says it was one, and no
    // finding fails the run: the build goes on.
    var judged = configuration
    if asWarnings { judged.failurePolicy = FailurePolicy() }
    var findings = judged.configure(found, madeOn: sources, rulesRun: Self.rulesRun)
    try ConfigurationOptions.failOnNestedErrors(configuration)
    var lines: [String] = []
    for index in findings.indices {
      let finding = findings[index]
      guard asWarnings, finding.severity == .error else {
        lines.append("\(finding)")
        continue
      }
      lines.append("\(finding.location): warning: \(finding.message) [\(finding.rule), an error]")
      findings[index].severity = .warning
    }
    if !quiet.quiet {
      lines += notes.filter { configuration.local(for: $0.location.file).admits($0.location.file) }.map(\.description)
    }
    if !lines.isEmpty { print(lines.joined(separator: "\n")) }
    if let stamp {
      let text =
        "// Written by swivel scan-sources: \(findings.count) finding(s) in \(sources.count) file(s).\n"
        + lines.map { "// \($0.replacing("\n", with: " "))\n" }.joined()
      do throws(FileWriteError) {
        try WholeFileWriter.write(Array(text.utf8), to: stamp)
      } catch {
        FileHandle.standardError.write(Data("\(stamp): error: cannot write the stamp: \(error.reason)\n".utf8))
        throw ExitCode(2)
      }
    }
    let errorCount = findings.count { $0.severity == .error }
    let status = configuration.failurePolicy.exitStatus(
      unreadable: missing, errors: errorCount, warnings: findings.count - errorCount)
    if status != 0 { throw ExitCode(status) }
  }

  /// The rules scan-sources runs: those that need no app, and the suppressions' own.
  static let rulesRun = SourceScanner.appIndependentRules.union([ScanRule.unusedSuppression.id])

  /// The Swift and Objective-C files under a folder, sorted, hidden folders and `.build` skipped;
  /// and the names met that are not UTF-8 (files or folders: neither can be opened), escaped.
  static func sources(in folder: String) -> (sources: [String], notUTF8: [String]) {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return ([], []) }
    var found: [String] = []
    var undecodableIn: Set<String> = []
    while let relative = enumerator.nextObject() as? String {
      let name = PathName.last(of: relative)
      if name.unicodeScalars.contains("\u{FFFD}") {
        enumerator.skipDescendants()
        undecodableIn.insert(PathName.parent(of: PathName.joined(folder, relative)))
        continue
      }
      if name.hasPrefix(".") {
        enumerator.skipDescendants()
        continue
      }
      if [".swift", ".m", ".mm"].contains(where: name.hasSuffix) {
        found.append(PathName.joined(folder, relative))
      }
    }
    return (found.sorted(), UndecodableNames.paths(inFolders: undecodableIn))
  }

  static var discussion: String {
    """
    A Swift package's target has no Info.plist, device families or deployment target of its \
    own: the app that links it has them. So only the rules that judge code alone run: \
    \(SourceScanner.appIndependentRules.sorted().joined(separator: ", ")) (see `swivel help scan` \
    and `swivel help lint`). Those that need the app's orientations are for `swivel scan` on \
    the app's project. Controllers are judged on iPhone and iPad, in the era of the lowest iOS \
    the code runs on: --ios, else the iOS the Package.swift in --package's folder declares \
    (platforms: [.iOS(.v15)]), else the configuration's ios:, else the newest.

    The configuration is swivel scan's (see `swivel help scan`), the nearest .swivel.yml from \
    the first file upward, or --config: disabled_rules, severity, excluded and included (an \
    excluded file is not read, even when named), ios, strict, lenient and warning_threshold. \
    swivel:disable comments silence findings as in a scan, and one that silences nothing is an \
    unused-suppression finding (unless it names a rule scan-sources does not run).

    Each finding is printed as file:line: severity: message [rule], as compilers print \
    diagnostics; with --as-warnings, an error is printed as a warning (its message ends with \
    "an error"), so that Xcode and `swift build` list it without stopping the build. --stamp \
    FILE also writes FILE, a Swift file holding only comments: the build-tool plugin declares it \
    as its command's output, so that the build runs the command when a source changes.

    Exit status: 0 when no finding fails the run (warnings only; always, with --as-warnings), \
    1 when findings fail it (an error; a warning with --strict; warnings reaching \
    warning_threshold), 2 when a file or folder does not exist, --ios or the iOS chosen names \
    no iOS version, the configuration cannot be read, or the stamp cannot be written.
    """
  }
}
