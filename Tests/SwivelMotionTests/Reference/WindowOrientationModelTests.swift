import SwivelCore
import Testing

@testable import SwivelMotion

@Suite struct WindowOrientationModelTests {
  // Android's ROTATION_90 is the device turned counter-clockwise (Home button, or chin, on the
  // right): UIKit's device landscapeLeft. WindowOrientationListener, "orientation angle".
  @Test(
    arguments: zip(
      [(0.0, -1.0, 0.0), (-1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (1.0, 0.0, 0.0)],
      [DeviceOrientation.portrait, .landscapeLeft, .portraitUpsideDown, .landscapeRight]))
  func rotationsMapToUIKitsDeviceOrientations(vector: (Double, Double, Double), expected: DeviceOrientation) {
    var model = WindowOrientationModel()
    let changes = model.changes(in: steady(vector.0, vector.1, vector.2, from: 0, for: 1))
    #expect(changes.map(\.orientation) == [expected])
  }

  @Test func neverReportsFlat() {
    var model = WindowOrientationModel()
    #expect(model.changes(in: steady(0, 0, -1, from: 0, for: 2)).isEmpty)
  }

  @Test func waitsHalfASecondAfterAcceleration() {
    // WindowOrientationListener: PROPOSAL_MIN_TIME_SINCE_ACCELERATION_ENDED_NANOS = 500 ms.
    var model = WindowOrientationModel()
    let samples =
      steady(0, -1, 0, from: 0, for: 1) + steady(-4, 0, 0, from: 1, for: 1) + steady(-1, 0, 0, from: 2, for: 1)
    let changes = model.changes(in: samples)
    #expect(changes.map(\.orientation) == [.portrait, .landscapeLeft])
    #expect(changes[1].time >= 2.5)
  }
}
