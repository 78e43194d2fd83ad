import SwivelCore

/// The rules of the iOS 27 SDK: what rebuilding with it changes. Each is judged by the SDK the app
/// is built with (a scenario's `sdk:`, `swivel lint --sdk`, `swivel scan --sdk`), not by the
/// system it runs on: building with the SDK is what opts an app in (Apple, WWDC26 Platforms State
/// of the Union: "Once you rebuild with the latest SDK, your app is automatically opted in").
extension LintRule {
  /// An app built with the iOS 27 SDK that does not adopt the scene life cycle: an Info.plist
  /// without `UIApplicationSceneManifest`, a scenario's `sceneLifeCycle: false`.
  ///
  /// Apple, "UIKit updates" (June 2026) and TN3187: "apps built with the latest SDK must use the
  /// scene-based life cycle or they fail to launch"; iOS 27 release notes, 141837548. Adoption is
  /// read from `UIApplicationSceneManifest` alone, as slint-ui/slint#13433 measured it (2026).
  public static let sceneLifeCycleRequired = LintRule(
    id: "scene-life-cycle-required", severity: .error,
    summary:
      "An app built with the iOS 27 SDK does not adopt the UIScene life cycle: its Info.plist has no UIApplicationSceneManifest (in a scenario, sceneLifeCycle: false).",
    why:
      "apps built with the iOS 27 SDK must use the scene-based life cycle or they fail to launch on iOS 27 and later (Apple, TN3187)"
  ) { subject, rule in
    guard subject.behavior.isBuiltWithIOS27SDK, !subject.sceneLifeCycle.adopted,
      let location = subject.sceneLifeCycle.location
    else { return [] }
    let sdk = "the iOS \(subject.behavior.sdk) SDK"
    let message =
      subject.scenario == nil
      ? "the Info.plist has no UIApplicationSceneManifest, so the app, built with \(sdk), does not adopt the scene life cycle; add a UIApplicationSceneManifest whose default configuration names a UIWindowSceneDelegate (TN3187 shows the move), or keep building with the iOS 26 SDK until then"
      : "sceneLifeCycle: false says the app, built with \(sdk), does not adopt the scene life cycle; adopt it (remove sceneLifeCycle: false), or say sdk: \"26.2\" to play the app as built with the iOS 26 SDK"
    return [rule.finding(message, at: location)]
  }

  /// The app delegate's `application(_:supportedInterfaceOrientationsFor:)` in an app built with the
  /// iOS 27 SDK, with no scene delegate mask beside it.
  ///
  /// Apple, `UIApplicationDelegate.application(_:supportedInterfaceOrientationsFor:)` and
  /// `UIApplication.supportedInterfaceOrientations(for:)`: "iOS 6.0–27.0";
  /// `UIWindowSceneDelegate.supportedInterfaceOrientations(for:)`, "iOS 27.0+": "The returned value
  /// replaces the app's UISupportedInterfaceOrientations Info.plist value for this scene". An app
  /// that answers both (the scene delegate's for iOS 27, the app delegate's for older systems) has
  /// migrated: nothing to say.
  public static let appDelegateMaskDeprecated = LintRule(
    id: "app-delegate-mask-deprecated", severity: .warning,
    summary:
      "The app delegate answers application(_:supportedInterfaceOrientationsFor:), deprecated in iOS 27.0, in an app built with the iOS 27 SDK whose scene delegate gives no supportedInterfaceOrientations(for:).",
    why:
      "from iOS 27 the window scene delegate's supportedInterfaceOrientations(for:) gives each scene its mask, and the app delegate's method is deprecated (Apple, UIApplicationDelegate: iOS 6.0–27.0)"
  ) { subject, rule in
    guard subject.behavior.deprecatesAppDelegateSupportedOrientations, let mask = subject.delegateMask,
      subject.sceneDelegateMask == nil
    else { return [] }
    return [
      rule.finding(
        "delegateMask: (the app delegate's application(_:supportedInterfaceOrientationsFor:)) is deprecated in iOS 27.0, and the app is built with the iOS \(subject.behavior.sdk) SDK; give the scene delegate's answer too (sceneDelegateMask:, supportedInterfaceOrientations(for:), iOS 27), which Swivel asks first from iOS 27, and keep the app delegate's for iOS 26 and earlier",
        at: .source(mask.location))
    ]
  }

  /// An orientation lock a resizable scene ignores: on the scenario's device the app, built with
  /// the iOS 27 SDK, runs resizable (the iPhone Duo's inner display), so UIKit asks neither the
  /// app's mask nor its controllers' and refuses its geometry requests. Told for a mask that
  /// leaves out portrait or a landscape (upside down alone changes little), `prefersLocked: true`
  /// and each `requestGeometryUpdate` step, on that display or on the one an `unfold` step opens
  /// the device to. `swivel scan` has the same rule for source code.
  ///
  /// Apple, Tech Talk 111461: the inner display "doesn't honor your supported interface
  /// orientations", and with `UIRequiresFullScreen` "iPhone Duo respects your supported interface
  /// orientations, but your app will scale"; measured (Flutter's Duo probe): the request refused
  /// with code 101. WWDC26 278: use the space the scene has, not its orientation.
  public static let lockIgnoredWhenResizable = LintRule(
    id: "lock-ignored-when-resizable", severity: .warning,
    summary:
      "A mask narrower than portrait and landscape, prefersLocked: true or a requestGeometryUpdate step, on a device where the app built with the iOS 27 SDK runs resizable (the iPhone Duo's inner display) and UIKit ignores them; in iPhone Mirroring, a mask without portrait, prefersLocked: true or a requestGeometryUpdate step, as the interface is always portrait there.",
    why:
      "a resizable scene takes the supported orientations as a preference it ignores and refuses geometry requests with code 101 (Apple, Tech Talk 111461: on the iPhone Duo UIRequiresFullScreen keeps them and scales the app instead), and iPhone Mirroring always reports the interface portrait (WWDC26 session 278)"
  ) { subject, rule in
    if let scenario = subject.scenario, scenario.windowing?.value == .mirroring {
      return mirroredLocks(in: scenario, subject: subject, rule: rule)
    }
    guard let scenario = subject.scenario, let display = subject.resizableDisplay else { return [] }
    let opens = display != subject.device ? " once the device opens" : ""
    let place = "on \(display.id) (\(subject.behavior)) the scene is resizable\(opens)"
    let fix = "lay the screen out for the space the scene has, whatever its orientation"
    var findings: [LintFinding] = []
    func narrows(_ mask: InterfaceOrientationMask) -> Bool { !mask.isSuperset(of: .allButUpsideDown) }
    if let app = subject.appMask(for: display.idiom), narrows(app.mask), let location = app.location {
      findings.append(
        rule.finding(
          "the app supports \(app.mask), but \(place) and UIKit ignores the supported orientations; \(fix)",
          at: location))
    }
    for controller in scenario.controllers {
      if let supported = controller.answers.supported, narrows(supported.value) {
        findings.append(
          rule.finding(
            "controller '\(controller.id)' supports \(supported.value), but \(place) and UIKit never asks it; \(fix)",
            at: .source(supported.location)))
      }
      if let locked = controller.answers.prefersLocked, locked.value {
        findings.append(
          rule.finding(
            "controller '\(controller.id)' prefers the orientation locked, but \(place) and the lock is not held; \(fix)",
            at: .source(locked.location)))
      }
    }
    for step in scenario.steps {
      guard case .requestGeometryUpdate(let mask) = step.action else { continue }
      findings.append(
        rule.finding(
          "requestGeometryUpdate \(mask) is refused with code 101 (\"The current windowing mode does not allow for programmatic changes to interface orientation.\"): \(place); \(fix)",
          at: .source(step.location)))
    }
    return findings
  }

  /// The locks iPhone Mirroring ignores (`lock-ignored-when-resizable` on a mirrored scenario):
  /// there the interface is always portrait, so a mask without portrait never shows its
  /// orientation, `prefersLocked` and geometry requests do nothing, and once the user resizes
  /// the window no mask counts (Apple, WWDC26 session 278: "iPhone Mirroring always reports the
  /// interface orientation as portrait"; "Once the user begins resizing, supported orientations
  /// are ignored").
  static func mirroredLocks(in scenario: Scenario, subject: LintSubject, rule: LintRule) -> [LintFinding] {
    let place = "in iPhone Mirroring (\(subject.behavior)) the interface is always portrait"
    let fix = "lay the screen out for the space the window has, whatever its orientation"
    var findings: [LintFinding] = []
    func leavesOutPortrait(_ mask: InterfaceOrientationMask) -> Bool { mask.isDisjoint(with: .portrait) }
    // With UIRequiresFullScreen the resizing is discrete and the masks keep counting.
    let discrete = subject.keys.infoPlist.requiresFullScreen(for: .phone, in: subject.behavior) == true
    let resized = discrete ? "" : ", and once resized no mask counts"
    if let app = subject.appMask(for: .phone), leavesOutPortrait(app.mask), let location = app.location {
      findings.append(
        rule.finding("the app supports \(app.mask), but \(place)\(resized); \(fix)", at: location))
    }
    for controller in scenario.controllers {
      if let supported = controller.answers.supported, leavesOutPortrait(supported.value) {
        findings.append(
          rule.finding(
            "controller '\(controller.id)' supports \(supported.value), but \(place); \(fix)",
            at: .source(supported.location)))
      }
      if let locked = controller.answers.prefersLocked, locked.value {
        findings.append(
          rule.finding(
            "controller '\(controller.id)' prefers the orientation locked, but \(place) and nothing turns it; \(fix)",
            at: .source(locked.location)))
      }
    }
    for step in scenario.steps {
      guard case .requestGeometryUpdate(let mask) = step.action else { continue }
      findings.append(
        rule.finding(
          "requestGeometryUpdate \(mask) is refused with code 101: \(place); \(fix)", at: .source(step.location)))
    }
    return findings
  }
}
