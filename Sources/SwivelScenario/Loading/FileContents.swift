import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a whole input file (a scenario, an Info.plist, a file `swivel scan` opens) for the
/// readers, and says why in words a person can act on when it cannot: each reader wraps the
/// reason in its own typed error.
package enum FileContents {
  /// The largest input file read: 16 MiB, hundreds of times any real scenario or Info.plist.
  package static let sizeLimit = 16 << 20

  /// The bytes of the file at `path`, or why they cannot be read: `no such file`, `it is a
  /// folder`, not a regular file (a device such as `/dev/zero` never ends; a FIFO may never be
  /// written to), larger than `sizeLimit` (``sizeLimit`` unless said), or the system's reason.
  ///
  /// The file is read with the system's calls, not `Data(contentsOf:)`, which on Linux leaks
  /// the buffer it reads an empty file into; and what is checked is the file that was opened.
  package static func read(_ path: String, sizeLimit: Int = sizeLimit) -> Result<Data, Unreadable> {
    // Without O_NONBLOCK, opening a FIFO waits for a writer.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK)
    guard descriptor >= 0 else {
      return .failure(Unreadable(reason: errno == ENOENT ? "no such file" : String(cString: strerror(errno))))
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .failure(Unreadable(reason: String(cString: strerror(errno)))) }
    switch status.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: return .failure(Unreadable(reason: "it is a folder"))
    default: return .failure(Unreadable(reason: "not a regular file (a device, FIFO or socket)"))
    }
    let size = Int(status.st_size)
    if size > sizeLimit {
      return .failure(Unreadable(reason: "larger than \(sizeLimit >> 20) MiB (\(size) bytes)"))
    }
    // The file may change while it is read: read to its end, never past the limit. The bytes
    // are read into the Data returned, which is then cut to what was read, without a copy.
    var bytes = Data(count: size + 1)
    var count = 0
    while true {
      if count == bytes.count {
        guard bytes.count <= sizeLimit else {
          return .failure(Unreadable(reason: "larger than \(sizeLimit >> 20) MiB"))
        }
        bytes.count += min(bytes.count, sizeLimit + 1 - bytes.count)
      }
      let read = bytes.withUnsafeMutableBytes { buffer in
        readBytes(descriptor, buffer.baseAddress! + count, buffer.count - count)
      }
      if read < 0 {
        if errno == EINTR { continue }
        return .failure(Unreadable(reason: String(cString: strerror(errno))))
      }
      if read == 0 { break }
      count += read
    }
    bytes.count = count
    return .success(bytes)
  }

  /// Why a file cannot be read.
  package struct Unreadable: Error {
    package var reason: String
  }
}

/// `read(2)`, under a name that ``FileContents/read(_:)`` does not hide.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}
