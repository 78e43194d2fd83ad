import Foundation
import Yams

/// One YAML document read as scenarios are read: UTF-8 text (a byte order mark skipped, a NUL
/// byte refused), bounded by ``YAMLLimits`` before it is composed, composed by Yams with its
/// marks, and exactly one document. Scenarios (``ScenarioLoader``) and `swivel`'s configuration
/// file (`.swivel.yml`, in SwivelScan) both read their YAML here, so both get the same limits and
/// the same located errors.
package enum YAMLDocument {
  /// The text of a YAML file's bytes: UTF-8, a byte order mark skipped.
  ///
  /// - Throws: ``ScenarioError/Problem/notUTF8`` when the bytes are not UTF-8 text.
  package static func text(of data: Data, file: String) throws(ScenarioError) -> String {
    var bytes = data
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    guard let text = String(bytes: bytes, encoding: .utf8) else {
      throw ScenarioError(.notUTF8, at: SourceLocation(file: file))
    }
    return text
  }

  /// The one document of the text, with its marks, after the limits are checked.
  ///
  /// - Throws: ``ScenarioError``: not UTF-8 (a NUL byte: libyaml stops at one, so such a file is
  ///   binary), over a limit, a syntax error, a duplicate key, or not exactly one document.
  package static func compose(_ yaml: String, file: String) throws(ScenarioError) -> Node {
    if yaml.utf8.contains(0) {
      throw ScenarioError(.notUTF8, at: SourceLocation(file: file))
    }
    try YAMLLimits.check(yaml, file: file)
    do {
      let parser = try Parser(yaml: yaml)
      guard let root = try parser.nextRoot() else {
        throw ScenarioError(.notOneDocument(found: 0), at: SourceLocation(file: file))
      }
      if let second = try parser.nextRoot() {
        let mark = second.mark
        throw ScenarioError(
          .notOneDocument(found: 2),
          at: SourceLocation(file: file, line: mark?.line ?? 0, column: mark?.column ?? 0))
      }
      return root
    } catch let error as ScenarioError {
      throw error
    } catch let error as YamlError {
      throw ScenarioLoader.scenarioError(error, file: file)
    } catch {
      throw ScenarioError(.syntax("\(error)"), at: SourceLocation(file: file))
    }
  }
}
