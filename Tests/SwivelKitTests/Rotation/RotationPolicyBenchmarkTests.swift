import SwivelCore
import SwivelExamples
import Testing

@testable import SwivelKit

@Suite struct RotationPolicyBenchmarkTests {
  // The benchmark's hierarchy really is deep, and its answer comes from the leaf.
  @Test(arguments: [0, 1, 10])
  func nestedStateForwardsToTheLeaf(depth: Int) throws {
    let state = RotationPolicyBenchmark.makeNestedState(depth: depth)
    var level = try #require(state.decider)
    var containers = 0
    while let child = level.container?.visibleChild {
      containers += 1
      level = child
    }
    #expect(containers == depth)
    let decision = RotationPolicy.decide(state, era: Fixtures.era("15.8"))
    #expect(decision.result == .rotate(to: .landscapeRight))
    #expect(decision.answeredBy?.id == (depth == 0 ? nil : "leaf"))
  }

  // landscapeLeft rotates to landscapeRight (3); portraitUpsideDown is refused on iPhone: stays portrait (1).
  @Test(arguments: ["5.1", "15.8"])
  func runAlternatesAllowedAndRefusedDecisions(era: String) {
    let state = RotationPolicyBenchmark.makeNestedState(depth: 10)
    #expect(RotationPolicyBenchmark.run(state, iterations: 4, era: Fixtures.era(era)) == 3 + 1 + 3 + 1)
  }

  // The stays name the leaf's mask through the ten containers: allButUpsideDown (bits 1, 3, 4:
  // 2 + 8 + 16 = 26) in both eras (the legacy answers are the same mask); and nobody raises.
  @Test(arguments: ["5.1", "15.8"])
  func runStaysRecordsTheDecidersMask(era: String) {
    let state = RotationPolicyBenchmark.makeNestedState(depth: 10)
    #expect(RotationPolicyBenchmark.runStays(state, iterations: 4, era: Fixtures.era(era)) == 4 * 26)
  }
}
