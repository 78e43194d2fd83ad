/// The parts of a path as NSString's path methods give them on Apple's platforms
/// (`lastPathComponent`, `deletingLastPathComponent`, `pathExtension`, `deletingPathExtension`),
/// written here because swift-corelibs-foundation's methods trap on ordinary paths.
///
/// Foundation of Swift 6.3 on Linux stops the process (an illegal instruction, or an index out of
/// range in `_stringByFixingSlashes`) on a path of one character given to
/// `deletingLastPathComponent` (`a`, `a/`, `.`, `é`), and, given to any of the four, on a run of
/// slashes before a last component outside ASCII no longer than the run's extra slashes
/// (`Photos//é`, `Vendor///Ça`). Such paths come from what Swivel reads: a scenario named `m`,
/// `$(NAME:dir)` or `$(NAME:file)` in a build setting, `.package(path: "Vendor//ü")` in a manifest.
/// So every path Swivel takes apart goes through here, and no NSString path method but
/// `appendingPathComponent` and `standardizingPath` (which do not trap) is called on one.
///
/// Slashes are found among Unicode scalars, not characters, as NSString finds them among UTF-16
/// units: a combining mark after a slash (`a/\u{301}`) does not hide the slash.
package enum PathName {
  /// The path without its last component (`a/b` → `a`, `/a` → `/`, `a/b/` → `a`, `/` → `/`),
  /// empty for a path of one component (`a`, `a/`).
  package static func parent(of path: String) -> String {
    let tidy = tidied(path).unicodeScalars
    guard let slash = tidy.lastIndex(of: "/") else { return "" }
    return slash == tidy.startIndex ? "/" : String(tidy[..<slash])
  }

  /// The folder a path is in, `.` for a path of one component: where a file named by itself is.
  package static func folder(of path: String) -> String {
    let parent = parent(of: path)
    return parent.isEmpty ? "." : parent
  }

  /// The last component (`a/b.png` → `b.png`, `a/b/` → `b`, `/` → `/`, empty for an empty path).
  package static func last(of path: String) -> String {
    let tidy = tidied(path)
    guard tidy != "/", let slash = tidy.unicodeScalars.lastIndex(of: "/") else { return tidy }
    return String(tidy.unicodeScalars[tidy.unicodeScalars.index(after: slash)...])
  }

  /// The last component's extension, as written (`a/b.PNG` → `PNG`, `b.tar.gz` → `gz`), empty when
  /// it has none or only a leading dot (`.gitignore`).
  package static func fileExtension(of path: String) -> String {
    let name = last(of: path).unicodeScalars
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
    return String(name[name.index(after: dot)...])
  }

  /// The path without its last component's extension (`a/b.png` → `a/b`, `b.tar.gz` → `b.tar`,
  /// `a/b/` → `a/b`).
  package static func deletingExtension(of path: String) -> String {
    let tidy = tidied(path).unicodeScalars
    let nameStart = tidy.lastIndex(of: "/").map { tidy.index(after: $0) } ?? tidy.startIndex
    guard let dot = tidy[nameStart...].lastIndex(of: "."), dot != nameStart else { return String(tidy) }
    return String(tidy[..<dot])
  }

  /// The base name without its extension (`a/Main.storyboard` → `Main`): the name Xcode gives a
  /// storyboard, a project or a scenario.
  package static func stem(of path: String) -> String {
    deletingExtension(of: last(of: path))
  }

  /// A path as reports print it, in every format alike: tidied (``tidied(_:)``) and without a
  /// leading `./` (`./Sources//App.swift` → `Sources/App.swift`; `.` and `./` → `.`), so that
  /// problem matchers and CI systems match it against the repository's files.
  package static func displayed(_ path: String) -> String {
    var tidy = Substring(tidied(path))
    while tidy.hasPrefix("./") { tidy = tidy.dropFirst(2) }
    return tidy.isEmpty ? "." : String(tidy)
  }

  /// The path of `name` in `folder`, as reports print it: `name` alone in `.`.
  package static func joined(_ folder: String, _ name: String) -> String {
    let folder = displayed(folder)
    if folder == "." { return displayed(name) }
    return folder == "/" ? "/" + name : folder + "/" + name
  }

  /// The path with each run of slashes made one and a trailing slash dropped (`/` stays `/`), as
  /// NSString tidies a path before taking it apart.
  static func tidied(_ path: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in path.unicodeScalars where !(scalar == "/" && scalars.last == "/") { scalars.append(scalar) }
    if scalars.count > 1, scalars.last == "/" { scalars.removeLast() }
    return String(scalars)
  }
}
