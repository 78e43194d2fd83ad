/// A timer on a ``RunLoop``: fires once, or repeatedly until invalidated.
///
/// Made by ``RunLoop/scheduledTimer(withTimeInterval:repeats:_:)``. The run loop keeps a valid
/// timer alive; an invalidated one is removed from it.
///
/// UIKit: `NSTimer`. Files that also import Foundation write `SwivelKit.Timer`.
public final class Timer {
  /// The shortest interval of a timer, as `NSTimer` has it (0.1 ms).
  public static let minimumInterval = 0.0001

  private weak var runLoop: RunLoop?
  /// Seconds between firings (for a one-shot timer, the delay it was made with).
  public let timeInterval: Double
  /// Whether it fires again after each firing.
  public let repeats: Bool
  /// When it fires next, in the run loop clock's seconds.
  public internal(set) var fireDate: Double
  private var block: ((Timer) -> Void)?

  init(runLoop: RunLoop, interval: Double, repeats: Bool, fireDate: Double, block: @escaping (Timer) -> Void) {
    self.runLoop = runLoop
    self.timeInterval = interval
    self.repeats = repeats
    self.fireDate = fireDate
    self.block = block
  }

  /// Whether the timer will still fire. UIKit: `NSTimer.valid`.
  public var isValid: Bool { block != nil }

  /// Stops the timer for good and removes it from its run loop. UIKit: `-[NSTimer invalidate]`.
  public func invalidate() {
    guard block != nil else { return }
    block = nil
    runLoop?.remove(self)
  }

  func fire() {
    block?(self)
  }
}
