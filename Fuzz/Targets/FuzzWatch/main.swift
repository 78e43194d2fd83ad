import SwivelCore
import SwivelMotion
import SwivelScenario

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `swivel watch --stdin`: the input is read from a file descriptor, as the command reads its
/// standard input (`OrientationWatcher.watch(fileDescriptor:)`, the CSV parser and the detector),
/// each change goes to the live device watch, and what the device posts is printed, as text and
/// as JSON Lines, the way the command prints it. The reading ends in its end or in a
/// `TraceError`; never a crash or a hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let descriptor = Input.descriptor
  guard ftruncate(descriptor, 0) == 0, pwrite(descriptor, data, size, 0) == size, lseek(descriptor, 0, SEEK_SET) == 0
  else { fatalError("cannot write the input to the scratch file") }
  var detector = OrientationDetector()
  let watch = LiveDeviceWatch(model: Input.model)
  var previous: [OrientationChange] = []
  var printed = 0
  do {
    try OrientationWatcher.watch(fileDescriptor: descriptor, detector: &detector) { detected in
      guard let change = watch.receive(detected) else { return }
      for format in DetectionReport.Format.allCases {
        printed += DetectionReport.lines(for: previous + [change], format: format).last!.utf8.count
      }
      previous = [change]
    }
  } catch {
    printed += "\(error)".utf8.count
  }
  Input.printed &+= printed
  return 0
}

/// What every input shares: the scratch file it is read from, and the device `watch` models.
enum Input {
  /// An unlinked temporary file, rewritten for each input: a descriptor read to its end, as a
  /// redirected standard input is.
  static let descriptor: Int32 = {
    var template = Array("/tmp/swivel-fuzz-watch-XXXXXX".utf8CString)
    let descriptor = mkstemp(&template)
    guard descriptor >= 0 else { fatalError("cannot make a scratch file") }
    unlink(template)
    return descriptor
  }()

  /// The model `swivel watch` drives.
  static let model = DeviceCatalog.model(id: "iphone-8")!

  /// The size of all that was printed, kept so that no formatting is optimised away.
  nonisolated(unsafe) static var printed = 0
}
