import Foundation
import Testing

/// Every test can fail (issue 58): no `@Test` of the suite is without an `#expect`, `#require`,
/// `Issue.record` or `withKnownIssue` reachable from its body, but those the allow-list names,
/// each with the reason it needs none.
@Suite struct EveryTestAssertsTests {
  /// `Type.test` → why it needs no assertion. An entry for a test that now asserts, or no longer
  /// exists, fails too: the list says only what is true.
  static let allowed: [String: String] = [:]

  /// Every Swift file of the test targets (not their fixtures, which are inputs, not tests), and
  /// of the SwivelTesting library, whose helpers (`checkScenario`) record the issues of the tests
  /// that call them.
  static func sources() -> [String] {
    var files: [String] = []
    for folder in ["Tests", "Sources/SwivelTesting"] {
      let base = SwivelRunner.packageRoot.appendingPathComponent(folder)
      let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
      while let url = walker?.nextObject() as? URL {
        if url.pathComponents.contains("Fixtures") || url.pathComponents.contains("Golden") { continue }
        if url.pathExtension == "swift" { files.append(url.path) }
      }
    }
    return files.sorted()
  }

  @Test func everyTestOfTheSuiteCanFail() throws {
    var reader = TestAssertionReader()
    try reader.read(paths: Self.sources(), droppingPrefix: SwivelRunner.packageRoot.path + "/")
    // The suite has over 1,500 tests; far fewer read means the reader lost them.
    #expect(reader.tests.count > 1_000)
    let silent = reader.testsWithoutAssertion
    let unexplained = silent.filter { Self.allowed[$0.name] == nil }
    #expect(
      unexplained.isEmpty, "tests without an assertion:\n\(unexplained.map(\.description).joined(separator: "\n"))")
    let stale = Set(Self.allowed.keys).subtracting(silent.map(\.name))
    #expect(stale.isEmpty, "allowed, but they assert or are gone: \(stale.sorted())")
  }

  // The reader itself, on tests written for it.
  @Test func aTestThatOnlyCallsIsFoundAndOneThatAssertsIsNot() {
    var reader = TestAssertionReader()
    reader.read(
      """
      @Suite struct S {
        @Test func silent() throws { _ = try parse("x") }
        @Test func expects() { #expect(1 == 1) }
        @Test func requires() throws { _ = try #require(Int("1")) }
        @Test func records() { if false { Issue.record("no") } }
        @Test func knows() { withKnownIssue { fail() } }
        @Test(arguments: [1]) func throughAHelper(value: Int) { check(value) }
        @Test func throughAClosure() { [1].forEach { #expect($0 > 0) } }
        func check(_ value: Int) { deeper(value) }
        func parse(_ text: String) throws -> Int { 0 }
      }
      extension S {
        @Test func discards() { _ = parse("y") }
      }
      @Test func atFileLevel() {}
      """, file: "A.swift")
    reader.read("func deeper(_ value: Int) { #expect(value > 0) }", file: "B.swift")
    #expect(reader.tests.count == 9)
    #expect(
      reader.testsWithoutAssertion.map(\.description) == [
        "A.swift:2: S.silent", "A.swift:13: S.discards", "A.swift:15: atFileLevel",
      ])
  }

  // Only `Issue.record` records: another type's `record` is a plain call.
  @Test func aRecordOfAnotherTypeIsNoAssertion() {
    var reader = TestAssertionReader()
    reader.read("@Test func f() { log.record(\"x\") }", file: "A.swift")
    #expect(reader.testsWithoutAssertion.map(\.name) == ["f"])
  }
}
