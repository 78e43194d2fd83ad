import SwivelCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns accelerometer samples into device orientation changes: a pure state machine.
///
/// Feed it samples in time order with ``ingest(_:)``; it answers with the new orientation when
/// it reports a change, `nil` otherwise. It never reads a clock: the samples carry their time.
///
/// The rules, each tuned by a ``Configuration`` property:
/// 1. **Low-pass filter over time.** The vector is filtered with a time constant
///    (``Configuration/filterTimeConstant``), whatever the sample rate.
/// 2. **Reset.** A gap longer than ``Configuration/maximumGap`` or a time going backwards
///    restarts the filter and every delay; non-finite samples are skipped.
/// 3. **Tilt.** Beyond ``Configuration/flatEnterAngle`` from vertical the device is
///    `DeviceOrientation.faceUp` or `DeviceOrientation.faceDown`; it stays flat until it
///    comes back under ``Configuration/flatExitAngle``.
/// 4. **Hysteresis.** Otherwise the screen angle picks a rotation; a neighbour of the current
///    one must be ``Configuration/rotationHysteresis`` past the diagonal.
/// 5. **Settle.** The proposal must hold for ``Configuration/settleTime``.
/// 6. **Shake and swing.** No change while the raw magnitude is more than
///    ``Configuration/accelerationTolerance`` from 1 g or the filtered vector turns faster than
///    ``Configuration/swingRate``, nor for a recovery time after (and after being flat).
/// 7. **Unknown.** When the filtered vector is too short to tell (free fall), for
///    ``Configuration/unknownTimeout``, the device reports `DeviceOrientation.unknown`.
///
/// UIKit: the accelerometer logic behind `UIDevice.orientation` and
/// `UIDeviceOrientationDidChangeNotification`.
public struct OrientationDetector: Sendable {
  /// The tuning; see ``Configuration``.
  public let configuration: Configuration

  /// The orientation reported last; `DeviceOrientation.unknown` until the first report.
  public private(set) var orientation: DeviceOrientation = .unknown

  /// The low-pass filtered acceleration, in g, or `nil` before the first sample.
  public var filteredAcceleration: (x: Double, y: Double, z: Double)? {
    lastTime == nil ? nil : (fx, fy, fz)
  }

  private var lastTime: Double?
  private var fx = 0.0
  private var fy = 0.0
  private var fz = 0.0
  /// Smoothed turning speed of the filtered vector, degrees per second.
  private var turnRate = 0.0
  private var lastAccelerationTime = -Double.infinity
  private var lastSwingTime = -Double.infinity
  private var lastFlatTime = -Double.infinity
  /// What the latest sample proposes (`nil`: nothing can be told), and since when.
  private var proposal: DeviceOrientation?
  private var proposalSince = -Double.infinity
  private var hasProposal = false

  // The angle thresholds as sines and cosines, so that no sample needs an inverse trigonometric function.
  private let sineFlatEnter: Double
  private let sineFlatExit: Double
  private let cosineKeep: Double
  private let minimumMagnitudeSquared: Double

  /// A detector in state unknown, tuned by `configuration` (by default, the documented defaults).
  public init(configuration: Configuration = Configuration()) {
    self.configuration = configuration
    let radians = Double.pi / 180
    sineFlatEnter = sin(configuration.flatEnterAngle * radians)
    sineFlatExit = sin(configuration.flatExitAngle * radians)
    cosineKeep = cos((45 + configuration.rotationHysteresis) * radians)
    minimumMagnitudeSquared = configuration.minimumMagnitude * configuration.minimumMagnitude
  }

  /// Takes one sample and returns the newly reported orientation, if this sample changes it.
  ///
  /// - Parameter sample: the next reading; a non-finite one is skipped (returns `nil`,
  ///   changes nothing).
  /// - Returns: the new orientation when a change is reported, otherwise `nil`.
  public mutating func ingest(_ sample: AccelerationSample) -> DeviceOrientation? {
    guard sample.isFinite else { return nil }
    let t = sample.time
    let c = configuration
    if let last = lastTime, t >= last, t - last <= c.maximumGap {
      let dt = t - last
      if dt > 0 {
        let alpha = 1 - exp(-dt / c.filterTimeConstant)
        let ox = fx
        let oy = fy
        let oz = fz
        fx += alpha * (sample.x - fx)
        fy += alpha * (sample.y - fy)
        fz += alpha * (sample.z - fz)
        // Angle between the previous and the new filtered vector: |a × b| / (|a| |b|) = sin θ ≈ θ
        // (the step between two samples is small; a jump counts as 1 rad, still far over any threshold).
        let cx = oy * fz - oz * fy
        let cy = oz * fx - ox * fz
        let cz = ox * fy - oy * fx
        let denominator = ((ox * ox + oy * oy + oz * oz) * (fx * fx + fy * fy + fz * fz)).squareRoot()
        let sine = denominator > 1e-12 ? min(1, (cx * cx + cy * cy + cz * cz).squareRoot() / denominator) : 0
        let rate = sine * (180 / Double.pi) / dt
        turnRate += alpha * (rate - turnRate)
      }
    } else {
      reset(at: sample)
    }
    lastTime = t

    if abs(sample.magnitude - 1) > c.accelerationTolerance { lastAccelerationTime = t }
    if turnRate > c.swingRate { lastSwingTime = t }

    let current = propose()
    if current?.isFlat == true { lastFlatTime = t }
    if !hasProposal || current != proposal {
      proposal = current
      proposalSince = t
      hasProposal = true
    }
    guard let proposed = current else {
      if let timeout = c.unknownTimeout, orientation != .unknown, t - proposalSince >= timeout {
        orientation = .unknown
        return .unknown
      }
      return nil
    }
    guard proposed != orientation,
      t - proposalSince >= c.settleTime,
      t - lastAccelerationTime >= c.accelerationRecovery,
      t - lastSwingTime >= c.swingRecovery,
      turnRate <= c.swingRate,
      proposed.isFlat || t - lastFlatTime >= c.flatRecovery
    else { return nil }
    orientation = proposed
    return proposed
  }

  /// Forgets the filter and every timer, keeping the reported orientation.
  private mutating func reset(at sample: AccelerationSample) {
    fx = sample.x
    fy = sample.y
    fz = sample.z
    turnRate = 0
    lastAccelerationTime = -.infinity
    lastSwingTime = -.infinity
    lastFlatTime = -.infinity
    hasProposal = false
    proposal = nil
    proposalSince = -.infinity
  }

  /// The orientation the filtered vector shows now, with hysteresis around the reported one;
  /// `nil` when nothing can be told.
  private func propose() -> DeviceOrientation? {
    let magnitudeSquared = fx * fx + fy * fy + fz * fz
    guard magnitudeSquared >= minimumMagnitudeSquared else { return nil }
    // The sine of the tilt: + when the screen faces up (gravity reads −z).
    let up = -fz / magnitudeSquared.squareRoot()
    if orientation.isFlat {
      let sameSide = (up > 0) == (orientation == .faceUp)
      if sameSide && abs(up) > sineFlatExit { return orientation }
    }
    if abs(up) >= sineFlatEnter { return up > 0 ? .faceUp : .faceDown }
    // The screen angle is atan2(px, py): 0° portrait, 90° landscapeLeft, 180° upside down,
    // 270° landscapeRight. Compared through cosines: the angle to a centre c is within a limit
    // when (px, py) · c ≥ |(px, py)| cos(limit).
    let px = -fx
    let py = -fy
    if let center = Self.screenDirection(of: orientation) {
      let length = (px * px + py * py).squareRoot()
      if px * center.x + py * center.y >= length * cosineKeep { return orientation }
    }
    if abs(py) >= abs(px) { return py >= 0 ? .portrait : .portraitUpsideDown }
    return px > 0 ? .landscapeLeft : .landscapeRight
  }

  /// The unit direction of (−x, −y) at the centre of a rotation; `nil` for flat and unknown.
  private static func screenDirection(of orientation: DeviceOrientation) -> (x: Double, y: Double)? {
    switch orientation {
    case .portrait: (0, 1)
    case .landscapeLeft: (1, 0)
    case .portraitUpsideDown: (0, -1)
    case .landscapeRight: (-1, 0)
    case .unknown, .faceUp, .faceDown: nil
    }
  }
}
