extension LintRule {
  /// A key iOS never reads that misspells an orientation key.
  ///
  /// iOS matches Info.plist keys exactly, and reads a `~DEVICE` suffix only when it is `iphone`,
  /// `ipod` or `ipad`, in lowercase (swift-corelibs-foundation, `CFBundle_InfoPlist.c`,
  /// `_isOverrideKey`; Apple, Information Property List Key Reference, "Creating Platform- and
  /// Device-Specific Keys"): see `InfoPlistKeySpelling`.
  public static let misspelledKey = LintRule(
    id: "misspelled-key", severity: .warning,
    summary:
      "An Info.plist key misspells an orientation key (UISupportedInterfaceOrientation, a wrong case, ~iPad for ~ipad).",
    why:
      "iOS matches keys and their ~ipad / ~iphone suffixes exactly, case included, so it never reads this one and the setting has no effect"
  ) { subject, rule in
    subject.keys.remarks.compactMap { remark in
      guard case .misspelledKey(let key, let suggestion) = remark.kind else { return nil }
      let caseOnly = key.lowercased() == suggestion.lowercased()
      return rule.finding(
        "'\(QuotedInput.shortened(key, limit: 80))' is not a key iOS reads\(caseOnly ? ": the case differs" : "") (did you mean '\(suggestion)'?)",
        at: remark.location)
    }
  }

  /// An orientation string UIKit does not know. Apple documents the four strings
  /// (https://developer.apple.com/documentation/bundleresources/information-property-list/uisupportedinterfaceorientations);
  /// that UIKit skips any other, rather than refuse the app, is an assumption (see
  /// `InfoPlistReader`).
  public static let unknownOrientationValue = LintRule(
    id: "unknown-orientation-value", severity: .warning,
    summary: "An Info.plist orientation string is not one UIKit knows (UIInterfaceOrientationPortait).",
    why:
      "UIKit skips a string it does not know, so the app does not support the orientation meant; the four strings are UIInterfaceOrientationPortrait, UIInterfaceOrientationPortraitUpsideDown, UIInterfaceOrientationLandscapeLeft and UIInterfaceOrientationLandscapeRight (Apple, UISupportedInterfaceOrientations)"
  ) { subject, rule in
    subject.keys.remarks.compactMap { remark in
      guard case .unknownOrientation(let text, let suggestion) = remark.kind else { return nil }
      let hint = suggestion.map { " (did you mean '\($0)'?)" } ?? ""
      return rule.finding(
        "'\(QuotedInput.shortened(text, limit: 80))' is no interface orientation\(hint)", at: remark.location)
    }
  }

  /// A `$(VAR)` build setting where an orientation key's value is read.
  ///
  /// Xcode expands build settings in the Info.plist when it builds the app (Apple, "Managing your
  /// app's information property list values",
  /// https://developer.apple.com/documentation/bundleresources/managing-your-app-s-information-property-list;
  /// `INFOPLIST_EXPAND_BUILD_SETTINGS`); the file alone does not say what the setting holds.
  public static let unexpandedBuildSetting = LintRule(
    id: "unexpanded-build-setting", severity: .warning,
    summary: "An orientation key's value is a $(VAR) or ${VAR} build setting.",
    why:
      "Xcode replaces a build setting with its value when it builds the app; Swivel cannot, so it skipped the value: lint the built app's Info.plist, or write the value itself"
  ) { subject, rule in
    subject.keys.remarks.compactMap { remark in
      guard case .buildSettingReference(let text) = remark.kind else { return nil }
      return rule.finding(
        "'\(QuotedInput.shortened(text, limit: 80))' is a build setting, skipped", at: remark.location)
    }
  }

  /// A Boolean key written as a string or an integer.
  ///
  /// iOS takes it: `NSString.boolValue` and `NSNumber.boolValue` read "YES", "true" and 1 as true
  /// (Apple, https://developer.apple.com/documentation/foundation/nsstring/boolvalue); that UIKit
  /// reads the key through `boolValue` is an assumption (its source is not public).
  public static let notABoolean = LintRule(
    id: "not-a-boolean", severity: .warning,
    summary: "A Boolean Info.plist key (UIRequiresFullScreen) holds a string or a number (<string>YES</string>).",
    why:
      "iOS reads it as NSString's or NSNumber's boolValue does (YES, true and 1 are true; NO, false and 0 false), so it works, but Xcode and other tools expect a Boolean"
  ) { subject, rule in
    subject.keys.remarks.compactMap { remark in
      guard case .notABoolean(let written, let flag) = remark.kind else { return nil }
      return rule.finding("\(written) is read as \(flag) (write <\(flag)/>)", at: remark.location)
    }
  }
}
