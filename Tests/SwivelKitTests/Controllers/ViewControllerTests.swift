import SwivelCore
import Testing

@testable import SwivelKit

@Suite struct ViewControllerTests {
  // UIKit, `view`: the view is loaded on first use, `loadView` then `viewDidLoad`.
  @Test func theViewLoadsOnFirstUse() {
    let controller = ViewController(identifier: "feed")
    #expect(!controller.isViewLoaded)
    _ = controller.view
    #expect(controller.isViewLoaded)
    #expect(controller.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
  }

  @Test func theIdentifierDefaultsToTheClassName() {
    final class FeedViewController: ViewController {}
    #expect(FeedViewController().identifier == "FeedViewController")
    #expect(FeedViewController(identifier: "feed").className == "FeedViewController")
  }

  // Seed 000, "Declaring a View Controller's Supported Interface Orientations": all four on iPad,
  // all but upside down on iPhone.
  @Test(arguments: zip(["iphone-8", "ipad-9.7"], [InterfaceOrientationMask.allButUpsideDown, .all]))
  func theDefaultMaskDependsOnTheIdiom(device: String, mask: InterfaceOrientationMask) throws {
    let root = ViewController(identifier: "root")
    let application = try launchApplication(root: root, device: device)
    #expect(root.supportedInterfaceOrientations == mask)
    #expect(root.application === application)
  }

  // Seed 003: "If your view controller still implements shouldAutorotateToInterfaceOrientation: iOS
  // will convert the values it returns to the appropriate UIInterfaceOrientationMask values."
  @Test func legacyAnswersBecomeTheDefaultMaskFromIOS6() throws {
    let root = TestController(identifier: "root")
    root.legacy = [.portrait, .landscapeLeft]
    let application = try launchApplication(root: root, ios: "6.0")
    #expect(root.supportedInterfaceOrientations == [.portrait, .landscapeLeft])
    #expect(application.systemBehavior.convertsLegacyAutorotationToMask)
  }

  @Test func theSnapshotLeavesDefaultsOutAndKeepsOverrides() {
    let controller = TestController(identifier: "feed")
    #expect(controller.orientationAnswers().supportedInterfaceOrientations == nil)
    #expect(controller.orientationAnswers().legacyAutorotateOrientations == nil)
    controller.supported = .portrait
    controller.autorotates = false
    controller.preferred = .portrait
    let answers = controller.orientationAnswers()
    #expect(answers.supportedInterfaceOrientations == .portrait)
    #expect(answers.shouldAutorotate == false)
    #expect(answers.preferredInterfaceOrientationForPresentation == .portrait)
  }

  @Test func anUnchangedControllerReusesItsAnswers() {
    let controller = TestController(identifier: "feed")
    controller.supported = .landscape
    let first = controller.orientationAnswers()
    let second = controller.orientationAnswers()
    #expect(first.storage === second.storage)
    controller.supported = .portrait
    #expect(controller.orientationAnswers().storage !== first.storage)
  }

  // UIKit, `UIWindow.rootViewController`: the root's view fills the window and appears.
  @Test func installingTheRootLoadsShowsAndLaysOutItsView() throws {
    let root = TestController(identifier: "root")
    let application = try launchApplication(root: root)
    #expect(application.rootViewController === root)
    #expect(root.view.superview === application.keyWindow)
    #expect(root.view.frame == Rect(x: 0, y: 0, width: 375, height: 667))
    #expect(root.appearanceState == .appeared)
    #expect(
      application.callbackLines() == [
        // From iOS 11 the first layout gives the view its safe area (the status bar's 20 points)
        // just before viewWillLayoutSubviews (haomeiwen.com/subject/aedzsqtx.html).
        "viewDidLoad root", "viewWillAppear root", "viewSafeAreaInsetsDidChange root", "viewWillLayoutSubviews root",
        "viewDidLayoutSubviews root", "viewDidAppear root",
      ])
  }

  // Seed 002, "switchViewControllers": swapping the root makes the old one disappear.
  @Test func replacingTheRootMakesTheOldOneDisappear() throws {
    let first = ViewController(identifier: "first")
    let application = try launchApplication(root: first)
    let start = application.trace.events.count
    let second = ViewController(identifier: "second")
    try application.setRootViewController(second)
    #expect(first.view.superview == nil)
    #expect(first.appearanceState == .disappeared)
    #expect(
      application.callbackLines(from: start) == [
        "viewWillDisappear first", "viewDidLoad second", "viewWillAppear second", "viewSafeAreaInsetsDidChange second",
        "viewWillLayoutSubviews second", "viewDidLayoutSubviews second", "viewDidDisappear first",
        "viewDidAppear second",
      ])
  }

  // The famous launch crash: "Supported orientations has no common orientation with the
  // application, and [X shouldAutorotate] is returning YES" (seed 000: "The result of this
  // calculation must never be 0").
  @Test func aRootWithNoCommonOrientationRaisesAtLaunch() throws {
    let root = TestController(identifier: "root")
    root.supported = .landscape
    let application = try launchApplication(root: root, infoPlist: InfoPlist(supportedInterfaceOrientations: .portrait))
    let exception = try #require(application.terminatingException)
    #expect(exception.name == .invalidInterfaceOrientation)
    #expect(exception.reason.contains("TestController"))
    #expect((application.delegate as? RootInstallingDelegate)?.error == exception)
    #expect(
      application.trace.events.contains { $0.kind == .error(name: exception.name.rawValue, reason: exception.reason) })
  }

  // A root that does not allow the launch orientation turns the interface to one it allows.
  @Test func aRootThatRefusesTheLaunchOrientationTurnsTheInterface() throws {
    let root = TestController(identifier: "root")
    root.supported = .landscapeRight
    let application = try launchApplication(root: root)
    #expect(application.statusBarOrientation == .landscapeRight)
    #expect(application.keyWindow?.interfaceOrientation == .landscapeRight)
    #expect(root.view.bounds.size == Size(width: 667, height: 375))
    #expect(!application.callbackLines().contains("willRotateToInterfaceOrientation root"))
  }
}

@Suite struct DeclaredOverrideTests {
  final class TrimmingController: ViewController {
    override var orientationOverrides: OrientationOverrides { [.supportedInterfaceOrientations] }
    override var supportedInterfaceOrientations: InterfaceOrientationMask {
      super.supportedInterfaceOrientations.subtracting(.portraitUpsideDown)
    }
  }

  /// Overrides the getter but does not declare it: the policy does not call it.
  final class UndeclaredController: ViewController {
    var asked = 0
    override var supportedInterfaceOrientations: InterfaceOrientationMask {
      asked += 1
      return .landscape
    }
  }

  /// Declares an override that returns what UIKit's default would: still an override.
  final class SameAsDefaultController: ViewController {
    override var orientationOverrides: OrientationOverrides { [.supportedInterfaceOrientations, .shouldAutorotate] }
    override var supportedInterfaceOrientations: InterfaceOrientationMask { .allButUpsideDown }
  }

  // UIKit tells an override from its own implementation by the method, not by the value (its
  // default `supportedInterfaceOrientations` converts `shouldAutorotateToInterfaceOrientation:`
  // only when that method is overridden, seed 003); Swivel asks the class what it overrides.
  @Test func theDeclarationSaysWhatIsAnOverride() throws {
    let trimming = TrimmingController(identifier: "trim")
    let application = try launchApplication(
      root: trimming, device: "ipad-9.7", infoPlist: InfoPlist(requiresFullScreen: true))
    #expect(trimming.orientationAnswers().supportedInterfaceOrientations == [.portrait, .landscape])
    #expect(application.rootViewController === trimming)
    let undeclared = UndeclaredController(identifier: "undeclared")
    #expect(undeclared.orientationAnswers().supportedInterfaceOrientations == nil)
    #expect(undeclared.asked == 0)
    let same = SameAsDefaultController(identifier: "same")
    let answers = same.orientationAnswers()
    #expect(answers.supportedInterfaceOrientations == .allButUpsideDown)
    #expect(answers.shouldAutorotate == true)
  }

  // Asking for the answers has no side effect on the controller: asking twice gives the same
  // answers (the same storage, so a decision over an unchanged controller allocates nothing).
  @Test func askingForTheAnswersTwiceGivesTheSameAnswers() {
    let trimming = TrimmingController(identifier: "trim")
    #expect(trimming.orientationAnswers() == trimming.orientationAnswers())
  }
}
