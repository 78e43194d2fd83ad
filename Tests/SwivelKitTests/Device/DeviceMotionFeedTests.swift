import SwivelCore
import SwivelMotion
import Testing

@testable import SwivelKit

/// A device fed by accelerometer samples, recording the orientations it posts with their times.
private final class MotionWorld {
  let runLoop = RunLoop()
  let center = NotificationCenter()
  let device: Device
  let feed: DeviceMotionFeed<OrientationDetector>
  var posted: [(time: Double, orientation: DeviceOrientation)] = []

  init() {
    device = Device(model: DeviceCatalog.model(id: "iphone-8")!, notificationCenter: center, runLoop: runLoop)
    feed = DeviceMotionFeed(device: device, detector: OrientationDetector())
    center.addObserver(self, name: .deviceOrientationDidChange) { world, notification in
      if case .deviceOrientationDidChange(let orientation) = notification {
        world.posted.append((world.runLoop.now, orientation))
      }
    }
  }
}

/// `count` samples at `rate` Hz from `start` seconds, all reading the same gravity vector.
private func hold(_ x: Double, _ y: Double, _ z: Double, from start: Double, seconds: Double, rate: Double = 100)
  -> [AccelerationSample]
{
  (0..<Int(seconds * rate)).map { AccelerationSample(time: start + Double($0) / rate, x: x, y: y, z: z) }
}

@Suite struct DeviceMotionFeedTests {
  // Seed 000: "The accelerometers … make it possible to determine the current orientation of the
  // device … the system sends out a UIDeviceOrientationDidChangeNotification". Core Motion's
  // sign (spec section 8): upright portrait reads (0, −1, 0), Home button on the right (−1, 0, 0).
  @Test func samplesReachTheDeviceThroughTheDetector() {
    let world = MotionWorld()
    world.device.beginGeneratingDeviceOrientationNotifications()
    world.runLoop.run(for: 0.01)
    for sample in hold(0, -1, 0, from: 0, seconds: 0.5) { world.feed.ingest(sample) }
    #expect(world.device.orientation == .portrait)
    for sample in hold(-1, 0, 0, from: 0.5, seconds: 0.5) { world.feed.ingest(sample) }
    #expect(world.device.orientation == .landscapeLeft)
    #expect(world.posted.map(\.orientation) == [.portrait, .landscapeLeft])
  }

  // Seed 004: "These notifications will also notify when the device is screen-side down or
  // screen-side up": lying face up, (0, 0, −1), is reported as faceUp.
  @Test func lyingFlatIsReportedAsFaceUp() {
    let world = MotionWorld()
    world.device.beginGeneratingDeviceOrientationNotifications()
    for sample in hold(0, 0, -1, from: 0, seconds: 1) { world.feed.ingest(sample) }
    #expect(world.device.orientation == .faceUp)
  }

  // Seed 004: the orientation is unknown until notifications begin; the device still senses.
  @Test func withoutNotificationsTheDeviceOnlySenses() {
    let world = MotionWorld()
    for sample in hold(1, 0, 0, from: 0, seconds: 0.5) { world.feed.ingest(sample) }
    #expect(world.device.orientation == .unknown)
    #expect(world.device.sensedOrientation == .landscapeRight)
    #expect(world.posted.isEmpty)
  }

  // Spec section 6, `motion:`: the trace plays "in virtual time, from now on": its first sample
  // is fed at the current time, the others at their offsets from it.
  @Test func aPlaybackRunsInVirtualTimeFromNow() {
    let world = MotionWorld()
    world.device.beginGeneratingDeviceOrientationNotifications()
    world.runLoop.run(until: 5)
    // The trace's own clock starts at 100 s: only offsets matter.
    let trace = hold(0, -1, 0, from: 100, seconds: 1) + hold(-1, 0, 0, from: 101, seconds: 1)
    world.feed.play(trace, on: world.runLoop)
    #expect(world.feed.isPlaying)
    world.runLoop.run(until: 5.9)
    #expect(world.device.orientation == .portrait)
    world.runLoop.run(until: 8)
    #expect(world.device.orientation == .landscapeLeft)
    #expect(!world.feed.isPlaying)
    let landscape = try! #require(world.posted.first { $0.orientation == .landscapeLeft })
    #expect(landscape.time >= 6 && landscape.time < 6.5)
  }

  @Test func aNewPlaybackReplacesTheOneRunning() {
    let world = MotionWorld()
    world.device.beginGeneratingDeviceOrientationNotifications()
    world.feed.play(hold(0, -1, 0, from: 0, seconds: 0.5) + hold(1, 0, 0, from: 0.5, seconds: 2), on: world.runLoop)
    world.runLoop.run(for: 0.3)
    world.feed.play(hold(0, -1, 0, from: 0, seconds: 3), on: world.runLoop)
    world.runLoop.run(for: 4)
    #expect(world.posted.map(\.orientation) == [.portrait])
  }

  @Test func anEmptyTraceSchedulesNothing() {
    let world = MotionWorld()
    world.feed.play([], on: world.runLoop)
    #expect(!world.feed.isPlaying)
    #expect(!world.runLoop.hasPendingWork)
  }
}

@Suite struct DeviceMotionFeedSettlingTests {
  // Spec section 6: an `expect` "first lets the run loop settle" — finishing what the app
  // started — but the accelerometer is not the app's work: settling must not play the rest of
  // the trace, so the device is where the trace has it at that moment.
  @Test func settlingDoesNotPlayTheRestOfTheTrace() {
    let world = MotionWorld()
    world.device.beginGeneratingDeviceOrientationNotifications()
    world.feed.play(hold(0, -1, 0, from: 0, seconds: 1) + hold(-1, 0, 0, from: 1, seconds: 1), on: world.runLoop)
    world.runLoop.settle()
    #expect(world.runLoop.now < 0.5)
    #expect(world.device.orientation != .landscapeLeft)
    #expect(world.feed.isPlaying)
  }
}
