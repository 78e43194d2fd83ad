import Foundation
import SwivelScenario

/// The scan's readers, each on one file whose bytes are already read: what ``ProjectScanner``
/// does with each file it opens, for a caller that holds the bytes rather than a path (an editor's
/// unsaved buffer, a file from a repository's history, the fuzzers of `Fuzz/`). Like the scan,
/// none of them throws or crashes on bad input.
extension ProjectScanner {
  /// Scans a project whose `project.pbxproj` is given as bytes, as ``scan(path:)`` scans each
  /// project it finds once it has read that file.
  ///
  /// The files the project names (`.xcconfig` files, Info.plists, Swift sources, storyboards) are
  /// read from the disk, relative to the folder holding `bundle`; those missing become notes.
  ///
  /// - Parameters:
  ///   - data: the bytes of the `project.pbxproj`.
  ///   - bundle: the `.xcodeproj` folder's path, as the report names it.
  /// - Returns: the report: the project's targets, or an error saying where the file is wrong.
  public func scan(projectFile data: Data, bundle: String) -> ScanReport {
    var report = ScanReport(path: bundle)
    do throws(ScanError) {
      add(
        try PBXProject(
          data: data, file: (bundle as NSString).appendingPathComponent("project.pbxproj"), bundle: bundle),
        to: &report)
    } catch {
      report.errors.append(error)
    }
    return report
  }

  /// The build settings an `.xcconfig` file assigns, each evaluated as the scan evaluates a
  /// target's: the assignment whose conditions hold for a device build of this scanner's
  /// configuration, its references expanded (``ProjectScanner`` reads a target's `.xcconfig`
  /// files with the same reader and evaluation).
  ///
  /// - Parameters:
  ///   - data: the bytes of the `.xcconfig` file.
  ///   - file: its path, as notes name it; its `#include`s are read from the disk, relative to its
  ///     folder.
  /// - Returns: the value of each setting assigned (a setting whose every assignment has
  ///   conditions that do not hold is left out), and what could not be read, with the line.
  public func buildSettings(xcconfig data: Data, file: String) -> (values: [String: String], notes: [ScanNote]) {
    var table = BuildSettingTable()
    var reader = XCConfigReader()
    reader.read(contents: data, of: file, into: &table)
    let settings = BuildSettings(table: table, configuration: configuration ?? "Release")
    var values: [String: String] = [:]
    for name in table.assignments.keys where settings.isAssigned(name) {
      values[name] = settings.value(name)
    }
    return (values, reader.notes)
  }

  /// A storyboard's initial view controller and its children, as a scan reports the storyboard an
  /// app starts with (``TargetScan/mainStoryboard``), named after the file.
  ///
  /// - Parameters:
  ///   - data: the bytes of the `.storyboard` file.
  ///   - file: its path, as the result and errors name it.
  /// - Returns: the storyboard, or why it cannot be read, with the parser's line.
  public static func storyboard(_ data: Data, file: String) -> Result<TargetScan.MainStoryboard, ScanError> {
    StoryboardReader.read(data, file: file).map { facts in
      let name = PathName.stem(of: file)
      return mainStoryboard(["UIMainStoryboardFile": name], storyboards: [facts])
        ?? TargetScan.MainStoryboard(name: name, file: file, initialController: nil, initialChildren: [])
    }
  }

  /// The classes of the view controllers a XIB holds, as a scan lists them for a target (the
  /// text report's `XIB` rows): its File's Owner when that is a controller whose `view` outlet is
  /// connected, and each controller among its top-level objects, with the controllers inside it.
  /// A controller without a custom class is UIKit's class for its element
  /// (`UINavigationController`).
  ///
  /// - Parameters:
  ///   - data: the bytes of the `.xib` file.
  ///   - file: its path, as errors name it.
  /// - Returns: the classes in the file's order, or why the XIB cannot be read, with the parser's
  ///   line (a XIB in the archive format of Xcode 3 and 4 is not read).
  public static func xib(_ data: Data, file: String) -> Result<[String], ScanError> {
    XIBReader.read(data, file: file).flatMap { facts in
      facts.isArchive
        ? .failure(ScanError(file: file, line: 1, message: ProjectScanner.archiveXIB))
        : .success(facts.controllers.map(\.className))
    }
  }

  /// The view controllers of a Swift file that override UIKit's orientation properties, with
  /// their answers, and the runtime orientation mechanisms it calls, as a scan reports them for
  /// a target (``TargetScan/controllers``, ``TargetScan/mechanisms``), and a note when the file
  /// is not read (``TargetScan/notes``).
  ///
  /// swift-syntax parses the file on a thread of its own, which returns within `timeLimit`: a
  /// file it takes longer over (it recovers slowly from some malformed code) is a note, and its
  /// parse goes on to its end on that thread, its result dropped. The thread's stack grows with
  /// the file (16 KiB a byte, 16 MiB at least); a file for which the system cannot make such a
  /// thread (an address space limited with `ulimit -v`) is a note with the system's reason.
  ///
  /// - Parameters:
  ///   - text: the file's text.
  ///   - file: its path, as locations name it.
  ///   - timeLimit: how long the parse may take; a second, as an optimised scan allows each file.
  ///   - readingFlows: whether to read how the code shows controllers too, as a scan with
  ///     ``readsFlows`` does (the flows are not returned: for the fuzzers, which look for crashes).
  public static func swiftSource(
    _ text: String, file: String, timeLimit: Duration = .seconds(1), readingFlows: Bool = false
  ) -> (controllers: [ControllerScan], mechanisms: [MechanismScan], notes: [ScanNote]) {
    let facts = SwiftSourceReader.read(text, file: file, timeLimit: timeLimit, flows: readingFlows)
    return (facts.controllers, facts.mechanisms, facts.notes)
  }

  /// The note ``swiftSource(_:file:timeLimit:readingFlows:)`` gives a file swift-syntax did not
  /// finish parsing within `timeLimit` (its parse goes on, unseen: the fuzzer saves such inputs).
  public static func swiftTimeLimitNote(_ timeLimit: Duration) -> String {
    SwiftSourceReader.timeLimitNote(timeLimit)
  }

  /// The view controllers of an Objective-C file (`.m`, `.mm`) that override UIKit's orientation
  /// methods, with their answers, and the runtime orientation mechanisms it sends, as a scan
  /// reports them for a target (tokenised by ``ObjCLexer``). No header is read: a
  /// class whose `@interface` is elsewhere has no superclass here.
  ///
  /// - Parameters:
  ///   - text: the file's text.
  ///   - file: its path, as locations name it; `.mm` is read as Objective-C++.
  ///   - readingFlows: whether to read how the code shows controllers too, as a scan with
  ///     ``readsFlows`` does (the flows are not returned: for the fuzzers, which look for crashes).
  /// - Returns: the facts, as the scan gives them.
  public func objectiveCSource(
    _ text: String, file: String, readingFlows: Bool = false
  ) -> (controllers: [ControllerScan], mechanisms: [MechanismScan], notes: [ScanNote]) {
    let facts = ObjCSourceReader.read(text, file: file, flows: readingFlows)
    return (facts.controllers, facts.mechanisms, facts.notes)
  }

  /// ``objectiveCSource(_:file:)`` for a file of a target whose prefix header
  /// (`GCC_PREFIX_HEADER`) is given too, as a scan reads the target's files: the macros the
  /// prefix header and the file define are expanded where they concern orientation
  /// (`#define AUTOROTATION_FOR_PAD_ONLY - (BOOL)shouldAutorotateToInterfaceOrientation:…`), and
  /// an override found in one is at the line of its use. No `#import` is followed: nothing is read
  /// from the disk.
  ///
  /// - Parameters:
  ///   - source: the bytes of the file.
  ///   - file: its path, as locations name it; `.mm` is read as Objective-C++.
  ///   - prefixHeader: the bytes of the prefix header.
  ///   - readingFlows: whether to read how the code shows controllers too, from the expanded
  ///     tokens, as a scan with `--emit-scenarios` does.
  /// - Returns: the facts, as the scan gives them.
  public func objectiveCSource(
    _ source: Data, file: String, prefixHeader: Data, readingFlows: Bool = false
  ) -> (controllers: [ControllerScan], mechanisms: [MechanismScan], notes: [ScanNote]) {
    let macros = ObjCMacroSources(prefixHeaderText: String(decoding: prefixHeader, as: UTF8.self), file: "Prefix.pch")
    let fileMacros = source.withUnsafeBytes { macros.file($0, path: file) }
    let facts = ObjCSourceReader.read(
      String(decoding: source, as: UTF8.self), file: file, macros: fileMacros, flows: readingFlows)
    return (facts.controllers, facts.mechanisms, facts.notes)
  }
}

extension ProjectScanner {
  /// The `swivel:` comments of a file whose bytes are given, read as ``ScanReport/apply(_:)``
  /// reads each file it searches for them: which of `findings` they silence, and their own
  /// `unused-suppression` findings (a directive misspelt, a rule id that does not exist, a
  /// suppression that silences none of `findings`).
  ///
  /// - Parameters:
  ///   - data: the file's bytes.
  ///   - file: its path, as the findings name it.
  ///   - findings: findings in that file, tested against the comments in order.
  /// - Returns: the findings the comments silence, and the comments' own findings.
  public static func suppressionComments(
    _ data: Data, file: String, silencing findings: [ScanFinding] = []
  ) -> (silenced: [ScanFinding], unused: [ScanFinding]) {
    let comments = FileSuppressions(data, file: file)
    let silenced = findings.filter { comments.suppresses(rule: $0.rule, line: $0.location.line) }
    return (silenced, comments.unusedFindings(severity: ScanRule.unusedSuppression.severity, disabled: []))
  }
}

extension ProjectScanner {
  /// What a local Swift package's `Package.swift` declares, as the scan reads it to follow an
  /// app's package products: each library product's targets, and each target's source folder
  /// (its `path:`, or SwiftPM's default under the package's folder). The manifest is read from its
  /// text with swift-syntax, never run.
  ///
  /// - Parameters:
  ///   - data: the bytes of the `Package.swift`.
  ///   - folder: the package's folder, from which source folders are named.
  /// - Returns: the products and targets; `nil` for a manifest the scan cannot read (too long,
  ///   nested too deep to parse in time).
  public static func packageManifest(
    _ data: Data, folder: String
  ) -> (products: [String: [String]], sourceFolders: [String: String])? {
    guard let manifest = PackageManifest.read(String(decoding: data, as: UTF8.self), folder: folder) else { return nil }
    return (manifest.products, manifest.targets.mapValues { manifest.sourceFolder(of: $0) })
  }
}
