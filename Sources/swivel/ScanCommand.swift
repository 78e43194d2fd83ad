import ArgumentParser
import Foundation
import SwivelCore
import SwivelMotion
import SwivelScan
import SwivelScenario

/// `swivel scan PATH`: reads a real Xcode project and prints each iOS app target's orientation
/// set-up and mistakes.
struct ScanCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scan",
    abstract: "Read an Xcode project and report each iOS app target's orientation set-up and mistakes.",
    discussion: discussion
  )

  /// The output formats.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text, json, sarif
    case github, checkstyle, junit, gitlab
  }

  @Argument(
    help:
      "An .xcodeproj, an .xcworkspace, or a folder to search for projects (or, holding none, for workspaces); the current folder when none is given."
  )
  var path: String = "."

  @Option(
    help: ArgumentHelp(
      "How to print the report: text (for people), json, sarif (SARIF 2.1.0, for code-scanning tools), \(CIFormat.help)."
    ))
  var format: Format = .text

  @Option(help: ArgumentHelp("Write the report to this file instead of standard output.", valueName: "file"))
  var output: String?

  @Option(
    name: .customLong("configuration"),
    help: ArgumentHelp("The build configuration to read (Release by default).", valueName: "name"))
  var configurationName: String?

  @Option(
    name: .customLong("emit-scenarios"),
    help: ArgumentHelp(
      "Also write a scenario per app target into this folder (made if missing), a starting point for swivel check.",
      valueName: "dir"))
  var scenarioDirectory: String?

  @Option(
    name: .customLong("target"),
    help: ArgumentHelp(
      "Scan only this application target (repeat for several); by default the configuration's targets, else all.",
      valueName: "name"))
  var targetNames: [String] = []

  @Option(
    help: ArgumentHelp(
      "Judge the apps as built with this iOS SDK (\"26.2\"); by default the configuration's sdk:, else the newest, iOS \(SystemVersion.newest)'s.",
      valueName: "version"))
  var sdk: String?

  @OptionGroup var config: ConfigurationOptions

  @OptionGroup var failure: FailureOptions

  @OptionGroup var quiet: QuietOption

  @Flag(
    name: .customLong("force-exclude"),
    help: "Leave PATH out too when the configuration's excluded: (or included:) leaves it out: nothing is scanned.")
  var forceExclude = false

  @Option(
    name: .customLong("baseline"),
    help: ArgumentHelp(
      "Report only the findings this baseline (from --write-baseline) does not hold.", valueName: "file"))
  var baseline: String?

  @Option(
    name: .customLong("write-baseline"),
    help: ArgumentHelp(
      "Record the findings in this file, a baseline for --baseline; they are then not reported.", valueName: "file"))
  var writeBaseline: String?

  /// The SDK `--sdk` names, else the configuration's `sdk:` (checked when it was read), else
  /// the newest; a bad `--sdk` is a usage error (exit 2).
  func sdkVersion(_ configuration: SwivelConfiguration = SwivelConfiguration()) throws -> SystemVersion {
    guard let sdk = sdk ?? configuration.sdk else { return .newest }
    do throws(SystemVersionError) {
      return try SystemVersion(sdk)
    } catch {
      throw ValidationError("--sdk: \(error)")
    }
  }

  func validate() throws {
    _ = try sdkVersion()
    if baseline != nil && writeBaseline != nil {
      throw ValidationError(
        "--baseline and --write-baseline cannot be used together: --write-baseline rewrites it whole.")
    }
  }

  func run() throws {
    var configuration = try config.load(near: path, announce: !quiet.quiet)
    configuration.failurePolicy = failure.policy(configuration)
    var accepted: ScanBaseline?
    if let baseline {
      do throws(ScanError) {
        accepted = try ScanBaseline.load(contentsOf: baseline)
      } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        throw ExitCode(2)
      }
    }
    var scanner = ProjectScanner(configuration: configurationName ?? configuration.buildConfiguration)
    scanner.files = configuration.paths
    scanner.forceExclude = forceExclude
    scanner.targetNames = targetNames.isEmpty ? configuration.targets : targetNames
    if targetNames.isEmpty { scanner.targetLocations = configuration.targetLocations }
    scanner.readsFlows = scenarioDirectory != nil
    scanner.sdk = try sdkVersion(configuration)
    var report = scanner.scan(path: PathName.displayed(path))
    report.apply(configuration)
    try ConfigurationOptions.failOnNestedErrors(configuration)
    if let writeBaseline {
      let folder = PathName.folder(of: writeBaseline)
      let written = ScanBaseline(report: report, folder: folder)
      do throws(ScanError) {
        try written.write(to: writeBaseline)
      } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        throw ExitCode(2)
      }
      written.filter(&report, folder: folder)
    }
    if let baseline, let accepted {
      accepted.filter(&report, folder: PathName.folder(of: baseline))
    }
    for error in report.errors {
      FileHandle.standardError.write(Data("\(error)\n".utf8))
    }
    switch format {
    case .text:
      if quiet.quiet {
        let lines = report.findingLines
        try ReportOutput.emit(lines.joined(separator: "\n"), to: output, terminator: lines.isEmpty ? "" : "\n")
      } else {
        try ReportOutput.emit(report.text, to: output)
      }
    case .json: try ReportOutput.emit(report.json, to: output)
    case .sarif: try ReportOutput.emit(report.sarif, to: output)
    default:
      if let ci = CIFormat(rawValue: format.rawValue) {
        try ReportOutput.emit(ci.render(report.findingReport), to: output)
      }
    }
    if let scenarioDirectory {
      do throws(FileWriteError) {
        let paths = try report.writeScenarios(to: scenarioDirectory)
        // Standard output stays one JSON or SARIF document; people get the list.
        if format == .text && !quiet.quiet {
          print(
            paths.isEmpty
              ? "No scenario written: no app target." : "Scenarios written: " + paths.joined(separator: ", "))
        }
      } catch {
        FileHandle.standardError.write(Data("\(error.path): error: cannot write the scenarios: \(error.reason)\n".utf8))
        throw ExitCode(2)
      }
    }
    if report.exitStatus != 0 { throw ExitCode(report.exitStatus) }
  }

  /// The help text: what is read, the rules, and the exit statuses.
  static var discussion: String {
    let rules = ScanRule.all.map { rule in "\(rule.id) (\(rule.severity))\n\(rule.summary) Why: \(rule.why)." }
    return """
      For each iOS application target of the project (test bundles, extensions, frameworks and \
      apps for other platforms are listed as skipped), the scan reads the build settings of one \
      configuration as Xcode resolves them: the project's and the target's settings and \
      .xcconfig files (#include, $(VAR) and $(inherited) followed). From them it takes the \
      device families (TARGETED_DEVICE_FAMILY), the deployment target \
      (IPHONEOS_DEPLOYMENT_TARGET), and the Info.plist the app is built with: the file \
      INFOPLIST_FILE names, merged with the keys Xcode generates from INFOPLIST_KEY_… settings \
      when GENERATE_INFOPLIST_FILE is YES (INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad \
      becomes UISupportedInterfaceOrientations~ipad; an orientation list is the union of both).

      The sources read are the target's own and those of the code it runs: the framework and \
      library targets it depends on or links and embeds (in its project, a project it \
      references, or another project of the workspace), and the targets of the local Swift \
      packages whose products it uses (XCLocalSwiftPackageReference, a folder holding a \
      Package.swift, or a package in a folder Xcode 16 keeps in sync), through their \
      dependencies, read from the manifest's literal calls; a controller found there names its \
      module. Remote package products, products whose local package is not found, prebuilt \
      frameworks and CocoaPods' pods are one note per app target, with their names.

      The Swift files that mention an orientation API are parsed with swift-syntax: \
      classes and extensions overriding supportedInterfaceOrientations, shouldAutorotate, \
      preferredInterfaceOrientationForPresentation or prefersInterfaceOrientationLocked, with \
      their answer: a constant (.portrait, [.portrait, .landscapeLeft], .all.subtracting(...)), \
      one per family when the code tests the idiom (UIDevice.current.userInterfaceIdiom == .pad, \
      an isPad helper: "phone: portrait; pad: all"), super (the superclass's, UIKit's default \
      at the end of the chain), forwards to topViewController (or selectedViewController, \
      presentedViewController, visibleViewController, children.last, or another controller \
      the class holds: self.gameViewController), a mask of the project's \
      own (a static property of an extension of UIInterfaceOrientationMask, read where the \
      target defines it: .portraitOnPhone), else "depends"; the app \
      delegate's application(_:supportedInterfaceOrientationsFor:), and \
      calls of requestGeometryUpdate, setNeedsUpdateOfSupportedInterfaceOrientations, \
      attemptRotationToDeviceOrientation, setValue(_:forKey: "orientation") and \
      beginGeneratingDeviceOrientationNotifications. Its storyboards are read for the initial \
      controller, navigation and tab bar children, and presentation segues with their styles; its \
      XIBs for their view controllers (a File's Owner whose view outlet is connected, top-level \
      controller objects, with their custom classes). \
      Its Objective-C files (.m, .mm) are tokenised by Swivel's own lexer, which lexes as \
      clang does (no libclang is needed), for the same things as Objective-C spells them: -supportedInterfaceOrientations and \
      the other overrides in an @implementation, application:supportedInterfaceOrientationsForWindow:, \
      [UIViewController attemptRotationToDeviceOrientation], setValue:…forKey:@"orientation", \
      requestGeometryUpdateWithPreferences:…, and iOS 5's shouldAutorotateToInterfaceOrientation:, \
      read for each orientation into the mask UIKit makes of it from iOS 6 (masks joined with \
      | & ~ << are constants too). \
      A class that does not override an answer gives its nearest superclass's in the sources. \
      Only view controllers are controllers: a class whose superclass chain reaches NSObject or \
      UIView is left out, and one whose chain leaves the sources is kept as a guess. A call \
      inside an availability check (if #available(iOS 16, *) … else …, guard, #unavailable, \
      @available, Objective-C's @available and API_AVAILABLE) is judged for the versions its \
      branch runs on: setValue(_:forKey: "orientation") in the pre-iOS 16 branch is not reported.

      It prints, per target, the families, the deployment target, the orientations the app \
      supports at launch on each family, whether it requires full screen on iPad, its launch \
      screen, its controllers and mechanisms; then the findings, grouped by file, as \
      file:line: severity: message [rule]. The findings are those of every `swivel lint` rule \
      (see `swivel help lint`), judged for the target's real device families and in its \
      deployment target's era (shouldAutorotate, no-common-orientation, \
      preferred-orientation-unsupported and, in an app that multitasks on iPad, mask-never-asked: \
      one finding for the target, at the iPad's orientations, listing the controllers whose \
      answers UIKit never asks there), and in the newest era for what \
      it deprecates or ignores (UIRequiresFullScreen, shouldAutorotate), since the app runs there \
      too. App Store upload checks the app as built with today's SDK, whatever its deployment \
      target, so ipad-multitasking-orientations (ITMS-90474) and launch-screen-missing \
      (ITMS-90475) are judged in the newest era (a UILaunchScreen dictionary counts from a \
      deployment target of iOS 14). Each message says which era it judges by. The SDK the app \
      is built with is the newest, iOS \(SystemVersion.newest)'s, unless --sdk X.Y says otherwise \
      (\"what changes when I rebuild\": run it with --sdk 26.2 and without); it takes the \
      newest era's place for the upload's checks, and with the iOS 27 SDK or later the app must \
      adopt the scene life cycle (scene-life-cycle-required: a UIApplicationSceneManifest, \
      or INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES, or a SwiftUI @main App) and \
      declare a launch screen (launch-screen-missing, on iPhone too); the app delegate's \
      mask is deprecated without the scene delegate's (app-delegate-mask-deprecated); \
      statusBarOrientation is a no-op (deprecated-rotation-api); and an iPhone app's locks are \
      ignored where it runs resizable (lock-ignored-when-resizable). A deployment target newer \
      than --sdk is an error at its build setting. A finding two \
      targets share (one file built into both) is printed once, naming them: (targets App, \
      AppLite). A launch orientation row that is UIKit's default, because the Info.plist lists \
      none for the family, says so. The scan's own rules:

      \(rules.joined(separator: "\n\n"))

      --format json prints one object, {"findings": [...], "targets": [...]}: findings holds each \
      problem once (rule, severity, file, line, message, and targets, the names of the targets \
      that have it); each target has its name, project, families, deploymentTarget, launch \
      (orientations per family), launchIsDefault (per family, whether those are UIKit's default), \
      requiresFullScreen, launchScreen, controllers (class, superclass, file, line, supported, \
      shouldAutorotate, preferred, legacyAutorotate, module, unknownAncestor, and byFamily: each \
      answer on phone and pad), mechanisms (api, file, line, and from and below: the iOS versions \
      its availability checks let it run on), its own findings (rule, severity, \
      file, line, message; a problem two targets share is under both) and notes (file, line, \
      message). --format sarif prints a SARIF 2.1.0 log for code-scanning tools: one result per \
      problem, its targets in properties.targets; the files that could not be read as error \
      notifications of the invocation, and the notes as note notifications.

      \(CIFormat.discussion)

      --emit-scenarios DIR also writes one scenario per app target into DIR (made if missing; \
      its parent must exist), named after the target (Player.yaml; Player-iPhone.yaml and \
      Player-iPad.yaml for a universal app), that plays the app as its code shows it: ios: is \
      the deployment target's era; device: a device of the family that ran it; app: the \
      Info.plist's orientation keys and the app delegate's constant mask; controllers: the \
      storyboards' scenes, the XIBs' controllers and the classes read, with their constant \
      answers on the family (iOS 5's method becomes legacyAutorotate:, a container forwarding to \
      its top child forwards: top; an answer that depends on the app's state is a comment); \
      window: the main storyboard's initial controller, else the one the code assigns to \
      window.rootViewController. Its steps launch, turn the device to each side, then present or \
      push each controller the code or a segue shows (with the modalPresentationStyle set before), \
      turn the device again and dismiss or pop it. After each turn an expect: says what the code \
      declares: the interface stays within the on-screen controller's constant mask and what the \
      app allows, or UIKit raises when they share nothing. `swivel check` on the file tells where \
      UIKit does otherwise. What the scan guessed, and what it left out (UIKit's and libraries' \
      controllers), are comments at the top. Each file is written whole (a temporary file renamed \
      over the old one); a DIR that is a file, or cannot be made or written, is an error (exit \
      status 2).

      Configuration: the nearest .swivel.yml from PATH upward (PATH itself when it is a folder \
      or an .xcodeproj, then each parent up to the root), or the file --config names; \
      --no-config uses none. Without --config, a .swivel.yml in a folder below it refines it \
      for the files under that folder, as SwiftLint's nested configurations do: its \
      disabled_rules turn more rules off there, its severity overrides win, and its excluded \
      and included (relative to its folder) drop the findings of the files they leave out \
      (those files are still read); its other keys concern the whole run and are not used. \
      The file used is named on standard error (Using the configuration \
      FILE) unless --quiet is given; --quiet also prints, in the text format, only the findings. Its keys, all optional: disabled_rules (rule ids that do not run), \
      severity (a mapping of rule ids to error or warning), excluded and included (path \
      patterns relative to the file's folder: * within a name, ** across folders, a folder \
      standing for everything under it; an excluded folder, project or workspace is never \
      opened while looking for projects, nor a project an app links, and is listed at the end; \
      excluded Swift, Objective-C, storyboard and XIB files are not read at all, and findings \
      and notes in any excluded file, an Info.plist, project.pbxproj or .xcconfig included, \
      are dropped; with included, only the files it matches count, and only folders that lead \
      to them are searched; PATH itself is scanned even when excluded, unless \
      --force-exclude is given), configuration (the build configuration, unless \
      --configuration names one) and targets (the application targets to scan, unless \
      --target names some; a name that is no iOS application target is an error), strict and \
      lenient (true or false: every warning reported as an error, or every error as a warning, \
      unless --strict or --lenient say otherwise; not both true) and warning_threshold (a whole \
      number: that many warnings or more fail the run). device and ios are swivel lint's. No rule is \
      opt-in, so there is no opt_in_rules. An unknown key or rule id, or a value of the wrong \
      kind, is an error at its file:line:column with the nearest name (exit status 2). \
      `swivel rules` lists every rule and whether the configuration turns it off.

      Suppressions: a comment silences findings where it stands. In Swift and Objective-C, \
      // swivel:disable:next RULE (or /* swivel:disable:next RULE */) silences RULE's findings \
      on the next line; // swivel:disable:this RULE, after code, those on its own line, and \
      // swivel:disable:previous RULE those on the line before; // swivel:disable RULE \
      silences them down to // swivel:enable RULE, or to the end of the file without one. In \
      an Info.plist, a storyboard or a XIB, write \
      <!-- swivel:disable:next RULE --> (or disable … enable) the same way. Several rule ids \
      may follow, separated by spaces or commas, and all stands for every rule; a reason may \
      follow after " -- ". A suppression that silences nothing, names a rule that does not \
      exist (with the nearest id) or is misspelt is itself a finding, unused-suppression (a \
      warning); one naming a rule the configuration disables is not. Only files holding \
      "swivel:" are searched. A finding in project.pbxproj cannot be silenced there (Xcode \
      rewrites the file without comments): use disabled_rules or a baseline.

      Baselines: --write-baseline FILE records every finding reported (after the configuration \
      and suppressions) as JSON: for each, its rule, its file relative to FILE's folder and a \
      fingerprint of its line's text, trimmed, so that lines added or removed above it do not \
      change it; the entries are sorted, under "version": 1. Those findings are then not \
      reported. --baseline FILE reports only the findings FILE does not hold (a finding twice on \
      identical lines of one file counts twice) and the summary counts those left out. A \
      baseline that is missing, unreadable, not JSON or of another version is an error (exit \
      status 2). SARIF results carry the same fingerprint as partialFingerprints.swivelLine/v1, \
      so that code scanning follows a finding across commits.

      Exit status: 0 when no finding fails the run (none, or warnings only), 1 when findings \
      fail it (an error; with --strict or strict: true, a warning too; or warning_threshold \
      warnings or more), 2 when the path or a project, workspace or Info.plist in it cannot be \
      read (its error is printed on standard error with the file and line; the rest is still \
      scanned and printed), or when the configuration or the baseline cannot be read or \
      understood, or a target asked for does not exist; 2 outweighs 1. --strict reports every \
      warning as an error, --lenient every error as a warning, in every format; they win over \
      the configuration's strict: and lenient:. A severity override changes what fails too.
      """
  }
}
