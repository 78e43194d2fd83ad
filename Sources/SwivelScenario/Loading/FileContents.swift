import Foundation

/// Reads a whole input file (a scenario, an Info.plist) for the loaders, and says why in words a
/// person can act on when it cannot: each loader wraps the reason in its own typed error.
enum FileContents {
  /// The bytes of the file at `path`, or why they cannot be read: `no such file`, `it is a
  /// folder`, or the system's reason.
  static func read(_ path: String) -> Result<Data, Unreadable> {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return .failure(Unreadable(reason: "no such file"))
    }
    guard !isDirectory.boolValue else { return .failure(Unreadable(reason: "it is a folder")) }
    do {
      return .success(try Data(contentsOf: URL(fileURLWithPath: path)))
    } catch {
      return .failure(Unreadable(reason: error.localizedDescription))
    }
  }

  /// Why a file cannot be read.
  struct Unreadable: Error {
    var reason: String
  }
}
