import Foundation
import SwivelScenario

/// Reads the files a scan opens (`project.pbxproj`, `.xcconfig`, Info.plist, workspace contents,
/// sources) with bounds: a regular file of at most ``sizeLimit`` bytes, so that a project pointing
/// at `/dev/zero` or a FIFO ends at once with a reason instead of never. The reading is the
/// scenario loader's (`FileContents`), with a larger limit.
enum ScanFile {
  /// The largest file read: 64 MiB, twenty times a very large `project.pbxproj`.
  static let sizeLimit = 64 << 20

  /// The bytes of the file at `path`, or why they cannot be read (`no such file`, `it is a
  /// folder`, `not a regular file …`, `larger than 64 MiB …`, or the system's reason).
  static func read(_ path: String) -> Result<Data, Unreadable> {
    FileContents.read(path, sizeLimit: sizeLimit).mapError { Unreadable(reason: $0.reason) }
  }

  /// Why a file cannot be read.
  struct Unreadable: Error {
    var reason: String
  }
}
