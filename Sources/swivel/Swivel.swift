import ArgumentParser

@main
struct Swivel: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "swivel",
    abstract: "UIKit's interface-orientation system, simulated headless in virtual time.",
    subcommands: [
      DemoCommand.self,
      SimulateCommand.self,
      CheckCommand.self,
      DevicesCommand.self,
      LintCommand.self,
    ]
  )
}
