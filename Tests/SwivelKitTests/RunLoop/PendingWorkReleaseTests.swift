import SwivelCore
import Testing

@testable import SwivelKit

/// An object to perform work for.
private final class Target {}

/// Issue 14 (LeakSanitizer): an application, a device or a run loop that its owner lets go of
/// while work is still scheduled is freed, with everything the work was for. Work on a run loop
/// that has gone away can never run: the run loop cancels it as it goes.
@Suite struct PendingWorkReleaseTests {
  @Test func aRunLoopThatGoesAwayCancelsItsWorkAndLetsGoOfItsTargets() {
    weak var target: Target?
    weak var timer: Timer?
    var request: PerformRequest?
    do {
      let runLoop = RunLoop()
      let object = Target()
      target = object
      request = runLoop.perform("work", target: object, afterDelay: 1) { _ in }
      timer = runLoop.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
    }
    #expect(target == nil)
    #expect(timer == nil)
    #expect(request?.isCancelled == true)
    #expect(request?.isPending == false)
  }

  // The device's first report was a perform for the device, on the run loop the device keeps:
  // a device let go of before that report came was never freed.
  @Test func aDeviceLetGoOfBeforeItsFirstReportIsFreed() {
    weak var device: Device?
    weak var runLoop: RunLoop?
    do {
      let loop = RunLoop()
      let generating = Device(
        model: DeviceCatalog.model(id: "iphone-8")!, notificationCenter: NotificationCenter(), runLoop: loop)
      generating.beginGeneratingDeviceOrientationNotifications()
      #expect(loop.hasPendingWork)
      device = generating
      runLoop = loop
    }
    #expect(device == nil)
    #expect(runLoop == nil)
  }

  @Test func theFirstReportStillComesOnTheNextTurn() {
    let runLoop = RunLoop()
    let center = NotificationCenter()
    let device = Device(model: DeviceCatalog.model(id: "iphone-8")!, notificationCenter: center, runLoop: runLoop)
    device.receiveSensedOrientation(.landscapeLeft)
    device.beginGeneratingDeviceOrientationNotifications()
    #expect(device.orientation == .unknown)
    runLoop.run(until: 0)
    #expect(device.orientation == .landscapeLeft)
  }

  @Test func anApplicationEndingInTheMiddleOfAnAnimatedRotationIsFreed() throws {
    weak var application: Application?
    weak var root: TestController?
    do {
      let controller = TestController(identifier: "root")
      controller.supported = .all
      let launched = try launchApplication(root: controller)
      launched.device.receiveSensedOrientation(.landscapeLeft)
      #expect(launched.runLoop.hasPendingWork)
      application = launched
      root = controller
    }
    #expect(application == nil)
    #expect(root == nil)
  }

  @Test func anApplicationEndingInTheMiddleOfAPresentationIsFreed() throws {
    weak var application: Application?
    weak var presented: TestController?
    do {
      let controller = TestController(identifier: "root")
      let launched = try launchApplication(root: controller)
      let modal = TestController(identifier: "modal")
      try controller.present(modal, animated: true)
      #expect(launched.runLoop.hasPendingWork)
      application = launched
      presented = modal
    }
    #expect(application == nil)
    #expect(presented == nil)
  }
}
