/// Keeps the trace of an ``Application``: every event, stamped with the run loop's time, in
/// order of happening.
///
/// Every part of the engine records what it does here (the device's changes and the status
/// bar's come from the application itself; the rotation records its decisions and callbacks),
/// so a user can see why a rotation did or did not happen. ``onRecord`` lets a live display
/// print events as they come.
public final class TraceRecorder {
  private let clock: any RunLoopClock

  /// The events so far, oldest first.
  public private(set) var events: [TraceEvent] = []

  /// Called with each event as it is recorded; `nil` by default.
  public var onRecord: ((TraceEvent) -> Void)?

  /// A recorder stamping events with the time of `clock`.
  public init(clock: any RunLoopClock) {
    self.clock = clock
  }

  /// Records that `kind` happened now.
  public func record(_ kind: TraceEvent.Kind) {
    let event = TraceEvent(time: clock.now, kind: kind)
    events.append(event)
    onRecord?(event)
  }

  /// Forgets the events recorded so far (a long live session, a benchmark), keeping the
  /// storage so that recording goes on without allocating.
  public func removeAll() {
    events.removeAll(keepingCapacity: true)
  }

  /// The events recorded from index `start` on (for "since the previous expect").
  public func events(from start: Int) -> ArraySlice<TraceEvent> {
    events[min(max(start, 0), events.count)...]
  }
}
