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
}
