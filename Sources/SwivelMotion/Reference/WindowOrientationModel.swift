import SwivelCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A model of Android's accelerometer orientation logic, to measure ``OrientationDetector``
/// against.
///
/// Written from the published rules and constants of Android's `WindowOrientationListener`
/// (Android 4.1–4.4, `SensorEventListenerImpl`): a low-pass filter with a 200 ms time constant
/// (gain dt/(τ + dt)); a reset after a gap over 1 s, a time going backwards or a zero vector;
/// no proposal when the filtered magnitude is under 1 m/s²; acceleration when it is more than
/// 4 m/s² from standard gravity; the tilt `asin(z/|v|)` in whole degrees, ignored beyond 75°;
/// per-rotation tilt limits (−25…70° upright, −25…65° on a side, −25…60° upside down); a 45°
/// hysteresis gap between neighbouring rotations; a 40 ms settle time; no change until 500 ms
/// after flat (tilt over 75° for 1 s), 300 ms after a swing (tilt up by 20° within 300 ms) and
/// 500 ms after acceleration. Its tilt history holds 40 samples, as Android's does, so at high
/// rates its flat rule sees less than a second.
///
/// Android reports only the four rotations (never face up or down), in its own axes (the
/// opposite sign of Core Motion's, in m/s²); the model converts the samples and maps
/// `ROTATION_0/90/180/270` to portrait, landscapeLeft, portraitUpsideDown, landscapeRight.
/// The window manager is assumed to follow every proposal (the hysteresis is measured from the
/// last one).
public struct WindowOrientationModel: OrientationDetecting {
  private static let gravity = 9.80665
  private static let settle = 0.040
  private static let sinceFlat = 0.5
  private static let sinceSwing = 0.3
  private static let sinceAcceleration = 0.5
  private static let flatAngle = 75.0
  private static let flatTime = 1.0
  private static let swingDelta = 20.0
  private static let swingTime = 0.3
  private static let maximumDelta = 1.0
  private static let filterTimeConstantMilliseconds = 200.0
  private static let nearZero = 1.0
  private static let tolerance = 4.0
  private static let maximumTilt = 75
  private static let tiltTolerance: [(Int, Int)] = [(-25, 70), (-25, 65), (-25, 60), (-25, 65)]
  private static let gap = 45
  private static let historySize = 40
  private static let orientations: [DeviceOrientation] = [
    .portrait, .landscapeLeft, .portraitUpsideDown, .landscapeRight,
  ]

  private var lastTime = -Double.infinity
  private var fx = 0.0
  private var fy = 0.0
  private var fz = 0.0
  private var proposed = -1
  private var predicted = -1
  private var predictedTime = -Double.infinity
  private var flatTime = -Double.infinity
  private var swingTime = -Double.infinity
  private var accelerationTime = -Double.infinity
  private var tiltHistory = [Double](repeating: 0, count: 40)
  private var tiltTimes = [Double](repeating: -.infinity, count: 40)
  private var historyIndex = 1
  private var currentRotation = -1

  /// A model in its reset state.
  public init() {}

  /// Feeds one sample to Android's algorithm; returns the orientation it reports, if it reports one.
  public mutating func ingest(_ sample: AccelerationSample) -> DeviceOrientation? {
    guard sample.isFinite else { return nil }
    // Android's axes: the opposite sign, in m/s².
    var x = -sample.x * Self.gravity
    var y = -sample.y * Self.gravity
    var z = -sample.z * Self.gravity
    let now = sample.time
    let skip: Bool
    if now < lastTime || now > lastTime + Self.maximumDelta || (x == 0 && y == 0 && z == 0) {
      reset()
      skip = true
    } else {
      let milliseconds = (now - lastTime) * 1000
      let alpha = milliseconds / (Self.filterTimeConstantMilliseconds + milliseconds)
      x = alpha * (x - fx) + fx
      y = alpha * (y - fy) + fy
      z = alpha * (z - fz) + fz
      skip = false
    }
    lastTime = now
    fx = x
    fy = y
    fz = z

    if !skip {
      let magnitude = (x * x + y * y + z * z).squareRoot()
      if magnitude < Self.nearZero {
        clearPrediction()
      } else {
        if magnitude < Self.gravity - Self.tolerance || magnitude > Self.gravity + Self.tolerance {
          accelerationTime = now
        }
        let tilt = Int((asin(z / magnitude) * 180 / .pi).rounded())
        addTilt(now, Double(tilt))
        if isFlat(now) { flatTime = now }
        if isSwinging(now, Double(tilt)) { swingTime = now }
        if abs(tilt) > Self.maximumTilt {
          clearPrediction()
        } else {
          var angle = Int((-atan2(-x, y) * 180 / .pi).rounded())
          if angle < 0 { angle += 360 }
          var nearest = (angle + 45) / 90
          if nearest == 4 { nearest = 0 }
          if isTiltAcceptable(nearest, tilt) && isAngleAcceptable(nearest, angle) {
            if predicted != nearest {
              predicted = nearest
              predictedTime = now
            }
          } else {
            clearPrediction()
          }
        }
      }
    }
    let old = proposed
    if predicted < 0 || isPredictionAcceptable(now) { proposed = predicted }
    guard proposed != old, proposed >= 0 else { return nil }
    currentRotation = proposed
    return Self.orientations[proposed]
  }

  private mutating func reset() {
    lastTime = -.infinity
    proposed = -1
    flatTime = -.infinity
    swingTime = -.infinity
    accelerationTime = -.infinity
    clearPrediction()
    tiltTimes[0] = -.infinity
    historyIndex = 1
  }

  private mutating func clearPrediction() {
    predicted = -1
    predictedTime = -.infinity
  }

  private func isTiltAcceptable(_ rotation: Int, _ tilt: Int) -> Bool {
    tilt >= Self.tiltTolerance[rotation].0 && tilt <= Self.tiltTolerance[rotation].1
  }

  private func isAngleAcceptable(_ rotation: Int, _ angle: Int) -> Bool {
    guard currentRotation >= 0 else { return true }
    if rotation == currentRotation || rotation == (currentRotation + 1) % 4 {
      let lower = rotation * 90 - 45 + Self.gap / 2
      if rotation == 0 {
        if angle >= 315 && angle < lower + 360 { return false }
      } else if angle < lower {
        return false
      }
    }
    if rotation == currentRotation || rotation == (currentRotation + 3) % 4 {
      let upper = rotation * 90 + 45 - Self.gap / 2
      if rotation == 0 {
        if angle <= 45 && angle > upper { return false }
      } else if angle > upper {
        return false
      }
    }
    return true
  }

  private func isPredictionAcceptable(_ now: Double) -> Bool {
    now >= predictedTime + Self.settle && now >= flatTime + Self.sinceFlat && now >= swingTime + Self.sinceSwing
      && now >= accelerationTime + Self.sinceAcceleration
  }

  private mutating func addTilt(_ now: Double, _ tilt: Double) {
    tiltHistory[historyIndex] = tilt
    tiltTimes[historyIndex] = now
    historyIndex = (historyIndex + 1) % Self.historySize
    tiltTimes[historyIndex] = -.infinity
  }

  private func previousIndex(_ index: Int) -> Int {
    let previous = (index == 0 ? Self.historySize : index) - 1
    return tiltTimes[previous] != -.infinity ? previous : -1
  }

  private func isFlat(_ now: Double) -> Bool {
    var index = previousIndex(historyIndex)
    while index >= 0 {
      if tiltHistory[index] < Self.flatAngle { break }
      if tiltTimes[index] + Self.flatTime <= now { return true }
      index = previousIndex(index)
    }
    return false
  }

  private func isSwinging(_ now: Double, _ tilt: Double) -> Bool {
    var index = previousIndex(historyIndex)
    while index >= 0 {
      if tiltTimes[index] + Self.swingTime < now { break }
      if tiltHistory[index] + Self.swingDelta <= tilt { return true }
      index = previousIndex(index)
    }
    return false
  }
}
