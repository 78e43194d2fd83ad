import Foundation
import Testing

/// Runs the built `swivel` executable as a user runs it, for the end-to-end tests of every command.
enum SwivelRunner {
  /// The package's root folder.
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// `Tests/Golden/`: expected outputs (and the inputs made for them).
  static let golden = packageRoot.appendingPathComponent("Tests/Golden")

  /// The `swivel` executable SwiftPM built next to the test bundle.
  static let executable: URL = {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("swivel").path),
      directory.path != "/"
    {
      directory = directory.deletingLastPathComponent()
    }
    return directory.appendingPathComponent("swivel")
  }()

  struct Result {
    var status: Int32
    var output: String
    var error: String
  }

  /// Runs `swivel arguments` in `directory` (the package root by default).
  static func run(_ arguments: [String], in directory: URL = packageRoot) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
      error: String(decoding: errorData, as: UTF8.self))
  }

  /// Compares `text` with the golden file `name`; with `SWIVEL_UPDATE_GOLDEN=1`, rewrites it first.
  static func expectGolden(_ text: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let url = golden.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["SWIVEL_UPDATE_GOLDEN"] == "1" {
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(text == expected, "differs from Tests/Golden/\(name)", sourceLocation: sourceLocation)
  }
}
