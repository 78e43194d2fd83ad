import Foundation

/// Paths with their last component removed, as `NSString.deletingLastPathComponent` removes it
/// (`a/b` → `a`, `/a` → `/`, `a` → empty), without its crash.
///
/// swift-corelibs-foundation of Swift 6.3 on Linux traps (an illegal instruction in
/// `String._startOfLastPathComponent`) on a path of one character, with or without slashes after
/// it: `a`, `a/`, `.`, `./`, `é`. A scenario file can be named so, and a build setting can hold
/// such a value (`$(NAME:dir)`), so every path of a file or setting that Swivel reads goes through
/// here. Only SwivelScenario and SwivelScan use it.
package enum ParentPath {
  /// The path without its last component: empty for a path with no slash but trailing ones.
  package static func of(_ path: String) -> String {
    var core = Substring(path)
    while core.count > 1, core.hasSuffix("/") { core = core.dropLast() }
    if !core.isEmpty, !core.contains("/") { return "" }
    return (path as NSString).deletingLastPathComponent
  }
}
