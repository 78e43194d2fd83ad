import SwivelScenario

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// File names that are not UTF-8, which a Linux file system allows (a name is any bytes but `/`
/// and NUL) and Foundation cannot name: it lists them with U+FFFD in place of each byte it could
/// not decode, and that name opens nothing. Swivel opens only what Foundation can name, so a walk
/// that meets one says so, with the name's bytes written as `\xE9`, rather than lose what is
/// under it. (An Xcode project comes from a Mac, whose file systems keep names UTF-8.)
package enum UndecodableNames {
  /// Why such a name is not opened, as every message about one says it.
  package static let reason = "the name is not UTF-8 (each \\x is a byte that is not), which Swivel cannot open"

  /// The names that are not UTF-8 in each of `folders`, escaped and joined to their folder, in
  /// order: what a walk that met U+FFFD in those folders' listings could not open.
  package static func paths(inFolders folders: Set<String>) -> [String] {
    folders.sorted().flatMap { folder in names(in: folder).map { PathName.joined(folder.isEmpty ? "." : folder, $0) } }
  }

  /// Whether a folder's listing may hide such a name: one of its names holds U+FFFD.
  static func mayBeAmong(_ names: [String]) -> Bool {
    names.contains { $0.unicodeScalars.contains("\u{FFFD}") }
  }

  /// The names in `folder` that are not UTF-8, escaped, in name order; only those of folders
  /// (links to folders included) when `foldersOnly`.
  package static func names(in folder: String, foldersOnly: Bool = false) -> [String] {
    guard let directory = opendir(folder.isEmpty ? "." : folder) else { return [] }
    defer { closedir(directory) }
    var found: [String] = []
    while let entry = readdir(directory) {
      let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
      guard String(validating: bytes, as: UTF8.self) == nil else { continue }
      if foldersOnly, !isFolder(entry, named: bytes, in: directory) { continue }
      found.append(escaped(bytes))
    }
    return found.sorted()
  }

  /// Whether an entry is a folder, or a link to one: its type as listed, else as its name's bytes
  /// stat (a link, or a file system that lists no types).
  private static func isFolder(
    _ entry: UnsafeMutablePointer<dirent>, named bytes: [UInt8], in directory: OpaquePointer
  ) -> Bool {
    let type = Int(entry.pointee.d_type)
    if type == Int(DT_DIR) { return true }
    guard type == Int(DT_LNK) || type == Int(DT_UNKNOWN) else { return false }
    var status = stat()
    let name = bytes.map { CChar(bitPattern: $0) } + [0]
    guard fstatat(dirfd(directory), name, &status, 0) == 0 else { return false }
    return status.st_mode & S_IFMT == S_IFDIR
  }

  /// The bytes as text: what is UTF-8 decoded, each other byte as `\xE9`.
  package static func escaped(_ bytes: [UInt8]) -> String {
    var text = ""
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        text.unicodeScalars.append(Unicode.UTF8.decode(encoded))
        offset += encoded.count
      case .error(let length):
        for byte in bytes[offset..<offset + length] {
          text += "\\x" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
        }
        offset += length
      case .emptyInput:
        return text
      }
    }
  }
}

extension String {
  /// The text with `0` before it up to `width` characters.
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
