import SwivelCore
import Testing

@testable import SwivelKit

/// A device with its run loop and notification center, recording the orientations it posts.
private final class DeviceWorld {
  let runLoop = RunLoop()
  let center = NotificationCenter()
  let device: Device
  var posted: [DeviceOrientation] = []

  init(model: String = "iphone-8") {
    device = Device(model: DeviceCatalog.model(id: model)!, notificationCenter: center, runLoop: runLoop)
    center.addObserver(self, name: .deviceOrientationDidChange) { world, notification in
      if case .deviceOrientationDidChange(let orientation) = notification { world.posted.append(orientation) }
    }
  }
}

@Suite struct DeviceTests {
  // Seed 004, "Extra Orientation Notes": the default orientation is UIDeviceOrientationUnknown;
  // Apple, UIDevice.orientation: "always returns 0 unless orientation notifications have been enabled".
  @Test func orientationIsUnknownUntilNotificationsBegin() {
    let world = DeviceWorld()
    world.device.receiveSensedOrientation(.landscapeLeft)
    world.runLoop.run(for: 1)
    #expect(world.device.orientation == .unknown)
    #expect(world.posted.isEmpty)
    #expect(world.device.sensedOrientation == .landscapeLeft)
  }

  // Seed 004: beginGenerating…, then addObserver — the observer added after begin still gets the
  // first orientation, which arrives on a later turn.
  @Test func theFirstOrientationIsReportedOnTheNextTurnAfterBegin() {
    let runLoop = RunLoop()
    let center = NotificationCenter()
    let device = Device(model: DeviceCatalog.model(id: "iphone-8")!, notificationCenter: center, runLoop: runLoop)
    device.receiveSensedOrientation(.portrait)
    device.beginGeneratingDeviceOrientationNotifications()
    final class View { var seen: [DeviceOrientation] = [] }
    let view = View()
    center.addObserver(view, name: .deviceOrientationDidChange) { view, notification in
      if case .deviceOrientationDidChange(let orientation) = notification { view.seen.append(orientation) }
    }
    #expect(device.orientation == .unknown)
    runLoop.run(until: 0)
    #expect(device.orientation == .portrait)
    #expect(view.seen == [.portrait])
  }

  // Issue 3, point 3: a notification is posted only when the orientation changes.
  @Test func aNotificationIsPostedOnlyOnChange() {
    let world = DeviceWorld()
    world.device.beginGeneratingDeviceOrientationNotifications()
    world.runLoop.run(until: 0)
    for orientation: DeviceOrientation in [.portrait, .portrait, .landscapeLeft, .landscapeLeft, .portrait] {
      world.device.receiveSensedOrientation(orientation)
    }
    #expect(world.posted == [.portrait, .landscapeLeft, .portrait])
  }

  @Test func aChangeIsPostedSynchronouslyAndOrientationIsUpdatedFirst() {
    let world = DeviceWorld()
    world.device.beginGeneratingDeviceOrientationNotifications()
    world.runLoop.run(until: 0)
    var seenInside: DeviceOrientation?
    final class Reader {}
    let reader = Reader()
    let device = world.device
    // Unowned: the device keeps the center, which keeps the handler.
    world.center.addObserver(reader, name: .deviceOrientationDidChange) { [unowned device] _, _ in
      seenInside = device.orientation
    }
    world.device.receiveSensedOrientation(.landscapeRight)
    #expect(seenInside == .landscapeRight)
  }

  // Seed 004: "These notifications will also notify when the device is screen-side down or screen-side up."
  @Test(arguments: [DeviceOrientation.faceUp, .faceDown])
  func flatOrientationsAreReported(flat: DeviceOrientation) {
    let world = DeviceWorld()
    world.device.receiveSensedOrientation(.portrait)
    world.device.beginGeneratingDeviceOrientationNotifications()
    world.runLoop.run(until: 0)
    world.device.receiveSensedOrientation(flat)
    #expect(world.device.orientation == flat)
    #expect(world.posted == [.portrait, flat])
  }

  // Apple, beginGeneratingDeviceOrientationNotifications: calls nest and must be balanced.
  @Test func beginAndEndNestAndTheLastEndStopsReporting() {
    let world = DeviceWorld()
    let device = world.device
    device.receiveSensedOrientation(.portrait)
    device.beginGeneratingDeviceOrientationNotifications()
    device.beginGeneratingDeviceOrientationNotifications()
    world.runLoop.run(until: 0)
    device.endGeneratingDeviceOrientationNotifications()
    #expect(device.isGeneratingDeviceOrientationNotifications)
    device.receiveSensedOrientation(.landscapeLeft)
    #expect(world.posted == [.portrait, .landscapeLeft])
    device.endGeneratingDeviceOrientationNotifications()
    #expect(!device.isGeneratingDeviceOrientationNotifications)
    #expect(device.orientation == .unknown)
    device.receiveSensedOrientation(.portrait)
    world.runLoop.run(for: 1)
    #expect(world.posted == [.portrait, .landscapeLeft])
  }

  @Test func anExtraEndDoesNothingAndIsCounted() {
    let world = DeviceWorld()
    let device = world.device
    device.receiveSensedOrientation(.landscapeRight)
    device.endGeneratingDeviceOrientationNotifications()
    #expect(device.unbalancedEndCount == 1)
    #expect(!device.isGeneratingDeviceOrientationNotifications)
    // The count did not go below zero: one begin is enough to report again.
    device.beginGeneratingDeviceOrientationNotifications()
    world.runLoop.run(until: 0)
    #expect(device.orientation == .landscapeRight)
    #expect(world.posted == [.landscapeRight])
  }

  @Test func beginningAgainReportsWhereTheDeviceIsNow() {
    let world = DeviceWorld()
    let device = world.device
    device.receiveSensedOrientation(.portrait)
    device.beginGeneratingDeviceOrientationNotifications()
    world.runLoop.run(until: 0)
    device.endGeneratingDeviceOrientationNotifications()
    device.receiveSensedOrientation(.faceUp)
    device.beginGeneratingDeviceOrientationNotifications()
    world.runLoop.run(until: 0)
    #expect(world.posted == [.portrait, .faceUp])
  }

  @Test func endingBeforeTheFirstReportCancelsIt() {
    let world = DeviceWorld()
    world.device.receiveSensedOrientation(.portrait)
    world.device.beginGeneratingDeviceOrientationNotifications()
    world.device.endGeneratingDeviceOrientationNotifications()
    world.runLoop.run(for: 1)
    #expect(world.posted.isEmpty)
    #expect(world.device.orientation == .unknown)
  }

  @Test func aChangeBeforeTheFirstReportIsReportedAtOnceAndOnlyOnce() {
    let world = DeviceWorld()
    world.device.receiveSensedOrientation(.portrait)
    world.device.beginGeneratingDeviceOrientationNotifications()
    world.device.receiveSensedOrientation(.landscapeLeft)
    #expect(world.posted == [.landscapeLeft])
    world.runLoop.run(for: 1)
    #expect(world.posted == [.landscapeLeft])
  }

  // Issue 3, point 3: the user's rotation lock — the device reports the locked orientation.
  @Test func underTheRotationLockTurnsAreNotReportedAndUnlockCatchesUp() {
    let world = DeviceWorld()
    let device = world.device
    device.receiveSensedOrientation(.landscapeLeft)
    device.beginGeneratingDeviceOrientationNotifications()
    world.runLoop.run(until: 0)
    device.lockRotation(to: .portrait)
    #expect(device.isRotationLocked)
    #expect(device.orientation == .portrait)
    device.receiveSensedOrientation(.landscapeRight)
    device.receiveSensedOrientation(.faceUp)
    #expect(device.orientation == .portrait)
    device.unlockRotation()
    #expect(device.orientation == .faceUp)
    #expect(world.posted == [.landscapeLeft, .portrait, .faceUp])
  }

  @Test func lockingToTheCurrentOrientationPostsNothing() {
    let world = DeviceWorld(model: "ipad-9.7")
    let device = world.device
    device.receiveSensedOrientation(.landscapeLeft)
    device.beginGeneratingDeviceOrientationNotifications()
    world.runLoop.run(until: 0)
    device.lockRotation(to: .landscapeRight)  // interface landscapeRight is device landscapeLeft
    #expect(world.posted == [.landscapeLeft])
  }

  @Test(
    arguments: zip(
      ["iphone-8", "iphone-x", "ipad-pro-12.9"], [(UserInterfaceIdiom.phone, true), (.phone, false), (.pad, false)]))
  func theModelComesFromTheCatalog(id: String, expected: (idiom: UserInterfaceIdiom, homeButton: Bool)) {
    let world = DeviceWorld(model: id)
    #expect(world.device.userInterfaceIdiom == expected.idiom)
    #expect(world.device.model.hasHomeButton == expected.homeButton)
  }
}
