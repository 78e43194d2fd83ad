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
    // Most paths a project names are already so: each of a large target's thousands of files
    // was split and joined again.
    if isNormalized(path) { return path }
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

  /// Whether ``normalized(_:)`` gives a path back as it is: it has a component, and none is empty
  /// (`//`, a `/` at its end), `.` or `..`. Read on the UTF-8 bytes; a path it says no to may still
  /// be normalized (`../App`), and is then joined again.
  static func isNormalized(_ path: String) -> Bool {
    var bytes = path.utf8[...]
    if bytes.first == UInt8(ascii: "/") { bytes = bytes.dropFirst() }
    guard !bytes.isEmpty else { return false }
    var length = 0
    var dots = 0
    func isPlain() -> Bool { length > 0 && !(dots == length && length <= 2) }
    for byte in bytes {
      if byte == UInt8(ascii: "/") {
        guard isPlain() else { return false }
        length = 0
        dots = 0
      } else {
        length += 1
        if byte == UInt8(ascii: ".") { dots += 1 }
      }
    }
    return isPlain()
  }
}
