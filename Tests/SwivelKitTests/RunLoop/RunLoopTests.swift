import Testing

@testable import SwivelKit

/// An object to perform work for.
private final class Target {
  var log: [String] = []
}

@Suite struct RunLoopTests {
  @Test func nothingRunsUntilTheRunLoopRuns() {
    let runLoop = RunLoop()
    var ran = false
    runLoop.perform(afterDelay: 0) { ran = true }
    #expect(!ran)
    runLoop.run(until: 0)
    #expect(ran)
  }

  @Test func workRunsInOrderOfDueTimeAndTheClockEndsAtTheDeadline() {
    let runLoop = RunLoop()
    var log: [(String, Double)] = []
    runLoop.perform(afterDelay: 0.3) { log.append(("c", runLoop.now)) }
    runLoop.perform(afterDelay: 0.1) { log.append(("a", runLoop.now)) }
    runLoop.perform(afterDelay: 0.2) { log.append(("b", runLoop.now)) }
    runLoop.run(until: 0.25)
    #expect(log.map(\.0) == ["a", "b"])
    #expect(abs(log[0].1 - 0.1) < 1e-9 && abs(log[1].1 - 0.2) < 1e-9)
    #expect(abs(runLoop.now - 0.25) < 1e-9)
    runLoop.run(for: 1)
    #expect(log.map(\.0) == ["a", "b", "c"])
    #expect(abs(runLoop.now - 1.25) < 1e-9)
  }

  // Issue 3, point 1: same-time work in the order it was scheduled.
  @Test func sameTimeWorkRunsInTheOrderItWasScheduled() {
    let runLoop = RunLoop()
    var log: [Int] = []
    for index in 0..<20 { runLoop.perform(afterDelay: 0.5) { log.append(index) } }
    runLoop.run(for: 0.5)
    #expect(log == Array(0..<20))
  }

  // Seed 004: performSelector:afterDelay:0 runs on the next turn, after the work in progress, and
  // after work already due at that time.
  @Test func aPerformAfterZeroMadeDuringATurnRunsAfterThatTurnAndAfterWorkAlreadyDue() {
    let runLoop = RunLoop()
    var log: [String] = []
    runLoop.perform(afterDelay: 0) {
      runLoop.perform(afterDelay: 0) { log.append("deferred") }
      log.append("first, end of turn")
    }
    runLoop.perform(afterDelay: 0) { log.append("second") }
    runLoop.run(until: 0)
    #expect(log == ["first, end of turn", "second", "deferred"])
    #expect(runLoop.turnCount == 3)
  }

  // UIKit: cancelPreviousPerformRequestsWithTarget: cancels every perform for the target.
  @Test func cancellingByTargetCancelsItsPerformsOnly() {
    let runLoop = RunLoop()
    let one = Target(), other = Target()
    runLoop.perform("a", target: one, afterDelay: 0) { $0.log.append("a") }
    runLoop.perform("b", target: one, afterDelay: 1) { $0.log.append("b") }
    runLoop.perform("a", target: other, afterDelay: 0) { $0.log.append("a") }
    runLoop.cancelPreviousPerformRequests(withTarget: one)
    runLoop.run(for: 2)
    #expect(one.log.isEmpty)
    #expect(other.log == ["a"])
  }

  // UIKit: cancelPreviousPerformRequestsWithTarget:selector:object: matches the selector too.
  @Test func cancellingBySelectorLeavesOtherSelectorsScheduled() {
    let runLoop = RunLoop()
    let target = Target()
    runLoop.perform("relayoutLayers", target: target, afterDelay: 0) { $0.log.append("relayoutLayers") }
    runLoop.perform("orientationChangedMethod", target: target, afterDelay: 0) { $0.log.append("orientationChanged") }
    runLoop.cancelPreviousPerformRequests(withTarget: target, selector: "relayoutLayers")
    runLoop.run(until: 0)
    #expect(target.log == ["orientationChanged"])
  }

  @Test func aSingleRequestCanBeCancelledAndSaysSo() {
    let runLoop = RunLoop()
    var ran = false
    let request = runLoop.perform(afterDelay: 0) { ran = true }
    #expect(request.isPending)
    runLoop.cancel(request)
    runLoop.run(for: 1)
    #expect(!ran)
    #expect(request.isCancelled && !request.isPending)
  }

  // UIKit: performSelector:withObject:afterDelay: retains the receiver until the selector is performed.
  @Test func aPerformKeepsItsTargetAliveUntilItRuns() {
    let runLoop = RunLoop()
    weak var watched: Target?
    var seen = 0
    do {
      let target = Target()
      watched = target
      runLoop.perform("work", target: target, afterDelay: 1) { _ in seen += 1 }
    }
    #expect(watched != nil)
    runLoop.run(for: 1)
    #expect(seen == 1)
    #expect(watched == nil)
  }

  @Test func aCancelledPerformReleasesItsTarget() {
    let runLoop = RunLoop()
    weak var watched: Target?
    do {
      let target = Target()
      watched = target
      runLoop.perform("work", target: target, afterDelay: 1) { _ in }
      runLoop.cancelPreviousPerformRequests(withTarget: target)
    }
    #expect(watched == nil)
  }

  @Test func aNegativeDelayCountsAsZero() {
    let runLoop = RunLoop()
    runLoop.run(for: 5)
    let request = runLoop.perform(afterDelay: -3) {}
    #expect(abs(request.due - 5) < 1e-9)
  }

  @Test func aDeadlineInThePastRunsWhatIsDueWithoutMovingTheClockBack() {
    let runLoop = RunLoop()
    runLoop.run(for: 2)
    var ran = false
    runLoop.perform(afterDelay: 0) { ran = true }
    runLoop.run(until: 1)
    #expect(ran)
    #expect(abs(runLoop.now - 2) < 1e-9)
  }

  @Test func manyPerformsRunSortedByTimeThenBySchedulingOrder() {
    let runLoop = RunLoop()
    var ran: [(due: Double, index: Int)] = []
    for index in 0..<10_000 {
      let due = Double((index * 7_919) % 101) / 100  // 101 distinct times, scattered, each used many times
      runLoop.perform(afterDelay: due) { ran.append((due, index)) }
    }
    runLoop.settle()
    #expect(ran.count == 10_000)
    #expect(zip(ran, ran.dropFirst()).allSatisfy { $0.due < $1.due || ($0.due == $1.due && $0.index < $1.index) })
  }

  @Test func settleRunsPendingWorkButNotRepeatingTimersForever() {
    let runLoop = RunLoop()
    var ticks = 0
    var done = false
    runLoop.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in ticks += 1 }
    runLoop.perform(afterDelay: 0.35) { done = true }
    runLoop.settle()
    #expect(done)
    #expect(ticks == 3)
    #expect(abs(runLoop.now - 0.35) < 1e-9)
    #expect(!runLoop.hasPendingWork)
    #expect(runLoop.nextDueTime != nil)
  }
}
