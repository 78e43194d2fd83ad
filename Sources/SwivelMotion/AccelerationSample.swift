/// One accelerometer reading: a time and the acceleration the device feels, in g.
///
/// The axes and signs are Core Motion's (`CMAcceleration`): x points to the right of the screen,
/// y to its top, z out of the screen towards the user, and a device at rest reads gravity as a
/// vector pointing *down*, so that
///
/// | pose | reading |
/// |---|---|
/// | standing upright in portrait | ≈ (0, −1, 0) |
/// | upside down | ≈ (0, 1, 0) |
/// | device `landscapeLeft` (Home button on the right) | ≈ (−1, 0, 0) |
/// | device `landscapeRight` (Home button on the left) | ≈ (1, 0, 0) |
/// | face up on a table | ≈ (0, 0, −1) |
/// | face down | ≈ (0, 0, 1) |
///
/// Linux IIO and Android report the opposite sign (at rest the vector points up, in m/s²);
/// ``IIOAccelerometer`` converts.
///
/// UIKit: `CMAccelerometerData` (`timestamp`, `acceleration`).
public struct AccelerationSample: Hashable, Sendable {
  /// Seconds, on any clock that does not jump; only differences matter.
  public var time: Double
  /// Acceleration along the x axis (towards the right edge of the screen), in g.
  public var x: Double
  /// Acceleration along the y axis (towards the top of the screen), in g.
  public var y: Double
  /// Acceleration along the z axis (out of the screen), in g.
  public var z: Double

  /// A sample at `time` seconds reading (`x`, `y`, `z`) g.
  public init(time: Double, x: Double, y: Double, z: Double) {
    self.time = time
    self.x = x
    self.y = y
    self.z = z
  }

  /// The length of the acceleration vector, in g (about 1 at rest).
  @inlinable
  public var magnitude: Double { (x * x + y * y + z * z).squareRoot() }

  /// Whether the time and the three components are all finite numbers.
  @inlinable
  public var isFinite: Bool { time.isFinite && x.isFinite && y.isFinite && z.isFinite }
}
