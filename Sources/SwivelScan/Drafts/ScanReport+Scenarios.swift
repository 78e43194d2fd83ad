import SwivelCore
import SwivelMotion

extension TargetScan {
  /// The scenario `swivel scan --emit-scenarios` writes for this target: its app section and
  /// controllers filled from what was read, steps that turn the device, and no expectations yet
  /// (see the internal `ScenarioDraft`).
  public var scenarioDraft: String { ScenarioDraft(target: self).text }

  /// The draft of the target on one of its families (``scenarioDraft`` is the iPhone's of a
  /// universal app).
  public func scenarioDraft(on family: UserInterfaceIdiom) -> String {
    ScenarioDraft(target: self, family: family).text
  }
}

extension ScanReport {
  /// The scenario files of every target, in order: a file name safe on any file system (the
  /// target's name with `-` for any character but ASCII letters, digits, `.`, `_` and `-`, then
  /// `.yaml`; `-2`, `-3` … when two targets would share a name, whatever the case), and its text.
  /// A universal app has one per family, `Name-iPhone.yaml` and `Name-iPad.yaml`.
  public var scenarioDrafts: [(fileName: String, text: String)] {
    var used: Set<String> = []
    return targets.flatMap { target in
      var base = String(
        target.name.unicodeScalars.map { scalar -> Character in
          scalar.isASCII
            && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "._-".unicodeScalars.contains(scalar))
            ? Character(scalar) : "-"
        })
      while base.hasPrefix(".") { base.removeFirst() }
      if base.isEmpty { base = "target" }
      base = String(base.prefix(200))
      let families: [(suffix: String, family: UserInterfaceIdiom?)] =
        target.families.count > 1 ? [("-iPhone", .phone), ("-iPad", .pad)] : [("", nil)]
      return families.map { suffix, family in
        var name = base + suffix + ".yaml"
        var number = 2
        while !used.insert(name.lowercased()).inserted {
          name = "\(base)\(suffix)-\(number).yaml"
          number += 1
        }
        return (name, ScenarioDraft(target: target, family: family).text)
      }
    }
  }

  /// Writes ``scenarioDrafts`` into `directory`, made if missing (its parent must exist), each
  /// file written whole (SwivelMotion's `WholeFileWriter`): a file already there is replaced in one step.
  ///
  /// - Returns: the paths written, in order.
  /// - Throws: `FileWriteError` when the folder cannot be made (it is a file, its parent is
  ///   missing) or a file cannot be written; the files already written stay.
  @discardableResult
  public func writeScenarios(to directory: String) throws(FileWriteError) -> [String] {
    try WholeFileWriter.makeDirectory(directory)
    var paths: [String] = []
    for draft in scenarioDrafts {
      let path = directory.hasSuffix("/") ? directory + draft.fileName : directory + "/" + draft.fileName
      try WholeFileWriter.write(draft.text, to: path)
      paths.append(path)
    }
    return paths
  }
}
