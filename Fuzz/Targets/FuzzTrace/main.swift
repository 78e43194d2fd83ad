import SwivelMotion

/// Accelerometer CSV, as `detect` reads a file and `watch --stdin` reads standard input: the
/// input arrives in chunks of varied sizes (the first byte chooses the size), each row goes
/// through the orientation detector, and the parser gives rows or a `TraceError`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size > 0 else { return 0 }
  let chunkSize = Int(data[0]) % 64 + 1
  var parser = CSVTraceParser(file: "fuzz.csv")
  var detector = OrientationDetector()
  var offset = 1
  do {
    while offset <= size {
      let end = min(offset + chunkSize, size)
      try parser.parse(UnsafeRawBufferPointer(start: data + offset, count: end - offset), isFinal: end == size) {
        sample, _, _ in
        _ = detector.ingest(sample)
      }
      if end == size { break }
      offset = end
    }
  } catch {}
  return 0
}
