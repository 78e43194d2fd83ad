import Foundation
import PackagePlugin

/// A build-tool plugin for package targets that hold UIKit code: at each build where one of the
/// target's Swift or Objective-C files (or a `.swivel.yml` above them) changed, it runs `swivel
/// scan-sources --as-warnings` on them, which prints each finding as `file:line: warning:
/// message [rule]`, the line Xcode turns into a warning in its issue list and `swift build` shows
/// in its output. For a package's target it passes `--package`, whose `platforms:` give the iOS
/// the code is judged for (PackagePlugin does not tell a plugin the platforms).
///
/// A build command runs only for outputs the build needs, so the command's output is a Swift file
/// of comments (`--stamp`), which SwiftPM compiles into the target: the command then runs when an
/// input changed, and not otherwise. That is why only Swift targets take it (a C-family target
/// cannot compile a Swift file); a target whose files never mention UIKit is not scanned.
@main
struct SwivelBuildTool: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SwiftSourceModuleTarget else { return [] }
    let sources = target.sourceFiles.filter { $0.type == .source }.map(\.url).filter {
      ["swift", "m", "mm"].contains($0.pathExtension)
    }
    return try Self.commands(
      tool: context.tool(named: "swivel").url, sources: sources, work: context.pluginWorkDirectoryURL,
      name: target.name, package: context.package.directoryURL)
  }

  /// The one build command for the given sources, none when no file mentions UIKit.
  static func commands(tool: URL, sources: [URL], work: URL, name: String, package: URL? = nil) -> [Command] {
    let mentionsUIKit = sources.contains { url in
      (try? String(contentsOf: url, encoding: .utf8))?.contains("UIKit") ?? false
    }
    guard mentionsUIKit else { return [] }
    let stamp = work.appendingPathComponent("SwivelFindings.swift")
    let packageArguments = package.map { ["--package", $0.path] } ?? []
    return [
      .buildCommand(
        displayName: "swivel: checking \(name)'s orientation code",
        executable: tool,
        arguments: ["scan-sources", "--as-warnings", "--stamp", stamp.path] + packageArguments + sources.map(\.path),
        inputFiles: sources + configurations(above: sources.first)
          + (package.map { [$0.appendingPathComponent("Package.swift")] } ?? []),
        outputFiles: [stamp])
    ]
  }

  /// The `.swivel.yml` files in the folders from the file's up to the root: the one
  /// `scan-sources` reads is among them, so that editing it runs the command again.
  static func configurations(above file: URL?) -> [URL] {
    guard var folder = file?.deletingLastPathComponent().standardizedFileURL else { return [] }
    var found: [URL] = []
    for _ in 0..<64 {
      let candidate = folder.appendingPathComponent(".swivel.yml")
      if FileManager.default.fileExists(atPath: candidate.path) { found.append(candidate) }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { break }
      folder = parent
    }
    return found
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  // Xcode's own plugin API: the same command for an Xcode target's Swift and Objective-C files.
  // Untested: XcodeProjectPlugin exists only in Xcode, and Swivel is developed on Linux.
  extension SwivelBuildTool: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
      let sources = target.inputFiles.filter { $0.type == .source }.map(\.url).filter {
        ["swift", "m", "mm"].contains($0.pathExtension)
      }
      return try Self.commands(
        tool: context.tool(named: "swivel").url, sources: sources, work: context.pluginWorkDirectoryURL,
        name: target.displayName)
    }
  }
#endif
