extension OrientationDetector {
  /// The tuning of an ``OrientationDetector``: every threshold and delay it uses, in seconds, g
  /// and degrees.
  ///
  /// All times are in seconds of sample time, never in sample counts, so one configuration works
  /// for any sample rate from 10 Hz to 400 Hz. The defaults were chosen on the synthetic corpus
  /// (``MotionCorpus``) and are argued one by one below; Android's `WindowOrientationListener`
  /// values are quoted where the rule is the same, as a point of comparison.
  public struct Configuration: Hashable, Sendable {
    /// The time constant of the first-order low-pass filter applied to the acceleration vector.
    ///
    /// Default 0.08 s (cut-off ≈ 2 Hz). The filter's gain for a sample `dt` seconds after the
    /// previous one is `1 − exp(−dt / τ)`, exact for any spacing, so the filtered signal is the
    /// same at 10 Hz and at 400 Hz. Hand tremor (8–12 Hz) is attenuated about 5×, sensor noise
    /// more; a larger value adds latency to every turn one for one (Android uses 0.2 s), a
    /// smaller one lets walking and tremor through to the angle.
    public var filterTimeConstant: Double = 0.08

    /// The longest gap between two samples that the filter bridges; a longer gap, or a sample
    /// whose time goes backwards, resets the detector.
    ///
    /// Default 0.5 s. After a longer gap (the sensor suspended, samples lost) the device may have
    /// turned, so the filtered history is stale: the filter restarts from the new sample and
    /// every delay below starts over. The reported orientation is kept until a new one settles,
    /// as UIDevice keeps its last orientation. Android resets after 1 s.
    public var maximumGap: Double = 0.5

    /// How far the raw magnitude may be from 1 g before the device counts as shaken or
    /// accelerated, in g.
    ///
    /// Default 0.4 g (Android: 4 m/s² ≈ 0.41 g, on the filtered vector). Turning a phone by
    /// hand adds about 0.1–0.2 g and walking up to about 0.3 g; shaking, tapping and dropping
    /// reach 1 g and more. While the device is accelerated, the measured vector is not gravity,
    /// so no change is reported.
    public var accelerationTolerance: Double = 0.4

    /// How long after the last accelerated sample before a change may be reported again.
    ///
    /// Default 0.3 s (Android: 0.5 s). About four filter time constants: by then the filter has
    /// forgotten the shake (e^−3.75 ≈ 2 %).
    public var accelerationRecovery: Double = 0.3

    /// Below this filtered magnitude nothing can be told (free fall, or a sensor reading zeros).
    ///
    /// Default 0.3 g. The direction of a vector that short is mostly noise and acceleration.
    public var minimumMagnitude: Double = 0.3

    /// The tilt, in degrees from vertical, beyond which the device lies flat: `DeviceOrientation.faceUp`
    /// (screen up) or `DeviceOrientation.faceDown`.
    ///
    /// Default 70°. UIDevice reports faceUp for a phone lying on a table or held nearly flat to
    /// read; Android ignores the screen angle beyond 75° (`MAX_TILT`). At 70° the in-screen part
    /// of gravity is 0.34 g, still enough to tell the rotation from, so nothing between is lost.
    public var flatEnterAngle: Double = 70

    /// The tilt below which a device reported flat counts as held up again.
    ///
    /// Default 60°: 10° of hysteresis with ``flatEnterAngle``, wider than hand tremor and the
    /// sway of walking, so that a phone held at about 65° does not flap between faceUp and a
    /// rotation.
    public var flatExitAngle: Double = 60

    /// How far, in degrees, past the 45° midpoint between two neighbouring rotations the screen
    /// angle must go before the neighbour is proposed.
    ///
    /// Default 22.5°: the current orientation is kept up to 67.5° away from its centre, so a
    /// phone held on the diagonal never flaps (Android's `ADJACENT_ORIENTATION_ANGLE_GAP` of 45°
    /// gives the same 22.5° on each side). From unknown or flat, the nearest rotation is taken.
    public var rotationHysteresis: Double = 22.5

    /// How long a proposed orientation must stay the same before it is reported.
    ///
    /// Default 0.05 s (Android: 0.04 s). The filter already removes the noise; this only asks a
    /// few consecutive samples (at least two at 10 Hz, whose spacing is 0.1 s) to agree.
    public var settleTime: Double = 0.05

    /// The turning speed of the filtered vector, in degrees per second, above which the device
    /// counts as being swung or turned.
    ///
    /// Default 100°/s. A hand turn of 90° takes 0.3–1 s (90–300°/s); while it lasts, the angle
    /// passes through orientations the user does not want (the landscape in the middle of a
    /// 180° turn, the rotations a phone shows while being laid down), so nothing is reported
    /// until the speed drops. Tremor and walking stay well below after filtering.
    public var swingRate: Double = 100

    /// How long after the last swinging sample before a change may be reported.
    ///
    /// Default 0.03 s: a turn ends with a short slow phase; this skips a momentary dip in speed
    /// in the middle of a jerky turn (Android waits 0.3 s after its swing rule).
    public var swingRecovery: Double = 0.03

    /// How long after the device was last seen flat before a rotation may be reported.
    ///
    /// Default 0.25 s (Android: 0.5 s after its flat state ends). Picking up a phone from a
    /// table shows a screen angle while it is still steep; the wait lets the lift pass its
    /// middle, where the corpus's scorer starts accepting the new orientation (with 0.1 s, two
    /// slow pick-ups of the corpus were reported before the middle of the lift).
    public var flatRecovery: Double = 0.25

    /// How long nothing must be tellable (see ``minimumMagnitude``) before `DeviceOrientation.unknown`
    /// is reported; `nil` never reports unknown after the first orientation.
    ///
    /// Default 1 s: a device in free fall, or a sensor that reads zeros, does not know its
    /// orientation, and UIDevice reports unknown when it cannot tell.
    public var unknownTimeout: Double? = 1

    /// The default configuration, as documented on each property.
    public init() {}
  }
}
