import Foundation
import SwivelScenario

/// A target's Info.plist as Xcode builds it into the app: the file `INFOPLIST_FILE` names, merged
/// with the keys Xcode generates from `INFOPLIST_KEY_…` build settings, its values' build-setting
/// references expanded, and `UIDeviceFamily` written from `TARGETED_DEVICE_FAMILY`; each key with
/// the place its value was set.
///
/// **The merge, as Xcode does it.** swift-build, the build system inside Xcode
/// (`Sources/SWBTaskExecution/TaskActions/InfoPlistProcessorTaskAction.swift`, swiftlang/swift-build
/// on GitHub), processes the Info.plist in this order, and this type follows it:
/// 1. The file `INFOPLIST_FILE` names, relative to the project's folder, is read (none when the
///    setting is empty).
/// 2. When `GENERATE_INFOPLIST_FILE` is `YES`, each Info.plist key Xcode knows is generated from
///    its `INFOPLIST_KEY_<key>` build setting whenever that setting is assigned, even to an empty
///    value (`defaultInfoPlistContent`; a `~ipad` / `~iphone` suffix is written `_iPad` / `_iPhone`
///    in the setting's name: `INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad` becomes
///    `UISupportedInterfaceOrientations~ipad`). List settings
///    (`UISupportedInterfaceOrientations…`) are split at spaces into an array, Boolean ones
///    (`UIRequiresFullScreen`) read as YES/NO, and `INFOPLIST_KEY_UILaunchScreen_Generation = YES`
///    writes an empty `UILaunchScreen` dictionary (`…UIApplicationSceneManifest_Generation = YES`
///    a `UIApplicationSceneManifest`).
/// 3. The generated keys are merged into the file's (`addAdditionalContent`): a key the file lacks
///    is added; two scalars, the generated one wins; two arrays, the generated elements the file's
///    array lacks are appended to it (so the orientations are the union); two dictionaries, merged
///    one level deep with the generated entries winning; values of different types fail the build.
/// 4. `$(VAR)` references in the values (not the keys) are expanded with the target's settings,
///    unless `INFOPLIST_EXPAND_BUILD_SETTINGS` is `NO`.
/// 5. A non-empty `TARGETED_DEVICE_FAMILY` (`1` iPhone, `2` iPad, `"1,2"` both; items split at
///    commas and spaces) replaces any `UIDeviceFamily` (`mergeUIDeviceFamilyContent`).
struct TargetInfoPlist {
  /// The merged keys and values.
  var dictionary: [String: Any]
  /// Where each key's value was set: the key's line in the Info.plist file, or the build setting's
  /// line in the `project.pbxproj` or `.xcconfig`.
  var origins: [String: ScanLocation]
  /// The build setting each generated key came from (`INFOPLIST_KEY_UIRequiresFullScreen`).
  var generatedFrom: [String: String]
  /// The Info.plist file, as the scan names it; `nil` when the target names none.
  var file: String?
  /// Where findings about a key that is absent go: the Info.plist file's first line, else the
  /// target's configuration in the `project.pbxproj`.
  var fallbackLocation: ScanLocation

  /// The Info.plist keys Xcode generates from `INFOPLIST_KEY_` settings that bear on orientation,
  /// with the kind of value each setting holds (swift-build, `BuiltinMacros.swift`).
  static let generatedKeys: [(key: String, kind: GeneratedKind)] = [
    ("UISupportedInterfaceOrientations", .list), ("UISupportedInterfaceOrientations~ipad", .list),
    ("UISupportedInterfaceOrientations~iphone", .list), ("UIRequiresFullScreen", .boolean),
    ("UILaunchStoryboardName", .string), ("UIMainStoryboardFile", .string), ("UIStatusBarHidden", .boolean),
  ]

  /// How an `INFOPLIST_KEY_` setting's text becomes a property-list value.
  enum GeneratedKind {
    case list, boolean, string
  }

  /// The `INFOPLIST_KEY_` setting that generates an Info.plist key.
  static func settingName(for key: String) -> String {
    "INFOPLIST_KEY_"
      + key.replacingOccurrences(of: "~iphone", with: "_iPhone")
      .replacingOccurrences(of: "~ipad", with: "_iPad")
  }

  /// Builds a target's Info.plist as Xcode would.
  ///
  /// - Parameters:
  ///   - settings: the target's build settings.
  ///   - paths: the project's folder, which `INFOPLIST_FILE` is relative to.
  ///   - configurationLocation: the target's build configuration in the `project.pbxproj`.
  /// - Throws: ``ScanError`` when the file `INFOPLIST_FILE` names is missing or no Info.plist, or
  ///   when a generated key cannot be merged into it (Xcode's build fails there too).
  init(
    settings: BuildSettings, paths: ProjectPaths, configurationLocation: ScanLocation
  ) throws(ScanError) {
    var dictionary: [String: Any] = [:]
    var origins: [String: ScanLocation] = [:]
    var generatedFrom: [String: String] = [:]
    var file: String?
    let named = settings.value("INFOPLIST_FILE")
    if !named.isEmpty {
      let path = paths.resolve(named)
      let setting = settings.origin("INFOPLIST_FILE") ?? configurationLocation
      let contents = try Self.read(path, namedAt: setting, preprocessed: settings.isTrue("INFOPLIST_PREPROCESS"))
      dictionary = contents.dictionary
      for key in dictionary.keys { origins[key] = ScanLocation(file: path, line: contents.keyLines[key] ?? 1) }
      file = path
    }
    if settings.isTrue("GENERATE_INFOPLIST_FILE") {
      for (key, value, setting) in Self.generated(from: settings) {
        let origin = settings.origin(setting) ?? configurationLocation
        if let existing = dictionary[key] {
          guard let merged = Self.merge(value, into: existing) else {
            throw ScanError(
              file: origin.file, line: origin.line,
              message:
                "\(setting) gives \(Self.describeType(of: value)) but the Info.plist's \(key) is \(Self.describeType(of: existing)); Xcode cannot merge them and the build fails"
            )
          }
          dictionary[key] = merged
        } else {
          dictionary[key] = value
        }
        origins[key] = origin
        generatedFrom[key] = setting
      }
    }
    if settings.value("INFOPLIST_EXPAND_BUILD_SETTINGS").isEmpty || settings.isTrue("INFOPLIST_EXPAND_BUILD_SETTINGS") {
      dictionary = dictionary.mapValues { Self.expanding($0, with: settings) }
    }
    if let families = Self.deviceFamilies(settings.value("TARGETED_DEVICE_FAMILY")) {
      dictionary["UIDeviceFamily"] = families.sorted().map { NSNumber(value: $0) }
      origins["UIDeviceFamily"] = settings.origin("TARGETED_DEVICE_FAMILY") ?? configurationLocation
      generatedFrom["UIDeviceFamily"] = "TARGETED_DEVICE_FAMILY"
    }
    self.dictionary = dictionary
    self.origins = origins
    self.generatedFrom = generatedFrom
    self.file = file
    self.fallbackLocation = file.map { ScanLocation(file: $0) } ?? configurationLocation
  }

  /// Where a key path's value was set (`UISupportedInterfaceOrientations~ipad[2]` is its key's);
  /// ``fallbackLocation`` for a key that is absent.
  func location(ofKeyPath keyPath: String) -> ScanLocation {
    let key = keyPath.prefix { $0 != "[" }
    return origins[String(key)] ?? fallbackLocation
  }

  /// The device families `TARGETED_DEVICE_FAMILY` names: its items split at commas and spaces,
  /// 1 (iPhone) and 2 (iPad) kept; when it names neither, both, as Xcode falls back to every
  /// family of the platform (swift-build, `evaluateTargetedDeviceFamilyBuildSetting`). `nil` when
  /// the setting is empty: Xcode then writes no `UIDeviceFamily`.
  static func deviceFamilies(_ value: String) -> Set<Int>? {
    let items = value.split { $0 == "," || $0.isWhitespace }.compactMap { Int($0) }
    guard !value.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
    let known = Set(items.filter { $0 == 1 || $0 == 2 })
    return known.isEmpty ? [1, 2] : known
  }

  /// The keys generated from the target's `INFOPLIST_KEY_` settings, with the setting's name.
  private static func generated(from settings: BuildSettings) -> [(String, Any, String)] {
    var keys: [(String, Any, String)] = []
    for (key, kind) in generatedKeys {
      let setting = settingName(for: key)
      guard settings.isAssigned(setting) else { continue }
      switch kind {
      case .list: keys.append((key, settings.list(setting), setting))
      case .boolean: keys.append((key, settings.isTrue(setting), setting))
      case .string: keys.append((key, settings.value(setting), setting))
      }
    }
    // `…_Generation = YES` writes a dictionary of Xcode's own: an empty launch screen, a scene
    // manifest (its content is no concern of orientation; its presence adopts the scene life cycle).
    for (key, setting) in [
      ("UILaunchScreen", "INFOPLIST_KEY_UILaunchScreen_Generation"),
      ("UIApplicationSceneManifest", "INFOPLIST_KEY_UIApplicationSceneManifest_Generation"),
    ] where settings.isAssigned(setting) && settings.isTrue(setting) {
      keys.append((key, [String: Any](), setting))
    }
    return keys
  }

  /// `value` merged into `existing` as swift-build's `addAdditionalContent` does; `nil` when their
  /// types differ.
  static func merge(_ value: Any, into existing: Any) -> Any? {
    switch (existing, value) {
    case (let old as [Any], let new as [Any]):
      var merged = old
      for item in new where !old.contains(where: { isEqual($0, item) }) { merged.append(item) }
      return merged
    case (let old as [String: Any], let new as [String: Any]):
      return old.merging(new) { $1 }
    case (is [Any], _), (is [String: Any], _), (_, is [Any]), (_, is [String: Any]):
      return nil
    default:
      return value
    }
  }

  private static func isEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    switch (lhs, rhs) {
    case (let a as String, let b as String): a == b
    case (let a as Bool, let b as Bool): a == b
    case (let a as NSNumber, let b as NSNumber): a == b
    default: false
    }
  }

  /// A value with the build-setting references in its strings expanded, arrays and dictionaries
  /// walked.
  private static func expanding(_ value: Any, with settings: BuildSettings) -> Any {
    switch value {
    case let text as String: text.contains("$") ? settings.expand(text) : text
    case let list as [Any]: list.map { expanding($0, with: settings) }
    case let dictionary as [String: Any]: dictionary.mapValues { expanding($0, with: settings) }
    default: value
    }
  }

  /// Reads an Info.plist file's top-level dictionary and the line of each top-level key.
  /// `preprocessed` says the target runs the C preprocessor over it first (`INFOPLIST_PREPROCESS`),
  /// which the scan does not: a file it cannot parse then says so.
  private static func read(
    _ path: String, namedAt setting: ScanLocation, preprocessed: Bool
  ) throws(ScanError) -> (dictionary: [String: Any], keyLines: [String: Int]) {
    let data: Data
    switch ScanFile.read(path) {
    case .success(let contents): data = contents
    case .failure(let failure):
      throw ScanError(
        file: setting.file, line: setting.line,
        message: failure.reason == "no such file"
          ? "INFOPLIST_FILE names \(path), which does not exist"
          : "INFOPLIST_FILE names \(path), which cannot be read: \(failure.reason)")
    }
    var format = PropertyListSerialization.PropertyListFormat.xml
    let root: Any
    do {
      root = try PropertyListSerialization.propertyList(from: data, options: [], format: &format)
    } catch {
      let problem = PropertyListParserProblem(error)
      let preprocessing =
        preprocessed
        ? " (the target sets INFOPLIST_PREPROCESS, so Xcode runs the C preprocessor over the file first, and its #if and #define lines are gone when Xcode reads it; the scan does not preprocess)"
        : ""
      throw ScanError(file: path, line: problem.line, message: "not a property list: \(problem.reason)\(preprocessing)")
    }
    guard format == .xml || format == .binary else {
      throw ScanError(
        file: path,
        message:
          "not an XML or binary property list; an Info.plist must be one (convert it with `plutil -convert xml1`)")
    }
    guard let dictionary = root as? [String: Any] else {
      throw ScanError(
        file: path,
        message: "the top level of an Info.plist must be a dictionary, found \(describeType(of: root))")
    }
    return (dictionary, format == .xml ? keyLines(in: data) : [:])
  }

  /// The line of each `<key>…</key>` in an XML property list, the first when a key repeats.
  static func keyLines(in data: Data) -> [String: Int] {
    var lines: [String: Int] = [:]
    let text = String(decoding: data, as: UTF8.self)
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      var rest = line[...]
      while let open = rest.range(of: "<key>") {
        guard let close = rest[open.upperBound...].range(of: "</key>") else { break }
        let key = String(rest[open.upperBound..<close.lowerBound])
        if lines[key] == nil { lines[key] = index + 1 }
        rest = rest[close.upperBound...]
      }
    }
    return lines
  }

  static func describeType(of value: Any) -> String {
    switch value {
    case is String: "a string"
    case is [Any]: "an array"
    case is [String: Any]: "a dictionary"
    case is Bool: "a Boolean"
    case is NSNumber: "a number"
    case is Data: "data"
    case is Date: "a date"
    default: "a value of type \(type(of: value))"
    }
  }
}
