import Foundation

/// A tool that writes the `.xcodeproj` from a description of its own, so that the repository
/// holds the description and not the project: XcodeGen (`project.yml`, "the project spec"
/// `xcodegen generate` reads by default) and Tuist (`Project.swift` and `Workspace.swift`
/// manifests, which `tuist generate` reads). A checkout of such a repository has no project to
/// scan until the tool has run; the scan's error says which to run.
enum ProjectGenerator {
  /// What to run in `folder` to make its project, when a generator's description is there: "a
  /// project.yml is there: XcodeGen makes the project; run `xcodegen generate` in …/App first";
  /// `nil` when there is none.
  static func hint(in folder: String) -> String? {
    let fileManager = FileManager.default
    let place = folder.isEmpty ? "." : folder
    for (file, tool, command) in generators
    where fileManager.fileExists(atPath: (place as NSString).appendingPathComponent(file)) {
      return "a \(file) is there: \(tool) makes the project; run `\(command)` in \(place) first"
    }
    return nil
  }

  /// Each description file, the tool that reads it, and the command that makes the project.
  private static let generators = [
    ("project.yml", "XcodeGen", "xcodegen generate"),
    ("Project.swift", "Tuist", "tuist generate"),
    ("Workspace.swift", "Tuist", "tuist generate"),
  ]
}
