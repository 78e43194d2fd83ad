import SwivelCore

/// What a controller gets with `viewWillTransition(to:with:)`: the rotation's duration and
/// turn, and a place to add work that runs with the animation and after it.
///
/// The rotation transaction makes one per rotation. Blocks given to
/// ``animate(alongsideTransition:completion:)`` run in the order they were added: the
/// alongside blocks inside the animation, once the window and the views have their new bounds;
/// the completion blocks when the animation is over, a duration of virtual time later (Apple,
/// `UIViewControllerTransitionCoordinator`).
///
/// UIKit: `UIViewControllerTransitionCoordinator` (which is also its own
/// `UIViewControllerTransitionCoordinatorContext`).
public final class TransitionCoordinator {
  /// How long the animation lasts, in seconds. UIKit: `transitionDuration`.
  public let transitionDuration: Double
  /// Whether the transition is animated: a rotation always is. UIKit: `isAnimated`.
  public let isAnimated: Bool
  /// The orientation before. Not in UIKit's protocol; the status bar tells the same.
  public let fromInterfaceOrientation: InterfaceOrientation
  /// The orientation after.
  public let toInterfaceOrientation: InterfaceOrientation

  /// A rotation is never cancelled in Swivel. UIKit: `isCancelled`.
  public var isCancelled: Bool { false }

  /// Whether the alongside blocks have run (the animation has begun).
  public private(set) var hasBegunAnimation = false
  /// Whether the completion blocks have run.
  public private(set) var isComplete = false

  /// Work to run with the animation or after it: a block, or a controller's legacy callback
  /// (kept as the controller, so that the default `viewWillTransition(to:with:)` of a thousand
  /// controllers makes no closure).
  private enum Work {
    case block((TransitionCoordinator) -> Void)
    case legacyCallback(ViewController)
  }

  private var alongside: [Work] = []
  private var completions: [Work] = []

  init(duration: Double, from: InterfaceOrientation, to: InterfaceOrientation) {
    transitionDuration = duration
    isAnimated = true
    fromInterfaceOrientation = from
    toInterfaceOrientation = to
  }

  /// The turn the rotation makes, as UIKit gives it to counter-rotate a view: a quarter turn
  /// one way or the other, or a half turn.
  ///
  /// UIKit: `targetTransform`.
  public var targetTransform: AffineTransform {
    guard let from = fromInterfaceOrientation.quarterTurnsFromPortrait,
      let to = toInterfaceOrientation.quarterTurnsFromPortrait
    else { return .identity }
    // UIKit turns the content back by the device's turn: from portrait to landscapeRight, -90°.
    let turns = (from - to + 4) % 4
    return AffineTransform(quarterTurns: turns == 3 ? -1 : turns)
  }

  /// Adds work to run with the animation and after it. Either may be `nil`.
  ///
  /// Work added once the animation has begun runs at once (alongside) or at the end (completion),
  /// as UIKit runs an alongside block added late immediately.
  ///
  /// UIKit: `animate(alongsideTransition:completion:)`.
  ///
  /// - Returns: `true`, as UIKit returns when the blocks were taken.
  @discardableResult
  public func animate(
    alongsideTransition animation: ((TransitionCoordinator) -> Void)?,
    completion: ((TransitionCoordinator) -> Void)? = nil
  ) -> Bool {
    if let animation {
      if hasBegunAnimation && !isComplete {
        animation(self)
      } else if !hasBegunAnimation {
        alongside.append(.block(animation))
      }
    }
    if let completion {
      if isComplete { completion(self) } else { completions.append(.block(completion)) }
    }
    return true
  }

  /// Asks for `controller`'s `willAnimateRotation` alongside the animation and its `didRotate`
  /// on completion, in the order blocks are added: what UIKit's default
  /// `viewWillTransition(to:with:)` does.
  func addLegacyCallbacks(for controller: ViewController) {
    alongside.append(.legacyCallback(controller))
    completions.append(.legacyCallback(controller))
  }

  /// Runs the alongside blocks: the animation begins.
  func runAlongsideAnimations() {
    hasBegunAnimation = true
    var index = 0
    while index < alongside.count {
      switch alongside[index] {
      case .block(let block): block(self)
      case .legacyCallback(let controller):
        controller.sendWillAnimateRotation(to: toInterfaceOrientation, duration: transitionDuration)
      }
      index += 1
    }
    alongside.removeAll()
  }

  /// Runs the completion blocks: the animation is over.
  func runCompletions() {
    isComplete = true
    var index = 0
    while index < completions.count {
      switch completions[index] {
      case .block(let block): block(self)
      case .legacyCallback(let controller): controller.sendDidRotate(from: fromInterfaceOrientation)
      }
      index += 1
    }
    completions.removeAll()
  }
}
