import ArgumentParser
import Foundation

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

  /// Parses the command line and runs the command, with Scenario reference, section 8's exit statuses: input
  /// that cannot be understood, a usage error included (an unknown option, a missing argument),
  /// exits 2 with ArgumentParser's message and usage on standard error, where ArgumentParser
  /// alone would exit 64 (`EX_USAGE`); help exits 0; a command's own `ExitCode` is kept.
  static func main() async {
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
