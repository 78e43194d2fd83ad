import Foundation
import Testing

@testable import SwivelScenario

/// The scenario that opens the "Writing scenarios" article is the one readers copy first: it
/// loads, its expectations hold and lint finds nothing in it.
@Suite struct ArticleExampleTests {
  static let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/SwivelScenario/Documentation.docc/WritingScenarios.md").path

  @Test func theOpeningScenarioHoldsAndLintsClean() throws {
    let text = try String(contentsOfFile: Self.article, encoding: .utf8)
    let start = try #require(text.range(of: "```yaml\n"))
    let end = try #require(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
    let yaml = String(text[start.upperBound..<end.lowerBound]) + "\n"
    let scenario = try ScenarioLoader().load(yaml: yaml, file: "photo.yaml")
    let run = try ScenarioPlayer().play(scenario)
    #expect(run.failureMessages == [])
    #expect(run.expectations.count == 1)
    #expect(LintRule.all.flatMap { $0.findings(in: LintSubject(scenario: scenario)) }.map(\.message) == [])
  }
}
