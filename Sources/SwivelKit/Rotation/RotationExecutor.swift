import SwivelCore

/// Carries out a ``RotationTransaction``'s steps on the application, its key window and the
/// controllers that hear of the rotation (``targets``, fixed when the rotation begins, so that
/// every `will` has its `did` even if the tree changes meanwhile).
final class RotationExecutor {
  private(set) var transaction: RotationTransaction
  /// The controllers that hear of the rotation, parents first. A container that takes a child
  /// off screen as its traits change (a split view controller collapsing) takes it out of the
  /// rotation too, before the child hears of it.
  private(set) var targets: [ViewController]
  /// The controllers that hear `viewWillTransition(to:with:)`: the targets and, from iOS 8,
  /// those a full-screen presentation hides (``ViewController/appendControllersHearingSizeTransitions(to:window:)``).
  private(set) var sizeTransitionTargets: [ViewController]
  private unowned let application: Application
  private let window: Window
  /// Where the window goes: made from a decision's orientation, so never `unknown`'s.
  private let geometry: WindowGeometry
  private let coordinator: TransitionCoordinator?
  private let oldTraits: TraitCollection
  private let newTraits: TraitCollection

  /// - Parameter previousTraits: the scene's traits before it moved to another screen (a
  ///   foldable device folding or opening) or took another size; `nil`: those of the orientation
  ///   it turns from.
  init(
    application: Application, window: Window, to geometry: WindowGeometry, previousTraits: TraitCollection? = nil,
    duration: Double, targets: [ViewController], sizeTransitionTargets: [ViewController]
  ) {
    let era = application.systemBehavior
    let from = application.statusBarOrientation
    let to = geometry.interfaceOrientation
    oldTraits = previousTraits ?? application.sceneTraitCollection(in: from)
    newTraits = application.sceneTraitCollection(in: to)
    let style: RotationTransaction.Style
    if era.hasTransitionCoordinator {
      style = .coordinator(traitsChange: era.hasTraitCollections && oldTraits != newTraits)
      coordinator = TransitionCoordinator(duration: duration, from: from, to: to)
    } else {
      let twoStep = era.deliversTwoStepRotationCallbacks && targets.contains { $0 is any TwoStepRotation }
      style = twoStep ? .twoStep : .oneStep
      coordinator = nil
    }
    transaction = RotationTransaction(from: from, to: to, duration: duration, style: style)
    self.application = application
    self.window = window
    self.geometry = geometry
    self.targets = targets
    self.sizeTransitionTargets = sizeTransitionTargets
  }

  /// Carries out the transaction's next steps.
  ///
  /// - Returns: the delay before the next call, or `nil` when the rotation is over.
  func advance() -> Double? {
    let action = transaction.next()
    for step in action.steps { perform(step) }
    return action.delay
  }

  private func perform(_ step: RotationTransaction.Step) {
    let (from, to, duration) = (transaction.from, transaction.to, transaction.duration)
    switch step {
    case .willTransitionToTraits:
      guard let coordinator else { return }
      let changes = application.containerViewChanges
      for target in targets {
        if application.containerViewChanges != changes, let view = target.storedView, !view.isDescendant(of: window) {
          continue
        }
        target.sendWillTransition(to: newTraits, with: coordinator)
      }
      if application.containerViewChanges != changes {
        let window = window
        let left = targets.filter { $0.storedView.map { !$0.isDescendant(of: window) } ?? false }
        targets.removeAll { target in left.contains { $0 === target } }
        sizeTransitionTargets.removeAll { target in left.contains { $0 === target } }
      }
    case .viewWillTransitionToSize:
      guard let coordinator else { return }
      // The size the window takes: the screen's in the new orientation, or the scene's own.
      let size = geometry.windowBounds.size
      // A container whose override does not call the base implementation forwards the size
      // change to none of its children (nor theirs); presented controllers hear it from UIKit.
      var silenced: [ViewController] = []
      for target in sizeTransitionTargets {
        if !silenced.isEmpty, let parent = target.parent, silenced.contains(where: { $0 === parent }) {
          silenced.append(target)
          continue
        }
        let isHidden = !targets.contains { $0 === target }
        if !target.sendViewWillTransition(to: size, with: coordinator, isHidden: isHidden), !target.children.isEmpty {
          silenced.append(target)
        }
      }
    case .willRotate:
      for target in targets { target.sendWillRotate(to: to, duration: duration) }
    case .willAnimateFirstHalf:
      for target in targets { target.sendWillAnimateFirstHalfOfRotation(to: to, duration: duration / 2) }
    case .didAnimateFirstHalf:
      for target in targets { target.sendDidAnimateFirstHalfOfRotation(to: to) }
    case .takeNewGeometry:
      Self.take(geometry, controllers: targets, in: application, window: window)
    case .traitCollectionDidChange:
      for target in targets { target.sendTraitCollectionDidChange(oldTraits) }
    case .layout:
      window.layoutIfNeeded()
    case .willAnimateRotation:
      let isTwoStep = transaction.style == .twoStep
      for target in targets {
        if isTwoStep, target is any TwoStepRotation {
          target.sendWillAnimateSecondHalfOfRotation(from: from, duration: duration / 2)
        } else {
          target.sendWillAnimateRotation(to: to, duration: duration)
        }
      }
    case .runAlongsideAnimations:
      coordinator?.runAlongsideAnimations()
    case .runCompletions:
      coordinator?.runCompletions()
    case .didRotate:
      for target in targets { target.sendDidRotate(from: from) }
    }
  }

  /// The one geometry step, with or without rotation callbacks around it: the status bar turns
  /// (posting its notifications), the controllers take the orientation, and the window and its
  /// root view take the new bounds, autoresizing the tree (laid out by the caller); from iOS 13
  /// the scene delegate (of an app with the scene life cycle) hears of the new geometry.
  static func take(
    _ geometry: WindowGeometry, controllers: [ViewController], in application: Application, window: Window
  ) {
    let orientation = geometry.interfaceOrientation
    application.setStatusBarOrientation(orientation)
    for controller in controllers { controller.interfaceOrientation = orientation }
    window.take(geometry)
    // The status bar shows or hides for the new orientation (an iPhone hides it on its side from
    // iOS 8), before the layout that gives the views their new safe areas.
    application.updateStatusBarAppearance()
    // From iOS 13 the scene's coordinate space and orientation change with the window, and the
    // scene delegate hears of it in the same turn, once the windows have turned. An app without
    // the scene life cycle has no scene delegate to tell.
    if application.systemBehavior.hasWindowScenes, application.usesSceneLifeCycle {
      application.trace.record(
        .windowSceneDidUpdateGeometry(orientation: orientation, size: geometry.windowBounds.size))
    }
  }
}
