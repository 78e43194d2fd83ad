import SwivelCore

/// The allowed name nearest to a misspelt one, to suggest it in an error message.
package enum NearestName {
  /// The name among `names` closest to `name` by edit distance, if it is close enough to be a
  /// typo: at most a third of the longer name's length, and at most 3 edits (so names of one or
  /// two letters get no suggestion). Case differences
  /// count as one edit each, so `Portrait` suggests `portrait`.
  package static func find(_ name: String, among names: [String]) -> String? {
    guard !name.isEmpty, name.count <= 64 else { return nil }
    var best: (name: String, distance: Int)?
    for candidate in names where candidate != name {
      let distance = editDistance(Array(name.unicodeScalars), Array(candidate.unicodeScalars))
      let limit = min(3, max(name.count, candidate.count) / 3)
      guard distance <= limit else { continue }
      if best == nil || distance < best!.distance { best = (candidate, distance) }
    }
    return best?.name
  }

  /// The catalog device id to suggest for one that is none: the model whose marketing name it
  /// spells (`iphone-13` → `iphone-14`, the iPhone 13's screen), else the nearest id.
  static func device(for id: String) -> String? {
    DeviceCatalog.model(marketingName: id)?.id ?? find(id, among: DeviceCatalog.ids)
  }

  /// The Levenshtein distance (insertions, deletions, substitutions), with a transposition of
  /// two neighbours counted as one edit.
  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previousPrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], previousPrevious[j - 2] + 1)
        }
      }
      (previousPrevious, previous, current) = (previous, current, previousPrevious)
    }
    return previous[b.count]
  }
}
