import ArgumentParser
import Foundation
import SwivelScenario

/// `swivel demo`: plays the built-in example and tells what happened; `--verbose` prints its
/// whole timeline.
struct DemoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "Play the built-in example: a portrait app whose photo viewer rotates.",
    discussion: """
      Plays a photo app on an iPhone 5 under iOS 6 in virtual time and tells, part by part, what \
      happened and why: each device turn, each rotation decision that had something at stake \
      with who decided and why, and each turn of the interface. --verbose prints the whole \
      timeline instead, with every callback UIKit sends. It needs no file and writes nothing.

      The same story is Examples/001-photo-viewer.yaml, which --scenario prints: `swivel \
      simulate` on it prints the full trace, and `swivel check` checks its expectations.

      Exit status: 0.
      """
  )

  @Flag(name: .shortAndLong, help: "Print the whole timeline, with every callback UIKit sends.")
  var verbose = false

  @Flag(name: .long, help: "Print the story as a scenario file instead of playing it.")
  var scenario = false

  func run() throws {
    do throws(DemoTimeline.Failure) {
      print(try output(), terminator: "")
    } catch {
      FileHandle.standardError.write(Data("swivel: error: \(error)\n".utf8))
      throw ExitCode(2)
    }
  }

  /// What the command prints.
  func output() throws(DemoTimeline.Failure) -> String {
    if scenario { return DemoScenario.yaml + "\n" }
    let timeline = try DemoTimeline()
    return verbose ? timeline.text : timeline.story
  }
}
