import SwivelCore
import SwivelScenario

/// What `swivel scan` found for one iOS application target: its orientation set-up as the built
/// app has it, and the mistakes in it.
public struct TargetScan: Sendable {
  /// The target's name.
  public var name: String
  /// The `.xcodeproj` holding it, as the scan names it.
  public var project: String
  /// The build configuration read (Release unless asked otherwise).
  public var configuration: String
  /// The device families it runs on, iPhone first: `TARGETED_DEVICE_FAMILY`'s.
  public var families: [UserInterfaceIdiom]
  /// `IPHONEOS_DEPLOYMENT_TARGET` as written; `nil` when not set.
  public var deploymentTarget: String?
  /// The era the target was judged in: its deployment target's, the oldest iOS it runs on. App
  /// Store upload's checks (`ipad-multitasking-orientations`, `launch-screen-missing`) are judged
  /// in the newest era instead, as the upload judges the SDK the app is built with.
  public var era: SystemBehavior
  /// The orientations the app supports at launch on each of its families (Info.plist's, or
  /// UIKit's default for the family when it lists none).
  public var launch: [UserInterfaceIdiom: InterfaceOrientationMask]
  /// The families whose ``launch`` orientations are UIKit's default because the Info.plist lists
  /// none for them: no `UISupportedInterfaceOrientations`, nor its `~iphone` or `~ipad` key.
  /// UIKit then supports `allButUpsideDown` on iPhone and `all` on iPad (Apple,
  /// `UIViewController.supportedInterfaceOrientations`: "all for the iPad idiom and
  /// allButUpsideDown for the iPhone idiom").
  public var launchIsDefault: Set<UserInterfaceIdiom> = []
  /// Whether the app opts out of iPad multitasking (`UIRequiresFullScreen`, its `~ipad` key first).
  public var requiresFullScreen: Bool
  /// Whether the app adopts the scene life cycle: its Info.plist has a `UIApplicationSceneManifest`
  /// (written or generated), or its sources declare a SwiftUI `@main` `App`.
  public var adoptsSceneLifeCycle = true
  /// The launch screen the app declares; `nil` when none.
  public var launchScreen: LaunchScreen?
  /// The Info.plist file the target names; `nil` when Xcode generates it all.
  public var infoPlist: String?
  /// The view controllers whose orientation answers were read from the target's sources.
  public var controllers: [ControllerScan]
  /// The runtime orientation mechanisms the target's sources call.
  public var mechanisms: [MechanismScan]
  /// The mistakes found, by file and line.
  public var findings: [ScanFinding]
  /// What the scan assumed or could not follow for this target.
  public var notes: [ScanNote]
  /// The storyboard the app starts with (`UIMainStoryboardFile`, or the default scene
  /// configuration's `UISceneStoryboardFile`); `nil` when none.
  public var mainStoryboard: MainStoryboard?
  /// The mask the app delegate's `application(_:supportedInterfaceOrientationsFor:)` returns when
  /// it is a constant, and where; `nil` when it is not implemented or its answer depends.
  var delegateMask: (mask: InterfaceOrientationMask, location: ScanLocation)?
  /// The target's storyboards that could be read.
  var storyboards: [StoryboardFacts] = []
  /// The view controllers of the target's XIBs that could be read, a XIB each.
  var xibs: [StoryboardFacts] = []
  /// The Info.plist the app is built with, as `swivel lint` reads one.
  var infoPlistKeys: LocatedInfoPlist?
  /// The files of the target the scan read that hold `swivel:`, where suppression comments may
  /// be (``FileSuppressions``).
  var suppressionFiles: Set<String> = []
  /// The classes the target's Swift and Objective-C files declare (``ClassDeclarations``).
  var declaredClasses: Set<String> = []
  /// The superclass each class of the target's sources names (``ClassDeclarations``, and the
  /// readers' own).
  var superclasses: [String: String] = [:]
  /// How the code puts controllers on screen, read for scenario drafts only
  /// (``ProjectScanner/readsFlows``).
  var flows: [FlowScan] = []
  /// The `modalPresentationStyle` classes give themselves in an initialiser.
  var ownStyles: [String: String] = [:]
  /// What the app's types hold, return and call, for following the launch (``LaunchPath``).
  var members = CodeMembers()
  /// The Swift class each `@objc(Name)` stands for, by that name: Objective-C code that makes
  /// `[VLCBottomTabBarController new]` makes the Swift `BottomTabBarController`.
  var objectiveCNames: [String: String] = [:]
  /// The scene delegates the Info.plist names for roles other than the app's windows, with
  /// their role (``ProjectScanner/otherSceneDelegates(_:)``).
  var otherSceneDelegates: [String: String] = [:]

  /// The storyboard an app starts with, and the controller it starts with.
  public struct MainStoryboard: Hashable, Sendable {
    /// Its name, as `UIMainStoryboardFile` or `UISceneStoryboardFile` gives it.
    public var name: String
    /// The file among the target's storyboards; `nil` when none has the name.
    public var file: String?
    /// The class of its initial view controller, the window's root; `nil` when it names none.
    public var initialController: String?
    /// The classes of the initial controller's children (a navigation controller's root, a tab
    /// bar controller's tabs).
    public var initialChildren: [String]
  }

  /// A launch screen an Info.plist declares.
  public enum LaunchScreen: Hashable, Sendable, CustomStringConvertible {
    /// `UILaunchStoryboardName`: the storyboard's name.
    case storyboard(String)
    /// `UILaunchStoryboardName` naming a nib: a `.xib` of that name is among the target's files,
    /// and no storyboard (Apple, `UILaunchStoryboardName`: "the storyboard (or nib)").
    case nib(String)
    /// `UILaunchScreen` (iOS 14+): a launch screen described by the Info.plist itself.
    case infoPlistDictionary

    /// `LaunchScreen`, or `UILaunchScreen` for the dictionary.
    public var description: String {
      switch self {
      case .storyboard(let name), .nib(let name): name
      case .infoPlistDictionary: "UILaunchScreen"
      }
    }
  }
}

/// A view controller class the scan read, and its orientation answers where they are constants.
public struct ControllerScan: Hashable, Sendable {
  /// The class's name.
  public var className: String
  /// Its superclass's name, when declared.
  public var superclass: String?
  /// Where the class is declared.
  public var location: ScanLocation
  /// `supportedInterfaceOrientations`: a mask's name, `depends`, or `nil` when not overridden.
  public var supported: String?
  /// `shouldAutorotate`: `true`, `false`, `depends`, or `nil` when not overridden.
  public var shouldAutorotate: String?
  /// `preferredInterfaceOrientationForPresentation`: an orientation, `depends`, or `nil`.
  public var preferred: String?
  /// `prefersInterfaceOrientationLocked` (iOS 26): `true`, `false`, `depends`, or `nil`.
  public var prefersLocked: String?

  /// `shouldAutorotateToInterfaceOrientation:` (iOS 5 and earlier; from iOS 6 UIKit makes a mask
  /// of it where `supportedInterfaceOrientations` is not overridden): the orientations it answers
  /// YES for, `depends`, or `nil` when not overridden.
  public var legacyAutorotate: String?
  /// The framework target or local package the class comes from; `nil` for the app target's own.
  public var module: String?
  /// The first class of its superclass chain that is neither in the sources read nor one of
  /// UIKit's known view controllers (a CocoaPods pod's, a remote package's): the class is taken
  /// to be a view controller on that guess. `nil` when the chain is known.
  public var unknownAncestor: String?

  /// What `supportedInterfaceOrientations` returns, and the override's line.
  var supportedAnswer: OrientationAnswer?
  var supportedLine: Int?
  /// The mask of the project's own that `supportedInterfaceOrientations` returns
  /// (`.portraitOnPhone`), while the scan has not yet read what it is (`supportedAnswer` is
  /// `depends` until ``SourceFacts/resolvingMaskConstants()``).
  var supportedConstant: String?
  /// The constant `shouldAutorotate` returns, and the override's line.
  var shouldAutorotateFlag: Bool?
  var shouldAutorotateLine: Int?
  /// What `preferredInterfaceOrientationForPresentation` returns, and the override's line.
  var preferredAnswer: OrientationAnswer?
  var preferredLine: Int?
  /// What `shouldAutorotateToInterfaceOrientation:` answers, as a mask, and the override's line.
  var legacyAnswer: OrientationAnswer?
  var legacyLine: Int?
  /// An answer method that does more than answer: its selector, and the line of the first
  /// statement that is work besides the answer (`answer-has-side-effects`).
  var sideEffectMethod: String?
  var sideEffectLine: Int?

  /// The mask `supportedInterfaceOrientations` returns on every family, when a constant.
  var supportedMask: InterfaceOrientationMask? { supportedAnswer?.mask }

  /// The orientation `preferredInterfaceOrientationForPresentation` returns on a family, when a
  /// constant.
  func preferredOrientation(on idiom: UserInterfaceIdiom) -> InterfaceOrientation? {
    if case .orientation(let orientation) = preferredAnswer?.on(idiom) { orientation } else { nil }
  }

  /// A controller class read at the given place.
  public init(
    className: String, superclass: String?, location: ScanLocation, supported: String? = nil,
    shouldAutorotate: String? = nil, preferred: String? = nil
  ) {
    self.className = className
    self.superclass = superclass
    self.location = location
    self.supported = supported
    self.shouldAutorotate = shouldAutorotate
    self.preferred = preferred
  }
}

/// A call of a runtime orientation mechanism (`requestGeometryUpdate`,
/// `setNeedsUpdateOfSupportedInterfaceOrientations`, …) found in a source file.
public struct MechanismScan: Hashable, Sendable {
  /// The API called, as UIKit names it.
  public var api: String
  /// Where.
  public var location: ScanLocation
  /// The iOS versions the call runs on, as the availability checks around it tell.
  var runsOn = RunsOn.always

  /// The window scene delegate's `supportedInterfaceOrientations(for:)` (iOS 27), which the
  /// sources implement rather than call.
  public static let sceneDelegateMask = "UIWindowSceneDelegate.supportedInterfaceOrientations(for:)"
  /// The app delegate's `application(_:supportedInterfaceOrientationsFor:)`.
  public static let appDelegateMask = "application(_:supportedInterfaceOrientationsFor:)"

  /// A call of the API at the given place.
  public init(api: String, location: ScanLocation) {
    self.api = api
    self.location = location
  }
}

/// One mistake `swivel scan` found: which rule, how bad, where, and a message that says what UIKit
/// or App Store review will do and what to write instead.
public struct ScanFinding: Hashable, Sendable, CustomStringConvertible {
  /// The rule's id (`ipad-multitasking-orientations`).
  public var rule: String
  /// How bad it is.
  public var severity: LintSeverity
  /// The file and line to change.
  public var location: ScanLocation
  /// What is wrong, what UIKit or App Store review does about it, and what to write instead.
  public var message: String

  /// A finding of the given rule.
  public init(rule: String, severity: LintSeverity, location: ScanLocation, message: String) {
    self.rule = rule
    self.severity = severity
    self.location = location
    self.message = message
  }

  /// `App/Info.plist:12: error: <message> [rule]`, as compilers print diagnostics.
  public var description: String { "\(location): \(severity): \(message) [\(rule)]" }
}

/// A target the scan did not report on, and why: a test bundle, an extension, a framework, an app
/// for another platform.
public struct SkippedTarget: Hashable, Sendable, CustomStringConvertible {
  /// The target's name.
  public var name: String
  /// Why it was skipped: its kind (`unit test bundle`), or `macOS application`.
  public var reason: String

  /// `AppTests (unit test bundle)`.
  public var description: String { "\(name) (\(reason))" }
}

/// What `swivel scan` found in one `.xcodeproj`.
public struct ProjectScan: Sendable {
  /// The `.xcodeproj`, as the scan names it.
  public var path: String
  /// Its iOS application targets, in the project's order.
  public var targets: [TargetScan]
  /// Its other targets.
  public var skipped: [SkippedTarget]
  /// Its iOS application targets that could not be scanned (a missing or broken Info.plist, a
  /// generated key Xcode cannot merge), each with where the report's error about it points.
  public var unscanned: [UnscannedTarget] = []
}

/// An iOS application target the scan could not read: which, in which configuration, and where
/// the report's error about it points.
public struct UnscannedTarget: Hashable, Sendable, CustomStringConvertible {
  /// The target's name.
  public var name: String
  /// The build configuration read.
  public var configuration: String
  /// The file (and line, when known) of the error that stopped it, as `file:line`.
  public var error: String

  /// `App (Release) not scanned: see the error at App/Info.plist:7`.
  public var description: String {
    "\(ScanReport.name(name)) (\(ScanReport.name(configuration))) not scanned: see the error at \(error)"
  }
}
