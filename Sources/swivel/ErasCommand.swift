import ArgumentParser
import SwivelCore

/// `swivel eras`: every iOS version at which the engine's orientation behaviour changes.
struct ErasCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "eras",
    abstract: "List every iOS version at which orientation behaviour changes, what changes, and the source.",
    discussion: """
      A scenario's `ios:` picks the era (from "3.0" to "\(SystemVersion.newest)"); the engine \
      reproduces the rules of the newest version at or before it.

      Exit status: 0.
      """
  )

  func run() {
    print(output, terminator: "")
  }

  /// What the command prints: one block per version, its change and its source.
  var output: String {
    // A change at a point release (27.1, the iPhone Duo's) is named with its minor.
    let width = 6
    var lines = ["iOS".padding(toLength: width, withPad: " ", startingAt: 0) + "what changes", ""]
    for change in SystemBehavior.changes {
      let version = change.version.minor == 0 ? "\(change.version.major)" : "\(change.version)"
      lines.append(version.padding(toLength: width, withPad: " ", startingAt: 0) + change.change)
      lines.append(String(repeating: " ", count: width) + "source: \(change.source)")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
