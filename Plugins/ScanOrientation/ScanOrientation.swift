import Foundation
import PackagePlugin

/// `swift package scan-orientation [ARGUMENTS]`: runs `swivel scan` on the package's folder,
/// from that folder (so findings name files relative to it), with the arguments given passed on
/// (`--format sarif`, `--configuration Debug`). A `.swivel.yml` in the folder is the scan's own
/// business: it looks for one from the scanned folder upward. The plugin fails, after the
/// report, when the scan's exit status is not 0 (1: problems found; 2: something could not be read).
@main
struct ScanOrientation: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "swivel")
    try Self.scan(tool: tool.url, folder: context.package.directoryURL, arguments: arguments)
  }

  /// Runs `swivel scan . ARGUMENTS` in `folder`, its output going straight to the user's.
  static func scan(tool: URL, folder: URL, arguments: [String]) throws {
    let process = Process()
    process.executableURL = tool
    process.arguments = ["scan", "."] + arguments
    process.currentDirectoryURL = folder
    try process.run()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      throw ScanFailure(status: process.terminationStatus, folder: folder.path)
    }
  }
}

/// The scan's exit status was not 0.
struct ScanFailure: Error, CustomStringConvertible {
  var status: Int32
  var folder: String

  var description: String {
    switch status {
    case 1: "swivel scan found problems in \(folder) (exit status 1)"
    case 2: "swivel scan could not read part of \(folder), or was called wrongly (exit status 2)"
    default: "swivel scan ended with status \(status)"
    }
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  // Xcode's own plugin API: in an Xcode project, the command scans the project's folder. Untested:
  // XcodeProjectPlugin exists only in Xcode, and Swivel is developed on Linux.
  extension ScanOrientation: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
      let tool = try context.tool(named: "swivel")
      try Self.scan(tool: tool.url, folder: context.xcodeProject.directoryURL, arguments: arguments)
    }
  }
#endif
