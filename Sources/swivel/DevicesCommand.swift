import ArgumentParser
import SwivelScenario

/// `swivel devices`: lists the device catalog (Scenario reference, section 8).
struct DevicesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "devices",
    abstract: "List the device catalog: the ids a scenario's `device:` accepts.",
    discussion: """
      For each device: idiom, portrait size in points, Home button, the full-screen size \
      classes (horizontal/vertical) in portrait and in landscape, the iOS versions its models \
      ran, and the newest safe-area insets upright (top,left,bottom,right; "-" where no source \
      measured them). The iPhone Duo is two screens: iphone-duo, the outer display, which \
      behaves like any iPhone, and iphone-duo-inner, the inner display, where an app built with \
      the iOS 27 SDK runs resizable: UIKit ignores its supported orientations and refuses its \
      geometry requests, unless its Info.plist sets UIRequiresFullScreen. Their safe areas hold \
      for apps built with the 27.1 SDK, whose bars sit in an 84-point strip.

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
