import Foundation
import SwivelCore
import SwivelKit

/// Reads an Info.plist file, XML or binary, into SwivelKit's typed `InfoPlist`
/// (``read(contentsOf:)``), or into a ``LocatedInfoPlist`` that also names the file and key of
/// each value, for lint (``load(contentsOf:)``).
///
/// The bytes are parsed by Foundation's `PropertyListSerialization`, then checked: the format
/// must be XML or binary (Foundation reads junk text as an OpenStep string, which is refused),
/// the top level a dictionary, and each key Swivel understands (`InfoPlist.Key`)
/// of the right type, with known orientation names. Other keys are no concern of orientation
/// and are ignored. Every problem is an ``InfoPlistError`` naming the file and the key; nothing
/// crashes.
public enum InfoPlistReader {
  /// Reads and checks the Info.plist at `path`: the typed value SwivelKit runs on.
  ///
  /// - Parameter path: the file's path; errors name it as given.
  /// - Throws: ``InfoPlistError``.
  public static func read(contentsOf path: String) throws(InfoPlistError) -> InfoPlist {
    try load(contentsOf: path).infoPlist
  }

  /// Reads and checks the Info.plist at `path`, each key located by the file and its name (for lint).
  ///
  /// - Parameter path: the file's path; errors and locations name it as given.
  /// - Throws: ``InfoPlistError``.
  public static func load(contentsOf path: String) throws(InfoPlistError) -> LocatedInfoPlist {
    let data: Data
    switch FileContents.read(path) {
    case .success(let contents): data = contents
    case .failure(let failure): throw InfoPlistError(file: path, problem: .unreadable(failure.reason))
    }
    do {
      return try decodeLocated(data, file: path)
    } catch {
      // A file for Xcode's preprocessor is not one to Foundation: say so, rather than only where
      // the parser stopped.
      guard case .notAPropertyList(let reason) = error.problem, let directive = PreprocessorLines.first(in: data)
      else { throw error }
      throw InfoPlistError(
        file: error.file, line: error.line, problem: .notAPropertyList(reason + PreprocessorLines.remark(directive)))
    }
  }

  /// Parses and checks Info.plist bytes into the typed value.
  ///
  /// - Parameters:
  ///   - data: the bytes of an XML or binary property list.
  ///   - file: the name errors give.
  /// - Throws: ``InfoPlistError``.
  public static func decode(_ data: Data, file: String) throws(InfoPlistError) -> InfoPlist {
    try decodeLocated(data, file: file).infoPlist
  }

  /// Parses and checks Info.plist bytes, each key located by `file` and its name.
  ///
  /// - Throws: ``InfoPlistError``.
  public static func decodeLocated(_ data: Data, file: String) throws(InfoPlistError) -> LocatedInfoPlist {
    if let problem = BinaryPropertyListCheck.problem(in: data) {
      throw InfoPlistError(file: file, problem: .notAPropertyList(problem))
    }
    var format = PropertyListSerialization.PropertyListFormat.xml
    let root: Any
    do {
      root = try PropertyListSerialization.propertyList(from: data, options: [], format: &format)
    } catch {
      guard !data.isEmpty else { throw InfoPlistError(file: file, problem: .notAPropertyList("the file is empty")) }
      let problem = PropertyListParserProblem(error)
      throw InfoPlistError(file: file, line: problem.line, problem: .notAPropertyList(problem.reason))
    }
    guard format == .xml || format == .binary else {
      throw InfoPlistError(file: file, problem: .notXMLOrBinary)
    }
    guard let dictionary = root as? [String: Any] else {
      throw InfoPlistError(file: file, problem: .topLevelNotADictionary(found: describeType(of: root)))
    }
    return try contents(of: dictionary, file: file)
  }

  /// Checks the keys Swivel knows in a parsed Info.plist dictionary; other keys are ignored,
  /// but a key that misspells one Swivel knows is noted (``InfoPlistRemark``).
  ///
  /// What iOS takes without complaint is read as iOS reads it and noted, not refused: an
  /// orientation string UIKit does not know is skipped, a `$(VAR)` build setting is skipped (Xcode
  /// expands it when it builds the app), a Boolean written as a string or an integer is read as
  /// `boolValue` reads it.
  ///
  /// - Throws: ``InfoPlistError`` naming the key at fault, for a value of a type iOS cannot use.
  public static func contents(of dictionary: [String: Any], file: String) throws(InfoPlistError) -> LocatedInfoPlist {
    var reading = Reading(file: file)
    for key in dictionary.keys.sorted() {
      guard let suggestion = InfoPlistKeySpelling.suggestion(for: key) else { continue }
      reading.note(.misspelledKey(key, suggestion: suggestion), at: QuotedInput.shortened(key, limit: 80))
    }
    var contents = LocatedInfoPlist(file: file)
    for key in InfoPlist.Key.allCases {
      guard let value = dictionary[key.rawValue] else { continue }
      let location = SettingLocation.infoPlistKey(file: file, key: key.rawValue)
      switch key {
      case .supportedInterfaceOrientations, .supportedInterfaceOrientationsPad, .supportedInterfaceOrientationsPhone:
        guard let mask = try reading.orientationList(value, key: key) else { continue }
        let idiom: UserInterfaceIdiom? =
          key == .supportedInterfaceOrientations ? nil : key == .supportedInterfaceOrientationsPad ? .pad : .phone
        contents.setSupportedInterfaceOrientations(mask, for: idiom, at: location)
      case .interfaceOrientation:
        guard let orientation = try reading.orientation(value, keyPath: key.rawValue) else { continue }
        contents.setInterfaceOrientation(orientation, at: location)
      case .requiresFullScreen, .requiresFullScreenPad, .requiresFullScreenPhone:
        guard let flag = try reading.boolean(value, key: key) else { continue }
        let idiom: UserInterfaceIdiom? =
          key == .requiresFullScreen ? nil : key == .requiresFullScreenPad ? .pad : .phone
        contents.setRequiresFullScreen(flag, for: idiom, at: location)
      case .launchStoryboardName:
        guard let name = value as? String else {
          throw reading.error(key.rawValue, expected: "a storyboard name (a string)", found: value)
        }
        contents.setLaunchScreen(.storyboard(name), at: location)
      case .launchScreen:
        guard value is [String: Any] else {
          throw reading.error(key.rawValue, expected: "a dictionary", found: value)
        }
        contents.setLaunchScreen(.infoPlistDictionary, at: location)
      case .requiresFullScreenIgnoredStartingWithVersion:
        guard let text = value as? String, let version = SystemVersion(anyNumbered: text) else {
          throw reading.error(key.rawValue, expected: "a system version string such as 27.0", found: value)
        }
        contents.setRequiresFullScreenIgnoredStartingWithVersion(version, at: location)
      }
    }
    if let value = dictionary[deviceFamilyKey] {
      contents.deviceFamily = try reading.deviceFamily(value)
    }
    if let value = dictionary[sceneManifestKey] {
      guard value is [String: Any] else {
        throw reading.error(sceneManifestKey, expected: "a dictionary", found: value)
      }
      contents.sceneManifest = .infoPlistKey(file: file, key: sceneManifestKey)
    }
    contents.remarks = reading.remarks
    return contents
  }

  /// `UIDeviceFamily`, which lint reads to know the idioms of a standalone Info.plist.
  static let deviceFamilyKey = "UIDeviceFamily"

  /// `UIApplicationSceneManifest`, whose presence says the app adopts the scene life cycle, which
  /// apps built with the iOS 27 SDK must do to launch (Apple, TN3187; `scene-life-cycle-required`).
  static let sceneManifestKey = "UIApplicationSceneManifest"

  /// Whether a string is, or holds, a build-setting reference, `$(VAR)` or `${VAR}`, which Xcode
  /// replaces by the setting's value when it builds the app (Apple, "Managing your app's
  /// information property list values": the file holds "variable values that it replaces at
  /// build time using build settings",
  /// https://developer.apple.com/documentation/bundleresources/managing-your-app-s-information-property-list;
  /// the build setting `INFOPLIST_EXPAND_BUILD_SETTINGS` turns it on).
  static func isBuildSettingReference(_ text: String) -> Bool {
    text.contains("$(") || text.contains("${")
  }

  /// The Info.plist orientation string `text` misspells: the same but for case, a Swift name
  /// (`landscapeRight`), a mask name (`UIInterfaceOrientationMaskPortrait`), else the nearest by
  /// edit distance; `nil` when it is none of these.
  static func orientationSuggestion(for text: String) -> String? {
    let names = InterfaceOrientation.valid.compactMap(\.infoPlistName)
    let unmasked = text.replacingOccurrences(of: "Mask", with: "")
    if names.contains(unmasked) { return unmasked }
    if let orientation = InterfaceOrientation.valid.first(where: { $0.name.lowercased() == text.lowercased() }) {
      return orientation.infoPlistName
    }
    return InfoPlistKeySpelling.nearest(unmasked, among: names)
  }

  /// One file being read: its name, and the remarks made so far.
  private struct Reading {
    var file: String
    var remarks: [InfoPlistRemark] = []

    mutating func note(_ kind: InfoPlistRemark.Kind, at keyPath: String) {
      remarks.append(InfoPlistRemark(kind, at: .infoPlistKey(file: file, key: keyPath)))
    }

    func error(_ keyPath: String, expected: String, found value: Any) -> InfoPlistError {
      InfoPlistError(
        file: file, key: keyPath,
        problem: .wrongType(expected: expected, found: InfoPlistReader.describeType(of: value)))
    }

    /// `UIDeviceFamily`: a number or an array of numbers (Apple, Information Property List Key
    /// Reference: "Number or Array"); 1 is iPhone, 2 iPad, other families are left out. `nil`
    /// when it is a build setting.
    mutating func deviceFamily(_ value: Any) throws(InfoPlistError) -> Set<UserInterfaceIdiom>? {
      let key = InfoPlistReader.deviceFamilyKey
      if let text = value as? String, InfoPlistReader.isBuildSettingReference(text) {
        note(.buildSettingReference(text), at: key)
        return nil
      }
      let elements: [(value: Any, keyPath: String)]
      if let list = value as? [Any] {
        elements = list.enumerated().map { ($0.element, "\(key)[\($0.offset)]") }
      } else {
        elements = [(value, key)]
      }
      var idioms: Set<UserInterfaceIdiom> = []
      for (element, keyPath) in elements {
        if let text = element as? String, InfoPlistReader.isBuildSettingReference(text) {
          note(.buildSettingReference(text), at: keyPath)
          return nil
        }
        guard !InfoPlistReader.isBoolean(element), let number = element as? NSNumber else {
          throw error(keyPath, expected: "a device family number (1: iPhone, 2: iPad)", found: element)
        }
        switch number.intValue {
        case 1: idioms.insert(.phone)
        case 2: idioms.insert(.pad)
        default: break
        }
      }
      return idioms
    }

    /// A list of orientation strings as a mask; repeated orientations count once, strings UIKit
    /// does not know and build settings are skipped. `nil`, the key unknown, when the value is a
    /// build setting or its list holds nothing but skipped values and at least one build setting
    /// (which may stand for any orientations: taking the list as empty would report an app that
    /// supports nothing).
    mutating func orientationList(_ value: Any, key: InfoPlist.Key) throws(InfoPlistError) -> InterfaceOrientationMask?
    {
      if let text = value as? String, InfoPlistReader.isBuildSettingReference(text) {
        note(.buildSettingReference(text), at: key.rawValue)
        return nil
      }
      guard let list = value as? [Any] else {
        throw error(key.rawValue, expected: "an array of orientation strings", found: value)
      }
      var orientations: [InterfaceOrientation] = []
      var buildSettings = 0
      for (index, element) in list.enumerated() {
        if let orientation = try orientation(element, keyPath: "\(key.rawValue)[\(index)]") {
          orientations.append(orientation)
        } else if let text = element as? String, InfoPlistReader.isBuildSettingReference(text) {
          buildSettings += 1
        }
      }
      return orientations.isEmpty && buildSettings > 0 ? nil : InterfaceOrientationMask(orientations)
    }

    /// An orientation string; `nil`, noted, for a string UIKit does not know or a build setting.
    ///
    /// UIKit turns each string it knows into its orientation; one it does not know adds none (an
    /// assumption: Apple documents the four strings, and no public source shows UIKit refusing
    /// the file or the app over another).
    mutating func orientation(_ value: Any, keyPath: String) throws(InfoPlistError) -> InterfaceOrientation? {
      guard let text = value as? String else {
        throw error(keyPath, expected: "an orientation string", found: value)
      }
      if let orientation = InterfaceOrientation(infoPlistName: text) { return orientation }
      if InfoPlistReader.isBuildSettingReference(text) {
        note(.buildSettingReference(text), at: keyPath)
      } else {
        note(.unknownOrientation(text, suggestion: InfoPlistReader.orientationSuggestion(for: text)), at: keyPath)
      }
      return nil
    }

    /// A Boolean; a string or an integer is read as `boolValue` reads it, and noted.
    ///
    /// UIKit reads the key's value with `-boolValue` (an assumption: UIKit's source is not
    /// public, but a string or a number in a Boolean key is known to work). `NSString.boolValue`
    /// is true on "Y", "y", "T", "t" or a digit 1 to 9 after optional white space, sign and zeros,
    /// so "YES", "true" and "1" are true and "NO", "false" and "0" false (Apple,
    /// https://developer.apple.com/documentation/foundation/nsstring/boolvalue); Foundation's own
    /// `boolValue` decides here, and the tests check it gives those answers. `nil`, noted, for a
    /// build setting.
    mutating func boolean(_ value: Any, key: InfoPlist.Key) throws(InfoPlistError) -> Bool? {
      if InfoPlistReader.isBoolean(value), let flag = value as? Bool { return flag }
      if let text = value as? String {
        if InfoPlistReader.isBuildSettingReference(text) {
          note(.buildSettingReference(text), at: key.rawValue)
          return nil
        }
        let flag = (text as NSString).boolValue
        note(.notABoolean(written: "<string>\(QuotedInput.shortened(text))</string>", readAs: flag), at: key.rawValue)
        return flag
      }
      if let number = value as? NSNumber, !["f", "d"].contains(String(cString: number.objCType)) {
        let flag = number.int64Value != 0
        note(.notABoolean(written: "<integer>\(number.int64Value)</integer>", readAs: flag), at: key.rawValue)
        return flag
      }
      throw error(key.rawValue, expected: "a Boolean (<true/> or <false/>)", found: value)
    }
  }

  /// Whether a parsed value is a property-list Boolean. Numbers come as `NSNumber`, which also
  /// casts to `Bool`, so the dynamic type decides: a Swift `Bool` (Foundation on Linux, YAML), or
  /// an `NSNumber` holding a C `char` (Darwin's `CFBoolean`; plist integers are never `char`).
  static func isBoolean(_ value: Any) -> Bool {
    type(of: value) == Bool.self || (value as? NSNumber).map { String(cString: $0.objCType) == "c" } == true
  }

  /// How errors name a value's type: "a string", "an array" …
  static func describeType(of value: Any) -> String {
    switch value {
    case is String: "a string"
    case is [Any]: "an array"
    case is [String: Any], is [AnyHashable: Any]: "a dictionary"
    case is Data: "data"
    case is Date: "a date"
    case _ where isBoolean(value): "a Boolean"
    case is NSNumber, is Int, is Double: "a number"
    default: "a value of type \(type(of: value))"
    }
  }
}
