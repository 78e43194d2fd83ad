import SwivelCore
import SwivelScenario

/// What a package target's Swift and Objective-C files show without an app around them: the
/// findings of `swivel scan-sources`, which the build-tool plugin runs on each target it is
/// applied to.
///
/// A package target has no Info.plist, no device families and no deployment target of its own:
/// the app that links it has them. So only the rules that judge code alone run
/// (``appIndependentRules``): the runtime mechanisms (`setValue(_:forKey: "orientation")`,
/// `attemptRotationToDeviceOrientation()`), `shouldAutorotate`, a preferred orientation the
/// controller does not support, an orientation returned as a mask. Those that need the app's
/// orientations (`no-common-orientation`, `mask-never-asked`) are left to `swivel scan` on the app's
/// project. Controllers are judged on iPhone and iPad, in the era given (the newest by default).
public struct SourceScanner: Sendable {
  /// The iOS version to judge for: the lowest the package supports, as its `platforms:` says.
  public var era: SystemBehavior
  /// Where libclang was looked for. Unused: Objective-C is tokenised by Swivel's own lexer.
  @available(*, deprecated, message: "Objective-C is tokenised by Swivel's own lexer; libclang is not used")
  public var libclang: LibclangSearch {
    get { .automatic }
    set {}
  }

  /// A scanner judging in the given era (the newest by default).
  public init(era: SystemBehavior = .newest) {
    self.era = era
  }

  /// A scanner judging in the given era; `libclang` is not used.
  @available(*, deprecated, message: "Objective-C is tokenised by Swivel's own lexer; libclang is not used")
  public init(era: SystemBehavior = .newest, libclang: LibclangSearch) {
    self.era = era
  }

  /// The rules a target's sources are judged by without its app.
  public static var appIndependentRules: Set<String> {
    [
      ScanRule.deviceOrientationSetter.id, ScanRule.attemptRotationDeprecated.id, ScanRule.deprecatedRotationAPI.id,
      ScanRule.answerHasSideEffects.id, LintRule.shouldAutorotateIgnored.id,
      LintRule.preferredOrientationUnsupported.id, ScanRule.orientationReturnedAsMask.id,
    ]
  }

  /// The findings in the given files, in the order of their files and lines, and the notes on
  /// what could not be read.
  public func scan(files: [String]) -> (findings: [ScanFinding], notes: [ScanNote]) {
    let read = ProjectScanner.readSources(files)
    let notes = read.unopened
    let findings = SourceRules.findings(read.facts, keys: LocatedInfoPlist(), families: [.phone, .pad], era: era)
      .filter { Self.appIndependentRules.contains($0.rule) }
    var seen = Set<ScanFinding>()
    return (findings.filter { seen.insert($0).inserted }.sorted { $0.location < $1.location }, notes)
  }
}
