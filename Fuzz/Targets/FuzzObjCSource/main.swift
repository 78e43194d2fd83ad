import SwivelScan

/// Objective-C sources (`.m`), tokenised by clang's own lexer through libclang, which the scan
/// opens at run time (`ProjectScanner.objectiveCSource(_:file:readingFlows:)`): the
/// `@implementation`s whose orientation methods return constants, the app delegate's answer, the
/// runtime orientation messages, and how the code shows controllers, as drafts read it. Any text gives facts, or a note when clang cannot read it; never a crash or a hang.
/// libclang itself is not instrumented: coverage is the reader's, of the tokens clang gives.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  _ = Scanner.shared.objectiveCSource(text, file: "Fuzz.m", readingFlows: true)
  return 0
}

/// One scanner for the run: libclang is opened once, as one scan opens it.
enum Scanner {
  static let shared = ProjectScanner()
}
