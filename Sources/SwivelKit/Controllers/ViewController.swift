import SwivelCore

/// Manages one view and takes part in the interface's orientation: it says which orientations it
/// supports, and hears of rotations, appearances and layout.
///
/// Subclass it and override what UIKit lets you override: the orientation answers
/// (``supportedInterfaceOrientations``, ``shouldAutorotate``,
/// ``preferredInterfaceOrientationForPresentation``, ``shouldAutorotate(to:)`` for iOS 5 and
/// earlier), ``loadView()`` and ``viewDidLoad()``, the appearance and layout callbacks
/// (``viewWillAppear(_:)`` …), and the rotation callbacks (``willRotate(to:duration:)`` …,
/// ``viewWillTransition(to:with:)``). A controller that also adopts ``TwoStepRotation`` gets
/// the iOS 5 half-step callbacks.
///
/// **Defaults.** An answer that is not overridden is UIKit's default for the era and the
/// device's idiom, and the rotation policy reports it as such: the base implementations note
/// when they are used, so that a decision can say "(default)". A controller not yet in an
/// application answers for the newest era on an iPhone.
///
/// **Names.** ``identifier`` names the controller in traces and scenario expectations (the
/// scenario's id); ``className`` is what UIKit prints in exception reasons.
///
/// **Who hears what.** The application sends rotation callbacks only to controllers whose view
/// is in the key window (seed 000, "Rotations May Occur When Your View Controller Is Hidden"),
/// and every callback is recorded in the application's trace before the override runs.
///
/// UIKit: `UIViewController`.
open class ViewController {
  // MARK: - Identity

  /// The controller's name in traces and scenario expectations (`feed`).
  public final let identifier: String

  /// The class name UIKit prints in exception reasons (`FeedViewController`). Default: the
  /// Swift class name.
  public final var className: String

  /// The application the controller belongs to, once it is the root, a child or a presented
  /// controller of one; `nil` before.
  public internal(set) final weak var application: Application?

  // MARK: - Tree

  /// The container this controller is a child of. UIKit: `parent`.
  public internal(set) final weak var parent: ViewController?

  /// The child controllers, in the order they were added. UIKit: `children`.
  public internal(set) final var children: [ViewController] = []

  /// The controller this one presented, if any. UIKit: `presentedViewController`.
  public internal(set) final var presentedViewController: ViewController?

  /// The controller that presented this one, if any. UIKit: `presentingViewController`.
  public internal(set) final weak var presentingViewController: ViewController?

  /// How this controller is shown when presented. Default: `automatic`
  /// (full screen before iOS 13, a page sheet from iOS 13). UIKit: `modalPresentationStyle`.
  public final var modalPresentationStyle: ModalPresentationStyle = .automatic

  /// Whether the view fills the screen under the status bar (iOS 6 and earlier); by default
  /// `false`, and the view starts below the 20-point status bar. From iOS 7 views always extend
  /// under it and this is ignored. UIKit: `wantsFullScreenLayout` (deprecated in iOS 7).
  open var wantsFullScreenLayout: Bool { false }

  /// Whether the controller asks that the interface orientation not change while it decides
  /// (iOS 26 and later; games, cameras). The default is `false`. Tell UIKit when the answer
  /// changes with ``setNeedsUpdateOfPrefersInterfaceOrientationLocked()``.
  /// UIKit: `prefersInterfaceOrientationLocked`.
  open var prefersInterfaceOrientationLocked: Bool { false }

  /// Whether the controller prefers the status bar hidden, when it decides the status bar (the
  /// root or the topmost controller presented full screen, or a child one of them names in
  /// ``childForStatusBarHidden``; iOS 7 and later). The default is `false`, but from iOS 8 `true`
  /// in a vertically compact environment (an iPhone on its side) (Apple,
  /// `prefersStatusBarHidden`). Tell UIKit when the answer changes with
  /// ``setNeedsStatusBarAppearanceUpdate()``.
  ///
  /// UIKit: `prefersStatusBarHidden`.
  open var prefersStatusBarHidden: Bool {
    systemBehavior.defaultPrefersStatusBarHidden(verticalSizeClass: traitCollection.verticalSizeClass)
  }

  /// The child whose ``prefersStatusBarHidden`` decides in this controller's place (iOS 7 and
  /// later). The default is `nil`: this controller answers. UIKit: `childForStatusBarHidden`.
  open var childForStatusBarHidden: ViewController? { nil }

  /// The safe-area insets of the root view changed (iOS 11 and later): called during layout, just
  /// before ``viewWillLayoutSubviews()``, when a rotation, a presentation or the status bar
  /// changes them. The default does nothing. UIKit: `viewSafeAreaInsetsDidChange()`.
  open func viewSafeAreaInsetsDidChange() {}

  /// The points a view of this controller leaves for the status bar when it is the window's root
  /// view, in its era.
  public final func statusBarTopInset(in era: SystemBehavior) -> Double {
    era.controllerViewsStartBelowStatusBar && !wantsFullScreenLayout ? SystemBehavior.legacyStatusBarHeight : 0
  }

  /// The style the controller was last presented with, resolved for the era (`automatic`
  /// replaced); `nil` while it is not presented.
  public internal(set) final var presentationStyle: ModalPresentationStyle?

  /// For a `custom` presentation: whether its presentation controller removes the presenter's
  /// view once the transition ends (UIKit: `UIPresentationController.shouldRemovePresentersView`,
  /// `false` by default). When it does, the presented controller covers the screen, and Swivel
  /// lets it decide orientation as a full-screen one (the engine's rule: UIKit documents only
  /// that the topmost controller filling the window decides).
  public var customPresentationRemovesPresentersView = false

  /// The style as far as deciding orientation goes: a `custom` presentation that removes the
  /// presenter's view counts as `fullScreen`.
  final func decidingStyle(_ style: ModalPresentationStyle) -> ModalPresentationStyle {
    style == .custom && customPresentationRemovesPresentersView ? .fullScreen : style
  }

  // MARK: - State

  /// Where the controller is in its appearance cycle.
  public enum AppearanceState: Hashable, Sendable {
    /// Not on screen.
    case disappeared
    /// Between `viewWillAppear` and `viewDidAppear`.
    case appearing
    /// On screen.
    case appeared
    /// Between `viewWillDisappear` and `viewDidDisappear`.
    case disappearing
  }

  /// Where the controller is in its appearance cycle. Default: ``AppearanceState/disappeared``.
  public internal(set) final var appearanceState: AppearanceState = .disappeared

  /// The interface orientation the controller last saw: set when it appears and when a
  /// rotation it takes part in turns the status bar. A controller that was hidden during a
  /// rotation keeps the old value until it appears again (seed 002, "Pitfalls").
  ///
  /// UIKit: `interfaceOrientation` (deprecated in iOS 8).
  public internal(set) final var interfaceOrientation: InterfaceOrientation = .portrait

  final var storedView: View?
  /// The application's era and trace, kept while the controller is in it, so that the hot
  /// paths of a rotation read no weak reference.
  final var attachedEra: SystemBehavior?
  final var attachedTrace: TraceRecorder?
  /// Whether the appearance transition under way is animated.
  final var appearanceAnimated = false
  /// The window's root view that this controller's view replaced when it was presented, put back on dismissal.
  final var replacedRootView: View?
  /// The window's top inset for that root view, put back with it.
  final var replacedRootViewTopInset: Double = 0
  final var layoutRelay: ViewLayoutRelay?

  /// Set by the base `viewWillTransition(to:with:)`, so the transaction knows the legacy callbacks are wanted.
  final var calledBaseViewWillTransition = false
  /// The answers last handed to the policy, reused while they do not change.
  final var cachedAnswers: OrientationAnswers?

  /// A controller with a name for traces; by default its class name.
  ///
  /// UIKit: `init(nibName:bundle:)` with no nib.
  public init(identifier: String? = nil) {
    let typeName = String(describing: type(of: self))
    self.identifier = identifier ?? typeName
    self.className = typeName
  }

  // MARK: - Era and idiom

  /// The era of the application, or the newest when the controller is in none.
  public final var systemBehavior: SystemBehavior { attachedEra ?? .newest }

  /// The idiom of the application's device, or phone when the controller is in none.
  public final var userInterfaceIdiom: UserInterfaceIdiom { application?.device.userInterfaceIdiom ?? .phone }

  /// The traits of the interface now: the device's size classes in the key window's
  /// orientation, or those of the window's size where it does not fill the screen
  /// (``Application/sceneTraitCollection(in:)``; iOS 8 and later; earlier eras have no traits,
  /// and this is what they would be).
  ///
  /// UIKit: `traitCollection`.
  public final var traitCollection: TraitCollection {
    guard let application else {
      return TraitCollection(userInterfaceIdiom: .phone, horizontalSizeClass: .compact, verticalSizeClass: .regular)
    }
    let orientation = application.keyWindow?.interfaceOrientation ?? application.statusBarOrientation
    return application.sceneTraitCollection(in: orientation)
  }

  // MARK: - View

  /// The controller's root view, loaded on first use: ``loadView()``, then ``viewDidLoad()``.
  ///
  /// UIKit: `view`.
  public final var view: View {
    get {
      if let storedView { return storedView }
      loadViewIfNeeded()
      return storedView!
    }
    set {
      storedView = newValue
      attachLayoutRelay(to: newValue)
    }
  }

  /// Whether the view has been loaded. UIKit: `isViewLoaded`.
  public final var isViewLoaded: Bool { storedView != nil }

  /// Loads the view now if it is not loaded. UIKit: `loadViewIfNeeded()`.
  public final func loadViewIfNeeded() {
    guard storedView == nil else { return }
    loadView()
    if storedView == nil { view = View(frame: .zero) }
    record(.viewDidLoad(controller: identifier))
    viewDidLoad()
  }

  /// Makes the view. Override it to build your own, assigning ``ViewController/view``; do not call `super`
  /// then. The default makes an empty view that resizes with its container (flexible width and
  /// height).
  ///
  /// UIKit: `loadView()`.
  open func loadView() {
    let view = View(frame: .zero)
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    self.view = view
  }

  /// Called once the view is loaded. The default does nothing. UIKit: `viewDidLoad()`.
  open func viewDidLoad() {}

  /// Whether the view is in the application's key window, so that the controller is on screen.
  public final var isViewInWindow: Bool {
    guard let storedView, let window = application?.keyWindow else { return false }
    return storedView.isDescendant(of: window)
  }

  private final func attachLayoutRelay(to view: View) {
    let relay = layoutRelay ?? ViewLayoutRelay(controller: self)
    layoutRelay = relay
    view.layoutDelegate = relay
  }

  // MARK: - Orientation answers

  /// The orientations the controller supports when it decides (iOS 6 and later).
  ///
  /// The default: on iOS 6 and later, the orientations for which ``shouldAutorotate(to:)``
  /// answers YES when that is overridden (seed 003: "iOS will convert the values it returns");
  /// else all four on iPad and all but upside down on iPhone (seed 000, "Declaring a View
  /// Controller's Supported Interface Orientations").
  ///
  /// UIKit: `supportedInterfaceOrientations`.
  open var supportedInterfaceOrientations: InterfaceOrientationMask {
    if !forwarding.targets.isEmpty, let target = forwardTarget(forwarding, visibleChild: customVisibleChild) {
      return target.supportedInterfaceOrientations
    }
    let era = systemBehavior
    if era.convertsLegacyAutorotationToMask, orientationOverrides.contains(.shouldAutorotateToInterfaceOrientation) {
      return legacyAutorotateOrientations()
    }
    return era.defaultSupportedInterfaceOrientations(for: userInterfaceIdiom)
  }

  /// The orientation answers this controller's class overrides, as it declares them: UIKit tells
  /// an override from its own implementation by the method itself, not by what it returns, and
  /// Swivel cannot look, so a subclass says which of ``supportedInterfaceOrientations``,
  /// ``shouldAutorotate``, ``preferredInterfaceOrientationForPresentation`` and
  /// ``shouldAutorotate(to:)`` it overrides. The policy asks only those, and UIKit's defaults
  /// answer the rest (and the decision says "default"). The default declares none.
  ///
  /// ```swift
  /// override var orientationOverrides: OrientationOverrides { [.supportedInterfaceOrientations] }
  /// override var supportedInterfaceOrientations: InterfaceOrientationMask { .portrait }
  /// ```
  open var orientationOverrides: OrientationOverrides { [] }

  /// Whether the interface may rotate now, when this controller decides (iOS 6 to 15). Return
  /// `false` to suppress rotation for a while (seed 000, "Dynamically Controlling Whether
  /// Rotation Occurs"). The default is `true`.
  ///
  /// UIKit: `shouldAutorotate`.
  open var shouldAutorotate: Bool { true }

  /// The orientation the controller appears in when presented full screen; it must be one of
  /// the orientations it supports (seed 000, "Declaring a Preferred Presentation Orientation").
  /// The default is the current status bar orientation.
  ///
  /// UIKit: `preferredInterfaceOrientationForPresentation`.
  open var preferredInterfaceOrientationForPresentation: InterfaceOrientation {
    application?.statusBarOrientation ?? .portrait
  }

  /// Whether the interface may rotate to `interfaceOrientation` (iOS 5 and earlier; from iOS 6
  /// its answers become the default mask). The default answers YES for portrait only.
  ///
  /// UIKit: `shouldAutorotateToInterfaceOrientation:`.
  open func shouldAutorotate(to interfaceOrientation: InterfaceOrientation) -> Bool {
    interfaceOrientation == .portrait
  }

  // MARK: - Appearance and layout callbacks

  /// The view is about to be added to the window. The default does nothing. UIKit: `viewWillAppear(_:)`.
  open func viewWillAppear(_ animated: Bool) {}
  /// The view is in the window. The default does nothing. UIKit: `viewDidAppear(_:)`.
  open func viewDidAppear(_ animated: Bool) {}
  /// The view is about to leave the window. The default does nothing. UIKit: `viewWillDisappear(_:)`.
  open func viewWillDisappear(_ animated: Bool) {}
  /// The view has left the window. The default does nothing. UIKit: `viewDidDisappear(_:)`.
  open func viewDidDisappear(_ animated: Bool) {}

  /// The view is about to lay out its subviews, its bounds already new (iOS 5 and later; seed
  /// 000: "When this method runs, you can query the app object's statusBarOrientation property
  /// to determine the current user interface layout"). The default does nothing.
  /// UIKit: `viewWillLayoutSubviews()`.
  open func viewWillLayoutSubviews() {}
  /// The view has laid out its subviews (iOS 5 and later). The default does nothing.
  /// UIKit: `viewDidLayoutSubviews()`.
  open func viewDidLayoutSubviews() {}

  // MARK: - Rotation callbacks

  /// The interface is about to rotate; the view still has its old bounds and the status bar its
  /// old orientation (seed 000, step 1). The default does nothing.
  ///
  /// UIKit: `willRotateToInterfaceOrientation:duration:` (deprecated in iOS 8).
  open func willRotate(to toInterfaceOrientation: InterfaceOrientation, duration: Double) {}

  /// Called inside the rotation's animation, the view already resized and laid out (seed 000,
  /// step 3). The default does nothing. Not sent to a ``TwoStepRotation`` controller in iOS 5
  /// and earlier, which gets the half-step callbacks instead.
  ///
  /// UIKit: `willAnimateRotationToInterfaceOrientation:duration:` (deprecated in iOS 8).
  open func willAnimateRotation(to toInterfaceOrientation: InterfaceOrientation, duration: Double) {}

  /// The rotation is over (seed 000, step 5). The default does nothing.
  ///
  /// UIKit: `didRotateFromInterfaceOrientation:` (deprecated in iOS 8).
  open func didRotate(from fromInterfaceOrientation: InterfaceOrientation) {}

  /// The view is about to change size (iOS 8 and later), its bounds still the old ones.
  ///
  /// The default sends the legacy callbacks, as UIKit's does: ``willRotate(to:duration:)`` now,
  /// ``willAnimateRotation(to:duration:)`` alongside the animation, ``didRotate(from:)`` on
  /// completion. An override that does not call `super` gets no legacy callbacks.
  ///
  /// UIKit: `viewWillTransition(to:with:)`.
  open func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
    calledBaseViewWillTransition = true
  }

  /// The controller's size classes are about to change (iOS 8 and later). The default does
  /// nothing. UIKit: `willTransition(to:with:)`.
  open func willTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator) {}

  /// The controller's size classes changed (iOS 8 and later). The default does nothing.
  /// UIKit: `traitCollectionDidChange(_:)`.
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

  // MARK: - Containment callbacks

  /// Called before the controller is added to or removed from a container (`nil`). The default
  /// does nothing. UIKit: `willMove(toParent:)`.
  open func willMove(toParent parent: ViewController?) {}
  /// Called after the controller was added to or removed from a container (`nil`). The default
  /// does nothing. UIKit: `didMove(toParent:)`.
  open func didMove(toParent parent: ViewController?) {}

  /// Whether UIKit sends the appearance callbacks (`viewWillAppear(_:)` …) to the children shown
  /// in this controller's view when it appears or disappears itself (iOS 5 and later). The
  /// default is `true`; a custom container that returns `false` must call
  /// ``beginAppearanceTransition(_:animated:)`` and ``endAppearanceTransition()`` on its
  /// children itself, and until it does they hear nothing (Apple,
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautomaticallyforwardappearancemethods:
  /// "The default implementation returns true. Subclasses of the UIViewController class that
  /// implement containment logic may override this method to control how these methods are
  /// forwarded"). In iOS 5 the switch is `automaticallyForwardAppearanceAndRotationMethodsToChildViewControllers`.
  ///
  /// UIKit: `shouldAutomaticallyForwardAppearanceMethods`.
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  /// Whether UIKit sends the rotation callbacks (`willRotate(to:duration:)`,
  /// `willAnimateRotation(to:duration:)`, `didRotate(from:)`) to this controller's children
  /// (iOS 5 to 7). The default is `true`; with `false` the children hear none of them unless the
  /// container calls them itself (Apple,
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautomaticallyforwardrotationmethods()).
  /// Deprecated in iOS 8, whose size transitions reach children through the base
  /// ``viewWillTransition(to:with:)`` instead ("Manually forward
  /// viewWillTransitionToSize:withTransitionCoordinator: if necessary"), so later eras ignore it.
  /// In iOS 5 the switch is `automaticallyForwardAppearanceAndRotationMethodsToChildViewControllers`.
  ///
  /// UIKit: `shouldAutomaticallyForwardRotationMethods()`.
  open var shouldAutomaticallyForwardRotationMethods: Bool { true }

  /// Whom the controller asks for its orientation answers: nobody (the default, UIKit's own
  /// behaviour: a container decides for itself, its children are not asked), its visible child,
  /// what it presents, or both in some order. A Swivel switch for what a subclass does when it
  /// returns another controller's `supportedInterfaceOrientations` (seeds 001 and 003); the
  /// policy's decision then says "via" the controller that answered.
  ///
  /// The visible child is the top of a navigation stack, the selected tab, a split view's shown
  /// column, and for a custom container (any other controller with children) its
  /// ``forwardingChild``, else its last child, `children.last`, the one added last and drawn on top.
  public final var forwarding: ContainerAnswers.Forwarding = .none

  /// For a custom container, the child it forwards to as its visible child; `nil` (the default):
  /// its last child. Weak, as the child is the container's own already.
  public final weak var forwardingChild: ViewController?

  /// A custom container's visible child: ``forwardingChild`` while it is a child, else the last.
  final var customVisibleChild: ViewController? {
    if let forwardingChild, forwardingChild.parent === self { return forwardingChild }
    return children.last
  }

  /// A container's own state for the policy (its kind, children, forwarding, delegate mask);
  /// `nil` for a plain controller that forwards nowhere. The containers of this module override it.
  func containerAnswers(era: SystemBehavior) -> ContainerAnswers? {
    guard !forwarding.targets.isEmpty else { return nil }
    let visible = forwarding.asks(.visibleChild) ? customVisibleChild.map { [$0.orientationAnswers()] } ?? [] : []
    return ContainerAnswers(
      kind: .custom, children: visible, forwarding: forwarding, presented: presentedAnswers(if: forwarding))
  }

  /// The container's own work when its size classes are about to change, before the override
  /// hears of it (a split view controller collapses or expands). The default does nothing.
  func willTransitionTraits(to traits: TraitCollection) {}

  // MARK: - Trace

  /// Records `kind` in the application's trace, if the controller is in one.
  final func record(_ kind: TraceEvent.Kind) {
    attachedTrace?.record(kind)
  }
}

extension ViewController: CustomStringConvertible {
  /// The class and the identifier: `<FeedViewController: feed>`, as UIKit prints a controller.
  public var description: String { "<\(className): \(identifier)>" }
}

/// Hears of the layout of a controller's root view and passes it on as `viewWillLayoutSubviews`
/// / `viewDidLayoutSubviews`.
final class ViewLayoutRelay: ViewLayoutDelegate {
  unowned let controller: ViewController

  init(controller: ViewController) { self.controller = controller }

  func viewWillLayoutSubviews(_ view: View) {
    // UIKit updates the safe area in the same layout pass, just before `viewWillLayoutSubviews`
    // (viewWillAppear, viewSafeAreaInsetsDidChange, viewWillLayoutSubviews: see the tests).
    controller.updateSafeAreaInsets(of: view)
    guard controller.systemBehavior.hasViewLayoutCallbacks else { return }
    controller.record(.viewWillLayoutSubviews(controller: controller.identifier, bounds: view.bounds))
    controller.viewWillLayoutSubviews()
  }

  func viewDidLayoutSubviews(_ view: View) {
    guard controller.systemBehavior.hasViewLayoutCallbacks else { return }
    controller.record(.viewDidLayoutSubviews(controller: controller.identifier, bounds: view.bounds))
    controller.viewDidLayoutSubviews()
  }
}
