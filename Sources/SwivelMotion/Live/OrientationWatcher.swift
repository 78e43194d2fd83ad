import SwivelCore

/// Runs a detector live: over an IIO accelerometer polled on a clock, or over CSV samples as
/// they arrive on a file descriptor, reporting each change as it happens.
///
/// The clock is injected (`ContinuousClock` for real time, a manual clock in tests), so this
/// type never reads the time itself nor sleeps by other means than the clock's.
public enum OrientationWatcher {
  /// How often to poll an accelerometer: its sampling frequency, kept within 10–100 Hz; 50 Hz
  /// when it does not tell.
  public static func pollingRate(for accelerometer: IIOAccelerometer) -> Double {
    guard let frequency = accelerometer.samplingFrequency, frequency > 0 else { return 50 }
    return min(100, max(10, frequency))
  }

  /// Polls `accelerometer` at `rate` samples per second on `clock`, feeding `detector` and
  /// calling `report` with each change, until `duration` has passed (forever when `nil`).
  ///
  /// Sample times are seconds since the start, read from the clock after each sleep.
  ///
  /// - Throws: ``TraceError`` when the accelerometer cannot be read, what `report` throws, or
  ///   `CancellationError` from the clock's sleep.
  public static func watch<C: Clock>(
    _ accelerometer: IIOAccelerometer, rate: Double, clock: C, duration: Duration? = nil,
    detector: inout OrientationDetector, report: (OrientationChange) throws -> Void
  ) async throws where C.Duration == Duration {
    precondition(rate > 0, "a polling rate must be positive")
    let start = clock.now
    let period = Duration.seconds(1 / rate)
    var deadline = start
    while true {
      let elapsed = start.duration(to: clock.now)
      if let duration, elapsed > duration { return }
      let time = seconds(elapsed)
      let sample = try accelerometer.read(at: time)
      if let orientation = detector.ingest(sample) {
        try report(OrientationChange(time: time, orientation: orientation))
      }
      deadline = deadline.advanced(by: period)
      // After a stall, skip the missed deadlines rather than catch up in a burst.
      let now = clock.now
      if deadline < now { deadline = now }
      try await clock.sleep(until: deadline, tolerance: nil)
    }
  }

  /// Reads CSV samples from `fileDescriptor` (standard input is 0) as they arrive, feeding
  /// `detector` and calling `report` with each change, until the end of the input.
  ///
  /// - Throws: ``TraceError`` at the first bad line, or what `report` throws.
  public static func watch(
    fileDescriptor: Int32, name: String = "<stdin>", detector: inout OrientationDetector,
    report: (OrientationChange) throws -> Void
  ) throws {
    try CSVTraceReader.forEachSample(fileDescriptor: fileDescriptor, name: name) { sample, _, _ in
      if let orientation = detector.ingest(sample) {
        try report(OrientationChange(time: sample.time, orientation: orientation))
      }
    }
  }

  static func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
  }
}
