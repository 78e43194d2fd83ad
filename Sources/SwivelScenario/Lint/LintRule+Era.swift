import SwivelCore

extension LintRule {
  /// A step that calls an API the scenario's era ignores or deprecates, or an answer its
  /// controllers give that UIKit never asks for, reported where it is written with what to use
  /// instead.
  public static let apiIgnoredInEra = LintRule(
    id: "api-ignored-in-era", severity: .warning,
    summary:
      "The scenario uses an API the era ignores or deprecates (supported: and shouldAutorotate: on iOS 5 and earlier; attemptRotation and setDeviceOrientation from iOS 16; prefersStatusBarHidden: and childForStatusBarHidden: before iOS 7; prefersLocked before iOS 26).",
    why:
      "from iOS 16 setting UIDevice.orientation changes nothing and attemptRotationToDeviceOrientation is deprecated; use setNeedsUpdateOfSupportedInterfaceOrientations or requestGeometryUpdate"
  ) { subject, rule in
    guard let scenario = subject.scenario else { return [] }
    var findings = answersTheEraNeverAsks(scenario, subject.behavior, rule)
    guard subject.behavior.hasGeometryRequests else { return findings }
    for step in scenario.steps {
      switch step.action {
      case .setDeviceOrientation:
        findings.append(
          rule.finding(
            "setDeviceOrientation does nothing on \(subject.behavior) but log \"BUG IN CLIENT OF UIKIT\"; write requestGeometryUpdate (iOS 16.0+) instead",
            at: .source(step.location)))
      case .attemptRotation:
        findings.append(
          rule.finding(
            "attemptRotation (attemptRotationToDeviceOrientation) is deprecated on \(subject.behavior); write setNeedsUpdateOfSupportedInterfaceOrientations on the controller whose answers changed",
            at: .source(step.location)))
      default:
        continue
      }
    }
    return findings
  }

  /// Answers of overrides the era never calls, on controllers and in `set:` steps: iOS 6's
  /// `supported:` and `shouldAutorotate:` up to iOS 5 (Apple: both available from iOS 6.0; seed
  /// 001: "In iOS 5 (and before), shouldAutorotateToInterfaceOrientation: is used"), and
  /// `prefersStatusBarHidden:` and `childForStatusBarHidden:` before iOS 7 (Apple, both iOS 7.0+),
  /// `prefersLocked:` before iOS 26 (Apple, `prefersInterfaceOrientationLocked`: iOS 26.0+). An
  /// app may override them and still run there, so they load; UIKit just never asks.
  private static func answersTheEraNeverAsks(_ scenario: Scenario, _ era: SystemBehavior, _ rule: LintRule)
    -> [LintFinding]
  {
    let instead = "; write legacyAutorotate: (shouldAutorotateToInterfaceOrientation:) instead"
    let legacyWhy =
      "supportedInterfaceOrientations and shouldAutorotate arrive in iOS 6; up to iOS 5 UIKit asks shouldAutorotateToInterfaceOrientation: one orientation at a time"
    let lockedWhy =
      "prefersInterfaceOrientationLocked arrives in iOS 26; an app may override it and still run on an older iOS, which never reads it"
    let statusBarWhy =
      "prefersStatusBarHidden and childForStatusBarHidden arrive in iOS 7; before, UIKit never asks a controller about the status bar"
    func findings(_ answers: ControllerAnswers, of controller: String) -> [LintFinding] {
      var found: [(key: String, location: SourceLocation, instead: String, why: String)] = []
      if era.usesLegacyAutorotation {
        if let key = answers.supported { found.append(("supported", key.location, instead, legacyWhy)) }
        if let key = answers.shouldAutorotate { found.append(("shouldAutorotate", key.location, instead, legacyWhy)) }
      }
      if !era.hasControllerBasedStatusBarAppearance {
        if let key = answers.prefersStatusBarHidden {
          found.append(("prefersStatusBarHidden", key.location, "", statusBarWhy))
        }
        if let key = answers.childForStatusBarHidden {
          found.append(("childForStatusBarHidden", key.location, "", statusBarWhy))
        }
      }
      if !era.hasPrefersInterfaceOrientationLocked, let key = answers.prefersLocked {
        found.append(("prefersLocked", key.location, "", lockedWhy))
      }
      return found.map {
        rule.finding(
          "\($0.key): of controller '\(controller)' is never asked on \(era)\($0.instead)", at: .source($0.location),
          why: $0.why)
      }
    }
    var found = scenario.controllers.flatMap { findings($0.answers, of: $0.id) }
    for step in scenario.steps {
      if case .set(let controller, let answers) = step.action { found += findings(answers, of: controller) }
    }
    return found
  }
}

extension LintRule {
  /// A controller's `supported:` that can never count: UIKit never asks that controller.
  public static let maskNeverAsked = LintRule(
    id: "mask-never-asked", severity: .warning,
    summary:
      "A controller declares supported: but never decides: every controller of an iPad app that multitasks, or one only ever presented as a sheet from iOS 13.",
    why:
      "UIKit asks only the controller that decides: an iPad app that multitasks is never asked for its controllers' masks, and a sheet from iOS 13 does not decide (its presenter does)"
  ) { subject, rule in
    // On a resizable scene no mask is asked; lock-ignored-when-resizable says so.
    guard let scenario = subject.scenario, let device = subject.device, !subject.behavior.usesLegacyAutorotation,
      !subject.ignoresSupportedOrientations
    else { return [] }
    let era = subject.behavior
    if device.idiom == .pad && subject.isMultitasking(on: .pad) {
      // A controller that allows every orientation restricts nothing: asked or not, the same.
      return scenario.controllers.compactMap { controller in
        controller.answers.supported.flatMap { supported in
          supported.value == .all
            ? nil
            : rule.finding(
              "controller '\(controller.id)' declares supported: but this iPad app multitasks on \(era), so UIKit never asks it; set UIRequiresFullScreen or leave an orientation out of Info.plist if the app must not multitask",
              at: .source(supported.location))
        }
      }
    }
    // Controllers that decide in some way: the root, children (their container may forward),
    // what a container forwards to when presented, and what is presented so as to decide.
    let root = scenario.window?.root?.value
    let children = Set(scenario.controllers.flatMap { $0.children.map(\.value) })
    let forwardsToPresented = scenario.controllers.contains {
      $0.answers.forwards?.value.targets.contains(.presented) == true
    }
    var presentedAsSheetOnly: [String: Bool] = [:]
    // The styles each controller is presented with, for the message.
    var styles: [String: [ModalPresentationStyle]] = [:]
    for step in scenario.steps {
      guard case .present(let presentation) = step.action else { continue }
      let decides = era.presentsFullScreen(presentation.style, idiom: device.idiom)
      presentedAsSheetOnly[presentation.controller] =
        (presentedAsSheetOnly[presentation.controller] ?? true) && !decides
      if !(styles[presentation.controller] ?? []).contains(presentation.style) {
        styles[presentation.controller, default: []].append(presentation.style)
      }
    }
    var findings: [LintFinding] = []
    for controller in scenario.controllers {
      guard let supported = controller.answers.supported, presentedAsSheetOnly[controller.id] == true,
        controller.id != root, !children.contains(controller.id), !forwardsToPresented
      else { continue }
      findings.append(
        rule.finding(
          "controller '\(controller.id)' declares supported: but is only presented \(Self.presentedAs(styles[controller.id] ?? [])), which does not decide on \(era); its presenter's mask counts — present it fullScreen to let it decide",
          at: .source(supported.location)))
    }
    return findings
  }

  /// How a controller is presented, in words: `as a sheet` for the sheets (`pageSheet`,
  /// `formSheet`, `automatic`), else the styles by name (`with style overFullScreen`), which are
  /// no sheets.
  static func presentedAs(_ styles: [ModalPresentationStyle]) -> String {
    let sheets: [ModalPresentationStyle] = [.pageSheet, .formSheet, .automatic]
    if styles.allSatisfy(sheets.contains) { return "as a sheet" }
    let names = styles.map(\.name)
    return (names.count == 1 ? "with style " : "with styles ") + names.joined(separator: ", ")
  }
}
