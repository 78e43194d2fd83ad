import Testing

@testable import swivel

/// `swivel --version` and `swivel version` (issue 55): one line, the version, exit status 0, as
/// SwiftLint's `--version` and `version` print theirs.
@Suite struct VersionCommandTests {
  @Test(arguments: [["--version"], ["version"]])
  func theVersionIsOneLine(arguments: [String]) throws {
    let result = try SwivelRunner.run(arguments)
    #expect(result.status == 0)
    #expect(result.output == VersionCommand.current + "\n")
    #expect(result.error.isEmpty)
  }

  // Semantic versioning: MAJOR.MINOR.PATCH, with `-dev` until the release.
  @Test func theVersionIsASemanticVersion() {
    #expect(VersionCommand.current.wholeMatch(of: /[0-9]+\.[0-9]+\.[0-9]+(-dev)?/) != nil)
  }
}
