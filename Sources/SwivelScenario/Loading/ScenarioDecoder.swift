import SwivelCore
import Yams

/// Turns a composed YAML document into a ``Scenario``, keeping every element's place in the file.
///
/// It walks Yams' `Node` tree (which keeps marks), not `Codable`, which loses them. Each
/// `decode…` function checks one part of the format and throws the first problem it finds.
struct ScenarioDecoder {
  /// The file as it was named, for locations.
  let file: String
  /// The folder that relative paths in the scenario are resolved against.
  let directory: String
  /// What is at a path: where the loader looks, replaceable in tests.
  let pathKind: @Sendable (String) -> ScenarioLoader.PathKind

  // MARK: - Locations

  func location(of node: Node) -> SourceLocation {
    guard let mark = node.mark else { return SourceLocation(file: file, line: 1, column: 1) }
    return SourceLocation(file: file, line: mark.line, column: mark.column)
  }

  func error(_ problem: ScenarioError.Problem, at node: Node) -> ScenarioError {
    ScenarioError(problem, at: location(of: node))
  }

  /// A path as the scenario wrote it, resolved against the scenario's folder (absolute paths stay as they are).
  func resolve(_ path: String) -> String {
    if path.hasPrefix("/") || directory.isEmpty { return path }
    return directory.hasSuffix("/") ? directory + path : directory + "/" + path
  }

  // MARK: - Kinds of node

  /// How a node's type reads in an error message: `a list`, `a mapping`, `a number (3)`, `null`;
  /// the text it quotes is shortened to one short line (``QuotedInput``).
  func describe(_ node: Node) -> String {
    switch node {
    case .mapping: return "a mapping"
    case .sequence: return "a list"
    case .scalar(let scalar):
      switch scalarKind(scalar) {
      case .null: return "null (no value)"
      case .bool: return "a Boolean (\(QuotedInput.shortened(scalar.string)))"
      case .number: return "a number (\(QuotedInput.shortened(scalar.string)))"
      case .string: return "a string ('\(QuotedInput.shortened(scalar.string))')"
      }
    case .alias: return "an alias"
    }
  }

  enum ScalarKind { case null, bool, number, string }

  /// What a scalar is, by YAML's core rules: quoted scalars are always strings.
  func scalarKind(_ scalar: Node.Scalar) -> ScalarKind {
    switch Node.scalar(scalar).tag.rawValue {
    case Tag.Name.null.rawValue: .null
    case Tag.Name.bool.rawValue: .bool
    case Tag.Name.int.rawValue, Tag.Name.float.rawValue: .number
    default: .string
    }
  }

  // MARK: - Mappings

  /// A mapping's entries with their keys as text, checked against the allowed keys.
  struct Mapping {
    var entries: [(key: String, keyNode: Node, value: Node)]
    var node: Node

    subscript(key: String) -> Node? {
      entries.first { $0.key == key }?.value
    }

    func keyNode(_ key: String) -> Node? {
      entries.first { $0.key == key }?.keyNode
    }

    var keys: [String] { entries.map(\.key) }
  }

  /// The node as a mapping whose keys are all among `allowed`.
  ///
  /// - Throws: when the node is no mapping, a key is no plain name, or a key is not allowed.
  func mapping(_ node: Node, context: String, allowed: [String]?) throws(ScenarioError) -> Mapping {
    guard case .mapping(let mapping) = node else {
      throw error(
        .wrongType(context: context, expected: "a mapping of keys to values", found: describe(node)), at: node)
    }
    var entries: [(key: String, keyNode: Node, value: Node)] = []
    for (keyNode, value) in mapping {
      guard case .scalar(let scalar) = keyNode else {
        throw error(
          .wrongType(context: "a key in \(context)", expected: "a name", found: describe(keyNode)), at: keyNode)
      }
      let key = scalar.string
      if let allowed, !allowed.contains(key) {
        throw error(.unknownKey(key, context: context, allowed: allowed), at: keyNode)
      }
      entries.append((key, keyNode, value))
    }
    return Mapping(entries: entries, node: node)
  }

  func required(_ key: String, in mapping: Mapping, context: String) throws(ScenarioError) -> Node {
    guard let value = mapping[key] else { throw error(.missingKey(key, context: context), at: mapping.node) }
    return value
  }

  // MARK: - Lists

  func sequence(_ node: Node, context: String, expected: String) throws(ScenarioError) -> [Node] {
    guard case .sequence(let sequence) = node else {
      throw error(.wrongType(context: context, expected: expected, found: describe(node)), at: node)
    }
    return Array(sequence)
  }

  // MARK: - Scalars

  /// Any scalar but null, as text: names, ids, paths. A plain `yes` or `12` is read as written.
  func text(_ node: Node, context: String, expected: String = "a string") throws(ScenarioError) -> String {
    guard case .scalar(let scalar) = node, scalarKind(scalar) != .null else {
      throw error(.wrongType(context: context, expected: expected, found: describe(node)), at: node)
    }
    return scalar.string
  }

  func located(_ node: Node, text context: String) throws(ScenarioError) -> Located<String> {
    Located(try text(node, context: context), at: location(of: node))
  }

  /// `true` or `false` (YAML's `yes`/`no` too).
  func bool(_ node: Node, context: String) throws(ScenarioError) -> Bool {
    guard case .scalar(let scalar) = node, scalarKind(scalar) == .bool, let value = node.bool else {
      throw error(.wrongType(context: context, expected: "true or false", found: describe(node)), at: node)
    }
    return value
  }

  func locatedBool(_ node: Node, context: String) throws(ScenarioError) -> Located<Bool> {
    Located(try bool(node, context: context), at: location(of: node))
  }

  /// A whole number.
  func integer(_ node: Node, context: String) throws(ScenarioError) -> Int {
    guard case .scalar(let scalar) = node, scalarKind(scalar) == .number, let value = node.int else {
      throw error(.wrongType(context: context, expected: "a whole number", found: describe(node)), at: node)
    }
    return value
  }

  /// A finite number.
  func number(_ node: Node, context: String, expected: String = "a number") throws(ScenarioError) -> Double {
    guard case .scalar(let scalar) = node, scalarKind(scalar) == .number, let value = node.float, value.isFinite else {
      throw error(.wrongType(context: context, expected: expected, found: describe(node)), at: node)
    }
    return value
  }

  /// A list of exactly `count` numbers.
  func numbers(_ node: Node, count: Int, context: String, expected: String) throws(ScenarioError) -> [Double] {
    let items = try sequence(node, context: context, expected: expected)
    guard items.count == count else {
      throw error(.wrongType(context: context, expected: expected, found: "a list of \(items.count)"), at: node)
    }
    var values: [Double] = []
    for item in items { values.append(try number(item, context: "a number of \(context)", expected: expected)) }
    return values
  }

  /// `[x, y, width, height]`, width and height not negative.
  func rect(_ node: Node, context: String) throws(ScenarioError) -> Rect {
    let expected = "[x, y, width, height]: a list of 4 numbers"
    let values = try numbers(node, count: 4, context: context, expected: expected)
    guard values[2] >= 0, values[3] >= 0 else {
      throw error(
        .invalidValue("a negative size", context: context, expected: "a width and a height of 0 or more"), at: node)
    }
    return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
  }

  /// `[width, height]`, not negative.
  func size(_ node: Node, context: String) throws(ScenarioError) -> Size {
    let values = try numbers(node, count: 2, context: context, expected: "[width, height]: a list of 2 numbers")
    guard values[0] >= 0, values[1] >= 0 else {
      throw error(
        .invalidValue("a negative size", context: context, expected: "a width and a height of 0 or more"), at: node)
    }
    return Size(width: values[0], height: values[1])
  }

  /// `[top, left, bottom, right]`, in UIKit's order, none negative.
  func edgeInsets(_ node: Node, context: String) throws(ScenarioError) -> EdgeInsets {
    let values = try numbers(
      node, count: 4, context: context, expected: "[top, left, bottom, right]: a list of 4 numbers")
    guard values.allSatisfy({ $0 >= 0 }) else {
      throw error(.invalidValue("a negative inset", context: context, expected: "insets of 0 or more"), at: node)
    }
    return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
  }

  /// A name among a fixed set, turned into its value.
  func name<Value>(
    _ node: Node, what: String, context: String, allowed: [String], value: (String) -> Value?
  ) throws(ScenarioError) -> Value {
    let text = try text(node, context: context, expected: "\(what): " + ScenarioError.Problem.list(allowed))
    guard let result = value(text) else {
      throw error(.unknownName(text, what: what, context: context, allowed: allowed), at: node)
    }
    return result
  }

  // MARK: - Orientations

  static let deviceOrientationNames = DeviceOrientation.allCases.map(\.name)
  static let interfaceOrientationNames = InterfaceOrientation.valid.map(\.name)
  static let maskNames = InterfaceOrientationMask.named.map(\.key)
  static let infoPlistOrientationNames = InterfaceOrientation.valid.compactMap(\.infoPlistName)

  func deviceOrientation(_ node: Node, context: String) throws(ScenarioError) -> Located<DeviceOrientation> {
    Located(
      try name(
        node, what: "device orientation", context: context, allowed: Self.deviceOrientationNames,
        value: DeviceOrientation.init(name:)),
      at: location(of: node))
  }

  func interfaceOrientation(_ node: Node, context: String) throws(ScenarioError) -> Located<InterfaceOrientation> {
    Located(
      try name(
        node, what: "interface orientation", context: context, allowed: Self.interfaceOrientationNames,
        value: { InterfaceOrientation(name: $0).flatMap { $0.isValid ? $0 : nil } }),
      at: location(of: node))
  }

  /// A mask: one of its names, or a list of interface orientations (`[]` is the empty mask).
  func mask(_ node: Node, context: String) throws(ScenarioError) -> Located<InterfaceOrientationMask> {
    if case .sequence(let items) = node {
      var mask: InterfaceOrientationMask = []
      for item in items {
        mask.formUnion(try interfaceOrientation(item, context: "the mask of \(context)").value.mask)
      }
      return Located(mask, at: location(of: node))
    }
    guard case .scalar(let scalar) = node, scalarKind(scalar) != .null else {
      throw error(
        .wrongType(
          context: context,
          expected: "a mask: a list of interface orientations or one of \(Self.maskNames.joined(separator: ", "))",
          found: describe(node)),
        at: node)
    }
    return Located(
      try name(
        node, what: "mask", context: context, allowed: Self.maskNames, value: InterfaceOrientationMask.init(name:)),
      at: location(of: node))
  }

  /// An Info.plist orientation string (`UIInterfaceOrientationPortrait`).
  func infoPlistOrientation(_ node: Node, context: String) throws(ScenarioError) -> InterfaceOrientation {
    try name(
      node, what: "Info.plist orientation", context: context, allowed: Self.infoPlistOrientationNames,
      value: InterfaceOrientation.init(infoPlistName:))
  }

  // MARK: - Files

  /// A path relative to the scenario file, which must name a file (not a folder).
  func existingFile(_ node: Node, context: String) throws(ScenarioError) -> FileReference {
    let path = try text(node, context: context, expected: "a path relative to the scenario file")
    let resolved = resolve(path)
    let kind: ScenarioLoader.PathKind = path.isEmpty ? .nothing : pathKind(resolved)
    switch kind {
    case .file: return FileReference(path: path, resolvedPath: resolved)
    case .folder: throw error(.folderInsteadOfFile(path: path, resolvedPath: resolved, context: context), at: node)
    case .nothing: throw error(.missingFile(path: path, resolvedPath: resolved, context: context), at: node)
    }
  }
}
