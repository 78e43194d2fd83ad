import SwivelCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pose of the device: where gravity points in the device's frame, and the true orientation.
///
/// Gravity is given by two angles: ``screenAngle``, the rotation in the plane of the screen
/// (0° portrait, 90° landscapeLeft, 180° upside down, 270° landscapeRight), and ``tilt``, how
/// far the screen leans back from vertical (0° upright, 90° face up, −90° face down). The
/// reading at rest is (−sin a · cos b, −cos a · cos b, −sin b).
public struct Pose: Hashable, Sendable {
  /// The rotation in the plane of the screen, in degrees.
  public var screenAngle: Double
  /// How far the screen leans back from vertical, in degrees (+90 face up).
  public var tilt: Double
  /// The true orientation in this pose, written as the trace's label.
  public var label: DeviceOrientation

  /// A pose at `screenAngle` and `tilt` degrees whose true orientation is `label`.
  public init(screenAngle: Double, tilt: Double, label: DeviceOrientation) {
    self.screenAngle = screenAngle
    self.tilt = tilt
    self.label = label
  }

  /// The typical hand-held pose of a rotation (leaning back by `tilt`, 30° by default), or a
  /// flat pose for `DeviceOrientation.faceUp` and `DeviceOrientation.faceDown`.
  public static func held(_ orientation: DeviceOrientation, tilt: Double = 30) -> Pose {
    switch orientation {
    case .portrait: Pose(screenAngle: 0, tilt: tilt, label: orientation)
    case .landscapeLeft: Pose(screenAngle: 90, tilt: tilt, label: orientation)
    case .portraitUpsideDown: Pose(screenAngle: 180, tilt: tilt, label: orientation)
    case .landscapeRight: Pose(screenAngle: 270, tilt: tilt, label: orientation)
    case .faceUp: Pose(screenAngle: 0, tilt: 88, label: orientation)
    case .faceDown: Pose(screenAngle: 0, tilt: -88, label: orientation)
    case .unknown: Pose(screenAngle: 0, tilt: 0, label: orientation)
    }
  }

  /// The accelerometer reading of this pose at rest, in g (Core Motion's sign).
  public var gravity: (x: Double, y: Double, z: Double) {
    let a = screenAngle * .pi / 180
    let b = tilt * .pi / 180
    return (-sin(a) * cos(b), -cos(a) * cos(b), -sin(b))
  }
}

/// What the device does during one stretch of a ``MotionScript``.
public enum MotionActivity: Hashable, Sendable {
  /// Held still in the hand: tremor and slow drift.
  case hold
  /// Turned by hand to a new pose, with a smooth (minimum-jerk) profile; the label switches to
  /// the new pose's when the turn ends.
  case turn(to: Pose)
  /// Carried while walking: steps bounce and sway the device (≈ 2 steps per second).
  case walk
  /// Shaken: linear accelerations of `strength` g at 4–7 Hz, with the device wobbling.
  case shake(strength: Double)
  /// Lying on a table: no tremor, only sensor noise; a small thud when it lands.
  case table
}

/// A timeline of motion for ``MotionGenerator``: a starting pose, then activities with durations.
public struct MotionScript: Hashable, Sendable {
  /// One activity and how long it lasts, in seconds.
  public struct Step: Hashable, Sendable {
    /// What the device does.
    public var activity: MotionActivity
    /// For how long, in seconds.
    public var duration: Double

    /// `activity` for `duration` seconds.
    public init(_ activity: MotionActivity, duration: Double) {
      self.activity = activity
      self.duration = duration
    }
  }

  /// The pose at time 0.
  public var start: Pose
  /// The steps, in order.
  public var steps: [Step]

  /// A script starting in `start`, then `steps`.
  public init(start: Pose, steps: [Step] = []) {
    self.start = start
    self.steps = steps
  }

  /// The total duration, in seconds.
  public var duration: Double { steps.reduce(0) { $0 + $1.duration } }

  /// Appends a step.
  public mutating func then(_ activity: MotionActivity, for duration: Double) {
    steps.append(Step(activity, duration: duration))
  }
}
