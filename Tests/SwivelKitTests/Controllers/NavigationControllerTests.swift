import SwivelCore
import Testing

@testable import SwivelKit

/// A navigation delegate with a fixed mask.
final class MaskingNavigationDelegate: NavigationControllerDelegate {
  let mask: InterfaceOrientationMask
  init(_ mask: InterfaceOrientationMask) { self.mask = mask }
  func navigationControllerSupportedInterfaceOrientations(_ navigationController: NavigationController)
    -> InterfaceOrientationMask?
  { mask }
}

@Suite struct NavigationControllerTests {
  // Issue 10: what UIKit refuses to push is refused before anything changes, never a trap.
  @Test func pushingWhatUIKitRefusesThrowsAndChangesNothing() throws {
    let feed = TestController(identifier: "feed")
    let nav = NavigationController(rootViewController: feed, identifier: "nav")
    let application = try launchApplication(root: nav)
    let start = application.trace.events.count
    // skywinder/ActionSheetPicker-3.0#70: "Pushing a navigation controller is not supported".
    #expect(throws: RaisedException.pushingNavigationController) { try nav.pushViewController(nav, animated: true) }
    #expect(throws: RaisedException.pushingNavigationController) {
      try nav.pushViewController(NavigationController(identifier: "other"), animated: true)
    }
    #expect(throws: RaisedException.self) { try nav.pushViewController(feed, animated: true) }
    #expect(nav.viewControllers.map(\.identifier) == ["feed"])
    #expect(application.trace.events.count == start)
  }

  // Found by the property tests: the window's root pushed onto a navigation controller that is
  // not on screen (and so in no application) is refused as the root is when presented, with
  // UIKit's hierarchy exception, instead of leaving the window with a root view out of it.
  @Test func theWindowsRootCannotBePushedOntoAStackOffScreen() throws {
    let root = TestController(identifier: "root")
    let application = try launchApplication(root: root)
    let offScreen = NavigationController(rootViewController: TestController(identifier: "feed"), identifier: "nav")
    #expect(throws: RaisedException.self) { try offScreen.pushViewController(root, animated: true) }
    #expect(offScreen.viewControllers.map(\.identifier) == ["feed"])
    #expect(root.isViewInWindow)
    #expect(application.rootViewController === root)
  }

  @Test func pushShowsTheNewTopAndHidesTheOld() throws {
    let feed = TestController(identifier: "feed")
    let nav = NavigationController(rootViewController: feed, identifier: "nav")
    let application = try launchApplication(root: nav)
    #expect(feed.view.superview === nav.view)
    let start = application.trace.events.count
    let detail = TestController(identifier: "detail")
    try nav.pushViewController(detail, animated: true)
    #expect(nav.topViewController === detail)
    #expect(nav.visibleViewController === detail)
    #expect(feed.view.superview == nil)
    #expect(detail.view.frame == nav.view.bounds)
    #expect(
      application.callbackLines(from: start) == [
        "viewDidLoad detail", "viewWillDisappear feed", "viewWillAppear detail", "pushed detail",
        // The pushed view gets the safe area (iOS 11 and later) in its first layout.
        "viewWillLayoutSubviews nav", "viewDidLayoutSubviews nav", "viewSafeAreaInsetsDidChange detail",
        "viewWillLayoutSubviews detail", "viewDidLayoutSubviews detail", "viewDidDisappear feed",
        "viewDidAppear detail",
      ])
  }

  @Test func popShowsTheControllerUnderneathAndNeverPopsTheRoot() throws {
    let feed = TestController(identifier: "feed")
    let nav = NavigationController(rootViewController: feed, identifier: "nav")
    let application = try launchApplication(root: nav)
    let detail = TestController(identifier: "detail")
    try nav.pushViewController(detail, animated: false)
    #expect(nav.popViewController(animated: false) === detail)
    #expect(nav.popViewController(animated: false) == nil)
    #expect(nav.viewControllers.map(\.identifier) == ["feed"])
    #expect(feed.appearanceState == .appeared)
    #expect(detail.appearanceState == .disappeared)
    #expect(detail.application == nil)
    #expect(application.traceLines(kinds: ["popped"]) == ["popped detail nav"])
    // Spec section 7: extra fields may not change meaning; `from` is an orientation there, so
    // the navigation controller is `on`, as in the `pop`/`push` steps.
    let popped = try #require(application.trace.events.last { $0.kind.name == "popped" })
    #expect(popped.fields.map(\.key) == ["controller", "on"])
  }

  // Seed 000, step 1: "Container view controllers forward this message on to the currently
  // displayed content view controllers"; the controller under the top is not displayed.
  @Test func rotationReachesTheNavigationAndItsTopOnly() throws {
    let feed = TestController(identifier: "feed")
    let nav = NavigationController(rootViewController: feed, identifier: "nav")
    let application = try launchApplication(root: nav, ios: "7.0")
    let detail = TestController(identifier: "detail")
    try nav.pushViewController(detail, animated: false)
    let start = application.trace.events.count
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.settle()
    #expect(
      application.traceLines(from: start, kinds: ["willRotateToInterfaceOrientation"]) == [
        "willRotateToInterfaceOrientation nav landscapeRight 0.3",
        "willRotateToInterfaceOrientation detail landscapeRight 0.3",
      ])
    // Seed 000, "Rotations May Occur When Your View Controller Is Hidden": when it reappears
    // its views are resized by the normal layout pass.
    let popStart = application.trace.events.count
    nav.popViewController(animated: false)
    #expect(feed.view.bounds.size == Size(width: 667, height: 375))
    #expect(feed.interfaceOrientation == .landscapeRight)
    #expect(
      application.traceLines(from: popStart, kinds: ["viewWillLayoutSubviews"]) == [
        "viewWillLayoutSubviews nav [0.0, 0.0, 667.0, 375.0]", "viewWillLayoutSubviews feed [0.0, 0.0, 667.0, 375.0]",
      ])
  }

  // Seed 003: from iOS 6 UIKit's navigation controller does not ask its children.
  @Test func fromIOS6TheNavigationDoesNotAskItsTop() throws {
    let photos = TestController(identifier: "photos")
    photos.supported = .portrait
    let nav = NavigationController(rootViewController: photos, identifier: "nav")
    let application = try launchApplication(root: nav, ios: "6.0")
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.settle()
    #expect(application.statusBarOrientation == .landscapeRight)
  }

  // Seed 000, "Understanding the Rotation Process (iOS 5 and earlier)": the navigation
  // controller asks its top child.
  @Test func inIOS5TheNavigationAsksItsTop() throws {
    let feed = TestController(identifier: "feed")
    let nav = NavigationController(rootViewController: feed, identifier: "nav")
    let application = try launchApplication(root: nav, ios: "5.1")
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.settle()
    #expect(application.statusBarOrientation == .portrait)
    let photos = TestController(identifier: "photos")
    photos.legacy = .allButUpsideDown
    try nav.pushViewController(photos, animated: false)
    application.device.receiveSensedOrientation(.landscapeRight)
    application.runLoop.settle()
    #expect(application.statusBarOrientation == .landscapeLeft)
    #expect(application.interfaceRotator?.lastDecision?.answeredBy?.id == "photos")
  }

  // Apple, `navigationControllerSupportedInterfaceOrientations(_:)` (iOS 7 and later).
  @Test func theDelegateAnswersForTheNavigation() throws {
    let nav = NavigationController(rootViewController: ViewController(identifier: "feed"), identifier: "nav")
    let delegate = MaskingNavigationDelegate(.portrait)
    nav.delegate = delegate
    let application = try launchApplication(root: nav, ios: "7.0")
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.settle()
    #expect(application.statusBarOrientation == .portrait)
    #expect(application.interfaceRotator?.lastDecision?.maskSource == .containerDelegate)
  }

  // Seeds 001 and 003: the `forwarding` switch lets the top child decide.
  @Test func forwardingLetsTheTopDecide() throws {
    let feed = TestController(identifier: "feed")
    feed.supported = .portrait
    let nav = NavigationController(rootViewController: feed, identifier: "nav")
    nav.forwarding = .visibleChild
    let application = try launchApplication(root: nav)
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.settle()
    #expect(application.statusBarOrientation == .portrait)
    #expect(nav.supportedInterfaceOrientations == .portrait)
    let photos = TestController(identifier: "photos")
    photos.supported = .allButUpsideDown
    try nav.pushViewController(photos, animated: false)
    // Changing who answers rotates nothing until the policy is asked again.
    #expect(application.statusBarOrientation == .portrait)
    try application.attemptRotationToDeviceOrientation()
    application.runLoop.settle()
    #expect(application.statusBarOrientation == .landscapeRight)
    #expect(application.interfaceRotator?.lastDecision?.answeredBy?.id == "photos")
  }
}
