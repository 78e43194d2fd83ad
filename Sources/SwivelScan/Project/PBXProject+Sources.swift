import Foundation
import SwivelScenario

extension PBXProject {
  /// A file a target builds, and the project object that names it.
  struct TargetFile: Hashable, Sendable {
    /// The file's path, as the scan names it.
    var path: String
    /// The id of the object naming it: its `PBXFileReference` (a variant group's child for a
    /// localized file), or, for a file under a folder Xcode 16 keeps in sync with the target,
    /// that folder's `PBXFileSystemSynchronizedRootGroup`, since the project lists no such file.
    var namedBy: String
  }

  /// The files a target builds, as the scan names them, in the project's order without repeats:
  /// the files of its Sources and Resources build phases (a localized storyboard's variant group
  /// giving each of its files), and every file under the folders Xcode 16 keeps in sync with the
  /// target (`fileSystemSynchronizedGroups`, whose files the project does not list).
  ///
  /// - Parameter extensions: the file name extensions to keep (`swift`, `storyboard`).
  func files(of target: PBXTarget, withExtensions extensions: Set<String>) -> [String] {
    targetFiles(of: target, withExtensions: extensions).map(\.path)
  }

  /// ``files(of:withExtensions:)``, each with the object that names it in the project, so that
  /// what is said of a file that cannot be opened points at a line that exists.
  func targetFiles(of target: PBXTarget, withExtensions extensions: Set<String>) -> [TargetFile] {
    guard let object = objects[target.id] else { return [] }
    var files: [TargetFile] = []
    var seen: Set<String> = []
    func add(_ path: String, namedBy id: String) {
      guard extensions.contains(Self.fileExtension(path)), seen.insert(path).inserted else {
        return
      }
      files.append(TargetFile(path: path, namedBy: id))
    }
    for phaseID in Self.ids(object["buildPhases"]) {
      guard let phase = objects[phaseID],
        ["PBXSourcesBuildPhase", "PBXResourcesBuildPhase"].contains(phase["isa"] as? String ?? "")
      else { continue }
      for buildFileID in Self.ids(phase["files"]) {
        guard let reference = objects[buildFileID]?["fileRef"] as? String, let file = objects[reference] else {
          continue
        }
        if file["isa"] as? String == "PBXVariantGroup" {
          for child in Self.ids(file["children"]) {
            if let path = path(ofReference: child) { add(path, namedBy: child) }
          }
        } else if let path = path(ofReference: reference) {
          add(path, namedBy: reference)
        }
      }
    }
    for groupID in Self.ids(object["fileSystemSynchronizedGroups"]) {
      guard let folder = path(ofReference: groupID) else { continue }
      let excluded = membershipExceptions(of: groupID, for: target.id).map {
        ProjectPaths.normalized((folder as NSString).appendingPathComponent($0))
      }
      for file in Self.filesUnder(folder) where !excluded.contains(where: { file == $0 || file.hasPrefix($0 + "/") }) {
        add(file, namedBy: groupID)
      }
    }
    return files
  }

  /// The error for a target whose build settings cannot be read at all: its
  /// `buildConfigurationList` is missing, names no object, or lists no configuration. Scanned
  /// with no settings, it would be judged with no Info.plist and the newest iOS, and nothing said.
  func unreadableConfigurations(of target: PBXTarget) -> ScanError? {
    let problem: String
    if let id = target.configurationListID {
      if objects[id] == nil {
        problem = "names the build configuration list \(id), which is no object of the project file (a bad merge?)"
      } else if configurations(ofList: id).byName.isEmpty {
        problem = "lists no build configuration that names an object of the project file"
      } else {
        return nil
      }
    } else {
      problem = "has no buildConfigurationList"
    }
    return ScanError(
      file: file, line: lines.line(ofEntry: "buildConfigurationList", inObject: target.id),
      message:
        "target '\(ScanReport.name(target.name))' \(problem): its build settings, Info.plist and deployment target cannot be read"
    )
  }

  /// A note for each loop of groups the project file holds (``groupLoops``): the files under it
  /// are placed as if its top sat in the project's folder, which may not be where they are.
  var groupLoopNotes: [ScanNote] {
    func name(_ id: String) -> String {
      let named = objects[id]?["name"] as? String ?? objects[id]?["path"] as? String
      return named.map { "'\(ScanReport.name($0))' (\(id))" } ?? id
    }
    return groupLoops.map { loop in
      ScanNote(
        at: ScanLocation(file: file, line: lines.line(ofObject: loop.group) ?? 1),
        "group \(name(loop.group)) lists \(name(loop.child)) as a child, though it comes under it: a loop of groups (a bad merge?); the files under \(name(loop.child)) are looked for from the project's folder"
      )
    }
  }

  /// A note for each id a target's build phases list that names no object of the project file
  /// (a bad merge's leftover): the phase, a build file, or a build file's `fileRef`. The files
  /// they stood for are not read, and the note says where, so that no report looks whole for
  /// want of them. At most 16 notes a target; the last says how many more there are.
  func danglingReferences(of target: PBXTarget) -> [ScanNote] {
    guard let object = objects[target.id] else { return [] }
    var notes: [ScanNote] = []
    var count = 0
    func note(_ id: String, listedIn owner: String, what: String) {
      count += 1
      guard count <= 16 else { return }
      notes.append(
        ScanNote(
          at: ScanLocation(file: file, line: lines.line(ofObject: owner) ?? 1),
          "\(what) \(ScanReport.name(id)), which is no object of the project file (a bad merge?): what it stood for is not read"
        ))
    }
    for phaseID in Self.ids(object["buildPhases"]) {
      guard let phase = objects[phaseID] else {
        note(phaseID, listedIn: target.id, what: "target '\(ScanReport.name(target.name))' lists the build phase")
        continue
      }
      guard ["PBXSourcesBuildPhase", "PBXResourcesBuildPhase"].contains(phase["isa"] as? String ?? "") else { continue }
      for buildFileID in Self.ids(phase["files"]) {
        guard let buildFile = objects[buildFileID] else {
          note(buildFileID, listedIn: phaseID, what: "the build phase lists the build file")
          continue
        }
        if let reference = buildFile["fileRef"] as? String, objects[reference] == nil {
          note(reference, listedIn: buildFileID, what: "the build file names the file reference")
        }
      }
    }
    if count > 16, let last = notes.indices.last {
      notes[last].message += "; and \(count - 16) more such ids"
    }
    return notes
  }

  /// The paths, relative to a folder Xcode 16 keeps in sync, that it leaves out of a target: the
  /// `membershipExceptions` of the folder's `PBXFileSystemSynchronizedBuildFileExceptionSet`s
  /// naming that target (Xcode 16's project format: a synchronized folder's files belong to each
  /// target it is given to, but those its exception sets list for the target).
  func membershipExceptions(of groupID: String, for targetID: String) -> [String] {
    Self.ids(objects[groupID]?["exceptions"]).flatMap { id -> [String] in
      guard let exceptions = objects[id],
        exceptions["isa"] as? String == "PBXFileSystemSynchronizedBuildFileExceptionSet",
        exceptions["target"] as? String == targetID
      else { return [] }
      return (exceptions["membershipExceptions"] as? [Any] ?? []).compactMap { $0 as? String }
    }
  }

  /// Where the project names a target's file: the line of the object that names it in
  /// `project.pbxproj` (``TargetFile/namedBy``); line 1 when that object cannot be found.
  func location(naming file: TargetFile) -> ScanLocation {
    ScanLocation(file: self.file, line: lines.line(ofObject: file.namedBy) ?? 1)
  }

  /// A path's file name extension, lowercased (`swift` for `A/Feed.SWIFT`, empty for none): what
  /// `NSString.pathExtension` gives for a file name, without making an `NSString` of each of a
  /// project's thousands of paths.
  static func fileExtension(_ path: String) -> String {
    let name =
      path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path.utf8[path.utf8.index(after: $0)...] } ?? path.utf8[...]
    guard let dot = name.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return "" }
    return String(Substring(name[name.index(after: dot)...])).lowercased()
  }

  /// The strings of an array of ids.
  static func ids(_ value: Any?) -> [String] {
    (value as? [Any] ?? []).compactMap { $0 as? String }
  }

  /// The files under a folder, in name order, without entering hidden folders, each real
  /// folder once however many links lead to it; at most 100,000.
  static func filesUnder(_ folder: String) -> [String] {
    var files: [String] = []
    var pending = [folder]
    var visited: Set<String> = []
    while let current = pending.popLast(), files.count < 100_000 {
      guard visited.insert(ScanFile.realPath(current)).inserted,
        let names = try? FileManager.default.contentsOfDirectory(atPath: current)
      else { continue }
      var folders: [String] = []
      for name in names.sorted() where !name.hasPrefix(".") {
        let child = (current as NSString).appendingPathComponent(name)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: child, isDirectory: &isDirectory) else { continue }
        if isDirectory.boolValue, !["xcassets", "bundle", "framework"].contains(PathName.fileExtension(of: name)) {
          folders.append(child)
        } else {
          files.append(child)
        }
      }
      pending += folders.reversed()
    }
    return files
  }
}

extension PBXProject {
  /// The header of each Objective-C file, where there is one: the `.h` of the same name the
  /// project lists (the one in the same folder first, else the first listed), else the file of
  /// that name beside the source on disk, its case ignored as macOS ignores it (`player.h` beside
  /// `Player.m` is the one `#import "Player.h"` opens there; ``ScanFile`` reads it so).
  ///
  /// - Parameters:
  ///   - sources: the `.m`/`.mm` files, as ``files(of:withExtensions:)`` names them.
  ///   - listedHeaders: the project's ``listedHeaders()``, when the caller has them already.
  func headers(of sources: [String], listedHeaders: [String]? = nil) -> [String: String] {
    guard !sources.isEmpty else { return [:] }
    var listed: [String: [String]] = [:]
    // Sorted, so each name's candidates are too.
    for path in listedHeaders ?? self.listedHeaders() {
      listed[PathName.last(of: path), default: []].append(path)
    }
    var headers: [String: String] = [:]
    for source in sources {
      let folder = PathName.parent(of: source)
      let name = PathName.stem(of: source) + ".h"
      let beside = (folder as NSString).appendingPathComponent(name)
      let candidates = listed[name] ?? []
      if let header = candidates.first(where: { $0 == beside }) ?? candidates.first {
        headers[source] = header
      } else if FileManager.default.fileExists(atPath: beside) || ScanFile.caseInsensitiveMatch(for: beside) != nil {
        headers[source] = beside
      }
    }
    return headers
  }
}
