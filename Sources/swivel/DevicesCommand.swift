import ArgumentParser
import SwivelScenario

/// `swivel devices`: lists the device catalog (Scenario reference, section 8).
struct DevicesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "devices",
    abstract: "List the device catalog: the ids a scenario's `device:` accepts.",
    discussion: """
      For each device: idiom, portrait size in points, Home button, and the full-screen size \
      classes (horizontal/vertical) in portrait and in landscape.

      Exit status: 0; 2 for an unknown --format.
      """
  )

  @Option(name: .long, help: "Output format: text (a table) or json.")
  var format: DeviceCatalogReport.Format = .text

  func run() {
    print(output, terminator: "")
  }

  /// What the command prints: the catalog report in the chosen format.
  var output: String { DeviceCatalogReport().rendered(as: format) }
}

extension DeviceCatalogReport.Format: ExpressibleByArgument {}
