import SwivelCore
import Testing

@testable import SwivelKit

@Suite struct TabBarControllerTests {
  @Test func selectingATabSwapsTheViewsAndAppearances() throws {
    let first = TestController(identifier: "first")
    let second = TestController(identifier: "second")
    let tabs = TabBarController(viewControllers: [first, second], identifier: "tabs")
    let application = try launchApplication(root: tabs)
    #expect(tabs.selectedViewController === first)
    let start = application.trace.events.count
    tabs.select(index: 1)
    #expect(first.view.superview == nil)
    #expect(second.view.superview === tabs.view)
    #expect(
      application.callbackLines(from: start) == [
        "viewDidLoad second", "viewWillDisappear first", "viewWillAppear second", "selected second",
        // The new tab's view gets the safe area (iOS 11 and later) in its first layout.
        "viewWillLayoutSubviews tabs", "viewDidLayoutSubviews tabs", "viewSafeAreaInsetsDidChange second",
        "viewWillLayoutSubviews second",
        "viewDidLayoutSubviews second", "viewDidDisappear first",
        "viewDidAppear second",
      ])
  }

  // BAGTabBarController (cited by the policy): iOS 5's tab bar controller "Only supports rotation
  // if all the UIViewControllers return YES from shouldAutorotateToInterfaceOrientation:".
  @Test func inIOS5TheTabBarRotatesOnlyWhenEveryTabAgrees() throws {
    let first = TestController(identifier: "first")
    first.legacy = .allButUpsideDown
    let second = TestController(identifier: "second")
    second.legacy = .portrait
    let tabs = TabBarController(viewControllers: [first, second], identifier: "tabs")
    let application = try launchApplication(root: tabs, ios: "5.0")
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.settle()
    #expect(application.statusBarOrientation == .portrait)
    second.legacy = .allButUpsideDown
    try application.attemptRotationToDeviceOrientation()
    application.runLoop.settle()
    #expect(application.statusBarOrientation == .landscapeRight)
    #expect(application.interfaceRotator?.lastDecision?.maskSource == .everyChild)
  }

  // Seed 003: from iOS 6 a container does not ask its children; a forwarding tab bar does.
  @Test func fromIOS6TheSelectedTabDecidesOnlyWhenForwarding() throws {
    let first = TestController(identifier: "first")
    first.supported = .portrait
    let tabs = TabBarController(viewControllers: [first], identifier: "tabs")
    let application = try launchApplication(root: tabs, ios: "9.0")
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.settle()
    #expect(application.statusBarOrientation == .landscapeRight)
    tabs.forwarding = .visibleChild
    application.device.receiveSensedOrientation(.portrait)
    application.runLoop.settle()
    application.device.receiveSensedOrientation(.landscapeRight)
    application.runLoop.settle()
    #expect(application.statusBarOrientation == .portrait)
  }
}
