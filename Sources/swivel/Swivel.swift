import ArgumentParser
import Foundation
import SwivelScan

@main
struct Swivel: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "swivel",
    abstract: "UIKit's interface-orientation system, simulated headless in virtual time.",
    version: VersionCommand.current,
    subcommands: [
      DemoCommand.self,
      SimulateCommand.self,
      CheckCommand.self,
      MatrixCommand.self,
      DevicesCommand.self,
      ErasCommand.self,
      LintCommand.self,
      DetectCommand.self,
      WatchCommand.self,
      ScanCommand.self,
      RulesCommand.self,
      ReportersCommand.self,
      ScanSourcesCommand.self,
      VersionCommand.self,
      ManualCommand.self,
    ]
  )

  /// The first argument that is not UTF-8, escaped. Swift gives such an argument with U+FFFD in
  /// place of the bytes it cannot decode, a name that opens nothing: `scan-sources` would have
  /// called the file missing, and a folder's scan found no project.
  static func undecodableArgument() -> String? {
    for index in 1..<Int(CommandLine.argc) {
      guard let pointer = CommandLine.unsafeArgv[index] else { continue }
      let bytes = Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer))).map { UInt8(bitPattern: $0) }
      if String(validating: bytes, as: UTF8.self) == nil { return UndecodableNames.escaped(bytes) }
    }
    return nil
  }

  /// Parses the command line and runs the command, with Scenario reference, section 8's exit statuses: input
  /// that cannot be understood, a usage error included (an unknown option, a missing argument),
  /// exits 2 with ArgumentParser's message and usage on standard error, where ArgumentParser
  /// alone would exit 64 (`EX_USAGE`); help exits 0; a command's own `ExitCode` is kept.
  static func main() async {
    if let argument = undecodableArgument() {
      FileHandle.standardError.write(
        Data(
          "error: the argument '\(argument)' is not UTF-8 (each \\x is a byte that is not); Swivel reads only UTF-8 arguments and file names: rename the file\n"
            .utf8))
      Foundation.exit(2)
    }
    do {
      var command = try parseAsRoot()
      if var asyncCommand = command as? any AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
    } catch {
      if exitCode(for: error) == .validationFailure {
        FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
        Foundation.exit(2)
      }
      exit(withError: error)
    }
  }
}
