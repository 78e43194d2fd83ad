import SwivelCore
import Testing

@testable import SwivelKit

@Suite struct RotationTransactionTests {
  // Seed 000, "Responding to Orientation Changes in a Visible View Controller", steps 1-5, as
  // iOS 6 and 7 run them.
  @Test(arguments: ["6.0", "7.1"])
  func theOneStepSequence(ios: String) throws {
    let root = TestController(identifier: "root")
    let application = try launchApplication(root: root, ios: ios)
    let start = application.trace.events.count
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.settle()
    #expect(
      application.callbackLines(from: start) == [
        "willRotateToInterfaceOrientation root", "statusBar landscapeRight", "viewWillLayoutSubviews root",
        "viewDidLayoutSubviews root", "willAnimateRotationToInterfaceOrientation root",
        "didRotateFromInterfaceOrientation root",
      ])
    let events = Array(application.trace.events(from: start))
    #expect(events.first?.kind == .deviceOrientationDidChange(orientation: .landscapeLeft))
    #expect(events.dropFirst().first?.kind.name == "rotationDecision")
    let didRotate = try #require(events.last)
    #expect(didRotate.kind == .didRotateFromInterfaceOrientation(controller: "root", from: .portrait))
    #expect(abs(didRotate.time - 0.3) < 1e-9)
  }

  // Seed 000, step 2: in viewWillLayoutSubviews "you can query the app object's
  // statusBarOrientation property to determine the current user interface layout"; in
  // willRotate the view still has its old bounds.
  @Test(arguments: ["6.0", "8.0", "15.0"])
  func whatTheControllerSeesAtEachStep(ios: String) throws {
    let root = TestController(identifier: "root")
    let application = try launchApplication(root: root, ios: ios)
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.settle()
    #expect(root.statusBarSeen["willRotate"] == .portrait)
    #expect(root.sizeSeen["willRotate"] == controllerViewSize(375, 667, in: application))
    #expect(root.statusBarSeen["viewWillLayoutSubviews"] == .landscapeRight)
    #expect(root.sizeSeen["viewWillLayoutSubviews"] == controllerViewSize(667, 375, in: application))
    #expect(root.sizeSeen["willAnimateRotation"] == controllerViewSize(667, 375, in: application))
    #expect(root.statusBarSeen["didRotate"] == .landscapeRight)
    #expect(root.interfaceOrientation == .landscapeRight)
  }

  // Apple, `viewWillTransition(to:with:)` (iOS 8): called before the size changes; UIKit's
  // default sends the legacy callbacks; size classes change on an iPhone turned to landscape.
  @Test func theIOS8SequenceWithTheDefaultViewWillTransition() throws {
    let root = TestController(identifier: "root")
    let application = try launchApplication(root: root, ios: "8.0")
    let start = application.trace.events.count
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.settle()
    #expect(
      application.callbackLines(from: start) == [
        "willTransitionToTraitCollection root", "viewWillTransitionToSize root",
        // The status bar hides on an iPhone's side from iOS 8 (Apple, prefersStatusBarHidden).
        "willRotateToInterfaceOrientation root", "statusBar landscapeRight", "statusBarHidden true",
        "traitCollectionDidChange root", "viewWillLayoutSubviews root", "viewDidLayoutSubviews root",
        "willAnimateRotationToInterfaceOrientation root",
        "didRotateFromInterfaceOrientation root",
      ])
    #expect(
      application.trace.events.contains {
        $0.kind == .viewWillTransitionToSize(controller: "root", size: Size(width: 667, height: 375))
      })
  }

  // Brief, point 5: "a controller that implements viewWillTransition gets no legacy callbacks";
  // the coordinator runs the alongside block with the new bounds and the completion after.
  @Test func aControllerImplementingViewWillTransitionGetsNoLegacyCallbacks() throws {
    let root = TransitionController(identifier: "root")
    let application = try launchApplication(root: root, ios: "12.0")
    let start = application.trace.events.count
    application.device.receiveSensedOrientation(.landscapeRight)
    #expect(root.sizeSeen["viewWillTransition"] == Size(width: 375, height: 667))
    #expect(root.alongsideSize == Size(width: 667, height: 375))
    #expect(!root.completed)
    application.runLoop.settle()
    #expect(root.completed)
    let lines = application.callbackLines(from: start)
    #expect(!lines.contains { $0.hasPrefix("willRotate") || $0.hasPrefix("didRotate") || $0.hasPrefix("willAnimate") })
  }

  // UIKit's rotation lasts twice as long for a half turn.
  @Test func aHalfTurnTakesTwiceAsLong() throws {
    let root = TestController(identifier: "root")
    root.supported = .all
    let application = try launchApplication(
      root: root, ios: "9.0", infoPlist: InfoPlist(supportedInterfaceOrientations: .all))
    application.enableAutorotation(.init(quarterTurnDuration: 0.5))
    let start = application.runLoop.now
    application.device.receiveSensedOrientation(.portraitUpsideDown)
    application.runLoop.settle()
    let didRotate = try #require(application.trace.events.last { $0.kind.name == "didRotateFromInterfaceOrientation" })
    #expect(abs(didRotate.time - start - 1.0) < 1e-9)
    let willRotate = try #require(application.trace.events.first { $0.kind.name == "willRotateToInterfaceOrientation" })
    #expect(
      willRotate.kind == .willRotateToInterfaceOrientation(controller: "root", to: .portraitUpsideDown, duration: 1.0))
  }

  // Brief, point 5: a device change during a running rotation is handled once it is over.
  @Test func aChangeDuringARotationIsHandledWhenItEnds() throws {
    let root = TestController(identifier: "root")
    let application = try launchApplication(root: root, ios: "9.0")
    let start = application.trace.events.count
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.run(for: 0.1)
    #expect(application.interfaceRotator?.isRotating == true)
    application.device.receiveSensedOrientation(.portrait)
    #expect(application.statusBarOrientation == .landscapeRight)
    application.runLoop.settle()
    #expect(application.statusBarOrientation == .portrait)
    let lines = application.traceLines(
      from: start, kinds: ["willRotateToInterfaceOrientation", "didRotateFromInterfaceOrientation"])
    #expect(
      lines == [
        "willRotateToInterfaceOrientation root landscapeRight 0.3", "didRotateFromInterfaceOrientation root portrait",
        "willRotateToInterfaceOrientation root portrait 0.3", "didRotateFromInterfaceOrientation root landscapeRight",
      ])
    let secondWill = try #require(
      application.trace.events.last { $0.kind.name == "willRotateToInterfaceOrientation" })
    #expect(abs(secondWill.time - 0.3) < 1e-9)
  }

  // Brief, point 4: faceUp, faceDown and unknown never change the interface orientation.
  @Test(arguments: [DeviceOrientation.faceUp, .faceDown])
  func flatOrientationsChangeNothing(orientation: DeviceOrientation) throws {
    let root = TestController(identifier: "root")
    let application = try launchApplication(root: root)
    let start = application.trace.events.count
    application.device.receiveSensedOrientation(orientation)
    application.runLoop.settle()
    #expect(application.callbackLines(from: start).isEmpty)
    let decision = try #require(application.interfaceRotator?.lastDecision)
    #expect(decision.reason == .notAnInterfaceOrientation)
  }

  // Seed 000: "If both objects agree that the new orientation is supported, then the user
  // interface is rotated to the new orientation. Otherwise the device orientation is ignored."
  @Test func anOrientationTheRootRefusesIsIgnored() throws {
    let root = TestController(identifier: "root")
    root.supported = .portrait
    let application = try launchApplication(root: root)
    let start = application.trace.events.count
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.settle()
    #expect(application.callbackLines(from: start).isEmpty)
    #expect(
      application.traceLines(from: start, kinds: ["rotationDecision"]) == [
        "rotationDecision landscapeLeft root [portrait] stay root decides: root [portrait] ∩ app [portrait, landscapeRight, landscapeLeft] = [portrait] → stays portrait deviceOrientationChange"
      ])
  }

  // Seed 000: "override the shouldAutorotate method on the topmost view controller … If it
  // returns NO, then the rotation is suppressed."
  @Test func shouldAutorotateNoSuppressesTheRotation() throws {
    let root = TestController(identifier: "root")
    root.autorotates = false
    let application = try launchApplication(root: root, ios: "10.0")
    let start = application.trace.events.count
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.settle()
    #expect(application.callbackLines(from: start).isEmpty)
    #expect(application.interfaceRotator?.lastDecision?.result == .suppressed)
  }

  // Brief, point 4: "Changing a mask alone rotates nothing"; attemptRotationToDeviceOrientation
  // re-evaluates toward the device's orientation (Apple, `attemptRotationToDeviceOrientation()`).
  @Test func aMaskChangeWaitsForAttemptRotation() throws {
    let root = TestController(identifier: "root")
    root.supported = .portrait
    let application = try launchApplication(root: root)
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.settle()
    root.supported = .allButUpsideDown
    application.runLoop.run(for: 1)
    #expect(application.statusBarOrientation == .portrait)
    try application.attemptRotationToDeviceOrientation()
    application.runLoop.settle()
    #expect(application.statusBarOrientation == .landscapeRight)
    #expect(application.keyWindow?.interfaceOrientation == .landscapeRight)
  }

  // Seed 000: "The result of this calculation must never be 0. If it is, the system throws a
  // UIApplicationInvalidInterfaceOrientationException exception." The app ends there.
  @Test func anEmptyIntersectionRaisesAndEndsTheApp() throws {
    let root = TestController(identifier: "root")
    let application = try launchApplication(
      root: root, infoPlist: InfoPlist(supportedInterfaceOrientations: .allButUpsideDown))
    root.supported = .portraitUpsideDown
    let start = application.trace.events.count
    application.device.receiveSensedOrientation(.landscapeLeft)
    let exception = try #require(application.terminatingException)
    #expect(exception.name == .invalidInterfaceOrientation)
    #expect(
      application.traceLines(from: start, kinds: ["error"]) == ["error \(exception.name.rawValue) \(exception.reason)"])
    application.device.receiveSensedOrientation(.portrait)
    application.runLoop.settle()
    #expect(application.traceLines(from: start, kinds: ["rotationDecision"]).count == 1)
    #expect(throws: Never.self) { try application.attemptRotationToDeviceOrientation() }
  }

  // SystemBehavior.deliversLegacyRotationCallbacks: from iOS 16 only viewWillTransition remains.
  @Test func fromIOS16OnlyTheTransitionCallbacksCome() throws {
    let root = TestController(identifier: "root")
    let application = try launchApplication(root: root, ios: "17.0")
    let start = application.trace.events.count
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.settle()
    #expect(
      application.callbackLines(from: start) == [
        // The status bar hides on the iPhone's side (iOS 8 and later), and in the layout the
        // root view loses the status bar's 20 points of safe area, just before viewWillLayoutSubviews.
        "willTransitionToTraitCollection root", "viewWillTransitionToSize root", "statusBar landscapeRight",
        "statusBarHidden true", "sceneGeometry landscapeRight", "traitCollectionDidChange root",
        "viewSafeAreaInsetsDidChange root", "viewWillLayoutSubviews root", "viewDidLayoutSubviews root",
      ])
  }

  // Seed 002: iOS 5 and earlier rotate a controller with the half-step callbacks in two halves.
  @Test func theTwoStepSequence() throws {
    let root = TwoStepController(identifier: "root")
    root.legacy = .allButUpsideDown
    let application = try launchApplication(root: root, ios: "5.0")
    let start = application.trace.events.count
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.settle()
    #expect(
      application.callbackLines(from: start) == [
        "willRotateToInterfaceOrientation root", "willAnimateFirstHalfOfRotationToInterfaceOrientation root",
        "didAnimateFirstHalfOfRotationToInterfaceOrientation root", "statusBar landscapeRight",
        "viewWillLayoutSubviews root", "viewDidLayoutSubviews root",
        "willAnimateSecondHalfOfRotationFromInterfaceOrientation root", "didRotateFromInterfaceOrientation root",
      ])
    let half = try #require(
      application.trace.events.first { $0.kind.name == "didAnimateFirstHalfOfRotationToInterfaceOrientation" })
    #expect(abs(half.time - 0.15) < 1e-9)
  }

  // On iOS 7 and earlier the window keeps portrait bounds and turns the root view.
  @Test func onIOS7TheRootViewIsTurned() throws {
    let root = TestController(identifier: "root")
    let application = try launchApplication(root: root, ios: "7.0")
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.settle()
    #expect(application.keyWindow?.bounds.size == Size(width: 375, height: 667))
    #expect(root.view.bounds.size == Size(width: 667, height: 375))
    #expect(root.view.frame == Rect(x: 0, y: 0, width: 375, height: 667))
  }

  // The rotation lock holds the interface. Engaging an iPhone's portrait lock in landscape turns
  // the interface to portrait, on iOS 8 (radar 18403875: "the UI snaps to portrait orientation")
  // and on shipping iOS 9 and later ("when you swipe up and select the orientation lock button,
  // the iPhone switches back to portrait mode. Apple's official answer: it's working as
  // designed", whatweretheythinkingblog.wordpress.com, 2016, iPhone 6s); later turns leave it there.
  @Test(arguments: zip(["8.0", "9.0", "17.0"], [InterfaceOrientation.portrait, .portrait, .portrait]))
  func theRotationLockHoldsTheInterface(ios: String, afterLocking: InterfaceOrientation) throws {
    let root = TestController(identifier: "root")
    let application = try launchApplication(root: root, ios: ios)
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.settle()
    #expect(application.statusBarOrientation == .landscapeRight)
    application.device.lockRotation(to: .portrait)
    application.runLoop.settle()
    #expect(application.statusBarOrientation == afterLocking)
    application.device.receiveSensedOrientation(.landscapeRight)
    application.runLoop.settle()
    #expect(application.statusBarOrientation == afterLocking)
    #expect(application.statusBarOrientation == application.keyWindow?.interfaceOrientation)
  }

  // Seed 000: the presented controller decides instead of the root.
  @Test func theDecidingControllerIsTheTopmostFullScreenPresentation() throws {
    let root = TestController(identifier: "root")
    let application = try launchApplication(root: root, ios: "12.0")
    #expect(application.decidingViewController === root)
    let sheet = TestController(identifier: "sheet")
    sheet.modalPresentationStyle = .overFullScreen
    try root.present(sheet, animated: false)
    #expect(application.decidingViewController === root)
    let full = TestController(identifier: "full")
    full.modalPresentationStyle = .fullScreen
    try sheet.present(full, animated: false)
    #expect(application.decidingViewController === full)
  }

  // Apple, `willTransition(to:with:)`: called when the trait collection changes; an iPad keeps
  // regular/regular in both orientations, an iPhone goes from compact/regular to compact/compact,
  // a Plus phone to regular/compact (the device catalog's size classes).
  @Test(arguments: zip(["ipad-9.7", "iphone-8", "iphone-8-plus"], [false, true, true]))
  func traitCallbacksComeOnlyWhenSizeClassesChange(device: String, changes: Bool) throws {
    let root = TestController(identifier: "root")
    let application = try launchApplication(root: root, ios: "12.0", device: device)
    let start = application.trace.events.count
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.settle()
    let lines = application.traceLines(
      from: start, kinds: ["willTransitionToTraitCollection", "traitCollectionDidChange"])
    #expect(lines.count == (changes ? 2 : 0))
    #expect(application.statusBarOrientation == .landscapeRight)
  }

  // iPhone OS 3 and iOS 4: the one-step sequence without the layout callbacks, which arrived in
  // iOS 5 (Apple, `viewWillLayoutSubviews`: "iOS 5.0+").
  @Test(arguments: ["3.0", "4.3"])
  func beforeIOS5ThereAreNoLayoutCallbacks(ios: String) throws {
    let root = TestController(identifier: "root")
    root.legacy = .allButUpsideDown
    let application = try launchApplication(root: root, ios: ios)
    let start = application.trace.events.count
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.settle()
    #expect(
      application.callbackLines(from: start) == [
        "willRotateToInterfaceOrientation root", "statusBar landscapeRight",
        "willAnimateRotationToInterfaceOrientation root", "didRotateFromInterfaceOrientation root",
      ])
    #expect(root.view.bounds.size == controllerViewSize(667, 375, in: application))
  }
}
