import SwivelCore
import SwivelKit
import SwivelScenario

extension ScanRule {
  /// A call of `UIViewController.attemptRotationToDeviceOrientation()`, which iOS 16 deprecated
  /// (Apple, https://developer.apple.com/documentation/uikit/uiviewcontroller/attemptrotationtodeviceorientation(),
  /// "Deprecated"; its replacement is `setNeedsUpdateOfSupportedInterfaceOrientations()`, iOS 16+).
  public static let attemptRotationDeprecated = ScanRule(
    id: "attempt-rotation-deprecated", severity: .warning,
    summary: "A source calls UIViewController.attemptRotationToDeviceOrientation(), deprecated in iOS 16.",
    why:
      "iOS 16 deprecated it: UIKit asks a controller for its orientations again when the controller calls setNeedsUpdateOfSupportedInterfaceOrientations()"
  )

  /// `UIDevice.current.setValue(_, forKey: "orientation")`, the widely copied private trick: from
  /// iOS 16 UIKit ignores it and logs "[Orientation] BUG IN CLIENT OF UIKIT: Setting
  /// UIDevice.orientation is not supported. Please use UIWindowScene.requestGeometryUpdate(_:)"
  /// (quoted in flutter/flutter #111587 and mozilla-mobile/firefox-ios #15687).
  public static let deviceOrientationSetter = ScanRule(
    id: "device-orientation-setter", severity: .warning,
    summary: "A source sets UIDevice's orientation with setValue(_:forKey: \"orientation\").",
    why:
      "from iOS 16 UIKit ignores it and logs \"BUG IN CLIENT OF UIKIT: Setting UIDevice.orientation is not supported\"; the interface does not turn"
  )
}

/// The findings only a target's sources show, judged with its Info.plist, families and era.
enum SourceRules {
  /// A mask as messages write it: its name (`landscape`, `allButUpsideDown`), else its orientations.
  static func maskText(_ mask: InterfaceOrientationMask) -> String {
    mask.name ?? "\(mask)"
  }

  /// - Parameters:
  ///   - facts: what the sources say.
  ///   - keys: the target's Info.plist, as lint reads it.
  ///   - families: the device families it runs on.
  ///   - era: its deployment target's era.
  static func findings(
    _ facts: SourceFacts, keys: LocatedInfoPlist, families: [UserInterfaceIdiom], era: SystemBehavior
  ) -> [ScanFinding] {
    var findings: [ScanFinding] = []
    let atLeast16 = era.version.major >= 16
    for mechanism in facts.mechanisms {
      switch mechanism.api {
      case "attemptRotationToDeviceOrientation()":
        let rule = ScanRule.attemptRotationDeprecated
        findings.append(
          ScanFinding(
            rule: rule.id, severity: rule.severity, location: mechanism.location,
            message:
              "attemptRotationToDeviceOrientation() is called\(atLeast16 ? " with a deployment target of iOS \(era.version)" : ""); \(rule.why). To fix: call setNeedsUpdateOfSupportedInterfaceOrientations() on the controller whose supportedInterfaceOrientations changed (with if #available(iOS 16, *) while older systems are supported)"
          ))
      case "setValue(_:forKey: \"orientation\")":
        let rule = ScanRule.deviceOrientationSetter
        let scope =
          atLeast16
          ? "with a deployment target of iOS \(era.version) it never works"
          : "it works only on iOS 15 and earlier"
        findings.append(
          ScanFinding(
            rule: rule.id, severity: rule.severity, location: mechanism.location,
            message:
              "UIDevice's orientation is set with setValue(_:forKey: \"orientation\"): \(scope); \(rule.why). To fix: call requestGeometryUpdate(.iOS(interfaceOrientations:)) on the window scene, and setNeedsUpdateOfSupportedInterfaceOrientations() on the controller that decides"
          ))
      default:
        continue
      }
    }
    for controller in facts.controllers {
      findings += controllerFindings(controller, facts: facts, keys: keys, families: families, era: era)
    }
    return findings
  }

  private static func controllerFindings(
    _ controller: ControllerScan, facts: SourceFacts, keys: LocatedInfoPlist, families: [UserInterfaceIdiom],
    era: SystemBehavior
  ) -> [ScanFinding] {
    var findings: [ScanFinding] = []
    let file = controller.location.file
    if let line = controller.shouldAutorotateLine, controller.shouldAutorotateFlag != true {
      let rule = LintRule.shouldAutorotateIgnored
      let scope =
        era.honorsShouldAutorotate
        ? "UIKit asks it on iOS 15 and earlier only"
        : "with a deployment target of iOS \(era.version) UIKit never asks it"
      findings.append(
        ScanFinding(
          rule: rule.id, severity: rule.severity, location: ScanLocation(file: file, line: line),
          message:
            "\(controller.className) answers shouldAutorotate \(controller.shouldAutorotate ?? "depends"): \(scope); iOS 16 no longer honours shouldAutorotate, so it cannot stop a rotation there (iOS 16 release notes). To fix: return the orientations to allow from supportedInterfaceOrientations, and call setNeedsUpdateOfSupportedInterfaceOrientations() when they change"
        ))
    }
    // An app delegate whose answer is not a constant decides the app's mask in a way the scan
    // cannot know (UIKit asks it in place of Info.plist once the app has launched).
    let delegateIsUnknown =
      facts.delegateMask == nil
      && facts.mechanisms.contains { $0.api == "application(_:supportedInterfaceOrientationsFor:)" }
    if let mask = controller.supportedMask, let line = controller.supportedLine, !delegateIsUnknown {
      for idiom in families {
        let settings = AppOrientationSettings(
          infoPlistOrientations: keys.infoPlist.effectiveSupportedInterfaceOrientations(for: idiom),
          delegateOrientations: facts.delegateMask?.mask,
          requiresFullScreen: keys.infoPlist.requiresFullScreen(for: idiom) ?? false)
        guard !settings.isMultitasking(on: idiom, in: era) else { continue }
        let app = settings.mask(in: era).mask
        guard mask.intersection(app).isEmpty else { continue }
        let rule = LintRule.noCommonOrientation
        findings.append(
          ScanFinding(
            rule: rule.id, severity: rule.severity, location: ScanLocation(file: file, line: line),
            message:
              "\(controller.className) supports \(maskText(mask)) and the app \(maskText(app)) on \(idiom.displayName): nothing in common; \(rule.why). To fix: return at least one orientation the app supports, or add it to the app's orientations"
          ))
        break
      }
    }
    if let preferred = controller.preferredOrientation, let line = controller.preferredLine,
      let mask = controller.supportedMask, !mask.contains(preferred)
    {
      let rule = LintRule.preferredOrientationUnsupported
      findings.append(
        ScanFinding(
          rule: rule.id, severity: rule.severity, location: ScanLocation(file: file, line: line),
          message:
            "\(controller.className) prefers \(preferred.name) but supports \(maskText(mask)); \(rule.why). To fix: prefer one of the orientations it supports"
        ))
    }
    return findings
  }
}

extension SourceRules {
  /// A navigation or tab bar controller of a storyboard whose children's classes declare a mask
  /// other than what the container answers: from iOS 6 the container answers for itself and does
  /// not ask them (LintRule `container-ignores-children`), unless the sources give the container's
  /// class (or an extension of it) a `supportedInterfaceOrientations` of its own that is not a
  /// constant (it may forward; the scan cannot tell). Only a difference the app's mask lets
  /// through counts: a portrait child in a portrait-only app shows portrait either way. The container's own answer is its
  /// constant override, else UIKit's default for the family (Apple,
  /// `supportedInterfaceOrientations`: "all for the iPad idiom and allButUpsideDown for the iPhone
  /// idiom").
  static func storyboardFindings(
    _ storyboards: [StoryboardFacts], facts: SourceFacts, keys: LocatedInfoPlist, families: [UserInterfaceIdiom],
    era: SystemBehavior
  ) -> [ScanFinding] {
    guard !era.containersAskChildren else { return [] }
    let rule = LintRule.containerIgnoresChildren
    var findings: [ScanFinding] = []
    var reported: Set<String> = []
    for storyboard in storyboards {
      for container in storyboard.controllers where container.isContainer {
        let own = facts.controllers.first { $0.className == container.className && $0.supported != nil }
        if let own, own.supportedMask == nil { continue }
        for idiom in families {
          let settings = AppOrientationSettings(
            infoPlistOrientations: keys.infoPlist.effectiveSupportedInterfaceOrientations(for: idiom),
            delegateOrientations: facts.delegateMask?.mask,
            requiresFullScreen: keys.infoPlist.requiresFullScreen(for: idiom) ?? false)
          guard !settings.isMultitasking(on: idiom, in: era) else { continue }
          let answer = own?.supportedMask ?? InfoPlist.defaultSupportedInterfaceOrientations(for: idiom)
          let app = settings.mask(in: era).mask
          for childID in container.children {
            guard let child = storyboard.controller(id: childID),
              let declared = facts.controllers.first(where: {
                $0.className == child.className && $0.supportedMask != nil
              }),
              let mask = declared.supportedMask, let line = declared.supportedLine,
              // What the user sees differs only where the app's mask lets the difference through.
              mask.intersection(app) != answer.intersection(app),
              reported.insert("\(storyboard.file):\(container.id):\(childID)").inserted
            else { continue }
            let kind = container.element == "navigationController" ? "navigation controller" : "tab bar controller"
            findings.append(
              ScanFinding(
                rule: rule.id, severity: rule.severity,
                location: ScanLocation(file: declared.location.file, line: line),
                message:
                  "\(child.className) supports \(maskText(mask)), but it is a child of the \(kind) \(container.className) (\(storyboard.file):\(container.line)), which answers \(maskText(answer)) on \(idiom.displayName) and never asks it; from iOS 6 UIKit's containers answer for themselves and do not ask their children (iOS 6 release notes: only the topmost controller decides). To fix: give \(container.className) a supportedInterfaceOrientations that returns its \(container.element == "navigationController" ? "topViewController's" : "selectedViewController's"), or the mask itself"
              ))
          }
        }
      }
    }
    return findings
  }
}
