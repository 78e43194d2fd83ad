import SwivelCore

/// Anything that turns accelerometer samples into orientation changes, sample by sample:
/// ``OrientationDetector``, and ``WindowOrientationModel`` to compare it with.
public protocol OrientationDetecting: Sendable {
  /// Takes one sample; returns the newly reported orientation when this sample changes it.
  mutating func ingest(_ sample: AccelerationSample) -> DeviceOrientation?
}

extension OrientationDetector: OrientationDetecting {}

/// One reported change of device orientation: the time of the sample at which it was reported.
///
/// UIKit: one `UIDeviceOrientationDidChangeNotification`.
public struct OrientationChange: Hashable, Sendable, Codable {
  /// Seconds, the time of the sample that caused the report.
  public var time: Double
  /// The new orientation.
  public var orientation: DeviceOrientation

  /// A change to `orientation` at `time` seconds.
  public init(time: Double, orientation: DeviceOrientation) {
    self.time = time
    self.orientation = orientation
  }
}

extension OrientationDetecting {
  /// Every change this detector reports over `samples`, in order.
  public mutating func changes(in samples: [AccelerationSample]) -> [OrientationChange] {
    var changes: [OrientationChange] = []
    for sample in samples {
      if let orientation = ingest(sample) {
        changes.append(OrientationChange(time: sample.time, orientation: orientation))
      }
    }
    return changes
  }
}
