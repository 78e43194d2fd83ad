import Foundation
import Testing

@testable import SwivelScenario

/// The loader never crashes: every input gives a scenario or a ``ScenarioError`` (spec section 8:
/// "Never a crash, never a stack trace").
@Suite struct ScenarioLoaderFuzzTests {
  static let loader = ScenarioLoader(fileExists: { _ in true })

  /// Loads and reports whether it ended in a scenario or a located error; a crash fails the run.
  static func survives(_ data: Data) -> Bool {
    do {
      _ = try loader.load(data: data, file: "fuzz.yaml")
      return true
    } catch {
      return !error.description.isEmpty && error.location.file == "fuzz.yaml"
    }
  }

  static var fixtures: [Data] {
    get throws {
      try ["everything.yaml", "everything.json"].map { try Data(contentsOf: URL(fileURLWithPath: Fixture.path($0))) }
    }
  }

  @Test func everyPrefixOfTheFixturesLoadsOrFails() throws {
    for data in try Self.fixtures {
      for length in 0..<data.count {
        #expect(Self.survives(data.prefix(length)), "prefix of \(length) bytes")
      }
    }
  }

  @Test func mutatedFixturesLoadOrFail() throws {
    var generator = SplitMix64(seed: 0x5_1A7E)
    let alphabet = Array("{}[]:,-'\"&*!|>#%@` \n\t0123456789.abcxyz~?".utf8) + [0xFF, 0xC3, 0x00]
    for data in try Self.fixtures {
      for _ in 0..<300 {
        var bytes = [UInt8](data)
        for _ in 0..<Int.random(in: 1...6, using: &generator) {
          let index = Int.random(in: 0..<bytes.count, using: &generator)
          switch Int.random(in: 0..<3, using: &generator) {
          case 0: bytes[index] = alphabet.randomElement(using: &generator)!
          case 1: bytes.remove(at: index)
          default: bytes.insert(alphabet.randomElement(using: &generator)!, at: index)
          }
        }
        #expect(Self.survives(Data(bytes)))
      }
    }
  }

  /// Words swapped for other words keep the YAML valid more often, so the decoder's own checks
  /// (types, names, references, the tree) get exercised rather than the parser's.
  @Test func fixturesWithSwappedWordsLoadOrFail() throws {
    var generator = SplitMix64(seed: 7)
    let text = try String(contentsOfFile: Fixture.path("everything.yaml"), encoding: .utf8)
    let words = text.split(whereSeparator: { " \n:,[]{}-".contains($0) }).map(String.init)
    let extra = ["null", "[]", "{}", "-1", "1e9", "true", "0", "nav", "tabs", "feed", "[nav]", "{a: 1}", "~", "\"\""]
    let vocabulary = Array(Set(words)) + extra
    for _ in 0..<500 {
      var mutated = text
      for _ in 0..<Int.random(in: 1...3, using: &generator) {
        let word = words.randomElement(using: &generator)!
        guard let range = mutated.range(of: word) else { continue }
        mutated.replaceSubrange(range, with: vocabulary.randomElement(using: &generator)!)
      }
      #expect(Self.survives(Data(mutated.utf8)))
    }
  }

  @Test func randomBytesLoadOrFail() {
    var generator = SplitMix64(seed: 2)
    for _ in 0..<300 {
      let bytes = (0..<Int.random(in: 0...200, using: &generator)).map { _ in
        UInt8.random(in: 0...255, using: &generator)
      }
      #expect(Self.survives(Data(bytes)))
    }
  }

  @Test(
    arguments: [
      String(repeating: "[", count: 5000),
      String(repeating: "{a: ", count: 5000),
      "swivel: 1\ndevice: iphone-8\ncontrollers:\n  a:\n    views:\n" + String(repeating: "[", count: 3000),
      "swivel: 1\ndevice: iphone-8\nsteps: &s [*s]\n",
      "swivel: 1\ndevice: iphone-8\n<<: {name: x}\n",
      "swivel: 1\ndevice: !!binary aGVsbG8=\n",
      "swivel: 1\ndevice: iphone-8\ncontrollers:\n  ? [a, b]\n  : {}\n",
      "swivel: 1\ndevice: iphone-8\nsteps: [{wait: 1e400}]\n",
      "swivel: 1\ndevice: iphone-8\ncontrollers: {t: {kind: tabBar, children: [], selected: 99999999999999999999}}\n",
      "\t",
      "%YAML 1.1\n---\n",
    ].map(OneLine.init))
  func pathologicalInputsFailCleanly(yaml: OneLine) {
    let yaml = yaml.text
    #expect(Self.survives(Data(yaml.utf8)))
  }
}

/// A seeded generator, so every run tests the same inputs (argument-parser's `SplitMix64` example).
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
