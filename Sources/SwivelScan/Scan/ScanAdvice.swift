import SwivelCore
import SwivelScenario

/// What to write instead, for each `swivel lint` rule a scan runs on a target's Info.plist: the
/// last part of a ``ScanFinding``'s message.
///
/// The advice names the place the user edits: the Info.plist key when the value came from the
/// file, the `INFOPLIST_KEY_…` build setting when Xcode generated it (``TargetInfoPlist``).
enum ScanAdvice {
  /// A lint finding as a scan finding: located at the key's file and line, its message followed by
  /// the rule's reason (for ITMS-90474, that App Store upload judges today's SDK, whatever the
  /// deployment target) and what to write instead. `judgedIn` is the era of the SDK such a
  /// finding is judged in (the newest unless `--sdk` says otherwise). `judgedForNewestFrom`, when given, is the
  /// deployment target's era of a finding judged for the newest iOS instead, which the message says.
  static func finding(
    from lint: LintFinding, in infoPlist: TargetInfoPlist, judgedForNewestFrom deploymentEra: SystemBehavior? = nil,
    judgedIn sdkEra: SystemBehavior = .newest
  ) -> ScanFinding {
    let keyPath: String
    let location: ScanLocation
    switch lint.location {
    case .infoPlistKey(_, let key):
      keyPath = key
      location = infoPlist.location(ofKeyPath: key)
    case .source(let place):
      keyPath = ""
      location = ScanLocation(file: place.file, line: place.line)
    }
    let key = String(keyPath.prefix { $0 != "[" })
    let setting = infoPlist.generatedFrom[key]
    var message = "\(lint.message); \(lint.why)"
    if lint.ruleID == LintRule.ipadMultitaskingOrientations.id {
      message += ". App Store upload judges the app as built with today's SDK, whatever its deployment target"
    }
    if let deploymentEra {
      message +=
        sdkEra.version == SystemVersion.newest
        ? ". Judged for the newest iPadOS, which the app runs on from its deployment target (\(deploymentEra)) on"
        : ". Judged for iPadOS \(sdkEra.version) (--sdk), which the app runs on from its deployment target (\(deploymentEra)) on"
    }
    if let advice = advice(rule: lint.ruleID, key: key, setting: setting) {
      message += ". To fix: \(advice)"
    }
    return ScanFinding(rule: lint.ruleID, severity: lint.severity, location: location, message: message)
  }

  /// What to write instead for a finding of the rule about `key`, generated from `setting` if not
  /// `nil`.
  static func advice(rule: String, key: String, setting: String?) -> String? {
    let written = setting.map { "the build setting \($0)" } ?? key
    switch rule {
    case LintRule.ipadMultitaskingOrientations.id:
      return setting == nil
        ? "list all four orientations in UISupportedInterfaceOrientations~ipad, or set UIRequiresFullScreen to true to opt out of iPad multitasking"
        : "list all four orientations in INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad (UIInterfaceOrientationPortrait UIInterfaceOrientationPortraitUpsideDown UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight), or set INFOPLIST_KEY_UIRequiresFullScreen = YES to opt out of iPad multitasking"
    case LintRule.requiresFullScreenDeprecated.id:
      return "remove \(written); from iPadOS 26 every iPad app resizes, so support every orientation"
    case LintRule.interfaceOrientationIgnored.id:
      return "remove UIInterfaceOrientation and keep the orientations in UISupportedInterfaceOrientations"
    case LintRule.misspelledKey.id:
      return "rename the key as suggested"
    case LintRule.unknownOrientationValue.id:
      return
        "write one of UIInterfaceOrientationPortrait, UIInterfaceOrientationPortraitUpsideDown, UIInterfaceOrientationLandscapeLeft, UIInterfaceOrientationLandscapeRight in \(written)"
    case LintRule.unexpandedBuildSetting.id:
      return "define the build setting for this target, or write the value itself"
    case LintRule.notABoolean.id:
      return "write <true/> or <false/>"
    case LintRule.appSupportsNoOrientation.id:
      return "list at least one orientation in \(written)"
    default:
      return nil
    }
  }
}
