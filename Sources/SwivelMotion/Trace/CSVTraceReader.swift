import SwivelCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads CSV accelerometer traces from files and file descriptors, a chunk at a time.
///
/// The format and its errors are ``CSVTraceParser``'s.
public enum CSVTraceReader {
  /// The size of the chunks read from a file: 1 MiB.
  static let chunkSize = 1 << 20

  /// Reads the whole trace at `path`.
  ///
  /// - Throws: ``TraceError`` (``TraceError/Reason/unreadable(_:)`` when the file cannot be
  ///   opened or read).
  public static func read(path: String) throws -> MotionTrace {
    let descriptor = try openRegularFile(path)
    defer { close(descriptor) }
    return try read(fileDescriptor: descriptor, name: path)
  }

  /// Opens `path` for reading, refusing what is not a regular file: a device such as
  /// `/dev/zero` never ends, and a FIFO may never be written to.
  ///
  /// - Throws: ``TraceError``: ``TraceError/Reason/notARegularFile`` or
  ///   ``TraceError/Reason/unreadable(_:)``.
  static func openRegularFile(_ path: String) throws -> Int32 {
    // Without O_NONBLOCK, opening a FIFO waits for a writer.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK)
    guard descriptor >= 0 else {
      throw TraceError(file: path, reason: .unreadable(String(cString: strerror(errno))))
    }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      let isFolder = status.st_mode & S_IFMT == S_IFDIR
      close(descriptor)
      throw TraceError(file: path, reason: isFolder ? .unreadable("it is a folder") : .notARegularFile)
    }
    return descriptor
  }

  /// Reads the whole trace from an open file descriptor (standard input is 0) until its end.
  ///
  /// - Parameters:
  ///   - fileDescriptor: the open descriptor to read; it is left open.
  ///   - name: the name errors give the input (`<stdin>`).
  /// - Throws: ``TraceError``.
  public static func read(fileDescriptor: Int32, name: String) throws -> MotionTrace {
    var samples: [AccelerationSample] = []
    var labels: [DeviceOrientation?] = []
    var hasLabels = false
    try forEachSample(fileDescriptor: fileDescriptor, name: name) { sample, label, labelled in
      samples.append(sample)
      if labelled { labels.append(label) }
      hasLabels = labelled
    }
    return MotionTrace(samples: samples, labels: hasLabels ? labels : [])
  }

  /// Streams the trace at `path`, calling `body` with each sample, its label, and whether the
  /// trace has a label column.
  ///
  /// - Throws: ``TraceError``, or what `body` throws.
  public static func forEachSample(
    path: String, _ body: (AccelerationSample, DeviceOrientation?, Bool) throws -> Void
  ) throws {
    let descriptor = try openRegularFile(path)
    defer { close(descriptor) }
    try forEachSample(fileDescriptor: descriptor, name: path, body)
  }

  /// Streams the trace read from an open file descriptor (standard input is 0) until its end,
  /// calling `body` as soon as each row has arrived.
  ///
  /// - Parameters:
  ///   - fileDescriptor: the open descriptor to read; it is left open.
  ///   - name: the name errors give the input (`<stdin>`).
  ///   - body: called with each sample, its label, and whether the trace has a label column.
  /// - Throws: ``TraceError``, or what `body` throws.
  public static func forEachSample(
    fileDescriptor: Int32, name: String, _ body: (AccelerationSample, DeviceOrientation?, Bool) throws -> Void
  ) throws {
    var parser = CSVTraceParser(file: name)
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 16)
    defer { buffer.deallocate() }
    while true {
      let count = systemRead(fileDescriptor, buffer.baseAddress, chunkSize)
      if count < 0 {
        if errno == EINTR { continue }
        throw TraceError(file: name, line: parser.line, reason: .unreadable(String(cString: strerror(errno))))
      }
      try parser.parse(UnsafeRawBufferPointer(rebasing: buffer[0..<count]), isFinal: count == 0, row: body)
      if count == 0 { return }
    }
  }
}

/// `read(2)`, under a name that the static `read(path:)` does not hide.
func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}

/// `write(2)`, under a name that no method hides.
func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
