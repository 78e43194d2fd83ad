import SwivelCore
import Testing

@testable import SwivelKit

@Suite struct RotationHandlerTests {
  // Seed 000: UIKit listens for UIDeviceOrientationDidChangeNotification; the application hands
  // each change to its rotation handler.
  @Test func theHandlerGetsEveryChangeAfterLaunch() throws {
    let application = makeApplication()
    let handler = RecordingRotationHandler()
    application.rotationHandler = handler
    try application.launch(deviceOrientation: .portrait)
    application.runLoop.run(until: 0)
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.device.receiveSensedOrientation(.faceUp)
    #expect(handler.received == [.portrait, .landscapeLeft, .faceUp])
  }

  @Test func theHandlerHearsBeforeObserversAddedLater() throws {
    let application = makeApplication()
    final class Log { var entries: [String] = [] }
    let log = Log()
    final class Handler: RotationHandler {
      let log: Log
      init(_ log: Log) { self.log = log }
      func application(_ application: Application, deviceOrientationDidChange orientation: DeviceOrientation) {
        log.entries.append("handler")
      }
    }
    application.rotationHandler = Handler(log)
    try application.launch(deviceOrientation: .portrait)
    application.runLoop.run(until: 0)
    application.notificationCenter.addObserver(log, name: .deviceOrientationDidChange) { log, _ in
      log.entries.append("observer")
    }
    log.entries.removeAll()
    application.device.receiveSensedOrientation(.landscapeRight)
    #expect(log.entries == ["handler", "observer"])
  }

  // Issue 3: the handler is one replaceable seam; with none (removed after launch) the
  // interface stays put.
  @Test func withoutAHandlerTheInterfaceStaysPut() throws {
    let application = makeApplication()
    try application.launch(deviceOrientation: .portrait)
    application.rotationHandler = nil
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.settle()
    #expect(application.device.orientation == .landscapeLeft)
    #expect(application.statusBarOrientation == .portrait)
    #expect(application.keyWindow?.interfaceOrientation == .portrait)
  }

  // Issue 3, point 3: under the user's rotation lock the interface stays put.
  @Test func underTheRotationLockTheHandlerHearsNothing() throws {
    let application = makeApplication()
    let handler = RecordingRotationHandler()
    application.rotationHandler = handler
    try application.launch(deviceOrientation: .portrait)
    application.runLoop.run(until: 0)
    application.device.lockRotation(to: .portrait)
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.device.receiveSensedOrientation(.landscapeRight)
    #expect(handler.received == [.portrait])
    application.device.unlockRotation()
    #expect(handler.received == [.portrait, .landscapeRight])
  }

  // Engaging the lock in another orientation is a change handed on, with the lock already on, so the
  // policy can turn the interface to the locked orientation.
  @Test func lockingToAnotherOrientationIsAChangeTheHandlerHears() throws {
    let application = makeApplication()
    let handler = RecordingRotationHandler()
    application.rotationHandler = handler
    try application.launch(deviceOrientation: .landscapeLeft)
    application.runLoop.run(until: 0)
    final class LockWitness: RotationHandler {
      var lockedWhenHeard: [Bool] = []
      func application(_ application: Application, deviceOrientationDidChange orientation: DeviceOrientation) {
        lockedWhenHeard.append(application.device.isRotationLocked)
      }
    }
    let witness = LockWitness()
    application.rotationHandler = witness
    application.device.lockRotation(to: .portrait)
    #expect(handler.received == [.landscapeLeft])
    #expect(witness.lockedWhenHeard == [true])
    #expect(application.device.orientation == .portrait)
  }

  @Test func changesAreTracedEvenWithoutAHandler() throws {
    let application = makeApplication()
    try application.launch(deviceOrientation: .portrait)
    application.rotationHandler = nil
    application.runLoop.run(for: 1)
    application.device.receiveSensedOrientation(.landscapeLeft)
    #expect(
      application.trace.events.dropFirst().map(\.kind) == [
        .deviceOrientationDidChange(orientation: .portrait), .deviceOrientationDidChange(orientation: .landscapeLeft),
      ])
    #expect(abs(application.trace.events[2].time - 1) < 1e-9)
  }
}

@Suite struct DefaultRotationHandlerTests {
  // Apple, Technical Q&A QA1688 ("Beginning with iOS 6 … the application's supported
  // orientations"): with no root view controller, the app's mask alone decides from iOS 6;
  // before, nothing rotates. The default handler is installed at launch, root or not.
  @Test(arguments: zip(["5.1", "6.0", "17.0"], [InterfaceOrientation.portrait, .landscapeRight, .landscapeRight]))
  func withoutARootTheAppsMaskDecidesFromIOS6(ios: String, expected: InterfaceOrientation) throws {
    let application = makeApplication(ios: ios)
    try application.launch(deviceOrientation: .portrait)
    #expect(application.interfaceRotator != nil)
    application.runLoop.run(for: 1)
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.settle()
    #expect(application.keyWindow?.interfaceOrientation == expected)
    #expect(application.statusBarOrientation == expected)
  }

  // The seam stays replaceable: a handler set before launch is the one used.
  @Test func aHandlerSetBeforeLaunchIsKept() throws {
    let application = makeApplication()
    let witness = Witness()
    application.rotationHandler = witness
    try application.launch(deviceOrientation: .portrait)
    #expect(application.rotationHandler === witness)
    #expect(application.interfaceRotator == nil)
  }

  private final class Witness: RotationHandler {
    func application(_ application: Application, deviceOrientationDidChange orientation: DeviceOrientation) {}
  }
}

/// A replaced handler owns rotation on every path: presenting, dismissing, a new root and
/// `attemptRotationToDeviceOrientation` ask the default rotator only when it is the handler, and
/// never put it back in place of another.
@Suite struct ReplacedRotationHandlerTests {
  private func launchedWithReplacedHandler() throws -> (Application, RecordingRotationHandler, TestController) {
    let feed = TestController(identifier: "feed")
    feed.supported = .portrait
    let application = try launchApplication(root: feed)
    let handler = RecordingRotationHandler()
    application.rotationHandler = handler
    return (application, handler, feed)
  }

  @Test func presentingAndDismissingKeepTheHandlerAndTheOrientation() throws {
    let (application, handler, feed) = try launchedWithReplacedHandler()
    let player = TestController(identifier: "player")
    player.supported = .landscape
    player.preferred = .landscapeRight
    player.modalPresentationStyle = .fullScreen
    let decisionsBefore = application.trace.events.filter { $0.kind.name == "rotationDecision" }.count
    try feed.present(player, animated: true)
    application.runLoop.settle()
    #expect(application.rotationHandler === handler)
    #expect(application.statusBarOrientation == .portrait)
    // The modal transition is still timed, whoever handles rotation.
    #expect(application.trace.events.contains { $0.kind == .presented(controller: "player", style: .fullScreen) })
    try feed.dismiss(animated: true)
    application.runLoop.settle()
    try application.attemptRotationToDeviceOrientation()
    try application.setRootViewController(TestController(identifier: "other"))
    #expect(application.rotationHandler === handler)
    #expect(application.trace.events.filter { $0.kind.name == "rotationDecision" }.count == decisionsBefore)
  }

  @Test func withTheDefaultRotatorAPresentationDecides() throws {
    let feed = TestController(identifier: "feed")
    feed.supported = .portrait
    let application = try launchApplication(root: feed)
    let rotator = try #require(application.interfaceRotator)
    let player = TestController(identifier: "player")
    player.supported = .landscape
    player.preferred = .landscapeRight
    player.modalPresentationStyle = .fullScreen
    try feed.present(player, animated: false)
    #expect(application.interfaceRotator === rotator)
    #expect(rotator.lastDecision?.trigger == .presentation(player.orientationAnswers().identity))
    #expect(application.statusBarOrientation == .landscapeRight)
    #expect(application.keyWindow?.interfaceOrientation == .landscapeRight)
  }
}
