import SwivelScenario
import Testing

@testable import SwivelScan

/// `swivel rules`, configurations and SARIF name each rule once, even where lint (scenarios,
/// Info.plists) and the scan (source code) each have a form of it.
@Suite struct RuleCatalogTests {
  @Test func eachIDIsOneEntryAndASharedOneSaysBothForms() throws {
    #expect(Set(RuleCatalog.ids).count == RuleCatalog.ids.count)
    let shared = try #require(RuleCatalog.rule(id: "lock-ignored-when-resizable"))
    #expect(shared.source == "lint, scan")
    #expect(shared.summary.hasPrefix(LintRule.lockIgnoredWhenResizable.summary))
    #expect(shared.summary.contains(" In source code: "))
    #expect(RuleCatalog.rule(id: "no-common-orientation")?.source == "lint")
  }
}
