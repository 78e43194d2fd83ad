import Foundation
import SwivelScan

/// An Objective-C source and its target's prefix header, read as a scan reads a target's file
/// (`ProjectScanner.objectiveCSource(_:file:prefixHeader:readingFlows:)`): the `#define`s and
/// `#undef`s of both collected and the macros that concern orientation expanded before the
/// methods and the flows (`--emit-scenarios`) are read. The input is the prefix header, a NUL
/// byte, then the source (no NUL: all of it is both). Any bytes give facts or a note; never a
/// crash, a hang or unbounded memory (the expander's bounds).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let split = bytes.firstIndex(of: 0)
  let prefix = Data(bytes[..<(split ?? size)])
  let source = split.map { Data(bytes[($0 + 1)...]) } ?? prefix
  _ = Scanner.shared.objectiveCSource(source, file: "Fuzz.m", prefixHeader: prefix, readingFlows: true)
  return 0
}

/// One scanner for the run, as one scan has.
enum Scanner {
  static let shared = ProjectScanner()
}
