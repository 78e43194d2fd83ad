import SwivelCore

/// Times an application's animated modal presentations and dismissals in virtual time.
///
/// A transition's `will` callbacks come when it starts; its end (the `did` callbacks, the
/// `presented`/`dismissed` event, the completion) comes ``duration`` later when animated, at
/// once otherwise. At most one transition runs: a rotation, a presentation, a dismissal, a root
/// change, a push, a pop or a tab selection that comes meanwhile ends it at once first
/// (the application ends what animates first), so every `will` keeps its `did`.
///
/// It belongs to the application, not to its ``Application/rotationHandler``: presentations
/// are timed the same whoever handles rotation.
public final class ModalTransition {
  /// Seconds of virtual time an animated modal presentation or dismissal takes, from its
  /// `viewWillAppear`/`viewWillDisappear` to its `viewDidAppear`/`viewDidDisappear` and
  /// completion. The default is 0.4 s: UIKit does not publish the duration of its built-in
  /// modal transitions; 0.4 s is the duration observed for its `crossDissolve` transition
  /// (quanshousio/ToastUI#35, "current duration is 0.4", a transition "internally handled by
  /// UIKit"), which Swivel uses for every style. A transition that is not animated takes no time.
  public var duration: Double = 0.4 {
    willSet { precondition(newValue.isFinite && newValue >= 0, "a duration must be finite and not negative") }
  }

  private unowned let runLoop: RunLoop
  /// The end of the transition under way, if one is animating.
  private var end: (() -> Void)?
  private var pendingEnd: PerformRequest?

  init(runLoop: RunLoop) {
    self.runLoop = runLoop
  }

  /// Whether an animated transition is under way (between its `will` callbacks and its `did`
  /// callbacks).
  public var isRunning: Bool { end != nil }

  /// Runs `end` after ``duration`` of virtual time if `animated`, else at once; a transition
  /// under way ends first.
  func run(animated: Bool, end: @escaping () -> Void) {
    finishNow()
    guard animated, duration > 0 else {
      end()
      return
    }
    self.end = end
    pendingEnd = runLoop.perform("endPresentationTransition", target: self, afterDelay: duration) { transition in
      transition.pendingEnd = nil
      transition.runEnd()
    }
  }

  /// Ends the transition under way now, if any.
  func finishNow() {
    if let pendingEnd { runLoop.cancel(pendingEnd) }
    pendingEnd = nil
    runEnd()
  }

  private func runEnd() {
    let end = self.end
    self.end = nil
    end?()
  }
}
