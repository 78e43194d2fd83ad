import SwivelCore

@testable import SwivelMotion

/// Samples holding the reading (`x`, `y`, `z`) from `start` for `duration` seconds at `rate` Hz.
func steady(
  _ x: Double, _ y: Double, _ z: Double, from start: Double, for duration: Double, rate: Double = 50
) -> [AccelerationSample] {
  let count = Int((duration * rate).rounded())
  return (0..<count).map { AccelerationSample(time: start + Double($0) / rate, x: x, y: y, z: z) }
}

/// The reading of a device at `screenAngle` degrees in the screen's plane, leaning back by `tilt` degrees.
func reading(screenAngle: Double, tilt: Double = 0) -> (Double, Double, Double) {
  let g = Pose(screenAngle: screenAngle, tilt: tilt, label: .unknown).gravity
  return (g.x, g.y, g.z)
}

/// Samples holding a pose (see ``reading(screenAngle:tilt:)``).
func holding(
  screenAngle: Double, tilt: Double = 0, from start: Double, for duration: Double, rate: Double = 50
) -> [AccelerationSample] {
  let r = reading(screenAngle: screenAngle, tilt: tilt)
  return steady(r.0, r.1, r.2, from: start, for: duration, rate: rate)
}

/// The changes `detector` reports over `samples`.
func run(_ samples: [AccelerationSample], _ detector: inout OrientationDetector) -> [OrientationChange] {
  detector.changes(in: samples)
}

/// The directory of this test target's fixtures, found from this file's path.
let fixtures: String = {
  let path = #filePath
  return String(path[..<path.lastIndex(of: "/")!]) + "/Fixtures"
}()
