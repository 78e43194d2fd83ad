import Foundation
import SwivelScenario

/// The `.swivel.yml` files in folders below the configuration a run starts from, each refining
/// it for the files under its folder, as SwiftLint's nested configurations do: its
/// `disabled_rules` turn more rules off there, its `severity` overrides win, and its `excluded`
/// and `included` (relative to its own folder) drop the findings of the files they leave out.
/// The keys that concern the whole run (`configuration`, `targets`, `device`, `ios`, `strict`,
/// `lenient`, `warning_threshold`) are the starting configuration's: a nested file's are not
/// used.
///
/// Files are read when a finding or a suppression first needs them, once each; one that cannot
/// be read or understood is kept in ``errors`` (the command exits 2, as for the starting file).
public final class NestedConfigurations: @unchecked Sendable {
  /// The folder of the configuration the run starts from (absolute): nested files lie below it.
  public let root: String
  private let lock = NSLock()
  private var loaded: [String: SwivelConfiguration?] = [:]
  private var problems: [String: ConfigurationError] = [:]

  /// Nested files below `root`, a folder, absolute or from the current folder.
  public init(root: String) {
    self.root = PathFilter.absolute(root, from: FileManager.default.currentDirectoryPath)
  }

  /// What could not be read or understood, by file, sorted.
  public var errors: [ConfigurationError] {
    lock.lock()
    defer { lock.unlock() }
    return problems.keys.sorted().compactMap { problems[$0] }
  }

  /// The nested configurations that apply to `file`, outermost first: those in the folders from
  /// below ``root`` down to the file's own. None for a file outside ``root``.
  public func configurations(for file: String) -> [SwivelConfiguration] {
    let absolute = PathFilter.absolute(file, from: FileManager.default.currentDirectoryPath)
    guard let relative = PathFilter.relative(absolute, to: root) else { return [] }
    let folders = PathFilter.components(of: relative).dropLast()
    var found: [SwivelConfiguration] = []
    var folder = root
    for name in folders {
      folder = folder == "/" ? "/" + name : folder + "/" + name
      if let configuration = load(folder + "/" + SwivelConfiguration.fileName) { found.append(configuration) }
    }
    return found
  }

  private func load(_ path: String) -> SwivelConfiguration? {
    lock.lock()
    if let known = loaded[path] {
      lock.unlock()
      return known
    }
    lock.unlock()
    var configuration: SwivelConfiguration?
    var problem: ConfigurationError?
    if FileManager.default.fileExists(atPath: path) {
      do throws(ConfigurationError) {
        configuration = try SwivelConfiguration.load(contentsOf: path)
      } catch {
        problem = error
      }
    }
    lock.lock()
    loaded[path] = configuration
    if let problem { problems[path] = problem }
    lock.unlock()
    return configuration
  }
}

extension SwivelConfiguration {
  /// The rules and paths that hold for one file: this configuration refined by the nested ones
  /// above the file (``NestedConfigurations``), when there are any.
  public func local(for file: String) -> SwivelConfiguration {
    guard let nested else { return self }
    let inner = nested.configurations(for: file)
    guard !inner.isEmpty else { return self }
    var local = self
    for configuration in inner {
      local.disabledRules.formUnion(configuration.disabledRules)
      local.severities.merge(configuration.severities) { _, inner in inner }
      local.nestedFilters.append(configuration.paths)
    }
    return local
  }

  /// Whether the file is read and reported: this configuration's paths and every nested one's.
  public func admits(_ file: String) -> Bool {
    paths.admits(file) && nestedFilters.allSatisfy { $0.admits(file) }
  }
}
