import Foundation
import SwivelScenario

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Finds the Xcode projects a path stands for: an `.xcodeproj` itself, the projects an
/// `.xcworkspace` lists, or the projects inside a folder (or, when it holds none, those its
/// workspaces list).
///
/// A folder is searched to any depth, in name order, without entering `Pods/`, `Carthage/`,
/// `DerivedData/`, `build/`, `node_modules/` or hidden folders (their projects are other people's
/// code or build products), nor an `.xcodeproj` or `.xcworkspace` once found. A workspace's
/// `contents.xcworkspacedata` is XML: `<FileRef location="group:App.xcodeproj">` entries, maybe
/// inside `<Group location="…">`, where `group:` is relative to the enclosing group (the
/// workspace's folder at the top), `container:` to the workspace's folder, `self:` is the project
/// a project's own workspace sits in and `absolute:` is absolute; projects under the folders above (`Pods/Pods.xcodeproj`) are left out as well.
///
/// With a configuration's ``PathFilter``, a folder, project or workspace it leaves out
/// (`excluded:`, or away from every `included:` path) is not opened either, and is listed.
enum ProjectLocator {
  /// What a search found: the projects, and what the configuration left out on the way.
  struct Found: Equatable {
    var projects: [String] = []
    var excluded: [String] = []
    /// Folders and files whose names are not UTF-8 (``UndecodableNames``), escaped: not searched.
    var notUTF8: [String] = []
    /// Folders more than ``depthLimit`` levels below the path searched: not entered.
    var tooDeep: [String] = []
  }

  /// How many folders deep below the path given a search goes. The deepest project of the
  /// apps tried sat 9 below a repository's root; a deeper tree is generated or vendored.
  static let depthLimit = 64

  /// The folders a search does not enter.
  static let skippedFolders: Set<String> = ["Pods", "Carthage", "DerivedData", "build", "node_modules"]

  /// The `.xcodeproj` paths `path` stands for, in order, without repeats.
  ///
  /// - Throws: ``ScanError`` when the path does not exist, is a file that is no project, or is a
  ///   workspace whose contents cannot be read.
  static func projects(at path: String, filter: PathFilter? = nil) throws(ScanError) -> Found {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw ScanError(file: path, message: "no such file or folder")
    }
    let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    switch PathName.fileExtension(of: trimmed) {
    case "xcodeproj":
      return Found(projects: [trimmed])
    case "xcworkspace":
      return try workspaceProjects(trimmed, filter: filter)
    default:
      if PathName.last(of: trimmed) == "project.pbxproj" {
        return Found(projects: [PathName.parent(of: trimmed)])
      }
      guard isDirectory.boolValue else {
        throw ScanError(
          file: path, message: "not an Xcode project: give an .xcodeproj, an .xcworkspace or a folder holding them")
      }
      let contents = folderContents(trimmed, filter: filter)
      var found = Found(
        projects: contents.projects, excluded: contents.excluded, notUTF8: contents.notUTF8,
        tooDeep: contents.tooDeep)
      guard found.projects.isEmpty else { return found }
      // A folder holding only workspaces (their projects elsewhere, as in a repository that
      // keeps the workspace at its root and the projects beside it): the projects they list.
      for workspace in contents.workspaces {
        let listed = try workspaceProjects(workspace, filter: filter)
        for project in listed.projects where !found.projects.contains(project) {
          found.projects.append(project)
        }
        for left in listed.excluded where !found.excluded.contains(left) {
          found.excluded.append(left)
        }
      }
      return found
    }
  }

  /// The projects in a folder, searched as ``ProjectLocator`` says, the workspaces found on
  /// the way (not entered), what `filter` left out, the names met that are not UTF-8, and the
  /// folders past ``depthLimit`` (not entered).
  static func folderContents(_ folder: String, filter: PathFilter? = nil) -> (
    projects: [String], workspaces: [String], excluded: [String], notUTF8: [String], tooDeep: [String]
  ) {
    var found: [String] = []
    var workspaces: [String] = []
    var excluded: [String] = []
    var notUTF8: [String] = []
    var tooDeep: [String] = []
    var pending = [(folder, 0)]
    // Each real folder is entered once, however many links lead to it (`ln -s . a` would
    // otherwise multiply the search), and a project found through two paths is one project.
    var visited: Set<String> = []
    var projectsSeen: Set<String> = []
    while let (current, depth) = pending.popLast() {
      guard visited.insert(ScanFile.realPath(current)).inserted,
        let names = try? FileManager.default.contentsOfDirectory(atPath: current)
      else { continue }
      if UndecodableNames.mayBeAmong(names) {
        notUTF8 += UndecodableNames.names(in: current, foldersOnly: true).map {
          current == "." ? $0 : PathName.joined(current, $0)
        }
      }
      var subfolders: [String] = []
      for name in names.sorted() {
        let child = current == "." ? name : (current as NSString).appendingPathComponent(name)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: child, isDirectory: &isDirectory), isDirectory.boolValue else {
          continue
        }
        let isProject = name.hasSuffix(".xcodeproj")
        if !isProject, name.hasPrefix(".") || skippedFolders.contains(name) { continue }
        if filter?.excludesFromSearch(child) == true {
          excluded.append(child)
        } else if isProject {
          if projectsSeen.insert(ScanFile.realPath(child)).inserted { found.append(child) }
        } else if name.hasSuffix(".xcworkspace") {
          workspaces.append(child)
        } else {
          subfolders.append(child)
        }
      }
      if depth == depthLimit, !subfolders.isEmpty {
        tooDeep += subfolders
      } else {
        pending += subfolders.reversed().map { ($0, depth + 1) }
      }
    }
    return (found.sorted(), workspaces.sorted(), excluded.sorted(), notUTF8.sorted(), tooDeep.sorted())
  }

  /// The projects a workspace lists, in its order.
  static func workspaceProjects(_ workspace: String, filter: PathFilter? = nil) throws(ScanError) -> Found {
    let file = (workspace as NSString).appendingPathComponent("contents.xcworkspacedata")
    let data: Data
    switch ScanFile.read(file) {
    case .success(let contents): data = contents
    case .failure(let failure):
      throw ScanError(
        file: file, message: "cannot read the workspace's contents (\(failure.reason)): is \(workspace) a workspace?")
    }
    let folder = PathName.parent(of: workspace)
    let reader = WorkspaceReader(folder: folder.isEmpty ? "." : folder)
    if let error = XMLFile.parse(data, file: file, kind: "workspace", writer: "Xcode", delegate: reader) {
      throw error
    }
    guard reader.isWorkspace else {
      throw ScanError(file: file, message: "not a workspace: its top element is not <Workspace>")
    }
    var seen: Set<String> = []
    var found = Found()
    for path in reader.projects.map(ProjectPaths.normalized) {
      let components = Set((path as NSString).pathComponents)
      guard components.isDisjoint(with: skippedFolders), seen.insert(path).inserted else { continue }
      if filter?.excludesFromSearch(path) == true {
        found.excluded.append(path)
      } else {
        found.projects.append(path)
      }
    }
    return found
  }

  /// Collects the `.xcodeproj` paths of a workspace's `<FileRef>`s, in `<Workspace>` and its
  /// `<Group>`s (to any depth); anything inside other elements is not the workspace's list.
  private final class WorkspaceReader: NSObject, XMLParserDelegate {
    let folder: String
    private(set) var projects: [String] = []
    private(set) var isWorkspace = false
    /// For each open element, the group its children are placed in; `nil` for an element whose
    /// children are not entries of the workspace.
    private var groups: [String?] = []

    init(folder: String) {
      self.folder = folder
    }

    func parser(
      _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      guard let last = groups.last else {
        isWorkspace = element == "Workspace"
        groups.append(isWorkspace ? folder : nil)
        return
      }
      guard let group = last else {
        groups.append(nil)
        return
      }
      let path = ProjectLocator.resolve(attributes["location"] ?? "", group: group, container: folder)
      switch element {
      case "FileRef":
        if let path, path.hasSuffix(".xcodeproj") { projects.append(path) }
        groups.append(nil)
      case "Group":
        groups.append(path ?? group)
      default:
        groups.append(nil)
      }
    }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
      _ = groups.popLast()
    }
  }

  /// A workspace location (`group:App.xcodeproj`) as a path; `nil` for kinds it cannot place.
  fileprivate static func resolve(_ location: String, group: String, container: String) -> String? {
    guard let colon = location.firstIndex(of: ":") else { return nil }
    let kind = location[..<colon]
    let rest = String(location[location.index(after: colon)...])
    switch kind {
    case "group": return rest.isEmpty ? group : (group as NSString).appendingPathComponent(rest)
    case "container": return rest.isEmpty ? container : (container as NSString).appendingPathComponent(rest)
    case "absolute": return rest
    case "self": return container
    default: return nil
    }
  }
}
