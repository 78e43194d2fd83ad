import SwivelCore
import SwivelKit

/// What every declared controller shares, whatever its kind: the declared answers (as `set:`
/// steps change them), its views, and seed 000's alternate landscape interface.
final class DeclaredBehavior {
  /// The declared answers, as changed by `set:` steps so far.
  var answers: ControllerAnswers
  let specification: ControllerSpecification
  unowned let world: ScenarioWorld
  /// Whether the alternate landscape controller is presented (seed 000's `isShowingLandscapeView`).
  var isShowingAlternate = false

  init(specification: ControllerSpecification, world: ScenarioWorld) {
    self.specification = specification
    self.answers = specification.answers
    self.world = world
  }

  /// The root view at the launch size, with the declared views.
  func makeRootView(topInset: Double) -> View {
    let root = DeclaredRootView(launchSize: world.launchRootViewSize(topInset: topInset))
    for subview in specification.views {
      // A fresh view is never an ancestor of the root view: adding cannot fail.
      root.addKnownSubview(world.makeView(subview))
    }
    return root
  }

  /// Seed 000, "Creating an Alternate Landscape Interface": once loaded, the primary controller
  /// observes device orientation notifications; in landscape it presents its alternate full
  /// screen, back in portrait it dismisses it.
  func observeDeviceOrientation(for controller: ViewController) {
    guard let application = controller.application else { return }
    application.notificationCenter.addObserver(controller, name: .deviceOrientationDidChange) {
      [unowned self] controller, _ in
      self.deviceOrientationDidChange(controller)
    }
  }

  private func deviceOrientationDidChange(_ controller: ViewController) {
    guard let id = answers.alternateLandscape?.value, let alternate = world.controllers[id],
      let application = controller.application, application.terminatingException == nil
    else { return }
    let orientation = application.device.orientation
    do throws(RaisedException) {
      if orientation.isLandscape && !isShowingAlternate {
        alternate.modalPresentationStyle = .fullScreen
        try controller.present(alternate, animated: true)
        isShowingAlternate = true
      } else if orientation.isPortrait && isShowingAlternate {
        try controller.dismiss(animated: true)
        isShowingAlternate = false
      }
    } catch {
      world.raise(error)
    }
  }

  // MARK: - The declared answers, one place for the three declared classes

  // Each answer absent from the scenario is a method not overridden: the inherited answer,
  // UIKit's default for the era and idiom, stands (Scenario reference, section 5).

  /// `supported:`, else the inherited `supportedInterfaceOrientations`.
  func supportedInterfaceOrientations(inherited: @autoclosure () -> InterfaceOrientationMask)
    -> InterfaceOrientationMask
  {
    answers.supported?.value ?? inherited()
  }

  /// `shouldAutorotate:`, else the inherited answer.
  func shouldAutorotate(inherited: @autoclosure () -> Bool) -> Bool {
    answers.shouldAutorotate?.value ?? inherited()
  }

  /// `preferredForPresentation:`, else the inherited answer.
  func preferredInterfaceOrientationForPresentation(inherited: @autoclosure () -> InterfaceOrientation)
    -> InterfaceOrientation
  {
    answers.preferredForPresentation?.value ?? inherited()
  }

  /// `legacyAutorotate:` answers YES for the orientations it lists (iOS 5 and earlier's
  /// `shouldAutorotateToInterfaceOrientation:`), else the inherited answer.
  func shouldAutorotate(to orientation: InterfaceOrientation, inherited: (InterfaceOrientation) -> Bool) -> Bool {
    guard let legacy = answers.legacyAutorotate?.value else { return inherited(orientation) }
    return legacy.contains(orientation)
  }

  /// `prefersStatusBarHidden:`, else the inherited answer.
  func prefersStatusBarHidden(inherited: @autoclosure () -> Bool) -> Bool {
    answers.prefersStatusBarHidden?.value ?? inherited()
  }

  /// The controller `childForStatusBarHidden:` names, else none.
  var childForStatusBarHidden: ViewController? {
    answers.childForStatusBarHidden.flatMap { world.controllers[$0.value] }
  }

  /// The overrides the declaration amounts to: one per answer it gives.
  var orientationOverrides: OrientationOverrides {
    var overrides: OrientationOverrides = []
    if answers.supported != nil { overrides.insert(.supportedInterfaceOrientations) }
    if answers.shouldAutorotate != nil { overrides.insert(.shouldAutorotate) }
    if answers.preferredForPresentation != nil { overrides.insert(.preferredInterfaceOrientationForPresentation) }
    if answers.legacyAutorotate != nil { overrides.insert(.shouldAutorotateToInterfaceOrientation) }
    return overrides
  }

  /// `forwards:`, the engine's form: whom the controller asks for its answers.
  var forwarding: ContainerAnswers.Forwarding { answers.forwards?.value.containerForwarding ?? .none }

  /// `forwardsAppearance:`, else UIKit's default (`true`).
  var forwardsAppearance: Bool { specification.forwardsAppearance?.value ?? true }

  /// `forwardsRotation:`, else UIKit's default (`true`).
  var forwardsRotation: Bool { specification.forwardsRotation?.value ?? true }

  /// The container's delegate when `delegateMask:` is given: it answers that mask. Kept here,
  /// since containers hold their delegates weakly, as UIKit's do.
  lazy var containerDelegate: DeclaredContainerDelegate? =
    specification.delegateMask == nil && specification.delegatePreferredForPresentation == nil
    ? nil
    : DeclaredContainerDelegate(
      mask: specification.delegateMask?.value, preferred: specification.delegatePreferredForPresentation?.value)

  /// `transitionCallbacks: true`: the controller overrides `viewWillTransition(to:with:)`
  /// without calling `super`, so from iOS 8 it gets no legacy rotation callbacks.
  var implementsViewWillTransition: Bool { answers.transitionCallbacks?.value == true }

  /// `busy: {viewWillTransition: 0.4}`: the app's code in the callback keeps the main thread.
  func spendTime(in callback: BusyCallback, of controller: ViewController) {
    guard let seconds = answers.busy?.value[callback] else { return }
    controller.spendMainThreadTime(seconds, in: callback.rawValue)
  }
}

/// A view controller declared under `controllers:`: a subclass whose overrides return the
/// declared answers (Scenario reference, section 5).
///
/// An answer that is absent is a method not overridden: the class declares only the overrides
/// whose keys are given (``ViewController/orientationOverrides``), so UIKit's default for the era
/// and idiom applies and the rotation policy reports it as the default.
///
/// - `supported`, `shouldAutorotate`, `preferredForPresentation`: the iOS 6+ overrides.
/// - `legacyAutorotate`: `shouldAutorotateToInterfaceOrientation:` answers YES for these (iOS 5
///   and earlier; from iOS 6 UIKit turns them into the default mask, seed 003).
/// - `transitionCallbacks: true`: it overrides `viewWillTransition(to:with:)` without calling
///   `super`, so from iOS 8 it gets no legacy rotation callbacks.
/// - `rotationCallbacks: twoStep`: the class adopts ``TwoStepRotation``
///   (``DeclaredTwoStepViewController``); `oneStep` and `none` change nothing visible, since UIKit
///   sends the one-step callbacks (and the trace records them) whether or not they are overridden.
class DeclaredViewController: ViewController {
  let declared: DeclaredBehavior

  init(specification: ControllerSpecification, world: ScenarioWorld) {
    declared = DeclaredBehavior(specification: specification, world: world)
    super.init(identifier: specification.id)
    className = specification.resolvedClassName
    forwarding = declared.forwarding
  }

  override var orientationOverrides: OrientationOverrides { declared.orientationOverrides }

  override var shouldAutomaticallyForwardAppearanceMethods: Bool { declared.forwardsAppearance }

  override var shouldAutomaticallyForwardRotationMethods: Bool { declared.forwardsRotation }

  override var wantsFullScreenLayout: Bool { declared.answers.wantsFullScreenLayout?.value ?? false }

  override var prefersInterfaceOrientationLocked: Bool { declared.answers.prefersLocked?.value ?? false }

  override var prefersStatusBarHidden: Bool {
    declared.prefersStatusBarHidden(inherited: super.prefersStatusBarHidden)
  }

  override var childForStatusBarHidden: ViewController? { declared.childForStatusBarHidden }

  override var supportedInterfaceOrientations: InterfaceOrientationMask {
    declared.supportedInterfaceOrientations(inherited: super.supportedInterfaceOrientations)
  }

  override var shouldAutorotate: Bool {
    declared.shouldAutorotate(inherited: super.shouldAutorotate)
  }

  override var preferredInterfaceOrientationForPresentation: InterfaceOrientation {
    declared.preferredInterfaceOrientationForPresentation(
      inherited: super.preferredInterfaceOrientationForPresentation)
  }

  override func shouldAutorotate(to interfaceOrientation: InterfaceOrientation) -> Bool {
    declared.shouldAutorotate(to: interfaceOrientation, inherited: super.shouldAutorotate(to:))
  }

  override func willRotate(to toInterfaceOrientation: InterfaceOrientation, duration: Double) {
    declared.spendTime(in: .willRotate, of: self)
  }

  override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
    declared.spendTime(in: .viewWillTransition, of: self)
    guard !declared.implementsViewWillTransition else { return }
    super.viewWillTransition(to: size, with: coordinator)
  }

  override func loadView() {
    view = declared.makeRootView(topInset: statusBarTopInset(in: systemBehavior))
    // A custom container shows its children's views over its own, each filling it, the last on top.
    for child in children { showChildView(child) }
  }

  override func viewDidLoad() {
    declared.spendTime(in: .viewDidLoad, of: self)
    declared.observeDeviceOrientation(for: self)
  }
}

/// A declared controller with `rotationCallbacks: twoStep`: it implements the half-step
/// rotation callbacks of iOS 5 and earlier (seed 002).
final class DeclaredTwoStepViewController: DeclaredViewController, TwoStepRotation {}

/// A declared `kind: navigation` controller: UIKit's navigation controller, or with `forwards:
/// top` a subclass answering with its top controller's answers (seeds 001 and 003); its own
/// declared answers, if any, are overrides as for any controller.
final class DeclaredNavigationController: NavigationController {
  let declared: DeclaredBehavior

  init(specification: ControllerSpecification, world: ScenarioWorld) {
    declared = DeclaredBehavior(specification: specification, world: world)
    super.init(identifier: specification.id)
    className = specification.resolvedClassName
    forwarding = declared.forwarding
    delegate = declared.containerDelegate
  }

  override var shouldAutomaticallyForwardAppearanceMethods: Bool { declared.forwardsAppearance }

  override var shouldAutomaticallyForwardRotationMethods: Bool { declared.forwardsRotation }

  override var orientationOverrides: OrientationOverrides { declared.orientationOverrides }

  override var wantsFullScreenLayout: Bool { declared.answers.wantsFullScreenLayout?.value ?? false }

  override var prefersInterfaceOrientationLocked: Bool { declared.answers.prefersLocked?.value ?? false }

  override var prefersStatusBarHidden: Bool {
    declared.prefersStatusBarHidden(inherited: super.prefersStatusBarHidden)
  }

  override var childForStatusBarHidden: ViewController? { declared.childForStatusBarHidden }

  override var supportedInterfaceOrientations: InterfaceOrientationMask {
    declared.supportedInterfaceOrientations(inherited: super.supportedInterfaceOrientations)
  }

  override var shouldAutorotate: Bool {
    declared.shouldAutorotate(inherited: super.shouldAutorotate)
  }

  override var preferredInterfaceOrientationForPresentation: InterfaceOrientation {
    declared.preferredInterfaceOrientationForPresentation(
      inherited: super.preferredInterfaceOrientationForPresentation)
  }

  override func shouldAutorotate(to interfaceOrientation: InterfaceOrientation) -> Bool {
    declared.shouldAutorotate(to: interfaceOrientation, inherited: super.shouldAutorotate(to:))
  }

  override func willRotate(to toInterfaceOrientation: InterfaceOrientation, duration: Double) {
    declared.spendTime(in: .willRotate, of: self)
  }

  override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
    declared.spendTime(in: .viewWillTransition, of: self)
    guard !declared.implementsViewWillTransition else { return }
    super.viewWillTransition(to: size, with: coordinator)
  }

  override func viewDidLoad() {
    declared.spendTime(in: .viewDidLoad, of: self)
    declared.observeDeviceOrientation(for: self)
  }
}

/// A declared `kind: tabBar` controller: UIKit's tab bar controller, or with `forwards: top` a
/// subclass answering with its selected tab's answers.
final class DeclaredTabBarController: TabBarController {
  let declared: DeclaredBehavior

  init(specification: ControllerSpecification, world: ScenarioWorld) {
    declared = DeclaredBehavior(specification: specification, world: world)
    super.init(identifier: specification.id)
    className = specification.resolvedClassName
    forwarding = declared.forwarding
    delegate = declared.containerDelegate
  }

  override var shouldAutomaticallyForwardAppearanceMethods: Bool { declared.forwardsAppearance }

  override var shouldAutomaticallyForwardRotationMethods: Bool { declared.forwardsRotation }

  override var orientationOverrides: OrientationOverrides { declared.orientationOverrides }

  override var wantsFullScreenLayout: Bool { declared.answers.wantsFullScreenLayout?.value ?? false }

  override var prefersInterfaceOrientationLocked: Bool { declared.answers.prefersLocked?.value ?? false }

  override var prefersStatusBarHidden: Bool {
    declared.prefersStatusBarHidden(inherited: super.prefersStatusBarHidden)
  }

  override var childForStatusBarHidden: ViewController? { declared.childForStatusBarHidden }

  override var supportedInterfaceOrientations: InterfaceOrientationMask {
    declared.supportedInterfaceOrientations(inherited: super.supportedInterfaceOrientations)
  }

  override var shouldAutorotate: Bool {
    declared.shouldAutorotate(inherited: super.shouldAutorotate)
  }

  override var preferredInterfaceOrientationForPresentation: InterfaceOrientation {
    declared.preferredInterfaceOrientationForPresentation(
      inherited: super.preferredInterfaceOrientationForPresentation)
  }

  override func shouldAutorotate(to interfaceOrientation: InterfaceOrientation) -> Bool {
    declared.shouldAutorotate(to: interfaceOrientation, inherited: super.shouldAutorotate(to:))
  }

  override func willRotate(to toInterfaceOrientation: InterfaceOrientation, duration: Double) {
    declared.spendTime(in: .willRotate, of: self)
  }

  override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
    declared.spendTime(in: .viewWillTransition, of: self)
    guard !declared.implementsViewWillTransition else { return }
    super.viewWillTransition(to: size, with: coordinator)
  }

  override func viewDidLoad() {
    declared.spendTime(in: .viewDidLoad, of: self)
    declared.observeDeviceOrientation(for: self)
  }
}

/// A declared `kind: split` controller: UIKit's split view controller, its columns the declared
/// children (`collapsesTo:` the column shown when collapsed), or with `forwards: top` a subclass
/// answering with the column on top.
final class DeclaredSplitViewController: SplitViewController {
  let declared: DeclaredBehavior

  init(specification: ControllerSpecification, world: ScenarioWorld) {
    declared = DeclaredBehavior(specification: specification, world: world)
    super.init(identifier: specification.id)
    className = specification.resolvedClassName
    forwarding = declared.forwarding
    delegate = declared.containerDelegate
    if let column = specification.collapsesTo?.value { topColumnForCollapsing = column }
  }

  override var orientationOverrides: OrientationOverrides { declared.orientationOverrides }

  override var shouldAutomaticallyForwardAppearanceMethods: Bool { declared.forwardsAppearance }

  override var shouldAutomaticallyForwardRotationMethods: Bool { declared.forwardsRotation }

  override var wantsFullScreenLayout: Bool { declared.answers.wantsFullScreenLayout?.value ?? false }

  override var prefersInterfaceOrientationLocked: Bool { declared.answers.prefersLocked?.value ?? false }

  override var supportedInterfaceOrientations: InterfaceOrientationMask {
    declared.supportedInterfaceOrientations(inherited: super.supportedInterfaceOrientations)
  }

  override var shouldAutorotate: Bool {
    declared.shouldAutorotate(inherited: super.shouldAutorotate)
  }

  override var preferredInterfaceOrientationForPresentation: InterfaceOrientation {
    declared.preferredInterfaceOrientationForPresentation(
      inherited: super.preferredInterfaceOrientationForPresentation)
  }

  override func shouldAutorotate(to interfaceOrientation: InterfaceOrientation) -> Bool {
    declared.shouldAutorotate(to: interfaceOrientation, inherited: super.shouldAutorotate(to:))
  }

  override func willRotate(to toInterfaceOrientation: InterfaceOrientation, duration: Double) {
    declared.spendTime(in: .willRotate, of: self)
  }

  override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
    declared.spendTime(in: .viewWillTransition, of: self)
    guard !declared.implementsViewWillTransition else { return }
    super.viewWillTransition(to: size, with: coordinator)
  }

  override func viewDidLoad() {
    declared.spendTime(in: .viewDidLoad, of: self)
    declared.observeDeviceOrientation(for: self)
  }
}

/// The delegate of a declared navigation, tab bar or split view controller with `delegateMask:`
/// or `delegatePreferredForPresentation:`: it implements the container's
/// `…SupportedInterfaceOrientations(_:)` method and returns the mask, which decides for the
/// container from iOS 7, and its `…PreferredInterfaceOrientationForPresentation(_:)` (Apple,
/// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontrollersupportedinterfaceorientations(_:),
/// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontrollersupportedinterfaceorientations(_:),
/// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontrollersupportedinterfaceorientations(_:)).
final class DeclaredContainerDelegate: NavigationControllerDelegate, TabBarControllerDelegate,
  SplitViewControllerDelegate
{
  /// `delegateMask:`; `nil`: the delegate does not implement the mask method.
  let mask: InterfaceOrientationMask?
  /// `delegatePreferredForPresentation:`; `nil`: the delegate does not implement the method.
  let preferred: InterfaceOrientation?

  init(mask: InterfaceOrientationMask?, preferred: InterfaceOrientation?) {
    self.mask = mask
    self.preferred = preferred
  }

  func navigationControllerSupportedInterfaceOrientations(_ navigationController: NavigationController)
    -> InterfaceOrientationMask?
  { mask }

  func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: TabBarController)
    -> InterfaceOrientationMask?
  { mask }

  func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: SplitViewController)
    -> InterfaceOrientationMask?
  { mask }

  func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: NavigationController)
    -> InterfaceOrientation?
  { preferred }

  func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: TabBarController)
    -> InterfaceOrientation?
  { preferred }

  func splitViewControllerPreferredInterfaceOrientationForPresentation(_ splitViewController: SplitViewController)
    -> InterfaceOrientation?
  { preferred }
}
