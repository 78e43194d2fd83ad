import SwivelCore
import Testing

@testable import SwivelKit

/// When UIKit asks the deciding chain again without a device turn, and who hears of the rotation
/// that follows: `setNeedsUpdateOfSupportedInterfaceOrientations()` with the device held, the
/// dismissal of a sheet, the iPadOS 26 lock outside full screen, and a presenter hidden under a
/// full-screen presentation.
@Suite struct ReDecisionTests {
  /// A root that answers with what it presents, as many apps' roots do.
  private final class ForwardingRoot: TestController {
    override var orientationOverrides: OrientationOverrides { [.supportedInterfaceOrientations] }
    override var supportedInterfaceOrientations: InterfaceOrientationMask {
      presentedViewController?.supportedInterfaceOrientations ?? .portrait
    }
  }

  // Apple, attemptRotationToDeviceOrientation(): "Attempts to rotate all windows to the
  // orientation of the device"; iOS 16 deprecated it for setNeedsUpdateOfSupportedInterfaceOrientations()
  // ("Notifies the view controller about a change in supported interface orientations"), after
  // which the scene's orientation is resolved from the device's: a controller that starts
  // allowing landscape while the phone is held sideways turns at once, though portrait, where it
  // is, is still allowed.
  @Test func anUpdateTurnsToTheHeldOrientationOnceItIsAllowed() throws {
    let root = TestController(identifier: "player")
    root.supported = .portrait
    let application = try launchApplication(
      root: root, device: "iphone-15", infoPlist: InfoPlist(supportedInterfaceOrientations: .all))
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.settle()
    #expect(application.statusBarOrientation == .portrait)
    root.supported = .allButUpsideDown
    try root.setNeedsUpdateOfSupportedInterfaceOrientations()
    application.runLoop.settle()
    #expect(application.statusBarOrientation == .landscapeRight)
    #expect(application.interfaceRotator?.lastDecision?.reason == .allowed)
    // Animated, with the callbacks of a rotation on screen.
    #expect(
      application.traceLines(kinds: ["viewWillTransitionToSize"]) == ["viewWillTransitionToSize player [852.0, 393.0]"])
  }

  // The same, with the iPhone's portrait lock on: the lock holds what the device reports.
  @Test func anUpdateGoesByTheRotationLock() throws {
    let root = TestController(identifier: "player")
    root.supported = .landscape
    let application = try launchApplication(
      root: root, device: "iphone-15", infoPlist: InfoPlist(supportedInterfaceOrientations: .all))
    application.runLoop.settle()
    #expect(application.statusBarOrientation.isLandscape)
    application.device.lockRotation(to: .portrait)
    application.runLoop.settle()
    root.supported = .allButUpsideDown
    try root.setNeedsUpdateOfSupportedInterfaceOrientations()
    application.runLoop.settle()
    #expect(application.statusBarOrientation == .portrait)
  }

  /// Launches a forwarding root on an iPhone, presents a landscape-capable sheet over it and
  /// turns the device to landscape: the root, deciding with the sheet's answer, turns.
  private func sheetShownInLandscape(ios: String) throws -> (Application, ForwardingRoot, TestController) {
    let root = ForwardingRoot(identifier: "root")
    let application = try launchApplication(
      root: root, ios: ios, device: "iphone-15", infoPlist: InfoPlist(supportedInterfaceOrientations: .all))
    let sheet = TestController(identifier: "sheet")
    sheet.supported = .allButUpsideDown
    sheet.modalPresentationStyle = .pageSheet
    try root.present(sheet, animated: true)
    application.runLoop.settle()
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.settle()
    #expect(application.statusBarOrientation == .landscapeRight)
    return (application, root, sheet)
  }

  // From iOS 16 a root that forwards to presentedViewController is asked again once a sheet is
  // dismissed: its answer changed with the sheet (Apple,
  // setNeedsUpdateOfSupportedInterfaceOrientations(), which replaces
  // attemptRotationToDeviceOrientation(): the scene's orientation is resolved whenever what the
  // chain supports may have changed). The root is on screen all along: it hears the rotation.
  @Test func fromIOS16DismissingASheetAsksTheDeciderAgain() throws {
    let (application, root, _) = try sheetShownInLandscape(ios: "17.0")
    let mark = application.trace.events.count
    try root.dismiss(animated: true)
    application.runLoop.settle()
    #expect(application.statusBarOrientation == .portrait)
    #expect(application.interfaceRotator?.lastDecision?.trigger == .dismissal)
    #expect(
      application.traceLines(from: mark, kinds: ["viewWillTransitionToSize"]) == [
        "viewWillTransitionToSize root [393.0, 852.0]"
      ])
  }

  // Before iOS 16 nothing asks again after a sheet: the next device turn does.
  @Test func beforeIOS16ASheetsDismissalAsksNothing() throws {
    let (application, root, _) = try sheetShownInLandscape(ios: "15.0")
    try root.dismiss(animated: true)
    application.runLoop.settle()
    #expect(application.statusBarOrientation == .landscapeRight)
    application.device.receiveSensedOrientation(.portrait)
    application.runLoop.settle()
    #expect(application.statusBarOrientation == .portrait)
  }

  // Apple, UIViewController.prefersInterfaceOrientationLocked (iPadOS 26): "The system will
  // consider locking the interface orientation when these conditions are true: The scene is
  // centered on the screen; The scene is the same size as the screen; The scene is not occluded
  // by another scene", and disables the lock when they no longer hold.
  @Test func theIPadOS26LockHoldsOnlyInFullScreen() throws {
    final class Game: TestController {
      override var prefersInterfaceOrientationLocked: Bool { true }
    }
    let game = Game(identifier: "game")
    let application = try launchApplication(
      root: game, ios: "26.0", device: "ipad-pro-11", infoPlist: InfoPlist(supportedInterfaceOrientations: .all))
    #expect(application.isInterfaceOrientationLocked)
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.settle()
    #expect(application.statusBarOrientation == .portrait)
    application.setWindowingMode(.windowed)
    #expect(!application.isInterfaceOrientationLocked)
    application.device.receiveSensedOrientation(.landscapeRight)
    application.runLoop.settle()
    #expect(application.statusBarOrientation == .landscapeLeft)
    application.setWindowingMode(.fullScreen)
    #expect(application.isInterfaceOrientationLocked)
    application.device.receiveSensedOrientation(.portrait)
    application.runLoop.settle()
    #expect(application.statusBarOrientation == .landscapeLeft)
  }

  /// A portrait root that presents a full-screen player supporting landscape, then turns the
  /// device: the player decides and the interface turns.
  private func playerTurnedOver(root: TestController, ios: String, device: String) throws -> Application {
    root.supported = .portrait
    let application = try launchApplication(
      root: root, ios: ios, device: device, infoPlist: InfoPlist(supportedInterfaceOrientations: .all))
    let player = TestController(identifier: "player")
    player.supported = .allButUpsideDown
    player.modalPresentationStyle = .fullScreen
    try root.present(player, animated: true)
    application.runLoop.settle()
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.settle()
    #expect(application.statusBarOrientation == .landscapeRight)
    return application
  }

  // From iOS 8 the presenter hidden under a full-screen presentation hears the size transition
  // ("Present a modal view controller; rotate device; viewWillTransitionToSize is called on main
  // view controller", onmyway133/notes#202; zenangst/Spots#286 checks presentedViewController
  // for it), but none of the legacy rotation callbacks (seed 000, "Rotations May Occur When Your
  // View Controller Is Hidden": it "does not receive any rotation events").
  @Test func fromIOS8AHiddenPresenterHearsTheSizeTransitionOnly() throws {
    let root = TestController(identifier: "feed")
    let application = try playerTurnedOver(root: root, ios: "8.0", device: "iphone-8")
    #expect(
      application.traceLines(kinds: ["viewWillTransitionToSize"]) == [
        "viewWillTransitionToSize feed [667.0, 375.0]", "viewWillTransitionToSize player [667.0, 375.0]",
      ])
    #expect(root.statusBarSeen["willRotate"] == nil)
    #expect(root.statusBarSeen["didRotate"] == nil)
  }

  // Up to iOS 7 the hidden presenter hears nothing (seed 000).
  @Test func upToIOS7AHiddenPresenterHearsNothing() throws {
    let root = TestController(identifier: "feed")
    let application = try playerTurnedOver(root: root, ios: "7.0", device: "iphone-se-1")
    let heard = application.trace.events.filter { $0.line.contains(" feed") && $0.kind.name.contains("Rotat") }
    #expect(heard.isEmpty)
    #expect(root.statusBarSeen["willRotate"] == nil)
  }
}
