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

extension ScanRule {
  /// An override or a read of a rotation API UIKit deprecated (``DeprecatedRotationAPI``): the
  /// one-step rotation callbacks and `UIViewController.interfaceOrientation` (iOS 8), iOS 5's
  /// `shouldAutorotateToInterfaceOrientation:` (iOS 6), the two-step callbacks (iOS 5),
  /// `UIApplication.statusBarOrientation` (iOS 13; a no-op from iOS 27 when built with its SDK),
  /// `UIWindowScene.interfaceOrientation` (iOS 26); each told with what replaces it and whether
  /// it still runs from the deployment target's era.
  public static let deprecatedRotationAPI = ScanRule(
    id: "deprecated-rotation-api", severity: .warning,
    summary:
      "A controller overrides a rotation callback or answer UIKit deprecated (willRotate, willAnimateRotation, didRotate, the two-step callbacks, shouldAutorotateToInterfaceOrientation:), or code reads UIViewController.interfaceOrientation, UIApplication.statusBarOrientation (a no-op from iOS 27 in apps built with its SDK) or UIWindowScene.interfaceOrientation (deprecated in iOS 26).",
    why:
      "a deprecated callback may never be called where the app runs, so the work in it is silently skipped, and a deprecated property answers for the app rather than for the scene"
  )
}

extension ScanRule {
  /// An orientation answer method (`shouldAutorotateToInterfaceOrientation:`,
  /// `supportedInterfaceOrientations`, `shouldAutorotate`, …) that does work besides answering:
  /// UIKit calls it when it decides the orientation, and only for the controller that decides
  /// (Apple, `supportedInterfaceOrientations`: the system asks "the root view controller or the
  /// topmost modal view controller that fills the window", and not at all where the app
  /// multitasks), so the work runs at UIKit's whim or never.
  public static let answerHasSideEffects = ScanRule(
    id: "answer-has-side-effects", severity: .warning,
    summary:
      "An Objective-C orientation answer method (shouldAutorotateToInterfaceOrientation:, supportedInterfaceOrientations, shouldAutorotate, preferredInterfaceOrientationForPresentation) sends a message, calls a function or sets the object's state before it answers.",
    why:
      "UIKit calls an answer method only when it decides, as often as it likes, and never for a controller it does not ask (a container's child from iOS 6, a sheet from iOS 13, every controller of an app that multitasks on iPad), so the work in it runs at random or not at all"
  )
}

extension ScanRule {
  /// An Objective-C `-supportedInterfaceOrientations` (or the app delegate's
  /// `-application:supportedInterfaceOrientationsForWindow:`) that returns an orientation constant
  /// where UIKit wants a mask: C converts it silently, and UIKit reads its number as bits. Apple,
  /// `supportedInterfaceOrientations`: "This property returns a bit mask … The value you return
  /// must not be 0"; `UIInterfaceOrientationPortrait` is 1, the bit of no orientation, and
  /// `UIInterfaceOrientationLandscapeLeft` is 4, portrait upside down's bit (UIKit's
  /// `UIInterfaceOrientationMask` is `1 << UIInterfaceOrientation`).
  public static let orientationReturnedAsMask = ScanRule(
    id: "orientation-returned-as-mask", severity: .error,
    summary:
      "An Objective-C supportedInterfaceOrientations (or the app delegate's application:supportedInterfaceOrientationsForWindow:) returns a UIInterfaceOrientation where a UIInterfaceOrientationMask is wanted.",
    why:
      "C converts the orientation to a number silently and UIKit reads that number as a mask, which holds other orientations than the one named, or none"
  )
}

extension ScanRule {
  /// A storyboard presentation, as a sheet on iPhone, of a controller that declares its own mask.
  ///
  /// A sheet does not decide the interface orientation: the presenter keeps deciding (shared
  /// research notes, from UIKit's `UIModalPresentationStyle.automatic`: from iOS 13 it resolves to
  /// `pageSheet` for most controllers, and a sheet on iPhone does not decide; Apple,
  /// `supportedInterfaceOrientations`: the system asks "the root view controller or the topmost
  /// modal view controller that fills the window").
  public static let sheetDoesNotDecide = ScanRule(
    id: "sheet-does-not-decide", severity: .warning,
    summary:
      "A storyboard presents, as a sheet (page sheet, form sheet, or the default from iOS 13), a controller that declares its own supportedInterfaceOrientations.",
    why:
      "on iPhone a sheet does not fill the window, so UIKit asks the presenter and never the sheet's controller"
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
  ///   - ipadOrientationsAt: where the iPad's supported orientations are set (the Info.plist key
  ///     or the build setting), for the finding whose cause is the app's multitasking.
  ///   - sdk: the iOS SDK the app is built with (`swivel scan --sdk`; the newest by default).
  static func findings(
    _ facts: SourceFacts, keys: LocatedInfoPlist, families: [UserInterfaceIdiom], era: SystemBehavior,
    ipadOrientationsAt: ScanLocation? = nil, sdk: SystemVersion = .newest
  ) -> [ScanFinding] {
    var findings: [ScanFinding] = []
    let atLeast16 = era.version.major >= 16
    for mechanism in facts.mechanisms {
      // A call that only runs below iOS 16 (the `else` of `if #available(iOS 16, *)`, as Apple's
      // migration advice writes it) runs where the API still works: nothing to report.
      if mechanism.runsOn.onlyBelow(major: 16) { continue }
      // One that only runs from iOS 16 runs where it no longer works, whatever the deployment target.
      let from16 = atLeast16 || mechanism.runsOn.onlyFrom(major: 16)
      let branch = mechanism.runsOn.text.map { " (in code that runs \($0))" } ?? ""
      switch mechanism.api {
      case "attemptRotationToDeviceOrientation()":
        let rule = ScanRule.attemptRotationDeprecated
        findings.append(
          ScanFinding(
            rule: rule.id, severity: rule.severity, location: mechanism.location,
            message:
              "attemptRotationToDeviceOrientation() is called\(atLeast16 ? " with a deployment target of iOS \(era.version)" : from16 ? "" : " (the deployment target is iOS \(era.version), and the app runs on iOS 16 and later too)")\(branch); \(rule.why). To fix: call setNeedsUpdateOfSupportedInterfaceOrientations() on the controller whose supportedInterfaceOrientations changed (with if #available(iOS 16, *) while older systems are supported)"
          ))
      case "setValue(_:forKey: \"orientation\")":
        let rule = ScanRule.deviceOrientationSetter
        let scope =
          atLeast16
          ? "with a deployment target of iOS \(era.version) it never works"
          : from16
            ? "it never works where it runs\(branch)"
            : "it works only on iOS 15 and earlier (the deployment target is iOS \(era.version); the app runs on iOS 16 and later too)"
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
    for mistake in facts.orientationsAsMasks {
      // A controller's answer read as a mask may share nothing with the app's (the app
      // delegate's answer is the app's own).
      let clash =
        mistake.className == nil || mistake.mask.isEmpty
        ? nil
        : familyWithNoCommonOrientation(mistake.mask, facts: facts, keys: keys, families: families, era: era)
      findings.append(orientationAsMaskFinding(mistake, clash: clash))
    }
    for controller in facts.controllers {
      findings += controllerFindings(controller, facts: facts, keys: keys, families: families, era: era)
    }
    findings += masksNeverAskedOnIPad(
      facts, keys: keys, families: families, era: era, ipadOrientationsAt: ipadOrientationsAt)
    findings += deprecatedRotationUses(facts, era: era, sdk: sdk)
    findings += answerSideEffects(facts, keys: keys, families: families, era: era)
    return findings
  }

  /// Each answer method that does work besides answering, at the line of that work, with where
  /// UIKit will not call it in this app.
  static func answerSideEffects(
    _ facts: SourceFacts, keys: LocatedInfoPlist, families: [UserInterfaceIdiom], era: SystemBehavior
  ) -> [ScanFinding] {
    let rule = ScanRule.answerHasSideEffects
    let multitasks =
      families.contains(.pad)
      && appSettings(on: .pad, facts: facts, keys: keys, in: .newest).isMultitasking(
        on: .pad, in: SystemBehavior.newest)
    return facts.controllers.compactMap { controller in
      guard let method = controller.sideEffectMethod, let line = controller.sideEffectLine else { return nil }
      var never = ["a child of a navigation or tab bar controller, from iOS 6", "presented as a sheet, from iOS 13"]
      if multitasks { never.append("any controller of this app on iPad, which multitasks") }
      var how = "UIKit calls -\(method) when it decides the orientation, as often as it likes"
      if method == ObjCAnswerReader.legacySelector && !era.usesLegacyAutorotation {
        how = "from iOS 6 UIKit calls -\(method) only to make the controller's mask, when it likes"
      }
      return ScanFinding(
        rule: rule.id, severity: rule.severity, location: ScanLocation(file: controller.location.file, line: line),
        message:
          "\(controller.className)'s -\(method) does more than answer: \(how), and never where it does not ask the controller (\(never.joined(separator: "; "))), so this work runs at random or not at all. To fix: move it to viewWillTransition(to:with:) or viewWillLayoutSubviews, and leave the method only its answer"
      )
    }
  }

  /// Each use of a deprecated rotation API, with the iOS that deprecated it, what becomes of it
  /// from the deployment target's era, and what replaces it. A use that only runs below the
  /// version that deprecated it (the `else` of `if #available(iOS 13, *)`) is the old systems'
  /// branch, as Apple's migration advice writes it: nothing to report.
  static func deprecatedRotationUses(
    _ facts: SourceFacts, era: SystemBehavior, sdk: SystemVersion = .newest
  ) -> [ScanFinding] {
    let rule = ScanRule.deprecatedRotationAPI
    let answersMask = Set(facts.controllers.filter { $0.supportedLine != nil }.map(\.className))
    return facts.deprecatedUses.compactMap { use in
      guard let api = DeprecatedRotationAPI.objectiveC(use.api), !use.runsOn.onlyBelow(major: api.deprecatedIn)
      else { return nil }
      let name = api.name(inSwift: use.inSwift)
      let who = use.className ?? "The code"
      let what = api.kind == .overridden ? "overrides \(name)" : "reads \(name)"
      let fate =
        api.objectiveCName == DeprecatedRotationAPI.legacyAutorotate.objectiveCName && !era.usesLegacyAutorotation
          && use.className.map { answersMask.contains($0) } == true
        ? "UIKit never calls it: the controller's supportedInterfaceOrientations answers"
        : api.fate(era, sdk)
      let branch = use.runsOn.text.map { " (in code that runs \($0))" } ?? ""
      return ScanFinding(
        rule: rule.id, severity: rule.severity, location: use.location,
        message: "\(who) \(what)\(branch), deprecated in iOS \(api.deprecatedIn).0: \(fate). To fix: \(api.replacement)"
      )
    }
  }

  /// The controllers whose orientation answers restrict the iPad, in an app that multitasks
  /// there: UIKit never asks them (LintRule `mask-never-asked`; Apple,
  /// `supportedInterfaceOrientations`: an app opts out of multitasking "by enabling Requires full
  /// screen … or by not declaring support for all possible orientations within the Info.plist
  /// file"). The cause is the app's, so it is one finding for the target, at the iPad's
  /// orientations in Info.plist (`ipadOrientationsAt`; the first controller's line without one),
  /// listing each controller with its place and answer. Multitasking came with iPadOS 9, so an
  /// older deployment target is judged for the iOS 9 and later it also runs on. An answer the
  /// scan reads as `depends` (a stored mask, another object's answer) is not judged: what it
  /// restricts, if anything, is not known.
  static func masksNeverAskedOnIPad(
    _ facts: SourceFacts, keys: LocatedInfoPlist, families: [UserInterfaceIdiom], era: SystemBehavior,
    ipadOrientationsAt: ScanLocation? = nil
  ) -> [ScanFinding] {
    guard families.contains(.pad) else { return [] }
    let judged = era.multitaskingIgnoresControllerMasks ? era : SystemBehavior.newest
    guard appSettings(on: .pad, facts: facts, keys: keys, in: judged).isMultitasking(on: .pad, in: judged) else {
      return []
    }
    let unasked: [(location: ScanLocation, text: String)] = facts.controllers.compactMap { controller in
      // What the controller answers on iPad: one that allows every orientation there (`.all`, or
      // `super` of a UIKit controller, alone or after an idiom test) restricts nothing, asked or
      // not; one that forwards to its child leaves the warning to the child; one whose `super`
      // leads to a class the scan does not know is not judged.
      guard let line = controller.maskLine,
        let (answer, _) = facts.supported(of: controller.className, on: .pad),
        answer != .mask(.all)
      else { return nil }
      switch answer {
      case .forwards, .depends: return nil
      default: break
      }
      let method =
        controller.supportedLine != nil ? "supportedInterfaceOrientations" : "shouldAutorotateToInterfaceOrientation:"
      let answerOf = controller.supportedAnswer ?? controller.legacyAnswer
      var onPad = answerOf.map { $0.on(.pad) != $0 } ?? false ? " on iPad" : ""
      if controller.supportedLine == nil { onPad += ", of which UIKit makes its mask" }
      let location = ScanLocation(file: controller.location.file, line: line)
      return (location, "\(controller.className) (\(location): \(method), \(answer.text)\(onPad))")
    }
    guard let first = unasked.first else { return [] }
    let rule = LintRule.maskNeverAsked
    let when =
      era.multitaskingIgnoresControllerMasks
      ? "on \(era)" : "from iPadOS 9 on (the deployment target is iOS \(era.version))"
    let one = unasked.count == 1
    let elsewhere = families.contains(.phone) ? "; on iPhone \(one ? "it decides" : "they decide") as before" : ""
    let screens = one ? "this screen" : "these screens"
    let their = one ? "its" : "their"
    // From iPadOS 26 every iPad app is expected to resize (Apple, TN3192; UIRequiresFullScreen
    // deprecated): the fix that fits is a screen that works in every orientation, and opting out
    // is the exception, said last.
    let fix =
      era.deprecatesRequiresFullScreen
      ? "lay \(screens) out for every orientation and window size on iPad and answer .all there, which is what UIKit does with \(one ? "it" : "them") (from iPadOS 26 every iPad app is expected to resize, and UIRequiresFullScreen is deprecated on iPadOS 26); only an iPad app that must keep to \(their) orientations leaves an orientation out of the iPad's UISupportedInterfaceOrientations"
      : "lay \(screens) out for every orientation on iPad and answer .all there, which is what UIKit does with \(one ? "it" : "them"); or, if the iPad app must keep to \(their) orientations, opt out of multitasking: set UIRequiresFullScreen to true (deprecated from iPadOS 26), or leave an orientation out of the iPad's UISupportedInterfaceOrientations"
    let listed = unasked.map(\.text).joined(separator: ", ")
    return [
      ScanFinding(
        rule: rule.id, severity: rule.severity, location: ipadOrientationsAt ?? first.location,
        message:
          "The app multitasks on iPad \(when) (the iPad's Info.plist orientations are all four and UIRequiresFullScreen is not set), so UIKit never asks its controllers for their orientations there, and \(one ? "1 controller's answer does" : "\(unasked.count) controllers' answers do") not hold on iPad: \(listed)\(elsewhere). To fix: \(fix)"
      )
    ]
  }

  /// - Parameter clash: the family on which the mask UIKit reads has nothing in common with the
  ///   app's, and the app's mask there; `nil` when it shares an orientation.
  private static func orientationAsMaskFinding(
    _ mistake: OrientationAsMask, clash: (idiom: UserInterfaceIdiom, app: InterfaceOrientationMask)?
  ) -> ScanFinding {
    let rule = ScanRule.orientationReturnedAsMask
    let method =
      mistake.className.map { "\($0)'s -\(mistake.selector)" } ?? "the app delegate's -\(mistake.selector)"
    let returned = mistake.constants.joined(separator: " | ")
    let raises =
      "UIKit raises UIApplicationInvalidInterfaceOrientation when it asks (\"Supported orientations has no common orientation with the application\")"
    let reading =
      if mistake.mask.isEmpty {
        "as a mask \(mistake.value) holds no orientation, and \(raises)"
      } else if let clash {
        "as a mask \(mistake.value) is \(maskText(mistake.mask)), not what the name says, and has nothing in common with the app's \(maskText(clash.app)) on \(clash.idiom.displayName), so \(raises)"
      } else {
        "as a mask \(mistake.value) is \(maskText(mistake.mask)), not what the name says"
      }
    let fix = mistake.constants.map { name in
      ObjCSourceReader.orientation(name) == nil
        ? name : name.replacingOccurrences(of: "UIInterfaceOrientation", with: "UIInterfaceOrientationMask")
    }
    return ScanFinding(
      rule: rule.id, severity: rule.severity, location: mistake.location,
      message:
        "\(method) returns \(returned), an orientation where UIKit wants a mask: \(reading). To fix: return \(fix.joined(separator: " | "))"
    )
  }

  /// The first of the families, not multitasking, on which a controller's mask has nothing in
  /// common with the app's (UIKit raises when it asks the controller), with the app's mask there;
  /// `nil` when they share an orientation on each, or when an app delegate whose answer is not a
  /// constant decides the app's mask in a way the scan cannot know (UIKit asks it in place of
  /// Info.plist once the app has launched).
  private static func familyWithNoCommonOrientation(
    _ mask: InterfaceOrientationMask, facts: SourceFacts, keys: LocatedInfoPlist, families: [UserInterfaceIdiom],
    era: SystemBehavior
  ) -> (idiom: UserInterfaceIdiom, app: InterfaceOrientationMask)? {
    familyWithNoCommonOrientation({ _ in mask }, facts: facts, keys: keys, families: families, era: era)
      .map { ($0.idiom, $0.app) }
  }

  /// The first family whose mask, from `mask(idiom)`, has nothing in common with the app's there.
  private static func familyWithNoCommonOrientation(
    _ mask: (UserInterfaceIdiom) -> InterfaceOrientationMask?, facts: SourceFacts, keys: LocatedInfoPlist,
    families: [UserInterfaceIdiom], era: SystemBehavior
  ) -> (idiom: UserInterfaceIdiom, mask: InterfaceOrientationMask, app: InterfaceOrientationMask)? {
    let delegateIsUnknown =
      facts.delegateMask == nil
      && facts.mechanisms.contains { $0.api == MechanismScan.appDelegateMask }
    guard !delegateIsUnknown else { return nil }
    for idiom in families {
      if let mask = mask(idiom), let app = appMask(on: idiom, facts: facts, keys: keys, era: era),
        mask.intersection(app).isEmpty
      {
        return (idiom, mask, app)
      }
    }
    return nil
  }

  /// The app's mask on a family, Info.plist's as the app delegate's constant answer replaces it;
  /// `nil` where the app multitasks (an iPad app in windows), where no controller fills the
  /// screen to decide.
  private static func appMask(
    on idiom: UserInterfaceIdiom, facts: SourceFacts, keys: LocatedInfoPlist, era: SystemBehavior
  ) -> InterfaceOrientationMask? {
    let settings = appSettings(on: idiom, facts: facts, keys: keys, in: era)
    return settings.isMultitasking(on: idiom, in: era) ? nil : settings.mask(in: era).mask
  }

  /// The app's orientation settings on a family in an era: its Info.plist's (`UIRequiresFullScreen`
  /// as the era reads it) and the app delegate's constant answer.
  private static func appSettings(
    on idiom: UserInterfaceIdiom, facts: SourceFacts, keys: LocatedInfoPlist, in era: SystemBehavior
  ) -> AppOrientationSettings {
    AppOrientationSettings(
      infoPlistOrientations: keys.infoPlist.effectiveSupportedInterfaceOrientations(for: idiom),
      delegateOrientations: facts.delegateMask?.mask,
      requiresFullScreen: keys.infoPlist.requiresFullScreen(for: idiom, in: era) ?? false)
  }

  /// The mask a controller's own override answers on a family (its `super` followed), or `nil`
  /// when it overrides none or its answer is no constant there.
  private static func ownMask(
    of controller: ControllerScan, on idiom: UserInterfaceIdiom, facts: SourceFacts
  ) -> InterfaceOrientationMask? {
    guard controller.answersMask else { return nil }
    return facts.supportedMask(of: controller.className, on: idiom)
  }

  private static func controllerFindings(
    _ controller: ControllerScan, facts: SourceFacts, keys: LocatedInfoPlist, families: [UserInterfaceIdiom],
    era: SystemBehavior
  ) -> [ScanFinding] {
    var findings: [ScanFinding] = []
    let file = controller.location.file
    // A shouldAutorotate that returns its child's or super's leaves the question to them.
    let passesOn = controller.shouldAutorotate.map { $0 == "super" || $0.hasPrefix("forwards to ") } ?? false
    if let line = controller.shouldAutorotateLine, controller.shouldAutorotateFlag != true, !passesOn {
      let rule = LintRule.shouldAutorotateIgnored
      let scope =
        era.honorsShouldAutorotate
        ? "UIKit asks it on iOS 15 and earlier only (the deployment target is iOS \(era.version); the app runs on iOS 16 and later too)"
        : "with a deployment target of iOS \(era.version) UIKit never asks it"
      findings.append(
        ScanFinding(
          rule: rule.id, severity: rule.severity, location: ScanLocation(file: file, line: line),
          message:
            "\(controller.className) answers shouldAutorotate \(controller.shouldAutorotate ?? "depends"): \(scope); iOS 16 no longer honours shouldAutorotate, so it cannot stop a rotation there (iOS 16 release notes). To fix: return the orientations to allow from supportedInterfaceOrientations, and call setNeedsUpdateOfSupportedInterfaceOrientations() when they change"
        ))
    }
    // An orientation returned as a mask is no mask answer (ObjCSourceReader reads it as
    // `depends`): it is orientation-returned-as-mask's finding, which says when UIKit raises.
    if let line = controller.maskLine,
      let (idiom, mask, app) = familyWithNoCommonOrientation(
        { ownMask(of: controller, on: $0, facts: facts) }, facts: facts, keys: keys, families: families, era: era)
    {
      let rule = LintRule.noCommonOrientation
      findings.append(
        ScanFinding(
          rule: rule.id, severity: rule.severity, location: ScanLocation(file: file, line: line),
          message:
            "\(controller.className) supports \(maskText(mask)) and the app \(maskText(app)) on \(idiom.displayName) with a deployment target of iOS \(era.version): nothing in common; \(rule.why). To fix: return at least one orientation the app supports, or add it to the app's orientations"
        ))
    }
    if let line = controller.preferredLine,
      let (preferred, mask) = families.lazy.compactMap({ idiom -> (InterfaceOrientation, InterfaceOrientationMask)? in
        guard let preferred = controller.preferredOrientation(on: idiom),
          let mask = ownMask(of: controller, on: idiom, facts: facts), !mask.contains(preferred)
        else { return nil }
        return (preferred, mask)
      }).first
    {
      let rule = LintRule.preferredOrientationUnsupported
      findings.append(
        ScanFinding(
          rule: rule.id, severity: rule.severity, location: ScanLocation(file: file, line: line),
          message:
            "\(controller.className) prefers \(preferred.name) but supports \(maskText(mask)), on every iOS version; \(rule.why). To fix: prefer one of the orientations it supports"
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
  /// constant (it may forward; the scan cannot tell), or the container's custom class is not
  /// declared in the target's sources (a framework's class may forward too). Only a difference the app's mask lets
  /// through counts: a portrait child in a portrait-only app shows portrait either way. The container's own answer is its
  /// constant override, else UIKit's default for the family (Apple,
  /// `supportedInterfaceOrientations`: "all for the iPad idiom and allButUpsideDown for the iPhone
  /// idiom").
  ///
  /// - Parameter familiesOf: the families a storyboard's scenes show on: an app that names one
  ///   main storyboard for iPad (`UIMainStoryboardFile~ipad`) and another for iPhone shows each
  ///   on its own family only (``storyboardFamilies(_:families:)``).
  static func storyboardFindings(
    _ storyboards: [StoryboardFacts], facts: SourceFacts, keys: LocatedInfoPlist, families: [UserInterfaceIdiom],
    era: SystemBehavior, familiesOf: (StoryboardFacts) -> [UserInterfaceIdiom]? = { _ in nil }
  ) -> [ScanFinding] {
    guard !era.containersAskChildren else { return [] }
    var findings = sheetFindings(storyboards, facts: facts, families: families, era: era, familiesOf: familiesOf)
    let rule = LintRule.containerIgnoresChildren
    var reported: Set<String> = []
    for storyboard in storyboards {
      let families = familiesOf(storyboard).map { own in families.filter(own.contains) } ?? families
      // A custom container class from outside the target (a framework, a submodule) may forward:
      // its code was not read, so nothing is said of it.
      for container in storyboard.controllers
      where container.isContainer
        && (container.customClass == nil || facts.declaredClasses.contains(container.className))
      {
        for idiom in families {
          guard let app = appMask(on: idiom, facts: facts, keys: keys, era: era) else { continue }
          // The container's own answer: a constant, or UIKit's default when nothing in the
          // sources overrides it; one that forwards or depends is not judged.
          let own = facts.supported(of: container.className, on: idiom)
          guard let answer = own.map(\.answer.mask) ?? InfoPlist.defaultSupportedInterfaceOrientations(for: idiom)
          else { continue }
          for childID in container.children {
            guard let child = storyboard.controller(id: childID),
              let (childAnswer, declared) = facts.supported(of: child.className, on: idiom),
              let mask = childAnswer.mask, let line = declared.maskLine,
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
                  "\(child.className) supports \(maskText(mask))\(inherited(declared, by: child.className)), but it is a child of the \(kind) \(container.className) (\(storyboard.file):\(container.line)), which answers \(maskText(answer)) on \(idiom.displayName) and never asks it; from iOS 6 UIKit's containers answer for themselves and do not ask their children (iOS 6 release notes: only the topmost controller decides), and the deployment target is iOS \(era.version). To fix: give \(container.className) a supportedInterfaceOrientations that returns its \(container.element == "navigationController" ? "topViewController's" : "selectedViewController's"), or the mask itself"
              ))
          }
        }
      }
    }
    return findings
  }

  /// ` (inherited from Base)` when the answer a class gives is its superclass's.
  static func inherited(_ declared: ControllerScan, by className: String) -> String {
    declared.className == className ? "" : " (inherited from \(declared.className))"
  }

  /// The storyboard presentations as a sheet, on iPhone, of controllers that declare a mask:
  /// a `pageSheet` or `formSheet` segue, or one with no style (`automatic`) from a deployment
  /// target of iOS 13. The finding is at the segue, where the style is chosen.
  static func sheetFindings(
    _ storyboards: [StoryboardFacts], facts: SourceFacts, families: [UserInterfaceIdiom], era: SystemBehavior,
    familiesOf: (StoryboardFacts) -> [UserInterfaceIdiom]? = { _ in nil }
  ) -> [ScanFinding] {
    guard families.contains(.phone) else { return [] }
    let rule = ScanRule.sheetDoesNotDecide
    var findings: [ScanFinding] = []
    for storyboard in storyboards where familiesOf(storyboard)?.contains(.phone) ?? true {
      for presenter in storyboard.controllers {
        for presentation in presenter.presentations {
          let style = presentation.style ?? "automatic"
          let isSheet =
            ["pageSheet", "formSheet"].contains(style) || (style == "automatic" && era.version.major >= 13)
          guard isSheet, let presented = storyboard.controller(id: presentation.destination) else { continue }
          let scenes = [presented] + presented.children.compactMap(storyboard.controller(id:))
          let declarations = scenes.lazy.compactMap { scene in
            facts.supported(of: scene.className, on: .phone).flatMap { found in
              found.answer.mask.map { (scene, found.declaring, $0) }
            }
          }
          guard let (declaring, declared, mask) = declarations.first else { continue }
          let written =
            presentation.style.map { "'\($0)'" }
            ?? "the default (automatic, a page sheet from iOS 13; the deployment target is iOS \(era.version))"
          findings.append(
            ScanFinding(
              rule: rule.id, severity: rule.severity,
              location: ScanLocation(file: storyboard.file, line: presentation.line),
              message:
                "\(presenter.className) presents \(presented.className) with the style \(written), and \(declaring.className) supports \(maskText(mask))\(inherited(declared, by: declaring.className)) (\(declared.location.file):\(declared.maskLine ?? declared.location.line)); \(rule.why). To fix: present it full screen (the segue's Presentation: Full Screen, modalPresentationStyle = .fullScreen), or let the presenter answer the mask"
            ))
        }
      }
    }
    return findings
  }
}

extension SourceRules {
  /// The families each main storyboard shows on, by file name without extension, when the
  /// Info.plist names one per family: `UIMainStoryboardFile~ipad` (or `~iphone`) for one family
  /// and `UIMainStoryboardFile` for the other (Apple, Information Property List: a key with a
  /// `~ipad` or `~iphone` suffix applies to that device only and takes precedence there). Other
  /// storyboards show on every family.
  static func storyboardFamilies(_ keys: [String: Any]) -> [String: [UserInterfaceIdiom]] {
    let main = keys["UIMainStoryboardFile"] as? String
    let pad = keys["UIMainStoryboardFile~ipad"] as? String
    let phone = keys["UIMainStoryboardFile~iphone"] as? String
    var families: [String: [UserInterfaceIdiom]] = [:]
    if let pad { families[pad, default: []].append(.pad) }
    if let phone { families[phone, default: []].append(.phone) }
    if let main {
      if pad == nil { families[main, default: []].append(.pad) }
      if phone == nil { families[main, default: []].append(.phone) }
    }
    return pad == nil && phone == nil ? [:] : families
  }
}
