import SwivelCore

/// A controller the code puts on screen: the window's root, a presentation, a push onto a
/// navigation stack. What `swivel scan --emit-scenarios` plays as steps.
public struct FlowScan: Hashable, Sendable {
  /// How the controller is put on screen.
  public enum Kind: String, Hashable, Sendable {
    /// `window.rootViewController = …` (`setRootViewController:`).
    case root
    /// `present(_:animated:completion:)`, `presentViewController:animated:completion:`, iOS 5's
    /// `presentModalViewController:animated:`.
    case present
    /// `pushViewController(_:animated:)`.
    case push
    /// `show(_:sender:)`: a push when the controller showing it is in a navigation stack, else a
    /// presentation (Apple, `UIViewController.show(_:sender:)`).
    case show
  }

  /// How it is put on screen.
  public var kind: Kind
  /// The class whose code does it; `nil` outside a class.
  public var from: String?
  /// What is put on screen.
  public var shown: ShownController
  /// The `modalPresentationStyle` set on it before it is presented (in the same function, or in
  /// its class's initialiser), as a scenario names the style (`fullScreen`); `nil`: the era's
  /// default.
  public var style: String?
  /// Where it is done.
  public var location: ScanLocation
  /// The branch of the code it is in: a family only, or a path production launches do not take.
  public var condition = FlowCondition()
  /// The function it is in, as `Type.name(label:)` (``CodeMembers``); `nil` outside a function.
  public var function: String?

  public init(
    kind: Kind, from: String?, shown: ShownController, style: String?, location: ScanLocation,
    condition: FlowCondition = FlowCondition(), function: String? = nil
  ) {
    self.kind = kind
    self.from = from
    self.shown = shown
    self.style = style
    self.location = location
    self.condition = condition
    self.function = function
  }
}

/// The branch of the code a flow is in, as far as its conditions tell without running the app.
public struct FlowCondition: Hashable, Sendable {
  /// Why an app launched by a user does not take this branch.
  public enum Exclusion: Hashable, Sendable {
    /// Taken only when the unit or UI tests run the app: a condition on `XCTestConfigurationFilePath`,
    /// an `isTesting`-style flag, the launch arguments or environment (`ProcessInfo`, `CommandLine`).
    case tests(String)
    /// Compiled only into debug builds (`#if DEBUG`).
    case debug(String)
    /// Taken when something failed (`catch`, `guard … else`, a condition naming an error), where a
    /// normal path may exist.
    case error(String)
    /// The root of a window that is not the app's main one: a raised `windowLevel`, a toast, HUD or
    /// overlay window.
    case overlayWindow(String)
    /// Compiled only for the Mac (`#if targetEnvironment(macCatalyst)`, `#if os(macOS)`).
    case mac(String)
  }

  /// The one family whose branch it is (an idiom test); `nil`: every family.
  public var family: UserInterfaceIdiom?
  /// Why production launches do not take it; `nil` when they may.
  public var exclusion: Exclusion?
  /// Whether the conditions contradict each other (a phone branch inside a pad one).
  public var isImpossible = false

  public init(family: UserInterfaceIdiom? = nil, exclusion: Exclusion? = nil) {
    self.family = family
    self.exclusion = exclusion
  }

  /// Both conditions at once.
  func and(_ other: FlowCondition) -> FlowCondition {
    var both = self
    if let family = other.family {
      if let mine = both.family, mine != family { both.isImpossible = true }
      both.family = family
    }
    if both.exclusion == nil { both.exclusion = other.exclusion }
    both.isImpossible = both.isImpossible || other.isImpossible
    return both
  }

  /// Whether the branch runs on a family (it may still be excluded).
  func runs(on family: UserInterfaceIdiom) -> Bool { !isImpossible && (self.family == nil || self.family == family) }

  /// The exclusion a condition's words give its branch of that truth: the tests' or the error's
  /// when the words name them and the branch is where they hold.
  static func marker(_ text: String, negated: Bool, truth: Bool) -> Exclusion? {
    guard truth != negated else { return nil }
    let words = text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map { $0.lowercased() }
    let quoted = String(text.prefix(80))
    if text.contains("ProcessInfo") && (text.contains("arguments") || text.contains("environment"))
      || text.contains("CommandLine.arguments")
      || words.contains(where: isTestWord)
    {
      return .tests(quoted)
    }
    if words.contains(where: { $0.contains("error") || $0.contains("fail") || $0 == "failure" }) {
      return .error(quoted)
    }
    return nil
  }

  /// `XCTestConfigurationFilePath`, `isTesting`, `isRunningUnitTests`, `uiTesting`, `UITests`.
  private static func isTestWord(_ word: String) -> Bool {
    word.contains("xctest") || word.hasPrefix("istest") || word.contains("unittest") || word.contains("uitest")
      || word.hasSuffix("testing") || word.contains("runningtest") || word.hasSuffix("tests")
      || word == "testing"
  }

  /// The error path a function's name says it is (`presentDatabaseError`, `showLoadFailure`).
  static func errorNamed(_ function: String) -> Exclusion? {
    let base = function.prefix { $0 != "(" && $0 != ":" }.lowercased()
    return base.contains("error") || base.contains("fail") ? .error(String(function.prefix(80))) : nil
  }

  /// Why production launches do not take it, in words.
  var exclusionReason: String? {
    switch exclusion {
    case .tests(let test): "only when tests run the app (\(test))"
    case .debug(let test): "only in debug builds (\(test))"
    case .error(let test): "only when something failed (\(test))"
    case .overlayWindow(let window): "the root of \(window), not the app's main window"
    case .mac(let test): "only on the Mac (\(test))"
    case nil: nil
    }
  }
}

/// The controller an expression makes, as far as the code says without running.
public indirect enum ShownController: Hashable, Sendable {
  /// An instance of a class: `PlayerViewController()`, `[[Player alloc] init]`, a cast
  /// (`… as! PlayerViewController`), or a variable set to one of these.
  case instance(String)
  /// A navigation or tab bar controller (`kind` is `navigation` or `tabBar`) of a class, with
  /// the children the code gives it (`rootViewController:`, `viewControllers = […]`).
  case container(kind: String, className: String, children: [ShownController])
  /// A storyboard's controller whose class the code does not say: its initial one (`identifier`
  /// `nil`) or the one with a storyboard identifier; `storyboard` is the storyboard's name when
  /// the code names it.
  case storyboard(storyboard: String?, identifier: String?)
  /// What a property of the app's own types holds, or one of their methods returns, found in the
  /// whole target's code when the draft is made (``CodeMembers``): `coordinator.controller` with
  /// `let coordinator: Coordinator` is `Coordinator` and `["controller"]`, `makeRoot()` in
  /// `AppCoordinator` is `AppCoordinator` and `["makeRoot()"]`.
  case reference(type: String, members: [String])

  /// The container kind a UIKit class name (or a subclass named like one) stands for:
  /// `navigation` for `…NavigationController`, `tabBar` for `…TabBarController`.
  static func containerKind(of className: String) -> String? {
    if className.hasSuffix("NavigationController") { return "navigation" }
    if className.hasSuffix("TabBarController") { return "tabBar" }
    return nil
  }

  /// The same controller with its container's children replaced; itself when it is no container.
  func with(children: [ShownController]) -> ShownController {
    guard case .container(let kind, let className, _) = self else { return self }
    return .container(kind: kind, className: className, children: children)
  }
}

/// The UIKit names of `UIModalPresentationStyle`'s cases, Swift's (`.fullScreen`) and Objective-C's
/// (`UIModalPresentationFullScreen`), as a scenario names them.
enum PresentationStyleName {
  /// The scenario's name for a style written in Swift (`fullScreen`, `.fullScreen`,
  /// `UIModalPresentationStyle.fullScreen`) or Objective-C (`UIModalPresentationFullScreen`);
  /// `nil` for anything else.
  static func scenarioName(_ written: String) -> String? {
    var name = written
    for prefix in ["UIModalPresentationStyle.", "."] where name.hasPrefix(prefix) { name.removeFirst(prefix.count) }
    let objectiveC = "UIModalPresentation"
    if name.hasPrefix(objectiveC), name.count > objectiveC.count {
      name = name.dropFirst(objectiveC.count).prefix(1).lowercased() + name.dropFirst(objectiveC.count + 1)
    }
    return ModalPresentationStyle.allCases.contains { $0.name == name && $0 != .none } ? name : nil
  }
}
