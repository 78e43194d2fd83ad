import Foundation
import Testing

/// What users read names nothing outside the repository (issue 13): the help of every command,
/// the README and the documentation articles.
@Suite struct SelfContainedTextTests {
  static let outsideReferences = ["shared/", "../shared", "spec section", "spec §", "DESIGN.md", "STYLE.md", "seed 00"]

  @Test(arguments: ["", "demo", "simulate", "check", "lint", "detect", "watch", "devices", "scan", "matrix"])
  func theHelpNamesNothingOutsideTheRepository(command: String) throws {
    let result = try SwivelRunner.run(command.isEmpty ? ["--help"] : ["help", command])
    #expect(result.status == 0)
    for reference in Self.outsideReferences {
      #expect(!result.output.contains(reference), "swivel help \(command) mentions \(reference)")
    }
  }

  @Test func theReadmeAndTheArticlesNameNothingOutsideTheRepository() throws {
    let root = SwivelRunner.packageRoot
    var files = ["README.md", "Examples/README.md", "Benchmarks/README.md"].map { root.appendingPathComponent($0) }
    let sources = root.appendingPathComponent("Sources")
    let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    while let url = walker?.nextObject() as? URL {
      if url.pathExtension == "md" { files.append(url) }
    }
    #expect(files.count > 6)
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8)
      for reference in Self.outsideReferences where reference != "seed 00" {
        #expect(!text.contains(reference), "\(file.lastPathComponent) mentions \(reference)")
      }
    }
  }
}
