import Foundation
import SwivelCore
import SwivelScenario
import Yams

/// The configuration file, `.swivel.yml`: which rules run and how severe they are, which files a
/// scan reads, and the defaults of `swivel scan` and `swivel lint`.
///
/// ```yaml
/// disabled_rules: [attempt-rotation-deprecated]
/// severity: {device-orientation-setter: error, shouldautorotate-ignored: warning}
/// excluded: [Pods, Vendor, "**/Generated"]
/// included: [App, Packages]
/// configuration: Debug          # swivel scan --configuration
/// targets: [App, AppLite]       # swivel scan --target
/// device: ipad-10.2             # swivel lint --device
/// ios: "17.4"                   # swivel lint --ios
/// strict: true                  # --strict: warnings fail the run too (or lenient: true)
/// warning_threshold: 10         # with 10 warnings or more, the run fails
/// ```
///
/// It is found from the scanned or linted path upward, the nearest first, up to the file
/// system's root (``find(from:)``); the command line's `--config` names one instead. Every key is
/// optional. There is no `opt_in_rules`: every rule runs unless disabled. An unknown key or rule
/// id, or a value of the wrong kind, is a ``ConfigurationError`` at its line and column, with the
/// nearest name when there is one.
public struct SwivelConfiguration: Sendable {
  /// The file's name.
  public static let fileName = ".swivel.yml"
  /// The longest name `targets:` may list, in bytes: Xcode's target names are a few dozen.
  static let targetNameLimit = 1_024

  /// The file read, as named; `nil` for the empty configuration.
  public var file: String?
  /// Rules that do not run.
  public var disabledRules: Set<String> = []
  /// The severity a rule's findings get in place of its own.
  public var severities: [String: LintSeverity] = [:]
  /// The files read and reported on: `included:` and `excluded:`, relative to the file's folder.
  public var paths: PathFilter
  /// `swivel scan`'s build configuration, unless `--configuration` names one.
  public var buildConfiguration: String?
  /// The app targets `swivel scan` reports on, unless `--target` names some; all when `nil`.
  /// A name written twice is kept once.
  public var targets: [String]?
  /// Where each of ``targets`` is written, for an error about a name no project has.
  public var targetLocations: [String: SourceLocation] = [:]
  /// `swivel lint`'s device for Info.plists, unless `--device` names one.
  public var device: String?
  /// `swivel lint`'s iOS version for Info.plists, unless `--ios` names one.
  public var iOSVersion: String?
  /// The iOS SDK `swivel scan` and `swivel lint` judge apps as built with, unless `--sdk` names
  /// one (`sdk: "26.2"`).
  public var sdk: String?
  /// Which findings fail the run: `strict:`, `lenient:` and `warning_threshold:`, unless
  /// `--strict` or `--lenient` say otherwise.
  public var failurePolicy = FailurePolicy()
  /// The `.swivel.yml` files below this one's folder that refine it for their folders; `nil`
  /// when none are looked for (`--config`, `--no-config`, or a configuration given as text).
  public var nested: NestedConfigurations?
  /// The nested configurations' paths that hold for a file (``local(for:)``), each of which must
  /// admit it too.
  var nestedFilters: [PathFilter] = []

  /// The configuration of a folder without a file: every rule, every file, no defaults.
  public init(folder: String = ".") {
    paths = PathFilter(folder: folder)
  }

  /// The keys a configuration may hold.
  static let keys = [
    "disabled_rules", "severity", "excluded", "included", "configuration", "targets", "device", "ios", "sdk",
    "strict", "lenient", "warning_threshold",
  ]

  /// The nearest `.swivel.yml` from `path` upward: in `path` itself when it is a folder (an
  /// `.xcodeproj` included), else in its folder, then in each parent up to the root.
  public static func find(from path: String) -> String? {
    let current = FileManager.default.currentDirectoryPath
    var folder = PathFilter.absolute(path, from: current)
    var isFolder: ObjCBool = false
    if !(FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) && isFolder.boolValue) {
      folder = PathFilter.absolute(folder + "/..", from: current)
    }
    // At most as many steps as the path has components: the root ends it.
    for _ in 0...PathFilter.components(of: folder).count {
      let candidate = folder == "/" ? "/" + fileName : folder + "/" + fileName
      // A link that leads nowhere (dangling, or a loop) is found too: reading it is then an
      // error, rather than the parent's configuration used without a word.
      if FileManager.default.fileExists(atPath: candidate)
        || (try? FileManager.default.destinationOfSymbolicLink(atPath: candidate)) != nil
      {
        return candidate
      }
      if folder == "/" { break }
      folder = PathFilter.absolute(folder + "/..", from: current)
    }
    return nil
  }

  /// Reads the configuration file at `path` (at most 1 MiB).
  ///
  /// - Throws: ``ConfigurationError`` naming the file, and the line and column when the problem
  ///   is in the text.
  public static func load(contentsOf path: String) throws(ConfigurationError) -> SwivelConfiguration {
    switch FileContents.read(path, sizeLimit: 1 << 20) {
    case .success(let data):
      let text: String
      do throws(ScenarioError) {
        text = try YAMLDocument.text(of: data, file: path)
      } catch {
        throw ConfigurationError(error)
      }
      return try load(
        yaml: text, file: path, folder: PathName.folder(of: path))
    case .failure(let failure):
      let link = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)).map {
        " (it is a symbolic link to \(QuotedInput.shortened($0)))"
      }
      throw ConfigurationError(
        at: SourceLocation(file: path), "cannot read the configuration file: \(failure.reason)\(link ?? "")")
    }
  }

  /// Reads a configuration given as text.
  ///
  /// - Parameters:
  ///   - yaml: the file's text.
  ///   - file: its name, as errors name it.
  ///   - folder: the folder its paths are relative to.
  public static func load(yaml: String, file: String, folder: String) throws(ConfigurationError) -> SwivelConfiguration
  {
    var configuration = SwivelConfiguration(folder: folder)
    configuration.file = file
    let root: Node
    do throws(ScenarioError) {
      root = try YAMLDocument.compose(yaml, file: file)
    } catch {
      // An empty file, or one of comments only, holds no document: the empty configuration.
      if case .notOneDocument(found: 0) = error.problem { return configuration }
      throw ConfigurationError(error)
    }
    let reader = Reader(file: file)
    // An empty file, or one of comments only, is an empty mapping.
    if case .scalar(let scalar) = root, scalar.string.isEmpty || Reader.isNull(root) { return configuration }
    guard case .mapping(let mapping) = root else {
      throw reader.error(at: root, "the configuration is \(reader.describe(root)); expected a mapping of keys")
    }
    var excluded: [PathGlob] = []
    var included: [PathGlob] = []
    var strictness: (strict: Node?, lenient: Node?) = (nil, nil)
    for (keyNode, value) in mapping {
      guard case .scalar(let keyScalar) = keyNode else {
        throw reader.error(at: keyNode, "a key is \(reader.describe(keyNode)); expected a name")
      }
      let key = keyScalar.string
      switch key {
      case "disabled_rules":
        for item in try reader.list(value, key: key) {
          configuration.disabledRules.insert(try reader.ruleID(item, context: "disabled_rules"))
        }
      case "severity":
        guard case .mapping(let severities) = value else {
          throw reader.error(
            at: value, "severity is \(reader.describe(value)); expected a mapping of rule ids to error or warning")
        }
        for (ruleNode, levelNode) in severities {
          let rule = try reader.ruleID(ruleNode, context: "severity")
          let level = try reader.text(levelNode, context: "severity of \(rule)")
          guard let severity = LintSeverity(rawValue: level) else {
            throw ConfigurationError(
              .unknownName(level, what: "severity", context: "severity of \(rule)", allowed: ["error", "warning"]),
              at: reader.location(of: levelNode))
          }
          configuration.severities[rule] = severity
        }
      case "excluded", "included":
        var globs: [PathGlob] = []
        for item in try reader.list(value, key: key) {
          let pattern = try reader.text(item, context: "a path of \(key)")
          guard !PathFilter.components(of: pattern).isEmpty, !pattern.hasPrefix("/") else {
            throw reader.error(
              at: item,
              "'\(pattern)' in \(key) names no path under the configuration's folder; expected a path relative to it, such as Pods or Vendor/**"
            )
          }
          globs.append(PathGlob(pattern))
        }
        if key == "excluded" { excluded = globs } else { included = globs }
      case "configuration":
        configuration.buildConfiguration = try reader.text(value, context: "configuration")
      case "targets":
        var names: [String] = []
        for node in try reader.list(value, key: key) {
          let name = try reader.text(node, context: "a target of targets")
          // Each name is hashed once for each time the list names it, aliases included: a
          // name of kilobytes named thousands of times would be gigabytes hashed.
          guard name.utf8.count <= Self.targetNameLimit else {
            throw reader.error(
              at: node,
              "a target of targets is \(name.utf8.count) bytes long ('\(QuotedInput.shortened(name))'); expected the name of an application target, at most \(Self.targetNameLimit) bytes"
            )
          }
          guard configuration.targetLocations[name] == nil else { continue }
          configuration.targetLocations[name] = reader.location(of: node)
          names.append(name)
        }
        configuration.targets = names
        if configuration.targets?.isEmpty == true {
          throw reader.error(
            at: value,
            "targets is an empty list; expected the names of the application targets to scan (leave the key out to scan them all)"
          )
        }
      case "device":
        let device = try reader.text(value, context: "device")
        try reader.check(value, deviceID: device, iOSVersion: nil)
        configuration.device = device
      case "ios":
        let version = try reader.text(value, context: "ios")
        try reader.check(value, deviceID: nil, iOSVersion: version)
        configuration.iOSVersion = version
      case "sdk":
        let version = try reader.text(value, context: "sdk")
        do throws(SystemVersionError) {
          _ = try SystemVersion(version)
        } catch {
          throw reader.error(at: value, "sdk: \(error)")
        }
        configuration.sdk = version
      case "strict", "lenient":
        guard try reader.bool(value, context: key) else { continue }
        if key == "strict" { strictness.strict = value } else { strictness.lenient = value }
        configuration.failurePolicy.mode = key == "strict" ? .strict : .lenient
      case "warning_threshold":
        configuration.failurePolicy.warningThreshold = try reader.positiveInteger(value, context: key)
      case "opt_in_rules":
        throw reader.error(
          at: keyNode,
          "no rule is opt-in: every rule runs unless disabled_rules names it, so there is no opt_in_rules key; expected one of \(keys.joined(separator: ", "))"
        )
      default:
        throw ConfigurationError(
          .unknownKey(key, context: "the configuration", allowed: keys), at: reader.location(of: keyNode))
      }
    }
    if let strict = strictness.strict, strictness.lenient != nil {
      throw reader.error(
        at: strict,
        "strict and lenient are both true; expected at most one (strict: warnings fail too; lenient: errors do not)")
    }
    configuration.paths = PathFilter(folder: folder, included: included, excluded: excluded)
    if let device = configuration.device, let version = configuration.iOSVersion {
      do throws(InfoPlistLintTargetError) {
        _ = try InfoPlistLintTarget(deviceID: device, iOSVersion: version)
      } catch {
        let node = mapping.first { $0.key.string == "ios" }?.value ?? root
        throw reader.error(at: node, "\(error)")
      }
    }
    return configuration
  }

  /// The folder the configuration's paths are relative to (the file's), absolute.
  public var folder: String { paths.folder }

  /// The severity of a rule's findings: the configuration's, else the rule's own.
  public func severity(of rule: String, default severity: LintSeverity) -> LintSeverity {
    severities[rule] ?? severity
  }

  /// Whether the configuration turns the rule off.
  public func disables(_ rule: String) -> Bool { disabledRules.contains(rule) }

  /// Reads the nodes of a configuration, making errors at their places.
  private struct Reader {
    let file: String

    func location(of node: Node) -> SourceLocation {
      guard let mark = node.mark else { return SourceLocation(file: file, line: 1, column: 1) }
      return SourceLocation(file: file, line: mark.line, column: mark.column)
    }

    func error(at node: Node, _ message: String) -> ConfigurationError {
      ConfigurationError(at: location(of: node), message)
    }

    func describe(_ node: Node) -> String {
      switch node {
      case .mapping: "a mapping"
      case .sequence: "a list"
      case .alias: "an alias"
      case .scalar(let scalar): Self.isNull(node) ? "null (no value)" : "'\(QuotedInput.shortened(scalar.string))'"
      }
    }

    /// A list, or one value written alone (`disabled_rules: a-rule`).
    func list(_ node: Node, key: String) throws(ConfigurationError) -> [Node] {
      switch node {
      case .sequence(let sequence): return Array(sequence)
      case .scalar where !Self.isNull(node): return [node]
      default: throw error(at: node, "\(key) is \(describe(node)); expected a list")
      }
    }

    func text(_ node: Node, context: String) throws(ConfigurationError) -> String {
      guard case .scalar(let scalar) = node, !Self.isNull(node) else {
        throw error(at: node, "\(context) is \(describe(node)); expected a string")
      }
      return scalar.string
    }

    /// `true` or `false` (YAML's other spellings of them too).
    func bool(_ node: Node, context: String) throws(ConfigurationError) -> Bool {
      guard case .scalar(let scalar) = node, let value = Bool.construct(from: scalar) else {
        throw error(at: node, "\(context) is \(describe(node)); expected true or false")
      }
      return value
    }

    /// A whole number of 1 or more.
    func positiveInteger(_ node: Node, context: String) throws(ConfigurationError) -> Int {
      guard case .scalar(let scalar) = node, let value = Int(scalar.string), value >= 1 else {
        throw error(at: node, "\(context) is \(describe(node)); expected a whole number of 1 or more")
      }
      return value
    }

    func ruleID(_ node: Node, context: String) throws(ConfigurationError) -> String {
      let id = try text(node, context: "a rule of \(context)")
      guard RuleCatalog.rule(id: id) != nil else {
        throw ConfigurationError(
          at: location(of: node),
          "unknown rule '\(QuotedInput.shortened(id))' in \(context)\(RuleCatalog.nearest(to: id).map { " (did you mean '\($0)'?)" } ?? ""); expected a rule id (`swivel rules` lists them)"
        )
      }
      return id
    }

    /// Whether the node is YAML's null (`~`, `null`, nothing).
    static func isNull(_ node: Node) -> Bool { node.tag.rawValue == Tag.Name.null.rawValue }

    /// Checks a device id or iOS version as `swivel lint` does.
    func check(_ node: Node, deviceID: String?, iOSVersion: String?) throws(ConfigurationError) {
      do throws(InfoPlistLintTargetError) {
        _ = try InfoPlistLintTarget(deviceID: deviceID, iOSVersion: iOSVersion)
      } catch {
        throw self.error(at: node, "\(error)")
      }
    }
  }
}

/// Why a configuration file cannot be used: `FILE:LINE:COLUMN: error: <what is wrong>; expected
/// <what is allowed>`, as scenario errors are written.
public struct ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where: the file, with its line and column when the problem is in the text.
  public var location: SourceLocation
  /// What is wrong, and what is expected.
  public var message: String

  /// An error at the given place.
  public init(at location: SourceLocation, _ message: String) {
    self.location = location
    self.message = message
  }

  /// A scenario problem's words (an unknown key, a name with its did-you-mean) at a place.
  init(_ problem: ScenarioError.Problem, at location: SourceLocation) {
    self.init(at: location, problem.description)
  }

  /// An error of the YAML reading scenarios share, worded for a configuration file.
  init(_ error: ScenarioError) {
    let message: String =
      switch error.problem {
      case .notUTF8: "the file is not UTF-8 text; expected a YAML configuration (.swivel.yml)"
      case .syntax(let text): "not valid YAML: \(text); expected a YAML configuration (.swivel.yml)"
      case .notOneDocument(let found) where found > 0:
        "the file holds \(found) YAML documents; expected one configuration"
      case .notOneDocument: "the file is empty"
      default: error.problem.description
      }
    self.init(at: error.location, message)
  }

  public var description: String { "\(location): error: \(message)" }
}
