import SwivelCore

// The rotation callbacks as the rotation transaction sends them: each is recorded in the trace
// (Scenario reference, section 7) before the override runs.
extension ViewController {
  final func sendWillRotate(to orientation: InterfaceOrientation, duration: Double) {
    record(.willRotateToInterfaceOrientation(controller: identifier, to: orientation, duration: duration))
    willRotate(to: orientation, duration: duration)
  }

  final func sendWillAnimateRotation(to orientation: InterfaceOrientation, duration: Double) {
    record(.willAnimateRotationToInterfaceOrientation(controller: identifier, to: orientation, duration: duration))
    willAnimateRotation(to: orientation, duration: duration)
  }

  final func sendDidRotate(from orientation: InterfaceOrientation) {
    record(.didRotateFromInterfaceOrientation(controller: identifier, from: orientation))
    didRotate(from: orientation)
  }

  /// The first half-step callback, if the controller adopts ``TwoStepRotation``; returns whether it does.
  final func sendWillAnimateFirstHalfOfRotation(to orientation: InterfaceOrientation, duration: Double) {
    guard let twoStep = self as? any TwoStepRotation else { return }
    record(
      .willAnimateFirstHalfOfRotationToInterfaceOrientation(controller: identifier, to: orientation, duration: duration)
    )
    twoStep.willAnimateFirstHalfOfRotation(to: orientation, duration: duration)
  }

  final func sendDidAnimateFirstHalfOfRotation(to orientation: InterfaceOrientation) {
    guard let twoStep = self as? any TwoStepRotation else { return }
    record(.didAnimateFirstHalfOfRotationToInterfaceOrientation(controller: identifier, to: orientation))
    twoStep.didAnimateFirstHalfOfRotation(to: orientation)
  }

  final func sendWillAnimateSecondHalfOfRotation(from orientation: InterfaceOrientation, duration: Double) {
    guard let twoStep = self as? any TwoStepRotation else { return }
    record(
      .willAnimateSecondHalfOfRotationFromInterfaceOrientation(
        controller: identifier, from: orientation, duration: duration))
    twoStep.willAnimateSecondHalfOfRotation(from: orientation, duration: duration)
  }

  /// `viewWillTransition(to:with:)`, then, if the override called the base implementation and
  /// the era still has them, the legacy callbacks through the coordinator: `willRotate` now,
  /// `willAnimateRotation` alongside the animation, `didRotate` on completion.
  ///
  /// The base implementation sends the legacy rotation callbacks through the coordinator, but
  /// not to a controller a full-screen presentation hides (`isHidden`): it "does not receive any
  /// rotation events" (seed 000, "Rotations May Occur When Your View Controller Is Hidden").
  ///
  /// - Returns: whether the override called the base implementation, which is also what forwards
  ///   the size change to the controller's children (Apple,
  ///   https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:):
  ///   "always call super at some point in your implementation so that UIKit can forward the size
  ///   change message appropriately. View controllers forward the size change message to their
  ///   views and child view controllers").
  @discardableResult
  final func sendViewWillTransition(
    to size: Size, with coordinator: TransitionCoordinator, isHidden: Bool = false
  ) -> Bool {
    record(.viewWillTransitionToSize(controller: identifier, size: size))
    calledBaseViewWillTransition = false
    viewWillTransition(to: size, with: coordinator)
    let calledBase = calledBaseViewWillTransition
    calledBaseViewWillTransition = false
    guard calledBase, !isHidden, systemBehavior.deliversLegacyRotationCallbacks else { return calledBase }
    sendWillRotate(to: coordinator.toInterfaceOrientation, duration: coordinator.transitionDuration)
    coordinator.addLegacyCallbacks(for: self)
    return true
  }

  final func sendWillTransition(to traits: TraitCollection, with coordinator: TransitionCoordinator) {
    record(.willTransitionToTraitCollection(controller: identifier, traits: traits))
    willTransitionTraits(to: traits)
    willTransition(to: traits, with: coordinator)
  }

  final func sendTraitCollectionDidChange(_ previous: TraitCollection) {
    record(.traitCollectionDidChange(controller: identifier, previous: previous))
    traitCollectionDidChange(previous)
  }

  /// This controller and the controllers shown with it whose views are in the key window, parents
  /// before children and presenters before what they presented: who hears of a rotation (seed
  /// 000: "Container view controllers forward this message on to the currently displayed content
  /// view controllers"; a controller whose view is not on screen hears nothing, "Rotations May
  /// Occur When Your View Controller Is Hidden").
  ///
  /// Before iOS 8, a container whose ``shouldAutomaticallyForwardRotationMethods`` is `false`
  /// keeps its children out of the list: UIKit does not send them the rotation callbacks.
  final func appendControllersOnScreen(to list: inout [ViewController], window: Window) {
    if let view = storedView, view.isDescendant(of: window) { list.append(self) }
    if !children.isEmpty,
      systemBehavior.hasTransitionCoordinator || shouldAutomaticallyForwardRotationMethods
    {
      for child in children { child.appendControllersOnScreen(to: &list, window: window) }
    }
    presentedViewController?.appendControllersOnScreen(to: &list, window: window)
  }

  /// The controllers on screen (``appendControllersOnScreen(to:window:)``) and, in the same
  /// order, those a full-screen presentation hides: the ones whose views are under a root view
  /// a presentation took off the window. From iOS 8 they too hear `viewWillTransition(to:with:)`
  /// when the presented controller turns: "Present a modal view controller; rotate device;
  /// viewWillTransitionToSize is called on main view controller" (onmyway133/notes#202, and
  /// zenangst/Spots#286, which had to check `presentedViewController` for it).
  final func appendControllersHearingSizeTransitions(to list: inout [ViewController], window: Window) {
    var hiddenRoots: [View] = []
    collectReplacedRootViews(into: &hiddenRoots)
    appendControllers(to: &list) { view in
      view.isDescendant(of: window) || hiddenRoots.contains { view.isDescendant(of: $0) }
    }
  }

  private func collectReplacedRootViews(into roots: inout [View]) {
    if let replaced = replacedRootView { roots.append(replaced) }
    for child in children { child.collectReplacedRootViews(into: &roots) }
    presentedViewController?.collectReplacedRootViews(into: &roots)
  }

  private func appendControllers(to list: inout [ViewController], where shown: (View) -> Bool) {
    if let view = storedView, shown(view) { list.append(self) }
    for child in children { child.appendControllers(to: &list, where: shown) }
    presentedViewController?.appendControllers(to: &list, where: shown)
  }
}
