import ArgumentParser

@main
struct Swivel: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "swivel",
    abstract: "UIKit's interface-orientation system, simulated headless in virtual time.",
    subcommands: [
      DevicesCommand.self,
      LintCommand.self,
      DetectCommand.self,
      WatchCommand.self,
    ]
  )
}
