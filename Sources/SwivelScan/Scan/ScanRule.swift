import SwivelCore
import SwivelScenario

/// A rule only `swivel scan` runs, because it needs what a project tells and an Info.plist alone
/// does not (the real device family, the deployment target, keys Xcode generates).
public struct ScanRule: Hashable, Sendable, Identifiable {
  /// A short, stable id, printed with each finding.
  public let id: String
  /// How bad a finding is.
  public let severity: LintSeverity
  /// What the rule looks for, in one line.
  public let summary: String
  /// What UIKit or App Store review does, in one line.
  public let why: String

  /// Every rule `swivel scan` adds to `swivel lint`'s.
  public static let all: [ScanRule] = [
    .attemptRotationDeprecated, .deviceOrientationSetter, .deprecatedRotationAPI, .answerHasSideEffects,
    .sheetDoesNotDecide, .orientationReturnedAsMask, .lockIgnoredWhenResizable, .fileNotRead, .unusedSuppression,
  ]

  /// A file of the target the scan could not read or parse: a finding, so that a report (and a
  /// CI gate on its exit status, JSON or SARIF) never looks clean for want of reading it.
  public static let fileNotRead = ScanRule(
    id: "file-not-read", severity: .warning,
    summary:
      "A storyboard or XIB of the target could not be read, or one of those or a Swift or Objective-C file could not be parsed (malformed, too long or too deeply nested to parse in time, or an Objective-C file Swivel did not finish reading within the time limit). A source file that cannot be opened at all is a note: a build phase may make it.",
    why: "what it holds is missing from the report, so its mistakes cannot be found"
  )

  /// A `swivel:disable` comment that silences nothing, or that names no rule Swivel has
  /// (`FileSuppressions`).
  public static let unusedSuppression = ScanRule(
    id: "unused-suppression", severity: .warning,
    summary:
      "A swivel:disable, swivel:disable:next, swivel:disable:this, swivel:disable:previous or swivel:enable comment that suppresses no finding, names a rule that does not exist, or is misspelt.",
    why:
      "a suppression left behind when its finding went away hides the next real mistake written there, and a misspelt one hides nothing"
  )

  /// The finding for a file the scan could not read, from what the reader said about it.
  func finding(from note: ScanNote) -> ScanFinding {
    ScanFinding(rule: id, severity: severity, location: note.location, message: note.message)
  }
}

extension ScanRule {
  /// The launch-screen finding for a target, if it has one: `swivel lint`'s rule
  /// (`LintRule.launchScreenMissing`), told with what the project says (the deployment target, the
  /// `~ipad` keys, and build settings when Xcode generates the Info.plist). The scan runs it in
  /// place of lint's.
  ///
  /// App Store upload judges the app as built with today's SDK, not as its deployment target
  /// would run it: a universal app without a launch storyboard and without `UIRequiresFullScreen`
  /// is refused with ITMS-90475 whatever its deployment target, even one older than iOS 9, which
  /// brought multitasking. So only the `UILaunchScreen` dictionary's part, which the upload takes
  /// "if the app's MinimumOSVersion is 14 or higher", looks at the deployment target.
  ///
  /// - Parameters:
  ///   - infoPlist: the target's merged Info.plist.
  ///   - families: the device families it runs on.
  ///   - era: its deployment target's era; only the `UILaunchScreen` dictionary's part reads it.
  ///   - sdk: the era of the SDK the app is built with: from the iOS 27 SDK every app must declare
  ///     a launch screen (iOS 27 release notes, 168247372: `UILaunchStoryboardName`,
  ///     `UILaunchStoryboards`, `UILaunchScreen` or `UILaunchScreens`), on iPhone too.
  static func launchScreenFinding(
    _ infoPlist: TargetInfoPlist, families: Set<UserInterfaceIdiom>, era: SystemBehavior,
    requiresFullScreenOnPad: Bool, sdk: SystemBehavior = .newest
  ) -> ScanFinding? {
    let rule = LintRule.launchScreenMissing
    let keys = infoPlist.dictionary
    if let forIPad = ipadLaunchScreenFinding(
      infoPlist, families: families, era: era, requiresFullScreenOnPad: requiresFullScreenOnPad)
    {
      return forIPad
    }
    let launchKeys = ["UILaunchStoryboardName", "UILaunchScreen", "UILaunchStoryboards", "UILaunchScreens"]
    if sdk.requiresLaunchScreen,
      !keys.keys.contains(where: { key in launchKeys.contains { key == $0 || key.hasPrefix($0 + "~") } })
    {
      let fix =
        infoPlist.file == nil
        ? "set INFOPLIST_KEY_UILaunchStoryboardName to your launch storyboard's name, or INFOPLIST_KEY_UILaunchScreen_Generation = YES"
        : "add UILaunchStoryboardName naming your launch storyboard, or a UILaunchScreen dictionary"
      return ScanFinding(
        rule: rule.id, severity: rule.severity, location: infoPlist.fallbackLocation,
        message:
          "the app declares no launch screen, which every app built with the iOS 27 SDK must (iOS 27 release notes, 168247372); this one is built with the iOS \(sdk.version) SDK. To fix: \(fix)"
      )
    }
    return nil
  }

  /// ITMS-90475's launch-screen finding, for an app that multitasks on iPad.
  private static func ipadLaunchScreenFinding(
    _ infoPlist: TargetInfoPlist, families: Set<UserInterfaceIdiom>, era: SystemBehavior,
    requiresFullScreenOnPad: Bool
  ) -> ScanFinding? {
    let rule = LintRule.launchScreenMissing
    let keys = infoPlist.dictionary
    guard families.contains(.pad), !requiresFullScreenOnPad else { return nil }
    if ["UILaunchStoryboardName~ipad", "UILaunchStoryboardName"].contains(where: { keys[$0] is String }) {
      return nil
    }
    let dictionaryKey = ["UILaunchScreen~ipad", "UILaunchScreen"].first { keys[$0] is [String: Any] }
    let fix =
      infoPlist.file == nil
      ? "set INFOPLIST_KEY_UILaunchStoryboardName to your launch storyboard's name (or INFOPLIST_KEY_UILaunchScreen_Generation = YES with a deployment target of iOS 14 or later), or INFOPLIST_KEY_UIRequiresFullScreen = YES to opt out of multitasking"
      : "add UILaunchStoryboardName naming your launch storyboard (or a UILaunchScreen dictionary with a deployment target of iOS 14 or later), or set UIRequiresFullScreen to true to opt out of multitasking"
    let deployment = " (this one is iOS \(era.version))"
    if let dictionaryKey {
      guard era.version.major < 14 else { return nil }
      return ScanFinding(
        rule: rule.id, severity: rule.severity, location: infoPlist.location(ofKeyPath: dictionaryKey),
        message:
          "the app runs on iPad without UIRequiresFullScreen, which App Store review takes to multitask, and its only launch screen is \(dictionaryKey), which App Store review takes only from a deployment target of iOS 14 (this one is \(era.version)); \(rule.why). Add UILaunchStoryboardName naming a launch storyboard, or raise the deployment target to iOS 14"
      )
    }
    return ScanFinding(
      rule: rule.id, severity: rule.severity, location: infoPlist.fallbackLocation,
      message:
        "the app runs on iPad without UIRequiresFullScreen, which App Store review takes to multitask, but declares no launch screen; \(rule.why). App Store upload judges the app as built with today's SDK, whatever its deployment target\(deployment). To fix: \(fix)"
    )
  }
}
