import Foundation
import Testing

@testable import SwivelMotion

@Suite struct CSVTraceWriterTests {
  private func scratch() -> String {
    NSTemporaryDirectory() + "swivel-writer-\(UUID().uuidString)"
  }

  // `swivel detect --generate DIR`: the folder is made when it is not there yet.
  @Test func writingACorpusMakesItsFolder() throws {
    let folder = scratch()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let paths = try MotionCorpus.standard(perCategory: 1).write(to: folder)
    #expect(!paths.isEmpty)
    #expect(paths.allSatisfy { FileManager.default.fileExists(atPath: $0) })
    let written = try CSVTraceReader.read(path: paths[0])
    #expect(written.isLabelled)
  }

  @Test func aFolderThatCannotBeMadeIsAnUnwritableError() {
    let folder = scratch() + "/missing-parent/corpus"
    #expect {
      try MotionCorpus.standard(perCategory: 1).write(to: folder)
    } throws: { error in
      guard let error = error as? TraceError, case .unwritable = error.reason else { return false }
      return error.description.hasPrefix(folder + ": cannot write: ")
    }
  }

  @Test func aHugeTimeIsWrittenInShortestFormAndReadBack() throws {
    let trace = MotionTrace(samples: [AccelerationSample(time: 1e300, x: 0, y: -1, z: 0)])
    let text = String(decoding: CSVTraceWriter.csv(for: trace), as: UTF8.self)
    #expect(text == "t,x,y,z\n1e+300,0.0000,-1.0000,0.0000\n")
    var parser = CSVTraceParser(file: "huge.csv")
    var times: [Double] = []
    try Array(text.utf8).withUnsafeBytes { buffer in
      try parser.parse(buffer, isFinal: true) { sample, _, _ in times.append(sample.time) }
    }
    #expect(times == [1e300])
  }
}
