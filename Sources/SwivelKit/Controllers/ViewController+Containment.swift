import SwivelCore

extension ViewController {
  /// Adds `child` as a child controller: it leaves its previous parent, hears
  /// ``willMove(toParent:)`` with this controller, and joins its application.
  ///
  /// As in UIKit, adding its view to this controller's view and calling
  /// ``didMove(toParent:)`` afterwards is the caller's job; the containers of this module do both.
  /// A child whose view is inside this controller's view is "shown": it hears of this
  /// controller's appearances and of rotations while it is on screen.
  ///
  /// UIKit: `addChild(_:)`.
  public final func addChild(_ child: ViewController) {
    precondition(child !== self, "a controller cannot be its own child")
    if child.parent === self { return }
    child.willMove(toParent: self)
    if child.parent != nil { child.detachFromParent() }
    children.append(child)
    child.parent = self
    if let application { child.attach(to: application) }
  }

  /// Takes the controller out of its parent's children and calls ``didMove(toParent:)`` with
  /// `nil`. As in UIKit, call ``willMove(toParent:)`` with `nil` and remove the view yourself first.
  ///
  /// UIKit: `removeFromParent()`.
  public final func removeFromParent() {
    guard parent != nil else { return }
    detachFromParent()
    didMove(toParent: nil)
  }

  /// Unlinks the controller from its parent, without callbacks.
  final func detachFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
  }

  /// The controller at the top of the parent chain (the controller itself if it has no parent).
  final var rootAncestor: ViewController {
    var current = self
    while let parent = current.parent { current = parent }
    return current
  }

  /// Whether the controller is on screen or on its way there.
  final var isAppearingOrAppeared: Bool { appearanceState == .appeared || appearanceState == .appearing }

  /// Shows `child`'s view filling this controller's view (loading both), flexible in width and height.
  package final func showChildView(_ child: ViewController) {
    let container = view
    let childView = child.view
    childView.frame = container.bounds
    childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    // A child's view is never this controller's view or one of its ancestors.
    container.addKnownSubview(childView)
  }

  /// Makes this controller and everything under it (children, presented controllers) part of `application`.
  final func attach(to application: Application) {
    guard self.application !== application else { return }
    self.application = application
    attachedEra = application.systemBehavior
    attachedTrace = application.trace
    for child in children { child.attach(to: application) }
    presentedViewController?.attach(to: application)
  }

  /// Takes this controller and everything under it out of its application.
  final func detachFromApplication() {
    application = nil
    attachedEra = nil
    attachedTrace = nil
    for child in children { child.detachFromApplication() }
    presentedViewController?.detachFromApplication()
  }
}

extension ViewController {
  /// The controller that answers for a container forwarding as `forwarding` says: the first of
  /// its targets that exists (what it presents, or its visible child); `nil` when none does.
  final func forwardTarget(
    _ forwarding: ContainerAnswers.Forwarding, visibleChild: ViewController?
  ) -> ViewController? {
    for target in forwarding.targets {
      switch target {
      case .presented: if let presentedViewController { return presentedViewController }
      case .visibleChild: if let visibleChild { return visibleChild }
      }
    }
    return nil
  }

  /// The answers of what this container presents, when `forwarding` asks it; a controller whose
  /// dismissal has begun is no longer presented here (the dismissal clears the link first), as a
  /// subclass checking UIKit's `isBeingDismissed` sees it.
  final func presentedAnswers(if forwarding: ContainerAnswers.Forwarding) -> OrientationAnswers? {
    forwarding.asks(.presented) ? presentedViewController?.orientationAnswers() : nil
  }
}
