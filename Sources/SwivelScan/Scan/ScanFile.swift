import Foundation
import SwivelScenario

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
  /// The path with every link resolved (realpath(3)), so that a walk enters each real folder
  /// once; the path itself when it cannot be resolved.
  static func realPath(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }

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

  /// The path of the existing file or folder that `path` names when case is ignored; `nil` when
  /// the path exists as written, when there is none, or when there are several.
  ///
  /// Every entry of each folder on the way whose name matches the component's, ignoring case, is
  /// followed: where macOS has one folder, a checkout on Linux of a project made there may hold
  /// its files under two names (`Sources/Controllers/…` and `Sources/controllers/…`, from commits
  /// that named it both ways). Two files that match are two that a file system ignoring case
  /// cannot both hold: the project could not have meant either. The search lists at most
  /// ``caseSearchLimit`` folders.
  static func caseInsensitiveMatch(for path: String) -> String? {
    let fileManager = FileManager.default
    guard !fileManager.fileExists(atPath: path) else { return nil }
    let components = path.split(separator: "/").map(String.init)
    var found: [String] = []
    var listed = 0
    func joined(_ folder: String, _ name: String) -> String {
      folder.isEmpty ? name : (folder as NSString).appendingPathComponent(name)
    }
    func search(from folder: String, at index: Int) {
      guard found.count < 2, listed < caseSearchLimit else { return }
      guard index < components.count else {
        found.append(folder)
        return
      }
      let name = components[index]
      if name == "." || name == ".." {
        search(from: joined(folder, name), at: index + 1)
        return
      }
      listed += 1
      guard let entries = try? fileManager.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder) else { return }
      let isLast = index == components.count - 1
      for entry in entries.sorted() where entry.caseInsensitiveCompare(name) == .orderedSame {
        var isFolder: ObjCBool = false
        let next = joined(folder, entry)
        guard fileManager.fileExists(atPath: next, isDirectory: &isFolder), isLast || isFolder.boolValue else {
          continue
        }
        search(from: next, at: index + 1)
      }
    }
    search(from: path.hasPrefix("/") ? "/" : "", at: 0)
    return found.count == 1 && listed < caseSearchLimit ? found[0] : nil
  }

  /// The most folders one ``caseInsensitiveMatch(for:)`` lists.
  static let caseSearchLimit = 256

  /// Why a file cannot be read.
  struct Unreadable: Error {
    var reason: String
  }
}
