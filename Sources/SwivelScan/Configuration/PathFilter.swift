import Foundation
import SwivelScenario

/// A path pattern of a configuration file's `excluded:` or `included:` list, relative to the
/// file's folder: `Pods`, `Vendor/**`, `**/Generated/*.swift`, `Examples/*App`.
///
/// `*` matches any run of characters within one path component, `?` one character, and `**` a
/// whole component any number of times (none included). A pattern that matches a folder matches
/// every file under it: `Pods` leaves out `Pods/Alamofire/Source/Session.swift`.
public struct PathGlob: Hashable, Sendable, CustomStringConvertible {
  /// The pattern as written.
  public let pattern: String
  private let components: [Substring]

  /// A pattern as a configuration writes it; a leading `./` and trailing slashes are dropped.
  public init(_ pattern: String) {
    self.pattern = pattern
    components = PathFilter.components(of: pattern)
  }

  public var description: String { pattern }

  /// Whether the path (components relative to the pattern's folder) is matched, or lies under a
  /// folder that is.
  func matches(_ path: [Substring]) -> Bool {
    guard !components.isEmpty else { return false }
    return Self.match(components[...], path[...])
  }

  /// Whether something under the folder (components relative to the pattern's folder) may be
  /// matched: the folder's components match the pattern's first ones, or reach a `**`.
  func mayMatchUnder(_ folder: [Substring]) -> Bool {
    guard !components.isEmpty else { return false }
    var pattern = components[...]
    var path = folder[...]
    while let component = path.first {
      guard let first = pattern.first else { return true }  // the folder lies under a match
      if first == "**" { return true }
      guard Self.matchComponent(Array(first.utf8)[...], Array(component.utf8)[...]) else { return false }
      pattern = pattern.dropFirst()
      path = path.dropFirst()
    }
    return true
  }

  /// Whether the pattern matches the path or a folder it lies under, in time linear in the
  /// product of their lengths whatever the `**`s (a pattern of eight `**` against a path 30
  /// folders deep took past 30 s backtracking): the pattern with a `**` appended (what lies under
  /// a match) is matched whole, as `*` is within a component, keeping only the last `**`'s place.
  private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
    wildcardMatch(Array(pattern) + ["**"], Array(path), isStar: { $0 == "**" }) { pattern, component in
      matchComponent(Array(pattern.utf8)[...], Array(component.utf8)[...])
    }
  }

  /// `*` and `?` within one component, byte by byte (a `?` matches one byte).
  fileprivate static func matchComponent(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>) -> Bool {
    wildcardMatch(Array(pattern), Array(text), isStar: { $0 == UInt8(ascii: "*") }) { pattern, byte in
      pattern == UInt8(ascii: "?") || pattern == byte
    }
  }

  /// Whether `pattern` matches all of `text`, a star matching any run of elements and every other
  /// element exactly one that `matches` it; greedy, keeping only the last star's place, so the
  /// work is at most the product of the lengths (the `*` of a name and the `**` of a path alike).
  private static func wildcardMatch<P, T>(
    _ pattern: [P], _ text: [T], isStar: (P) -> Bool, matches: (P, T) -> Bool
  ) -> Bool {
    var p = 0
    var t = 0
    var star: (p: Int, t: Int)?
    while t < text.count {
      if p < pattern.count, isStar(pattern[p]) {
        star = (p, t)
        p += 1
      } else if p < pattern.count, matches(pattern[p], text[t]) {
        p += 1
        t += 1
      } else if let last = star {
        p = last.p + 1
        t = last.t + 1
        star = (last.p, last.t + 1)
      } else {
        return false
      }
    }
    while p < pattern.count, isStar(pattern[p]) { p += 1 }
    return p == pattern.count
  }

}

/// Which files a scan reads and reports on: those under the configuration's folder that match
/// an `included:` pattern (every file when there is none), and match no `excluded:` one.
///
/// Paths are compared as absolute paths with `.` and `..` resolved, each made from the current
/// folder when relative (symbolic links are not followed).
public struct PathFilter: Hashable, Sendable {
  /// The folder the patterns are relative to (the configuration file's), absolute.
  public var folder: String
  /// Only files that match one of these are read and reported; all files when empty.
  public var included: [PathGlob]
  /// Files that match one of these are neither read nor reported.
  public var excluded: [PathGlob]
  /// The current folder, from which relative paths are made absolute.
  var currentFolder: String

  /// A filter of paths relative to `folder`.
  public init(folder: String, included: [PathGlob] = [], excluded: [PathGlob] = []) {
    currentFolder = FileManager.default.currentDirectoryPath
    self.folder = Self.absolute(folder, from: currentFolder)
    self.included = included
    self.excluded = excluded
  }

  /// Whether nothing is left out.
  public var admitsEverything: Bool { included.isEmpty && excluded.isEmpty }

  /// Whether the file, named as the scan names it (from the current folder, or absolute), is read
  /// and reported.
  public func admits(_ file: String) -> Bool {
    guard !admitsEverything else { return true }
    guard let relative = Self.relative(Self.absolute(file, from: currentFolder), to: folder) else {
      // A file outside the configuration's folder: no pattern names it.
      return included.isEmpty
    }
    let path = Self.components(of: relative)
    if !included.isEmpty, !included.contains(where: { $0.matches(path) }) { return false }
    return !excluded.contains { $0.matches(path) }
  }

  /// Whether a folder, project or workspace met while looking for projects is left out: it
  /// matches an `excluded:` pattern, or, with `included:` patterns, it neither lies under one nor
  /// may hold a path one matches (for a project or workspace, the folder it lies in:
  /// ``excludesBundle(_:)``). Such a path is never opened. A path outside the configuration's
  /// folder is never left out.
  public func excludesFromSearch(_ path: String) -> Bool {
    if PathName.last(of: path) == "project.pbxproj" { return excludesBundle(PathName.parent(of: path)) }
    if ["xcodeproj", "xcworkspace"].contains(PathName.fileExtension(of: path)) { return excludesBundle(path) }
    guard let components = componentsUnderFolder(path) else { return false }
    if excluded.contains(where: { $0.matches(components) }) { return true }
    return !included.isEmpty && !included.contains { $0.mayMatchUnder(components) }
  }

  /// Whether a project or workspace (an `.xcodeproj` or `.xcworkspace`) met while looking for
  /// projects is left out: it, or a folder it lies in, matches an `excluded:` pattern, or, with
  /// `included:` patterns, the folder it lies in is left out of the search
  /// (``excludesFromSearch(_:)``): `included: [App/Sources]` still opens `App.xcodeproj`.
  func excludesBundle(_ bundle: String) -> Bool {
    guard let components = componentsUnderFolder(bundle) else { return false }
    if excluded.contains(where: { $0.matches(components) }) { return true }
    return !included.isEmpty && !included.contains { $0.mayMatchUnder(Array(components.dropLast())) }
  }

  /// The components of a path relative to the configuration's folder; `nil` when nothing is
  /// left out or the path does not lie under the folder.
  private func componentsUnderFolder(_ path: String) -> [Substring]? {
    guard !admitsEverything, let relative = Self.relative(Self.absolute(path, from: currentFolder), to: folder)
    else { return nil }
    return Self.components(of: relative)
  }

  /// The components of a path, without empty ones and `.`.
  static func components(of path: String) -> [Substring] {
    path.split(separator: "/").filter { $0 != "." }
  }

  /// The path made absolute from `base` when relative, with `.` and `..` resolved.
  package static func absolute(_ path: String, from base: String) -> String {
    let joined = path.hasPrefix("/") ? path : base + "/" + path
    var kept: [Substring] = []
    for component in components(of: joined) {
      if component == ".." {
        if !kept.isEmpty { kept.removeLast() }
      } else {
        kept.append(component)
      }
    }
    return "/" + kept.joined(separator: "/")
  }

  /// The path of an absolute `path` relative to the absolute `folder`, when it lies under it.
  static func relative(_ path: String, to folder: String) -> String? {
    let inside = components(of: path)
    let base = components(of: folder)
    guard inside.count > base.count, Array(inside.prefix(base.count)) == base else { return nil }
    return inside.dropFirst(base.count).joined(separator: "/")
  }

  /// The path of an absolute `path` from the absolute `folder`, with `..` where it lies outside.
  static func relativeWithParents(_ path: String, from folder: String) -> String {
    let target = components(of: path)
    let base = components(of: folder)
    var common = 0
    while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
    let ups = Array(repeating: Substring(".."), count: base.count - common)
    return (ups + target.dropFirst(common)).joined(separator: "/")
  }
}
