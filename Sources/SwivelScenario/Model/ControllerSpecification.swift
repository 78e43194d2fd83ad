import SwivelCore
import SwivelKit

/// One view controller of a scenario (an entry of `controllers:`): its kind, its place in the
/// tree, its views, and the answers its overrides give.
///
/// An answer that is absent means the method is not overridden: UIKit's default for the era and
/// idiom applies.
public struct ControllerSpecification: Hashable, Sendable {
  /// The id the scenario uses for it (the key under `controllers:`).
  public var id: String
  /// Where its id was written.
  public var location: SourceLocation
  /// The class name UIKit would print in messages (`class:`); the id when absent.
  public var className: Located<String>?
  /// What kind of controller it is (`kind:`); ``ControllerKind/viewController`` when absent.
  public var kind: Located<ControllerKind>?
  /// A navigation controller's stack, bottom first, a tab bar controller's tabs, a split view
  /// controller's columns (primary, [supplementary,] secondary), or a custom container's
  /// children in the order added (`children:`).
  public var children: [Located<String>]
  /// A tab bar controller's selected index (`selected:`); `nil`: the first tab (UIKit's default, 0).
  public var selected: Located<Int>?
  /// The root view's subviews (`views:`).
  public var views: [ViewSpecification]
  /// The answers of its overrides.
  public var answers: ControllerAnswers

  // Containment (issue 29): what a container forwards, its delegate, a split view's collapse.

  /// `shouldAutomaticallyForwardAppearanceMethods` (`forwardsAppearance:`); `nil`: UIKit's default, `true`.
  public var forwardsAppearance: Located<Bool>?
  /// `shouldAutomaticallyForwardRotationMethods` (iOS 5 to 7; `forwardsRotation:`); `nil`: UIKit's default, `true`.
  public var forwardsRotation: Located<Bool>?
  /// What the delegate's `navigationControllerSupportedInterfaceOrientations(_:)`,
  /// `tabBarControllerSupportedInterfaceOrientations(_:)` or
  /// `splitViewControllerSupportedInterfaceOrientations(_:)` returns (`delegateMask:`); `nil`:
  /// the container has no delegate that implements it.
  public var delegateMask: Located<InterfaceOrientationMask>?
  /// What the delegate's `…PreferredInterfaceOrientationForPresentation(_:)` returns
  /// (`delegatePreferredForPresentation:`); `nil`: the delegate does not implement it.
  public var delegatePreferredForPresentation: Located<InterfaceOrientation>?
  /// The column a split view controller shows when collapsed (`collapsesTo:`); `nil`: the secondary.
  public var collapsesTo: Located<SplitViewController.Column>?

  /// A controller with the given id; by default a plain view controller named after its id, with
  /// no children, no views and no overrides.
  public init(
    id: String,
    location: SourceLocation,
    className: Located<String>? = nil,
    kind: Located<ControllerKind>? = nil,
    children: [Located<String>] = [],
    selected: Located<Int>? = nil,
    views: [ViewSpecification] = [],
    answers: ControllerAnswers = ControllerAnswers()
  ) {
    self.id = id
    self.location = location
    self.className = className
    self.kind = kind
    self.children = children
    self.selected = selected
    self.views = views
    self.answers = answers
  }

  /// The class name UIKit prints for it: `class:`, or the id.
  public var resolvedClassName: String { className?.value ?? id }

  /// Its kind: `kind:`, or a plain view controller.
  public var resolvedKind: ControllerKind { kind?.value ?? .viewController }

  /// The engine's container kind: its UIKit container, a custom container for a plain controller
  /// with children, `nil` for a plain controller without.
  public var containerKind: ContainerAnswers.Kind? {
    switch resolvedKind {
    case .viewController: children.isEmpty ? nil : .custom
    case .navigation: .navigation
    case .tabBar: .tabBar
    case .split: .split
    }
  }
}

/// The kinds of view controller a scenario can declare.
public enum ControllerKind: String, CaseIterable, Hashable, Sendable {
  /// A plain view controller. UIKit: `UIViewController`.
  case viewController
  /// A stack of controllers. UIKit: `UINavigationController`.
  case navigation
  /// Tabs. UIKit: `UITabBarController`.
  case tabBar
  /// Columns side by side, collapsed to one in a compact width. UIKit: `UISplitViewController`.
  case split

  /// Whether it is one of UIKit's containers (any controller may hold children: a plain one is
  /// then a custom container).
  public var isContainer: Bool { self != .viewController }
}

/// The answers a controller's overrides give: the keys a `set:` step can change.
///
/// Every answer is optional: `nil` means the method is not overridden (in a `set:` step: left as it was).
public struct ControllerAnswers: Hashable, Sendable {
  /// `supportedInterfaceOrientations` (iOS 6+).
  public var supported: Located<InterfaceOrientationMask>?
  /// `shouldAutorotate` (iOS 6+).
  public var shouldAutorotate: Located<Bool>?
  /// `preferredInterfaceOrientationForPresentation`.
  public var preferredForPresentation: Located<InterfaceOrientation>?
  /// The orientations for which iOS 5's `shouldAutorotateToInterfaceOrientation:` answers YES (`legacyAutorotate:`).
  public var legacyAutorotate: Located<InterfaceOrientationMask>?
  /// Which legacy rotation callbacks it implements (`rotationCallbacks:`).
  public var rotationCallbacks: Located<RotationCallbacks>?
  /// Whether it implements `viewWillTransition(to:with:)` (iOS 8+) (`transitionCallbacks:`).
  public var transitionCallbacks: Located<Bool>?
  /// Whether its view fills the screen under the status bar in iOS 6 and earlier
  /// (`wantsFullScreenLayout:`); by default it starts below the 20-point status bar.
  public var wantsFullScreenLayout: Located<Bool>?
  /// Whether it prefers the interface orientation locked while it decides (iOS 26,
  /// `prefersInterfaceOrientationLocked`; `prefersLocked:`).
  public var prefersLocked: Located<Bool>?
  /// The controller it presents full screen when the device turns to landscape and dismisses
  /// when it turns back to portrait (`alternateLandscape:`; seed 000, "Creating an Alternate
  /// Landscape Interface").
  public var alternateLandscape: Located<String>?
  /// Whether a container subclass forwards its top, selected or last child's answers, or what it
  /// presents (`forwards:`).
  public var forwards: Located<ContainerForwarding>?
  /// How long its callbacks keep the main thread (`busy:`), by callback.
  public var busy: Located<[BusyCallback: Double]>?
  /// Whether it prefers the status bar hidden when it decides the status bar (iOS 7+,
  /// `prefersStatusBarHidden`); by default hidden in a vertically compact environment from iOS 8.
  public var prefersStatusBarHidden: Located<Bool>?
  /// The id of the child whose `prefersStatusBarHidden` decides in its place (iOS 7+,
  /// `childForStatusBarHidden`).
  public var childForStatusBarHidden: Located<String>?

  /// Answers with the given overrides; by default none is overridden.
  public init(
    supported: Located<InterfaceOrientationMask>? = nil,
    shouldAutorotate: Located<Bool>? = nil,
    preferredForPresentation: Located<InterfaceOrientation>? = nil,
    legacyAutorotate: Located<InterfaceOrientationMask>? = nil,
    rotationCallbacks: Located<RotationCallbacks>? = nil,
    transitionCallbacks: Located<Bool>? = nil,
    wantsFullScreenLayout: Located<Bool>? = nil,
    prefersLocked: Located<Bool>? = nil,
    alternateLandscape: Located<String>? = nil,
    forwards: Located<ContainerForwarding>? = nil,
    busy: Located<[BusyCallback: Double]>? = nil,
    prefersStatusBarHidden: Located<Bool>? = nil,
    childForStatusBarHidden: Located<String>? = nil
  ) {
    self.supported = supported
    self.shouldAutorotate = shouldAutorotate
    self.preferredForPresentation = preferredForPresentation
    self.legacyAutorotate = legacyAutorotate
    self.rotationCallbacks = rotationCallbacks
    self.transitionCallbacks = transitionCallbacks
    self.wantsFullScreenLayout = wantsFullScreenLayout
    self.prefersLocked = prefersLocked
    self.alternateLandscape = alternateLandscape
    self.forwards = forwards
    self.busy = busy
    self.prefersStatusBarHidden = prefersStatusBarHidden
    self.childForStatusBarHidden = childForStatusBarHidden
  }

  /// These answers with every answer that `changes` gives taking the place of the same answer
  /// here: how a `set:` step changes a controller.
  public func merging(_ changes: ControllerAnswers) -> ControllerAnswers {
    ControllerAnswers(
      supported: changes.supported ?? supported,
      shouldAutorotate: changes.shouldAutorotate ?? shouldAutorotate,
      preferredForPresentation: changes.preferredForPresentation ?? preferredForPresentation,
      legacyAutorotate: changes.legacyAutorotate ?? legacyAutorotate,
      rotationCallbacks: changes.rotationCallbacks ?? rotationCallbacks,
      transitionCallbacks: changes.transitionCallbacks ?? transitionCallbacks,
      wantsFullScreenLayout: changes.wantsFullScreenLayout ?? wantsFullScreenLayout,
      prefersLocked: changes.prefersLocked ?? prefersLocked,
      alternateLandscape: changes.alternateLandscape ?? alternateLandscape,
      forwards: changes.forwards ?? forwards,
      busy: changes.busy ?? busy,
      prefersStatusBarHidden: changes.prefersStatusBarHidden ?? prefersStatusBarHidden,
      childForStatusBarHidden: changes.childForStatusBarHidden ?? childForStatusBarHidden
    )
  }
}

/// A controller callback that a scenario can make slow (`busy: {viewWillTransition: 0.4}`): the
/// app's code in it keeps the main thread that long.
public enum BusyCallback: String, CaseIterable, Hashable, Sendable {
  /// `viewDidLoad()`: a synchronous load.
  case viewDidLoad
  /// `willRotate(to:duration:)` (iOS 2 to 7; from iOS 8 through the base `viewWillTransition`).
  case willRotate
  /// `viewWillTransition(to:with:)` (iOS 8 and later).
  case viewWillTransition
}

/// Which of the legacy rotation callbacks a controller implements.
public enum RotationCallbacks: String, CaseIterable, Hashable, Sendable {
  /// `willRotateToInterfaceOrientation:duration:`, `willAnimateRotationToInterfaceOrientation:duration:`,
  /// `didRotateFromInterfaceOrientation:`.
  case oneStep
  /// The two-step half-rotation callbacks of iPhone OS 2 and 3 (seed 002), deprecated in iOS 5.
  case twoStep
  /// None of them.
  case none
}

/// Whom a container controller asks when UIKit asks it about orientation (`forwards:`): its
/// targets in order, the first that exists answering; with none that exists, or none at all
/// (`forwards: none`, UIKit's own container, seed 003), it answers with its own keys and UIKit's
/// defaults where it has none.
public struct ContainerForwarding: Hashable, Sendable {
  /// One controller a container may ask.
  public enum Target: String, CaseIterable, Hashable, Sendable {
    /// The top (navigation) or selected (tab bar) child, a split view's column on top, a custom
    /// container's last child or the child it names: the subclass pattern of seeds 001 and 003.
    /// `selected` is the same.
    case top
    /// The controller it presents, while presented and not being dismissed.
    case presented
  }

  /// The targets, asked in order.
  public var targets: [Target]
  /// For a custom container, the child that ``Target/top`` names when the scenario writes its id
  /// (`forwards: content`); `nil`: its last child.
  public var child: String?

  /// Forwarding to these targets, in order; ``Target/top`` is `child` when given.
  public init(_ targets: [Target], child: String? = nil) {
    self.targets = targets
    self.child = child
  }

  /// UIKit's own container: it asks nobody.
  public static let none = ContainerForwarding([])
  /// A subclass answering with its top or selected child's answers.
  public static let top = ContainerForwarding([.top])

  /// As written: `none`, `top`, a child's id, or `[presented, top]`.
  public var name: String {
    let names = targets.map { $0 == .top ? child ?? $0.rawValue : $0.rawValue }
    switch names.count {
    case 0: return "none"
    case 1: return names[0]
    default: return "[" + names.joined(separator: ", ") + "]"
    }
  }

  /// The engine's form of it.
  public var containerForwarding: ContainerAnswers.Forwarding {
    ContainerAnswers.Forwarding(
      targets.map {
        switch $0 {
        case .top: .visibleChild
        case .presented: .presented
        }
      })
  }
}
