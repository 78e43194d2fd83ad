import SwivelCore
import SwivelMotion

/// Drives a ``Device`` from accelerometer samples: each sample goes through an orientation
/// detector, and each orientation the detector reports reaches the device through its one
/// sensing seam, ``Device/receiveSensedOrientation(_:)``.
///
/// This is how the accelerometers "make it possible to determine the current orientation of the
/// device" (seed 000) and how `UIDevice` turns them into orientation notifications, faceUp,
/// faceDown and unknown included (seed 004). The feed works the same in virtual time (a
/// scenario's `motion:` step, ``play(_:on:)``) and in real time (``ingest(_:)`` as samples
/// arrive, as `swivel watch` does).
///
/// UIKit: the part of `UIDevice` that listens to the accelerometer.
public final class DeviceMotionFeed<Detector: OrientationDetecting> {
  /// The device the feed moves.
  public let device: Device
  /// The detector, with its state after the samples fed so far.
  public private(set) var detector: Detector

  private var samples: [AccelerationSample] = []
  private var nextSample = 0
  private var offset = 0.0
  private var timer: Timer?

  /// How far before its time a sample may be fed: the timer's arithmetic rounds.
  static var timeTolerance: Double { 1e-9 }

  /// A feed of `device` through `detector`.
  public init(device: Device, detector: Detector) {
    self.device = device
    self.detector = detector
  }

  /// Feeds one sample now. When the detector reports a new orientation, the device senses it
  /// (and, while it generates notifications, posts `deviceOrientationDidChange` at once).
  ///
  /// - Returns: the orientation the detector reported for this sample, if any.
  @discardableResult
  public func ingest(_ sample: AccelerationSample) -> DeviceOrientation? {
    guard let orientation = detector.ingest(sample) else { return nil }
    device.receiveSensedOrientation(orientation)
    return orientation
  }

  /// Plays samples into the device in virtual time, from now on: the first sample is fed at
  /// once, each later one `sample.time − first.time` seconds after it, as the run loop's time
  /// passes. A playback still running is replaced; the detector keeps its state.
  ///
  /// The samples are the sensor, not work the app started: they are fed by a timer, which the
  /// run loop fires as time passes but which does not keep ``RunLoop/settle()`` going, so a
  /// scenario's `expect:` sees the device where the trace has it at that moment, not at the
  /// trace's end. The samples' times must not decrease (`CSVTraceReader` guarantees it).
  public func play(_ samples: [AccelerationSample], on runLoop: RunLoop) {
    timer?.invalidate()
    timer = nil
    self.samples = samples
    nextSample = 0
    guard let first = samples.first else { return }
    offset = runLoop.now - first.time
    feedDueSamples(on: runLoop)
  }

  /// Whether a playback has samples left to feed.
  public var isPlaying: Bool { nextSample < samples.count }

  private func feedDueSamples(on runLoop: RunLoop) {
    while nextSample < samples.count, samples[nextSample].time + offset <= runLoop.now + Self.timeTolerance {
      ingest(samples[nextSample])
      nextSample += 1
    }
    guard nextSample < samples.count else {
      timer = nil
      return
    }
    let delay = samples[nextSample].time + offset - runLoop.now
    // A repeating timer, invalidated when it fires: the run loop fires it on time but does not
    // wait for it when settling.
    // The run loop keeps the timer and so its block: the block must not keep the run loop.
    timer = runLoop.scheduledTimer(withTimeInterval: delay, repeats: true) { [weak self, weak runLoop] timer in
      timer.invalidate()
      guard let runLoop else { return }
      self?.feedDueSamples(on: runLoop)
    }
  }
}
