import Foundation
import SwivelCore
import Yams

/// Reads scenario files: YAML, or JSON (read as YAML), into a checked ``Scenario``.
///
/// Any problem, from an unreadable file to a controller id that names nothing, is a
/// ``ScenarioError`` naming the file, line and column; the loader never crashes on its input.
///
/// ```swift
/// let scenario = try ScenarioLoader().load(contentsOf: "photo.yaml")
/// ```
public struct ScenarioLoader: Sendable {
  /// What is at a path; the loader checks `infoPlist:` and `motion:` files with it.
  let pathKind: @Sendable (String) -> PathKind

  /// A loader that looks for the files a scenario names on disk.
  public init() {
    self.init(pathKind: { path in
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .nothing }
      return isDirectory.boolValue ? .folder : .file
    })
  }

  /// A loader that asks `fileExists` whether the files a scenario names exist (for tests).
  public init(fileExists: @escaping @Sendable (String) -> Bool) {
    self.init(pathKind: { fileExists($0) ? .file : .nothing })
  }

  /// A loader that asks `pathKind` what is at the paths a scenario names (for tests).
  init(pathKind: @escaping @Sendable (String) -> PathKind) {
    self.pathKind = pathKind
  }

  /// What is at a path a scenario names.
  enum PathKind: Sendable {
    case file, folder, nothing
  }

  /// Reads and checks the scenario file at `path`.
  ///
  /// Relative paths inside it (`infoPlist:`, `motion:`) are resolved against its folder, and
  /// locations name the file as `path` does.
  ///
  /// - Throws: ``ScenarioError``.
  public func load(contentsOf path: String) throws(ScenarioError) -> Scenario {
    let data: Data
    switch FileContents.read(path) {
    case .success(let contents): data = contents
    case .failure(let failure):
      throw ScenarioError(.unreadableFile(reason: failure.reason), at: SourceLocation(file: path))
    }
    let directory = PathName.parent(of: path)
    return try load(data: data, file: path, directory: directory)
  }

  /// Checks a scenario given as bytes: UTF-8 YAML or JSON.
  ///
  /// - Parameters:
  ///   - data: the file's bytes; a UTF-8 byte order mark is skipped.
  ///   - file: the name locations use.
  ///   - directory: the folder relative paths are resolved against; empty: the current folder.
  /// - Throws: ``ScenarioError``.
  public func load(data: Data, file: String, directory: String = "") throws(ScenarioError) -> Scenario {
    try load(yaml: YAMLDocument.text(of: data, file: file), file: file, directory: directory)
  }

  /// Checks a scenario given as text.
  ///
  /// - Parameters:
  ///   - yaml: the scenario, as YAML or JSON text.
  ///   - file: the name locations use.
  ///   - directory: the folder relative paths are resolved against; empty: the current folder.
  /// - Throws: ``ScenarioError``.
  public func load(yaml: String, file: String, directory: String = "") throws(ScenarioError) -> Scenario {
    let root = try YAMLDocument.compose(yaml, file: file)
    let decoder = ScenarioDecoder(file: file, directory: directory, pathKind: pathKind)
    let name = PathName.stem(of: file)
    return try decoder.decodeScenario(root, defaultName: name.isEmpty ? file : name)
  }

  /// The YAML parser's error, at its place, in one line.
  static func scenarioError(_ error: YamlError, file: String) -> ScenarioError {
    func at(_ mark: Mark) -> SourceLocation { SourceLocation(file: file, line: mark.line, column: mark.column) }
    func phrase(_ context: YamlError.Context?, _ problem: String) -> String {
      guard let context else { return problem }
      return "\(problem) \(context.text) at line \(context.mark.line), column \(context.mark.column)"
    }
    switch error {
    case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      return ScenarioError(.syntax(phrase(context, problem)), at: at(mark))
    case .reader(let problem, let offset, _, let yaml):
      var location = SourceLocation(file: file)
      if let offset, offset <= yaml.count {
        let prefix = yaml.prefix(offset)
        let line = prefix.count(where: { $0 == "\n" || $0 == "\r\n" }) + 1
        let column =
          prefix.split(separator: "\n", omittingEmptySubsequences: false).last.map { $0.unicodeScalars.count + 1 } ?? 1
        location = SourceLocation(file: file, line: line, column: column)
      }
      return ScenarioError(.syntax(problem), at: location)
    case .duplicatedKeysInMapping(let duplicates, let context):
      return ScenarioError(.duplicateKey(duplicates.first ?? ""), at: at(context.mark))
    case .dataCouldNotBeDecoded:
      return ScenarioError(.notUTF8, at: SourceLocation(file: file))
    default:
      return ScenarioError(.syntax("\(error)"), at: SourceLocation(file: file))
    }
  }
}
