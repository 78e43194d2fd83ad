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
