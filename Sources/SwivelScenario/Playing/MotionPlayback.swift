import SwivelCore
import SwivelKit
import SwivelMotion

/// Plays an accelerometer trace into the device as virtual time passes: a `motion:` step (spec
/// section 6).
///
/// Each sample goes through the orientation detector (``DeviceMotionFeed``) at its own time,
/// counted from the step: the first sample at once, each later one `sample.time − first.time`
/// seconds after it. The samples are the sensor, not work the app started: they are fed by a
/// timer, which the run loop fires as time passes (in `wait` steps, and while an `expect`
/// finishes what the app started) but which does not keep it running, so an `expect` sees the
/// device where the trace has it at that moment instead of at the trace's end. A second
/// `motion:` step replaces a trace still playing; the detector keeps its state.
final class MotionPlayback {
  let feed: DeviceMotionFeed<OrientationDetector>
  let runLoop: RunLoop
  private var samples: [AccelerationSample] = []
  private var next = 0
  private var offset = 0.0
  private var timer: SwivelKit.Timer?

  /// How far before its time a sample may be fed: the timer's arithmetic rounds.
  static let timeTolerance = 1e-9

  init(feed: DeviceMotionFeed<OrientationDetector>, runLoop: RunLoop) {
    self.feed = feed
    self.runLoop = runLoop
  }

  /// Starts playing `samples` now, replacing a trace still playing.
  func play(_ samples: [AccelerationSample]) {
    timer?.invalidate()
    timer = nil
    self.samples = samples
    next = 0
    guard let first = samples.first else { return }
    offset = runLoop.now - first.time
    feedDueSamples()
  }

  /// Whether samples are left to play.
  var isPlaying: Bool { next < samples.count }

  private func feedDueSamples() {
    while next < samples.count, samples[next].time + offset <= runLoop.now + Self.timeTolerance {
      feed.ingest(samples[next])
      next += 1
    }
    guard next < samples.count else { return }
    let delay = samples[next].time + offset - runLoop.now
    // A repeating timer, invalidated when it fires: the run loop fires it on time but does not
    // wait for it when settling.
    timer = runLoop.scheduledTimer(withTimeInterval: delay, repeats: true) { [weak self] timer in
      timer.invalidate()
      self?.feedDueSamples()
    }
  }
}
