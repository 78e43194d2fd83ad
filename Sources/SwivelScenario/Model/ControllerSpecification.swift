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
  /// A navigation controller's stack, bottom first, or a tab bar controller's tabs (`children:`).
  public var children: [Located<String>]
  /// A tab bar controller's selected index (`selected:`); `nil`: the first tab (UIKit's default, 0).
  public var selected: Located<Int>?
  /// The root view's subviews (`views:`).
  public var views: [ViewSpecification]
  /// The answers of its overrides.
  public var answers: ControllerAnswers

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
}

/// The kinds of view controller a scenario can declare.
public enum ControllerKind: String, CaseIterable, Hashable, Sendable {
  /// A plain view controller. UIKit: `UIViewController`.
  case viewController
  /// A stack of controllers. UIKit: `UINavigationController`.
  case navigation
  /// Tabs. UIKit: `UITabBarController`.
  case tabBar

  /// Whether it holds children (`children:`).
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
  /// Whether a container subclass forwards its top or selected child's answers (`forwards:`).
  public var forwards: Located<ContainerForwarding>?
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
      prefersStatusBarHidden: changes.prefersStatusBarHidden ?? prefersStatusBarHidden,
      childForStatusBarHidden: changes.childForStatusBarHidden ?? childForStatusBarHidden
    )
  }
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
    /// The top (navigation) or selected (tab bar) child: the subclass pattern of seeds 001 and
    /// 003. `selected` is the same.
    case top
    /// The controller it presents, while presented and not being dismissed.
    case presented
  }

  /// The targets, asked in order.
  public var targets: [Target]

  /// Forwarding to these targets, in order.
  public init(_ targets: [Target]) {
    self.targets = targets
  }

  /// UIKit's own container: it asks nobody.
  public static let none = ContainerForwarding([])
  /// A subclass answering with its top or selected child's answers.
  public static let top = ContainerForwarding([.top])

  /// As written: `none`, `top`, or `[presented, top]`.
  public var name: String {
    switch targets.count {
    case 0: "none"
    case 1: targets[0].rawValue
    default: "[" + targets.map(\.rawValue).joined(separator: ", ") + "]"
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
