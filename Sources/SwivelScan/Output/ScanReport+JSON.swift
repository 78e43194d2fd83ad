import Foundation
import SwivelCore

extension ScanReport {
  /// The report as one JSON object, for tools:
  ///
  /// ```json
  /// {"findings": [{"rule", "severity", "file", "line", "message", "targets": ["App", "AppLite"]}],
  ///  "targets": [{"name", "project", "families", "deploymentTarget",
  ///   "launch": {"phone": [...], "pad": [...]}, "launchIsDefault": {"phone": true, "pad": false},
  ///   "requiresFullScreen", "launchScreen",
  ///   "controllers": [{"class", "superclass", "file", "line", "supported", "shouldAutorotate", "preferred",
  ///     "legacyAutorotate", "module", "unknownAncestor",
  ///     "byFamily": {"phone": {"supported", "preferred", "legacyAutorotate"}, "pad": {…}}}],
  ///   "mechanisms": [{"api", "file", "line", "from", "below"}],
  ///   "findings": [{"rule", "severity", "file", "line", "message"}],
  ///   "notes": [{"file", "line", "message"}]}]}
  /// ```
  ///
  /// The top-level `findings` are the problems to fix, each once (``distinctFindings``), with the
  /// names of the targets that have it: a file two targets build gives one entry, as in the text
  /// report and the SARIF log. Each target's `findings` keeps all of that target's, so a tool that
  /// reads one target sees everything about it; a problem two targets share is in both.
  ///
  /// `families` holds `phone` and `pad`; `launch` the orientations' names per family, `null` for a
  /// family the target does not run on; `launchIsDefault` per family whether those are UIKit's
  /// default because the Info.plist lists none for it (no `UISupportedInterfaceOrientations`, nor
  /// its `~iphone` or `~ipad` key), `null` likewise; `deploymentTarget` the version as written or
  /// `null`; `launchScreen` the launch storyboard's name, `UILaunchScreen` for the dictionary, or
  /// `null`; a controller's answers are their text (`portrait`, `phone: portrait; pad: all`,
  /// `super`, `forwards to topViewController`, `depends`) or `null` when not overridden, and
  /// `byFamily` gives each on iPhone and on iPad; `legacyAutorotate` is what iOS 5's
  /// `shouldAutorotateToInterfaceOrientation:` answers YES for; `module` the framework or package
  /// target the class comes from (`null` for the app's own); `unknownAncestor` the first class of
  /// its superclass chain the scan does not know, when it is taken to be a view controller on a
  /// guess; a mechanism's `from` and `below` are the iOS versions its availability checks let it
  /// run on (`null` for no bound); `notes` what the scan assumed or could not follow for the target (``TargetScan/notes``).
  /// Keys are sorted, so the output is stable.
  public var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let document = JSONDocument(
      findings: distinctFindings.map { JSONDocument.Finding($0.finding, targets: $0.targets) },
      targets: targets.map(JSONDocument.Target.init))
    guard let data = try? encoder.encode(document) else { return "{\"findings\": [], \"targets\": []}" }
    return String(decoding: data, as: UTF8.self)
  }
}

/// The shape of ``ScanReport/json``.
struct JSONDocument: Encodable {
  var findings: [Finding]
  var targets: [Target]

  struct Target: Encodable {
    var name: String
    var project: String
    var families: [String]
    var deploymentTarget: String?
    var launch: Launch
    var launchIsDefault: LaunchIsDefault
    var requiresFullScreen: Bool
    var launchScreen: String?
    var controllers: [Controller]
    var mechanisms: [Mechanism]
    var findings: [Finding]
    var notes: [Note]

    init(_ target: TargetScan) {
      name = target.name
      project = target.project
      families = target.families.map(\.name)
      deploymentTarget = target.deploymentTarget
      launch = Launch(
        phone: target.launch[.phone].map { $0.orientations.map(\.name) },
        pad: target.launch[.pad].map { $0.orientations.map(\.name) })
      launchIsDefault = LaunchIsDefault(
        phone: target.launch[.phone] == nil ? nil : target.launchIsDefault.contains(.phone),
        pad: target.launch[.pad] == nil ? nil : target.launchIsDefault.contains(.pad))
      requiresFullScreen = target.requiresFullScreen
      launchScreen = target.launchScreen?.description
      controllers = target.controllers.map(Controller.init)
      mechanisms = target.mechanisms.map(Mechanism.init)
      findings = target.findings.map { Finding($0) }
      notes = target.notes.map { Note(file: $0.location.file, line: $0.location.line, message: $0.message) }
    }

    // Optionals are written as null, so every target has every key.
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(name, forKey: .name)
      try container.encode(project, forKey: .project)
      try container.encode(families, forKey: .families)
      try container.encode(deploymentTarget, forKey: .deploymentTarget)
      try container.encode(launch, forKey: .launch)
      try container.encode(launchIsDefault, forKey: .launchIsDefault)
      try container.encode(requiresFullScreen, forKey: .requiresFullScreen)
      try container.encode(launchScreen, forKey: .launchScreen)
      try container.encode(controllers, forKey: .controllers)
      try container.encode(mechanisms, forKey: .mechanisms)
      try container.encode(findings, forKey: .findings)
      try container.encode(notes, forKey: .notes)
    }

    enum CodingKeys: String, CodingKey {
      case name, project, families, deploymentTarget, launch, launchIsDefault, requiresFullScreen, launchScreen
      case controllers, mechanisms, findings, notes
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

  struct LaunchIsDefault: Encodable {
    var phone: Bool?
    var pad: Bool?

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
      try container.encode(controller.legacyAutorotate, forKey: .legacyAutorotate)
      try container.encode(controller.module, forKey: .module)
      try container.encode(controller.unknownAncestor, forKey: .unknownAncestor)
      try container.encode(
        [UserInterfaceIdiom.phone, .pad].reduce(into: [String: [String: String?]]()) { byFamily, idiom in
          byFamily[idiom.name] = [
            "supported": controller.supportedAnswer?.on(idiom).text,
            "preferred": controller.preferredAnswer?.on(idiom).text,
            "legacyAutorotate": controller.legacyAnswer?.on(idiom).text,
          ]
        }, forKey: .byFamily)
    }

    enum CodingKeys: String, CodingKey {
      case className = "class"
      case superclass, file, line, supported, shouldAutorotate, preferred, legacyAutorotate, module, unknownAncestor
      case byFamily
    }
  }

  struct Mechanism: Encodable {
    var api: String
    var file: String
    var line: Int
    /// The versions the call runs on, as availability checks around it say; `null` for none.
    var from: String?
    var below: String?

    init(_ mechanism: MechanismScan) {
      api = mechanism.api
      file = mechanism.location.file
      line = mechanism.location.line
      from = mechanism.runsOn.from?.description
      below = mechanism.runsOn.below?.description
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(api, forKey: .api)
      try container.encode(file, forKey: .file)
      try container.encode(line, forKey: .line)
      try container.encode(from, forKey: .from)
      try container.encode(below, forKey: .below)
    }

    enum CodingKeys: String, CodingKey { case api, file, line, from, below }
  }

  /// A finding; at the top level, with the targets that have it.
  struct Finding: Encodable {
    var rule: String
    var severity: String
    var file: String
    var line: Int
    var message: String
    var targets: [String]?

    init(_ finding: ScanFinding, targets: [String]? = nil) {
      rule = finding.rule
      severity = finding.severity.rawValue
      file = finding.location.file
      line = finding.location.line
      message = finding.message
      self.targets = targets
    }
  }

  struct Note: Encodable {
    var file: String
    var line: Int
    var message: String
  }
}
