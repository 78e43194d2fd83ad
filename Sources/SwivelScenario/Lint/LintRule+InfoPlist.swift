import SwivelCore
import SwivelKit

extension LintRule {

  /// An iPad orientation list that is not all four, without `UIRequiresFullScreen`.
  public static let ipadMultitaskingOrientations = LintRule(
    id: "ipad-multitasking-orientations", severity: .error,
    summary:
      "The iPad's UISupportedInterfaceOrientations is not all four orientations and UIRequiresFullScreen is not true (iOS 9+).",
    why:
      "App Store upload fails with ITMS-90474: iPad multitasking requires all four orientations unless the app sets UIRequiresFullScreen"
  ) { subject, rule in
    guard subject.idioms.contains(.pad), subject.behavior.multitaskingIgnoresControllerMasks,
      let declared = subject.keys.supportedInterfaceOrientations(for: .pad),
      subject.keys.infoPlist.requiresFullScreen(for: .pad) != true,
      !subject.appSettings(for: .pad).isMultitasking(on: .pad, in: subject.behavior)
    else { return [] }
    let mask = declared.mask
    return [
      rule.finding(
        "the iPad orientations \(mask) are not all four and UIRequiresFullScreen is not true", at: declared.location)
    ]
  }

  /// An Info.plist file of an app that runs on iPad without `UIRequiresFullScreen`, which App Store
  /// review takes to multitask, without a launch screen App Store review takes. (On the device
  /// an app listing fewer than four iPad orientations does not multitask either; App Store review
  /// refuses that too, with ITMS-90474: ``ipadMultitaskingOrientations``.)
  ///
  /// App Store upload fails with ITMS-90475, "Invalid Bundle. iPad Multitasking support requires
  /// launch storyboard in bundle" (quoted in rhomobile/rhodes #818 and bamlab/generator-rn-toolbox
  /// #156 on GitHub). An iPad app multitasks unless it sets `UIRequiresFullScreen` (Apple,
  /// `UIRequiresFullScreen`,
  /// https://developer.apple.com/documentation/bundleresources/information-property-list/uirequiresfullscreen).
  /// Today's message adds that `UILaunchScreen` is taken instead "if the app's MinimumOSVersion is
  /// 14 or higher" (quoted in theachoem/storypad #351), so a `UILaunchScreen` dictionary counts
  /// only from iOS 14. Only a real Info.plist file is held to it: a scenario's inline keys describe
  /// an app and seldom name its launch screen. `swivel scan` tells it with the project's settings.
  ///
  /// From the iOS 27 SDK every app must declare one, on iPhone too (iOS 27 release notes,
  /// 168247372: `UILaunchStoryboardName`, `UILaunchStoryboards`, `UILaunchScreen` or
  /// `UILaunchScreens`): an app built with it and declaring none is told so, whatever its families.
  public static let launchScreenMissing = LintRule(
    id: "launch-screen-missing", severity: .error,
    summary:
      "An app that runs on iPad without UIRequiresFullScreen (App Store review takes it to multitask) declares no launch storyboard (UILaunchStoryboardName), nor UILaunchScreen with a deployment target of iOS 14 or later; or an app built with the iOS 27 SDK declares no launch screen at all.",
    why:
      "App Store upload fails with ITMS-90475: iPad multitasking requires a launch storyboard (or, from a deployment target of iOS 14, UILaunchScreen)"
  ) { subject, rule in
    // The upload's iPad check, when it applies, says more; else the iOS 27 SDK's requirement.
    let forIPad = ipadLaunchScreenFindings(subject, rule)
    guard forIPad.isEmpty, let file = subject.keys.file, subject.behavior.requiresLaunchScreen,
      subject.keys.infoPlist.launchScreen == nil
    else { return forIPad }
    return [
      rule.finding(
        "the app, built with the iOS \(subject.behavior.sdk) SDK, declares no launch screen; add UILaunchStoryboardName naming a launch storyboard, or a UILaunchScreen dictionary",
        at: .infoPlistKey(file: file, key: ""),
        why: "from the iOS 27 SDK every app must declare a launch screen (iOS 27 release notes, 168247372)")
    ]
  }

  /// The launch-screen findings of ITMS-90475, for an app that multitasks on iPad.
  private static func ipadLaunchScreenFindings(_ subject: LintSubject, _ rule: LintRule) -> [LintFinding] {
    guard let file = subject.keys.file, subject.idioms.contains(.pad),
      subject.behavior.multitaskingIgnoresControllerMasks,
      subject.keys.infoPlist.requiresFullScreen(for: .pad) != true
    else { return [] }
    let place = subject.keys.supportedInterfaceOrientations(for: .pad)?.location ?? .infoPlistKey(file: file, key: "")
    switch subject.keys.infoPlist.launchScreen {
    case .storyboard:
      return []
    case .infoPlistDictionary where subject.behavior.version.major >= 14:
      return []
    case .infoPlistDictionary:
      return [
        rule.finding(
          "the app runs on iPad without UIRequiresFullScreen, which App Store review takes to multitask, and its only launch screen is UILaunchScreen, which App Store review takes only from iOS 14 (this is \(subject.behavior)); add UILaunchStoryboardName naming a launch storyboard, or set UIRequiresFullScreen to true",
          at: subject.keys.location(of: .launchScreen))
      ]
    case nil:
      return [
        rule.finding(
          "the app runs on iPad without UIRequiresFullScreen, which App Store review takes to multitask, but declares no launch screen; add UILaunchStoryboardName naming a launch storyboard (or a UILaunchScreen dictionary from iOS 14), or set UIRequiresFullScreen to true",
          at: place)
      ]
    }
  }

  /// `UIRequiresFullScreen` in the era that deprecated it, in an app that runs on iPad: the key the
  /// iPad reads (`UIRequiresFullScreen~ipad`, else the plain key). An iPhone-only app is not told:
  /// the key only ever concerned iPad multitasking (Apple, Information Property List,
  /// `UIRequiresFullScreen`: "whether the system puts an iPad app into a compatibility mode that
  /// opts the app out of multitasking and dynamic resizing",
  /// https://developer.apple.com/documentation/bundleresources/information-property-list/uirequiresfullscreen).
  public static let requiresFullScreenDeprecated = LintRule(
    id: "requires-full-screen-deprecated", severity: .warning,
    summary: "UIRequiresFullScreen (or UIRequiresFullScreen~ipad) is set in an iPad app on iPadOS 26 or later.",
    why: "iPadOS 26 deprecated it: every app is resizable, and a future release ignores the key (Apple TN3192)"
  ) { subject, rule in
    // UIRequiresFullScreenIgnoredStartingWithVersion beside it is Apple's way out: the app has
    // said from which version it no longer relies on the key.
    guard subject.behavior.deprecatesRequiresFullScreen, subject.idioms.contains(.pad),
      let key = subject.keys.infoPlist.requiresFullScreenKey(for: .pad),
      let setting = subject.keys.requiresFullScreen(for: .pad),
      subject.keys.infoPlist.requiresFullScreenIgnoredStartingWithVersion == nil || !setting.flag
    else { return [] }
    // false is what every app gets there anyway: the key only carries the deprecation.
    let remark = setting.flag ? "" : ", which changes nothing (false is the default)"
    return [rule.finding("\(key) is set (\(setting.flag)) for \(subject.behavior)\(remark)", at: setting.location)]
  }

  /// `UIInterfaceOrientation` next to a supported-orientations list.
  public static let interfaceOrientationIgnored = LintRule(
    id: "interface-orientation-ignored", severity: .warning,
    summary: "UIInterfaceOrientation is set beside UISupportedInterfaceOrientations.",
    why:
      "the system ignores UIInterfaceOrientation when UISupportedInterfaceOrientations is present (Apple, Information Property List)"
  ) { subject, rule in
    let keys = subject.keys
    guard let initial = keys.infoPlist.interfaceOrientation,
      subject.idioms.contains(where: { keys.infoPlist.initialInterfaceOrientation(for: $0) == nil })
    else { return [] }
    return [
      rule.finding(
        "\(InfoPlist.Key.interfaceOrientation) (\(initial)) is set beside \(InfoPlist.Key.supportedInterfaceOrientations)",
        at: keys.location(of: .interfaceOrientation))
    ]
  }

  /// `portraitUpsideDown` listed for an iPhone that never shows it.
  public static let upsideDownWithoutHomeButton = LintRule(
    id: "upside-down-without-home-button", severity: .warning,
    summary:
      "The iPhone's UISupportedInterfaceOrientations lists portraitUpsideDown on an iPhone without a Home button.",
    why: "an iPhone without a Home button never shows the interface upside down, whatever the masks say"
  ) { subject, rule in
    guard let device = subject.device, device.idiom == .phone, !device.hasHomeButton,
      let declared = subject.keys.supportedInterfaceOrientations(for: .phone),
      declared.mask.contains(.portraitUpsideDown)
    else { return [] }
    return [
      rule.finding(
        "portraitUpsideDown is listed for \(device.id), an iPhone without a Home button", at: declared.location)
    ]
  }

  /// A catalog device paired with an iOS version none of its models ran.
  public static let deviceNeverRanEra = LintRule(
    id: "device-never-ran-era", severity: .warning,
    summary: "The scenario's device never ran the scenario's iOS version (an iPhone 15 on iOS 8).",
    why:
      "the scenario then describes a phone nobody held: its screen, Home button and size classes belong to later (or earlier) eras; pick a device of the era"
  ) { subject, rule in
    guard let scenario = subject.scenario, let device = subject.device, let versions = device.systemMajorVersions,
      !device.ran(subject.behavior.version)
    else { return [] }
    return [
      rule.finding(
        "device \(device.id) (\(device.name)) ran iOS \(versions.lowerBound) to \(versions.upperBound), never \(subject.behavior)",
        at: .source(scenario.device.location))
    ]
  }

  /// `shouldAutorotate: false` in an era that does not call it.
  public static let shouldAutorotateIgnored = LintRule(
    id: "should-autorotate-ignored", severity: .warning,
    summary:
      "A controller answers shouldAutorotate false in an era that does not call it (before iOS 6, or iOS 16 and later).",
    why: "shouldAutorotate exists from iOS 6 and is no longer honoured from iOS 16, so it cannot stop a rotation here"
  ) { subject, rule in
    guard !subject.behavior.honorsShouldAutorotate else { return [] }
    var findings: [LintFinding] = []
    for state in subject.answerStates() {
      guard let answer = state.answers.shouldAutorotate, answer.value == false else { continue }
      if let changes = state.changes, changes.shouldAutorotate == nil { continue }
      findings.append(
        rule.finding(
          "controller '\(state.controller.id)' answers shouldAutorotate false on \(subject.behavior)",
          at: .source(answer.location)))
    }
    return findings
  }
}
