import Testing

@testable import SwivelScenario

@Suite struct DemoTimelineTests {
  @Test func aLongDecisionIsWrappedAtItsArrowsAndMasks() {
    let line =
      "device landscapeLeft → nav decides: nav via feed [portrait] ∩ app [portrait, portraitUpsideDown, landscapeRight, landscapeLeft] = [portrait] → stays portrait"
    #expect(
      DemoTimeline.wrappedDecision(line, time: 1) == [
        "   1.000  device landscapeLeft →",
        "            nav decides: nav via feed [portrait]",
        "            ∩ app [portrait, portraitUpsideDown, landscapeRight, landscapeLeft]",
        "            = [portrait]",
        "            → stays portrait",
      ])
    #expect(
      DemoTimeline.wrappedDecision("device portrait → stays portrait", time: 0) == [
        "   0.000  device portrait → stays portrait"
      ])
  }
}
