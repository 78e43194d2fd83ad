import Foundation

/// The folder a project's relative paths start from (`SRCROOT`, `PROJECT_DIR`), named two ways:
/// as the scan names files (from the path given on the command line) and absolute, as Xcode
/// defines the settings.
struct ProjectPaths: Hashable, Sendable {
  /// The folder as the scan names it (`Fixtures/Photos`, or `.`).
  let folder: String
  /// The same folder, absolute.
  let absoluteFolder: String

  /// The paths of the given folder.
  init(folder: String) {
    self.folder = folder
    let current = FileManager.default.currentDirectoryPath
    let absolute = folder.hasPrefix("/") ? folder : (current as NSString).appendingPathComponent(folder)
    self.absoluteFolder = Self.normalized(absolute)
  }

  /// A path a project or setting names, as the scan names files: a relative one joined to
  /// ``folder``; an absolute one inside the folder written from ``folder`` again (so
  /// `$(SRCROOT)/App/Info.plist` reads as `Fixtures/Photos/App/Info.plist`); any other absolute
  /// one as it is.
  func resolve(_ path: String) -> String {
    guard path.hasPrefix("/") else { return Self.normalized((folder as NSString).appendingPathComponent(path)) }
    let normalized = Self.normalized(path)
    if normalized == absoluteFolder { return folder }
    if normalized.hasPrefix(absoluteFolder + "/") {
      let rest = String(normalized.dropFirst(absoluteFolder.count + 1))
      return folder == "." ? rest : (folder as NSString).appendingPathComponent(rest)
    }
    return normalized
  }

  /// A path with `.` components dropped and each `..` taking the component before it away, as
  /// far as the path names them (without following links, which Xcode does not do either when it
  /// joins a group's path to its parent's).
  static func normalized(_ path: String) -> String {
    let isAbsolute = path.hasPrefix("/")
    var components: [Substring] = []
    for component in path.split(separator: "/") {
      if component == "." { continue }
      if component == "..", let last = components.last, last != ".." {
        components.removeLast()
        continue
      }
      if component == "..", isAbsolute { continue }
      components.append(component)
    }
    let joined = components.joined(separator: "/")
    if isAbsolute { return "/" + joined }
    return joined.isEmpty ? "." : joined
  }
}
