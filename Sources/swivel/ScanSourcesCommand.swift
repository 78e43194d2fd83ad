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
      "Judge for this iOS version's era: the lowest the package supports (the newest by default).", valueName: "version"
    ))
  var iOSVersion: String?

  @Flag(help: "Print every finding as a warning and exit 0, so that a build goes on (the build-tool plugin's way).")
  var asWarnings = false

  @Option(
    help: ArgumentHelp(
      "Also write this Swift file, the findings as comments: the output a build-tool plugin declares.",
      valueName: "file"))
  var stamp: String?

  func era() throws -> SystemBehavior {
    guard let iOSVersion else { return .newest }
    do throws(SystemVersionError) {
      return try SystemBehavior(iOSVersion: iOSVersion)
    } catch {
      throw ValidationError("--ios \(iOSVersion): \(error)")
    }
  }

  func validate() throws {
    _ = try era()
  }

  func run() throws {
    var sources: [String] = []
    var missing = false
    for path in files {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        FileHandle.standardError.write(Data("\(path): error: no such file or folder\n".utf8))
        missing = true
        continue
      }
      sources += isFolder.boolValue ? Self.sources(in: path) : [path]
    }
    let (findings, notes) = SourceScanner(era: try era()).scan(files: sources)
    var lines: [String] = []
    for finding in findings {
      lines.append(
        asWarnings && finding.severity == .error
          ? "\(finding.location): warning: \(finding.message) [\(finding.rule), an error]" : "\(finding)")
    }
    lines += notes.map(\.description)
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
    if missing { throw ExitCode(2) }
    if !findings.isEmpty && !asWarnings { throw ExitCode(1) }
  }

  /// The Swift and Objective-C files under a folder, sorted; hidden folders and `.build` skipped.
  static func sources(in folder: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
    var found: [String] = []
    while let relative = enumerator.nextObject() as? String {
      let name = PathName.last(of: relative)
      if name.hasPrefix(".") {
        enumerator.skipDescendants()
        continue
      }
      if [".swift", ".m", ".mm"].contains(where: name.hasSuffix) {
        found.append((folder as NSString).appendingPathComponent(relative))
      }
    }
    return found.sorted()
  }

  static var discussion: String {
    """
    A Swift package's target has no Info.plist, device families or deployment target of its \
    own: the app that links it has them. So only the rules that judge code alone run: \
    \(SourceScanner.appIndependentRules.sorted().joined(separator: ", ")) (see `swivel help scan` \
    and `swivel help lint`). Those that need the app's orientations are for `swivel scan` on \
    the app's project. Controllers are judged on iPhone and iPad, in the era --ios gives (the \
    lowest iOS the package supports), else the newest.

    Each finding is printed as file:line: severity: message [rule], as compilers print \
    diagnostics; with --as-warnings, an error is printed as a warning (its message ends with \
    "an error"), so that Xcode and `swift build` list it without stopping the build. --stamp \
    FILE also writes FILE, a Swift file holding only comments: the build-tool plugin declares it \
    as its command's output, so that the build runs the command when a source changes.

    Exit status: 0 when no problem was found (always, with --as-warnings), 1 when problems \
    were found, 2 when a file or folder does not exist, --ios names no iOS version, or the \
    stamp cannot be written.
    """
  }
}
