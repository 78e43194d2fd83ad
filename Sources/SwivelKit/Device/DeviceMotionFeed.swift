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

  private var pendingPlayback: PerformRequest?
  private static var playbackSelector: RunLoop.Selector { "playMotionSamples" }

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
  /// the run loop's current time, each later one `sample.time − first.time` seconds after it.
  ///
  /// Samples are fed by one perform at a time on `runLoop`, every sample due by then in one
  /// turn, so a long trace costs no more than one pending request. A playback still running
  /// is replaced; the run loop keeps the feed alive until its playback ends. The samples' times must not decrease (``CSVTraceReader`` guarantees it).
  public func play(_ samples: [AccelerationSample], on runLoop: RunLoop) {
    runLoop.cancelPreviousPerformRequests(withTarget: self, selector: Self.playbackSelector)
    pendingPlayback = nil
    guard let first = samples.first else { return }
    let offset = runLoop.now - first.time
    scheduleNext(from: 0, of: samples, offset: offset, on: runLoop)
  }

  /// Whether a playback has samples left to feed.
  public var isPlaying: Bool { pendingPlayback?.isPending ?? false }

  private func scheduleNext(from index: Int, of samples: [AccelerationSample], offset: Double, on runLoop: RunLoop) {
    let due = samples[index].time + offset
    pendingPlayback = runLoop.perform(Self.playbackSelector, target: self, afterDelay: due - runLoop.now) { feed in
      var next = index
      while next < samples.count, samples[next].time + offset <= runLoop.now {
        feed.ingest(samples[next])
        next += 1
      }
      if next < samples.count {
        feed.scheduleNext(from: next, of: samples, offset: offset, on: runLoop)
      } else {
        feed.pendingPlayback = nil
      }
    }
  }
}
