import Testing

@testable import SwivelKit

@Suite struct TimerTests {
  @Test func aOneShotTimerFiresOnceAndBecomesInvalid() {
    let runLoop = RunLoop()
    var firings: [Double] = []
    let timer = runLoop.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in firings.append(runLoop.now) }
    runLoop.run(for: 3)
    #expect(firings.count == 1)
    #expect(abs(firings[0] - 0.5) < 1e-9)
    #expect(!timer.isValid)
  }

  @Test func aRepeatingTimerFiresEveryIntervalUntilInvalidated() {
    let runLoop = RunLoop()
    var firings: [Double] = []
    runLoop.scheduledTimer(withTimeInterval: 0.25, repeats: true) { timer in
      firings.append(runLoop.now)
      if firings.count == 3 { timer.invalidate() }
    }
    runLoop.run(for: 2)
    #expect(firings.count == 3)
    for (firing, expected) in zip(firings, [0.25, 0.5, 0.75]) { #expect(abs(firing - expected) < 1e-9) }
    #expect(runLoop.nextDueTime == nil)
  }

  @Test func anInvalidatedTimerNeverFires() {
    let runLoop = RunLoop()
    var fired = false
    let timer = runLoop.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in fired = true }
    timer.invalidate()
    runLoop.run(for: 5)
    #expect(!fired)
    #expect(!timer.isValid)
  }

  // Apple, scheduledTimerWithTimeInterval: an interval of 0 or less becomes 0.1 ms.
  @Test func aRepeatingTimerWithZeroIntervalUsesTheMinimum() {
    let runLoop = RunLoop()
    var count = 0
    runLoop.scheduledTimer(withTimeInterval: 0, repeats: true) { _ in count += 1 }
    runLoop.run(for: 0.00105)  // ten intervals, with room for rounding
    #expect(count == 10)
  }

  @Test func aOneShotTimerWithZeroIntervalFiresAfterTheMinimum() {
    let runLoop = RunLoop()
    var fired = false
    let timer = runLoop.scheduledTimer(withTimeInterval: -1, repeats: false) { _ in fired = true }
    #expect(abs(timer.fireDate - Timer.minimumInterval) < 1e-12)
    runLoop.run(until: 0)
    #expect(!fired)
    runLoop.run(for: Timer.minimumInterval)
    #expect(fired)
  }

  @Test func timersAndPerformsDueAtTheSameTimeKeepTheirSchedulingOrder() {
    let runLoop = RunLoop()
    var log: [String] = []
    runLoop.perform(afterDelay: 1) { log.append("perform") }
    runLoop.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in log.append("timer") }
    runLoop.perform(afterDelay: 1) { log.append("perform 2") }
    runLoop.run(for: 1)
    #expect(log == ["perform", "timer", "perform 2"])
  }
}
