import SwivelScan

/// Swift sources, parsed with swift-syntax when they mention an orientation API: the classes and
/// extensions that override UIKit's orientation properties, with their constant answers, the app
/// delegate's answer and the runtime orientation mechanisms called
/// (`ProjectScanner.swiftSource(_:file:)`). Any text gives facts, as far as swift-syntax
/// recovers; never a crash or a hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  _ = ProjectScanner.swiftSource(text, file: "Fuzz.swift")
  return 0
}
