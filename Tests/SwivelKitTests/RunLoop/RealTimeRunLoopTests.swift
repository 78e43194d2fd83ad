import Testing

@testable import SwivelKit

/// A stand-in for the real clock: waiting records the deadline and lands `lateness` seconds
/// after it, as a busy machine does. Nothing sleeps.
private final class LateClock: RunLoopClock {
  private(set) var now: Double = 0
  private(set) var waits: [Double] = []
  let lateness: Double

  init(lateness: Double) { self.lateness = lateness }

  func wait(until deadline: Double) {
    waits.append(deadline)
    if deadline > now { now = deadline + lateness }
  }

  func advance(by seconds: Double) { now += seconds }
}

@Suite struct RealTimeRunLoopTests {
  // Issue 3, point 1: the same interface in real time, the clock injected.
  @Test func theRunLoopWaitsOnItsClockForEachPieceOfWorkInTurn() {
    let clock = LateClock(lateness: 0)
    let runLoop = RunLoop(clock: clock)
    var log: [String] = []
    runLoop.perform(afterDelay: 0.2) { log.append("b") }
    runLoop.perform(afterDelay: 0.1) { log.append("a") }
    runLoop.run(until: 1)
    #expect(log == ["a", "b"])
    #expect(clock.waits == [0.1, 0.2, 1])
  }

  @Test func lateWorkStillRunsInOrderAndDelaysCountFromTheRealNow() {
    let clock = LateClock(lateness: 0.05)
    let runLoop = RunLoop(clock: clock)
    var times: [String: Double] = [:]
    runLoop.perform(afterDelay: 0.1) {
      times["a"] = runLoop.now
      runLoop.perform(afterDelay: 0) { times["after a"] = runLoop.now }
    }
    runLoop.perform(afterDelay: 0.12) { times["b"] = runLoop.now }
    runLoop.run(until: 1)
    // a was 0.05 s late and b was already due by then: b runs without a wait, then a's deferred work.
    #expect(abs(times["a"]! - 0.15) < 1e-9)
    #expect(abs(times["b"]! - 0.15) < 1e-9)
    #expect(abs(times["after a"]! - 0.15) < 1e-9)
    #expect(clock.waits == [0.1, 1])
  }

  // NSTimer: a late repeating timer fires once, then keeps to its schedule.
  @Test func aLateRepeatingTimerSkipsMissedFiringsAndKeepsItsSchedule() {
    let clock = LateClock(lateness: 0)
    let runLoop = RunLoop(clock: clock)
    var firings: [Double] = []
    // Unowned: the run loop keeps its timers, so a block that kept the run loop would never go.
    runLoop.scheduledTimer(withTimeInterval: 1, repeats: true) { [unowned runLoop] _ in
      firings.append(runLoop.now)
      if firings.count == 1 { clock.advance(by: 2.5) }  // a long callout
    }
    runLoop.run(until: 5.5)
    #expect(firings.count == 3)
    for (firing, expected) in zip(firings, [1.0, 4.0, 5.0]) { #expect(abs(firing - expected) < 1e-9) }
  }

  @Test func theRealClockMovesForwardAndWaitsForShortDeadlines() {
    let clock = RealClock()
    let start = clock.now
    clock.wait(until: start + 0.002)
    #expect(clock.now >= start + 0.002)
    #expect(clock.now - start < 1)
  }
}
