import Foundation
import SwivelScenario

/// An Xcode project file, `project.pbxproj`, as its objects: the project, its targets, their
/// build configurations and the file references they name.
///
/// The file is an old-style (OpenStep) property list: a dictionary whose `objects` map 24-digit
/// ids to dictionaries with an `isa` (`PBXProject`, `PBXNativeTarget`, `XCConfigurationList`,
/// `XCBuildConfiguration`, `PBXFileReference`, `PBXGroup` …) and whose `rootObject` names the
/// `PBXProject`. Foundation's `PropertyListSerialization` reads that format (it also reads the
/// XML form some generators write); it does not give lines, so ``PBXLineIndex`` finds them in the
/// text. Everything is checked: a file that is not a dictionary, has no `objects` or a
/// `rootObject` that is no project is a ``ScanError`` naming the file (and the line, when the
/// parser gives one), never a crash.
struct PBXProject {
  /// The `project.pbxproj` file, as the scan names it.
  let file: String
  /// The `.xcodeproj` bundle.
  let bundle: String
  /// Every object by id.
  let objects: [String: [String: Any]]
  /// The `PBXProject` object's id.
  let rootObjectID: String
  /// Lines of objects and settings in the file's text.
  let lines: PBXLineIndex
  /// Whether the file's text names an Objective-C source's file type (``namesObjectiveC(_:)``).
  let namesObjectiveCSources: Bool
  /// Each group's children mapped to the group: what ``path(ofReference:)`` walks up.
  let parentGroups: [String: String]
  /// The groups that list one of their own ancestors as a child, a loop a bad merge leaves:
  /// the link that closes each loop is dropped, so that its files can still be placed.
  let groupLoops: [GroupLoop]
  /// The folder holding the `.xcodeproj`, or the one its `projectDirPath` names: `SRCROOT` and
  /// `PROJECT_DIR` (Apple, Build settings reference, "Project Directory").
  let paths: ProjectPaths
  /// The paths ``path(ofReference:)`` found: a project lists thousands of files in a few hundred
  /// groups, and each file's path starts with its group's.
  private let referencePaths = ReferencePathCache()

  /// Reads the `project.pbxproj` inside an `.xcodeproj` bundle.
  ///
  /// - Parameters:
  ///   - bundle: the `.xcodeproj` folder's path, as the scan names it.
  /// - Throws: ``ScanError`` when the file is missing, unreadable or not a project.
  init(bundle: String) throws(ScanError) {
    let file = (bundle as NSString).appendingPathComponent("project.pbxproj")
    let data: Data
    switch ScanFile.read(file) {
    case .success(let contents): data = contents
    case .failure(let failure):
      guard failure.reason == "no such file" else {
        throw ScanError(file: file, message: "cannot read the project file: \(failure.reason)")
      }
      // A workspace often names projects of git submodules, which a plain clone leaves empty,
      // and a project XcodeGen or Tuist makes is often kept out of the repository (all but its
      // xcshareddata).
      let parent = PathName.parent(of: bundle)
      let parentIsEmpty = (try? FileManager.default.contentsOfDirectory(atPath: parent))?.isEmpty == true
      if let generated = ProjectGenerator.hint(in: parent) {
        throw ScanError(file: file, message: "no project.pbxproj in \(bundle): \(generated)")
      }
      throw ScanError(
        file: file,
        message: FileManager.default.fileExists(atPath: bundle)
          ? "no project.pbxproj in \(bundle): is it an Xcode project bundle?"
          : parentIsEmpty
            ? "\(bundle) is missing and its folder is empty: a git submodule that is not checked out? (git submodule update --init)"
            : "\(bundle) is missing")
    }
    try self.init(data: data, file: file, bundle: bundle)
  }

  /// Parses the bytes of a `project.pbxproj`.
  ///
  /// - Throws: ``ScanError`` when they are not a project.
  init(data: Data, file: String, bundle: String) throws(ScanError) {
    guard !data.isEmpty else { throw ScanError(file: file, message: "the project file is empty") }
    let head = data.prefix(16)
    let isOldStyle =
      !head.starts(with: Array("bplist".utf8)) && !head.starts(with: Array("<?xml".utf8))
      && !head.starts(with: Array("<plist".utf8))
    // The common old-style text is read into Swift's types directly; what that reader leaves is
    // checked for its first mistake, then read by Foundation.
    // The lines are indexed on another core while the values are read: each takes about a tenth
    // of a large project's scan. Both are done before this returns.
    let parts = ProjectFileParts()
    DispatchQueue.concurrentPerform(iterations: 2) { part in
      if part == 0 {
        parts.set(
          read: isOldStyle
            ? data.withUnsafeBytes { OldStylePropertyListReader.value(splittingIn: $0.bindMemory(to: UInt8.self)) }
            : nil)
      } else {
        parts.set(lines: PBXLineIndex(text: String(decoding: data, as: UTF8.self)))
        parts.set(namesObjectiveC: Self.namesObjectiveC(data))
      }
    }
    let read = parts.read
    if isOldStyle, read == nil, let mistake = OldStylePropertyListSyntax.firstMistake(in: Array(data)) {
      throw ScanError(
        file: file, line: mistake.line, column: mistake.column,
        message: "not a readable project file: \(mistake.message) (the file may be truncated or hold a merge conflict)")
    }
    var format = PropertyListSerialization.PropertyListFormat.openStep
    let root: Any
    do {
      root = try read ?? PropertyListSerialization.propertyList(from: data, options: [], format: &format)
    } catch {
      let problem = PropertyListParserProblem(error)
      throw ScanError(
        file: file, line: problem.line,
        message: "not a readable project file: \(problem.reason) (the file may be truncated or hold a merge conflict)")
    }
    guard let dictionary = root as? [String: Any] else {
      throw ScanError(
        file: file,
        message: "not a project file: the top level is \(Self.describeType(of: root)), not a dictionary")
    }
    guard let objectsValue = dictionary["objects"], let rawObjects = objectsValue as? [String: Any] else {
      throw ScanError(file: file, message: "not a project file: it has no 'objects' dictionary")
    }
    guard let rootID = dictionary["rootObject"] as? String else {
      throw ScanError(file: file, message: "not a project file: it has no 'rootObject'")
    }
    let rootObject = rawObjects[rootID] as? [String: Any]
    guard rootObject?["isa"] as? String == "PBXProject" else {
      throw ScanError(file: file, message: "not a project file: its rootObject '\(rootID)' is no PBXProject")
    }
    // The objects are typed on one core while the groups are mapped on the other: on a large
    // project each takes a few milliseconds, which ran one after the other with a core idle.
    let mainGroup = rootObject?["mainGroup"] as? String
    let shared = ReadObjects(objects: rawObjects)
    DispatchQueue.concurrentPerform(iterations: 2) { part in
      let rawObjects = shared.objects
      if part == 0 {
        var objects: [String: [String: Any]] = [:]
        objects.reserveCapacity(rawObjects.count)
        for (id, value) in rawObjects {
          if let object = value as? [String: Any] { objects[id] = object }
        }
        parts.set(objects: objects)
      } else {
        parts.set(groups: Self.groupTree(of: rawObjects, mainGroup: mainGroup))
      }
    }
    self.file = file
    self.bundle = bundle
    self.objects = parts.objects
    self.rootObjectID = rootID
    self.lines = parts.lines
    self.namesObjectiveCSources = parts.namesObjectiveC
    self.parentGroups = parts.groups.parents
    self.groupLoops = parts.groups.loops
    let parent = PathName.parent(of: bundle)
    let base = parent.isEmpty ? "." : parent
    if let custom = rootObject?["projectDirPath"] as? String, !custom.isEmpty {
      paths = ProjectPaths(
        folder: custom.hasPrefix("/")
          ? custom : ProjectPaths.normalized((base as NSString).appendingPathComponent(custom)))
    } else {
      paths = ProjectPaths(folder: base)
    }
  }

  /// The project's folder as the scan names files.
  var projectDirectory: String { paths.folder }

  /// The project's name: the bundle's without `.xcodeproj`.
  var name: String {
    PathName.stem(of: bundle)
  }

  /// The `PBXProject` object.
  var root: [String: Any] { objects[rootObjectID] ?? [:] }

  /// The ids of the project's targets, in the project's order.
  var targetIDs: [String] { (root["targets"] as? [Any] ?? []).compactMap { $0 as? String } }

  /// The object with the given id, if it is there and a dictionary.
  func object(_ id: String) -> [String: Any]? { objects[id] }

  /// The build configurations of a configuration list, by name, and the list's default name.
  func configurations(ofList listID: String?) -> (byName: [String: String], defaultName: String?) {
    guard let listID, let list = objects[listID] else { return ([:], nil) }
    var byName: [String: String] = [:]
    for id in (list["buildConfigurations"] as? [Any] ?? []).compactMap({ $0 as? String }) {
      guard let name = objects[id]?["name"] as? String, byName[name] == nil else { continue }
      byName[name] = id
    }
    return (byName, list["defaultConfigurationName"] as? String)
  }

  /// The path of a file reference (or group), walking its groups up to the project's folder as Xcode
  /// does with each `sourceTree`: `<group>` is relative to the enclosing group, `SOURCE_ROOT` to
  /// the project's folder, `<absolute>` is absolute. `nil` for a tree the scan cannot place
  /// (`BUILT_PRODUCTS_DIR`, `SDKROOT`, `DEVELOPER_DIR`) or an id that is not there.
  func path(ofReference id: String) -> String? {
    var visited: Set<String> = []
    return path(ofReference: id, visited: &visited)
  }

  private func path(ofReference id: String, visited: inout Set<String>) -> String? {
    if let known = referencePaths[id] { return known }
    // A group chain deeper than any real project's is refused rather than followed to the end.
    guard visited.count < 256, let object = objects[id], visited.insert(id).inserted else { return nil }
    let found = uncachedPath(of: object, id: id, visited: &visited)
    // Only a path found whole is kept: one refused for the chain's depth depends on where the
    // walk started.
    if found != nil { referencePaths[id] = found }
    return found
  }

  private func uncachedPath(of object: [String: Any], id: String, visited: inout Set<String>) -> String? {
    let own = object["path"] as? String ?? ""
    switch object["sourceTree"] as? String ?? "<group>" {
    case "<absolute>":
      return paths.resolve(own)
    case "SOURCE_ROOT", "SRCROOT":
      return paths.resolve(own)
    case "<group>":
      let base: String
      if let parent = parentGroups[id] {
        guard let parentPath = path(ofReference: parent, visited: &visited) else { return nil }
        base = parentPath
      } else {
        base = projectDirectory
      }
      if own.hasPrefix("/") { return paths.resolve(own) }
      return own.isEmpty ? base : ProjectPaths.normalized((base as NSString).appendingPathComponent(own))
    default:
      return nil
    }
  }

  /// A group that lists, as a child, a group it comes under itself.
  struct GroupLoop: Hashable, Sendable {
    /// The group whose list closes the loop.
    var group: String
    /// The child it lists: the loop's top once the link is dropped.
    var child: String
  }

  /// Each group's children mapped to the group, and the loops left out of that map.
  struct GroupTree: Sendable {
    var parents: [String: String] = [:]
    var loops: [GroupLoop] = []
  }

  /// Each group's children mapped to the group. A child that two groups list (a merge's
  /// leftover) gets the one it comes under first in the project navigator: the main group's tree,
  /// depth first, in the order the children are listed; then the groups outside that tree, by id.
  /// Never the order of the `objects` dictionary, which Swift seeds anew in each process: the
  /// scan says the same on every run. A group outside the main tree that lists one of its own
  /// ancestors (two groups each the other's child, as a bad merge leaves them) does not become
  /// that ancestor's parent: the loop is noted, and the ancestor's files are placed from the
  /// project's folder rather than lost.
  ///
  /// - Parameter objects: the project's `objects` as read; a value that is no dictionary is no group.
  static func groupTree(of objects: [String: Any], mainGroup: String?) -> GroupTree {
    // Each group's children, read once: the walk below looks every listed child up.
    var childrenOf: [String: [String]] = [:]
    var listedCount = 0
    for (id, value) in objects {
      guard let listed = (value as? [String: Any])?["children"] else { continue }
      let children = (listed as? [Any] ?? []).compactMap { $0 as? String }
      childrenOf[id] = children
      listedCount += children.count
    }
    var parents: [String: String] = [:]
    // A parent for at most every listed child: room for them all at once, rather than growing by steps.
    parents.reserveCapacity(listedCount)
    // Depth first with a stack of its own: groups may nest deeper than a thread's stack allows.
    var pending: [(child: String, group: String)] = []
    if let mainGroup {
      pending = (childrenOf[mainGroup] ?? []).reversed().map { ($0, mainGroup) }
    }
    while let (child, group) = pending.popLast() {
      // Each object is entered once, so a group that lists itself or an ancestor ends the walk.
      // One lookup for the usual child, seen for the first time; a second one puts back the
      // parent of a child seen before.
      guard child != mainGroup else { continue }
      if let first = parents.updateValue(group, forKey: child) {
        parents[child] = first
        continue
      }
      for grandchild in (childrenOf[child] ?? []).reversed() { pending.append((grandchild, child)) }
    }
    var loops: [GroupLoop] = []
    for group in childrenOf.keys.filter({ parents[$0] == nil && $0 != mainGroup }).sorted() {
      for child in childrenOf[group] ?? [] where parents[child] == nil {
        if comesUnder(group, child, parents) {
          loops.append(GroupLoop(group: group, child: child))
        } else {
          parents[child] = group
        }
      }
    }
    return GroupTree(parents: parents, loops: loops)
  }

  /// Whether `group` is `ancestor` or comes under it in `parents`; a chain longer than
  /// ``path(ofReference:)`` follows counts as a loop too.
  private static func comesUnder(_ group: String, _ ancestor: String, _ parents: [String: String]) -> Bool {
    var current = group
    for _ in 0..<256 {
      if current == ancestor { return true }
      guard let parent = parents[current] else { return false }
      current = parent
    }
    return true
  }

  /// Whether a project file's text names the file type Xcode gives an Objective-C source
  /// (`lastKnownFileType = sourcecode.c.objc;`, `sourcecode.cpp.objcpp` for `.mm`): a cheap sign,
  /// before any value is read, that the scan will list the project's headers.
  static func namesObjectiveC(_ data: Data) -> Bool {
    data.withUnsafeBytes { bytes in
      ["sourcecode.c.objc", "sourcecode.cpp.objcpp"].contains { name in
        SwiftSourceReader.contains(Array(name.utf8), in: bytes)
      }
    }
  }

  /// How errors name a value's type.
  static func describeType(of value: Any) -> String {
    switch value {
    case is String: "a string"
    case is [Any]: "an array"
    case is Data: "data"
    default: "a value of type \(type(of: value))"
    }
  }
}

/// The paths of a project's references and groups, found once.
///
/// `@unchecked Sendable`: every access to `paths` holds `lock`.
private final class ReferencePathCache: @unchecked Sendable {
  private let lock = NSLock()
  private var paths: [String: String] = [:]

  subscript(id: String) -> String? {
    get {
      lock.lock()
      defer { lock.unlock() }
      return paths[id]
    }
    set {
      lock.lock()
      defer { lock.unlock() }
      paths[id] = newValue
    }
  }
}

/// The project file's objects as read, handed to two threads that only read them.
///
/// `@unchecked Sendable`: the dictionary and its values (strings, arrays and dictionaries: values
/// Swift copies on write) are never written after reading, so reading them on two threads at once
/// is safe.
private struct ReadObjects: @unchecked Sendable {
  let objects: [String: Any]
}

/// What the halves of reading a project file give, filled from two threads: the values and
/// the line index, then the typed objects and the group map.
///
/// `@unchecked Sendable`: every access to the fields holds `lock`.
private final class ProjectFileParts: @unchecked Sendable {
  private let lock = NSLock()
  private var values: Any?
  private var index = PBXLineIndex(text: "")
  private var objectiveC = false
  private var typedObjects: [String: [String: Any]] = [:]
  private var tree = PBXProject.GroupTree()

  func set(objects: [String: [String: Any]]) {
    lock.lock()
    defer { lock.unlock() }
    typedObjects = objects
  }

  var objects: [String: [String: Any]] {
    lock.lock()
    defer { lock.unlock() }
    return typedObjects
  }

  func set(groups: PBXProject.GroupTree) {
    lock.lock()
    defer { lock.unlock() }
    tree = groups
  }

  var groups: PBXProject.GroupTree {
    lock.lock()
    defer { lock.unlock() }
    return tree
  }

  func set(namesObjectiveC: Bool) {
    lock.lock()
    defer { lock.unlock() }
    objectiveC = namesObjectiveC
  }

  var namesObjectiveC: Bool {
    lock.lock()
    defer { lock.unlock() }
    return objectiveC
  }

  func set(read: Any?) {
    lock.lock()
    defer { lock.unlock() }
    values = read
  }

  func set(lines: PBXLineIndex) {
    lock.lock()
    defer { lock.unlock() }
    index = lines
  }

  var read: Any? {
    lock.lock()
    defer { lock.unlock() }
    return values
  }

  var lines: PBXLineIndex {
    lock.lock()
    defer { lock.unlock() }
    return index
  }
}
