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
  /// - Returns: whether the override called the base implementation, which is also what forwards
  ///   the size change to the controller's children (Apple,
  ///   https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:):
  ///   "always call super at some point in your implementation so that UIKit can forward the size
  ///   change message appropriately. View controllers forward the size change message to their
  ///   views and child view controllers").
  @discardableResult
  final func sendViewWillTransition(to size: Size, with coordinator: TransitionCoordinator) -> Bool {
    record(.viewWillTransitionToSize(controller: identifier, size: size))
    calledBaseViewWillTransition = false
    viewWillTransition(to: size, with: coordinator)
    let calledBase = calledBaseViewWillTransition
    calledBaseViewWillTransition = false
    guard calledBase, systemBehavior.deliversLegacyRotationCallbacks else { return calledBase }
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
}
