import Foundation

/// Reads a whole input file (a scenario, an Info.plist) for the loaders, and says why in words a
/// person can act on when it cannot: each loader wraps the reason in its own typed error.
enum FileContents {
  /// The largest input file read: 16 MiB, hundreds of times any real scenario or Info.plist.
  static let sizeLimit = 16 << 20

  /// The bytes of the file at `path`, or why they cannot be read: `no such file`, `it is a
  /// folder`, not a regular file (a device such as `/dev/zero` never ends; a FIFO may never be
  /// written to), larger than ``sizeLimit``, or the system's reason.
  static func read(_ path: String) -> Result<Data, Unreadable> {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return .failure(Unreadable(reason: "no such file"))
    }
    guard !isDirectory.boolValue else { return .failure(Unreadable(reason: "it is a folder")) }
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      attributes[.type] as? FileAttributeType == .typeRegular
    else {
      return .failure(Unreadable(reason: "not a regular file (a device, FIFO or socket)"))
    }
    if let size = attributes[.size] as? NSNumber, size.intValue > sizeLimit {
      return .failure(Unreadable(reason: "larger than \(sizeLimit >> 20) MiB (\(size.intValue) bytes)"))
    }
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
