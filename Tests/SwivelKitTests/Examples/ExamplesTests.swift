import SwivelCore
import SwivelExamples
import Testing

@testable import SwivelKit

@Suite struct AlternateLandscapeExampleTests {
  // Seed 000, "Creating an Alternate Landscape Interface": the primary controller presents the
  // landscape one when the device turns landscape and dismisses it on portrait.
  @Test(arguments: ["5.0", "6.0", "8.0", "12.0", "17.0"])
  func thePortraitControllerPresentsAndDismissesTheLandscapeOne(ios: String) throws {
    let landscape = LandscapeOnlyViewController(identifier: "feedWide")
    let feed = AlternateLandscapeViewController(landscapeViewController: landscape, identifier: "feed")
    let application = try launchApplication(root: feed, ios: ios)
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.settle()
    #expect(feed.isShowingLandscapeView)
    #expect(feed.presentedViewController === landscape)
    let era = application.systemBehavior
    // Before iOS 6 a presented controller appears in the current orientation and the next
    // rotation turns it; from iOS 6 it appears in the device's landscape at once.
    if era.hasPreferredInterfaceOrientationForPresentation {
      #expect(application.statusBarOrientation == .landscapeRight)
      #expect(landscape.view.bounds.size == controllerViewSize(667, 375, in: application))
    }
    application.device.receiveSensedOrientation(.faceUp)
    application.runLoop.settle()
    #expect(feed.isShowingLandscapeView)
    application.device.receiveSensedOrientation(.portrait)
    application.runLoop.settle()
    #expect(!feed.isShowingLandscapeView)
    #expect(feed.presentedViewController == nil)
    #expect(application.statusBarOrientation == .portrait)
    #expect(feed.view.bounds.size == controllerViewSize(375, 667, in: application))
    #expect(application.terminatingException == nil)
    #expect(
      application.traceLines(kinds: ["presented", "dismissed"]) == [
        "presented feedWide fullScreen", "dismissed feedWide fullScreen",
      ])
  }
}

@Suite struct PhotoViewerExampleTests {
  // Seed 001: a portrait app (Deployment Info: portrait) whose photo viewer rotates, thanks to
  // the delegate's mask `all` after launch and a root that asks its top controller.
  @Test(arguments: ["5.0", "6.0", "9.0", "15.0"])
  func onlyThePhotoViewerRotates(ios: String) throws {
    let example = PhotoViewerExample(
      model: DeviceCatalog.model(id: "iphone-8")!, systemBehavior: try SystemBehavior(iOSVersion: ios))
    let application = example.application
    // Seed 001: launched with the device in landscape, the app snaps to portrait.
    try application.launch(deviceOrientation: .landscapeLeft)
    application.runLoop.settle()
    #expect(application.statusBarOrientation == .portrait)
    try example.showPhoto()
    application.device.receiveSensedOrientation(.landscapeRight)
    application.runLoop.settle()
    #expect(application.statusBarOrientation == .landscapeLeft)
    #expect(example.photoViewer.view.bounds.size == controllerViewSize(667, 375, in: application))
    try example.closePhoto()
    application.runLoop.settle()
    // iOS 6 and later: attemptRotation turns to the device's orientation only, which the feed
    // refuses, so the interface stays in landscape until the device turns (brief, point 4).
    application.device.receiveSensedOrientation(.portrait)
    application.runLoop.settle()
    #expect(application.statusBarOrientation == .portrait)
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.settle()
    #expect(application.statusBarOrientation == .portrait)
  }

  // Seed 003: the navigation subclass is a few lines; without it (UIKit's own navigation
  // controller) the feed's portrait mask is never asked from iOS 6.
  @Test func withoutTheSubclassTheFeedIsNotAsked() throws {
    let feed = PortraitOnlyViewController(identifier: "feed")
    let plain = NavigationController(rootViewController: feed, identifier: "nav")
    let application = try launchApplication(root: plain, ios: "6.0", delegateMask: .all)
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.settle()
    #expect(application.statusBarOrientation == .landscapeRight)

    let subclassed = TopViewControllerNavigationController(
      rootViewController: PortraitOnlyViewController(identifier: "feed2"), identifier: "nav2")
    let second = try launchApplication(root: subclassed, ios: "6.0", delegateMask: .all)
    second.device.receiveSensedOrientation(.landscapeLeft)
    second.runLoop.settle()
    #expect(second.statusBarOrientation == .portrait)
    #expect(subclassed.supportedInterfaceOrientations == .portrait)
  }
}

@Suite struct ControllerSwappingExampleTests {
  // Seed 002, "2. Loading & Unloading View Controllers": the delegate swaps the root when the
  // orientation changes; the old controller's view leaves the window.
  @Test(arguments: ["3.0", "5.0", "7.0", "12.0"])
  func theDelegateSwapsTheRootOnRotation(ios: String) throws {
    let example = ControllerSwappingExample(
      model: DeviceCatalog.model(id: "iphone-8")!, systemBehavior: try SystemBehavior(iOSVersion: ios))
    let application = example.application
    try application.launch(deviceOrientation: .portrait)
    application.runLoop.settle()
    #expect(application.rootViewController === example.portraitController)
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.settle()
    #expect(application.rootViewController === example.landscapeController)
    #expect(example.portraitController.view.superview == nil)
    #expect(application.statusBarOrientation == .landscapeRight)
    #expect(example.landscapeController.view.bounds.size == controllerViewSize(667, 375, in: application))
    #expect(example.landscapeController.interfaceOrientation == .landscapeRight)
    application.device.receiveSensedOrientation(.portrait)
    application.runLoop.settle()
    #expect(application.rootViewController === example.portraitController)
    #expect(example.portraitController.view.bounds.size == controllerViewSize(375, 667, in: application))
    #expect(application.statusBarOrientation == .portrait)
  }
}

@Suite struct DeviceOrientationFollowingViewTests {
  final class CountingView: DeviceOrientationFollowingView {
    var handled: [DeviceOrientation] = []
    override func orientationDidChange(to orientation: DeviceOrientation) { handled.append(orientation) }
  }

  // Seed 004: ignores faceUp, faceDown, unknown and repeats; handles the change on the next
  // run-loop turn, cancelling the previous delayed perform; skips a turn within the same family.
  @Test func itHandlesOnlyRealChangesOnTheNextTurn() throws {
    let application = try launchApplication(root: ViewController(identifier: "root"))
    let view = CountingView(
      frame: Rect(x: 0, y: 0, width: 320, height: 44), identifier: "banner", application: application)
    application.device.receiveSensedOrientation(.landscapeLeft)
    #expect(view.handled.isEmpty)
    application.device.receiveSensedOrientation(.faceUp)
    application.device.receiveSensedOrientation(.landscapeRight)
    application.runLoop.settle()
    // Unknown → landscapeLeft was to be handled on the next turn; landscapeLeft → landscapeRight
    // is in the same family and skipped, but the handling still pending reads the orientation
    // when it runs: one handling, of landscapeRight. (Seed 004's cancel names another selector
    // and so never cancels; cancelling on a skip would leave the view laid out for no turn.)
    #expect(view.handled == [.landscapeRight])
    #expect(view.currentOrientation == .landscapeRight)
    application.device.receiveSensedOrientation(.portrait)
    application.device.receiveSensedOrientation(.faceDown)
    application.device.receiveSensedOrientation(.portrait)
    application.runLoop.settle()
    #expect(view.handled == [.landscapeRight, .portrait])
    #expect(
      application.traceLines(kinds: ["viewDidHandleDeviceOrientation"]) == [
        "viewDidHandleDeviceOrientation banner landscapeRight", "viewDidHandleDeviceOrientation banner portrait",
      ])
    // A turn within the family on its own run-loop turn is skipped.
    application.device.receiveSensedOrientation(.portraitUpsideDown)
    application.runLoop.settle()
    #expect(view.handled == [.landscapeRight, .portrait])
  }

  // Seed 004: "the default value for [[UIDevice currentDevice] orientation] is
  // UIDeviceOrientationUnknown": the first real orientation is a change from unknown.
  @Test func theFirstOrientationIsHandled() throws {
    let application = try launchApplication(root: ViewController(identifier: "root"))
    let view = CountingView(frame: .zero, identifier: "badge", application: application)
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.settle()
    #expect(view.handled == [.landscapeLeft])
  }
}
