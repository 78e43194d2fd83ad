import ArgumentParser
import SwivelScenario

/// `swivel demo`: plays the built-in example and prints its timeline (spec section 8).
struct DemoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "Play the built-in example: a portrait app whose photo viewer rotates.",
    discussion: """
      Plays seed 001's story in virtual time and prints its timeline: each device turn, each \
      rotation decision with who decided and why, each callback UIKit sends, grouped by the parts \
      of the story. It needs no file and writes nothing. Exit status: 0.

      The same story is Examples/001-photo-viewer.yaml: `swivel simulate` on it prints the full \
      trace, and `swivel check` checks its expectations.
      """
  )

  func run() {
    print(output, terminator: "")
  }

  /// What the command prints.
  var output: String { DemoTimeline().text }
}
