/// Where a setting was written: a place in a scenario file, or a key of an Info.plist file.
public enum SettingLocation: Hashable, Sendable {
  /// A line and column of a scenario file.
  case source(SourceLocation)
  /// A key of an Info.plist file, which has no useful line (binary plists have none); an empty
  /// key stands for the whole file (a key it lacks).
  case infoPlistKey(file: String, key: String)
}

extension SettingLocation: CustomStringConvertible {
  /// `photo.yaml:12:5`, or `Info.plist: UISupportedInterfaceOrientations~ipad`.
  public var description: String {
    switch self {
    case .source(let location): location.description
    case .infoPlistKey(let file, let key): key.isEmpty ? file : "\(file): \(key)"
    }
  }
}
