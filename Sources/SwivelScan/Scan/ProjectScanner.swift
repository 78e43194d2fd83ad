import Foundation
import SwivelCore
import SwivelKit
import SwivelScenario

/// Reads Xcode projects as Xcode builds them and reports each iOS application target's
/// orientation set-up and mistakes: what `swivel scan PATH` does, minus the printing.
///
/// For each `.xcodeproj` the path stands for (the internal `ProjectLocator`), each target whose product type
/// is `com.apple.product-type.application` and whose platform is iOS is scanned; the others are
/// listed as skipped, with their kind. A target's build settings are resolved for one
/// configuration through the project's and target's levels and `.xcconfig` files
/// (`BuildSettings`), its Info.plist is built as Xcode builds it (`TargetInfoPlist`), and
/// `swivel lint`'s rules run on it with the target's real device families
/// (`TARGETED_DEVICE_FAMILY`) and in its deployment target's era (App Store upload's checks in
/// the newest era, as the upload judges the SDK the app is built with), next to the rules only a
/// scan can run (``ScanRule``).
///
/// Nothing here throws or crashes on bad input: a project, workspace or Info.plist that cannot be
/// read is a ``ScanError`` in the report, and the rest is still scanned.
public struct ProjectScanner: Sendable {
  /// The build configuration to read; `nil` for Release, the one an App Store archive is built with.
  public var configuration: String?
  /// Where libclang was looked for. Unused: Objective-C is tokenised by Swivel's own lexer
  /// (``ObjCLexer``), which needs no library.
  @available(*, deprecated, message: "Objective-C is tokenised by Swivel's own lexer; libclang is not used")
  public var libclang: LibclangSearch {
    get { .automatic }
    set {}
  }
  /// Whether to read how the code puts controllers on screen (``FlowScan``), which only the
  /// scenario drafts use (`--emit-scenarios`): it parses files a plain scan need not.
  public var readsFlows = false
  /// The files read: a source file, storyboard or XIB it does not admit (a configuration's
  /// `excluded:`, or not `included:`) is not read; findings elsewhere are dropped by
  /// ``ScanReport/apply(_:)``. A folder, project or workspace it leaves out is not opened while
  /// looking for projects, nor a project an app links (``PathFilter/excludesFromSearch(_:)``).
  /// Every file when `nil`.
  public var files: PathFilter?
  /// Whether the path given to ``scan(path:)`` is left out too when ``files`` excludes it
  /// (`--force-exclude`): then nothing is scanned. Otherwise a path named is always scanned.
  public var forceExclude = false
  /// The names of the application targets to scan; the others are listed as skipped. Every one
  /// when `nil`; a name that is no iOS application target of the projects is an error.
  public var targetNames: [String]?
  /// Where each of ``targetNames`` was written (a `.swivel.yml` line), for the error about a name
  /// no project has; the scanned path when a name is not here (`--target`).
  public var targetLocations: [String: SourceLocation] = [:]
  /// The iOS SDK the apps are built with (`--sdk`): App Store upload's checks and the iOS 27
  /// SDK's rules are judged as built with it. The newest by default, as Xcode builds today.
  public var sdk: SystemVersion = .newest

  /// A scanner for the given configuration (Release by default).
  ///
  /// - Parameter configuration: the build configuration to read; `nil` for Release.
  public init(configuration: String? = nil) {
    self.configuration = configuration
  }

  /// A scanner for the given configuration; `libclang` is not used.
  @available(*, deprecated, message: "Objective-C is tokenised by Swivel's own lexer; libclang is not used")
  public init(configuration: String? = nil, libclang: LibclangSearch) {
    self.configuration = configuration
  }

  /// Scans an `.xcodeproj`, an `.xcworkspace` or a folder.
  ///
  /// - Parameter path: the path, as given; every file in the report is named from it.
  public func scan(path: String) -> ScanReport {
    var report = ScanReport(path: path)
    if forceExclude, files?.excludesFromSearch(path) == true {
      report.excludedPaths = [path]
      return report
    }
    let bundles: [String]
    do throws(ScanError) {
      let found = try ProjectLocator.projects(at: path, filter: files)
      bundles = found.projects
      report.excludedPaths = found.excluded
      report.tooDeepPaths = found.tooDeep
      for path in found.notUTF8 {
        report.errors.append(
          ScanError(
            file: path,
            message:
              "not searched: \(UndecodableNames.reason); rename it to scan what it holds"
          ))
      }
    } catch {
      report.errors.append(error)
      return report
    }
    if bundles.isEmpty {
      let skipped = ProjectLocator.skippedFolders.sorted().joined(separator: ", ")
      let excluded =
        report.excludedPaths.isEmpty
        ? "" : "; the configuration leaves out \(report.excludedPaths.joined(separator: ", "))"
      report.errors.append(
        ScanError(
          file: path,
          message: ProjectGenerator.hint(in: path).map { "no Xcode project found\(excluded): \($0)" }
            ?? "no Xcode project found (folders named \(skipped) are not searched\(excluded))"))
    }
    // Every project is read first: an app may run a framework another project of the workspace builds.
    var projects: [PBXProject] = []
    for bundle in bundles {
      do throws(ScanError) {
        projects.append(try PBXProject(bundle: bundle))
      } catch {
        report.errors.append(error)
      }
    }
    for project in projects {
      add(project, to: &report, workspace: projects)
    }
    if let targetNames, !projects.isEmpty {
      var applications: [String] = []
      for project in report.projects {
        applications += project.targets.map(\.name)
        applications += project.unscanned.map(\.name)
        applications += project.skipped.filter { $0.reason == Self.notAsked }.map(\.name)
      }
      for name in targetNames where !applications.contains(name) {
        let hint = NearestName.find(name, among: applications).map { " (did you mean '\($0)'?)" } ?? ""
        let written = targetLocations[name]
        report.errors.append(
          ScanError(
            file: written?.file ?? path, line: written?.line, column: written?.column,
            message:
              "no iOS application target named '\(QuotedInput.shortened(name))'\(hint); expected one of \(applications.isEmpty ? "none: the projects have no iOS application target" : Self.list(applications))"
          ))
      }
    }
    // A large project's objects take a few milliseconds to free, at the end of a `swivel scan`
    // when the report is still to be printed: they are freed on another thread meanwhile.
    let finished = FinishedProjects(projects)
    projects = []
    DispatchQueue.global(qos: .utility).async { finished.free() }
    return report
  }

  /// Scans a project whose `project.pbxproj` is already read, adding its scan and errors to a report.
  ///
  /// - Parameter workspace: the projects read with it, whose framework targets its apps may run.
  func add(
    _ project: PBXProject, to report: inout ScanReport, workspace: [PBXProject] = []
  ) {
    let (scan, errors) = self.scan(project, workspace: workspace)
    report.projects.append(scan)
    report.errors += errors
  }

  /// Scans one parsed project.
  func scan(
    _ project: PBXProject, workspace: [PBXProject] = []
  ) -> (ProjectScan, [ScanError]) {
    var result = ProjectScan(path: project.bundle, targets: [], skipped: [])
    var errors: [ScanError] = []
    for target in project.targets {
      guard target.isa == "PBXNativeTarget", target.productType == PBXTarget.applicationProductType else {
        result.skipped.append(SkippedTarget(name: target.name, reason: target.kindDescription))
        continue
      }
      if let unreadable = project.unreadableConfigurations(of: target) {
        errors.append(unreadable)
        result.unscanned.append(
          UnscannedTarget(
            name: target.name, configuration: configuration ?? "Release",
            error: "\(unreadable.file):\(unreadable.line ?? 1)"))
        continue
      }
      let resolved = project.buildSettings(of: target, configuration: configuration)
      if let platform = Self.otherPlatform(resolved.settings) {
        result.skipped.append(SkippedTarget(name: target.name, reason: "\(platform) application"))
        continue
      }
      if let targetNames, !targetNames.contains(target.name) {
        result.skipped.append(SkippedTarget(name: target.name, reason: Self.notAsked))
        continue
      }
      let configurationLocation = ScanLocation(
        file: project.file, line: resolved.configurationID.flatMap(project.lines.line(ofObject:)) ?? 1)
      do throws(ScanError) {
        result.targets.append(
          try scan(
            target, of: project, settings: resolved.settings, configuration: resolved.configuration,
            configurationLocation: configurationLocation,
            notes: resolved.notes + project.groupLoopNotes + project.danglingReferences(of: target),
            workspace: workspace))
      } catch {
        errors.append(
          Self.naming(
            error, target: target, of: project, configuration: resolved.configuration, settings: resolved.settings))
        let place = error.line.map { "\(error.file):\($0)" } ?? error.file
        result.unscanned.append(
          UnscannedTarget(name: target.name, configuration: resolved.configuration, error: place))
      }
    }
    return (result, errors)
  }

  /// Names for a message: the first 16, each shortened unless they are paths, and how many more.
  static func list(_ names: [String], shortening: Bool = true) -> String {
    names.prefix(16).map { shortening ? ScanReport.name($0) : $0 }.joined(separator: ", ")
      + (names.count > 16 ? " and \(names.count - 16) more" : "")
  }

  /// Why an application target left out of ``targetNames`` is skipped.
  static let notAsked = "application, not among the targets asked for"

  /// A missing `INFOPLIST_FILE` told with its target and configuration, and another of the
  /// target's configurations whose file exists: a project whose Release names a file left
  /// behind by a rename still builds in Debug, and the report would otherwise show no target.
  private static func naming(
    _ error: ScanError, target: PBXTarget, of project: PBXProject, configuration: String, settings: BuildSettings
  ) -> ScanError {
    func infoPlist(_ settings: BuildSettings) -> (path: String, exists: Bool)? {
      let named = settings.value("INFOPLIST_FILE")
      guard !named.isEmpty else { return nil }
      let path = project.paths.resolve(named)
      return (path, FileManager.default.fileExists(atPath: path) || ScanFile.caseInsensitiveMatch(for: path) != nil)
    }
    guard let missing = infoPlist(settings), !missing.exists,
      let origin = settings.origin("INFOPLIST_FILE"), origin.file == error.file, origin.line == error.line
    else { return error }
    var named = error
    named.message += " (target \(target.name), configuration \(configuration))"
    // Real projects have a handful of configurations; a file with thousands must not make each
    // unscanned target look up thousands of paths.
    let others = project.configurations(ofList: target.configurationListID).byName.keys.sorted().prefix(16)
    for other in others where other != configuration {
      let settings = project.buildSettings(of: target, configuration: other).settings
      if let found = infoPlist(settings), found.exists {
        named.message +=
          "; its \(other) configuration names \(found.path), which exists: scan that with `--configuration \(other)`"
        break
      }
    }
    return named
  }

  private func scan(
    _ target: PBXTarget, of project: PBXProject, settings: BuildSettings, configuration: String,
    configurationLocation: ScanLocation, notes: [ScanNote], workspace: [PBXProject]
  ) throws(ScanError) -> TargetScan {
    var notes = notes
    let infoPlist = try TargetInfoPlist(
      settings: settings, paths: project.paths, configurationLocation: configurationLocation)
    if infoPlist.file == nil && !settings.isTrue("GENERATE_INFOPLIST_FILE") {
      notes.append(
        ScanNote(
          at: configurationLocation,
          "the target names no Info.plist (INFOPLIST_FILE) and does not generate one (GENERATE_INFOPLIST_FILE); scanned with none"
        ))
    }
    let keys = try Self.located(infoPlist)
    var families = keys.deviceFamily ?? []
    if families.isEmpty {
      families = [.phone]
      notes.append(
        ScanNote(
          at: configurationLocation,
          "no TARGETED_DEVICE_FAMILY, so scanned as an iPhone app (Xcode's default, and iOS's without UIDeviceFamily)"))
    }
    let deploymentTarget = settings.value("IPHONEOS_DEPLOYMENT_TARGET")
    let (era, eraNote) = Self.era(
      deploymentTarget, at: settings.origin("IPHONEOS_DEPLOYMENT_TARGET") ?? configurationLocation)
    if let eraNote { notes.append(eraNote) }
    if era.version > sdk {
      let place = settings.origin("IPHONEOS_DEPLOYMENT_TARGET") ?? configurationLocation
      throw ScanError(
        file: place.file, line: place.line,
        message:
          "target \(target.name): its deployment target, iOS \(era.version), is newer than --sdk \(sdk), and Xcode cannot build an app with an SDK older than its deployment target; give --sdk \(era.version) or later"
      )
    }
    // App Store upload judges the app as built with the SDK, whatever its deployment target, and
    // so do the iOS 27 SDK's rules.
    let sdkEra = SystemBehavior(version: sdk)

    let subject = LintSubject(infoPlist: keys, idioms: families, behavior: era)
    // The launch-screen rule is told with the project's build settings below, the scene life
    // cycle's with the sources. The ITMS-90474 check is judged in the SDK's era, where iPad apps
    // multitask.
    let toldBelow = [
      LintRule.launchScreenMissing.id, LintRule.ipadMultitaskingOrientations.id, LintRule.sceneLifeCycleRequired.id,
    ]
    var lintFindings = LintRule.all.filter { !toldBelow.contains($0.id) }.findings(in: subject)
    lintFindings += LintRule.ipadMultitaskingOrientations.findings(
      in: LintSubject(infoPlist: keys, idioms: families, behavior: sdkEra))
    var findings = lintFindings.map { ScanAdvice.finding(from: $0, in: infoPlist) }
    if !era.deprecatesRequiresFullScreen && sdkEra.deprecatesRequiresFullScreen {
      // The deployment target is the oldest iOS the app runs on; a key the SDK's iOS deprecates
      // concerns the app as soon as it runs there, which the message says.
      findings += LintRule.requiresFullScreenDeprecated.findings(
        in: LintSubject(infoPlist: keys, idioms: families, behavior: sdkEra)
      ).map { ScanAdvice.finding(from: $0, in: infoPlist, judgedForNewestFrom: era, judgedIn: sdkEra) }
    }
    let requiresFullScreen = keys.infoPlist.requiresFullScreen(for: .pad) ?? false
    if let finding = ScanRule.launchScreenFinding(
      infoPlist, families: families, era: era, requiresFullScreenOnPad: requiresFullScreen, sdk: sdkEra)
    {
      findings.append(finding)
    }
    let marked = MarkedFiles()
    // The target's build phases are walked once for its sources, storyboards and XIBs.
    let sourceExtensions = ObjCSourceReader.extensions.union(["swift"])
    // A project naming Objective-C sources has its headers listed on the other core meanwhile,
    // for the files' own headers and for their imports.
    let (listing, listedHeaders) = TargetListing(
      target, of: project, withExtensions: sourceExtensions.union(["storyboard", "xib"])
    ).list()
    // Each file's extension found once, for the three kinds of file taken from the listing.
    let listingExtensions = listing.map { PBXProject.fileExtension($0.path) }
    func listed(_ extensions: Set<String>) -> [PBXProject.TargetFile] {
      admitted(zip(listing, listingExtensions).filter { extensions.contains($0.1) }.map(\.0))
    }
    let sourceListing = listed(sourceExtensions)
    let sourceFiles = sourceListing.map(\.path)
    // The frameworks and local packages the app runs are read with its own sources.
    let linked = linkedCode(
      of: target, in: project, workspace: workspace,
      at: ScanLocation(file: project.file, line: project.lines.line(ofObject: target.id) ?? 1))
    notes += linked.notes
    let objectiveCFiles = (sourceFiles + linked.modules.flatMap(\.files)).filter {
      ObjCSourceReader.isObjectiveC($0) && files?.admits($0) != false
    }
    // The project's headers are listed once, for the files' own headers and for their imports.
    let projectHeaders = objectiveCFiles.isEmpty ? [] : listedHeaders ?? project.listedHeaders()
    let prefix = settings.value("GCC_PREFIX_HEADER")
    let (headers, macros, namedAt) = SourceSetUp(
      project: project, sourceListing: sourceListing, objectiveCFiles: objectiveCFiles,
      projectHeaders: projectHeaders, prefixHeader: prefix.isEmpty ? nil : project.paths.resolve(prefix)
    ).make()
    var (allSources, unopened) = Self.readSources(
      sourceFiles, headers: headers, macros: macros, namedAt: namedAt, marked: marked, flows: readsFlows)
    let ownFiles = Set(sourceFiles)
    for module in linked.modules {
      // A file the app target builds itself too is read once, as the app's. A module's files
      // are expanded with the app's prefix header and project headers: its own target's are not
      // looked up.
      var (facts, moduleUnopened) = Self.readSources(
        module.files.filter { !ownFiles.contains($0) && files?.admits($0) != false },
        headers: module.headers, macros: macros, marked: marked, flows: readsFlows)
      for index in facts.controllers.indices { facts.controllers[index].module = module.name }
      allSources.append(facts)
      unopened += moduleUnopened
    }
    // A class that answers an orientation method but is no view controller is no controller; a
    // mask the project names itself is read where it is defined.
    let sources = allSources.keepingViewControllers().resolvingMaskConstants()
    notes += unopened
    // What a file of the target could not be read for is a finding (scenario format, `swivel
    // scan`: "Files it cannot parse are findings"): the report is incomplete without it.
    var notRead = sources.notes
    let orderedFamilies = UserInterfaceIdiom.allCases.filter(families.contains)
    let ipadKey = InfoPlist.Key.supportedInterfaceOrientations(for: .pad).rawValue
    let ipadOrientationsAt = infoPlist.location(
      ofKeyPath: infoPlist.origins[ipadKey] != nil ? ipadKey : InfoPlist.Key.supportedInterfaceOrientations.rawValue)
    findings += SourceRules.findings(
      sources, keys: keys, families: orderedFamilies, era: era, ipadOrientationsAt: ipadOrientationsAt, sdk: sdk)
    let storyboardListing = listed(["storyboard"])
    let storyboards = Self.readStoryboards(
      storyboardListing.map(\.path), namedAt: Self.places(storyboardListing, in: project), marked: marked)
    let xibListing = listed(["xib"])
    var xibs = Self.readXIBs(xibListing.map(\.path), namedAt: Self.places(xibListing, in: project), marked: marked)
    // A nib's File's Owner is whatever object loads it: one the sources show is no view
    // controller (a UIButton or UIView subclass loading its own nib) is no controller.
    for index in xibs.facts.indices {
      xibs.facts[index].controllers.removeAll { controller in
        controller.element == XIBReader.filesOwner
          && controller.customClass.map { sources.ancestry(of: $0) == .other } == true
      }
    }
    notRead += storyboards.notRead + xibs.notRead
    notes += storyboards.archives + xibs.archives
    findings += notRead.map(ScanRule.fileNotRead.finding(from:))
    let storyboardFamilies = SourceRules.storyboardFamilies(infoPlist.dictionary)
    findings += SourceRules.storyboardFindings(
      storyboards.facts, facts: sources, keys: keys, families: orderedFamilies, era: era,
      familiesOf: { storyboardFamilies[PathName.stem(of: $0.file)] })
    // A SwiftUI app adopts the scene life cycle without a manifest: its sources are searched
    // for its `@main` `App` only when the Info.plist has none.
    let adoptsSceneLifeCycle =
      keys.sceneManifest != nil
      || SwiftUIAppLifeCycle.mainApp(
        in: sourceFiles.filter { $0.hasSuffix(".swift") && files?.admits($0) != false }) != nil
    findings += SourceRules.iOS27Findings(
      sources, keys: keys, infoPlist: infoPlist, families: orderedFamilies, sdk: sdkEra,
      adoptsSceneLifeCycle: adoptsSceneLifeCycle,
      neverAsked: Set(findings.filter { $0.rule == LintRule.containerIgnoresChildren.id }.map(\.location)))
    findings.sort { ($0.location, $0.rule) < ($1.location, $1.rule) }

    var launch: [UserInterfaceIdiom: InterfaceOrientationMask] = [:]
    for idiom in orderedFamilies { launch[idiom] = keys.infoPlist.effectiveSupportedInterfaceOrientations(for: idiom) }
    var scan = TargetScan(
      name: target.name, project: project.bundle, configuration: configuration, families: orderedFamilies,
      deploymentTarget: deploymentTarget.isEmpty ? nil : deploymentTarget, era: era, launch: launch,
      requiresFullScreen: requiresFullScreen,
      launchScreen: Self.launchScreen(
        infoPlist.dictionary, interfaceFiles: storyboardListing.map(\.path) + xibListing.map(\.path)),
      infoPlist: infoPlist.file, controllers: sources.controllers, mechanisms: sources.mechanisms, findings: findings,
      notes: notes,
      mainStoryboard: Self.mainStoryboard(infoPlist.dictionary, storyboards: storyboards.facts),
      delegateMask: sources.delegateMask, storyboards: storyboards.facts, xibs: xibs.facts,
      infoPlistKeys: keys, declaredClasses: sources.declaredClasses, superclasses: sources.superclasses)
    // No list for the family: `effectiveSupportedInterfaceOrientations` gave UIKit's default.
    scan.adoptsSceneLifeCycle = adoptsSceneLifeCycle
    scan.launchIsDefault = Set(orderedFamilies.filter { keys.infoPlist.supportedInterfaceOrientations(for: $0) == nil })
    scan.flows = sources.flows
    scan.ownStyles = sources.ownStyles
    scan.members = sources.members
    scan.objectiveCNames = sources.objectiveCNames
    scan.otherSceneDelegates = Self.otherSceneDelegates(infoPlist.dictionary)
    scan.suppressionFiles = marked.all
    return scan
  }

  /// The files ``files`` admits.
  private func admitted(_ listing: [PBXProject.TargetFile]) -> [PBXProject.TargetFile] {
    guard let files, !files.admitsEverything else { return listing }
    return listing.filter { files.admits($0.path) }
  }

  /// Where the project names each of a target's files (``PBXProject/location(naming:)``).
  static func places(_ files: [PBXProject.TargetFile], in project: PBXProject) -> [String: ScanLocation] {
    Dictionary(files.map { ($0.path, project.location(naming: $0)) }) { first, _ in first }
  }

  /// The storyboards of a target, a note for each that cannot be read (Xcode's build fails on it
  /// first), and one for each in a format whose scenes are not read.
  ///
  /// - Parameter namedAt: where the project names each file: a file that cannot be opened is told
  ///   there, since no editor opens a missing file at its line 1.
  static func readStoryboards(
    _ files: [String], namedAt: [String: ScanLocation] = [:], marked: MarkedFiles? = nil
  ) -> InterfaceFiles {
    var read = readInterfaceFiles(
      files, kind: "storyboard", consequence: "its scenes are not judged", namedAt: namedAt, marked: marked,
      with: StoryboardReader.read)
    // A launch screen's controllers never run: they neither decide nor belong in a draft scenario.
    read.facts.removeAll { $0.isLaunchScreen }
    return read
  }

  /// The view controllers of a target's XIBs, a note for each XIB that cannot be read, and one
  /// for each in the archive format of Xcode 3 and 4.
  static func readXIBs(
    _ files: [String], namedAt: [String: ScanLocation] = [:], marked: MarkedFiles? = nil
  ) -> InterfaceFiles {
    readInterfaceFiles(
      files, kind: "XIB", consequence: "its view controllers are not read", namedAt: namedAt, marked: marked,
      with: XIBReader.read)
  }

  /// What a target's storyboards or XIBs gave: the facts of those read, a note for each that
  /// cannot be read (a finding), and a note for each valid file in the archive format, whose
  /// controllers are not read (a note only: the file is fine).
  struct InterfaceFiles {
    var facts: [StoryboardFacts] = []
    var notRead: [ScanNote] = []
    var archives: [ScanNote] = []
  }

  /// Why a XIB in the archive format gives no controllers.
  static let archiveXIB =
    "a XIB in the archive format of Xcode 3 and 4 (<archive type=\"com.apple.InterfaceBuilder3…\">); the scan reads the <document> format Xcode 5 brought, so its view controllers are not listed"

  private static func readInterfaceFiles(
    _ files: [String], kind: String, consequence: String, namedAt: [String: ScanLocation], marked: MarkedFiles?,
    with read: (Data, String) -> Result<StoryboardFacts, ScanError>
  ) -> InterfaceFiles {
    var result = InterfaceFiles()
    for file in files {
      switch ScanFile.read(file) {
      case .success(let data):
        marked?.check(data, file: file)
        switch read(data, file) {
        case .success(let facts) where facts.isArchive:
          result.archives.append(ScanNote(at: ScanLocation(file: file, line: 1), archiveXIB))
        case .success(let facts): result.facts.append(facts)
        case .failure(let error):
          result.notRead.append(
            ScanNote(at: ScanLocation(file: file, line: error.line ?? 1), error.message + "; " + consequence))
        }
      case .failure(let failure):
        result.notRead.append(
          ScanNote(
            at: namedAt[file] ?? ScanLocation(file: file), "the \(kind) \(file) cannot be read: \(failure.reason)"))
      }
    }
    return result
  }

  /// The scene delegate classes the Info.plist names for a role other than the app's main
  /// windows (`UIWindowSceneSessionRoleExternalDisplayNonInteractive`, CarPlay's), by class (the
  /// module prefix `$(PRODUCT_MODULE_NAME).` left out): their windows are not the app's main one.
  static func otherSceneDelegates(_ keys: [String: Any]) -> [String: String] {
    let roles =
      ((keys["UIApplicationSceneManifest"] as? [String: Any])?["UISceneConfigurations"] as? [String: Any]) ?? [:]
    var delegates: [String: String] = [:]
    for (role, configurations) in roles where role != "UIWindowSceneSessionRoleApplication" {
      for case let configuration as [String: Any] in configurations as? [Any] ?? [] {
        guard let name = configuration["UISceneDelegateClassName"] as? String,
          let className = name.split(separator: ".").last
        else { continue }
        delegates[String(className)] = role
      }
    }
    return delegates
  }

  /// The storyboard the app starts with and its initial controller's class: the one
  /// `UIMainStoryboardFile` names, else, for an app with scenes (iOS 13+), the
  /// `UISceneStoryboardFile` of the first `UIWindowSceneSessionRoleApplication` configuration of
  /// `UIApplicationSceneManifest` ("The first item in the array represents the default scene
  /// configuration for this role"; `UISceneStoryboardFile`: "the storyboard file containing the
  /// scene's initial user interface", Apple, Information Property List).
  static func mainStoryboard(
    _ keys: [String: Any], storyboards: [StoryboardFacts]
  ) -> TargetScan.MainStoryboard? {
    let scene =
      (((keys["UIApplicationSceneManifest"] as? [String: Any])?["UISceneConfigurations"] as? [String: Any])?[
        "UIWindowSceneSessionRoleApplication"] as? [Any])?.first as? [String: Any]
    guard
      let name = keys["UIMainStoryboardFile"] as? String ?? keys["UIMainStoryboardFile~ipad"] as? String
        ?? scene?["UISceneStoryboardFile"] as? String,
      !name.isEmpty
    else { return nil }
    let storyboard = storyboards.first {
      PathName.stem(of: $0.file) == name
    }
    let initial = storyboard.flatMap { board in board.initialID.flatMap(board.controller(id:)) }
    return TargetScan.MainStoryboard(
      name: name, file: storyboard?.file, initialController: initial?.className,
      initialChildren: initial.map { root in root.children.compactMap { storyboard?.controller(id: $0)?.className } }
        ?? [])
  }

  /// The facts of a target's Swift and Objective-C files, read in parallel over the machine's
  /// cores (``SourceReadingThreads``), in the files' order.
  ///
  /// A file that cannot be opened (missing, a folder, too large) would fail the app's build
  /// before any rotation, or is made by a build phase (R.swift, SwiftGen): it is a note in
  /// `unopened`, not a finding, so that a checkout without generated files still scans clean. The
  /// note is at the place `namedAt` gives for the file (the project's line naming it), its path in
  /// the message.
  ///
  /// - Parameters:
  ///   - files: the target's source files.
  ///   - headers: the header of each Objective-C file, where the project has one.
  ///   - macros: the target's prefix header and project headers, whose macros Objective-C files
  ///     are read with (``ObjCMacroSources``); none when `nil`.
  ///   - namedAt: where the project names each file: a file that cannot be opened is told there
  ///     (its path in the message), since no editor opens a missing file at its line 1.
  ///   - marked: notes the files that hold `swivel:`, where suppression comments may be.
  ///   - timeLimit: how long swift-syntax may take over one file, and the reading of one
  ///     Objective-C file.
  static func readSources(
    _ files: [String], headers: [String: String] = [:],
    macros: ObjCMacroSources? = nil, namedAt: [String: ScanLocation] = [:], marked: MarkedFiles? = nil,
    flows: Bool = false, timeLimit: Duration = SwiftSourceReader.parseTimeLimit
  ) -> (facts: SourceFacts, unopened: [ScanNote]) {
    guard !files.isEmpty else { return (SourceFacts(), []) }
    let results = SourceResults(count: files.count)
    let unopened = SourceResults(count: files.count)
    // One file: read, its facts kept through `keep` (a file given up past the time limit keeps
    // what the calling thread gave it instead).
    let read: @Sendable (Int, SourceReadingThreads.Parser?, (() -> Void) -> Void) -> Void = { index, parser, keep in
      let file = files[index]
      let isObjectiveC = ObjCSourceReader.isObjectiveC(file)
      let data: Data
      switch ScanFile.read(file) {
      case .success(let contents):
        data = contents
        marked?.check(contents, file: file)
      case .failure(let failure):
        let hint = failure.reason == "no such file" ? " (made by a build phase or a tool? run it first)" : ""
        let reason = "the source \(file) cannot be read: \(failure.reason)\(hint); its classes are not judged"
        keep {
          unopened.set(index, SourceFacts(), note: ScanNote(at: namedAt[file] ?? ScanLocation(file: file), reason))
        }
        return
      }
      var declared = data.withUnsafeBytes { ClassDeclarations.declarations(in: $0, objectiveC: isObjectiveC) }
      // An Objective-C class's superclass is in its header's `@interface`.
      if isObjectiveC, let header = headers[file], case .success(let headerData) = ScanFile.read(header) {
        let inHeader = headerData.withUnsafeBytes { ClassDeclarations.declarations(in: $0, objectiveC: true) }
        declared.names.formUnion(inHeader.names)
        declared.superclasses.merge(inHeader.superclasses) { mine, _ in mine }
      }
      var facts = SourceFacts(declaredClasses: declared.names, superclasses: declared.superclasses)
      facts.objectiveCNames = declared.objectiveCNames
      // Most files mention no orientation API: test the bytes before making a String of them. An
      // Objective-C file may instead use a macro of its prefix header or imports that does.
      let fileMacros = isObjectiveC ? data.withUnsafeBytes { macros?.file($0, path: file) } : nil
      let mentionsFlow =
        flows
        && data.withUnsafeBytes(isObjectiveC ? ObjCFlowReader.mentionsFlow : SwiftFlowReader.mentionsFlow)
      let mentionsOrientation = data.withUnsafeBytes { bytes in
        SwiftSourceReader.mayMentionOrientation(bytes) && SwiftSourceReader.mentionsOrientation(bytes)
      }
      guard mentionsFlow || mentionsOrientation || fileMacros?.usesOrientationMacro == true else {
        keep { results.set(index, facts) }
        return
      }
      let text = String(decoding: data, as: UTF8.self)
      let pending = facts
      if isObjectiveC {
        // Bounded, but unlike swift-syntax ours: a shape it reads slowly is a bug to report, and
        // the file a finding meanwhile rather than a scan that takes minutes.
        let readObjectiveC = {
          ObjCSourceReader.read(text, file: file, header: headers[file], macros: fileMacros, flows: flows)
        }
        facts.append(parser.map { $0.watched(pending: pending, readObjectiveC) } ?? readObjectiveC())
      } else {
        facts.append(
          SwiftSourceReader.read(
            text, file: file, timeLimit: timeLimit, flows: flows,
            parse: parser.map { parser in { parser.run(stackSize: $0, pending: pending, $1) } }))
      }
      keep { results.set(index, facts) }
    }
    let threads = SourceReadingThreads(count: files.count, timeLimit: timeLimit)
    let ran = threads.run(read) { index, pending in
      var facts = pending
      let note =
        ObjCSourceReader.isObjectiveC(files[index])
        ? objectiveCTimeLimitNote(timeLimit) : SwiftSourceReader.timeLimitNote(timeLimit)
      facts.notes.append(ScanNote(at: ScanLocation(file: files[index]), note))
      results.set(index, facts)
    }
    if !ran {
      DispatchQueue.concurrentPerform(iterations: files.count) { index in read(index, nil) { $0() } }
    }
    var facts = SourceFacts()
    for (result, _) in results.all { facts.append(result) }
    return (facts, unopened.all.compactMap(\.1))
  }

  /// The note for an Objective-C file whose reading did not finish within the time limit. The
  /// reading is Swivel's own and bounded, so this is a shape of code it reads too slowly.
  static func objectiveCTimeLimitNote(_ limit: Duration) -> String {
    "the reading of this Objective-C file did not finish within \(limit) (a shape of code Swivel reads too slowly: please report it, with the file); the file is not read"
  }

  /// The merged Info.plist read as `swivel lint` reads one.
  private static func located(_ infoPlist: TargetInfoPlist) throws(ScanError) -> LocatedInfoPlist {
    let marker = infoPlist.file ?? "Info.plist"
    do throws(InfoPlistError) {
      return try InfoPlistReader.contents(of: infoPlist.dictionary, file: marker)
    } catch {
      let location = infoPlist.location(ofKeyPath: error.key ?? "")
      var message = error.description
      if message.hasPrefix("\(marker): ") { message.removeFirst(marker.count + 2) }
      if let setting = error.key.flatMap({ infoPlist.generatedFrom[String($0.prefix { $0 != "[" })] }) {
        message += " (from the build setting \(setting))"
      }
      throw ScanError(file: location.file, line: location.line, message: message)
    }
  }

  /// The launch screen an Info.plist declares: a storyboard's name first, else the `UILaunchScreen`
  /// dictionary.
  /// - Parameter interfaceFiles: the target's storyboards and XIBs, to tell a launch storyboard
  ///   from a launch nib of the same key.
  static func launchScreen(_ keys: [String: Any], interfaceFiles: [String] = []) -> TargetScan.LaunchScreen? {
    for key in ["UILaunchStoryboardName", "UILaunchStoryboardName~ipad", "UILaunchStoryboardName~iphone"] {
      guard let name = keys[key] as? String, !name.isEmpty else { continue }
      let named = interfaceFiles.filter { PathName.stem(of: $0) == name }
      let isNib = named.contains { $0.hasSuffix(".xib") } && !named.contains { $0.hasSuffix(".storyboard") }
      return isNib ? .nib(name) : .storyboard(name)
    }
    for key in ["UILaunchScreen", "UILaunchScreen~ipad", "UILaunchScreen~iphone"] where keys[key] is [String: Any] {
      return .infoPlistDictionary
    }
    return nil
  }

  /// The platform of a target built for something other than iOS (`SDKROOT = macosx`, or
  /// `SUPPORTED_PLATFORMS` without `iphoneos`); `nil` for an iOS target.
  static func otherPlatform(_ settings: BuildSettings) -> String? {
    let names = [
      "macosx": "macOS", "watchos": "watchOS", "appletvos": "tvOS", "xros": "visionOS", "driverkit": "DriverKit",
    ]
    let sdk = settings.value("SDKROOT").lowercased()
    if let platform = names.first(where: { sdk.hasPrefix($0.key) })?.value { return platform }
    let supported = settings.list("SUPPORTED_PLATFORMS")
    guard !supported.isEmpty, !supported.contains("iphoneos") else { return nil }
    return supported.compactMap { names[$0] }.first ?? supported.joined(separator: ", ")
  }

  /// The era of a deployment target, and a note when it is not set or not a version Swivel knows
  /// (then the nearest: the last release of a major it knows, else the newest).
  static func era(_ text: String, at location: ScanLocation) -> (SystemBehavior, ScanNote?) {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty else {
      return (
        .newest,
        ScanNote(
          at: location, "no IPHONEOS_DEPLOYMENT_TARGET, so judged for iOS \(SystemVersion.newest) (Xcode's SDK default)"
        )
      )
    }
    do throws(SystemVersionError) {
      return (try SystemBehavior(iOSVersion: trimmed), nil)
    } catch {
      let major = Int(trimmed.prefix { $0.isNumber }) ?? 0
      if let last = SystemVersion.lastRelease(ofMajor: major) {
        return (
          SystemBehavior(version: last),
          ScanNote(
            at: location, "IPHONEOS_DEPLOYMENT_TARGET \(trimmed) is not a release Swivel knows; judged for iOS \(last)")
        )
      }
      return (
        .newest,
        ScanNote(at: location, "IPHONEOS_DEPLOYMENT_TARGET: \(error); judged for iOS \(SystemVersion.newest)")
      )
    }
  }
}

/// The projects a scan has read, handed to another thread to be freed there.
///
/// `@unchecked Sendable`: `projects` is set in `init`, and emptied by ``free()`` on the one thread
/// the scan hands it to, which alone holds the object then.
private final class FinishedProjects: @unchecked Sendable {
  private var projects: [PBXProject]

  init(_ projects: [PBXProject]) { self.projects = projects }

  func free() { projects = [] }
}

/// A target's files and its project's headers, listed on two threads at once: the project's
/// headers only when it names Objective-C sources (``PBXProject/namesObjectiveCSources``).
///
/// `@unchecked Sendable`: `project`, `target` and `extensions` are only read (the project's path
/// cache holds its own lock), and every access to `files` and `headers` holds `lock`.
private final class TargetListing: @unchecked Sendable {
  private let project: PBXProject
  private let target: PBXTarget
  private let extensions: Set<String>
  private let lock = NSLock()
  private var files: [PBXProject.TargetFile] = []
  private var headers: [String]?

  init(_ target: PBXTarget, of project: PBXProject, withExtensions extensions: Set<String>) {
    self.project = project
    self.target = target
    self.extensions = extensions
  }

  /// The target's files (``PBXProject/targetFiles(of:withExtensions:)``), and the project's
  /// ``PBXProject/listedHeaders()`` or `nil`.
  func list() -> (files: [PBXProject.TargetFile], headers: [String]?) {
    DispatchQueue.concurrentPerform(iterations: 2) { part in
      if part == 0 {
        let found = project.targetFiles(of: target, withExtensions: extensions)
        lock.withLock { files = found }
      } else if project.namesObjectiveCSources {
        let found = project.listedHeaders()
        lock.withLock { headers = found }
      }
    }
    return lock.withLock { (files, headers) }
  }
}

/// What reading a target's sources needs besides their paths, made on two threads at once: each
/// Objective-C file's header, then the macros of the prefix header and the project's headers, and
/// where the project names each file.
///
/// `@unchecked Sendable`: the inputs are only read (the project's path cache holds its own lock),
/// and every access to the results holds `lock`.
private final class SourceSetUp: @unchecked Sendable {
  private let project: PBXProject
  private let sourceListing: [PBXProject.TargetFile]
  private let objectiveCFiles: [String]
  private let projectHeaders: [String]
  private let prefixHeader: String?
  private let lock = NSLock()
  private var headers: [String: String] = [:]
  private var macros: ObjCMacroSources?
  private var namedAt: [String: ScanLocation] = [:]

  init(
    project: PBXProject, sourceListing: [PBXProject.TargetFile], objectiveCFiles: [String],
    projectHeaders: [String], prefixHeader: String?
  ) {
    self.project = project
    self.sourceListing = sourceListing
    self.objectiveCFiles = objectiveCFiles
    self.projectHeaders = projectHeaders
    self.prefixHeader = prefixHeader
  }

  /// The headers (none without Objective-C files), the macro sources (`nil` without them), and
  /// ``ProjectScanner/places(_:in:)`` of the listing.
  func make() -> (headers: [String: String], macros: ObjCMacroSources?, namedAt: [String: ScanLocation]) {
    DispatchQueue.concurrentPerform(iterations: 2) { part in
      if part == 0 {
        guard !objectiveCFiles.isEmpty else { return }
        let found = project.headers(of: objectiveCFiles, listedHeaders: projectHeaders)
        lock.withLock { headers = found }
      } else {
        let made =
          objectiveCFiles.isEmpty ? nil : ObjCMacroSources(prefixHeader: prefixHeader, projectHeaders: projectHeaders)
        let places = ProjectScanner.places(sourceListing, in: project)
        lock.withLock {
          macros = made
          namedAt = places
        }
      }
    }
    return lock.withLock { (headers, macros, namedAt) }
  }
}

/// The facts of each file, filled in from several threads.
///
/// `@unchecked Sendable`: every access to `results` holds `lock`.
private final class SourceResults: @unchecked Sendable {
  private let lock = NSLock()
  private var results: [(SourceFacts, ScanNote?)]

  init(count: Int) { results = Array(repeating: (SourceFacts(), nil), count: count) }

  func set(_ index: Int, _ facts: SourceFacts, note: ScanNote? = nil) {
    lock.lock()
    defer { lock.unlock() }
    results[index] = (facts, note)
  }

  var all: [(SourceFacts, ScanNote?)] {
    lock.lock()
    defer { lock.unlock() }
    return results
  }
}

/// What `swivel scan` found under one path: the projects, their targets and findings, and what
/// could not be read.
public struct ScanReport: Sendable {
  /// The path scanned, as given.
  public var path: String
  /// The projects read, in order.
  public var projects: [ProjectScan] = []
  /// What could not be read.
  public var errors: [ScanError] = []
  /// How many findings a baseline left out (``ScanBaseline/filter(_:folder:)``).
  public var baselinedCount = 0
  /// The rules the configuration turned off (``apply(_:)``): they did not run, so the CI reports
  /// list them as no test.
  public var disabledRules: Set<String> = []
  /// The folders, projects and workspaces the configuration left out while looking for projects
  /// (not opened), or the path given itself with `--force-exclude`.
  public var excludedPaths: [String] = []
  /// The folders the project search did not enter, as they lie more than 64 folders below the
  /// path given (``ProjectLocator/depthLimit``).
  public var tooDeepPaths: [String] = []
  /// Which findings fail the run (``exitStatus``): the configuration's (``apply(_:)``); errors by default.
  public var failurePolicy = FailurePolicy()

  /// An empty report of the given path.
  public init(path: String) {
    self.path = path
  }

  /// Every application target scanned, project by project.
  public var targets: [TargetScan] { projects.flatMap(\.targets) }

  /// Every finding, target by target.
  public var findings: [ScanFinding] { targets.flatMap(\.findings) }

  /// 0 when everything was read and no finding fails the run (warnings only, by default), 1
  /// when findings fail it (``failurePolicy``: an error, or warnings reaching
  /// `warning_threshold`; a finding two targets share counts once), 2 when something could not
  /// be read (it outweighs findings elsewhere, as with `swivel lint`).
  public var exitStatus: Int32 {
    failurePolicy.exitStatus(unreadable: !errors.isEmpty, severities: distinctFindings.map(\.finding.severity))
  }
}
