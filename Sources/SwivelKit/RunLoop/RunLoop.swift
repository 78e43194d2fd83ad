/// The application's run loop: work to do later, in order of time, on an injected clock.
///
/// Work comes as delayed performs (``perform(_:target:afterDelay:_:)``) and timers
/// (``scheduledTimer(withTimeInterval:repeats:_:)``). Nothing runs until the run loop is run
/// (``run(until:)``, ``run(for:)``, ``settle()``); it then runs what is due in order of due
/// time, and work due at the same time in the order it was scheduled. Each piece of work runs
/// in a turn of its own, so a perform after a delay of 0 made while a notification is being
/// delivered runs after the delivery is over, on a later turn (seed 004).
///
/// The clock decides what time means: on a ``VirtualClock`` waiting is free and time moves only
/// when the run loop waits (simulation); on a ``RealClock`` the same calls block until the real
/// time comes (live use). There is no global run loop: each ``Application`` owns one.
///
/// UIKit: `NSRunLoop` (the main run loop), `NSObject.performSelector:withObject:afterDelay:`,
/// `NSObject.cancelPreviousPerformRequestsWithTarget:`, `NSTimer`.
///
/// Files that also import Foundation write `SwivelKit.RunLoop`.
public final class RunLoop {
  /// The clock the run loop reads and waits on.
  public let clock: any RunLoopClock

  /// The scheduled work, latest first, so that the next piece is taken from the end.
  private var queue: [Entry] = []
  /// How many entries are not repeating timers (performs and one-shot timers).
  private var oneShotCount = 0
  private var isRunning = false

  /// The number of turns run so far: one per perform or timer firing.
  public private(set) var turnCount = 0
  /// Until when the main thread is taken by the app's own work (``beginBusy(for:)``): nothing
  /// the run loop holds runs before then.
  public private(set) var busyUntil = 0.0

  /// A run loop on the given clock; by default a ``VirtualClock`` starting at 0.
  public init(clock: any RunLoopClock = VirtualClock()) {
    self.clock = clock
  }

  /// Cancels the work still scheduled: a perform kept for later can never run once its run loop
  /// has gone away, and letting go of its target and work ends the cycles they make with
  /// whoever keeps the request (a rotator or a transition that keeps its pending step).
  deinit {
    for entry in queue {
      switch entry.work {
      case .perform(let request): request.finish(cancelled: true)
      case .timer(let timer): timer.invalidate()
      }
    }
  }

  /// The clock's current time, in seconds.
  public var now: Double { clock.now }

  /// When the next piece of work is due, or `nil` when nothing is scheduled.
  public var nextDueTime: Double? { queue.last?.due }

  /// Whether work other than repeating timers is waiting (performs, one-shot timers).
  public var hasPendingWork: Bool { oneShotCount > 0 }

  // MARK: - Performs

  /// Runs `body` with `target` after `delay` seconds, on a later turn of the run loop.
  ///
  /// A delay of 0 (or less) still waits for the run loop: the work runs after the current turn
  /// is over and after all work already due at this time. The run loop keeps `target` alive
  /// until the work has run or has been cancelled, as UIKit retains the receiver.
  ///
  /// UIKit: `performSelector:withObject:afterDelay:`.
  ///
  /// - Parameters:
  ///   - selector: names the work, so that ``cancelPreviousPerformRequests(withTarget:selector:)``
  ///     can find it.
  ///   - target: the object the work is for; passed back to `body`, so `body` need not capture it.
  ///   - delay: seconds from now.
  ///   - body: the work.
  /// - Returns: the request, which can be cancelled on its own.
  @discardableResult
  public func perform<Target: AnyObject>(
    _ selector: Selector, target: Target, afterDelay delay: Double, _ body: @escaping (Target) -> Void
  ) -> PerformRequest {
    precondition(!delay.isNaN, "a perform's delay must be a number")
    let request = PerformRequest(selector: selector, target: target, due: now + max(delay, 0)) { body(target) }
    enqueue(.perform(request), due: request.due)
    return request
  }

  /// Runs `body` after `delay` seconds, on a later turn, for no target.
  ///
  /// UIKit: `dispatch_after` on the main queue; `RunLoop.perform(_:)` for a delay of 0.
  @discardableResult
  public func perform(afterDelay delay: Double, _ body: @escaping () -> Void) -> PerformRequest {
    precondition(!delay.isNaN, "a perform's delay must be a number")
    let request = PerformRequest(selector: nil, target: nil, due: now + max(delay, 0), body: body)
    enqueue(.perform(request), due: request.due)
    return request
  }

  /// Cancels every perform for `target` that has not run yet, whatever its selector.
  ///
  /// Timers are not affected. UIKit: `cancelPreviousPerformRequestsWithTarget:`.
  public func cancelPreviousPerformRequests(withTarget target: AnyObject) {
    cancelPerforms { $0.target === target }
  }

  /// Cancels the performs for `target` with this selector that have not run yet.
  ///
  /// A perform for the same target with another selector stays scheduled (seed 004's code
  /// cancels `relayoutLayers` but performs `orientationChangedMethod`: such a cancel misses).
  /// UIKit: `cancelPreviousPerformRequestsWithTarget:selector:object:`, the object being compared
  /// by the closure's own capture instead.
  public func cancelPreviousPerformRequests(withTarget target: AnyObject, selector: Selector) {
    cancelPerforms { $0.target === target && $0.selector == selector }
  }

  func cancel(_ request: PerformRequest) {
    cancelPerforms { $0 === request }
  }

  private func cancelPerforms(where matches: (PerformRequest) -> Bool) {
    queue.removeAll { entry in
      guard case .perform(let request) = entry.work, matches(request) else { return false }
      request.finish(cancelled: true)
      oneShotCount -= 1
      return true
    }
  }

  // MARK: - Timers

  /// Schedules a timer that fires `interval` seconds from now, and every `interval` seconds
  /// after that if it repeats, until it is invalidated.
  ///
  /// A repeating timer is rescheduled from its scheduled firing time, not from the time it
  /// actually fired; if the run loop was late past several firing times, it fires once and
  /// then keeps to its schedule, as `NSTimer` does. An interval of 0 or less becomes 0.1 ms,
  /// as `NSTimer` has it ("If ti is less than or equal to 0.0, this method chooses the
  /// nonnegative value of 0.1 milliseconds instead"), so a repeating timer cannot hold the run
  /// loop at one instant forever.
  ///
  /// UIKit: `NSTimer.scheduledTimerWithTimeInterval:repeats:block:`.
  @discardableResult
  public func scheduledTimer(
    withTimeInterval interval: Double, repeats: Bool, _ block: @escaping (Timer) -> Void
  ) -> Timer {
    precondition(!interval.isNaN, "a timer's interval must be a number")
    let interval = max(interval, Timer.minimumInterval)
    let timer = Timer(runLoop: self, interval: interval, repeats: repeats, fireDate: now + interval, block: block)
    enqueue(.timer(timer), due: timer.fireDate)
    return timer
  }

  func remove(_ timer: Timer) {
    queue.removeAll { entry in
      guard case .timer(let scheduled) = entry.work, scheduled === timer else { return false }
      if !entry.isRepeating { oneShotCount -= 1 }
      return true
    }
  }

  // MARK: - The app's own time

  /// Whether the main thread is taken by the app's own work now (``beginBusy(for:)``).
  public var isBusy: Bool { busyUntil > clock.now }

  /// The app's code takes the main thread for `seconds` from now (a synchronous load, a slow
  /// computation): nothing the run loop holds (performs, timers, the steps of an animation, the
  /// events that arrive meanwhile) runs before the time is up; then all that fell due runs,
  /// late, in the order it fell due. The clock does not move: time passes as the run loop is
  /// run. Busy times that overlap end with the later one.
  public func beginBusy(for seconds: Double) {
    precondition(!seconds.isNaN, "a busy time must be a number")
    busyUntil = max(busyUntil, clock.now + max(seconds, 0))
  }

  /// The app's code, running now inside a turn of the run loop (a callback), takes `seconds`
  /// before it returns: the clock moves on by that much, and what fell due meanwhile runs late,
  /// after the turn. On a real clock this blocks.
  public func spend(_ seconds: Double) {
    precondition(!seconds.isNaN, "a busy time must be a number")
    clock.wait(until: clock.now + max(seconds, 0))
  }

  /// When a piece of work due at `due` can run: not before the main thread is free.
  private func start(_ due: Double) -> Double { max(due, busyUntil) }

  // MARK: - Running

  /// Runs everything due up to `deadline`, in order, then leaves the clock at `deadline`.
  ///
  /// Work scheduled while running is run too if it falls due by the deadline. A deadline in
  /// the past runs only what is already due. On a real clock this blocks until the deadline.
  ///
  /// UIKit: `-[NSRunLoop runUntilDate:]`.
  public func run(until deadline: Double) {
    precondition(!deadline.isNaN, "a run loop deadline must be a number")
    precondition(!isRunning, "RunLoop.run is not reentrant: do not run the run loop from work it runs")
    isRunning = true
    defer { isRunning = false }
    while let first = queue.last, start(first.due) <= max(deadline, clock.now) {
      if start(first.due) > clock.now { clock.wait(until: start(first.due)) }
      runFirst()
    }
    clock.wait(until: deadline)
  }

  /// Runs everything due in the next `duration` seconds (see ``run(until:)``).
  public func run(for duration: Double) {
    run(until: now + max(duration, 0))
  }

  /// Runs until no perform and no one-shot timer is left, moving the clock to each in turn.
  ///
  /// Repeating timers fire as they fall due meanwhile, but do not keep the run loop going: this
  /// is how a scenario lets everything it started (a deferred perform, an animation) finish
  /// before it looks at the state. Work that keeps scheduling new work forever never settles.
  public func settle() {
    precondition(!isRunning, "RunLoop.run is not reentrant: do not run the run loop from work it runs")
    isRunning = true
    defer { isRunning = false }
    while hasPendingWork, let first = queue.last {
      if start(first.due) > clock.now { clock.wait(until: start(first.due)) }
      runFirst()
    }
  }

  private func runFirst() {
    let entry = queue.removeLast()
    if !entry.isRepeating { oneShotCount -= 1 }
    turnCount += 1
    switch entry.work {
    case .perform(let request):
      request.run()
    case .timer(let timer):
      timer.fire()
      if timer.isValid, timer.repeats {
        var next = timer.fireDate + timer.timeInterval
        while next <= clock.now, timer.timeInterval > 0 { next += timer.timeInterval }
        timer.fireDate = next
        enqueue(.timer(timer), due: next)
      } else {
        timer.invalidate()
      }
    }
  }

  private func enqueue(_ work: Entry.Work, due: Double) {
    let entry = Entry(work: work, due: due)
    if !entry.isRepeating { oneShotCount += 1 }
    // The queue runs latest first: the new entry goes after every entry due later and before
    // every entry due at the same time or earlier, so same-time work keeps its order.
    var low = 0, high = queue.count
    while low < high {
      let middle = (low + high) / 2
      if queue[middle].due > due { low = middle + 1 } else { high = middle }
    }
    queue.insert(entry, at: low)
  }

  private struct Entry {
    enum Work {
      case perform(PerformRequest)
      case timer(Timer)
    }
    var work: Work
    var due: Double

    var isRepeating: Bool {
      if case .timer(let timer) = work { return timer.repeats }
      return false
    }
  }
}

extension RunLoop {
  /// The name of a piece of delayed work, to find it again when cancelling.
  ///
  /// UIKit: the `SEL` given to `performSelector:withObject:afterDelay:`. Written as a string
  /// literal: `"orientationChanged"`.
  public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The selector's name.
    public let name: String

    /// The selector with the given name.
    public init(_ name: String) { self.name = name }
    public init(stringLiteral name: String) { self.name = name }

    public var description: String { name }
  }
}
