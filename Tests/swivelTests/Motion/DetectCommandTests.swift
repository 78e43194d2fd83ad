import ArgumentParser
import SwivelScenario
import Testing

@testable import swivel

@Suite struct DetectCommandTests {
  @Test func parsesATraceWithItsOptions() throws {
    let command = try DetectCommand.parse(["trace.csv", "--format", "jsonl", "--score", "--svg", "plot.svg"])
    #expect(command.trace == "trace.csv")
    #expect(command.format == .jsonl)
    #expect(command.score)
    #expect(command.svg == "plot.svg")
    #expect(command.generate == nil && !command.corpus)
  }

  @Test func theDefaultFormatIsText() throws {
    let command = try DetectCommand.parse(["trace.csv"])
    #expect(command.format == .text && !command.score && command.svg == nil)
  }

  @Test func aTraceIsRequiredUnlessGeneratingOrScoringTheCorpus() throws {
    #expect(throws: (any Error).self) { try DetectCommand.parse([]) }
    #expect(try DetectCommand.parse(["--generate", "corpus"]).generate == "corpus")
    #expect(try DetectCommand.parse(["--corpus", "--per-category", "2"]).perCategory == 2)
  }

  @Test func refusesAnUnknownFormat() {
    #expect(throws: (any Error).self) { try DetectCommand.parse(["trace.csv", "--format", "xml"]) }
  }

  @Test func isASubcommandOfSwivel() throws {
    let command = try Swivel.parseAsRoot(["detect", "trace.csv"])
    #expect(command is DetectCommand)
  }
}

@Suite struct WatchCommandTests {
  @Test func parsesAnIIODevice() throws {
    let command = try WatchCommand.parse(["--iio", "iio:device0", "--rate", "25", "--duration", "3"])
    #expect(command.iio == "iio:device0" && !command.stdin)
    #expect(command.rate == 25 && command.duration == 3)
  }

  @Test func parsesStandardInput() throws {
    let command = try WatchCommand.parse(["--stdin", "--format", "jsonl"])
    #expect(command.stdin && command.iio == nil && command.format == .jsonl)
  }

  @Test(arguments: [
    [], ["--stdin", "--iio", "iio:device0"], ["--stdin", "--rate", "0"], ["--stdin", "--duration", "-1"],
  ])
  func refusesWrongCombinations(arguments: [String]) {
    #expect(throws: (any Error).self) { try WatchCommand.parse(arguments) }
  }

  @Test func isASubcommandOfSwivel() throws {
    #expect(try Swivel.parseAsRoot(["watch", "--stdin"]) is WatchCommand)
  }
}
