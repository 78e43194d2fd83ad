import SwivelCore
import SwivelKit
import Testing

@testable import SwivelScenario

/// `animated:` of a `present` step (spec section 6: what a step starts runs on in virtual time).
@Suite struct PresentationTimingTests {
  static func body(animated: Bool) -> String {
    """
    controllers: {feed: {supported: portrait}, photos: {supported: all}}
    window: {root: feed}
    steps:
      - launch: portrait
      - wait: 1
      - present: {controller: photos, style: fullScreen, animated: \(animated)}
      - wait: 1
      - dismiss: photos
      - wait: 1
    """
  }

  // Apple, viewDidAppear(_:): the did methods come when the transition's animation ends; an
  // animated transition takes ModalTransition.duration (0.4 s).
  @Test(arguments: zip([true, false], [0.4, 0.0]))
  func anAnimatedPresentationEndsLater(animated: Bool, delay: Double) throws {
    let run = try play(Self.body(animated: animated))
    let presented = try #require(run.events(named: "presented").first)
    let appeared = try #require(
      run.events(named: "viewWillAppear").last { $0.fields.contains { $0.value.description == "photos" } })
    #expect(abs(presented.time - appeared.time - delay) < 1e-9)
    let dismissed = try #require(run.events(named: "dismissed").first)
    #expect(abs(dismissed.time - 2.4) < 1e-9)
    #expect(run.failures.isEmpty)
  }
}
