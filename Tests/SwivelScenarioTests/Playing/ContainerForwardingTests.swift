import SwivelCore
import SwivelKit
import Testing

@testable import SwivelScenario

/// `forwards:` (Scenario reference, Controllers): whom a container subclass asks, in order, and
/// when its own answers count.
@Suite struct ContainerForwardingTests {
  // The navigation subclass that lets what it presents decide, then its top child
  // (`presentedViewController?.supportedInterfaceOrientations ?? topViewController?...`): a
  // sheet from iOS 13 does not decide by itself (Apple, `supportedInterfaceOrientations`: "the
  // root view controller or the topmost modal view controller that fills the window"), so only
  // the forwarding lets it turn the interface.
  @Test func aContainerForwardingToWhatItPresentsLetsASheetDecide() throws {
    let run = try play(
      """
      controllers:
        nav: {kind: navigation, forwards: [presented, top], children: [feed]}
        feed: {supported: portrait}
        player: {supported: allButUpsideDown}
      window: {root: nav}
      steps:
        - launch: portrait
        - present: {controller: player, style: pageSheet}
        - rotate: landscapeLeft
        - wait: 1
        - expect: {interface: landscapeRight}
        - dismiss: player
        - rotate: portrait
        - wait: 1
        - rotate: landscapeLeft
        - wait: 1
        - expect: {interface: portrait}
      """, ios: "15.0", device: "iphone-14")
    #expect(run.failureMessages == [])
    let text = TraceTextReport().rendered(run)
    #expect(text.contains("nav decides: nav via player"))
    #expect(text.contains("nav decides: nav via feed"))
  }

  // UIKit's own navigation controller asks nobody: the sheet's mask does not count.
  @Test func withoutForwardingTheSheetDoesNotCount() throws {
    let run = try play(
      """
      controllers:
        nav: {kind: navigation, children: [feed], supported: portrait}
        feed: {supported: portrait}
        player: {supported: allButUpsideDown}
      window: {root: nav}
      steps:
        - launch: portrait
        - present: {controller: player, style: pageSheet}
        - rotate: landscapeLeft
        - wait: 1
        - expect: {interface: portrait}
      """, ios: "15.0", device: "iphone-14")
    #expect(run.failureMessages == [])
  }

  // The video-player fix: once the full-screen player's dismissal has begun it no longer
  // answers for the container (UIKit's `isBeingDismissed`), so the feed's portrait decides and
  // the interface turns back.
  @Test func aDismissedPlayerNoLongerAnswersForTheContainer() throws {
    let run = try play(
      """
      controllers:
        nav: {kind: navigation, forwards: [presented, top], children: [feed]}
        feed: {supported: portrait}
        player: {supported: landscape, preferredForPresentation: landscapeRight}
      window: {root: nav}
      steps:
        - launch: portrait
        - present: {controller: player, style: fullScreen}
        - expect: {interface: landscapeRight}
        - dismiss: player
        - expect: {interface: portrait}
      """, ios: "15.0", device: "iphone-14")
    #expect(run.failureMessages == [])
  }

  // A forwarding container answers with its own keys when none of its targets exists.
  @Test func aForwardingContainersOwnAnswersCountWhenNoTargetExists() throws {
    let run = try play(
      """
      controllers:
        nav: {kind: navigation, forwards: [presented, top], supported: landscape}
      window: {root: nav}
      steps:
        - launch: landscapeLeft
        - rotate: portrait
        - wait: 1
        - expect: {interface: landscapeRight}
      """, ios: "15.0", device: "iphone-14")
    #expect(run.failureMessages == [])
  }

  @Test(arguments: [
    ("forwards: selected", ContainerForwarding.top), ("forwards: none", .none),
    ("forwards: [presented, top]", ContainerForwarding([.presented, .top])),
    ("forwards: [selected]", .top),
  ])
  func forwardsIsANameOrAList(written: String, expected: ContainerForwarding) throws {
    let scenario = try ScenarioLoader().load(
      yaml: "swivel: 1\ndevice: iphone-8\ncontrollers:\n  tabs: {kind: tabBar, \(written)}\n", file: "t.yaml")
    #expect(scenario.controller(id: "tabs")?.answers.forwards?.value == expected)
  }

  @Test(arguments: [
    ("forwards: [top, selected]", "t.yaml:4:40: error: 'top' twice"),
    ("forwards: []", "t.yaml:4:34: error: an empty list"),
    ("forwards: sideways", "t.yaml:4:34: error: unknown forwarding target 'sideways'"),
    ("forwards: [none]", "t.yaml:4:35: error: unknown forwarding target 'none'"),
  ])
  func badForwardsAreLocatedErrors(written: String, message: String) {
    let error = #expect(throws: ScenarioError.self) {
      try ScenarioLoader().load(
        yaml: "swivel: 1\ndevice: iphone-8\ncontrollers:\n  tabs: {kind: tabBar, \(written)}\n", file: "t.yaml")
    }
    #expect(error?.description.hasPrefix(message) == true, "\(error?.description ?? "")")
  }
}
