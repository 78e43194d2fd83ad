/// Something the scan assumed or could not follow that is no mistake of the app's: an
/// `.xcconfig` it could not read, a configuration it fell back from, a deployment target it does
/// not know. Printed beside the findings as `file:line: note: …`; it does not change the exit
/// status. (A file of a target that cannot be read or parsed is a note from its reader, and the
/// target's report makes it a ``ScanRule/fileNotRead`` finding.)
public struct ScanNote: Hashable, Sendable, CustomStringConvertible {
  /// Where it concerns.
  public var location: ScanLocation
  /// What was assumed or skipped, and why.
  public var message: String

  /// A note at the given place.
  public init(at location: ScanLocation, _ message: String) {
    self.location = location
    self.message = message
  }

  /// `App.xcodeproj/project.pbxproj:40: note: …`.
  public var description: String { "\(location): note: \(message)" }
}
