import SwivelCore

/// Why a scenario file cannot be loaded, and where: one line a person can act on.
///
/// Its ``description`` is `FILE:LINE:COLUMN: error: <what is wrong>; expected <what is allowed>`,
/// as compilers write errors, so editors can jump to the place:
///
/// ```
/// photo.yaml:12:5: error: unknown key 'supportd' in controller 'feed' (did you mean 'supported'?); expected one of class, kind, …
/// ```
public struct ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where the problem is; a file-only location when the file could not be read at all.
  public var location: SourceLocation
  /// What is wrong.
  public var problem: Problem

  /// An error for the given problem at the given place.
  public init(_ problem: Problem, at location: SourceLocation) {
    self.problem = problem
    self.location = location
  }

  public var description: String { "\(location): error: \(problem)" }

  /// What can be wrong with a scenario file.
  ///
  /// A `context` names the part of the scenario the problem is in, as the message prints it
  /// (`controller 'feed'`, `step 3 (present)`, `the scenario`).
  public enum Problem: Hashable, Sendable, CustomStringConvertible {
    /// The file cannot be read (missing, a folder, no permission).
    case unreadableFile(reason: String)
    /// The file is not UTF-8 text.
    case notUTF8
    /// The text is not YAML (or JSON); the YAML parser's own words.
    case syntax(String)
    /// A mapping names the same key twice.
    case duplicateKey(String)
    /// The file holds no document, or more than one.
    case notOneDocument(found: Int)
    /// `swivel:` is missing.
    case missingFormatVersion
    /// `swivel:` names a version this engine does not read.
    case unsupportedFormatVersion(String)
    /// A key that is not allowed here.
    case unknownKey(String, context: String, allowed: [String])
    /// A required key is absent.
    case missingKey(String, context: String)
    /// A value of the wrong type: `expected` and `found` are phrases (`a list of 4 numbers`, `a string`).
    case wrongType(context: String, expected: String, found: String)
    /// A name that is not one of the allowed names (an orientation, a mask, a style …); `what`
    /// says what it should have named.
    case unknownName(String, what: String, context: String, allowed: [String])
    /// A controller id that no entry of `controllers:` declares.
    case unknownController(String, context: String, known: [String])
    /// A view id that no controller's `views:` declares.
    case unknownView(String, context: String, known: [String])
    /// Two views with the same id.
    case duplicateView(String, first: SourceLocation)
    /// A controller placed in the tree twice (the window's root, or a child of two containers).
    case controllerUsedTwice(String, first: SourceLocation)
    /// A container among its own descendants: the ids along the cycle, first and last the same.
    case controllerCycle([String])
    /// A key that only controllers of some kinds may have.
    case keyNeedsKind(String, context: String, kind: ControllerKind, allowedKinds: [ControllerKind])
    /// A file named by the scenario does not exist.
    case missingFile(path: String, resolvedPath: String, context: String)
    /// A file named by the scenario is a folder.
    case folderInsteadOfFile(path: String, resolvedPath: String, context: String)
    /// A step that needs the running app (`present`, `dismiss`, `push`, `pop`, `select`,
    /// `attemptRotation`; the step's name) comes before `launch`, or there is no `launch`.
    case stepBeforeLaunch(String, context: String)
    /// A `present` step in a scenario whose window has no root view controller to present from.
    case nothingToPresentFrom(context: String)
    /// An event pattern names a field that events of its `kind` never have: the field, the
    /// kind, and the fields the kind has.
    case fieldNotInKind(String, kind: String, context: String, fields: [String])
    /// `ios:` is not a version Swivel reproduces.
    case invalidSystemVersion(SystemVersionError)
    /// `sdk:` is not a version Swivel reproduces.
    case invalidSDKVersion(SystemVersionError)
    /// A value of the right type that is still not allowed.
    case invalidValue(String, context: String, expected: String)
    /// The scenario goes past one of the limits that keep any input from exhausting memory or
    /// time (Scenario reference, "Limits"): what went past, and the limit.
    case overLimit(String, expected: String)

    public var description: String {
      switch self {
      case .unreadableFile(let reason):
        "cannot read the file: \(reason); expected a readable scenario file (YAML or JSON)"
      case .notUTF8:
        "the file is not UTF-8 text; expected a YAML or JSON scenario in UTF-8"
      case .syntax(let message):
        "not valid YAML: \(message); expected a YAML or JSON scenario"
      case .duplicateKey(let key):
        "key '\(Self.q(key))' appears twice in the same mapping; expected each key once"
      case .notOneDocument(let found):
        found == 0
          ? "the file is empty; expected a scenario beginning with 'swivel: 1'"
          : "the file holds \(found) YAML documents; expected one scenario per file"
      case .missingFormatVersion:
        "missing key 'swivel' (the format version); expected 'swivel: 1' at the top of the scenario"
      case .unsupportedFormatVersion(let version):
        "unsupported format version '\(Self.q(version))'; expected 'swivel: 1'"
      case .unknownKey(let key, let context, let allowed):
        "unknown key '\(Self.name(key))' in \(context)\(Self.suggestion(for: key, among: allowed)); expected \(Self.list(allowed))"
      case .missingKey(let key, let context):
        "missing key '\(Self.q(key))' in \(context); expected '\(Self.q(key))' to be given"
      case .wrongType(let context, let expected, let found):
        "\(context) is \(found); expected \(expected)"
      case .unknownName(let name, let what, let context, let allowed):
        // A device id is often a model's name written as one (`iphone-13`): suggest its screen's id.
        "unknown \(what) '\(Self.q(name))' in \(context)\(what == "device" ? Self.hint(NearestName.device(for: name)) : Self.suggestion(for: name, among: allowed)); expected \(Self.list(allowed))"
      case .unknownController(let id, let context, let known):
        known.isEmpty
          ? "unknown controller '\(Self.q(id))' in \(context); expected the id of a controller declared under 'controllers:', and there are none"
          : "unknown controller '\(Self.q(id))' in \(context)\(Self.suggestion(for: id, among: known)); expected one of the declared controllers: \(known.map(Self.q).joined(separator: ", "))"
      case .unknownView(let id, let context, let known):
        known.isEmpty
          ? "unknown view '\(Self.q(id))' in \(context); expected the id of a view declared under a controller's 'views:', and there are none"
          : "unknown view '\(Self.q(id))' in \(context)\(Self.suggestion(for: id, among: known)); expected one of the declared views: \(known.map(Self.q).joined(separator: ", "))"
      case .duplicateView(let id, let first):
        "view id '\(Self.q(id))' is already used at \(first); expected each view id once in a scenario"
      case .controllerUsedTwice(let id, let first):
        "controller '\(Self.q(id))' is already placed at \(first); expected each controller in at most one place (the window's root or one container's children), as a view controller has one parent"
      case .controllerCycle(let path):
        "controller '\(Self.q(path[0]))' contains itself: \(path.map(Self.q).joined(separator: " → ")); expected containers to form a tree"
      case .keyNeedsKind(let key, let context, let kind, let allowedKinds):
        "key '\(Self.q(key))' in \(context) of kind \(kind.rawValue) does not apply; expected it only with kind \(allowedKinds.map(\.rawValue).joined(separator: " or "))"
      case .missingFile(let path, let resolvedPath, let context):
        "file '\(Self.q(path))' of \(context) does not exist (looked for \(Self.q(resolvedPath, keepingEnd: true))); expected a path relative to the scenario file"
      case .folderInsteadOfFile(let path, let resolvedPath, let context):
        "'\(Self.q(path))' of \(context) is a folder (\(Self.q(resolvedPath, keepingEnd: true))); expected the path of a file, relative to the scenario file"
      case .stepBeforeLaunch(let step, let context):
        "\(context) (\(step)) comes before the app is launched, and \(step) needs the running app; expected '- launch: portrait' (or another device orientation) before this step"
      case .nothingToPresentFrom(let context):
        "nothing to present from in \(context): the window has no root view controller; expected 'window: {root: <controller id>}'"
      case .fieldNotInKind(let field, let kind, let context, let fields):
        "field '\(Self.q(field))' in \(context): events of kind \(kind) have no '\(Self.q(field))', so the pattern could never match\(Self.suggestion(for: field, among: fields)); expected \(Self.list(fields))"
      case .invalidSystemVersion(let error):
        "ios: \(Self.q(error))"
      case .invalidSDKVersion(let error):
        "sdk: \(Self.q(error))"
      case .invalidValue(let message, let context, let expected):
        "\(message) in \(context); expected \(expected)"
      case .overLimit(let message, let expected):
        "\(message); expected \(expected), Swivel's limit"
      }
    }

    /// User input as a message quotes it: one line, at most ``QuotedInput/limit`` characters.
    static func q(_ text: String) -> String { QuotedInput.shortened(text) }

    /// A key the user wrote, quoted whole up to twice the usual limit: a mistyped UIKit name
    /// (`setNeedsUpdateOfPrefersInterfaceOrientationLocked`, 49 characters) must show whole.
    static func name(_ text: String) -> String { QuotedInput.shortened(text, limit: 2 * QuotedInput.limit) }

    /// A path as a message quotes it: one line, its end kept, as it names the file.
    static func q(_ text: String, keepingEnd: Bool) -> String {
      QuotedInput.shortened(text, limit: 2 * QuotedInput.limit, keepingEnd: keepingEnd)
    }

    /// The version error with the text it quotes shortened.
    static func q(_ error: SystemVersionError) -> SystemVersionError {
      switch error {
      case .malformed(let text): .malformed(q(text))
      case .unknownMajor(let text): .unknownMajor(q(text))
      case .unknownMinor(let text, let lastMinor): .unknownMinor(q(text), lastMinor: lastMinor)
      }
    }

    static func list(_ names: [String]) -> String {
      names.count == 1 ? names[0] : "one of " + names.joined(separator: ", ")
    }

    static func suggestion(for name: String, among names: [String]) -> String {
      hint(NearestName.find(name, among: names))
    }

    static func hint(_ nearest: String?) -> String {
      nearest.map { " (did you mean '\($0)'?)" } ?? ""
    }
  }
}
