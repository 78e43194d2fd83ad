import SwivelCore

extension ViewController {
  /// Starts the controller's appearance or disappearance: `viewWillAppear` or
  /// `viewWillDisappear` to it and to the children shown in its view, parents first; not to the
  /// children when ``shouldAutomaticallyForwardAppearanceMethods`` is `false`.
  ///
  /// A controller already on its way there hears nothing again. Appearing sets
  /// ``interfaceOrientation`` to the status bar's, so a controller that was hidden during a
  /// rotation sees where things stand (seed 000: "it can read the app object's
  /// statusBarOrientation property").
  ///
  /// UIKit: `beginAppearanceTransition(_:animated:)`.
  public final func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    if isAppearing {
      guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
      appearanceState = .appearing
      appearanceAnimated = animated
      if let application { interfaceOrientation = application.statusBarOrientation }
      record(.viewWillAppear(controller: identifier))
      viewWillAppear(animated)
    } else {
      guard appearanceState == .appeared || appearanceState == .appearing else { return }
      appearanceState = .disappearing
      appearanceAnimated = animated
      record(.viewWillDisappear(controller: identifier))
      viewWillDisappear(animated)
    }
    for child in childrenShownInView { child.beginAppearanceTransition(isAppearing, animated: animated) }
  }

  /// Ends the transition begun by ``beginAppearanceTransition(_:animated:)``: `viewDidAppear` or
  /// `viewDidDisappear`, to it and to the children shown in its view, parents first; not to the
  /// children when ``shouldAutomaticallyForwardAppearanceMethods`` is `false`.
  ///
  /// UIKit: `endAppearanceTransition()`.
  public final func endAppearanceTransition() {
    switch appearanceState {
    case .appearing:
      appearanceState = .appeared
      record(.viewDidAppear(controller: identifier))
      viewDidAppear(appearanceAnimated)
    case .disappearing:
      appearanceState = .disappeared
      record(.viewDidDisappear(controller: identifier))
      viewDidDisappear(appearanceAnimated)
    case .appeared, .disappeared:
      break
    }
    for child in childrenShownInView { child.endAppearanceTransition() }
  }

  /// The children whose views are inside this controller's view.
  final var childrenShownInView: [ViewController] {
    guard let view = storedView, !children.isEmpty, shouldAutomaticallyForwardAppearanceMethods else { return [] }
    return children.filter { $0.storedView?.isDescendant(of: view) ?? false }
  }
}
