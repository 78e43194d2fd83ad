import Testing

@testable import swivel

/// `swivel reporters` (issue 55): every --format value with its commands and purpose, read from
/// the commands' own format lists, so that the list cannot drift from what they take.
@Suite struct ReportersCommandTests {
  @Test func everyFormatHasAPurposeAndItsCommands() throws {
    for format in ReportersCommand.formats {
      #expect(ReportersCommand.purposes[format] != nil, "\(format) has no purpose")
    }
    #expect(Set(ReportersCommand.purposes.keys) == Set(ReportersCommand.formats), "a purpose of no format")
    let run = try SwivelRunner.run(["reporters"])
    #expect(run.status == 0)
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines.count == 9)
    #expect(lines.contains { $0.hasPrefix("sarif       scan, lint       ") })
    #expect(lines.contains { $0.hasPrefix("jsonl       simulate, detect, watch ") })
    #expect(
      lines.first?.hasPrefix("text        scan, lint, simulate, matrix, detect, watch, devices, rules  for people")
        == true)
  }
}
