import Foundation

/// libclang for one scan: opened when the first target with Objective-C files needs it, and the
/// note that it could not be, given once for the whole scan.
///
/// A scan runs its targets one after another; this is used from that one thread.
final class ObjectiveCSources {
  let search: LibclangSearch
  private var loaded: Result<Libclang, Libclang.LoadFailure>?
  private var hasNoted = false

  init(search: LibclangSearch) {
    self.search = search
  }

  /// libclang, or why it cannot be opened.
  func library() -> Result<Libclang, Libclang.LoadFailure> {
    if let loaded { return loaded }
    let result = Libclang.load(search)
    loaded = result
    return result
  }

  /// Starts opening libclang on another thread, for a scan that will likely need it: the library
  /// found, or the reason none is, is kept for the process (``Libclang/load(_:)``), so that
  /// ``library()`` gives the same answer at once, or when the opening ends. Says nothing itself.
  var openSoon: @Sendable () -> Void {
    { [search] in DispatchQueue.global().async { _ = Libclang.load(search) } }
  }

  /// The note that Objective-C files are skipped, the first time only; `nil` after.
  func noteOnce(_ failure: Libclang.LoadFailure, at location: ScanLocation) -> ScanNote? {
    guard !hasNoted else { return nil }
    hasNoted = true
    return ScanNote(at: location, Self.message(failure))
  }

  /// The note for a file clang cannot make a translation unit of.
  static let unreadableFileNote = "clang could not read the file as Objective-C; its classes are not judged"

  /// What the note says: that Objective-C files were not read, why, and how to point the scan at
  /// libclang.
  static func message(_ failure: Libclang.LoadFailure) -> String {
    let hint =
      "set \(LibclangSearch.environmentVariable) to the path of libclang (it ships with every Swift toolchain, in usr/lib beside usr/bin/swift)"
    switch failure {
    case .notFound(let searched):
      let places = searched.isEmpty ? "" : " (looked for \(searched.joined(separator: ", ")))"
      return "Objective-C files were not read: libclang was not found\(places); \(hint)"
    case .unusable(let path, let reason):
      return "Objective-C files were not read: libclang at \(path) could not be opened: \(reason); \(hint)"
    }
  }
}

extension ObjCSourceReader {
  /// Whether a path names an Objective-C source (`.m`, `.mm`).
  static func isObjectiveC(_ path: String) -> Bool {
    guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return false }
    return extensions.contains(path[path.index(after: dot)...].lowercased())
  }
}
