import Foundation

@testable import SwivelScan

/// A small app in a temporary folder for the configuration, suppression and baseline tests:
/// `App/Player.swift`, whose `old()` sets the device's orientation through key-value coding
/// (`device-orientation-setter`, line 11) and whose `retry()` calls
/// `attemptRotationToDeviceOrientation` (`attempt-rotation-deprecated`, line 14), in an iPhone
/// app for iOS 16.
enum ConfigurationFixtures {
  /// The lines of `App/Player.swift`, `above` inserted after its first line.
  static func player(above: [String] = [], inOld: [String] = []) -> String {
    (["import UIKit"] + above + [
      "",
      "final class PlayerViewController: UIViewController {",
      "  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }",
      "",
      "  func start() {",
      "    view.backgroundColor = .black",
      "  }",
      "",
      "  func old() {",
    ] + inOld + [
      "    UIDevice.current.setValue(UIInterfaceOrientation.portrait.rawValue, forKey: \"orientation\")",
      "  }",
      "  func retry() {",
      "    UIViewController.attemptRotationToDeviceOrientation()",
      "  }",
      "}",
    ]).joined(separator: "\n") + "\n"
  }

  /// Writes the app into `folder`, with `Vendor/Kit/Rotator.swift` (a vendored copy of the same
  /// setter) in the target too, and `App/Info.plist` holding `plistKeys` when given.
  static func writeApp(in folder: String, player: String = player(), plistKeys: String? = nil) throws {
    try ScanFixtures.write(player, to: "\(folder)/App/Player.swift")
    try ScanFixtures.write(
      """
      import UIKit

      enum Rotator {
        static func portrait() {
          UIDevice.current.setValue(UIInterfaceOrientation.portrait.rawValue, forKey: "orientation")
        }
      }
      """, to: "\(folder)/Vendor/Kit/Rotator.swift")
    var settings = ["TARGETED_DEVICE_FAMILY": "1", "IPHONEOS_DEPLOYMENT_TARGET": "16.0"]
    if plistKeys == nil {
      settings["GENERATE_INFOPLIST_FILE"] = "YES"
    } else {
      settings["INFOPLIST_FILE"] = "App/Info.plist"
    }
    try ScanFixtures.writeApp(
      in: folder, settings: settings, infoPlistKeys: plistKeys,
      sources: ["App/Player.swift", "Vendor/Kit/Rotator.swift"])
  }

  /// Scans the folder with the configuration at `folder/.swivel.yml` (none when there is no
  /// file), as `swivel scan` does.
  static func scan(_ folder: String, configuration yaml: String? = nil) throws -> ScanReport {
    var configuration = SwivelConfiguration(folder: folder)
    if let yaml {
      configuration = try SwivelConfiguration.load(yaml: yaml, file: "\(folder)/.swivel.yml", folder: folder)
    }
    var scanner = ProjectScanner(configuration: configuration.buildConfiguration)
    scanner.files = configuration.paths
    scanner.targetNames = configuration.targets
    var report = scanner.scan(path: folder)
    report.apply(configuration)
    return report
  }

  /// `rule@file:line` for each finding, the file's name only.
  static func found(_ report: ScanReport) -> [String] {
    report.distinctFindings.map {
      "\($0.finding.rule)@\(($0.finding.location.file as NSString).lastPathComponent):\($0.finding.location.line)"
    }
  }
}
