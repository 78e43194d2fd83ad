import SwivelCore
import SwivelScenario

extension ScanRule {
  /// An orientation lock in an iPhone app built with the iOS 27 SDK, which iOS 27 ignores where the
  /// app runs resizable: in iPhone Mirroring once the user resizes the window, on iPad (an
  /// iPhone-only app) after the first resize, and on the iPhone Duo's inner display.
  ///
  /// Apple, WWDC26 278: supported orientations are "a preference" in resizable environments;
  /// iOS 27 release notes 178555304 (Mirroring: honoured "until the user begins resizing the
  /// window") and 178561952 (iPad: "After the first resize, the scene should ignore supported
  /// interface orientations"); Tech Talk 111461: the Duo's inner display "doesn't honor your
  /// supported interface orientations". `UIRequiresFullScreen` makes the resizing discrete and
  /// honours the orientations, on iPhone too (WWDC26 278; release note 178558224): such an app is
  /// not told.
  public static let lockIgnoredWhenResizable = ScanRule(
    id: "lock-ignored-when-resizable", severity: .warning,
    summary:
      "An iPhone app built with the iOS 27 SDK, without UIRequiresFullScreen, locks the orientation (a controller's constant mask narrower than the app's, prefersInterfaceOrientationLocked, requestGeometryUpdate), which iOS 27 ignores where the app is resizable.",
    why:
      "from iOS 27 supported orientations are a preference the system ignores while an iPhone app is resizable (Apple, WWDC26 278 and the iOS 27 release notes)"
  )
}

extension SourceRules {
  /// The findings of the iOS 27 SDK's rules that need the sources: the app delegate's deprecated
  /// mask, the scene life cycle (a SwiftUI app's `@main` `App` adopts it without a manifest), and
  /// the locks resizing ignores. None for an SDK older than 27.
  ///
  /// - Parameters:
  ///   - facts: what the sources say.
  ///   - keys: the target's Info.plist, as lint reads it.
  ///   - infoPlist: the same, as Xcode builds it, for the places of absent keys.
  ///   - families: the device families the app runs on.
  ///   - sdk: the SDK's era (`swivel scan --sdk`).
  ///   - adoptsSceneLifeCycle: whether the app adopts the scene life cycle (a manifest, or a
  ///     SwiftUI `@main` `App`: ``SwiftUIAppLifeCycle``).
  ///   - neverAsked: the lines of masks UIKit never asks (a container's child, as
  ///     `container-ignores-children` says): no lock, and no second finding on the line.
  static func iOS27Findings(
    _ facts: SourceFacts, keys: LocatedInfoPlist, infoPlist: TargetInfoPlist, families: [UserInterfaceIdiom],
    sdk: SystemBehavior, adoptsSceneLifeCycle: Bool, neverAsked: Set<ScanLocation> = []
  ) -> [ScanFinding] {
    guard sdk.isBuiltWithIOS27SDK else { return [] }
    var findings: [ScanFinding] = []
    if !adoptsSceneLifeCycle {
      let rule = LintRule.sceneLifeCycleRequired
      findings.append(
        ScanFinding(
          rule: rule.id, severity: rule.severity, location: infoPlist.fallbackLocation,
          message:
            "the app has no UIApplicationSceneManifest\(infoPlist.file == nil ? " (and no INFOPLIST_KEY_UIApplicationSceneManifest_Generation)" : "") and no SwiftUI App, so it does not adopt the scene life cycle; \(rule.why), and it is built with the iOS \(sdk.version) SDK. To fix: add a UIApplicationSceneManifest whose default configuration names a UIWindowSceneDelegate (TN3187 shows the move), or keep building with the iOS 26 SDK until then"
        ))
    }
    // An app delegate mask only in code for iOS 26 and earlier is the migrated app's.
    if let appDelegate = facts.mechanisms.first(where: {
      $0.api == MechanismScan.appDelegateMask && !$0.runsOn.onlyBelow(major: 27)
    }),
      !facts.mechanisms.contains(where: { $0.api == MechanismScan.sceneDelegateMask })
    {
      let rule = LintRule.appDelegateMaskDeprecated
      findings.append(
        ScanFinding(
          rule: rule.id, severity: rule.severity, location: appDelegate.location,
          message:
            "the app delegate answers application(_:supportedInterfaceOrientationsFor:), deprecated in iOS 27.0, and the app is built with the iOS \(sdk.version) SDK; \(rule.why). To fix: implement the window scene delegate's supportedInterfaceOrientations(for:) (iOS 27), which replaces the Info.plist mask for its scene, and keep the app delegate's for iOS 26 and earlier"
        ))
    }
    if let lock = lockFinding(facts, keys: keys, families: families, sdk: sdk, neverAsked: neverAsked) {
      findings.append(lock)
    }
    return findings
  }

  /// One finding for the target's locks, at the first: the cause is the app's (it runs resizable),
  /// and one fix serves them all. The others are listed in it.
  private static func lockFinding(
    _ facts: SourceFacts, keys: LocatedInfoPlist, families: [UserInterfaceIdiom], sdk: SystemBehavior,
    neverAsked: Set<ScanLocation>
  ) -> ScanFinding? {
    guard families.contains(.phone), keys.infoPlist.requiresFullScreen(for: .phone, in: sdk) != true else { return nil }
    let app = keys.infoPlist.effectiveSupportedInterfaceOrientations(for: .phone)
    var locks: [(location: ScanLocation, what: String)] = []
    for controller in facts.controllers {
      if let line = controller.supportedLine, let mask = controller.supportedAnswer?.on(.phone).mask,
        // A mask with nothing in common with the app's is no lock but a crash (no-common-orientation).
        !mask.intersection(app).isEmpty, mask.intersection(app) != app,
        !neverAsked.contains(ScanLocation(file: controller.location.file, line: line))
      {
        locks.append(
          (
            ScanLocation(file: controller.location.file, line: line),
            "\(controller.className) supports \(maskText(mask)) of the app's \(maskText(app))"
          ))
      }
      if controller.prefersLocked == OrientationAnswer.flag(true).text {
        locks.append((controller.location, "\(controller.className) prefers the orientation locked"))
      }
    }
    for mechanism in facts.mechanisms
    where mechanism.api == "requestGeometryUpdate(_:errorHandler:)" && !mechanism.runsOn.onlyBelow(major: 27) {
      locks.append((mechanism.location, "requestGeometryUpdate is called"))
    }
    locks.sort { $0.location < $1.location }
    guard let first = locks.first else { return nil }
    let rule = ScanRule.lockIgnoredWhenResizable
    let places =
      "in iPhone Mirroring once the user resizes the window, "
      + (families == [.phone] ? "on iPad after the first resize, " : "") + "and on the iPhone Duo's inner display"
    let others = locks.dropFirst()
    let shown = others.prefix(3).map { "\($0.what) (\($0.location))" }
    let more = others.count > 3 ? " and \(others.count - 3) more" : ""
    let also =
      others.isEmpty
      ? ""
      : others.count == 1
        ? "; so is the other lock: \(shown[0])"
        : "; so are the other \(others.count) locks: \(shown.joined(separator: "; "))\(more)"
    return ScanFinding(
      rule: rule.id, severity: rule.severity, location: first.location,
      message:
        "\(first.what): an orientation lock, which iOS 27 ignores where this iPhone app, built with the iOS \(sdk.version) SDK, runs resizable (\(places))\(also); \(rule.why). To fix: lay the screen out for any window size rather than lock it; or set UIRequiresFullScreen to true, which from iOS 27 makes the resizing discrete and honours the supported orientations, on iPhone too"
    )
  }
}

/// Whether a target's Swift sources declare a SwiftUI app (`@main struct MyApp: App`), which
/// adopts the scene life cycle with no `UIApplicationSceneManifest` (Apple, TN3187: apps using
/// the SwiftUI app life cycle already use scenes).
enum SwiftUIAppLifeCycle {
  /// Where the first `@main` type conforming to `App` is; `nil` when none. Files are read as the
  /// scan reads them (``ScanFile/read(_:)``: regular files of bounded size, so a FIFO named
  /// `.swift` does not block); one that cannot be read is skipped, its note made by the reader.
  static func mainApp(in files: [String]) -> ScanLocation? {
    for file in files where file.hasSuffix(".swift") {
      guard case .success(let data) = ScanFile.read(file), let text = String(data: data, encoding: .utf8),
        text.contains("@main")
      else { continue }
      if let line = mainAppLine(in: text) { return ScanLocation(file: file, line: line) }
    }
    return nil
  }

  /// The line of a `@main` declaration whose inheritance names `App`, in a Swift text.
  static func mainAppLine(in text: String) -> Int? {
    var searchFrom = text.startIndex
    while let found = text.range(of: "@main", range: searchFrom..<text.endIndex) {
      searchFrom = found.upperBound
      // The declaration up to its body: `@MainActor struct MyApp: App, Sendable`.
      let header = text[found.upperBound...].prefix { $0 != "{" }.prefix(400)
      guard let colon = header.firstIndex(of: ":"), header[..<colon].contains("struct") else { continue }
      let inherited = header[header.index(after: colon)...].split { $0 == "," || $0.isWhitespace }
      if inherited.contains(where: { $0 == "App" || $0 == "SwiftUI.App" }) {
        return text[..<found.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
      }
    }
    return nil
  }
}
