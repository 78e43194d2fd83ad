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
    try run(executable, arguments, in: directory)
  }

  /// Runs a shell command line (`sh -c`), as a user types it, in `directory`.
  static func run(shell line: String, in directory: URL) throws -> Result {
    try run(URL(fileURLWithPath: "/bin/sh"), ["-c", line], in: directory)
  }

  private static func run(_ program: URL, _ arguments: [String], in directory: URL) throws -> Result {
    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    // Standard error is read on another thread, so that neither pipe fills up while the other is read.
    let errorReader = ErrorReader(error.fileHandleForReading)
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errorReader.wait()
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

/// Reads a pipe to its end on a thread of its own.
private final class ErrorReader: @unchecked Sendable {
  // Sendable: `data` is written once by the thread, then read after `done` is signalled.
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    Thread {
      self.data = handle.readDataToEndOfFile()
      self.done.signal()
    }.start()
  }

  func wait() -> Data {
    done.wait()
    return data
  }
}
