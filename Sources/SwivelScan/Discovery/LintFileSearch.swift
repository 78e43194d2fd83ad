import Foundation
import SwivelScenario

/// What `swivel lint` lints when it is given no file: the scenarios and Info.plists under a
/// folder, as `swiftlint` with no path lints the Swift files under the current folder.
///
/// A scenario is a `.yaml`, `.yml` or `.json` file whose text has a top-level `steps` key (a
/// line beginning `steps:`, or `"steps"` in a JSON object): other YAML files of a repository (CI
/// workflows, `.swivel.yml` itself) are not scenarios and are left alone. An Info.plist is a file
/// named `Info.plist` or ending in `-Info.plist` that holds `CFBundleIdentifier`. Hidden folders, `.build`, bundles (`.app`,
/// `.framework`, `.xcodeproj`, …: their Info.plists are built or vendored, not the app's) and
/// what the configuration leaves out are not searched; symbolic links are not followed.
public enum LintFileSearch {
  /// Folders never searched, by extension: bundles and Xcode's own folders.
  static let bundleExtensions: Set<String> = [
    "app", "appex", "framework", "xcframework", "bundle", "xcodeproj", "xcworkspace", "xcassets", "playground",
  ]

  /// At most this many entries are looked at, so that a huge tree ends the search.
  public static let entryLimit = 200_000

  /// The files to lint under `folder`, sorted, named from it as given (`.` names them bare);
  /// `truncated` when the entry limit stopped the search; `notUTF8`, the names met that are not
  /// UTF-8 (``UndecodableNames``), escaped: neither they nor what they hold can be opened.
  public static func files(
    under folder: String, filter: PathFilter
  ) -> (files: [String], truncated: Bool, notUTF8: [String]) {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return ([], false, []) }
    var found: [String] = []
    var seen = 0
    var undecodableIn: Set<String> = []
    while let relative = enumerator.nextObject() as? String {
      seen += 1
      if seen > entryLimit { return (found.sorted(), true, UndecodableNames.paths(inFolders: undecodableIn)) }
      let path = PathName.joined(folder, relative)
      let name = PathName.last(of: relative)
      if name.unicodeScalars.contains("\u{FFFD}") {
        enumerator.skipDescendants()
        undecodableIn.insert(PathName.parent(of: path))
        continue
      }
      let type = enumerator.fileAttributes?[.type] as? FileAttributeType
      if type == .typeDirectory {
        if name.hasPrefix(".") || name == "DerivedData"
          || bundleExtensions.contains(PathName.fileExtension(of: name).lowercased())
          || filter.excludesFromSearch(path)
        {
          enumerator.skipDescendants()
        }
        continue
      }
      guard type == .typeRegular, !name.hasPrefix("."), filter.admits(path) else { continue }
      if isAppInfoPlist(path, name: name) || isScenario(path) { found.append(path) }
    }
    return (found.sorted(), false, UndecodableNames.paths(inFolders: undecodableIn))
  }

  /// Whether a file is a bundle's Info.plist: named `Info.plist` or `…-Info.plist`, and holding
  /// `CFBundleIdentifier`, which every bundle's has (a service's settings file named so, such as
  /// Firebase's `GoogleService-Info.plist`, has not).
  static func isAppInfoPlist(_ path: String, name: String) -> Bool {
    guard name == "Info.plist" || name.hasSuffix("-Info.plist") else { return false }
    return head(of: path).map { $0.range(of: Data("CFBundleIdentifier".utf8)) != nil } ?? false
  }

  /// The first 256 KiB of a file, `nil` when it cannot be read.
  private static func head(of path: String) -> Data? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    return try? handle.read(upToCount: 256 * 1024)
  }

  /// Whether a file is a scenario: a YAML or JSON file whose first 256 KiB hold a top-level `steps` key.
  static func isScenario(_ path: String) -> Bool {
    let fileExtension = PathName.fileExtension(of: path).lowercased()
    guard ["yaml", "yml", "json"].contains(fileExtension), let data = head(of: path) else { return false }
    let text = String(decoding: data, as: UTF8.self)
    if fileExtension == "json" {
      return text.drop { $0.isWhitespace }.first == "{" && text.contains("\"steps\"")
    }
    return text.split(separator: "\n", omittingEmptySubsequences: true).contains { $0.hasPrefix("steps:") }
  }
}
