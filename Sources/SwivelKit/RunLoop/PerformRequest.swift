/// A piece of work scheduled on a ``RunLoop`` to run once, later.
///
/// UIKit: what `performSelector:withObject:afterDelay:` schedules (a one-shot timer).
public final class PerformRequest {
  /// The selector it was scheduled with; `nil` for work without a target.
  public let selector: RunLoop.Selector?
  /// When it is due, in the run loop clock's seconds.
  public let due: Double
  /// The target, kept alive until the work has run or has been cancelled.
  private(set) var target: AnyObject?
  private var body: (() -> Void)?
  /// Whether it was cancelled before it ran.
  public private(set) var isCancelled = false

  init(selector: RunLoop.Selector?, target: AnyObject?, due: Double, body: @escaping () -> Void) {
    self.selector = selector
    self.target = target
    self.due = due
    self.body = body
  }

  /// Whether it has neither run nor been cancelled yet.
  public var isPending: Bool { body != nil }

  func run() {
    let work = body
    finish(cancelled: false)
    work?()
  }

  func finish(cancelled: Bool) {
    if body != nil, cancelled { isCancelled = true }
    body = nil
    target = nil
  }
}
