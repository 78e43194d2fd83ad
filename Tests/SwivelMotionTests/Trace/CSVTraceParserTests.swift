import SwivelCore
import Testing

@testable import SwivelMotion

@Suite struct CSVTraceParserTests {
  /// Parses `text` in chunks of `chunk` bytes.
  func parse(_ text: String, chunk: Int = 1 << 20) throws -> MotionTrace {
    var parser = CSVTraceParser(file: "trace.csv")
    var samples: [AccelerationSample] = []
    var labels: [DeviceOrientation?] = []
    var labelled = false
    let bytes = Array(text.utf8)
    var start = 0
    repeat {
      let end = min(bytes.count, start + chunk)
      try bytes[start..<end].withUnsafeBytes { buffer in
        try parser.parse(buffer, isFinal: end == bytes.count) { sample, label, hasLabels in
          samples.append(sample)
          labels.append(label)
          labelled = hasLabels
        }
      }
      start = end
    } while start < bytes.count
    return MotionTrace(samples: samples, labels: labelled ? labels : [])
  }

  func error(_ text: String) -> TraceError? {
    do {
      _ = try parse(text)
      return nil
    } catch let error as TraceError {
      return error
    } catch {
      return nil
    }
  }

  @Test func readsSamplesAndLabels() throws {
    let trace = try parse("t,x,y,z,label\n0,0,-1,0,portrait\n0.01,-1,0.5e-1,-.25,landscapeLeft\n0.02,1,0,0,\n")
    #expect(trace.samples.count == 3)
    #expect(trace.samples[1] == AccelerationSample(time: 0.01, x: -1, y: 0.05, z: -0.25))
    #expect(trace.labels == [.portrait, .landscapeLeft, nil])
  }

  @Test func readsATraceWithoutLabelsCRLFAndAByteOrderMark() throws {
    let trace = try parse("\u{FEFF}t,x,y,z\r\n0,0,-1,0\r\n\r\n1,0,0,-1")
    #expect(trace.samples.map(\.time) == [0, 1])
    #expect(trace.labels.isEmpty)
  }

  @Test(arguments: [1, 2, 3, 7, 64])
  func chunksOfAnySizeGiveTheSameTrace(chunk: Int) throws {
    let text = "t,x,y,z,label\n0,0,-1,0,portrait\n0.5,0.001,-0.998,0.0123,portrait\n1,-1,0,0,landscapeLeft\n"
    #expect(try parse(text, chunk: chunk) == parse(text))
  }

  @Test(arguments: [
    ("0", 0.0), ("-0.5", -0.5), ("+2", 2), (".25", 0.25), ("3.", 3), ("1e-3", 0.001), ("2E+2", 200),
    ("0.1", 0.1), ("123.456", 123.456), ("-0.0001", -0.0001), ("12345678901234567890", 1.2345678901234567e19),
  ])
  func readsDecimalNumbers(text: String, expected: Double) {
    let bytes = Array(text.utf8)
    let value = bytes.withUnsafeBufferPointer { DecimalScanner.parse($0.baseAddress!, count: $0.count) }
    #expect(value.map { abs($0 - expected) <= abs(expected) * 1e-15 } == true)
  }

  @Test(arguments: ["", "-", ".", "e5", "1e", "1.2.3", "0x10", "1,0", " 1"])
  func refusesWhatIsNotANumber(text: String) {
    let bytes = Array(text.utf8) + [0]
    let value = bytes.withUnsafeBufferPointer { DecimalScanner.parse($0.baseAddress!, count: text.utf8.count) }
    #expect(value == nil)
  }

  @Test func anEmptyTraceHasNoHeader() {
    #expect(error("")?.reason == .missingHeader)
    #expect(error("\n\n")?.reason == .missingHeader)
  }

  @Test func aWrongHeaderIsNamed() {
    let found = error("time,x,y,z\n0,0,-1,0\n")
    #expect(found?.reason == .wrongHeader(found: "time,x,y,z"))
    #expect(found?.line == 1)
    #expect(found?.description == "trace.csv:1:1: expected the header 't,x,y,z' or 't,x,y,z,label', found 'time,x,y,z'")
  }

  /// A file of one long line (not a trace) gives a one-line message quoting its start only.
  @Test func aLongWrongHeaderIsQuotedShort() throws {
    let found = try #require(error(String(repeating: "a", count: 4_000) + "\n"))
    #expect(
      found.description
        == "trace.csv:1:1: expected the header 't,x,y,z' or 't,x,y,z,label', found '\(String(repeating: "a", count: 39))…'"
    )
    // Longer than any trace line: refused as not a trace, however long it goes on.
    let huge = try #require(error(String(repeating: "a", count: 5_000) + "\n"))
    #expect(huge.reason == .lineTooLong(limit: CSVTraceParser.lineLengthLimit))
  }

  @Test func aShortRowGivesItsLineAndColumn() {
    let found = error("t,x,y,z\n0,0,-1,0\n0.1,0,-1\n")
    #expect(found?.reason == .wrongFieldCount(expected: 4, found: 3))
    #expect(found?.line == 3)
    #expect(found?.column == 9)
  }

  @Test func aLongRowGivesItsLineAndColumn() {
    let found = error("t,x,y,z\n0,0,-1,0,portrait\n")
    #expect(found?.reason == .wrongFieldCount(expected: 4, found: 5))
    #expect(found?.line == 2)
    #expect(found?.column == 10)
  }

  @Test(arguments: ["nan", "NaN", "inf", "-Infinity", "1e999"])
  func nonFiniteNumbersAreRefused(text: String) {
    let found = error("t,x,y,z\n0,0,\(text),0\n")
    #expect(found?.reason == .notFinite(field: "y", text: text))
    #expect(found?.line == 2)
    #expect(found?.column == 5)
  }

  @Test func aWordIsNotANumber() {
    let found = error("t,x,y,z\n0,0,-1,0\n0.1,abc,-1,0\n")
    #expect(found?.reason == .notANumber(field: "x", text: "abc"))
    #expect(found?.line == 3)
    #expect(found?.column == 5)
    #expect(found?.description == "trace.csv:3:5: x: 'abc' is not a number")
  }

  @Test func anAbsurdMagnitudeIsRefused() {
    let found = error("t,x,y,z\n0,0,-1,0\n0.1,0,-98.1,0\n")
    #expect(found?.reason == .absurdMagnitude(98.1, limit: 16))
    #expect(found?.line == 3)
  }

  @Test func timeGoingBackwardsIsRefused() {
    let found = error("t,x,y,z\n1,0,-1,0\n1,0,-1,0\n0.5,0,-1,0\n")
    #expect(found?.reason == .timeWentBackwards(from: 1, to: 0.5))
    #expect(found?.line == 4)
  }

  @Test func anUnknownLabelIsRefused() {
    let found = error("t,x,y,z,label\n0,0,-1,0,Portrait\n")
    #expect(found?.reason == .unknownLabel("Portrait"))
    #expect(found?.column == 10)
  }

  @Test func anUnreadableFileIsAnError() {
    #expect {
      _ = try CSVTraceReader.read(path: "/nonexistent/trace.csv")
    } throws: { error in
      (error as? TraceError)?.reason == .unreadable("No such file or directory")
    }
  }

  @Test func theWriterAndReaderRoundTrip() throws {
    let trace = MotionTrace(
      samples: [
        AccelerationSample(time: 0, x: 0.00004, y: -1, z: 0.5),
        AccelerationSample(time: 0.012345, x: -0.12345, y: 2, z: 0),
      ], labels: [.portrait, nil])
    let text = String(decoding: CSVTraceWriter.csv(for: trace), as: UTF8.self)
    #expect(text == "t,x,y,z,label\n0.00000,0.0000,-1.0000,0.5000,portrait\n0.01235,-0.1235,2.0000,0.0000,\n")
    let back = try parse(text)
    #expect(back.labels == trace.labels)
    for (a, b) in zip(back.samples, trace.samples) {
      #expect(abs(a.time - b.time) <= 5e-6 && abs(a.x - b.x) <= 5e-5 && abs(a.y - b.y) <= 5e-5)
    }
  }
}

@Suite struct CSVTraceParserRobustnessTests {
  @Test func aDirectoryIsUnreadable() {
    #expect {
      _ = try CSVTraceReader.read(path: "/tmp")
    } throws: { error in
      guard let error = error as? TraceError, case .unreadable = error.reason else { return false }
      return error.file == "/tmp"
    }
  }

  /// Random lines made of the characters a trace holds: each parse ends in rows or a
  /// ``TraceError``, never a crash, whatever the chunking.
  @Test(arguments: 1...40)
  func garbageNeverCrashes(seed: Int) {
    var random = SplitMix64(seed: UInt64(seed))
    let alphabet = Array("0123456789.,-+eE\n\r nainfportraitlabel".utf8)
    var bytes = Array((seed % 3 == 0 ? "t,x,y,z,label\n" : "t,x,y,z\n").utf8)
    for _ in 0..<Int(random.next() % 400) { bytes.append(alphabet[Int(random.next() % UInt64(alphabet.count))]) }
    let chunk = 1 + Int(random.next() % 17)
    var parser = CSVTraceParser(file: "garbage.csv")
    var rows = 0
    do {
      var start = 0
      repeat {
        let end = min(bytes.count, start + chunk)
        try bytes[start..<end].withUnsafeBytes { buffer in
          try parser.parse(buffer, isFinal: end == bytes.count) { sample, _, _ in
            #expect(sample.isFinite && sample.magnitude <= CSVTraceParser.magnitudeLimit)
            rows += 1
          }
        }
        start = end
      } while start < bytes.count
    } catch let error as TraceError {
      #expect(error.line >= 1)
    } catch {
      Issue.record("unexpected error \(error)")
    }
  }
}
