import Foundation
import Testing

@Suite("README.md")
struct ReadmeTests {
  @Test("README.md shows exactly the snippet that ReadmeSnippetTests compiles and checks")
  func readmeMatches() throws {
    let testsFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("ReadmeSnippetTests.swift")
    let root = testsFile.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let source = try String(contentsOf: testsFile, encoding: .utf8)

    let lines = source.components(separatedBy: "\n")
    let begin = try #require(lines.firstIndex { $0.hasSuffix("// README snippet begins") })
    let end = try #require(lines.firstIndex { $0.hasSuffix("// README snippet ends") })
    let snippet = lines[(begin + 1)..<end]
      .map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : $0 }
      .joined(separator: "\n")
    #expect(readme.contains("```swift\nimport SwivelCore\n\n" + snippet + "\n```"))
  }
}
