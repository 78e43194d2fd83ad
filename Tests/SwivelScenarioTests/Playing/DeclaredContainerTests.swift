import SwivelCore
import SwivelKit
import Testing

@testable import SwivelScenario

/// Custom containers, split views and container delegates as scenarios declare them (Scenario
/// reference, section 5, "Containers").
@Suite struct DeclaredContainerTests {
  // A plain controller with children is a custom container: it decides, its children are not
  // asked (QA1688; seed 003), and with `forwards: top` its last child decides.
  @Test func aCustomContainerDecidesUnlessItForwardsToItsLastChild() throws {
    let run = try play(
      """
      controllers:
        drawer: {children: [menu, content]}
        menu: {}
        content: {supported: portrait}
      window: {root: drawer}
      steps:
        - launch: portrait
        - rotate: landscapeLeft
        - wait: 1
        - expect: {interface: landscapeRight, events: [{kind: viewWillTransitionToSize, controller: content}]}
        - rotate: portrait
        - wait: 1
        - set: {controller: drawer, forwards: top}
        - rotate: landscapeLeft
        - wait: 1
        - expect: {interface: portrait}
      """, ios: "17.0", device: "iphone-15")
    #expect(run.failureMessages == [])
    #expect(TraceTextReport().rendered(run).contains("drawer decides: drawer via content [portrait]"))
  }

  // A drawer whose menu is added last (it slides over the content) forwards to the content by
  // name, as a subclass returning `contentViewController.supportedInterfaceOrientations` does.
  @Test func aCustomContainerForwardsToTheChildItNames() throws {
    let run = try play(
      """
      controllers:
        drawer: {children: [content, menu], forwards: content}
        menu: {supported: all}
        content: {supported: portrait}
      window: {root: drawer}
      steps:
        - launch: portrait
        - rotate: landscapeLeft
        - wait: 1
        - expect: {interface: portrait}
        - set: {controller: drawer, forwards: top}
        - rotate: portrait
        - wait: 1
        - rotate: landscapeLeft
        - wait: 1
        - expect: {interface: landscapeRight}
      """, ios: "17.0", device: "iphone-15")
    #expect(run.failureMessages == [])
    let text = TraceTextReport().rendered(run)
    #expect(text.contains("drawer decides: drawer via content [portrait]"))
    #expect(text.contains("drawer decides: drawer via menu"))
  }

  // Apple, shouldAutomaticallyForwardAppearanceMethods (default true); `forwardsAppearance: false`.
  @Test func forwardsAppearanceFalseKeepsTheCallbacksFromTheChildren() throws {
    let run = try play(
      """
      controllers:
        drawer: {children: [menu], forwardsAppearance: false}
        menu: {}
      window: {root: drawer}
      steps:
        - launch: portrait
        - expect:
            events: [{kind: viewWillAppear, controller: drawer}]
            noEvents: [{kind: viewWillAppear, controller: menu}]
      """, ios: "17.0", device: "iphone-15")
    #expect(run.failureMessages == [])
  }

  // Apple, shouldAutomaticallyForwardRotationMethods() (iOS 6.0–8.0); `forwardsRotation: false`.
  @Test func forwardsRotationFalseKeepsTheRotationCallbacksFromTheChildrenInIOS7() throws {
    let run = try play(
      """
      controllers:
        drawer: {children: [menu], forwardsRotation: false, supported: allButUpsideDown}
        menu: {}
      window: {root: drawer}
      steps:
        - launch: portrait
        - rotate: landscapeLeft
        - wait: 1
        - expect:
            interface: landscapeRight
            events: [{kind: willRotateToInterfaceOrientation, controller: drawer}]
            noEvents: [{kind: willRotateToInterfaceOrientation, controller: menu}]
      """, ios: "7.0", device: "iphone-8")
    #expect(run.failureMessages == [])
  }

  // Apple, navigationControllerSupportedInterfaceOrientations(_:) and
  // tabBarControllerSupportedInterfaceOrientations(_:) (iOS 7.0+): `delegateMask:` decides for
  // the container.
  @Test(arguments: ["navigation", "tabBar"])
  func aContainerDelegateMaskDecides(kind: String) throws {
    let run = try play(
      """
      controllers:
        box: {kind: \(kind), children: [feed], delegateMask: portrait}
        feed: {supported: all}
      window: {root: box}
      steps:
        - launch: portrait
        - rotate: landscapeLeft
        - wait: 1
        - expect:
            interface: portrait
            events: [{kind: rotationDecision, decider: box, mask: [portrait], result: stay}]
      """, ios: "7.0", device: "iphone-8")
    #expect(run.failureMessages == [])
    #expect(TraceTextReport().rendered(run).contains("(delegate)"))
  }

  // Apple, navigationControllerPreferredInterfaceOrientationForPresentation(_:) (iOS 7.0+): a
  // navigation controller presented full screen turns to its delegate's preferred orientation.
  // https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontrollerpreferredinterfaceorientationforpresentation(_:)
  @Test func aContainerDelegatesPreferredOrientationTurnsItsPresentation() throws {
    let run = try play(
      """
      controllers:
        root: {supported: allButUpsideDown}
        player: {kind: navigation, children: [video], delegateMask: landscape, delegatePreferredForPresentation: landscapeLeft}
        video: {}
      window: {root: root}
      steps:
        - launch: portrait
        - present: {controller: player, style: fullScreen}
        - wait: 1
        - expect: {interface: landscapeLeft}
      """, ios: "17.0", device: "iphone-15")
    #expect(run.failureMessages == [])
  }

  // On iOS 6 the delegate methods do not exist yet: the container's default answers.
  @Test func onIOS6TheContainerDelegateMaskIsNotAsked() throws {
    let run = try play(
      """
      controllers:
        nav: {kind: navigation, children: [feed], delegateMask: portrait}
        feed: {}
      window: {root: nav}
      steps:
        - launch: portrait
        - rotate: landscapeLeft
        - wait: 1
        - expect: {interface: landscapeRight}
      """, ios: "6.0", device: "iphone-8")
    #expect(run.failureMessages == [])
  }

  // A split view on an iPad: both columns show; `collapsesTo` chooses the column of an iPhone.
  @Test(
    arguments: zip(
      ["ipad-10.2", "iphone-15"],
      [
        "{events: [{kind: viewWillAppear, controller: list}, {kind: viewWillAppear, controller: detail}]}",
        "{events: [{kind: viewWillAppear, controller: list}], noEvents: [{kind: viewWillAppear, controller: detail}]}",
      ]))
  func aSplitViewShowsItsColumnsOnIPadAndOneOnAPhone(device: String, expectation: String) throws {
    let run = try play(
      """
      controllers:
        split: {kind: split, children: [list, detail], collapsesTo: primary}
        list: {}
        detail: {}
      window: {root: split}
      steps:
        - launch: portrait
        - expect: \(expectation)
      """, ios: "17.0", device: device)
    #expect(run.failureMessages == [])
  }
}
