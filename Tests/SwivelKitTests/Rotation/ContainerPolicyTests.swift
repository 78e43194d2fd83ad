import SwivelCore
import Testing

@testable import SwivelKit

/// Navigation and tab bar controllers as deciders, in both eras.
@Suite struct ContainerPolicyTests {
  private static let feed = Fixtures.controller("feed", supported: .portrait, legacy: .portrait)
  private static let photos = Fixtures.controller("photos", supported: .all, legacy: .all)

  // Seed 003: "The only view controller that can cause the application to rotate is the top-most
  // view controller … especially tricky if your top-most view is a UINavigationController since it
  // will ALWAYS be the top-most view"; seed 000: from iOS 6 containers do not let children
  // override them. UIKit's own containers answer with their default (or their delegate's mask).
  static let modern: [PolicyCase] = ["6.0", "9.0", "15.8"].flatMap { era in
    [
      PolicyCase(
        name: "navigation does not ask its portrait top child", era: era,
        state: Fixtures.state(decider: Fixtures.navigation(stack: [photos, feed])),
        result: .rotate(to: .landscapeRight), reason: .allowed),
      PolicyCase(
        name: "tab bar does not ask its portrait selected tab", era: era,
        state: Fixtures.state(decider: Fixtures.tabBar(tabs: [feed, photos], selected: 0)),
        result: .rotate(to: .landscapeRight), reason: .allowed),
      // Seeds 001 and 003: a subclass that returns its top child's answers.
      PolicyCase(
        name: "forwarding navigation answers with its top child: portrait", era: era,
        state: Fixtures.state(decider: Fixtures.navigation(stack: [photos, feed], forwarding: .visibleChild)),
        result: .stay, reason: .notSupported),
      PolicyCase(
        name: "forwarding navigation answers with its top child: all", era: era,
        state: Fixtures.state(decider: Fixtures.navigation(stack: [feed, photos], forwarding: .visibleChild)),
        result: .rotate(to: .landscapeRight), reason: .allowed),
      PolicyCase(
        name: "forwarding tab bar answers with its selected tab", era: era,
        state: Fixtures.state(decider: Fixtures.tabBar(tabs: [feed, photos], selected: 1, forwarding: .visibleChild)),
        result: .rotate(to: .landscapeRight), reason: .allowed),
      PolicyCase(
        name: "forwarding tab bar refuses with its selected tab", era: era,
        state: Fixtures.state(decider: Fixtures.tabBar(tabs: [feed, photos], selected: 0, forwarding: .visibleChild)),
        result: .stay, reason: .notSupported),
      PolicyCase(
        name: "forwarding through a tab bar and a navigation controller", era: era,
        state: Fixtures.state(
          decider: Fixtures.tabBar(
            tabs: [Fixtures.navigation(stack: [feed, photos], forwarding: .visibleChild)], forwarding: .visibleChild)),
        result: .rotate(to: .landscapeRight), reason: .allowed),
      PolicyCase(
        name: "a navigation subclass overriding its own mask", era: era,
        state: Fixtures.state(decider: Fixtures.navigation(stack: [photos], supported: .portrait)),
        result: .stay, reason: .notSupported),
      // Seed 003's subclass forwards shouldAutorotate too.
      PolicyCase(
        name: "forwarding carries the child's shouldAutorotate", era: era,
        state: Fixtures.state(
          decider: Fixtures.navigation(
            stack: [Fixtures.controller("video", supported: .all, shouldAutorotate: false)], forwarding: .visibleChild)),
        result: .suppressed, reason: .shouldAutorotateReturnedNo),
    ]
  }

  @Test(arguments: modern)
  func containersDoNotAskTheirChildrenFromIOS6(_ row: PolicyCase) {
    let decision = RotationPolicy.decide(row.state, era: Fixtures.era(row.era))
    #expect(decision.result == row.result)
    #expect(decision.reason == row.reason)
  }

  // Apple, navigationControllerSupportedInterfaceOrientations(_:) and
  // tabBarControllerSupportedInterfaceOrientations(_:): "iOS 7.0+". On iOS 6 the delegate is not asked.
  @Test(
    arguments: zip(
      ["6.1", "7.0", "15.8"],
      [RotationDecision.Result.rotate(to: .landscapeRight), .stay, .stay]
    )
  )
  func containerDelegatesAnswerFromIOS7(era: String, expected: RotationDecision.Result) {
    for container in [
      Fixtures.navigation(stack: [Self.photos], delegateMask: .portrait),
      Fixtures.tabBar(tabs: [Self.photos], delegateMask: .portrait),
    ] {
      let decision = RotationPolicy.decide(Fixtures.state(decider: container), era: Fixtures.era(era))
      #expect(decision.result == expected)
      #expect(decision.maskSource == (expected == .stay ? .containerDelegate : .defaultForIdiom))
    }
  }

  @Test func forwardedDecisionNamesTheContainerAndTheChildThatAnswered() {
    let nav = Fixtures.navigation(stack: [Self.feed], forwarding: .visibleChild)
    let decision = RotationPolicy.decide(Fixtures.state(decider: nav), era: Fixtures.era("8.0"))
    #expect(decision.decider?.id == "nav")
    #expect(decision.answeredBy?.id == "feed")
  }

  // Issue 4 / crash reports (robbdimitrov/RDVTabBarController#90, "[RDVTabBarController
  // shouldAutorotate]"): the exception names the deciding container's class, not its child's.
  @Test func noCommonOrientationNamesTheContainerClass() {
    let nav = OrientationAnswers(
      id: "nav", className: "FHNavigationController",
      container: ContainerAnswers(
        kind: .navigation, children: [Fixtures.controller("landscape", supported: .landscape)],
        forwarding: .visibleChild))
    let decision = RotationPolicy.decide(
      Fixtures.state(decider: nav, infoPlist: .portrait), era: Fixtures.era("9.0"))
    #expect(
      decision.exception?.reason
        == "Supported orientations has no common orientation with the application, and [FHNavigationController shouldAutorotate] is returning YES"
    )
  }

  // Seed 000, "Understanding the Rotation Process (iOS 5 and earlier)": "a container view
  // controller asks its children for their supported interface orientations". Issue 4: the
  // navigation controller asks its top child; the tab bar controller rotates only when every
  // child agrees (bguest/BAGTabBarController: "Only supports rotation if all the UIViewControllers
  // return YES from shouldAutorotateToInterfaceOrientation:").
  static let legacy: [PolicyCase] = ["4.3", "5.1"].flatMap { era in
    [
      PolicyCase(
        name: "navigation asks its top child: YES", era: era,
        state: Fixtures.state(decider: Fixtures.navigation(stack: [feed, photos])),
        result: .rotate(to: .landscapeRight), reason: .allowed),
      PolicyCase(
        name: "navigation asks its top child: NO", era: era,
        state: Fixtures.state(decider: Fixtures.navigation(stack: [photos, feed])),
        result: .stay, reason: .notSupported),
      PolicyCase(
        name: "navigation's top child without the method answers portrait only", era: era,
        state: Fixtures.state(decider: Fixtures.navigation(stack: [photos, Fixtures.controller("plain")])),
        result: .stay, reason: .notSupported),
      PolicyCase(
        name: "empty navigation answers portrait only", era: era,
        state: Fixtures.state(decider: Fixtures.navigation(stack: [])), result: .stay, reason: .notSupported),
      PolicyCase(
        name: "a navigation subclass's own answer wins", era: era,
        state: Fixtures.state(decider: Fixtures.navigation(stack: [photos], legacy: .portrait)),
        result: .stay, reason: .notSupported),
      PolicyCase(
        name: "tab bar: every tab agrees", era: era,
        state: Fixtures.state(decider: Fixtures.tabBar(tabs: [photos, photos])),
        result: .rotate(to: .landscapeRight), reason: .allowed),
      PolicyCase(
        name: "tab bar: one tab refuses", era: era,
        state: Fixtures.state(decider: Fixtures.tabBar(tabs: [photos, feed], selected: 0)),
        result: .stay, reason: .notSupported),
      PolicyCase(
        name: "tab bar of navigation controllers asks each top child", era: era,
        state: Fixtures.state(
          decider: Fixtures.tabBar(tabs: [
            Fixtures.navigation("a", stack: [feed, photos]), Fixtures.navigation("b", stack: [photos]),
          ])),
        result: .rotate(to: .landscapeRight), reason: .allowed),
      // Seeds 001 and 003: a subclass answering for its selected child only.
      PolicyCase(
        name: "forwarding tab bar asks only its selected tab", era: era,
        state: Fixtures.state(decider: Fixtures.tabBar(tabs: [feed, photos], selected: 1, forwarding: .visibleChild)),
        result: .rotate(to: .landscapeRight), reason: .allowed),
    ]
  }

  @Test(arguments: legacy)
  func containersAskTheirChildrenUpToIOS5(_ row: PolicyCase) {
    let decision = RotationPolicy.decide(row.state, era: Fixtures.era(row.era))
    #expect(decision.result == row.result)
    #expect(decision.reason == row.reason)
  }

  @Test func legacyTabBarRecordsThatEveryTabWasAsked() {
    let decision = RotationPolicy.decide(
      Fixtures.state(decider: Fixtures.tabBar(tabs: [Self.photos, Self.feed])), era: Fixtures.era("5.1"))
    #expect(decision.maskSource == .everyChild)
    #expect(decision.deciderMask == .portrait)
  }

  @Test func legacyNavigationRecordsItsTopChild() {
    let decision = RotationPolicy.decide(
      Fixtures.state(decider: Fixtures.navigation(stack: [Self.feed, Self.photos])), era: Fixtures.era("5.1"))
    #expect(decision.answeredBy?.id == "photos")
    #expect(decision.deciderMask == .all)
  }

  @Test(arguments: [-1, 2])
  func tabBarWithASelectionOutOfRangeHasNoVisibleChild(selected: Int) {
    let tabs = ContainerAnswers(kind: .tabBar, children: [Self.feed, Self.photos], selectedIndex: selected)
    #expect(tabs.visibleChild == nil)
  }
}
