/// A file a scenario names: its `infoPlist:`, or the accelerometer trace of a `motion:` step.
public struct FileReference: Hashable, Sendable {
  /// The path as written in the scenario (`Info.plist`, `walk.csv`).
  public var path: String
  /// The path resolved against the scenario file's folder; the file existed when the scenario was loaded.
  public var resolvedPath: String

  /// A file as written in the scenario and as resolved.
  public init(path: String, resolvedPath: String) {
    self.path = path
    self.resolvedPath = resolvedPath
  }
}
