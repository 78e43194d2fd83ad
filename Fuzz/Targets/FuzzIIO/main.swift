import SwivelMotion

/// Linux IIO sysfs values: a number (scale, offset, raw reading, sampling frequency) and a
/// mounting matrix, parsed from the same text; each gives a value or a `TraceError`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  _ = try? IIOAccelerometer.parseNumber(text, name: "in_accel_scale", directory: "fuzz")
  _ = try? IIOAccelerometer.parseMatrix(text, name: "mount_matrix", directory: "fuzz")
  return 0
}
