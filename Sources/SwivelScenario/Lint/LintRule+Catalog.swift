extension LintRule {
  /// Every rule `swivel lint` runs, in the order `swivel help lint` lists them.
  public static let all: [LintRule] = [
    .misspelledKey, .unknownOrientationValue, .unexpandedBuildSetting, .notABoolean,
    .appSupportsNoOrientation, .noCommonOrientation, .preferredOrientationUnsupported, .ipadMultitaskingOrientations,
    .launchScreenMissing,
    .requiresFullScreenDeprecated, .interfaceOrientationIgnored, .upsideDownWithoutHomeButton,
    .containerIgnoresChildren,
    .shouldAutorotateIgnored, .deviceNeverRanEra, .apiIgnoredInEra, .maskNeverAsked,
    .sceneLifeCycleRequired, .appDelegateMaskDeprecated, .lockIgnoredWhenResizable,
  ]

  /// The rule with the given id, or `nil`.
  public static func rule(id: String) -> LintRule? {
    all.first { $0.id == id }
  }
}

/// Running a list of rules together.
extension Array where Element == LintRule {
  /// The findings of every rule on a subject, in rule order.
  public func findings(in subject: LintSubject) -> [LintFinding] {
    flatMap { $0.findings(in: subject) }
  }
}
