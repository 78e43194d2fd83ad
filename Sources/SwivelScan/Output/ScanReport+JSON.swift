import Foundation
import SwivelCore

extension ScanReport {
  /// The report as one JSON object, for tools:
  ///
  /// ```json
  /// {"targets": [{"name", "project", "families", "deploymentTarget",
  ///   "launch": {"phone": [...], "pad": [...]}, "requiresFullScreen", "launchScreen",
  ///   "controllers": [{"class", "superclass", "file", "line", "supported", "shouldAutorotate", "preferred"}],
  ///   "mechanisms": [{"api", "file", "line"}],
  ///   "findings": [{"rule", "severity", "file", "line", "message"}]}]}
  /// ```
  ///
  /// `families` holds `phone` and `pad`; `launch` the orientations' names per family, `null` for a
  /// family the target does not run on; `deploymentTarget` the version as written or `null`;
  /// `launchScreen` the launch storyboard's name, `UILaunchScreen` for the dictionary, or `null`.
  /// Keys are sorted, so the output is stable.
  public var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let document = JSONDocument(targets: targets.map(JSONDocument.Target.init))
    guard let data = try? encoder.encode(document) else { return "{\"targets\": []}" }
    return String(decoding: data, as: UTF8.self)
  }
}

/// The shape of ``ScanReport/json``.
struct JSONDocument: Encodable {
  var targets: [Target]

  struct Target: Encodable {
    var name: String
    var project: String
    var families: [String]
    var deploymentTarget: String?
    var launch: Launch
    var requiresFullScreen: Bool
    var launchScreen: String?
    var controllers: [Controller]
    var mechanisms: [Mechanism]
    var findings: [Finding]

    init(_ target: TargetScan) {
      name = target.name
      project = target.project
      families = target.families.map(\.name)
      deploymentTarget = target.deploymentTarget
      launch = Launch(
        phone: target.launch[.phone].map { $0.orientations.map(\.name) },
        pad: target.launch[.pad].map { $0.orientations.map(\.name) })
      requiresFullScreen = target.requiresFullScreen
      launchScreen = target.launchScreen?.description
      controllers = target.controllers.map(Controller.init)
      mechanisms = target.mechanisms.map { Mechanism(api: $0.api, file: $0.location.file, line: $0.location.line) }
      findings = target.findings.map {
        Finding(
          rule: $0.rule, severity: $0.severity.rawValue, file: $0.location.file, line: $0.location.line,
          message: $0.message)
      }
    }

    // Optionals are written as null, so every target has every key.
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(name, forKey: .name)
      try container.encode(project, forKey: .project)
      try container.encode(families, forKey: .families)
      try container.encode(deploymentTarget, forKey: .deploymentTarget)
      try container.encode(launch, forKey: .launch)
      try container.encode(requiresFullScreen, forKey: .requiresFullScreen)
      try container.encode(launchScreen, forKey: .launchScreen)
      try container.encode(controllers, forKey: .controllers)
      try container.encode(mechanisms, forKey: .mechanisms)
      try container.encode(findings, forKey: .findings)
    }

    enum CodingKeys: String, CodingKey {
      case name, project, families, deploymentTarget, launch, requiresFullScreen, launchScreen, controllers
      case mechanisms, findings
    }
  }

  struct Launch: Encodable {
    var phone: [String]?
    var pad: [String]?

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(phone, forKey: .phone)
      try container.encode(pad, forKey: .pad)
    }

    enum CodingKeys: String, CodingKey { case phone, pad }
  }

  struct Controller: Encodable {
    var controller: ControllerScan

    init(_ controller: ControllerScan) { self.controller = controller }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(controller.className, forKey: .className)
      try container.encode(controller.superclass, forKey: .superclass)
      try container.encode(controller.location.file, forKey: .file)
      try container.encode(controller.location.line, forKey: .line)
      try container.encode(controller.supported, forKey: .supported)
      try container.encode(controller.shouldAutorotate, forKey: .shouldAutorotate)
      try container.encode(controller.preferred, forKey: .preferred)
    }

    enum CodingKeys: String, CodingKey {
      case className = "class"
      case superclass, file, line, supported, shouldAutorotate, preferred
    }
  }

  struct Mechanism: Encodable {
    var api: String
    var file: String
    var line: Int
  }

  struct Finding: Encodable {
    var rule: String
    var severity: String
    var file: String
    var line: Int
    var message: String
  }
}
