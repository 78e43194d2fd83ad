import SwivelCore
import SwivelKit

/// A view controller declared under `controllers:`: a subclass whose overrides return the
/// declared answers (scenario spec, section 5).
///
/// An answer that is absent is a method not overridden: the override calls `super`, so UIKit's
/// default for the era and idiom applies and the rotation policy reports it as the default.
/// `set:` steps change the answers from then on.
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
  /// The declared answers, as changed by `set:` steps so far.
  var answers: ControllerAnswers
  /// Builds the declared views into the root view when it loads.
  private let specification: ControllerSpecification
  private unowned let world: ScenarioWorld

  init(specification: ControllerSpecification, world: ScenarioWorld) {
    self.specification = specification
    self.answers = specification.answers
    self.world = world
    super.init(identifier: specification.id)
    className = specification.resolvedClassName
  }

  override var supportedInterfaceOrientations: InterfaceOrientationMask {
    answers.supported?.value ?? super.supportedInterfaceOrientations
  }

  override var shouldAutorotate: Bool {
    answers.shouldAutorotate?.value ?? super.shouldAutorotate
  }

  override var preferredInterfaceOrientationForPresentation: InterfaceOrientation {
    answers.preferredForPresentation?.value ?? super.preferredInterfaceOrientationForPresentation
  }

  override func shouldAutorotate(to interfaceOrientation: InterfaceOrientation) -> Bool {
    guard let legacy = answers.legacyAutorotate?.value else { return super.shouldAutorotate(to: interfaceOrientation) }
    return legacy.contains(interfaceOrientation)
  }

  override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
    if answers.transitionCallbacks?.value == true { return }
    super.viewWillTransition(to: size, with: coordinator)
  }

  /// The root view, at the size it has in the launch orientation (the declared frames are
  /// laid out for it, spec section 5.1), with the declared views; the window then places it,
  /// autoresizing them if the interface has turned since launch.
  override func loadView() {
    super.loadView()
    view.frame = Rect(origin: .zero, size: world.launchRootViewSize)
    for subview in specification.views {
      // A fresh view is never an ancestor of the root view: adding cannot fail.
      try! view.addSubview(world.makeView(subview))
    }
  }
}

/// A declared controller with `rotationCallbacks: twoStep`: it implements the half-step
/// rotation callbacks of iOS 5 and earlier (seed 002).
final class DeclaredTwoStepViewController: DeclaredViewController, TwoStepRotation {}
