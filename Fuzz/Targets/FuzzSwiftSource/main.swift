import Foundation
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
///
/// A parse the limit cuts short goes on, on its thread, where libFuzzer sees neither its time nor
/// its input: inputs swift-syntax took seconds and gigabytes over ran the fuzzer out of memory,
/// and none was saved. So each input whose parse is given up is saved as
/// `given-up-<FNV-1a of its bytes>` beside libFuzzer's artifacts (`-artifact_prefix`), with a
/// line on standard error, to be replayed alone.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let text = String(decoding: bytes, as: UTF8.self)
  let notes = ProjectScanner.swiftSource(text, file: "Fuzz.swift", timeLimit: GivenUp.timeLimit, readingFlows: true)
    .notes
  if notes.contains(where: { $0.message == GivenUp.note }) { GivenUp.save(bytes) }
  return 0
}

/// Where and how a given-up input is kept. (Static properties, not globals: with libFuzzer's
/// `main`, this file's top-level code never runs.)
enum GivenUp {
  /// A quarter of a second, or `SWIVEL_FUZZ_PARSE_LIMIT_MS` milliseconds: a given-up input is
  /// replayed to its end with a long one (`SWIVEL_FUZZ_PARSE_LIMIT_MS=600000`).
  static let timeLimit = Duration.milliseconds(
    ProcessInfo.processInfo.environment["SWIVEL_FUZZ_PARSE_LIMIT_MS"].flatMap { Int($0) } ?? 250)
  static let note = ProjectScanner.swiftTimeLimitNote(timeLimit)

  /// libFuzzer's `-artifact_prefix`, or the current folder as libFuzzer's default.
  static let prefix =
    CommandLine.arguments.last { $0.hasPrefix("-artifact_prefix=") }.map { String($0.dropFirst(17)) } ?? "./"

  static func save(_ bytes: UnsafeBufferPointer<UInt8>) {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    let path = prefix + "given-up-" + String(hash, radix: 16)
    let saved = FileManager.default.createFile(atPath: path, contents: Data(buffer: bytes))
    let outcome = saved ? "saved as \(path)" : "could not be saved as \(path)"
    FileHandle.standardError.write(Data("given up after \(timeLimit): \(bytes.count) bytes, \(outcome)\n".utf8))
  }
}
