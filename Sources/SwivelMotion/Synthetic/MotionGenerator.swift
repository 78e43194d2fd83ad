import SwivelCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Makes labelled accelerometer traces from a ``MotionScript``: seeded, so a seed always gives
/// the same trace.
///
/// The device's pose follows the script; on top come hand tremor (two tones between 8 and
/// 12 Hz, plus a slow drift) while it is held, the bounce and sway of steps while walking, the
/// linear acceleration of a turn and of shaking, and sensor noise. Samples are taken at
/// ``SensorModel/sampleRate`` with timing jitter, some are dropped, and each carries the
/// pose's label, which switches when a turn ends.
public struct MotionGenerator: Sendable {
  /// The accelerometer and the hand that holds it.
  public struct SensorModel: Hashable, Sendable {
    /// Samples per second. Default 100.
    public var sampleRate: Double = 100
    /// Standard deviation of the white noise on each axis, in g. Default 0.012 g, a phone
    /// accelerometer's noise at 100 Hz.
    public var noise: Double = 0.012
    /// Standard deviation of the timing jitter, as a fraction of the sample period (clamped to
    /// ±40 % so time never goes backwards). Default 0.05.
    public var jitter: Double = 0.05
    /// The probability that a sample is dropped. Default 0.01.
    public var dropRate: Double = 0.01
    /// The amplitude of hand tremor, in degrees, on each angle. Default 0.8°.
    public var tremor: Double = 0.8
    /// The amplitude of the slow drift of a held hand, in degrees. Default 2°.
    public var drift: Double = 2

    /// The defaults, as documented on each property.
    public init() {}
  }

  /// The sensor and hand model.
  public var sensor: SensorModel

  /// A generator with `sensor` (by default, ``SensorModel``'s defaults).
  public init(sensor: SensorModel = SensorModel()) {
    self.sensor = sensor
  }

  /// The trace of `script`, labelled, with randomness drawn from `seed`.
  public func trace(of script: MotionScript, seed: UInt64) -> MotionTrace {
    var trace = MotionTrace()
    var labels: [DeviceOrientation?] = []
    forEachSample(of: script, seed: seed) { sample, label in
      trace.samples.append(sample)
      labels.append(label)
    }
    trace.labels = labels
    return trace
  }

  /// Calls `body` with each sample of `script` and its label, in order, without keeping them.
  public func forEachSample(
    of script: MotionScript, seed: UInt64, _ body: (AccelerationSample, DeviceOrientation) -> Void
  ) {
    var random = SplitMix64(seed: seed)
    let hand = Hand(random: &random)
    let period = 1 / sensor.sampleRate
    var pose = script.start
    var stepStart = 0.0
    var stepIndex = 0
    var shakeAxis = (x: 0.0, y: 0.0, z: 1.0)
    var shakeFrequency = 5.0
    var index = 0
    let total = script.duration
    while true {
      let jitter = max(-0.4, min(0.4, random.gaussian(sensor.jitter))) * period
      let t = Double(index) * period + jitter
      index += 1
      if t > total { break }
      let dropped = random.unit() < sensor.dropRate
      // Advance to the step that holds t.
      while stepIndex < script.steps.count && t >= stepStart + script.steps[stepIndex].duration {
        if case .turn(let target) = script.steps[stepIndex].activity { pose = target }
        stepStart += script.steps[stepIndex].duration
        stepIndex += 1
        if stepIndex < script.steps.count, case .shake = script.steps[stepIndex].activity {
          let axis = (random.gaussian(1), random.gaussian(1), random.gaussian(1))
          let length = max(1e-9, (axis.0 * axis.0 + axis.1 * axis.1 + axis.2 * axis.2).squareRoot())
          shakeAxis = (axis.0 / length, axis.1 / length, axis.2 / length)
          shakeFrequency = 4 + 3 * random.unit()
        }
      }
      let activity = stepIndex < script.steps.count ? script.steps[stepIndex].activity : .hold
      let local = t - stepStart
      let duration = stepIndex < script.steps.count ? script.steps[stepIndex].duration : 1

      var angle = pose.screenAngle
      var tilt = pose.tilt
      var linear = (x: 0.0, y: 0.0, z: 0.0)
      var alongGravity = 0.0
      let label = pose.label
      var handHeld = true
      switch activity {
      case .hold:
        break
      case .turn(let target):
        let u = max(0, min(1, local / duration))
        let s = u * u * u * (10 - 15 * u + 6 * u * u)
        var delta = target.screenAngle - pose.screenAngle
        if delta > 180 { delta -= 360 } else if delta < -180 { delta += 360 }
        angle += delta * s
        tilt += (target.tilt - pose.tilt) * s
        // Tangential acceleration of a device turned about a point 7 cm away: r · θ''.
        let acceleration = (60 * u - 180 * u * u + 120 * u * u * u) / (duration * duration)
        let tangential = 0.07 * (delta * .pi / 180) * acceleration / 9.80665
        let a = angle * .pi / 180
        linear = (tangential * cos(a), -tangential * sin(a), 0)
      case .walk:
        let f = hand.stepFrequency
        let phase = 2 * Double.pi * f * t
        alongGravity = 0.22 * sin(phase) + 0.06 * sin(2 * phase + 0.5)
        tilt += 3 * sin(phase + 1)
        angle += 2 * sin(0.5 * phase)
        let sway = 0.07 * sin(0.5 * phase)
        let a = angle * .pi / 180
        linear = (sway * cos(a), -sway * sin(a), 0.04 * sin(phase + 2))
      case .shake(let strength):
        let phase = 2 * Double.pi * shakeFrequency * local
        let envelope = min(1, local / 0.15, (duration - local) / 0.15)
        let magnitude = strength * envelope * sin(phase)
        linear = (shakeAxis.x * magnitude, shakeAxis.y * magnitude, shakeAxis.z * magnitude)
        angle += 10 * envelope * sin(phase + 0.7)
        tilt += 8 * envelope * sin(phase + 2.1)
      case .table:
        handHeld = false
        if local < 0.12 {
          alongGravity = 0.5 * exp(-local / 0.03) * cos(2 * Double.pi * 30 * local)
        }
      }
      if handHeld {
        angle += hand.tremorAngle(t) * sensor.tremor + hand.drift(t) * sensor.drift
        tilt += hand.tremorTilt(t) * sensor.tremor + hand.driftTilt(t) * sensor.drift
      }
      let a = angle * .pi / 180
      let b = tilt * .pi / 180
      let scale = 1 + alongGravity
      let x = -sin(a) * cos(b) * scale + linear.x + random.gaussian(sensor.noise)
      let y = -cos(a) * cos(b) * scale + linear.y + random.gaussian(sensor.noise)
      let z = -sin(b) * scale + linear.z + random.gaussian(sensor.noise)
      if !dropped { body(AccelerationSample(time: t, x: x, y: y, z: z), label) }
    }
  }

  /// The hand's own rhythm: tremor tones, drift and step frequency, drawn once per trace.
  private struct Hand {
    var tremorFrequencies: (Double, Double)
    var tremorPhases: (Double, Double, Double, Double)
    var driftFrequencies: (Double, Double)
    var stepFrequency: Double

    init(random: inout SplitMix64) {
      tremorFrequencies = (8 + 4 * random.unit(), 8 + 4 * random.unit())
      tremorPhases = (
        2 * .pi * random.unit(), 2 * .pi * random.unit(), 2 * .pi * random.unit(), 2 * .pi * random.unit()
      )
      driftFrequencies = (0.15 + 0.3 * random.unit(), 0.15 + 0.3 * random.unit())
      stepFrequency = 1.7 + 0.5 * random.unit()
    }

    func tremorAngle(_ t: Double) -> Double {
      0.6 * sin(2 * .pi * tremorFrequencies.0 * t + tremorPhases.0) + 0.4
        * sin(2 * .pi * tremorFrequencies.1 * t + tremorPhases.1)
    }

    func tremorTilt(_ t: Double) -> Double {
      0.6 * sin(2 * .pi * tremorFrequencies.1 * t + tremorPhases.2) + 0.4
        * sin(2 * .pi * tremorFrequencies.0 * t + tremorPhases.3)
    }

    func drift(_ t: Double) -> Double { sin(2 * .pi * driftFrequencies.0 * t + tremorPhases.2) }
    func driftTilt(_ t: Double) -> Double { sin(2 * .pi * driftFrequencies.1 * t + tremorPhases.0) }
  }
}
