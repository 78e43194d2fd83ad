import SwivelScan

/// Swift sources, parsed with swift-syntax when they mention an orientation API: the classes and
/// extensions that override UIKit's orientation properties, with their constant answers, the app
/// delegate's answer, the runtime orientation mechanisms called, and how the code shows
/// controllers, as drafts read it (`ProjectScanner.swiftSource(_:file:timeLimit:readingFlows:)`). Any text gives facts, as far as
/// swift-syntax recovers, or a note; never a crash or a hang.
///
/// The parse is given a quarter of a second rather than a scan's second, so that what the limit
/// cuts short is not reported as slow (libFuzzer's one-second bar would catch the scan's limit
/// itself), while a crash in the parse, or anything slow outside it (the checks before parsing),
/// still is.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  _ = ProjectScanner.swiftSource(text, file: "Fuzz.swift", timeLimit: .milliseconds(250), readingFlows: true)
  return 0
}
