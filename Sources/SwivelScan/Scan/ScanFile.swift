import Foundation
import SwivelScenario

/// Reads the files a scan opens (`project.pbxproj`, `.xcconfig`, Info.plist, workspace contents,
/// sources) with bounds: a regular file of at most ``sizeLimit`` bytes, so that a project pointing
/// at `/dev/zero` or a FIFO ends at once with a reason instead of never. The reading is the
/// scenario loader's (`FileContents`), with a larger limit.
///
/// A path is found as macOS finds it: Xcode builds on a file system that ignores case by default,
/// so a project may name `Controllers/stream/Cell.xib` for the `Controllers/Stream/Cell.xib` on
/// disk and still build. On a file system that minds case (Linux's), a path that names no file
/// is looked up again one component at a time, ignoring case (``caseInsensitiveMatch(for:)``).
enum ScanFile {
  /// The largest file read: 64 MiB, twenty times a very large `project.pbxproj`.
  static let sizeLimit = 64 << 20

  /// The bytes of the file at `path`, or why they cannot be read (`no such file`, `it is a
  /// folder`, `not a regular file …`, `larger than 64 MiB …`, or the system's reason).
  static func read(_ path: String) -> Result<Data, Unreadable> {
    var result = FileContents.read(path, sizeLimit: sizeLimit)
    if case .failure(let failure) = result, failure.reason == "no such file",
      let match = caseInsensitiveMatch(for: path)
    {
      result = FileContents.read(match, sizeLimit: sizeLimit)
    }
    return result.mapError { Unreadable(reason: $0.reason) }
  }

  /// The path of the existing file or folder that `path` names when case is ignored, found one
  /// component at a time; `nil` when the path exists as written, when there is none, or when a
  /// component matches more than one entry (which a file system that ignores case cannot hold).
  static func caseInsensitiveMatch(for path: String) -> String? {
    let fileManager = FileManager.default
    guard !fileManager.fileExists(atPath: path) else { return nil }
    var current = path.hasPrefix("/") ? "/" : ""
    for component in path.split(separator: "/") {
      let name = String(component)
      let exact = current.isEmpty ? name : (current as NSString).appendingPathComponent(name)
      if name == "." || name == ".." || fileManager.fileExists(atPath: exact) {
        current = exact
        continue
      }
      guard let entries = try? fileManager.contentsOfDirectory(atPath: current.isEmpty ? "." : current) else {
        return nil
      }
      let matches = entries.filter { $0.caseInsensitiveCompare(name) == .orderedSame }
      guard matches.count == 1 else { return nil }
      current = current.isEmpty ? matches[0] : (current as NSString).appendingPathComponent(matches[0])
    }
    return current.isEmpty ? nil : current
  }

  /// Why a file cannot be read.
  struct Unreadable: Error {
    var reason: String
  }
}
