import Foundation

extension ObjCSourceReader {
  /// Whether a path names an Objective-C source (`.m`, `.mm`).
  static func isObjectiveC(_ path: String) -> Bool {
    guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return false }
    return extensions.contains(path[path.index(after: dot)...].lowercased())
  }
}
