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
    return try decodeLocated(data, file: path)
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
      let reason = data.isEmpty ? "the file is empty" : "the data is not in the correct format"
      throw InfoPlistError(file: file, problem: .notAPropertyList(reason))
    }
    guard format == .xml || format == .binary else {
      throw InfoPlistError(file: file, problem: .notXMLOrBinary)
    }
    guard let dictionary = root as? [String: Any] else {
      throw InfoPlistError(file: file, problem: .topLevelNotADictionary(found: describeType(of: root)))
    }
    return try contents(of: dictionary, file: file)
  }

  /// Checks the keys Swivel knows in a parsed Info.plist dictionary; other keys are ignored.
  ///
  /// - Throws: ``InfoPlistError`` naming the key at fault.
  public static func contents(of dictionary: [String: Any], file: String) throws(InfoPlistError) -> LocatedInfoPlist {
    var contents = LocatedInfoPlist()
    for key in InfoPlist.Key.allCases {
      guard let value = dictionary[key.rawValue] else { continue }
      let location = SettingLocation.infoPlistKey(file: file, key: key.rawValue)
      switch key {
      case .supportedInterfaceOrientations:
        contents.setSupportedInterfaceOrientations(
          try orientationList(value, key: key, file: file), for: nil, at: location)
      case .supportedInterfaceOrientationsPad:
        contents.setSupportedInterfaceOrientations(
          try orientationList(value, key: key, file: file), for: .pad, at: location)
      case .supportedInterfaceOrientationsPhone:
        contents.setSupportedInterfaceOrientations(
          try orientationList(value, key: key, file: file), for: .phone, at: location)
      case .interfaceOrientation:
        contents.setInterfaceOrientation(try orientation(value, keyPath: key.rawValue, file: file), at: location)
      case .requiresFullScreen:
        contents.setRequiresFullScreen(try boolean(value, key: key, file: file), at: location)
      case .requiresFullScreenPad:
        contents.setRequiresFullScreen(try boolean(value, key: key, file: file), for: .pad, at: location)
      case .requiresFullScreenPhone:
        contents.setRequiresFullScreen(try boolean(value, key: key, file: file), for: .phone, at: location)
      }
    }
    if let value = dictionary[deviceFamilyKey] {
      contents.deviceFamily = try deviceFamily(value, file: file)
    }
    return contents
  }

  /// `UIDeviceFamily`, which lint reads to know the idioms of a standalone Info.plist.
  static let deviceFamilyKey = "UIDeviceFamily"

  /// `UIDeviceFamily`: a number or an array of numbers (Apple, Information Property List Key
  /// Reference: "Number or Array"); 1 is iPhone, 2 iPad, other families are left out.
  private static func deviceFamily(_ value: Any, file: String) throws(InfoPlistError) -> Set<UserInterfaceIdiom> {
    let elements: [(value: Any, keyPath: String)]
    if let list = value as? [Any] {
      elements = list.enumerated().map { ($0.element, "\(deviceFamilyKey)[\($0.offset)]") }
    } else {
      elements = [(value, deviceFamilyKey)]
    }
    var idioms: Set<UserInterfaceIdiom> = []
    for (element, keyPath) in elements {
      guard !isBoolean(element), let number = element as? NSNumber else {
        throw InfoPlistError(
          file: file, key: keyPath,
          problem: .wrongType(expected: "a device family number (1: iPhone, 2: iPad)", found: describeType(of: element))
        )
      }
      switch number.intValue {
      case 1: idioms.insert(.phone)
      case 2: idioms.insert(.pad)
      default: break
      }
    }
    return idioms
  }

  /// A list of orientation strings as a mask; repeated orientations count once.
  private static func orientationList(_ value: Any, key: InfoPlist.Key, file: String) throws(InfoPlistError)
    -> InterfaceOrientationMask
  {
    guard let list = value as? [Any] else {
      throw InfoPlistError(
        file: file, key: key.rawValue,
        problem: .wrongType(expected: "an array of orientation strings", found: describeType(of: value)))
    }
    var orientations: [InterfaceOrientation] = []
    for (index, element) in list.enumerated() {
      orientations.append(try orientation(element, keyPath: "\(key.rawValue)[\(index)]", file: file))
    }
    return InterfaceOrientationMask(orientations)
  }

  private static func orientation(_ value: Any, keyPath: String, file: String) throws(InfoPlistError)
    -> InterfaceOrientation
  {
    guard let text = value as? String else {
      throw InfoPlistError(
        file: file, key: keyPath,
        problem: .wrongType(expected: "an orientation string", found: describeType(of: value)))
    }
    guard let orientation = InterfaceOrientation(infoPlistName: text) else {
      throw InfoPlistError(file: file, key: keyPath, problem: .unknownOrientation(text))
    }
    return orientation
  }

  private static func boolean(_ value: Any, key: InfoPlist.Key, file: String) throws(InfoPlistError) -> Bool {
    guard isBoolean(value), let flag = value as? Bool else {
      throw InfoPlistError(
        file: file, key: key.rawValue,
        problem: .wrongType(expected: "a Boolean (<true/> or <false/>)", found: describeType(of: value)))
    }
    return flag
  }

  /// Whether a parsed value is a property-list Boolean. Numbers come as `NSNumber`, which also
  /// casts to `Bool`, so the dynamic type decides: a Swift `Bool` (Foundation on Linux, YAML), or
  /// an `NSNumber` holding a C `char` (Darwin's `CFBoolean`; plist integers are never `char`).
  private static func isBoolean(_ value: Any) -> Bool {
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
