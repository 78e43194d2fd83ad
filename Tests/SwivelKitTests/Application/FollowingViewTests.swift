import SwivelCore
import Testing

@testable import SwivelKit

/// Seed 004's view, SwivelKit's one implementation, recording what it handles.
private final class FollowingView: DeviceOrientationFollowingView {
  var log: [String] = []
  var handled: [DeviceOrientation] = []

  init(name: String, application: Application) {
    super.init(frame: .zero, identifier: name, application: application)
  }

  override func orientationDidChange(to orientation: DeviceOrientation) {
    log.append("handled \(orientation)")
    handled.append(orientation)
  }
}

@Suite struct FollowingViewTests {
  private func launchedApplication() throws -> Application {
    let application = makeApplication()
    try application.launch(deviceOrientation: .portrait)
    application.runLoop.run(until: 0)
    return application
  }

  // Seed 004: the perform after a delay of 0 runs after the current notification is handled —
  // after every observer has had it — on the next turn of the run loop.
  @Test func theChangeIsHandledOnTheNextTurnAfterTheNotification() throws {
    let application = try launchedApplication()
    let view = FollowingView(name: "banner", application: application)
    final class LaterObserver {}
    let later = LaterObserver()
    application.notificationCenter.addObserver(later, name: .deviceOrientationDidChange) { [unowned view] _, _ in
      view.log.append("later observer")
    }
    application.device.receiveSensedOrientation(.landscapeLeft)
    #expect(view.log == ["later observer"])
    application.runLoop.run(until: application.runLoop.now)
    #expect(view.log == ["later observer", "handled landscapeLeft"])
  }

  // Seed 004: cancelPreviousPerformRequestsWithTarget: — several changes in one turn are handled once, the last.
  @Test func changesInOneTurnAreHandledOnceWithTheLast() throws {
    let application = try launchedApplication()
    let view = FollowingView(name: "banner", application: application)
    for orientation: DeviceOrientation in [.landscapeLeft, .faceUp, .portraitUpsideDown, .landscapeRight] {
      application.device.receiveSensedOrientation(orientation)
    }
    application.runLoop.settle()
    #expect(view.handled == [.landscapeRight])
  }

  // Seed 004: faceUp, faceDown, unknown and repeats are ignored.
  @Test func flatUnknownAndRepeatedOrientationsAreIgnored() throws {
    let application = try launchedApplication()
    let view = FollowingView(name: "banner", application: application)
    application.runLoop.settle()  // the view's own begin nests: no new report
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.settle()
    for orientation: DeviceOrientation in [.faceUp, .landscapeLeft, .faceDown, .unknown, .landscapeLeft] {
      application.device.receiveSensedOrientation(orientation)
      application.runLoop.settle()
    }
    #expect(view.handled == [.landscapeLeft])
  }

  // Spec section 7: viewDidHandleDeviceOrientation, after the device's change, at the same virtual time.
  @Test func theHandlingIsTracedAfterTheDeviceChange() throws {
    let application = try launchedApplication()
    let view = FollowingView(name: "banner", application: application)
    application.runLoop.run(for: 0.5)
    application.device.receiveSensedOrientation(.landscapeRight)
    application.runLoop.settle()
    // The app's own rotation (no root here: the app's mask decides) runs in between.
    let events = application.trace.events
    let change = try #require(
      events.firstIndex { $0.kind == .deviceOrientationDidChange(orientation: .landscapeRight) })
    let handling = try #require(events.lastIndex { $0.kind.name == "viewDidHandleDeviceOrientation" })
    #expect(change < handling)
    #expect(events[handling].kind == .viewDidHandleDeviceOrientation(view: "banner", orientation: .landscapeRight))
    #expect([events[change], events[handling]].allSatisfy { abs($0.time - 0.5) < 1e-9 })
    #expect(view.handled == [.landscapeRight])
  }

  // Issue 3, point 2: a view that has gone away is never called and is not kept alive.
  @Test func aViewThatWentAwayIsNotCalledNorKept() throws {
    let application = try launchedApplication()
    weak var watched: FollowingView?
    do {
      let view = FollowingView(name: "gone", application: application)
      watched = view
    }
    #expect(watched == nil)
    application.device.receiveSensedOrientation(.landscapeLeft)
    application.runLoop.settle()
    #expect(!application.trace.events.contains { $0.kind.name == "viewDidHandleDeviceOrientation" })
  }
}
