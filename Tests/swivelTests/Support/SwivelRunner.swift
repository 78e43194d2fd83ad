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

  /// Runs `swivel arguments` in `directory` (the package root by default), with the file at
  /// `input` as its standard input when given.
  static func run(_ arguments: [String], in directory: URL = packageRoot, input: String? = nil) throws -> Result {
    try run(executable, arguments, in: directory, input: input)
  }

  /// Runs a shell command line (`sh -c`), as a user types it, in `directory`.
  static func run(shell line: String, in directory: URL) throws -> Result {
    try run(URL(fileURLWithPath: "/bin/sh"), ["-c", line], in: directory)
  }

  private static func run(_ program: URL, _ arguments: [String], in directory: URL, input: String? = nil) throws
    -> Result
  {
    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let inputHandle = try input.map { try FileHandle(forReadingFrom: URL(fileURLWithPath: $0)) }
    defer { try? inputHandle?.close() }
    if let inputHandle { process.standardInput = inputHandle }
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

  /// What comparing an output with its golden file found.
  enum GoldenComparison: Equatable {
    case matches
    /// The golden says `expected`.
    case differs(expected: String)
    /// There is no golden, or it cannot be read.
    case missing
    /// `SWIVEL_UPDATE_GOLDEN=1`: the golden differed, and now holds the output.
    case rewritten
    /// `SWIVEL_UPDATE_GOLDEN=1` in CI: nothing was compared or written.
    case refusedInCI
  }

  /// Compares `text` with the golden file `name` in `folder`; with `SWIVEL_UPDATE_GOLDEN=1` in
  /// `environment`, outside CI, rewrites a golden that differs or is missing.
  static func compareGolden(
    _ text: String, _ name: String, in folder: URL = golden,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> GoldenComparison {
    let url = folder.appendingPathComponent(name)
    let isUpdating = environment["SWIVEL_UPDATE_GOLDEN"] == "1"
    if isUpdating, TestEnvironment.isCI(environment) { return .refusedInCI }
    let expected = try? String(contentsOf: url, encoding: .utf8)
    if text == expected { return .matches }
    if isUpdating {
      try text.write(to: url, atomically: true, encoding: .utf8)
      return .rewritten
    }
    return expected.map { .differs(expected: $0) } ?? .missing
  }

  /// Expects `text` to be the golden file `name` (in `Tests/Golden/`).
  ///
  /// With `SWIVEL_UPDATE_GOLDEN=1` a golden that differs is rewritten, and the test still fails,
  /// naming the file, so that a rewrite is never a silent pass: read the diff, then run the tests
  /// again. In CI (`CI` set) nothing is rewritten, and the variable itself is the failure.
  static func expectGolden(_ text: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    switch try compareGolden(text, name) {
    case .matches: break
    case .differs(let expected):
      #expect(text == expected, "differs from Tests/Golden/\(name)", sourceLocation: sourceLocation)
    case .missing:
      Issue.record(
        "Tests/Golden/\(name) cannot be read; SWIVEL_UPDATE_GOLDEN=1 writes it", sourceLocation: sourceLocation)
    case .rewritten:
      Issue.record(
        "rewrote Tests/Golden/\(name) (SWIVEL_UPDATE_GOLDEN=1): read its diff, then run the tests again",
        sourceLocation: sourceLocation)
    case .refusedInCI:
      Issue.record(
        "SWIVEL_UPDATE_GOLDEN=1 in CI: Tests/Golden/\(name) is not rewritten; goldens are rewritten only by hand",
        sourceLocation: sourceLocation)
    }
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
