import ArgumentParser

/// `swivel version` (and `swivel --version`): the version of this build of Swivel.
struct VersionCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "version",
    abstract: "Print Swivel's version.",
    discussion: "The same as swivel --version: one line, the version.\n\nExit status: 0."
  )

  /// Swivel's version: the next release's number with `-dev` until it is released (the
  /// changelog's `[Unreleased]` section says what it holds).
  static let current = "0.1.0-dev"

  func run() {
    print(Self.current)
  }
}
