import ArgumentParser
import SwivelCore
import SwivelMotion
import SwivelScenario

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `swivel watch`: device orientation changes, live, from a Linux IIO accelerometer or from
/// CSV samples on standard input.
struct WatchCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "watch",
    abstract: "Prints device orientation changes live from a Linux IIO accelerometer or standard input.",
    discussion: """
      --iio polls the accelerometer's sysfs files (in_accel_{x,y,z}_raw, scale, offset, mount \
      matrix) at its sampling frequency, within 10-100 Hz, or at --rate. --stdin reads CSV \
      samples (t,x,y,z in g, Core Motion's sign) as they arrive and stops at the end of the input. \
      The samples go through the orientation detector into a device that posts UIDevice's \
      orientation notifications; each one it posts is printed.

      Exit status: 0 when the input ends (--stdin) or --duration has passed; 2 when the \
      accelerometer or the input cannot be read or understood, or an option is wrong.
      """
  )

  @Option(
    help: ArgumentHelp(
      "An IIO device: a name under /sys/bus/iio/devices (iio:device0) or its directory.", valueName: "DEVICE"))
  var iio: String?

  @Flag(help: "Read CSV samples from standard input.")
  var stdin = false

  @Option(help: "Samples per second to poll the IIO device at (default: its sampling frequency, within 10-100).")
  var rate: Double?

  @Option(help: "Stop after this many seconds (default: never, or at the end of standard input).")
  var duration: Double?

  @Option(help: "text (for people) or jsonl (one deviceOrientationDidChange event per line).")
  var format: DetectionReport.Format = .text

  func validate() throws {
    if (iio == nil) == !stdin { throw ValidationError("Give exactly one of --iio DEVICE and --stdin.") }
    if let rate, !(rate > 0 && rate <= 1000) { throw ValidationError("--rate must be between 0 and 1000.") }
    if let duration, !(duration >= 0) { throw ValidationError("--duration must not be negative.") }
  }

  func run() async throws {
    var detector = OrientationDetector()
    var previous = [OrientationChange]()
    let watch = LiveDeviceWatch(model: DeviceCatalog.model(id: "iphone-8")!)
    let report: (OrientationChange) -> Void = { detected in
      guard let change = watch.receive(detected) else { return }
      // The text form names the orientation it leaves: keep the last change.
      let lines = DetectionReport.lines(for: previous + [change], format: format)
      print(lines.last!)
      fflush(nil)
      previous = [change]
    }
    do {
      if stdin {
        try OrientationWatcher.watch(fileDescriptor: 0, detector: &detector, report: report)
      } else if let iio {
        let accelerometer = try IIOAccelerometer(device: iio)
        try await OrientationWatcher.watch(
          accelerometer, rate: rate ?? OrientationWatcher.pollingRate(for: accelerometer), clock: ContinuousClock(),
          duration: duration.map { Duration.seconds($0) }, detector: &detector, report: report)
      }
    } catch let error as TraceError {
      DetectCommand.printError("swivel: \(error)")
      throw ExitCode(2)
    }
  }
}
