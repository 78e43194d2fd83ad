import Foundation

/// Reads the files a scan opens (`project.pbxproj`, `.xcconfig`, Info.plist, workspace contents)
/// with bounds: a regular file of at most ``sizeLimit`` bytes, so that a project pointing at
/// `/dev/zero` or a FIFO ends at once with a reason instead of never.
enum ScanFile {
  /// The largest file read: 64 MiB, twenty times a very large `project.pbxproj`.
  static let sizeLimit = 64 << 20

  /// The bytes of the file at `path`, or why they cannot be read (`no such file`, `it is a
  /// folder`, `not a regular file …`, `larger than 64 MiB …`, or the system's reason).
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
    // An empty file is not handed to Foundation, whose `Data(contentsOf:)` leaks the 4 KiB buffer
    // it reads an empty file into (Swift 6.3, Linux; seen by `Scripts/sanitize.sh address`).
    if let size = attributes[.size] as? NSNumber, size.intValue == 0 { return .success(Data()) }
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
