#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes files whole: every file Swivel writes (`detect --svg`, `detect --generate`,
/// `check --junit`, `scan --emit-scenarios`) goes through here.
///
/// The bytes go to a temporary file in the same folder, which is flushed to the disk and then
/// renamed over the target (`rename(2)` replaces a file in one step), so an error or an
/// interrupt never leaves a half-written file in place of a good one, and a failed write leaves
/// no temporary file behind.
///
/// What is not a regular file is written through, not replaced: a symbolic link's target gets
/// the file (the link stays), and a device, a FIFO or a socket (`/dev/stdout`, `/dev/full`, a
/// named pipe a reader waits on) is opened and written as `>` in a shell would, with its write
/// error (`No space left on device`) as the reason.
public enum WholeFileWriter {
  /// Writes `bytes` to the file at `path`, replacing it whole.
  ///
  /// - Throws: ``FileWriteError`` naming `path` when the temporary file cannot be made or written,
  ///   or cannot take the target's place (the folder is missing or not writable, `path` is a
  ///   folder); the file at `path`, if any, is then as it was.
  public static func write(_ bytes: [UInt8], to path: String) throws(FileWriteError) {
    try write(bytes, to: path, using: systemWrite)
  }

  /// ``write(_:to:)-([UInt8],_)`` with the `write(2)` to use; tests pass one that fails halfway.
  static func write(
    _ bytes: [UInt8], to given: String, using systemWrite: (Int32, UnsafeRawPointer, Int) -> Int
  ) throws(FileWriteError) {
    var status = stat()
    if stat(given, &status) == 0, status.st_mode & S_IFMT != S_IFREG, status.st_mode & S_IFMT != S_IFDIR {
      try writeThrough(bytes, to: given, using: systemWrite)
      return
    }
    // A link: the file it names is replaced, the link kept.
    let path = linkTarget(of: given) ?? given
    let temporary = path + ".swivel-\(getpid()).tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { throw FileWriteError(path: given, reason: systemMessage()) }
    var isRenamed = false
    defer { if !isRenamed { unlink(temporary) } }
    do {
      defer { close(descriptor) }
      try writeAll(bytes, to: descriptor, naming: given, using: systemWrite)
      // Whole on the disk before it takes the old file's place.
      guard fsync(descriptor) == 0 else { throw FileWriteError(path: given, reason: systemMessage()) }
    }
    guard rename(temporary, path) == 0 else { throw FileWriteError(path: given, reason: systemMessage()) }
    isRenamed = true
  }

  /// Writes to what is not a regular file (a device, a FIFO, a socket) as it is, in order.
  private static func writeThrough(
    _ bytes: [UInt8], to path: String, using systemWrite: (Int32, UnsafeRawPointer, Int) -> Int
  ) throws(FileWriteError) {
    let descriptor = open(path, O_WRONLY)
    guard descriptor >= 0 else { throw FileWriteError(path: path, reason: systemMessage()) }
    defer { close(descriptor) }
    try writeAll(bytes, to: descriptor, naming: path, using: systemWrite)
  }

  /// Writes every byte to the open descriptor, again after an interrupt; an error names `path`.
  private static func writeAll(
    _ bytes: [UInt8], to descriptor: Int32, naming path: String,
    using systemWrite: (Int32, UnsafeRawPointer, Int) -> Int
  ) throws(FileWriteError) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        systemWrite(descriptor, buffer.baseAddress! + offset, bytes.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        throw FileWriteError(path: path, reason: systemMessage())
      }
      offset += written
    }
  }

  /// The path a symbolic link names, made absolute from the link's folder; `nil` when `path` is
  /// no link. Links to links are followed (at most 32 of them, as a loop would go on forever).
  private static func linkTarget(of path: String) -> String? {
    var current = path
    var followed = false
    for _ in 0..<32 {
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let length = readlink(current, &buffer, Int(PATH_MAX))
      guard length > 0 else { return followed ? current : nil }
      let target = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current = target.hasPrefix("/") ? target : parent(of: current) + "/" + target
      followed = true
    }
    return current
  }

  /// Writes `text` as UTF-8 to the file at `path`, replacing it whole (see ``write(_:to:)-([UInt8],_)``).
  ///
  /// - Throws: ``FileWriteError`` naming `path`; the file at `path`, if any, is then as it was.
  public static func write(_ text: String, to path: String) throws(FileWriteError) {
    try write(Array(text.utf8), to: path)
  }

  /// Makes the folder `path` if it is not there yet; its parent must exist.
  ///
  /// - Throws: ``FileWriteError`` naming the folder when it cannot be made, or when `path` is
  ///   something else than a folder (a file).
  public static func makeDirectory(_ path: String) throws(FileWriteError) {
    var status = stat()
    if stat(path, &status) == 0 {
      guard status.st_mode & S_IFMT == S_IFDIR else {
        throw FileWriteError(path: path, reason: "it is a file, not a folder")
      }
      return
    }
    guard mkdir(path, 0o755) == 0 else {
      // Only the last folder is made, as `mkdir` does: a mistyped parent is not made silently.
      let reason =
        errno == ENOENT
        ? "its parent folder \(parent(of: path)) does not exist (only the last folder is made)"
        : systemMessage()
      throw FileWriteError(path: path, reason: reason)
    }
  }

  /// The folder holding `path`: what comes before its last `/` (trailing ones aside), or `.`.
  private static func parent(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "." }
    return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
  }

  /// The C library's text for `errno`.
  private static func systemMessage() -> String { String(cString: strerror(errno)) }
}

/// Why a file or folder could not be written: `plot.svg: cannot write: Permission denied`.
public struct FileWriteError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file or folder, as given.
  public var path: String
  /// Why, in the system's words (`No such file or directory`) or Swivel's.
  public var reason: String

  /// An error writing `path`, for `reason`.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// `path: cannot write: reason`.
  public var description: String { "\(path): cannot write: \(reason)" }
}
