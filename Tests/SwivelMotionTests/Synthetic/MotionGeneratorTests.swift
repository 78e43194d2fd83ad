import SwivelCore
import Testing

@testable import SwivelMotion

@Suite struct MotionGeneratorTests {
  static let script: MotionScript = {
    var script = MotionScript(start: .held(.portrait))
    script.then(.hold, for: 1)
    script.then(.turn(to: .held(.landscapeLeft)), for: 0.5)
    script.then(.hold, for: 1)
    return script
  }()

  @Test func theSameSeedGivesTheSameTrace() {
    let generator = MotionGenerator()
    #expect(generator.trace(of: Self.script, seed: 7) == generator.trace(of: Self.script, seed: 7))
    #expect(generator.trace(of: Self.script, seed: 7) != generator.trace(of: Self.script, seed: 8))
  }

  @Test func theLabelSwitchesWhenTheTurnEnds() {
    var sensor = MotionGenerator.SensorModel()
    sensor.dropRate = 0
    sensor.jitter = 0
    let trace = MotionGenerator(sensor: sensor).trace(of: Self.script, seed: 1)
    let switchIndex = trace.labels.firstIndex { $0 == .landscapeLeft }!
    #expect(abs(trace.samples[switchIndex].time - 1.5) < 0.011)
    #expect(trace.labels[..<switchIndex].allSatisfy { $0 == .portrait })
    // Held portrait, leaning back 30°: about (0, −0.87, −0.5).
    let first = trace.samples[10]
    #expect(abs(first.y + 0.866) < 0.1 && abs(first.z + 0.5) < 0.1)
  }

  @Test(arguments: [10.0, 100, 400])
  func theSampleRateJitterAndDropsAreRespected(rate: Double) {
    var sensor = MotionGenerator.SensorModel()
    sensor.sampleRate = rate
    sensor.dropRate = 0.1
    sensor.jitter = 0.2
    let trace = MotionGenerator(sensor: sensor).trace(of: Self.script, seed: 3)
    let expected = 2.5 * rate
    #expect(Double(trace.samples.count) > expected * 0.8 && Double(trace.samples.count) < expected * 0.97)
    #expect(zip(trace.samples, trace.samples.dropFirst()).allSatisfy { $0.time < $1.time })
  }

  @Test func shakingGoesFarFromOneG() {
    var script = MotionScript(start: .held(.portrait))
    script.then(.shake(strength: 2), for: 2)
    let trace = MotionGenerator().trace(of: script, seed: 5)
    #expect(trace.samples.map(\.magnitude).max()! > 1.8)
  }

  @Test func theCorpusIsDeterministicAndCoversEveryCategory() {
    let corpus = MotionCorpus.standard(perCategory: 2)
    #expect(corpus.entries.count == 2 * MotionCorpus.Category.allCases.count)
    #expect(Set(corpus.entries.map(\.category)) == Set(MotionCorpus.Category.allCases))
    #expect(corpus.entries[0].trace() == MotionCorpus.standard(perCategory: 2).entries[0].trace())
    #expect(corpus.entries.allSatisfy { $0.trace().isLabelled })
  }
}
