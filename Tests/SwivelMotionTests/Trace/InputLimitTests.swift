import Foundation
import SwivelCore
import Testing

@testable import SwivelMotion

/// Bad input at scale (issue 14): what is not a trace ends quickly with a located error. (What
/// Swivel writes replaces a file whole or not at all: `WholeFileWriterTests`.)
@Suite struct InputLimitTests {
  // `swivel detect /dev/zero` grew memory until the process was killed.
  @Test func aDeviceIsNotReadAsATrace() {
    #expect {
      _ = try CSVTraceReader.read(path: "/dev/zero")
    } throws: { error in
      (error as? TraceError)?.description
        == "/dev/zero: not a regular file (a device, FIFO or socket); expected a CSV file"
    }
  }

  @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("swivel-fifo-\(UUID())").path
    #expect(mkfifo(path, 0o600) == 0)
    defer { unlink(path) }
    #expect(throws: TraceError(file: path, reason: .notARegularFile)) { try CSVTraceReader.read(path: path) }
  }

  // Standard input may be endless too: a line longer than any trace line ends the read.
  @Test func anEndlessLineIsRefusedAfterTheLimit() throws {
    var parser = CSVTraceParser(file: "<stdin>")
    let zeros = [UInt8](repeating: 0, count: 1024)
    var chunks = 0
    #expect {
      while true {
        chunks += 1
        try zeros.withUnsafeBytes { try parser.parse($0, isFinal: false) { _, _, _ in } }
      }
    } throws: { error in
      (error as? TraceError)?.reason == .lineTooLong(limit: CSVTraceParser.lineLengthLimit)
    }
    #expect(chunks * 1024 <= CSVTraceParser.lineLengthLimit + 1024)
    var whole = CSVTraceParser(file: "x.csv")
    let long = Array("t,x,y,z\n".utf8) + [UInt8](repeating: 0x30, count: 5000) + [0x0A]
    #expect(throws: TraceError(file: "x.csv", line: 2, reason: .lineTooLong(limit: 4096))) {
      try long.withUnsafeBytes { try whole.parse($0, isFinal: true) { _, _, _ in } }
    }
  }
}
