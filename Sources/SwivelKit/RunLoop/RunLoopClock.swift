/// The time a ``RunLoop`` runs on, in seconds from an origin of the clock's choosing.
///
/// Two clocks ship: ``VirtualClock``, whose time moves only when the run loop waits (simulation,
/// tests), and ``RealClock``, the wall clock of the machine (live use). A run loop never reads
/// the time any other way, so swapping the clock swaps virtual time for real time.
///
/// UIKit has no counterpart: `NSRunLoop` always runs on the machine's clock.
public protocol RunLoopClock: AnyObject {
  /// The current time, in seconds. Never decreases.
  var now: Double { get }

  /// Waits until ``now`` reaches `deadline`; returns at once if it already has.
  ///
  /// A virtual clock jumps to the deadline; a real clock blocks the calling thread.
  func wait(until deadline: Double)
}
