import SwivelCore

extension LintRule {
  /// An app whose mask leaves no orientation the device can show.
  public static let appSupportsNoOrientation = LintRule(
    id: "app-supports-no-orientation", severity: .error,
    summary: "The app's mask (delegate or Info.plist) holds no orientation the device can show.",
    why:
      "UIKit raises UIApplicationInvalidInterfaceOrientation: the app and its controllers must share an orientation (Apple, View Controller Programming Guide)"
  ) { subject, rule in
    var findings: [LintFinding] = []
    for idiom in subject.idioms.sorted(by: { $0.rawValue < $1.rawValue }) {
      guard let app = subject.appMask(for: idiom), let location = app.location else { continue }
      var hardware = InterfaceOrientationMask.all
      var device = idiom == .pad ? "iPad" : "iPhone"
      if let model = subject.device, model.idiom == idiom {
        hardware = model.supportedInterfaceOrientations
        if !model.hasHomeButton && idiom == .phone { device = "an iPhone without a Home button" }
      }
      if app.mask.intersection(hardware).isEmpty {
        findings.append(
          rule.finding("the app supports \(app.mask) on \(device), which can show none of them", at: location))
      }
    }
    return findings
  }

  /// A controller whose mask has nothing in common with the app's; or the window's root whose mask
  /// has nothing in common with Info.plist's, which is the app's mask at launch.
  ///
  /// The delegate's mask applies only once the app has launched (seed 001 and issue 3: it
  /// "replaces … the Info.plist mask once the app has launched"): the root installed while
  /// launching is checked against Info.plist's orientations, as the engine does
  /// (`Application.delegateSupportedInterfaceOrientations(for:)` answers `nil` until launched),
  /// and UIKit raises there even when the delegate's mask would allow the root's. A root whose
  /// `shouldAutorotate` is NO is not checked at launch: the policy suppresses, it does not raise.
  public static let noCommonOrientation = LintRule(
    id: "no-common-orientation", severity: .error,
    summary:
      "A controller's supportedInterfaceOrientations has no orientation in common with the app's mask, or the window's root none with Info.plist's at launch (iOS 6+).",
    why:
      "UIKit raises UIApplicationInvalidInterfaceOrientation when it decides the orientation (Apple, View Controller Programming Guide: the result must never be 0)"
  ) { subject, rule in
    guard !subject.behavior.usesLegacyAutorotation, let device = subject.device,
      !subject.isMultitasking(on: device.idiom), !subject.ignoresSupportedOrientations,
      let app = subject.appMask(for: device.idiom)
    else { return [] }
    var findings: [LintFinding] = []
    var reported: Set<String> = []
    for state in subject.answerStates() where state.concerns(\.supported, \.legacyAutorotate) {
      let controller = state.controller
      if controller.resolvedKind.isContainer && state.answers.forwards?.value == .top { continue }
      guard let answer = subject.supportedInterfaceOrientations(of: controller, answers: state.answers),
        answer.mask.intersection(app.mask).isEmpty
      else { continue }
      if state.changes == nil { reported.insert(controller.id) }
      findings.append(
        rule.finding(
          "controller '\(controller.id)' supports \(answer.mask) and the app \(app.mask): nothing in common",
          at: .source(answer.location)))
    }
    if let launch = subject.launchRootConflict(on: device.idiom), !reported.contains(launch.root) {
      findings.append(
        rule.finding(
          "the window's root '\(launch.root)' supports \(launch.answer.mask) and Info.plist \(launch.infoPlist): nothing in common at launch, where only Info.plist's orientations apply (the delegate's mask \(app.mask) applies once the app has launched)",
          at: .source(launch.answer.location)))
    }
    return findings
  }

  /// A preferred presentation orientation outside what the controller may take.
  public static let preferredOrientationUnsupported = LintRule(
    id: "preferred-orientation-unsupported", severity: .error,
    summary:
      "preferredForPresentation is not one of the orientations the controller supports and the app allows (iOS 6+).",
    why:
      "UIKit raises UIApplicationInvalidInterfaceOrientation when the controller is presented full screen (Apple, View Controller Programming Guide)"
  ) { subject, rule in
    guard subject.behavior.hasPreferredInterfaceOrientationForPresentation, let device = subject.device,
      !subject.isMultitasking(on: device.idiom), !subject.ignoresSupportedOrientations
    else { return [] }
    let app = subject.appMask(for: device.idiom)?.mask ?? .all
    var findings: [LintFinding] = []
    for state in subject.answerStates() {
      guard let preferred = state.answers.preferredForPresentation else { continue }
      if let changes = state.changes, changes.preferredForPresentation == nil, changes.supported == nil,
        changes.legacyAutorotate == nil
      {
        continue
      }
      guard let answer = subject.supportedInterfaceOrientations(of: state.controller, answers: state.answers) else {
        continue
      }
      // As the policy: the preferred orientation must be in the controller's mask ∩ the app's.
      // Outside the controller's own mask it is always a mistake; outside the app's only when
      // they share something (else no-common-orientation says it).
      let id = state.controller.id
      let message: String
      if !answer.mask.contains(preferred.value) {
        message = "controller '\(id)' prefers \(preferred.value) but supports \(answer.mask)"
      } else if !app.contains(preferred.value) && !answer.mask.intersection(app).isEmpty {
        message = "controller '\(id)' prefers \(preferred.value), which the app does not support (\(app))"
      } else {
        continue
      }
      let location = state.changes?.supported?.location ?? preferred.location
      findings.append(rule.finding(message, at: .source(location)))
    }
    return findings
  }

  /// A UIKit container that does not ask its children, whose children declare other masks.
  public static let containerIgnoresChildren = LintRule(
    id: "container-ignores-children", severity: .warning,
    summary:
      "A navigation or tab bar controller's children declare masks other than what the container answers (iOS 6+).",
    why:
      "from iOS 6 UIKit's containers answer for themselves and do not ask their children (iOS 6 release notes: only the topmost controller decides); forward them (forwards: top) or give the container the mask"
  ) { subject, rule in
    guard !subject.behavior.containersAskChildren, let device = subject.device, let scenario = subject.scenario,
      !subject.isMultitasking(on: device.idiom), !subject.ignoresSupportedOrientations
    else { return [] }
    var findings: [LintFinding] = []
    for container in scenario.controllers where container.resolvedKind.isContainer {
      guard container.answers.forwards?.value != .top,
        let answer = subject.supportedInterfaceOrientations(of: container, answers: container.answers)
      else { continue }
      let name =
        switch container.resolvedKind {
        case .navigation: "navigation controller"
        case .split: "split view controller"
        case .tabBar, .viewController: "tab bar controller"
        }
      for child in container.children {
        guard let childController = scenario.controller(id: child.value),
          let childAnswer = subject.supportedInterfaceOrientations(
            of: childController, answers: childController.answers),
          let declared = childAnswer.declaredAt, childAnswer.mask != answer.mask
        else { continue }
        findings.append(
          rule.finding(
            "\(name) '\(container.id)' answers \(answer.mask) and never asks its child '\(child.value)', which supports \(childAnswer.mask)",
            at: .source(declared)))
      }
    }
    return findings
  }
}
