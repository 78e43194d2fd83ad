import SwivelCore
import SwivelKit
import SwivelMotion
import Testing

@testable import SwivelScenario

@Suite struct LiveDeviceWatchTests {
  private let watch = LiveDeviceWatch(model: DeviceCatalog.model(id: "iphone-8")!)

  // Seed 004 / Apple, UIDeviceOrientationDidChangeNotification: posted when the orientation
  // changes; the same orientation again posts nothing.
  @Test func theDevicePostsOnlyChanges() {
    #expect(
      watch.receive(OrientationChange(time: 1, orientation: .portrait))
        == OrientationChange(time: 1, orientation: .portrait))
    #expect(watch.receive(OrientationChange(time: 2, orientation: .portrait)) == nil)
    #expect(
      watch.receive(OrientationChange(time: 3, orientation: .faceUp))
        == OrientationChange(time: 3, orientation: .faceUp))
    #expect(watch.device.orientation == .faceUp)
  }

  // The user's rotation lock: UIDevice keeps the locked orientation and posts nothing.
  @Test func underTheRotationLockNothingIsPosted() {
    _ = watch.receive(OrientationChange(time: 1, orientation: .portrait))
    watch.device.lockRotation(to: .portrait)
    #expect(watch.receive(OrientationChange(time: 2, orientation: .landscapeLeft)) == nil)
    #expect(watch.device.orientation == .portrait)
  }
}

/// Issue 14, found by FuzzWatch: a watch whose input ended before the detector reported
/// anything (`t,x,y,z`, two samples, a bad third) leaked its device, run loop and notification
/// center, kept alive by the device's pending first report.
@Suite struct LiveDeviceWatchReleaseTests {
  @Test func aWatchEndingBeforeAnyReportFreesItsDevice() {
    weak var device: Device?
    do {
      let watch = LiveDeviceWatch(model: DeviceCatalog.model(id: "iphone-8")!)
      device = watch.device
    }
    #expect(device == nil)
  }

  @Test func aWatchEndingAfterReportsFreesItsDevice() {
    weak var device: Device?
    do {
      let watch = LiveDeviceWatch(model: DeviceCatalog.model(id: "iphone-8")!)
      _ = watch.receive(OrientationChange(time: 1, orientation: .portrait))
      device = watch.device
    }
    #expect(device == nil)
  }
}
