import Foundation

extension PBXProject {
  /// The paths of the headers (`.h`) the project lists, as the scan names files, sorted: those a
  /// quoted `#import` may name by their file name alone (Xcode's header map finds every project
  /// header so).
  func listedHeaders() -> [String] {
    var headers: Set<String> = []
    for (id, object) in objects where object["isa"] as? String == "PBXFileReference" {
      guard let written = object["path"] as? String, written.lowercased().hasSuffix(".h"),
        let path = path(ofReference: id)
      else { continue }
      headers.insert(path)
    }
    return headers.sorted()
  }
}
